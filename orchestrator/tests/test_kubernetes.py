"""The Helm chart (deploy/kubernetes/serbench): no cluster is reachable here, so it is checked
offline: its values against drift from the registry and Compose, the chart by `helm lint`, and
every manifest `helm template` renders, in every mode and placement, against the Kubernetes
API schemas (kubernetes-validate). The Job's script (files/job.py) runs against a fake API
server and fake services."""

from __future__ import annotations

import importlib.util
import json
import shlex
import shutil
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import kubernetes_validate
import pytest
import yaml

from serbench import cli, compose, kubernetes, registry

ROOT = Path(__file__).resolve().parents[2]
CHART = ROOT / "deploy" / "kubernetes" / "serbench"
KUBERNETES_VERSION = "1.30"

#: Every mode and placement the chart offers, as helm --set arguments.
COMBINATIONS = {
    "resident, separate nodes": [],
    "resident, shared nodes": ["--set", "placement.separateNodes=false"],
    "one-at-a-time, separate nodes": ["--set", "mode=one-at-a-time"],
    "one-at-a-time, shared nodes": ["--set", "mode=one-at-a-time", "--set", "placement.separateNodes=false"],
    "subset, node selectors, registry, deadline": [
        "--set", "only={kryo,grpc,jackson}", "--set", "image.registry=registry.example.com/team/",
        "--set", "image.tag=v1", "--set", "placement.orchestrator.nodeSelector.serbench/role=client",
        "--set", "placement.services.nodeSelector.serbench/role=server",
        "--set-json", 'placement.services.tolerations=[{"key":"bench","operator":"Exists","effect":"NoSchedule"}]',
        "--set", "orchestrator.activeDeadlineSeconds=7200", "--set", "results.storageClassName=fast",
        "--set-json", 'orchestrator.args=["--scenario","large","--users",5000]'],
}


def helm_binary() -> str:
    local = ROOT / ".tools" / "bin" / "helm"
    found = str(local) if local.exists() else shutil.which("helm")
    if found is None:
        pytest.fail("helm is not installed: run scripts/setup.sh")
    return found


def helm(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([helm_binary(), *args], capture_output=True, text=True, timeout=60)


def render(*options: str) -> list[dict]:
    result = helm("template", "serbench", str(CHART), "--namespace", "bench", *options)
    assert result.returncode == 0, result.stderr
    return [doc for doc in yaml.safe_load_all(result.stdout) if doc]


@pytest.fixture(scope="module")
def rendered() -> dict[str, list[dict]]:
    return {name: render(*options) for name, options in COMBINATIONS.items()}


def of_kind(docs: list[dict], kind: str) -> dict[str, dict]:
    return {doc["metadata"]["name"]: doc for doc in docs if doc["kind"] == kind}


def pod_specs(docs: list[dict]) -> dict[str, dict]:
    specs = {name: doc["spec"] for name, doc in of_kind(docs, "Pod").items()}
    for kind in ("Deployment", "Job"):
        specs.update({name: doc["spec"]["template"]["spec"] for name, doc in of_kind(docs, kind).items()})
    return specs


# -- values.yaml: generated, imported from the registry and Compose ------------------------------
def test_the_committed_values_are_what_the_generator_writes():
    assert kubernetes.VALUES_FILE.read_text() == kubernetes.render(), "run scripts/generate-kubernetes.py"


def test_the_generator_check_passes_on_the_committed_chart():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "generate-kubernetes.py"), "--check"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("compose_memory, quantity", [("3g", "3Gi"), ("512m", "512Mi"), ("1536M", "1536Mi"),
                                                      ("2048k", "2048Ki"), ("1gb", "1Gi"), ("1048576", "1048576")])
def test_compose_memory_becomes_a_kubernetes_quantity(compose_memory, quantity):
    assert kubernetes.memory_quantity(compose_memory) == quantity


@pytest.mark.parametrize("bad", ["3x", "1.5g", "", "g"])
def test_a_memory_limit_kubernetes_cannot_take_is_refused(bad):
    with pytest.raises(ValueError, match="compose memory limit"):
        kubernetes.memory_quantity(bad)


def test_compose_cpus_become_millicores():
    assert [kubernetes.cpu_quantity(c) for c in (2.0, 0.5, 1.25)] == ["2000m", "500m", "1250m"]
    with pytest.raises(ValueError, match="below one millicore"):
        kubernetes.cpu_quantity(0.0001)


def test_values_follow_the_registry_and_compose():
    values = yaml.safe_load(kubernetes.VALUES_FILE.read_text())
    assert list(values["frameworks"]) == registry.names()
    for framework in registry.FRAMEWORKS:
        service = compose.service(framework)
        entry = values["frameworks"][framework.name]
        assert entry["env"] == service["environment"]
        assert f"{entry['image']}:{values['image']['tag']}" == service["image"]
        assert entry["grpc"] == (framework.grpc_port is not None)
    assert values["services"]["resources"] == {"cpu": kubernetes.cpu_quantity(compose.CPUS),
                                               "memory": kubernetes.memory_quantity(compose.MEMORY)}
    assert (values["services"]["httpPort"], values["services"]["grpcPort"]) == (compose.CONTAINER_PORT,
                                                                                 compose.CONTAINER_GRPC_PORT)
    assert f"{values['orchestrator']['image']}:{values['image']['tag']}" == compose.orchestrator()["image"]


# -- the chart, rendered --------------------------------------------------------------------------
@pytest.mark.parametrize("combination", list(COMBINATIONS))
def test_helm_lint_accepts_the_chart(combination):
    result = helm("lint", "--strict", str(CHART), *COMBINATIONS[combination])
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_rendered_manifest_is_valid_against_the_kubernetes_api(rendered):
    errors, seen = [], set()
    for combination, docs in rendered.items():
        for doc in docs:
            key = json.dumps(doc, sort_keys=True)
            if key in seen:  # most objects are the same in every combination
                continue
            seen.add(key)
            try:
                kubernetes_validate.validate(doc, KUBERNETES_VERSION, strict=True)
            except kubernetes_validate.ValidationError as error:
                errors.append(f"{combination}: {doc['kind']}/{doc['metadata']['name']}: {error.message} "
                              f"at {'/'.join(map(str, error.path))}")
    assert errors == []
    assert len(seen) > 2 * (2 * len(registry.FRAMEWORKS))


def test_the_validator_does_catch_a_bad_manifest(rendered):
    deployment = dict(of_kind(rendered["resident, separate nodes"], "Deployment")["kryo"])
    deployment["spec"] = {**deployment["spec"], "replica": 1}
    with pytest.raises(kubernetes_validate.ValidationError, match="replica"):
        kubernetes_validate.validate(deployment, KUBERNETES_VERSION, strict=True)


def test_one_deployment_and_service_per_framework_with_compose_images_and_jvm_options(rendered):
    docs = rendered["resident, separate nodes"]
    deployments, services = of_kind(docs, "Deployment"), of_kind(docs, "Service")
    assert set(deployments) == set(services) == set(registry.names())
    for framework in registry.FRAMEWORKS:
        container, = deployments[framework.name]["spec"]["template"]["spec"]["containers"]
        assert container["image"] == compose.service(framework)["image"]
        env = {e["name"]: e["value"] for e in container["env"]}
        assert env == compose.service(framework)["environment"]
        assert env["JDK_JAVA_OPTIONS"] == compose.jvm_options(framework)
        ports = {p["name"]: p["port"] for p in services[framework.name]["spec"]["ports"]}
        expected = {"http": compose.CONTAINER_PORT}
        if framework.grpc_port is not None:
            expected["grpc"] = compose.CONTAINER_GRPC_PORT
        assert ports == expected
        for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
            assert container[probe]["httpGet"] == {"path": "/actuator/health", "port": "http"}


def test_every_pod_is_guaranteed_qos_and_services_get_the_compose_limits(rendered):
    for combination, docs in rendered.items():
        for name, spec in pod_specs(docs).items():
            for container in spec.get("initContainers", []) + spec["containers"]:
                resources = container["resources"]
                assert resources["requests"] == resources["limits"], f"{combination}: {name}"
                assert set(resources["limits"]) == {"cpu", "memory"}, f"{combination}: {name}"
    limits = {json.dumps(d["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"])
              for d in of_kind(rendered["resident, separate nodes"], "Deployment").values()}
    assert limits == {json.dumps({"cpu": kubernetes.cpu_quantity(compose.CPUS),
                                  "memory": kubernetes.memory_quantity(compose.MEMORY)})}


def test_resident_and_one_at_a_time(rendered):
    resident, one = rendered["resident, separate nodes"], rendered["one-at-a-time, separate nodes"]
    assert {d["spec"]["replicas"] for d in of_kind(resident, "Deployment").values()} == {1}
    assert {d["spec"]["replicas"] for d in of_kind(one, "Deployment").values()} == {0}
    assert not of_kind(resident, "Role") and pod_specs(resident)["serbench-orchestrator"][
        "automountServiceAccountToken"] is False
    # one-at-a-time may scale this release's Deployments and list pods, nothing more.
    assert of_kind(one, "Role")["serbench-orchestrator"]["rules"] == [
        {"apiGroups": ["apps"], "resources": ["deployments/scale"], "resourceNames": sorted(registry.names()),
         "verbs": ["patch"]},
        {"apiGroups": [""], "resources": ["pods"], "verbs": ["list"]}]
    binding = of_kind(one, "RoleBinding")["serbench-orchestrator"]
    assert binding["subjects"] == [{"kind": "ServiceAccount", "name": "serbench-orchestrator", "namespace": "bench"}]
    assert pod_specs(one)["serbench-orchestrator"]["serviceAccountName"] == "serbench-orchestrator"


def anti_affinity_components(spec: dict) -> list[str]:
    anti = spec.get("affinity", {}).get("podAntiAffinity", {})
    terms = anti.get("requiredDuringSchedulingIgnoredDuringExecution", [])
    found = []
    for term in terms:
        assert term["topologyKey"] == "kubernetes.io/hostname"
        found += [value for expression in term["labelSelector"]["matchExpressions"]
                  if expression["key"] == "app.kubernetes.io/component" for value in expression["values"]]
    return found


def test_separate_nodes_keeps_the_client_off_every_service_node(rendered):
    for combination in ("resident, separate nodes", "one-at-a-time, separate nodes"):
        specs = pod_specs(rendered[combination])
        assert anti_affinity_components(specs["serbench-orchestrator"]) == ["service"]
        assert anti_affinity_components(specs["serbench-results"]) == ["service"]
        for name in registry.names():
            # The results pod too: the Job must share its node, so no service may take that node.
            assert anti_affinity_components(specs[name]) == ["orchestrator", "results"]
    for combination in ("resident, shared nodes", "one-at-a-time, shared nodes"):
        specs = pod_specs(rendered[combination])
        assert all(anti_affinity_components(spec) == [] for spec in specs.values())


def test_the_job_shares_a_node_with_the_results_pod_that_kubectl_cp_reads(rendered):
    for docs in rendered.values():
        specs = pod_specs(docs)
        job = specs["serbench-orchestrator"]
        term, = job["affinity"]["podAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]
        results_labels = of_kind(docs, "Pod")["serbench-results"]["metadata"]["labels"]
        assert term["topologyKey"] == "kubernetes.io/hostname"
        assert term["labelSelector"]["matchLabels"].items() <= results_labels.items()
        claims = {spec["volumes"][0]["persistentVolumeClaim"]["claimName"]
                  for spec in (job, specs["serbench-results"])}
        assert claims == set(of_kind(docs, "PersistentVolumeClaim")) == {"serbench-results"}
        assert specs["serbench-results"]["containers"][0]["volumeMounts"][0]["mountPath"] == "/results"
        assert job["containers"][0]["volumeMounts"][0]["mountPath"] == "/app/results"


def test_subset_node_selectors_and_registry(rendered):
    docs = rendered["subset, node selectors, registry, deadline"]
    assert set(of_kind(docs, "Deployment")) == {"kryo", "grpc", "jackson"}
    specs = pod_specs(docs)
    assert specs["kryo"]["containers"][0]["image"] == "registry.example.com/team/serbench/kryo:v1"
    assert specs["kryo"]["nodeSelector"] == {"serbench/role": "server"}
    assert specs["kryo"]["tolerations"] == [{"key": "bench", "operator": "Exists", "effect": "NoSchedule"}]
    assert specs["serbench-orchestrator"]["nodeSelector"] == {"serbench/role": "client"}
    assert specs["serbench-results"]["nodeSelector"] == {"serbench/role": "client"}
    assert of_kind(docs, "Job")["serbench-orchestrator"]["spec"]["activeDeadlineSeconds"] == 7200
    assert of_kind(docs, "PersistentVolumeClaim")["serbench-results"]["spec"]["storageClassName"] == "fast"
    args = specs["serbench-orchestrator"]["containers"][0]["args"]
    assert "--frameworks=grpc,jackson,kryo" in args
    assert args[args.index("--") + 1:] == ["--scenario", "large", "--users", "5000"]


@pytest.mark.parametrize("options, message", [
    (["--set", "mode=sometimes"], "mode"),
    (["--set", "only={kryo,yaml}"], 'unknown framework "yaml"'),
    (["--set", "placement.separateNode=false"], "separateNode"),
    (["--set", "image.pullPolicy=Sometimes"], "pullPolicy"),
])
def test_bad_values_are_refused_with_a_clear_message(options, message):
    result = helm("template", "serbench", str(CHART), *options)
    assert result.returncode != 0
    assert message in result.stderr


# -- the Job's command line is run.py's ---------------------------------------------------------
def load_job_module():
    spec = importlib.util.spec_from_file_location("serbench_k8s_job", CHART / "files" / "job.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


job_module = load_job_module()


def test_the_configmap_carries_the_job_script(rendered):
    for docs in rendered.values():
        config = of_kind(docs, "ConfigMap")["serbench-orchestrator"]
        assert config["data"]["job.py"] == (CHART / "files" / "job.py").read_text()


@pytest.mark.parametrize("combination", ["resident, separate nodes", "subset, node selectors, registry, deadline"])
def test_the_job_runs_run_py_with_options_it_accepts(rendered, combination):
    container = pod_specs(rendered[combination])["serbench-orchestrator"]["containers"][0]
    assert container["command"] == ["python", "/opt/serbench-kubernetes/job.py"]
    argv = container["args"]
    own, run_args = argv[:argv.index("--")], argv[argv.index("--") + 1:]
    job = job_module.job_from(job_module.parser().parse_args(own), run_args, api=None)
    run_py = [*job.run_command, "--frameworks", ",".join(job.frameworks)]
    assert run_py[:2] == ["python", "orchestrator/run.py"]
    options = cli.options_from(cli.parser().parse_args(run_py[2:]), run_py[2:])
    assert options.launch == "none" and options.grpc_port == compose.CONTAINER_GRPC_PORT
    assert options.target_template == f"http://{{name}}:{compose.CONTAINER_PORT}"
    assert [f.name for f in options.frameworks] == [n for n in registry.names() if n in job.frameworks]
    assert str(options.out_dir) == "/app/results"


# -- the Job's script against a fake cluster ------------------------------------------------------
class FakeCluster(ThreadingHTTPServer):
    """The Kubernetes API calls job.py makes, and every framework's service behind one port:
    /svc/NAME/actuator/health answers UP while NAME is scaled up (unless it is broken)."""

    def __init__(self, names: list[str], broken: tuple[str, ...] = ()) -> None:
        super().__init__(("127.0.0.1", 0), FakeHandler)
        self.replicas = {name: 1 for name in names}  # a service left over: job.py must scale it down first
        self.terminating: dict[str, int] = {}
        self.broken = set(broken)
        self.scalings: list[tuple[str, int]] = []
        self.base_url = f"http://127.0.0.1:{self.server_address[1]}"

    def running(self) -> list[str]:
        return sorted(name for name, count in self.replicas.items() if count)


class FakeHandler(BaseHTTPRequestHandler):
    server: FakeCluster

    def log_message(self, *args) -> None:
        pass

    def answer(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def authorized(self) -> bool:
        if self.headers.get("Authorization") == "Bearer token-1":
            return True
        self.answer(401, {"kind": "Status", "message": "Unauthorized"})
        return False

    def do_PATCH(self) -> None:
        parts = self.path.split("/")
        if not self.authorized():
            return
        if parts[:7] != ["", "apis", "apps", "v1", "namespaces", "bench", "deployments"] or parts[8:] != ["scale"]:
            return self.answer(404, {"message": f"no route {self.path}"})
        name = parts[7]
        if name not in self.server.replicas:
            return self.answer(404, {"kind": "Status", "message": f'deployments.apps "{name}" not found'})
        assert self.headers["Content-Type"] == "application/merge-patch+json"
        replicas = json.loads(self.rfile.read(int(self.headers["Content-Length"])))["spec"]["replicas"]
        if self.server.replicas[name] and not replicas:
            self.server.terminating[name] = 2  # the pod stays for two more listings, as a terminating one does
        self.server.replicas[name] = replicas
        self.server.scalings.append((name, replicas))
        self.answer(200, {"spec": {"replicas": replicas}})

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        if url.path == "/state":
            return self.answer(200, {"running": self.server.running()})
        if url.path.startswith("/svc/"):
            name = url.path.split("/")[2]
            up = self.server.replicas.get(name) and name not in self.server.broken
            return self.answer(200 if up else 503, {"status": "UP" if up else "DOWN"})
        if url.path == "/api/v1/namespaces/bench/pods" and self.authorized():
            labels = dict(part.split("=") for part in parse_qs(url.query)["labelSelector"][0].split(","))
            assert labels["app.kubernetes.io/instance"] == "serbench"
            items = []
            for name in self.server.replicas:
                if labels.get("serbench/framework", name) != name:
                    continue
                if self.server.terminating.get(name):
                    self.server.terminating[name] -= 1
                elif not self.server.replicas[name]:
                    continue
                waiting = {"waiting": {"reason": "ImagePullBackOff", "message": f"Back-off pulling image {name}"}}
                items.append({"metadata": {"name": f"{name}-5d9f"}, "status": {
                    "phase": "Pending" if name in self.server.broken else "Running",
                    "containerStatuses": [{"state": waiting if name in self.server.broken else {"running": {}}}]}})
            return self.answer(200, {"items": items})


FAKE_RUN_PY = """\
import json, os, sys, urllib.request
state = json.load(urllib.request.urlopen(os.environ["FAKE_CLUSTER"] + "/state"))
with open(os.environ["FAKE_RUNS"], "a") as runs:
    runs.write(json.dumps({"argv": sys.argv[1:], "running": state["running"]}) + "\\n")
"""


@pytest.fixture
def cluster_factory(tmp_path, monkeypatch):
    started: list[FakeCluster] = []

    def start(names: list[str], broken: tuple[str, ...] = ()) -> FakeCluster:
        cluster = FakeCluster(names, broken)
        threading.Thread(target=cluster.serve_forever, daemon=True).start()
        started.append(cluster)
        monkeypatch.setenv("FAKE_CLUSTER", cluster.base_url)
        return cluster

    monkeypatch.setenv("FAKE_RUNS", str(tmp_path / "runs.jsonl"))
    yield start
    for cluster in started:
        cluster.shutdown()
        cluster.server_close()


def run_job(tmp_path: Path, cluster: FakeCluster, mode: str, names: list[str], *run_args: str,
            timeout: float = 1.5) -> tuple[int, list[dict]]:
    (tmp_path / "fake_run.py").write_text(FAKE_RUN_PY)
    (tmp_path / "token").write_text("token-1\n")
    api = job_module.KubeApi(cluster.base_url, tmp_path / "token", verify=False)
    argv = [f"--mode={mode}", f"--frameworks={','.join(names)}", f"--target-template={cluster.base_url}/svc/{{name}}",
            "--grpc-port=9090", "--out=/tmp/results-not-written", f"--ready-timeout={timeout}", "--poll=0.02",
            "--pod-selector=app.kubernetes.io/instance=serbench,app.kubernetes.io/component=service",
            "--namespace=bench", "--seed=7", f"--run-command={shlex.quote(sys.executable)} {tmp_path / 'fake_run.py'}",
            "--", *run_args]
    code = job_module.main(argv, api=api)
    runs_file = tmp_path / "runs.jsonl"
    runs = [json.loads(line) for line in runs_file.read_text().splitlines()] if runs_file.exists() else []
    return code, runs


def test_resident_waits_for_every_service_then_runs_them_all_once(tmp_path, cluster_factory):
    cluster = cluster_factory(["jackson", "kryo", "grpc"])
    code, runs = run_job(tmp_path, cluster, "resident", ["grpc", "jackson", "kryo"], "--scenario", "large")
    assert code == 0
    run, = runs
    assert run["running"] == ["grpc", "jackson", "kryo"]
    assert run["argv"] == ["--launch", "none", "--target-template", f"{cluster.base_url}/svc/{{name}}",
                           "--grpc-port", "9090", "--out", "/tmp/results-not-written", "--scenario", "large",
                           "--frameworks", "grpc,jackson,kryo"]
    assert cluster.scalings == []


def test_resident_names_the_services_that_never_got_ready(tmp_path, cluster_factory, capsys):
    cluster = cluster_factory(["jackson", "kryo"], broken=("kryo",))
    code, runs = run_job(tmp_path, cluster, "resident", ["jackson", "kryo"], timeout=0.3)
    assert code == 1 and runs == []
    assert "not ready within 0 s: kryo" in capsys.readouterr().out


def test_one_at_a_time_runs_each_framework_alone_and_scales_it_back(tmp_path, cluster_factory):
    names = ["avro", "grpc", "jackson", "kryo"]
    cluster = cluster_factory(names)
    code, runs = run_job(tmp_path, cluster, "one-at-a-time", names, "--quick")
    assert code == 0
    measured = [run["argv"][-1] for run in runs]
    assert sorted(measured) == names
    for run in runs:
        assert run["running"] == [run["argv"][-1]], "another service was up while one was measured"
        assert run["argv"][-3:-2] == ["--quick"] and run["argv"][-2] == "--frameworks"
    # Everything left over is scaled down first; then each framework goes up and down in turn.
    assert cluster.scalings[:4] == [(name, 0) for name in names]
    assert cluster.scalings[4:] == [step for name in measured for step in ((name, 1), (name, 0))]
    assert cluster.running() == []


def test_one_at_a_time_reports_why_a_service_never_got_ready_and_goes_on(tmp_path, cluster_factory, capsys):
    names = ["jackson", "kryo", "msgpack"]
    cluster = cluster_factory(names, broken=("kryo",))
    code, runs = run_job(tmp_path, cluster, "one-at-a-time", names, timeout=0.3)
    assert code == 1
    assert sorted(run["argv"][-1] for run in runs) == ["jackson", "msgpack"]
    out = capsys.readouterr().out
    assert "kryo: not ready within 0 s:\nkryo-5d9f (Pending): waiting: ImagePullBackOff Back-off pulling image kryo" \
        in out
    assert "failed: kryo" in out
    assert ("kryo", 1) in cluster.scalings and cluster.scalings.count(("kryo", 0)) == 2
    assert cluster.running() == []


def test_one_at_a_time_says_what_the_api_refused(tmp_path, cluster_factory, capsys):
    cluster = cluster_factory(["jackson"])
    code, runs = run_job(tmp_path, cluster, "one-at-a-time", ["jackson", "nosuch"])
    assert code == 1 and runs == []
    assert 'Kubernetes API PATCH /apis/apps/v1/namespaces/bench/deployments/nosuch/scale: 404 ' \
           'deployments.apps "nosuch" not found' in capsys.readouterr().out


def test_the_chart_chooses_the_frameworks(tmp_path, cluster_factory, capsys):
    cluster = cluster_factory(["jackson"])
    code, runs = run_job(tmp_path, cluster, "resident", ["jackson"], "--frameworks", "kryo")
    assert code == 2 and runs == []
    assert "use the value 'only'" in capsys.readouterr().out
