"""Hostile input against every service: random bytes, truncated and bit-flipped payloads,
huge declared lengths, deep nesting, empty bodies, wrong content types and bodies over the
size limit, sent to /api/deserialize, /api/roundtrip and /api/decode.

Every answer must be a 400 or 413 problem+json with a message, or a 200 when the mutated
bytes still form a valid payload (a flipped bit inside a string is still a string: a
format without a checksum cannot tell, and refusing a valid payload would be the bug).
Never a 5xx, never a hang past the deadline; the service stays up, its RSS stays bounded,
and a normal request afterwards returns the right answer."""

from __future__ import annotations

import hashlib
import json
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator

import requests

from serbench.launcher import rss_bytes
from serbench.registry import Framework
from serbench import datasets

ENDPOINTS = ("/api/deserialize", "/api/roundtrip", "/api/decode")
DEADLINE = (5.0, 15.0)
#: The body limit fuzzed services are started with, so that over-limit bodies are cheap.
FUZZ_BODY_LIMIT = 2 * 1024 * 1024

HUGE_LENGTHS = (b"\x7f\xff\xff\xff", b"\xff\xff\xff\x7f", b"\xff\xff\xff\xff\x07", b"\xfe\xff\xff\xff\x0f",
                b"\x00\x00\x00\x7f\xff\xff\xff\xff", b"\xff\xff\xff\xff\x7f\x00\x00\x00")

#: Deep nesting, for the formats whose syntax nests without a schema saying how deep.
NESTING: dict[str, Callable[[], bytes]] = {
    "jackson": lambda: b'{"users":' + b"[" * 200_000,
    "cbor": lambda: b"\x81" * 200_000,
    "msgpack": lambda: b"\x91" * 200_000,
    "protobuf": lambda: b"\x0b" * 200_000,  # start-group tags, each opening a nested group
    "grpc": lambda: b"\x0b" * 200_000,
    "thrift": lambda: b"\x1c" * 200_000,  # compact protocol: field 1, type struct, again and again
    "bson": lambda: _nested_bson(100_000),
    "hessian": lambda: b"\x57" * 200_000,  # Hessian 2 untyped variable-length lists
    "smile": lambda: b":)\n\x01" + b"\xf8" * 200_000,  # the header, then start-array tokens
    "ion": lambda: _nested_ion(100_000),
    "protostuff": lambda: b"\x0b" * 200_000,  # the protobuf wire format, as for protobuf
}


def _nested_bson(depth: int) -> bytes:
    """{"users": {"a": {"a": ...}}}: embedded documents, each with its correct length."""
    document = b"\x05\x00\x00\x00\x00"  # the empty document
    for level in range(depth):
        name = b"users" if level == depth - 1 else b"a"
        body = b"\x03" + name + b"\x00" + document + b"\x00"
        document = (len(body) + 4).to_bytes(4, "little") + body
    return document


def _nested_ion(depth: int) -> bytes:
    """Binary Ion: the version marker, then lists in lists, each with its correct length."""
    value = b"\xb0"  # the empty list
    for _ in range(depth):
        if len(value) < 14:
            value = bytes([0xB0 | len(value)]) + value
        else:  # length 14: a VarUInt length follows (7 bits a byte, the last byte's high bit set)
            length, groups = len(value), []
            while True:
                groups.insert(0, length & 0x7F)
                length >>= 7
                if not length:
                    break
            groups[-1] |= 0x80
            value = b"\xbe" + bytes(groups) + value
    return b"\xe0\x01\x00\xea" + value


@dataclass
class Body:
    category: str
    data: bytes
    content_type: str


@dataclass
class Outcome:
    counts: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    violations: list[dict] = field(default_factory=list)

    def count(self, endpoint: str, category: str, outcome: str) -> None:
        by_category = self.counts.setdefault(endpoint, {}).setdefault(category, {})
        by_category[outcome] = by_category.get(outcome, 0) + 1


def bodies(framework: Framework, valid: list[bytes], per_endpoint: int, rng: random.Random,
           body_limit: int) -> Iterator[Body]:
    """``per_endpoint`` hostile bodies (plus two over the limit), deterministic for a seed."""
    kinds = ["random", "truncated", "bit-flip", "huge-length", "wrong-content-type", "empty"]
    weights = [25, 22, 22, 22, 6, 3]
    if framework.name in NESTING:
        kinds.append("nested")
        weights.append(5)
    for _ in range(per_endpoint):
        kind = rng.choices(kinds, weights)[0]
        payload = rng.choice(valid)
        if kind == "random":
            yield Body(kind, rng.randbytes(rng.randint(1, 4096)), framework.content_type)
        elif kind == "truncated":
            yield Body(kind, payload[:rng.randint(1, len(payload) - 1)], framework.content_type)
        elif kind == "bit-flip":
            mutated = bytearray(payload)
            for _ in range(rng.randint(1, 8)):
                mutated[rng.randrange(len(mutated))] ^= 1 << rng.randrange(8)
            yield Body(kind, bytes(mutated), framework.content_type)
        elif kind == "huge-length":
            pattern = rng.choice(HUGE_LENGTHS)
            offset = rng.randrange(max(1, len(payload) - len(pattern)))
            yield Body(kind, payload[:offset] + pattern + payload[offset + len(pattern):], framework.content_type)
        elif kind == "wrong-content-type":
            yield Body(kind, rng.randbytes(rng.randint(1, 512)),
                       rng.choice(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]))
        elif kind == "empty":
            yield Body(kind, b"", framework.content_type)
        else:
            yield Body(kind, NESTING[framework.name](), framework.content_type)
    for _ in range(2):
        yield Body("over-limit", b"\x00" * (body_limit + 1), framework.content_type)


def classify(response: requests.Response) -> tuple[str, str | None]:
    """("rejected" | "decoded" | "violation", why it is a violation)."""
    if response.status_code in (400, 413):
        if not response.headers.get("Content-Type", "").startswith("application/problem+json"):
            return "violation", f"{response.status_code} without problem+json"
        try:
            detail = response.json().get("detail")
        except ValueError:
            return "violation", f"{response.status_code} with a body that is not JSON"
        return ("rejected", None) if detail else ("violation", f"{response.status_code} without a message")
    if response.status_code == 200:
        return "decoded", None
    return "violation", f"HTTP {response.status_code}: {response.text[:200]}"


def fuzz_service(framework: Framework, base_url: str, pid: int | None, per_endpoint: int, seed: int,
                 body_limit: int) -> dict:
    """Sends the hostile bodies; returns counts, violations, deaths, hangs, RSS and the final check."""
    rng = random.Random(seed)
    session = requests.Session()
    valid = [session.post(f"{base_url}/api/serialize", params={"dataset": s}, timeout=DEADLINE).content
             for s in ("small", "medium")]
    outcome = Outcome()
    hangs = deaths = sent = 0
    rss_start = rss_max = rss_bytes(pid) if pid else None
    started = time.monotonic()
    for endpoint in ENDPOINTS:
        for body in bodies(framework, valid, per_endpoint, rng, body_limit):
            sent += 1
            try:
                response = session.post(base_url + endpoint, data=body.data,
                                        headers={"Content-Type": body.content_type}, timeout=DEADLINE)
                result, why = classify(response)
            except requests.Timeout:
                hangs += 1
                result, why = "violation", f"no answer within {DEADLINE[1]:.0f} s"
                session = requests.Session()
            except requests.ConnectionError as error:
                result, why = "violation", f"connection failed: {error}"
                session = requests.Session()
            outcome.count(endpoint, body.category, result)
            if why:
                outcome.violations.append({"endpoint": endpoint, "category": body.category,
                                           "bytes": len(body.data), "problem": why})
            if sent % 50 == 0:
                if pid:
                    rss_max = max(rss_max or 0, rss_bytes(pid) or 0)
                if not _healthy(base_url):
                    deaths += 1
                    return _summary(framework, sent, outcome, hangs, deaths, rss_start, rss_max, None, started)
    if not _healthy(base_url):
        deaths += 1
        return _summary(framework, sent, outcome, hangs, deaths, rss_start, rss_max, None, started)
    if pid:
        rss_max = max(rss_max or 0, rss_bytes(pid) or 0)
    return _summary(framework, sent, outcome, hangs, deaths, rss_start, rss_max, _answers_correctly(session, base_url),
                    started)


def _healthy(base_url: str) -> bool:
    try:
        return requests.get(f"{base_url}/actuator/health", timeout=DEADLINE).status_code == 200
    except requests.RequestException:
        return False


def _answers_correctly(session: requests.Session, base_url: str) -> bool:
    payload = session.post(f"{base_url}/api/serialize", params={"dataset": "small"}, timeout=DEADLINE).content
    decoded = session.post(f"{base_url}/api/decode", data=payload, timeout=DEADLINE)
    return decoded.status_code == 200 and hashlib.sha256(decoded.content).hexdigest() == datasets.parse("small").golden_sha256


def _summary(framework: Framework, sent: int, outcome: Outcome, hangs: int, deaths: int, rss_start: int | None,
             rss_max: int | None, correct_after: bool | None, started: float) -> dict:
    totals: dict[str, int] = {}
    for by_category in outcome.counts.values():
        for results in by_category.values():
            for result, n in results.items():
                totals[result] = totals.get(result, 0) + n
    return {
        "framework": framework.name, "bodies": sent, "seconds": round(time.monotonic() - started, 1),
        "totals": totals, "counts": outcome.counts, "violations": outcome.violations[:50],
        "violationCount": len(outcome.violations), "hangs": hangs, "deaths": deaths,
        "rssStartBytes": rss_start, "rssMaxBytes": rss_max, "correctAfter": correct_after,
        "passed": not outcome.violations and not hangs and not deaths and correct_after is True,
    }


def write(path, run: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(run, indent=1))
