"""python -m serbench.check (one service against its Python library, by hand) and what is left
of python -m serbench.interop check, against a stub jackson service on loopback that records
the query string of every request: every data request carries dataset=<label>. The stub has no
/api/encode, as the services before it: the long-string check says it was not made (the check
itself: test_long_strings.py)."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from serbench import check

ORCHESTRATOR = Path(__file__).resolve().parents[1]
#: A users batch of one user with every field null: the canonical JSON jackson writes for it.
BATCH = {"users": [{"id": 1, "username": None, "email": None, "firstName": None, "lastName": None, "age": 30,
                    "score": 1.5, "active": True, "role": None, "createdAt": 0, "address": None, "profile": None,
                    "tags": None, "attributes": None, "orders": None}]}


@pytest.fixture
def stub():
    """A jackson-like service: /api/dataset and /api/serialize answer BATCH as JSON,
    /api/decode answers what it was sent (or ``decoded`` when the test sets it), /api/encode 404
    (or ``encoded`` when the test sets it)."""
    seen: list[tuple[str, str]] = []
    state: dict = {"decoded": None, "encoded": None}

    class Handler(BaseHTTPRequestHandler):
        def _answer(self, body: bytes, status: int = 200) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("X-Serialize-Nanos", "1000")
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:  # noqa: N802
            path, _, query = self.path.partition("?")
            seen.append((path, query))
            self._answer(json.dumps(BATCH).encode())

        def do_POST(self) -> None:  # noqa: N802
            path, _, query = self.path.partition("?")
            seen.append((path, query))
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if path == "/api/decode":
                self._answer(state["decoded"] or body)
            elif path == "/api/encode":
                self._answer(state["encoded"] or b'{"detail": "No static resource api/encode."}',
                             200 if state["encoded"] else 404)
            else:
                self._answer(json.dumps(BATCH).encode())

        def log_message(self, *_args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen, state
    finally:
        server.shutdown()
        server.server_close()


def test_a_service_that_agrees_both_ways_passes(stub, capsys):
    url, seen, _ = stub
    assert check.main(["jackson", url, "--scenario", "small"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "service -> Python (small): equal", "Python -> service (small): equal",
        "service -> Python (long-strings): not checked: the service has no /api/encode (HTTP 404)",
        "Python -> service (long-strings): equal"]
    # The dataset asked for, then the long strings: the small dataset's users, sent as the bare model.
    assert seen == [("/api/dataset", "dataset=small"), ("/api/serialize", "dataset=small"),
                    ("/api/decode", "dataset=small"), ("/api/dataset", "dataset=small"),
                    ("/api/encode", "dataset=users"), ("/api/decode", "dataset=users")]


def test_a_difference_is_named_by_its_path(stub, capsys):
    url, seen, state = stub
    state["decoded"] = json.dumps({"users": [dict(BATCH["users"][0], age=31)]}).encode()
    assert check.main(["jackson", url, "--scenario", "users=10"]) == 1
    out = capsys.readouterr().out
    assert "Python -> service (small): users[0].age: 30 != 31" in out, "users=10 is the dataset small"


def test_a_long_string_check_that_fails_fails_the_command(stub, capsys):
    url, _, state = stub
    state["encoded"] = json.dumps({"users": [dict(BATCH["users"][0], age=31)]}).encode()
    assert check.main(["jackson", url, "--scenario", "small"]) == 1
    assert capsys.readouterr().out.splitlines()[1:3] == [
        "Python -> service (small): equal", "service -> Python (long-strings): users[0].age: 30 != 31"]


@pytest.mark.parametrize("argv, message", [
    (["kryo", "http://127.0.0.1:1"], "kryo has no independent Python library"),
    (["nosuch", "http://127.0.0.1:1"], "unknown framework 'nosuch'"),
    (["jackson", "http://127.0.0.1:1", "--scenario", "xl"], "unknown dataset 'xl'; expected small, medium, large"),
    (["jackson", "http://127.0.0.1:1", "--scenario", "users"], "'users' names a model, not a dataset"),
])
def test_bad_arguments_exit_2_with_a_clear_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        check.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_the_old_interop_check_says_where_it_went():
    done = subprocess.run([sys.executable, "-m", "serbench.interop", "check", "jackson", "http://127.0.0.1:8081",
                           "--scenario", "large"], cwd=ORCHESTRATOR, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert ("'check' moved: run python -m serbench.check jackson http://127.0.0.1:8081 --scenario large"
            in done.stderr)
