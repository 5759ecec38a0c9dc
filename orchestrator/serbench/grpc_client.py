"""The gRPC client of one service: one grpcio channel (one HTTP/2 connection) to its gRPC
server, each call timed with time.perf_counter_ns around sending the request and receiving
the whole response and its trailers, the server's codec nanos read from the trailing
metadata (x-serialize-nanos, x-deserialize-nanos).

The calls carry bytes as they are: the request is encoded before the clock starts and the
response is not parsed inside the timed region, exactly as the HTTP client sends a ready
payload and reads the body without decoding it. The overhead (round trip - server nanos) is
then the transport's and the client library's, comparable with HTTP's."""

from __future__ import annotations

import time

import grpc

from serbench.client import ServiceError, Timed
from serbench.interop import import_generated
from serbench import datasets
from serbench.datasets import Dataset

SERVICE = "SerbenchService"
SERIALIZE_NANOS = "x-serialize-nanos"
DESERIALIZE_NANOS = "x-deserialize-nanos"
#: Connect quickly or not at all; allow a large payload's call its time (as the HTTP client).
CONNECT_TIMEOUT = 5.0
CALL_TIMEOUT = 300.0

CHANNEL_OPTIONS = (
    # grpcio refuses messages over 4 MiB by default, far below the largest users batch a run
    # may ask for. The server applies the same limit as its HTTP body limit.
    ("grpc.max_receive_message_length", -1),
    ("grpc.max_send_message_length", -1),
    # No proxy lookup (the HTTP client sets trust_env = False for the same reason).
    ("grpc.enable_http_proxy", 0),
    # This channel's own connection, not one shared with other channels of the process.
    ("grpc.use_local_subchannel_pool", 1),
)


def messages():
    """serbench_pb2, generated from proto/serbench.proto during set-up (interop/protobuf.py)."""
    return import_generated("protobuf", "serbench_pb2")


def users_request(dataset: Dataset) -> bytes:
    """The encoded UsersRequest of a dataset of the users model: a named dataset by its name
    (``scenario``, the field's name in proto/serbench.proto), any other by its count of users."""
    if dataset.model != "users" or dataset.count is None:
        raise ValueError(f"the gRPC service serves counted datasets of the users model only, not {dataset.label}")
    name = datasets.model(dataset.model).name_of(dataset.count)
    if name is not None:
        return messages().UsersRequest(scenario=name).SerializeToString()
    return messages().UsersRequest(users=dataset.count).SerializeToString()


class GrpcClient:
    """GetUsers and Echo over one channel; every failure is a ServiceError, as on HTTP."""

    def __init__(self, address: str) -> None:
        self.address = address
        service = messages().DESCRIPTOR.services_by_name[SERVICE]
        self.channel = grpc.insecure_channel(address, options=CHANNEL_OPTIONS)
        # No serializers: bytes in, bytes out (see the module's docstring).
        self._get_users = self.channel.unary_unary(f"/{service.full_name}/GetUsers")
        self._echo = self.channel.unary_unary(f"/{service.full_name}/Echo")
        try:
            grpc.channel_ready_future(self.channel).result(timeout=CONNECT_TIMEOUT)
        except grpc.FutureTimeoutError:
            self.channel.close()
            raise ServiceError(f"gRPC {address}: no connection within {CONNECT_TIMEOUT:.0f} s") from None

    def close(self) -> None:
        self.channel.close()

    def __enter__(self) -> GrpcClient:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    # -- timed calls ---------------------------------------------------------------------
    def get_users(self, dataset: Dataset) -> Timed:
        """GetUsers: the users of a dataset as an encoded UserBatch; server nanos = serialize."""
        return self._timed("GetUsers", self._get_users, users_request(dataset), (SERIALIZE_NANOS,))

    def echo(self, payload: bytes) -> Timed:
        """Echo: an encoded UserBatch sent and received back; server nanos = deserialize + serialize."""
        return self._timed("Echo", self._echo, payload, (DESERIALIZE_NANOS, SERIALIZE_NANOS))

    def _timed(self, rpc: str, method, request: bytes, server_keys: tuple[str, ...]) -> Timed:
        start = time.perf_counter_ns()
        try:
            response, call = method.with_call(request, timeout=CALL_TIMEOUT)
        except grpc.RpcError as error:
            raise ServiceError(f"gRPC {rpc} at {self.address} answered {_code(error)}: {_details(error)}") from None
        elapsed = time.perf_counter_ns() - start
        trailers = dict(call.trailing_metadata() or ())
        try:
            server = sum(int(trailers[key]) for key in server_keys)
        except (KeyError, ValueError) as error:
            raise ServiceError(f"gRPC {rpc} at {self.address}: missing or bad timing trailer ({error})") from None
        return Timed(elapsed, server, response)


def _code(error: grpc.RpcError) -> str:
    code = error.code() if hasattr(error, "code") else None
    return code.name if code is not None else "an error"


def _details(error: grpc.RpcError) -> str:
    details = error.details() if hasattr(error, "details") else None
    return details or str(error)
