"""Independent readers of the evolution matrix's payloads: for the formats whose Python library
resolves a writer's and a reader's schema itself, the same bytes read again outside the JVM
(docs/evolution.md#independent-confirmation)."""

from __future__ import annotations

from typing import Callable

from serbench.interop import avro_versions, capnproto_versions, protobuf_versions


def confirmers() -> dict[str, tuple[str, Callable]]:
    """Per framework: (library and version, reader) for evolution_run. grpc serves protobuf's very
    codec and versions (services/proto-java), so the same reader confirms both."""
    readers = {framework: protobuf_versions.confirmer() for framework in protobuf_versions.FRAMEWORKS}
    readers["avro"] = avro_versions.confirmer()
    readers[capnproto_versions.FRAMEWORK] = capnproto_versions.confirmer()
    return readers
