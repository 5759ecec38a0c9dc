"""The long-string verification (serbench.verify.check_long_strings, docs/design.md#verification):
the batch it builds, each cross-checked format's Python library on that batch alone, and the
check against a stub service on loopback that implements POST /api/encode as the services do
(the batch's canonical JSON in, the codec's payload out; 404 where a service has no such
endpoint). The stub speaks jackson's format, whose Python side is the json module."""

from __future__ import annotations

import hashlib
import io
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from serbench import datasets, interop, registry, results
from serbench.client import ServiceClient, ServiceError
from serbench.compare import first_difference
from serbench.interop import jackson
from serbench.verify import (LONG_STRING_LENGTHS, LONG_STRINGS, DatasetReferences, canonical_json, check_long_strings,
                             long_string_batch, string_difference, verify)

from fixtures import document

#: GET /api/dataset?dataset=small as the services answer it (its SHA-256 is the golden one).
SMALL = (Path(__file__).parent / "data" / "users-small.json").read_bytes()
CROSS_CHECKED = [f.name for f in registry.FRAMEWORKS if not f.jvm_only]
WRITERS = [name for name in CROSS_CHECKED if interop.encoder(name, "users") is not None]
#: One-byte characters python-hessian 1.2.0 dropped from long strings, and multi-byte ones beside them.
Z_TO_DEL = "z{|}~\x7f"
MULTI_BYTE = ("é", "€", "한", "\U0001F3C3")


@pytest.fixture(scope="module")
def batch() -> dict:
    return long_string_batch(json.loads(SMALL))


def test_the_stored_small_dataset_is_the_golden_one_and_canonical_json_writes_it_back():
    assert hashlib.sha256(SMALL).hexdigest() == datasets.parse("small").golden_sha256
    assert canonical_json(json.loads(SMALL)) == SMALL


def test_every_bio_is_long_and_holds_z_to_del_beside_multi_byte_characters(batch):
    small = json.loads(SMALL)
    bios = [user["profile"]["bio"] for user in batch["users"]]
    assert [len(bio) for bio in bios] == list(LONG_STRING_LENGTHS)
    for bio, user in zip(bios, small["users"]):
        assert len(bio) > 1023 and bio.startswith(user["profile"]["bio"]) and bio.endswith("\x7f")
        assert all(char in bio for char in Z_TO_DEL + "".join(MULTI_BYTE)), bio
        assert "~한" in bio and "}\U0001F3C3|" in bio and "\x7fé" in bio
    assert min(LONG_STRING_LENGTHS) == 1024 and max(LONG_STRING_LENGTHS) == 4000
    # Nothing else changed, and the dataset given was left alone.
    assert long_string_batch(small) == batch and small == json.loads(SMALL)
    changed = long_string_batch(small)
    for old, new in zip(small["users"], changed["users"]):
        old["profile"]["bio"] = new["profile"]["bio"] = None
    assert first_difference(small, changed) is None


def test_a_user_without_a_profile_is_kept():
    small = json.loads(SMALL)
    small["users"][0]["profile"] = None
    assert long_string_batch(small)["users"][0]["profile"] is None


def as_the_jvm_writes_enums(payload: bytes) -> bytes:
    """parquet: the file with its enum columns binary, as pyarrow reads the JVM's ENUM-annotated
    columns (pyarrow cannot write that annotation, so the module writes enums as STRING, which the
    service accepts, and reads them as binary); every other column as it was read."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from serbench.interop import parquet

    sink = pa.BufferOutputStream()
    pq.write_table(pq.read_table(pa.BufferReader(payload)).cast(parquet.READ_SCHEMA), sink, compression="none")
    return sink.getvalue().to_pybytes()


@pytest.mark.parametrize("name", WRITERS)
def test_the_python_library_reads_back_the_long_strings_it_wrote(name, batch):
    """Each cross-checked format that Python writes, in Python alone: decode(encode(batch))."""
    payload = interop.encoder(name, "users")(batch)
    if name == "parquet":
        payload = as_the_jvm_writes_enums(payload)
    assert string_difference(batch, interop.decoder(name, "users")(payload)) is None


def test_every_cross_checked_format_is_covered_here():
    """The writers above; the two read-only libraries by hand-built values: hessian in
    test_hessian_strings.py, jdk below."""
    assert sorted(set(CROSS_CHECKED) - set(WRITERS)) == ["hessian", "jdk"]
    assert len(WRITERS) >= 17


def test_javaobj_reads_a_long_string_as_java_writes_it(batch):
    """jdk has no Python writer: a java.io stream of one TC_STRING, its modified UTF-8 written
    as DataOutput.writeUTF does (each UTF-16 unit in one to three bytes, U+0000 as C0 80)."""
    import javaobj.v2 as javaobj

    from serbench.interop import jdk  # noqa: F401  (installs its string decoder in javaobj)

    text = batch["users"][-1]["profile"]["bio"] + "\x00"
    units = text.encode("utf-16-be", "surrogatepass")
    data = b"".join(b"\xc0\x80" if unit == "\x00" else unit.encode("utf-8", "surrogatepass")
                    for unit in (chr(int.from_bytes(units[i:i + 2], "big")) for i in range(0, len(units), 2)))
    assert len(data) < 0x10000
    stream = jdk.STREAM_MAGIC + b"\x74" + len(data).to_bytes(2, "big") + data
    assert javaobj.load(io.BytesIO(stream)).value == text


# -- the check against a stub service -------------------------------------------------------

class Stub:
    """A jackson-like service. ``encode``: "right" (the payload of the batch sent), "missing"
    (404, as a service before /api/encode), "refuse" (400 with a problem detail), or a function
    of the batch returning the (wrong) batch to write. ``decoded``: a function of the batch read
    from /api/decode's payload, or None for what it holds."""

    def __init__(self) -> None:
        self.encode = "right"
        self.decoded = None
        self.seen: list[tuple[str, str, str | None, bytes]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, body: bytes, status: int = 200, content_type: str = "application/json") -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("X-Serialize-Nanos", "1000")
                self.end_headers()
                self.wfile.write(body)

            def _problem(self, status: int, detail: str) -> None:
                self._answer(json.dumps({"detail": detail}).encode(), status, "application/problem+json")

            def do_GET(self) -> None:  # noqa: N802
                path, _, query = self.path.partition("?")
                stub.seen.append((path, query, None, b""))
                self._answer(SMALL)

            def do_POST(self) -> None:  # noqa: N802
                path, _, query = self.path.partition("?")
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                stub.seen.append((path, query, self.headers.get("Content-Type"), body))
                if path == "/api/encode":
                    if stub.encode == "missing":
                        return self._problem(404, "No static resource api/encode.")
                    if stub.encode == "refuse":
                        return self._problem(400, "the batch does not fit: too long")
                    sent = json.loads(body)
                    return self._answer(jackson.encode_users(sent if stub.encode == "right" else stub.encode(sent)))
                if path == "/api/decode":
                    read = jackson.decode_users(body)
                    return self._answer(canonical_json(stub.decoded(read) if stub.decoded else read))
                if path == "/api/serialize":
                    return self._answer(SMALL)
                if path == "/api/benchmark":
                    return self._answer(b'{"roundTripEqual": true, "roundTripDifference": null}')
                self._problem(404, f"no {path}")

            def log_message(self, *_args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def requests(self) -> list[tuple[str, str]]:
        return [(path, query) for path, query, _, _ in self.seen]


@pytest.fixture
def stub():
    service = Stub()
    threading.Thread(target=service.server.serve_forever, daemon=True).start()
    try:
        yield service
    finally:
        service.server.shutdown()
        service.server.server_close()


def check(stub: Stub, framework: str = "jackson") -> list[dict]:
    with ServiceClient(stub.url, "application/json") as client:
        return check_long_strings(registry.get(framework), client)


def drop_z_to_del(batch: dict, user: int = 2) -> dict:
    """What python-hessian 1.2.0 made of a long string, in one user's bio."""
    bio = batch["users"][user]["profile"]["bio"]
    batch["users"][user]["profile"]["bio"] = "".join(char for char in bio if char not in Z_TO_DEL)
    return batch


def test_a_service_that_encodes_and_decodes_the_long_strings_right_passes_both_ways(stub, batch):
    assert check(stub) == [
        {"dataset": LONG_STRINGS, "check": "service-to-python", "passed": True, "detail": None},
        {"dataset": LONG_STRINGS, "check": "python-to-service", "passed": True, "detail": None},
    ]
    assert stub.requests() == [("/api/dataset", "dataset=small"), ("/api/encode", "dataset=users"),
                               ("/api/decode", "dataset=users")]
    _, _, content_type, body = stub.seen[1]
    assert content_type == "application/json" and body == canonical_json(batch)  # the contract's request body
    assert json.loads(stub.seen[2][3]) == batch  # Python's payload (jackson's is JSON)


def test_a_wrong_payload_fails_with_the_first_differing_path_and_where_in_the_string(stub, batch):
    stub.encode = drop_z_to_del
    service_to_python, python_to_service = check(stub)
    bio = batch["users"][2]["profile"]["bio"]
    at = min(bio.index(char) for char in Z_TO_DEL)
    assert service_to_python == {
        "dataset": LONG_STRINGS, "check": "service-to-python", "passed": False,
        "detail": f"users[2].profile.bio: 1027 characters != {1027 - sum(bio.count(c) for c in Z_TO_DEL)}, "
                  f"first different at character {at}: {bio[at:at + 12]!r} != "
                  f"{drop_z_to_del(json.loads(json.dumps(batch)))['users'][2]['profile']['bio'][at:at + 12]!r}"}
    assert python_to_service["passed"], python_to_service


def test_a_wrong_answer_of_decode_fails_python_to_service_with_its_path(stub):
    stub.decoded = lambda read: drop_z_to_del(read, user=9)
    service_to_python, python_to_service = check(stub)
    assert service_to_python["passed"]
    assert not python_to_service["passed"]
    assert python_to_service["detail"].startswith("users[9].profile.bio: 4000 characters != ")


def test_a_difference_outside_a_string_is_named_as_compare_names_it(stub):
    def older(batch):
        batch["users"][4]["age"] += 1
        return batch
    stub.encode = older
    assert check(stub)[0]["detail"] == "users[4].age: 34 != 35"


def test_a_service_without_api_encode_is_recorded_as_not_checked_not_as_a_failure(stub):
    stub.encode = "missing"
    assert check(stub) == [
        {"dataset": LONG_STRINGS, "check": "service-to-python", "passed": True,
         "detail": "not checked: the service has no /api/encode (HTTP 404)"},
        {"dataset": LONG_STRINGS, "check": "python-to-service", "passed": True, "detail": None},
    ]


def test_a_read_only_library_is_checked_one_way_and_only_when_the_service_encodes(stub):
    """hessian has no Python writer: no python-to-service check and no /api/decode request. The
    stub speaks JSON, so hessian's decoder fails on its payload, with the reason."""
    stub.encode = "missing"
    assert [c["detail"] for c in check(stub, "hessian")] == ["not checked: the service has no /api/encode (HTTP 404)"]
    stub.encode = "right"
    [service_to_python] = check(stub, "hessian")
    assert service_to_python["detail"].startswith("the Python decoder failed: ValueError: python-hessian cannot read")
    assert "/api/decode" not in {path for path, _ in stub.requests()}


def test_a_refusal_to_encode_is_a_failure_with_the_services_detail(stub):
    stub.encode = "refuse"
    assert check(stub)[0]["detail"] == ("the service did not encode the batch: POST "
                                        f"{stub.url}/api/encode?dataset=users answered 400: "
                                        "the batch does not fit: too long")


def test_the_client_raises_not_implemented_for_404_only(stub):
    with ServiceClient(stub.url, "application/json") as client:
        assert json.loads(client.encode(SMALL, "small")) == json.loads(SMALL)
        stub.encode = "missing"
        with pytest.raises(NotImplementedError, match="the service has no /api/encode"):
            client.encode(SMALL, "users")
        stub.encode = "refuse"
        with pytest.raises(ServiceError, match="answered 400: the batch does not fit"):
            client.encode(SMALL, "users")


def test_verification_of_mediacontent_alone_has_no_long_string_check(stub):
    """The long strings are users; with --jvm-per-model the users' JVM checks them, once."""
    with ServiceClient(stub.url, "application/json") as client:
        verification = verify(registry.get("jackson"), client, [datasets.parse("mediacontent=1")], DatasetReferences())
    assert LONG_STRINGS not in {c["dataset"] for c in verification["checks"]}
    assert "/api/encode" not in {path for path, _ in stub.requests()}


@pytest.mark.parametrize("encode, status", [("right", "verified"), ("missing", "verified"), (drop_z_to_del, "failed")],
                         ids=["right", "missing", "wrong"])
def test_verification_runs_the_long_string_checks_once_after_the_datasets(stub, encode, status):
    stub.encode = encode
    with ServiceClient(stub.url, "application/json") as client:
        verification = verify(registry.get("jackson"), client, [datasets.parse("small"), datasets.parse("users=3")],
                              DatasetReferences())
    assert [(c["dataset"], c["check"]) for c in verification["checks"]][-4:] == [
        ("users=3", "python-to-service"), ("users=3", "in-service-round-trip"),
        (LONG_STRINGS, "service-to-python"), (LONG_STRINGS, "python-to-service")]
    assert [c["dataset"] for c in verification["checks"]].count(LONG_STRINGS) == 2
    assert verification["status"] == status
    if status == "failed":
        assert results.first_failure(verification).startswith(
            "service-to-python (long-strings): users[2].profile.bio: 1027 characters != ")
    doc = document()
    doc["frameworks"]["alpha"]["verification"] = verification
    results.validate(doc)  # "not checked" fits the results schema as it is
