"""grpc: the grpc service's HTTP API sends the protobuf service's very bytes (the same
messages from proto/serbench.proto, and for MediaContent from proto/mediacontent.proto), so it
is checked with the protobuf adapter: Google's protobuf package over the code grpcio-tools
generates. Its gRPC server (the user model only) is measured by serbench.grpc_client, which
uses the same generated code."""

from __future__ import annotations

from pathlib import Path

from serbench.interop import generated_dir
from serbench.interop import protobuf
from serbench.interop.protobuf import decode_mediacontent, decode_users, encode_mediacontent, encode_users

__all__ = ["decode_users", "encode_users", "decode_mediacontent", "encode_mediacontent", "generate"]


def generate(out_dir: Path) -> None:
    """The protobuf adapter's code (serbench_pb2, the gRPC stubs serbench_pb2_grpc and
    mediacontent_pb2), written where protobuf's decoder and the gRPC client import it from:
    one copy, not one per name."""
    del out_dir  # the code is protobuf's, and lives in protobuf's directory
    protobuf.generate(generated_dir(protobuf.FRAMEWORK))
