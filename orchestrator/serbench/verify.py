"""Verification (DESIGN section 7): no figure is published for a payload that was not checked.

For each dataset size, before anything is measured:
- dataset agreement: the service's /api/dataset has the golden SHA-256 (or, for sizes
  without one, the same hash as the first service that answered);
- service -> Python: the payload from /api/serialize, decoded by the format's independent
  Python library, equals /api/dataset;
- Python -> service: the dataset encoded by that library and sent to /api/decode comes
  back equal (skipped, and not recorded, when the library cannot write the format: its
  interop module has no ``encode``; the format is then verified one way);
- in-service round trip: the service's own deserialize(serialize(dataset)) is equal.
Frameworks without a Python library get the first and last check only: "JVM-only check".
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from serbench.client import ServiceClient
from serbench.compare import first_difference
from serbench.interop import adapter
from serbench.registry import Framework
from serbench.scenarios import MEDIACONTENT, USERS, Size


@dataclass(frozen=True)
class InteropResult:
    """Both directions against the framework's independent Python library; None means equal.
    ``encoded`` is False when the library has no encoder: python_to_service was not checked."""
    service_to_python: str | None
    python_to_service: str | None
    encoded: bool = True

    @property
    def passed(self) -> bool:
        return self.service_to_python is None and self.python_to_service is None


class DatasetReferences:
    """The hash every service must serve for each size: golden where known, else the first seen."""

    def __init__(self) -> None:
        self._first: dict[str, tuple[str, str]] = {}

    def check(self, framework: str, size: Size, sha256: str) -> str | None:
        """None when the hash agrees, else what it should have been."""
        if size.golden_sha256 is not None:
            expected, source = size.golden_sha256, "the golden hash"
        else:
            expected, source = self._first.setdefault(size.label, (sha256, framework))
            source = f"{source}'s dataset"
        return None if sha256 == expected else f"sha256 {sha256[:16]}... != {expected[:16]}... ({source})"


#: The interop functions of each data model: (decoder, encoder) names in serbench/interop/<framework>.py.
FUNCTIONS = {USERS: ("decode", "encode"), MEDIACONTENT: ("decode_media", "encode_media")}


def can_encode(framework: Framework, model: str = USERS) -> bool:
    """Whether the framework's independent library also writes the format (its interop module
    has the model's encoder: ``encode``, ``encode_media``)."""
    return not framework.jvm_only and hasattr(adapter(framework.name), FUNCTIONS[model][1])


def check_interop(framework: Framework, client: ServiceClient, size: Size, dataset: dict) -> InteropResult:
    """The service's payload decoded in Python, and Python's encoding decoded by the service,
    each compared with the service's canonical dataset."""
    codec = adapter(framework.name)
    decoder, encoder = FUNCTIONS[size.model]
    payload = client.serialize(size).body
    if not hasattr(codec, decoder):
        return InteropResult(f"serbench/interop/{framework.name}.py has no {decoder}() for the {size.model} model",
                             None, encoded=False)
    try:
        service_to_python = first_difference(dataset, getattr(codec, decoder)(payload))
    except Exception as error:  # a decoder that cannot read the payload is a failed check
        service_to_python = f"the Python decoder failed: {type(error).__name__}: {error}"
    if not can_encode(framework, size.model):
        return InteropResult(service_to_python, None, encoded=False)
    try:
        encoded = getattr(codec, encoder)(dataset)
    except Exception as error:
        return InteropResult(service_to_python, f"the Python encoder failed: {type(error).__name__}: {error}")
    decoded = client.decode(encoded, size.model)
    if decoded.status_code != 200:
        python_to_service = f"the service refused Python's payload: HTTP {decoded.status_code}: {_detail(decoded)}"
    else:
        python_to_service = first_difference(dataset, json.loads(decoded.content))
    return InteropResult(service_to_python, python_to_service)


def verify(framework: Framework, client: ServiceClient, sizes: list[Size], references: DatasetReferences) -> dict:
    """Runs every check for every size; the result goes into the results file as is."""
    checks: list[dict] = []

    def record(size: Size, check: str, difference: str | None) -> None:
        checks.append({"dataset": size.label, "check": check, "passed": difference is None, "detail": difference})

    for size in sizes:
        raw = client.dataset(size)
        record(size, "dataset-agreement", references.check(framework.name, size, hashlib.sha256(raw).hexdigest()))
        if not framework.jvm_only:
            result = check_interop(framework, client, size, json.loads(raw))
            record(size, "service-to-python", result.service_to_python)
            if result.encoded:
                record(size, "python-to-service", result.python_to_service)
        round_trip = client.benchmark(size, warmup=0, warmup_millis=0, iterations=1)
        record(size, "in-service-round-trip",
               None if round_trip["roundTripEqual"] else round_trip["roundTripDifference"] or "not equal")

    failed = [c for c in checks if not c["passed"]]
    status = "failed" if failed else ("jvm-only" if framework.jvm_only else "verified")
    return {"status": status, "pythonLibrary": framework.python_library, "checks": checks}


def one_way(verification: dict) -> bool:
    """Verified by a Python library that only reads the format (no python-to-service check)."""
    return (verification["status"] == "verified"
            and not any(check["check"] == "python-to-service" for check in verification["checks"]))


def first_failure(verification: dict) -> str | None:
    for check in verification["checks"]:
        if not check["passed"]:
            return f"{check['check']} ({check['dataset']}): {check['detail']}"
    return None


def _detail(response) -> str:
    try:
        return response.json().get("detail", response.text[:300])
    except ValueError:
        return response.text[:300]
