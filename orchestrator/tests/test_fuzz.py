"""A bounded fuzz campaign in the test suite (scripts/fuzz.sh runs the full one): every
framework's service answers hostile bodies with 400/413 problem details (or 200 when the
bytes still form a valid payload), never 5xx, never hangs, stays up and stays correct."""

from __future__ import annotations

import random

import pytest
import requests

from serbench import fuzz, registry
from serbench.launcher import Launcher


def test_bodies_are_deterministic_and_cover_every_category():
    framework = registry.get("jackson")
    valid = [b'{"users":[]}' * 20]
    first = list(fuzz.bodies(framework, valid, 300, random.Random(3), 1000))
    again = list(fuzz.bodies(framework, valid, 300, random.Random(3), 1000))
    assert [(b.category, b.data) for b in first] == [(b.category, b.data) for b in again]
    assert {b.category for b in first} == {"random", "truncated", "bit-flip", "huge-length", "wrong-content-type",
                                           "empty", "nested", "over-limit"}
    assert [len(b.data) for b in first if b.category == "over-limit"] == [1001, 1001]


def _response(status: int, content_type: str, body: bytes) -> requests.Response:
    response = requests.Response()
    response.status_code, response._content = status, body
    response.headers["Content-Type"] = content_type
    return response


def test_classification():
    problem = "application/problem+json"
    assert fuzz.classify(_response(400, problem, b'{"detail":"bad"}')) == ("rejected", None)
    assert fuzz.classify(_response(413, problem, b'{"detail":"big"}')) == ("rejected", None)
    assert fuzz.classify(_response(200, "application/json", b"{}")) == ("decoded", None)
    assert fuzz.classify(_response(400, problem, b'{"detail":""}'))[0] == "violation"
    assert fuzz.classify(_response(400, "text/html", b"<html>"))[0] == "violation"
    assert fuzz.classify(_response(500, problem, b'{"detail":"boom"}'))[0] == "violation"


@pytest.mark.parametrize("name", registry.names())
def test_every_service_survives_hostile_bodies(name, tmp_path):
    framework = registry.get(name)
    launcher = Launcher(log_dir=tmp_path)
    base_url = f"http://127.0.0.1:{framework.port}"
    service = launcher.start(framework, base_url, [f"--serbench.max-body-size={fuzz.FUZZ_BODY_LIMIT}B"])
    try:
        summary = fuzz.fuzz_service(framework, base_url, service.process.pid, per_endpoint=40, seed=5,
                                    body_limit=fuzz.FUZZ_BODY_LIMIT)
    finally:
        launcher.stop(service)
    assert summary["violations"] == [] and summary["hangs"] == 0 and summary["deaths"] == 0
    assert summary["correctAfter"] is True
    assert summary["totals"]["rejected"] >= 60
    assert summary["rssMaxBytes"] < 3 * 2**30, "RSS stays within the 2 GB heap plus the JVM's own memory"
