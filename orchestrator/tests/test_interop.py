"""Every framework that has an independent Python library, checked both ways against its real
service (docs/design.md#verification): the service's payload decoded in Python equals /api/dataset, and
the dataset encoded in Python is decoded by the service's /api/decode into the same JSON.
Where the library only reads the format (jdk, hessian), the second direction is absent and
the verification gate records one way.

This is where the suite proves, among others, that pyarrow reads the Arrow stream and the
Parquet file of /api/serialize?scenario=large, that pycapnp agrees with the hand-written Cap'n
Proto classes, that the schema-driven SBE decoder agrees with sbe-tool's Java code, and that
javaobj-py3 and python-hessian read java.io and Hessian 2 as the JVM writes them.

One service per framework for the whole module (a module-scoped fixture, parametrized): the
tests of a framework share its JVM."""

from __future__ import annotations

import json

import pytest

from serbench import datasets, interop, registry
from serbench.client import ServiceClient
from serbench.launcher import Launcher
from serbench.report import check_label
from serbench.results import one_way
from serbench.verify import LONG_STRINGS, DatasetReferences, can_encode, check_interop, check_long_strings, verify

CHECKED_IN_PYTHON = [f.name for f in registry.FRAMEWORKS if not f.jvm_only]
#: Libraries that read the format but cannot write it: verified one way.
READ_ONLY = ["jdk", "hessian"]
#: A complete second value of each read-only format: null (java.io TC_NULL, Hessian 'N').
SECOND_VALUE = {"jdk": b"\x70", "hessian": b"N"}


@pytest.fixture(scope="module")
def service(request, tmp_path_factory):
    """(framework, client) of a running service, started once for the module."""
    framework = registry.get(request.param)
    base_url = f"http://127.0.0.1:{framework.port}"
    launcher = Launcher(log_dir=tmp_path_factory.mktemp(f"interop-{framework.name}"))
    launched = launcher.start(framework, base_url)
    try:
        with ServiceClient(base_url, framework.content_type) as client:
            yield framework, client
    finally:
        launcher.stop(launched)


def test_at_least_fifteen_frameworks_are_checked_by_an_independent_library():
    assert len(CHECKED_IN_PYTHON) >= 15


def test_the_read_only_libraries_have_no_encoder_and_every_other_has_one():
    for name in CHECKED_IN_PYTHON:
        framework = registry.get(name)
        assert can_encode(framework) == (name not in READ_ONLY), name
        assert can_encode(framework, "mediacontent") == (name not in READ_ONLY), name
        assert ("(reads only)" in framework.python_library) == (name in READ_ONLY), name


@pytest.mark.parametrize("service", CHECKED_IN_PYTHON, indirect=True)
def test_service_and_python_library_agree_both_ways(service):
    framework, client = service
    for label in ("small", "large"):
        size = datasets.parse(label)
        dataset = json.loads(client.dataset(size))
        assert len(dataset["users"]) == size.count
        result = check_interop(framework, client, size, dataset)
        assert result.service_to_python is None, f"{label}: service -> Python: {result.service_to_python}"
        assert result.encoded == (framework.name not in READ_ONLY)
        assert result.python_to_service is None, f"{label}: Python -> service: {result.python_to_service}"


@pytest.mark.parametrize("service", CHECKED_IN_PYTHON, indirect=True)
def test_the_mediacontent_model_agrees_both_ways(service):
    """jvm-serializers' MediaContent, one object and a thousand, through the same independent library."""
    framework, client = service
    for count in (1, 1000):
        size = datasets.dataset("mediacontent", count)
        dataset = json.loads(client.dataset(size))
        assert len(dataset["items"]) == count and dataset["items"][0]["media"]["persons"][1] == "Steve Jobs\uc2a4"
        result = check_interop(framework, client, size, dataset)
        assert result.service_to_python is None, f"{size.label}: service -> Python: {result.service_to_python}"
        assert result.encoded == (framework.name not in READ_ONLY)
        assert result.python_to_service is None, f"{size.label}: Python -> service: {result.python_to_service}"


@pytest.mark.parametrize("service", CHECKED_IN_PYTHON, indirect=True)
def test_strings_over_1023_characters_agree_both_ways(service):
    """The small dataset with bios of 1,024 to 4,000 characters holding 'z'..'~' and DEL beside
    multi-byte UTF-8 (python-hessian 1.2.0 dropped those from such strings): encoded by the
    service (POST /api/encode) and decoded in Python, and encoded in Python and decoded by the
    service. A service without /api/encode is "not checked" for the first direction."""
    framework, client = service
    checks = check_long_strings(framework, client)
    assert [c["check"] for c in checks] == (["service-to-python"] if framework.name in READ_ONLY
                                             else ["service-to-python", "python-to-service"])
    for check in checks:
        assert check["passed"] and check["dataset"] == LONG_STRINGS, check
        assert check["detail"] in (None, "not checked: the service has no /api/encode (HTTP 404)"), check
    assert checks[-1]["detail"] is None or framework.name in READ_ONLY


@pytest.mark.parametrize("service", READ_ONLY, indirect=True)
def test_a_read_only_library_refuses_a_corrupted_payload_with_a_clear_error(service):
    framework, client = service
    payload = client.serialize(datasets.parse("small")).body
    decode = interop.decoder(framework.name, "users")
    decode(payload)  # the intact payload reads
    with pytest.raises(ValueError, match="cannot read|ended|end of stream"):
        decode(payload[: len(payload) // 2])
    with pytest.raises(ValueError, match="objects, not one UserBatch|bytes left after the batch"):
        decode(payload + SECOND_VALUE[framework.name])
    # A model class renamed in the payload (same length, so the bytes still parse).
    renamed = payload.replace(b"io.serbench.core.users.Address", b"io.serbench.core.users.Adress_")
    assert renamed != payload
    with pytest.raises(ValueError, match=r"users\[0\]\.address: a io\.serbench\.core\.users\.Adress_ where "
                                         r"a io\.serbench\.core\.users\.Address belongs"):
        decode(renamed)


@pytest.mark.parametrize("service", READ_ONLY, indirect=True)
def test_the_gate_verifies_a_read_only_format_one_way_and_says_so(service):
    framework, client = service
    result = verify(framework, client, [datasets.parse("small")], DatasetReferences())
    assert result["status"] == "verified"
    assert [(c["dataset"], c["check"]) for c in result["checks"]] == [
        ("small", "dataset-agreement"), ("small", "service-to-python"), ("small", "in-service-round-trip"),
        (LONG_STRINGS, "service-to-python")]
    assert one_way(result)
    assert check_label(result["status"], one_way(result)) == "verified (Python reads it; no Python writer)"


@pytest.mark.parametrize("service", ["hessian"], indirect=True)
def test_python_hessian_writes_hessian_1_which_the_service_refuses(service):
    """Why hessian has no encoder: python-hessian's Encoder writes Hessian 1.0 (an object is a
    typed map 'M' 't' ... 'z'); the day it writes Hessian 2, this fails and an encode_users belongs
    in serbench/interop/hessian.py."""
    from pyhessian.encoder import encode_object
    from pyhessian.protocol import cls_factory

    batch = cls_factory("io.serbench.core.users.UserBatch", ["users"])(users=[])
    encoded = encode_object(batch)
    assert encoded.startswith(b"Mt\x00\x20io.serbench.core.users.UserBatch")
    _, client = service
    answer = client.decode(encoded)
    assert answer.status_code == 400, answer.text[:300]


def test_javaobj_still_needs_its_string_decoder_replaced():
    """javaobj-py3's modified-UTF-8 decoder takes every 0xED byte for the start of a surrogate
    pair, so it refuses U+D000..U+D7FF (Hangul); serbench/interop/jdk.py gives it one built on
    Python's codecs. The day javaobj reads Hangul, this fails and the replacement can go."""
    from javaobj import modifiedutf8

    from serbench.interop import jdk

    hangul = "한국어".encode("utf-8")  # ED 95 9C ...: three-byte characters led by 0xED
    with pytest.raises(UnicodeDecodeError, match="invalid 6-byte sequence"):
        modifiedutf8.decode_modified_utf8(hangul)
    cake = "\ud83c\udf70".encode("utf-8", "surrogatepass")  # U+1F370 as Java writes it: a pair, 3 + 3 bytes
    assert jdk._decode_modified_utf8(hangul + b" " + cake + b"\xc0\x80") == ("한국어 \U0001F370\x00", 6)
    for invalid in ("\U0001F370".encode("utf-8"), b"a\x00b", b"\xed\xa0"):  # four-byte form, raw zero, truncated
        with pytest.raises(UnicodeDecodeError):
            jdk._decode_modified_utf8(invalid)
