"""A service must be the framework the registry describes: its name and its content type,
checked against GET /api/info when it starts. Against a stub HTTP server on loopback: a
mismatch fails the framework, naming both values, and the run goes on."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from serbench import datasets, registry, results, runner
from serbench.phases import Settings
from serbench.steps import identity_problem

JACKSON = registry.get("jackson")


def info(**changes) -> dict:
    return {"framework": "jackson", "library": "jackson-databind", "libraryVersion": "3.0.0",
            "contentType": "application/json", "schemaDriven": False, "models": ["users", "mediacontent"],
            "jvm": {}, "os": {}, **changes}


@pytest.fixture
def stub():
    """A server that is healthy and answers /api/info with what the test puts in ``answer``."""
    answer: dict = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the http.server name)
            body = {"/actuator/health": {"status": "UP"}, "/api/info": answer}.get(self.path)
            if body is None:
                self.send_error(404)
                return
            data = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *_args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", answer
    finally:
        server.shutdown()
        server.server_close()


def test_the_service_described_by_the_registry_passes():
    assert identity_problem(JACKSON, info(), "http://x") is None


def test_another_framework_is_named():
    assert identity_problem(JACKSON, info(framework="gson"), "http://x") == (
        "the service at http://x is 'gson', not 'jackson'")


def test_another_content_type_is_named_with_both_values():
    assert identity_problem(JACKSON, info(contentType="application/x-jackson-smile"), "http://x") == (
        "the registry gives jackson the content type 'application/json', the service at http://x says "
        "'application/x-jackson-smile' (/api/info): one of them is wrong")


def test_a_run_fails_a_service_whose_content_type_is_not_the_registrys(stub, tmp_path, quiet_console):
    base_url, answer = stub
    answer.update(info(contentType="application/vnd.example"))
    options = runner.RunOptions(frameworks=[JACKSON], datasets=[datasets.parse("small")], settings=Settings(),
                                out_dir=tmp_path, launch="none", target_overrides={"jackson": base_url},
                                verify_only=True, seed=1)
    out = runner.run(options, quiet_console)
    results.validate(out.document)
    entry = out.document["frameworks"]["jackson"]
    assert entry["status"] == "failed" and entry["failure"]["phase"] == "info"
    assert "'application/json'" in entry["failure"]["reason"]
    assert "'application/vnd.example'" in entry["failure"]["reason"]
    assert out.document["run"]["status"] == "complete"
