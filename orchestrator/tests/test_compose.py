"""docker-compose.yml and the Dockerfiles, checked without an engine: by docker-compose itself
(v1, and Compose v2 where it is installed), structurally, and against drift from the registry.
scripts/docker-test.sh builds and runs them for real (docs/docker.md)."""

from __future__ import annotations

import os
import re
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


def test_ports_are_unique_local_and_the_registry_ones_unless_moved(services):
    published, variables = [], []
    for framework in registry.FRAMEWORKS:
        ports = services[framework.name]["ports"]
        assert ports[0] == f"127.0.0.1:${{SERBENCH_PORT_{framework.name.upper()}:-{framework.port}}}:8080"
        if framework.grpc_port:
            assert ports[1] == f"127.0.0.1:${{SERBENCH_GRPC_PORT_{framework.name.upper()}:-{framework.grpc_port}}}:9090"
        for port in ports:
            match = re.fullmatch(r"127\.0\.0\.1:\$\{(SERBENCH_[A-Z_]+):-(\d+)\}:\d+", port)
            assert match, port
            variables.append(match[1])
            published.append(match[2])
    assert len(published) == len(set(published))
    assert len(variables) == len(set(variables))


def _config(compose_command: list[str], environment: dict[str, str]) -> dict:
    result = subprocess.run([*compose_command, "-f", str(COMPOSE_FILE), "config"], capture_output=True, text=True,
                            cwd=ROOT, timeout=120, env={**os.environ, **environment})
    assert result.returncode == 0, result.stderr
    return yaml.safe_load(result.stdout)


def _compose_v2() -> list[str] | None:
    if subprocess.run(["docker", "compose", "version"], capture_output=True).returncode == 0:
        return ["docker", "compose"]
    built = sorted(Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")).glob(
        "serbench-tools/docker-compose-v2*/cmd"))
    return [str(built[-1])] if built else None


def test_the_port_and_build_variables_take_effect_in_compose_v1():
    if shutil.which("docker-compose") is None:
        pytest.fail("docker-compose is not installed: run scripts/setup.sh")
    document = _config(["docker-compose"], {"SERBENCH_PORT_JACKSON": "18081", "SERBENCH_GRPC_PORT_GRPC": "19083",
                                            "SERBENCH_DEBIAN_IMAGE": "local/debian:12", "SERBENCH_GIT_COMMIT": "abc"})
    jackson, grpc = document["services"]["jackson"], document["services"]["grpc"]
    assert jackson["ports"] == ["127.0.0.1:18081:8080/tcp"]  # compose v1 prints the short form
    assert grpc["ports"] == ["127.0.0.1:8083:8080/tcp", "127.0.0.1:19083:9090/tcp"]
    assert jackson["build"]["args"] == {"MODULE": "jackson", "DEBIAN_IMAGE": "local/debian:12",
                                        "EXTRA_CA_CERTS": "", "GIT_COMMIT": "abc"}


def test_compose_v2_accepts_it_where_installed():
    command = _compose_v2()
    if command is None:
        pytest.skip("no Compose v2 here (no `docker compose` plugin, none built by scripts/docker-test.sh --compose v2)")
    document = _config(command, {"SERBENCH_PORT_KRYO": "18084"})
    (port,) = document["services"]["kryo"]["ports"]
    assert (port["host_ip"], str(port["published"]), port["target"]) == ("127.0.0.1", "18084", 8080)
    assert document["services"]["kryo"]["pull_policy"] == "build"


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


def test_images_are_built_never_pulled_and_restart_a_few_times(services):
    for name, service in services.items():
        assert service["pull_policy"] == "build", name
        assert service["build"]["args"]["DEBIAN_IMAGE"] == "${SERBENCH_DEBIAN_IMAGE:-" + compose.DEBIAN_IMAGE + "}"
        assert service["build"]["args"]["EXTRA_CA_CERTS"] == "${SERBENCH_EXTRA_CA_CERTS:-}"
        assert service["build"]["args"]["GIT_COMMIT"] == "${SERBENCH_GIT_COMMIT:-}"
        if name != "orchestrator":
            assert service["restart"] == compose.RESTART


@pytest.mark.parametrize("dockerfile", ["services/Dockerfile", "orchestrator/Dockerfile"])
def test_dockerfiles_build_without_buildkit_or_docker_hub_beyond_their_base(dockerfile):
    text = (ROOT / dockerfile).read_text()
    assert not text.startswith("# syntax="), "a syntax line makes BuildKit pull a frontend image from Docker Hub"
    assert not re.search(r"^RUN --mount", text, re.MULTILINE), "RUN --mount needs BuildKit; Debian's docker-compose 1.29 builds without it"
    assert f"ARG DEBIAN_IMAGE={compose.DEBIAN_IMAGE}\n" in text
    froms = re.findall(r"^FROM (\S+)", text, re.MULTILINE)
    assert froms and all(image in ("${DEBIAN_IMAGE}", "build", "runtime") for image in froms), froms
    for argument in ("EXTRA_CA_CERTS", "GIT_COMMIT"):
        assert f"ARG {argument}=" in text


def test_the_maven_build_is_one_stage_shared_by_every_framework_image():
    text = (ROOT / "services/Dockerfile").read_text()
    build_stage = text[text.index(" AS build"):text.index(" AS runtime")]
    assert "MODULE" not in build_stage, "the Maven stage must not depend on the framework, or it runs once per image"
    assert text.count("mvnw") == 1
    assert "COPY --from=build /jars/${MODULE}.jar" in text and "cds-train.sh" in text
