"""The HTTP client of one service: one keep-alive connection, each request timed with
time.perf_counter_ns around sending it and reading the whole response.

Two clients can send the timed requests (``http_client``): ``requests`` (the default: what
Python users call) and ``lean`` (the standard library's ``http.client`` on one connection,
a fraction of requests' own cost per request). Untimed calls always go through ``requests``.
Every timed request carries an ``X-Request-Id``, under which the service records its own
handling time; ``handling_times`` fetches those after a phase.
"""

from __future__ import annotations

import http.client
import json
import platform
import secrets
import time
from dataclasses import dataclass
from typing import Callable
from urllib.parse import urlencode, urlsplit

import requests

from serbench.datasets import Dataset

#: Connect quickly or not at all; allow a large payload's request its time.
TIMEOUT = (5.0, 300.0)
HTTP_CLIENTS = ("requests", "lean")
REQUEST_ID = "X-Request-Id"


#: How often, and after how long, to ask again for request times not recorded yet.
RECORD_RETRIES = 10
RECORD_RETRY_SECONDS = 0.01


class ServiceError(RuntimeError):
    """A service answered with an error status, or not at all."""


@dataclass(frozen=True)
class Timed:
    round_trip_ns: int
    #: Nanoseconds the service reports for its codec work (the X-*-Nanos headers); 0 for ping.
    server_ns: int
    body: bytes
    #: The X-Request-Id the request carried (None where the transport has none, as gRPC).
    request_id: str | None = None


@dataclass(frozen=True)
class Handling:
    """What the service recorded for one request: its whole handling (until the flush that
    completed the response) and the codec inside it; where the service records it, also its
    handling until its last write began (None from a service of before it)."""
    handling_ns: int
    codec_ns: int
    to_last_write_ns: int | None = None


def client_description(http_client: str) -> str:
    """The timed-request client's name and version, for the results' run.host.client."""
    if http_client == "lean":
        return f"http.client (Python {platform.python_version()})"
    return f"requests {requests.__version__}"


# A response as the timed path needs it: status, headers (case-insensitive lookup), body.
_Sent = tuple[int, Callable[[str], str | None], bytes]


class _RequestsTransport:
    def __init__(self, session: requests.Session) -> None:
        self.session = session

    def send(self, method: str, url: str, body: bytes | None, headers: dict[str, str]) -> _Sent:
        response = self.session.request(method, url, data=body, headers=headers, timeout=TIMEOUT)
        return response.status_code, response.headers.get, response.content  # the whole body is read

    def close(self) -> None:
        pass  # the session is closed by its owner


class _LeanTransport:
    """One http.client connection (TCP_NODELAY, as http.client always sets), reopened once
    if the service closed it between requests; the clock restarts with the retry."""

    def __init__(self, base_url: str) -> None:
        parts = urlsplit(base_url)
        if parts.scheme != "http":
            raise ValueError(f"the lean client speaks plain http only, not {base_url}")
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=TIMEOUT[1])
        self.prefix = parts.path.rstrip("/")

    def send(self, method: str, url: str, body: bytes | None, headers: dict[str, str]) -> _Sent:
        self.connection.request(method, url, body=body, headers=headers)
        answer = self.connection.getresponse()
        content = answer.read()
        return answer.status, answer.getheader, content

    def close(self) -> None:
        self.connection.close()


class ServiceClient:
    def __init__(self, base_url: str, content_type: str, http_client: str = "requests") -> None:
        if http_client not in HTTP_CLIENTS:
            raise ValueError(f"unknown HTTP client {http_client!r}; choose one of {', '.join(HTTP_CLIENTS)}")
        self.base_url = base_url
        self.content_type = content_type
        self.http_client = http_client
        self.session = requests.Session()
        # No proxy or .netrc lookup on every request: pure client overhead that would be reported
        # as HTTP overhead (what it cost: docs/methodology.md, "Client-side figures").
        self.session.trust_env = False
        self._lean = _LeanTransport(base_url) if http_client == "lean" else None
        self._transport = self._lean or _RequestsTransport(self.session)
        # Ids unique to this client, so that two runs against one service never share one.
        self._id_prefix = secrets.token_hex(4)
        self._sent = 0

    def close(self) -> None:
        self._transport.close()
        self.session.close()

    def __enter__(self) -> ServiceClient:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    # -- untimed calls -------------------------------------------------------------------
    def info(self) -> dict:
        return self._checked(self.session.get(f"{self.base_url}/api/info", timeout=TIMEOUT)).json()

    def dataset(self, dataset: Dataset) -> bytes:
        """GET /api/dataset: the canonical JSON of the dataset."""
        return self._checked(self.session.get(f"{self.base_url}/api/dataset", params=_query(dataset),
                                              timeout=TIMEOUT)).content

    def decode(self, payload: bytes, dataset: Dataset | None = None) -> requests.Response:
        """POST /api/decode: what the service reads from the payload, as canonical JSON (the
        response as it is: a refusal is an answer here, not an error). Without a dataset the
        service reads the users model."""
        return self.session.post(f"{self.base_url}/api/decode", data=payload, params=_query(dataset),
                                 headers={"Content-Type": self.content_type}, timeout=TIMEOUT)

    def encode(self, batch_json: bytes, dataset: str) -> bytes:
        """POST /api/encode?dataset=<label>: the codec's payload of the batch sent as canonical JSON
        (as /api/dataset writes it; not timed). A service without the endpoint answers 404, raised
        as NotImplementedError so that the caller can say the check was not made; any other error
        status is a ServiceError."""
        response = self.session.post(f"{self.base_url}/api/encode", data=batch_json, params={"dataset": dataset},
                                     headers={"Content-Type": "application/json"}, timeout=TIMEOUT)
        if response.status_code == 404:
            raise NotImplementedError(f"POST {response.url} answered 404: the service has no /api/encode")
        return self._checked(response).content

    def fidelity(self) -> list[dict]:
        """The edge cases of the fidelity matrix, each preserved, changed or rejected."""
        return self._checked(self.session.post(f"{self.base_url}/api/fidelity", timeout=(5.0, 600.0))).json()["cases"]

    def benchmark(self, dataset: Dataset, warmup: int, warmup_millis: int, iterations: int,
                  settle_millis: int = 0) -> dict:
        """POST /api/benchmark: the service's in-process measurement of the dataset."""
        body = {"dataset": dataset.label, "warmup": warmup, "warmupMillis": warmup_millis,
                "iterations": iterations, "settleMillis": settle_millis, "samples": True}
        return self._checked(self.session.post(f"{self.base_url}/api/benchmark", json=body,
                                               timeout=(5.0, 3600.0))).json()

    def handling_times(self, request_ids: list[str]) -> dict[str, Handling]:
        """The service's own times of these requests (POST /api/timings). Every id must be
        known: the service keeps a bounded record, and a missing id is an error, not a gap."""
        if not request_ids:
            return {}
        # The service records a request's time just after its response is flushed: the client can
        # ask (on another connection, with the lean client) before the last one is recorded.
        for attempt in range(RECORD_RETRIES + 1):
            answer = self._checked(self.session.post(f"{self.base_url}/api/timings", json={"ids": request_ids},
                                                     timeout=TIMEOUT)).json()
            if not answer["missing"]:
                break
            time.sleep(RECORD_RETRY_SECONDS)
        if answer["missing"]:
            raise ServiceError(f"the service no longer holds the times of {len(answer['missing'])} of "
                               f"{len(request_ids)} requests (it keeps the last {answer['capacity']}), "
                               f"e.g. {answer['missing'][0]}")
        return {rid: Handling(t["handlingNanos"], t["codecNanos"], t.get("handlingToLastWriteNanos"))
                for rid, t in answer["timings"].items()}

    # -- timed calls ---------------------------------------------------------------------
    def ping(self) -> Timed:
        return self._timed("GET", "/api/ping", None, None, ())

    def serialize(self, dataset: Dataset) -> Timed:
        return self._timed("POST", "/api/serialize", _query(dataset), None, ("X-Serialize-Nanos",))

    def deserialize(self, payload: bytes, dataset: Dataset | None = None) -> Timed:
        """The service checks that the payload holds the dataset's count (outside its timed call);
        without a dataset it reads the users model and checks no count."""
        return self._timed("POST", "/api/deserialize", _query(dataset), payload, ("X-Deserialize-Nanos",))

    def roundtrip(self, payload: bytes, dataset: Dataset | None = None) -> Timed:
        return self._timed("POST", "/api/roundtrip", _query(dataset), payload,
                           ("X-Deserialize-Nanos", "X-Serialize-Nanos"))

    def _timed(self, method: str, path: str, params: dict | None, payload: bytes | None,
               server_headers: tuple[str, ...]) -> Timed:
        self._sent += 1
        request_id = f"{self._id_prefix}-{self._sent}"
        headers = {REQUEST_ID: request_id}
        if payload is not None:
            headers["Content-Type"] = self.content_type
        query = "?" + urlencode(params) if params else ""
        if self._lean is not None:
            url = self._lean.prefix + path + query
        else:
            url = self.base_url + path + query
        start = time.perf_counter_ns()
        try:
            status, header, body = self._transport.send(method, url, payload, headers)
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            if self._lean is None:
                raise
            self._lean.connection.close()  # the service closed the idle connection: once more, on a new one
            start = time.perf_counter_ns()
            status, header, body = self._transport.send(method, url, payload, headers)
        elapsed = time.perf_counter_ns() - start
        if status >= 400:
            raise ServiceError(f"{method} {self.base_url}{path}{query} answered {status}: {_detail(body)}")
        try:
            server = sum(int(header(h)) for h in server_headers)
        except (TypeError, ValueError) as error:
            raise ServiceError(f"{method} {path}: missing or bad timing header ({error})") from None
        return Timed(elapsed, server, body, request_id)

    @staticmethod
    def _checked(response: requests.Response) -> requests.Response:
        if response.status_code >= 400:
            raise ServiceError(f"{response.request.method} {response.url} answered {response.status_code}: "
                               f"{_detail(response.content)}")
        return response


def _query(dataset: Dataset | None) -> dict[str, str] | None:
    """``dataset=<label>``: the one query parameter of every data endpoint (docs/design.md#the-http-api)."""
    return None if dataset is None else {"dataset": dataset.label}


def _detail(body: bytes) -> str:
    """A problem detail's message, or the start of whatever else the service answered."""
    try:
        return json.loads(body).get("detail") or body[:300].decode(errors="replace")
    except (ValueError, AttributeError):
        return body[:300].decode(errors="replace")
