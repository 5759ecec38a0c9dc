"""Verification (DESIGN section 7): no figure is published for a payload that was not checked."""

from __future__ import annotations

import json
from dataclasses import dataclass

import requests

from serbench.compare import first_difference
from serbench.interop import adapter
from serbench.registry import Framework

TIMEOUT = 120


@dataclass(frozen=True)
class InteropResult:
    """Both directions against the framework's independent Python library; None means equal."""
    service_to_python: str | None
    python_to_service: str | None

    @property
    def passed(self) -> bool:
        return self.service_to_python is None and self.python_to_service is None


def check_interop(framework: Framework, base_url: str, scenario: str, session: requests.Session) -> InteropResult:
    """The service's payload decoded in Python, and Python's encoding decoded by the service,
    each compared with the service's canonical dataset."""
    codec = adapter(framework.name)
    dataset_response = session.get(f"{base_url}/api/dataset", params={"scenario": scenario}, timeout=TIMEOUT)
    dataset_response.raise_for_status()
    dataset = json.loads(dataset_response.content)

    payload = session.post(f"{base_url}/api/serialize", params={"scenario": scenario}, timeout=TIMEOUT)
    payload.raise_for_status()
    try:
        service_to_python = first_difference(dataset, codec.decode(payload.content))
    except Exception as error:  # a decoder that cannot read the payload is a failed check
        service_to_python = f"the Python decoder failed: {type(error).__name__}: {error}"

    try:
        encoded = codec.encode(dataset)
    except Exception as error:
        return InteropResult(service_to_python, f"the Python encoder failed: {type(error).__name__}: {error}")
    decoded = session.post(f"{base_url}/api/decode", data=encoded,
                           headers={"Content-Type": framework.content_type}, timeout=TIMEOUT)
    if decoded.status_code != 200:
        python_to_service = f"the service refused Python's payload: HTTP {decoded.status_code}: {_detail(decoded)}"
    else:
        python_to_service = first_difference(dataset, json.loads(decoded.content))
    return InteropResult(service_to_python, python_to_service)


def _detail(response: requests.Response) -> str:
    try:
        return response.json().get("detail", response.text[:300])
    except ValueError:
        return response.text[:300]
