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
Then, where the datasets include the users model and the framework has a Python library:
- long strings (the checks' dataset is ``long-strings``): the small dataset with every bio
  replaced by a string of 1,024 to 4,000 characters holding 'z'..'~' and DEL beside two-,
  three- and four-byte UTF-8 (``long_string_batch``), both ways: the service encodes it
  (``POST /api/encode?dataset=users``, the batch's canonical JSON in) and Python decodes the
  payload; Python encodes it and the service's /api/decode reads it. No default dataset has a
  string over 1023 characters, where Hessian 2 starts to chunk strings and where python-hessian
  1.2.0 dropped characters. A service without /api/encode (404) is recorded as passed with the
  detail "not checked: ...", not as a failure.
Frameworks without a Python library get the first and last check only: "JVM-only check".
The interop functions are found by the model's name: a third model needs no code here. A
replica (``jackson-aa``) or a configured entry (``avro-compatible``) is checked by the interop
module of the service it runs; a configured entry by that module's functions of its
configuration (``decode_users_compatible``) where the configuration writes other bytes.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

import requests

from serbench import datasets, interop, results
from serbench.client import ServiceClient, ServiceError
from serbench.compare import first_difference
from serbench.datasets import DEFAULT_MODEL, Dataset
from serbench.registry import Framework

#: The "dataset" of the long-string checks in the results (they run on ``long_string_batch``).
LONG_STRINGS = "long-strings"
#: The length of each user's bio in the long-string batch, in characters (a character beyond
#: U+FFFF is one, and two UTF-16 units in Java), user by user, again from the first for an
#: eleventh: all above 1023, where Hessian 2 starts to chunk a string.
LONG_STRING_LENGTHS = (1024, 1025, 1027, 1100, 1536, 2047, 2048, 2600, 3333, 4000)
#: What each long string repeats after the bio it replaces: every one-byte character python-hessian
#: 1.2.0 dropped ('z'..'~', DEL) beside two-byte (é, ж), three-byte (€, 한: 0xED, which javaobj
#: once misread too) and four-byte UTF-8 (U+1F3C3, a UTF-16 pair in Java).
LONG_STRING_PIECE = "z{|}~\x7fé~한}\U0001F3C3|€{жz\x7f "


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
    return not framework.jvm_only and interop.encoder(framework.service, model, framework.configuration) is not None


def check_interop(framework: Framework, client: ServiceClient, dataset: Dataset, canonical: dict) -> InteropResult:
    """The service's payload decoded in Python, and Python's encoding decoded by the service,
    each compared with the service's canonical dataset."""
    decode = interop.decoder(framework.service, dataset.model, framework.configuration)
    payload = client.serialize(dataset).body
    if decode is None:
        return InteropResult(f"serbench/interop/{framework.service}.py has no decode_{dataset.model}() for the "
                             f"{dataset.model} model", None, encoded=False)
    try:
        service_to_python = first_difference(canonical, decode(payload))
    except Exception as error:  # a decoder that cannot read the payload is a failed check
        service_to_python = f"the Python decoder failed: {type(error).__name__}: {error}"
    encode = interop.encoder(framework.service, dataset.model, framework.configuration)
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
    if not framework.jvm_only and any(dataset.model == DEFAULT_MODEL for dataset in chosen):
        checks += check_long_strings(framework, client)
    return results.verification(framework.python_library, checks, jvm_only=framework.jvm_only)


def long_string(length: int, start: str = "") -> str:
    """``start`` followed by ``LONG_STRING_PIECE`` again and again, cut to ``length`` characters,
    the last one DEL."""
    return (start + LONG_STRING_PIECE * (length // len(LONG_STRING_PIECE) + 1))[:length - 1] + "\x7f"


def long_string_batch(batch: dict[str, Any]) -> dict[str, Any]:
    """A users batch (canonical tree) with each user's bio replaced by a ``long_string`` that
    starts with the old bio, of the length ``LONG_STRING_LENGTHS`` gives the user; users without a
    profile are kept as they are. The batch given is not changed."""
    out = json.loads(json.dumps(batch))
    for index, user in enumerate(out["users"]):
        if user["profile"] is not None:
            length = LONG_STRING_LENGTHS[index % len(LONG_STRING_LENGTHS)]
            user["profile"]["bio"] = long_string(length, user["profile"]["bio"] or "")
    return out


def canonical_json(batch: dict[str, Any]) -> bytes:
    """A canonical tree as /api/dataset writes it (UTF-8, no whitespace, the tree's own order);
    doubles as Python's shortest repr, which reads back to the same double."""
    return json.dumps(batch, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


def check_long_strings(framework: Framework, client: ServiceClient) -> list[dict]:
    """The long-string checks of a framework with a Python library, as results' checks: service
    -> Python (the service encodes ``long_string_batch`` of its small dataset, Python decodes it)
    and, where the library writes the format, Python -> service."""
    batch = long_string_batch(json.loads(client.dataset(datasets.parse("small"))))
    model = datasets.parse(DEFAULT_MODEL)
    checks = []
    decode = interop.decoder(framework.service, model.model, framework.configuration)
    try:
        payload = client.encode(canonical_json(batch), model.label)
    except NotImplementedError:
        checks.append(_not_checked("service-to-python", "the service has no /api/encode (HTTP 404)"))
    except ServiceError as error:
        checks.append(results.check(LONG_STRINGS, "service-to-python",
                                    f"the service did not encode the batch: {error}"))
    else:
        try:
            difference = string_difference(batch, decode(payload))
        except Exception as error:  # a decoder that cannot read the payload is a failed check
            difference = f"the Python decoder failed: {type(error).__name__}: {error}"
        checks.append(results.check(LONG_STRINGS, "service-to-python", difference))
    encode = interop.encoder(framework.service, model.model, framework.configuration)
    if encode is not None:
        try:
            answer = client.decode(encode(batch), model)
        except Exception as error:  # as above: a failed check, with the reason
            difference = f"the Python encoder failed: {type(error).__name__}: {error}"
        else:
            difference = (string_difference(batch, json.loads(answer.content)) if answer.status_code == 200 else
                          f"the service refused Python's payload: HTTP {answer.status_code}: {_detail(answer)}")
        checks.append(results.check(LONG_STRINGS, "python-to-service", difference))
    return checks


def string_difference(expected: Any, actual: Any) -> str | None:
    """``first_difference``, and where the two values there are strings, where in them they
    differ: a long string's first 57 characters say nothing."""
    found = first_difference(expected, actual)
    if found is None:
        return None
    path = found.split(": ", 1)[0]
    left, right = _at(expected, path), _at(actual, path)
    if not (isinstance(left, str) and isinstance(right, str)):
        return found
    at = next((i for i, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))
    return (f"{path}: {len(left)} characters != {len(right)}, first different at character {at}: "
            f"{left[at:at + 12]!r} != {right[at:at + 12]!r}")


def _at(tree: Any, path: str) -> Any:
    """The value at a path of ``first_difference`` (``users[3].profile.bio``), or None."""
    for key, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", path):
        try:
            tree = tree[int(index)] if index else tree[key]
        except (KeyError, IndexError, TypeError):
            return None
    return tree


def _not_checked(check: str, why: str) -> dict:
    """A long-string check that could not be made: recorded, and not a failure."""
    return {**results.check(LONG_STRINGS, check, None), "detail": f"not checked: {why}"}


def _detail(response: requests.Response) -> str:
    try:
        return response.json().get("detail", response.text[:300])
    except ValueError:
        return response.text[:300]
