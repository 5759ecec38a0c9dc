"""serbench's orchestrator Job on Kubernetes: gets the framework services ready, then runs
orchestrator/run.py against them by name (the chart mounts this file from a ConfigMap into
the orchestrator image, whose working directory is /app).

  --mode resident        every service is already deployed: wait until each answers
                         /actuator/health, then one run of all of them (one results file);
  --mode one-at-a-time   every Deployment is at 0 replicas: for each framework, in a shuffled
                         order, scale it to 1, wait until it answers, run it alone (one
                         results file per framework), scale it back to 0 and wait until its
                         pod is gone, so that only one service ever runs.

Everything after ``--`` goes to run.py. Needs only the Python standard library and requests
(both in the orchestrator image); one-at-a-time talks to the Kubernetes API with the pod's
service account (the chart's Role allows scaling this release's Deployments and listing pods).
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import requests

SERVICE_ACCOUNT = Path("/var/run/secrets/kubernetes.io/serviceaccount")
MODES = ("resident", "one-at-a-time")


class JobError(RuntimeError):
    """Something the Job cannot go on with; the message says what and, where known, why."""


@dataclass
class KubeApi:
    """The few calls one-at-a-time needs, over the API server's REST interface."""
    base_url: str
    token_file: Path
    verify: str | bool

    @classmethod
    def in_cluster(cls) -> "KubeApi":
        host = os.environ.get("KUBERNETES_SERVICE_HOST")
        port = os.environ.get("KUBERNETES_SERVICE_PORT", "443")
        if not host:
            raise JobError("KUBERNETES_SERVICE_HOST is not set: one-at-a-time runs inside a Kubernetes pod")
        host = f"[{host}]" if ":" in host else host
        return cls(f"https://{host}:{port}", SERVICE_ACCOUNT / "token", str(SERVICE_ACCOUNT / "ca.crt"))

    def _request(self, method: str, path: str, **kwargs) -> dict:
        # Read the token every time: the kubelet rotates it during a long run.
        headers = {"Authorization": f"Bearer {self.token_file.read_text().strip()}", **kwargs.pop("headers", {})}
        response = requests.request(method, self.base_url + path, headers=headers, verify=self.verify, timeout=30,
                                    **kwargs)
        if response.status_code >= 300:
            try:
                message = response.json().get("message", response.text)
            except ValueError:
                message = response.text
            raise JobError(f"Kubernetes API {method} {path}: {response.status_code} {message}")
        return response.json()

    def scale(self, namespace: str, deployment: str, replicas: int) -> None:
        self._request("PATCH", f"/apis/apps/v1/namespaces/{namespace}/deployments/{deployment}/scale",
                      json={"spec": {"replicas": replicas}},
                      headers={"Content-Type": "application/merge-patch+json"})

    def pods(self, namespace: str, selector: str) -> list[dict]:
        return self._request("GET", f"/api/v1/namespaces/{namespace}/pods",
                             params={"labelSelector": selector})["items"]


def pod_problems(pods: list[dict]) -> str:
    """Why pods are not ready, as the cluster says it: 'kryo-5d9f: ImagePullBackOff (...)'."""
    reasons = []
    for pod in pods:
        name, status = pod["metadata"]["name"], pod.get("status", {})
        found = [f"{state}: {detail.get('reason', '')} {detail.get('message', '')}".strip()
                 for container in status.get("containerStatuses") or []
                 for state, detail in (container.get("state") or {}).items() if state != "running"]
        found += [f"{c.get('reason', c['type'])}: {c.get('message', '')}".strip()
                  for c in status.get("conditions") or [] if c.get("status") == "False" and c.get("message")]
        reasons.append(f"{name} ({status.get('phase', 'unknown')}): {'; '.join(found) or 'no reason given'}")
    return "\n".join(reasons) or "no pod exists"


def is_healthy(base_url: str) -> bool:
    """What run.py itself requires before it measures a service: /actuator/health says UP."""
    try:
        response = requests.get(f"{base_url}/actuator/health", timeout=2)
        return response.status_code == 200 and response.json().get("status") == "UP"
    except (requests.RequestException, ValueError):
        return False


def wait_until(condition, timeout: float, poll: float) -> bool:
    deadline = time.monotonic() + timeout
    while True:
        if condition():
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(poll)


@dataclass
class Job:
    frameworks: list[str]
    target_template: str
    run_command: list[str]
    ready_timeout: float
    poll: float = 2.0
    api: KubeApi | None = None
    namespace: str = ""
    pod_selector: str = ""
    child: subprocess.Popen | None = None

    def url(self, name: str) -> str:
        return self.target_template.format(name=name).rstrip("/")

    def run(self, frameworks: list[str]) -> int:
        command = [*self.run_command, "--frameworks", ",".join(frameworks)]
        say(f"$ {shlex.join(command)}")
        self.child = subprocess.Popen(command)
        try:
            return self.child.wait()
        finally:
            self.child = None

    def resident(self) -> int:
        say(f"waiting up to {self.ready_timeout:.0f} s for {len(self.frameworks)} service(s) to be ready")
        waiting = list(self.frameworks)

        def all_ready() -> bool:
            waiting[:] = [name for name in waiting if not is_healthy(self.url(name))]
            return not waiting

        if not wait_until(all_ready, self.ready_timeout, self.poll):
            raise JobError(f"not ready within {self.ready_timeout:.0f} s: {', '.join(waiting)} "
                           f"(kubectl get pods; kubectl describe pod)")
        return self.run(self.frameworks)

    def one_at_a_time(self, seed: int) -> int:
        order = list(self.frameworks)
        random.Random(seed).shuffle(order)
        say(f"one at a time, order {', '.join(order)} (seed {seed})")
        for name in self.frameworks:  # a service left running by an earlier Job would share the nodes
            self.api.scale(self.namespace, name, 0)
        self.wait_gone(self.pod_selector, "every service")
        failed = []
        for name in order:
            try:
                code = self.measure_alone(name)
            except JobError as error:
                say(f"{name}: {error}")
                code = 1
            if code != 0:
                failed.append(name)
        if failed:
            say(f"failed: {', '.join(failed)}")
        return 1 if failed else 0

    def measure_alone(self, name: str) -> int:
        selector = f"{self.pod_selector},serbench/framework={name}"
        say(f"{name}: scaling to 1")
        self.api.scale(self.namespace, name, 1)
        try:
            if not wait_until(lambda: is_healthy(self.url(name)), self.ready_timeout, self.poll):
                raise JobError(f"not ready within {self.ready_timeout:.0f} s:\n"
                               f"{pod_problems(self.api.pods(self.namespace, selector))}")
            return self.run([name])
        finally:
            say(f"{name}: scaling to 0")
            self.api.scale(self.namespace, name, 0)
            self.wait_gone(selector, name)

    def wait_gone(self, selector: str, what: str) -> None:
        if not wait_until(lambda: not self.api.pods(self.namespace, selector), self.ready_timeout, self.poll):
            raise JobError(f"the pods of {what} were still there after {self.ready_timeout:.0f} s")

    def stop(self, signum: int, _frame) -> None:
        """The Job is being deleted: stop run.py (it saves what it measured), then scale down."""
        if self.child is not None:
            self.child.send_signal(signum)
            try:
                self.child.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.child.kill()
        raise SystemExit(128 + signum)


def say(line: str) -> None:
    print(f"[serbench-job] {line}", flush=True)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="job.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--mode", choices=MODES, required=True)
    p.add_argument("--frameworks", required=True, metavar="A,B,C", help="the frameworks of this release")
    p.add_argument("--target-template", required=True, metavar="URL", help="e.g. http://{name}:8080")
    p.add_argument("--grpc-port", type=int, required=True, metavar="PORT")
    p.add_argument("--out", required=True, metavar="DIR", help="run.py --out")
    p.add_argument("--ready-timeout", type=float, default=600, metavar="SECONDS")
    p.add_argument("--pod-selector", default="", metavar="LABELS",
                   help="label selector of this release's service pods (one-at-a-time)")
    p.add_argument("--namespace", help="default: the pod's own (one-at-a-time)")
    p.add_argument("--seed", type=int, help="seed of the one-at-a-time order (default: random, printed)")
    p.add_argument("--poll", type=float, default=2.0, metavar="SECONDS", help=argparse.SUPPRESS)
    p.add_argument("--run-command", default="python orchestrator/run.py", help=argparse.SUPPRESS)
    return p


def job_from(args: argparse.Namespace, run_args: list[str], api: KubeApi | None) -> Job:
    frameworks = [name for name in args.frameworks.split(",") if name]
    if not frameworks:
        raise JobError("--frameworks names no framework")
    if "{name}" not in args.target_template:
        raise JobError(f"--target-template must contain {{name}}, got {args.target_template!r}")
    command = [*shlex.split(args.run_command), "--launch", "none", "--target-template", args.target_template,
               "--grpc-port", str(args.grpc_port), "--out", args.out, *run_args]
    job = Job(frameworks, args.target_template, command, args.ready_timeout, args.poll)
    if args.mode == "one-at-a-time":
        if not args.pod_selector:
            raise JobError("one-at-a-time needs --pod-selector")
        job.api = api or KubeApi.in_cluster()
        job.namespace = args.namespace or (SERVICE_ACCOUNT / "namespace").read_text().strip()
        job.pod_selector = args.pod_selector
    return job


def main(argv: list[str] | None = None, api: KubeApi | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    own, run_args = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    args = parser().parse_args(own)
    if "--frameworks" in run_args or any(a.startswith("--frameworks=") for a in run_args):
        say("--frameworks is set by the chart: use the value 'only' to choose frameworks")
        return 2
    previous = signal.getsignal(signal.SIGTERM)
    try:
        job = job_from(args, run_args, api)
        # PID 1 ignores SIGTERM unless it handles it.
        signal.signal(signal.SIGTERM, job.stop)
        if args.mode == "resident":
            return job.resident()
        return job.one_at_a_time(args.seed if args.seed is not None else random.SystemRandom().randrange(2**31))
    except JobError as error:
        say(f"error: {error}")
        return 1
    finally:
        signal.signal(signal.SIGTERM, previous)


if __name__ == "__main__":
    sys.exit(main())
