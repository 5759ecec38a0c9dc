"""Verification (docs/design.md#verification): no figure is published for a payload that was
not checked.

For each dataset, before anything is measured:
- dataset agreement: the service's /api/dataset has the golden SHA-256 of proto/datasets.json
  (or, for datasets without one, the same hash as the first service that answered);
- service -> Python: the payload from /api/serialize, decoded by the format's independent
  Python library (``decode_<model>`` of its interop module), equals /api/dataset;
- Python -> service: the dataset encoded by that library (``encode_<model>``) and sent to
  /api/decode comes back equal (skipped, and not recorded, when the library cannot write the
  format: the format is then verified one way);
- in-service round trip: the service's own deserialize(serialize(dataset)) is equal.
Frameworks without a Python library get the first and last check only: "JVM-only check".
The interop functions are found by the model's name: a third model needs no code here.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

import requests

from serbench import interop, results
from serbench.client import ServiceClient
from serbench.compare import first_difference
from serbench.datasets import DEFAULT_MODEL, Dataset
from serbench.registry import Framework


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
    """The hash every service must serve for each dataset: golden where known, else the first seen."""

    def __init__(self) -> None:
        self._first: dict[str, tuple[str, str]] = {}

    def check(self, framework: str, dataset: Dataset, sha256: str) -> str | None:
        """None when the hash agrees, else what it should have been."""
        if dataset.golden_sha256 is not None:
            expected, source = dataset.golden_sha256, "the golden hash"
        else:
            expected, source = self._first.setdefault(dataset.label, (sha256, framework))
            source = f"{source}'s dataset"
        return None if sha256 == expected else f"sha256 {sha256[:16]}... != {expected[:16]}... ({source})"


def can_encode(framework: Framework, model: str = DEFAULT_MODEL) -> bool:
    """Whether the framework's independent library also writes the model (its interop module
    has ``encode_<model>``)."""
    return not framework.jvm_only and interop.encoder(framework.name, model) is not None


def check_interop(framework: Framework, client: ServiceClient, dataset: Dataset, canonical: dict) -> InteropResult:
    """The service's payload decoded in Python, and Python's encoding decoded by the service,
    each compared with the service's canonical dataset."""
    decode = interop.decoder(framework.name, dataset.model)
    payload = client.serialize(dataset).body
    if decode is None:
        return InteropResult(f"serbench/interop/{framework.name}.py has no decode_{dataset.model}() for the "
                             f"{dataset.model} model", None, encoded=False)
    try:
        service_to_python = first_difference(canonical, decode(payload))
    except Exception as error:  # a decoder that cannot read the payload is a failed check
        service_to_python = f"the Python decoder failed: {type(error).__name__}: {error}"
    encode = interop.encoder(framework.name, dataset.model)
    if encode is None:
        return InteropResult(service_to_python, None, encoded=False)
    try:
        encoded = encode(canonical)
    except Exception as error:
        return InteropResult(service_to_python, f"the Python encoder failed: {type(error).__name__}: {error}")
    decoded = client.decode(encoded, dataset)
    if decoded.status_code != 200:
        python_to_service = f"the service refused Python's payload: HTTP {decoded.status_code}: {_detail(decoded)}"
    else:
        python_to_service = first_difference(canonical, json.loads(decoded.content))
    return InteropResult(service_to_python, python_to_service)


def verify(framework: Framework, client: ServiceClient, chosen: list[Dataset], references: DatasetReferences) -> dict:
    """Runs every check for every dataset; the result goes into the results file as is."""
    checks: list[dict] = []
    for dataset in chosen:
        raw = client.dataset(dataset)
        checks.append(results.check(dataset.label, "dataset-agreement",
                                    references.check(framework.name, dataset, hashlib.sha256(raw).hexdigest())))
        if not framework.jvm_only:
            result = check_interop(framework, client, dataset, json.loads(raw))
            checks.append(results.check(dataset.label, "service-to-python", result.service_to_python))
            if result.encoded:
                checks.append(results.check(dataset.label, "python-to-service", result.python_to_service))
        round_trip = client.benchmark(dataset, warmup=0, warmup_millis=0, iterations=1)
        checks.append(results.check(dataset.label, "in-service-round-trip", None if round_trip["roundTripEqual"]
                                    else round_trip["roundTripDifference"] or "not equal"))
    return results.verification(framework.python_library, checks, jvm_only=framework.jvm_only)


def _detail(response: requests.Response) -> str:
    try:
        return response.json().get("detail", response.text[:300])
    except ValueError:
        return response.text[:300]
