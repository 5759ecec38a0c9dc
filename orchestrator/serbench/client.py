"""The HTTP client of one service: one keep-alive ``requests`` session, each request timed
with time.perf_counter_ns around sending it and reading the whole response."""

from __future__ import annotations

import time
from dataclasses import dataclass

import requests

from serbench.scenarios import Size

#: Connect quickly or not at all; allow a large payload's request its time.
TIMEOUT = (5.0, 300.0)


class ServiceError(RuntimeError):
    """A service answered with an error status, or not at all."""


@dataclass(frozen=True)
class Timed:
    round_trip_ns: int
    #: Nanoseconds the service reports for its codec work (the X-*-Nanos headers); 0 for ping.
    server_ns: int
    body: bytes


class ServiceClient:
    def __init__(self, base_url: str, content_type: str) -> None:
        self.base_url = base_url
        self.content_type = content_type
        self.session = requests.Session()
        # No proxy or .netrc lookup on every request: on this client it cost ~0.7 ms per request,
        # pure client overhead that would be reported as HTTP overhead.
        self.session.trust_env = False

    def close(self) -> None:
        self.session.close()

    def __enter__(self) -> ServiceClient:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    # -- untimed calls -------------------------------------------------------------------
    def info(self) -> dict:
        return self._checked(self.session.get(f"{self.base_url}/api/info", timeout=TIMEOUT)).json()

    def dataset(self, size: Size) -> bytes:
        return self._checked(self.session.get(f"{self.base_url}/api/dataset", params=size.params,
                                              timeout=TIMEOUT)).content

    def decode(self, payload: bytes) -> requests.Response:
        return self.session.post(f"{self.base_url}/api/decode", data=payload,
                                 headers={"Content-Type": self.content_type}, timeout=TIMEOUT)

    def fidelity(self) -> list[dict]:
        """The edge cases of the fidelity matrix, each preserved, changed or rejected."""
        return self._checked(self.session.post(f"{self.base_url}/api/fidelity", timeout=(5.0, 600.0))).json()["cases"]

    def benchmark(self, size: Size, warmup: int, warmup_millis: int, iterations: int, settle_millis: int = 0) -> dict:
        body = dict(size.params, warmup=warmup, warmupMillis=warmup_millis, iterations=iterations,
                    settleMillis=settle_millis, samples=True)
        return self._checked(self.session.post(f"{self.base_url}/api/benchmark", json=body,
                                               timeout=(5.0, 3600.0))).json()

    # -- timed calls ---------------------------------------------------------------------
    def ping(self) -> Timed:
        return self._timed("GET", "/api/ping", None, None, ())

    def serialize(self, size: Size) -> Timed:
        return self._timed("POST", "/api/serialize", size.params, None, ("X-Serialize-Nanos",))

    def deserialize(self, payload: bytes) -> Timed:
        return self._timed("POST", "/api/deserialize", None, payload, ("X-Deserialize-Nanos",))

    def roundtrip(self, payload: bytes) -> Timed:
        return self._timed("POST", "/api/roundtrip", None, payload, ("X-Deserialize-Nanos", "X-Serialize-Nanos"))

    def _timed(self, method: str, path: str, params: dict | None, payload: bytes | None,
               server_headers: tuple[str, ...]) -> Timed:
        headers = {"Content-Type": self.content_type} if payload is not None else None
        start = time.perf_counter_ns()
        response = self.session.request(method, self.base_url + path, params=params, data=payload,
                                        headers=headers, timeout=TIMEOUT)
        body = response.content  # the whole body is read inside the timed region
        elapsed = time.perf_counter_ns() - start
        self._checked(response)
        try:
            server = sum(int(response.headers[h]) for h in server_headers)
        except (KeyError, ValueError) as error:
            raise ServiceError(f"{method} {path}: missing or bad timing header ({error})") from None
        return Timed(elapsed, server, body)

    @staticmethod
    def _checked(response: requests.Response) -> requests.Response:
        if response.status_code >= 400:
            try:
                detail = response.json().get("detail") or response.text[:300]
            except ValueError:
                detail = response.text[:300]
            raise ServiceError(f"{response.request.method} {response.url} answered {response.status_code}: {detail}")
        return response
