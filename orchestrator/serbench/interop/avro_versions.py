"""avro's versions of the users model, read by fastavro: the evolution matrix's payloads
(docs/evolution.md) read a second time outside the JVM, the way each configuration of
services/avro's ``AvroVersions`` reads them, with the schema files themselves: today's
proto/serbench.avsc for the version ``current``, proto/versions/<version>/serbench.avsc for
every other version of proto/evolution.json. Nothing is shared with the Java side but the
schemas and the bytes.

``benchmarked``
    a plain Avro datum with no schema in it: the reader's schema is taken as the writer's
    (``schemaless_reader`` with the reader's schema on both sides), and bytes left after the
    batch are refused, as the benchmarked codec's reader does.
``compatible``
    Avro's single-object encoding: the marker ``C3 01``, the 8-byte CRC-64-AVRO fingerprint of
    the writer's schema (of its Parsing Canonical Form, in the little-endian order Avro's Java
    implementation writes it; ``fastavro.schema.fingerprint`` gives the same bytes as hex), then
    the datum. The writer's schema is the version whose fingerprint that is, found among every
    version's schema as a registry would; fastavro's schema resolution then reads the datum into
    the reader's schema. Like Avro's ``BinaryMessageDecoder``, nothing after the datum is looked
    at.

Avro's Java reader decodes a string's bytes as Java's ``new String(bytes, UTF_8)`` does,
replacing malformed UTF-8 rather than failing; fastavro is asked to do the same
(``handle_unicode_errors="replace"``), so a string read from misplaced bytes is a wrong value
on both sides, not an error on one. The reader is today's version for ``new-to-old`` and the
changed version for ``old-to-new``. The tree returned has the shape the service answers: every
field of the reader's schema, enums as symbol names, ``attributes`` as an object in the order of
its key/value records.
"""

from __future__ import annotations

import io
import json
from functools import lru_cache
from typing import Any

import fastavro

from serbench import evolution
from serbench.interop import PROTO_DIR
from serbench.interop.avro import SINGLE_OBJECT_MARKER, single_object_fingerprint

#: the model whose versions these schemas are
MODEL = "users"
SCHEMA_FILE = "serbench.avsc"
#: the two bytes before every single-object encoded datum (Avro specification, "Single-object encoding")
MARKER = SINGLE_OBJECT_MARKER
FINGERPRINT_BYTES = 8
BENCHMARKED, COMPATIBLE = "benchmarked", "compatible"


def schema_path(version: str):
    """Where a version's schema is: today's file for ``current``, proto/versions/<version>/ otherwise."""
    if version == evolution.CURRENT:
        return PROTO_DIR / SCHEMA_FILE
    return PROTO_DIR / "versions" / version / SCHEMA_FILE


@lru_cache(maxsize=None)
def schema(version: str) -> dict:
    """The parsed schema of a version (each parsed on its own: every version defines the same names)."""
    path = schema_path(version)
    if not path.exists():
        raise FileNotFoundError(f"no Avro schema for version '{version}' of the users model: {path}")
    return fastavro.parse_schema(json.loads(path.read_text(encoding="utf-8")))


def schema_fingerprint(version: str) -> bytes:
    """The CRC-64-AVRO fingerprint of a version's schema, as single-object encoding writes it."""
    return single_object_fingerprint(schema(version))


@lru_cache(maxsize=1)
def versions_by_fingerprint() -> dict[bytes, str]:
    """Every version of proto/evolution.json and ``current``, by its schema's fingerprint."""
    versions = evolution.load_versions("users")
    names = [evolution.CURRENT] + [v.name for v in versions]
    found = {schema_fingerprint(name): name for name in names}
    if len(found) != len(names):
        raise ValueError(f"two versions' schemas have one fingerprint: {names}")
    return found


def read_version(version: evolution.Version, direction: str, configuration: str,
                 payload: bytes) -> dict | None:
    """What the reader's version reads from ``payload`` in ``configuration``, as the service
    answers it; raises what fastavro raises (the read is then refused). None for a
    configuration the service does not have, or another model than the users model."""
    if version.model != MODEL:
        return None  # its schemas are the users model's only
    if direction not in evolution.DIRECTIONS:
        raise ValueError(f"unknown direction '{direction}'")
    reader = version.name if direction == evolution.OLD_TO_NEW else evolution.CURRENT
    if configuration == BENCHMARKED:
        stream = io.BytesIO(payload)
        datum = _read(stream, schema(reader), schema(reader))
        left = len(payload) - stream.tell()
        if left:
            raise ValueError(f"{left} bytes left after the batch")
    elif configuration == COMPATIBLE:
        writer = writer_version(payload)
        datum = _read(io.BytesIO(payload[len(MARKER) + FINGERPRINT_BYTES:]), schema(writer), schema(reader))
    else:
        return None
    return _tree(datum)


def confirmer() -> tuple[str, Any]:
    """(library, reader) for interop_evolution.confirmers."""
    return f"fastavro {fastavro.__version__}", read_version


def writer_version(payload: bytes) -> str:
    """The version whose schema wrote a single-object encoded payload, by the fingerprint in its header."""
    header = payload[:len(MARKER) + FINGERPRINT_BYTES]
    if len(header) < len(MARKER) + FINGERPRINT_BYTES:
        raise ValueError(f"{len(payload)} bytes: not enough for a single-object header")
    if header[:len(MARKER)] != MARKER:
        raise ValueError(f"not single-object encoded: the payload starts {header[:2].hex()}, not {MARKER.hex()}")
    found = versions_by_fingerprint().get(header[len(MARKER):])
    if found is None:
        raise LookupError(f"no version's schema has the fingerprint {header[len(MARKER):].hex()}")
    return found


def _read(stream: io.BytesIO, writer: dict, reader: dict) -> dict:
    return fastavro.schemaless_reader(stream, writer, reader, handle_unicode_errors="replace")


def _tree(batch: dict[str, Any]) -> dict[str, Any]:
    """fastavro's datum in the service's JSON shape: attributes' key/value records as an object."""
    for user in batch["users"] or ():
        pairs = user.get("attributes")
        if pairs is not None:
            user["attributes"] = {pair["key"]: pair["value"] for pair in pairs}
    return batch
