"""docker-compose.yml: no Docker engine runs here, so it is validated instead of started:
by docker-compose itself, structurally, and against drift from the registry."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from serbench import compose, registry
from serbench.launcher import COMMON_OPTIONS, jvm_options_file, read_options

ROOT = Path(__file__).resolve().parents[2]
COMPOSE_FILE = ROOT / "docker-compose.yml"


@pytest.fixture(scope="module")
def services() -> dict:
    return yaml.safe_load(COMPOSE_FILE.read_text())["services"]


def test_the_committed_file_is_what_the_generator_writes():
    assert COMPOSE_FILE.read_text() == compose.render(), "run scripts/generate-compose.py"


def test_docker_compose_accepts_it():
    docker_compose = shutil.which("docker-compose")
    if docker_compose is None:
        pytest.fail("docker-compose is not installed: run scripts/setup.sh")
    result = subprocess.run([docker_compose, "-f", str(COMPOSE_FILE), "config", "-q"], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr


def test_every_registry_framework_is_a_service_built_from_its_module(services):
    frameworks = {f.name for f in registry.FRAMEWORKS}
    assert set(services) == frameworks | {"orchestrator"}
    for name in frameworks:
        assert services[name]["build"]["args"]["MODULE"] == name
        assert services[name]["build"]["dockerfile"] == "services/Dockerfile"


def test_ports_are_unique_local_and_the_registry_ones(services):
    published = []
    for framework in registry.FRAMEWORKS:
        ports = services[framework.name]["ports"]
        assert ports[0] == f"127.0.0.1:{framework.port}:8080"
        if framework.grpc_port:
            assert ports[1] == f"127.0.0.1:{framework.grpc_port}:9090"
        assert all(port.startswith("127.0.0.1:") for port in ports)
        published += [port.split(":")[1] for port in ports]
    assert len(published) == len(set(published))


def test_healthchecks_and_equal_limits(services):
    frameworks = [services[f.name] for f in registry.FRAMEWORKS]
    for service in frameworks:
        assert "/actuator/health" in " ".join(service["healthcheck"]["test"])
    assert {(s["cpus"], s["mem_limit"]) for s in frameworks} == {(compose.CPUS, compose.MEMORY)}


def test_jvm_flags_are_the_modules_own(services):
    for framework in registry.FRAMEWORKS:
        expected = read_options(COMMON_OPTIONS) + read_options(jvm_options_file(framework))
        assert services[framework.name]["environment"]["JDK_JAVA_OPTIONS"].split() == expected


def test_the_orchestrator_waits_for_healthy_services_and_keeps_results(services):
    orchestrator = services["orchestrator"]
    assert orchestrator["profiles"] == ["bench"]
    assert orchestrator["depends_on"] == {f.name: {"condition": "service_healthy"} for f in registry.FRAMEWORKS}
    assert "./results:/app/results" in orchestrator["volumes"]


def test_the_orchestrator_image_runs_the_same_cli():
    dockerfile = (ROOT / "orchestrator/Dockerfile").read_text()
    entrypoint = dockerfile[dockerfile.index("ENTRYPOINT"):]
    for part in ('"orchestrator/run.py"', '"--launch", "none"', '"--target-template", "http://{name}:8080"',
                 '"--grpc-port", "9090"', '"--out", "/app/results"'):
        assert part in entrypoint
    from serbench import cli
    args = cli.parser().parse_args(["--launch", "none", "--target-template", "http://{name}:8080",
                                    "--grpc-port", "9090", "--out", "/app/results", "--scenario", "large"])
    options = cli.options_from(args, [])
    assert options.launch == "none" and options.grpc_port == 9090


def test_every_service_may_hold_its_whole_heap_and_more_within_its_cap(services):
    from serbench.launcher import COMMON_OPTIONS, read_options
    megabytes = {"m": 1, "g": 1024}
    (heap,) = [o[4:] for o in read_options(COMMON_OPTIONS) if o.startswith("-Xmx")]
    heap_mb = int(heap[:-1]) * megabytes[heap[-1].lower()]
    for name, service in services.items():
        if name == "orchestrator":
            continue
        cap_mb = int(service["mem_limit"][:-1]) * megabytes[service["mem_limit"][-1]]
        assert cap_mb >= heap_mb + compose.NON_HEAP_HEADROOM_MB, name
