"""avro's versions of both models, read by fastavro: the evolution matrix's payloads
(docs/evolution.md) read a second time outside the JVM, the way each configuration of
services/avro's ``AvroVersions`` reads them, with the schema files themselves: today's
proto/serbench.avsc (users) or proto/mediacontent.avsc (MediaContent) for the version
``current``, the file of the same name in proto/versions/<version>/ for every other version of
proto/evolution.json. Nothing is shared with the Java side but the schemas and the bytes.

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
field of the reader's schema, enums as symbol names, the users model's ``attributes`` as an
object in the order of its key/value records.
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

#: the models whose versions these schemas are, and each one's schema file
SCHEMA_FILES = {"users": "serbench.avsc", "mediacontent": "mediacontent.avsc"}
#: the two bytes before every single-object encoded datum (Avro specification, "Single-object encoding")
MARKER = SINGLE_OBJECT_MARKER
FINGERPRINT_BYTES = 8
BENCHMARKED, COMPATIBLE = "benchmarked", "compatible"


def schema_path(version: str, model: str = "users"):
    """Where a version's schema is: today's file for ``current``, proto/versions/<version>/ otherwise."""
    if version == evolution.CURRENT:
        return PROTO_DIR / SCHEMA_FILES[model]
    return PROTO_DIR / "versions" / version / SCHEMA_FILES[model]


@lru_cache(maxsize=None)
def schema(version: str, model: str = "users") -> dict:
    """The parsed schema of a version (each parsed on its own: every version defines the same names)."""
    path = schema_path(version, model)
    if not path.exists():
        raise FileNotFoundError(f"no Avro schema for version '{version}' of the {model} model: {path}")
    return fastavro.parse_schema(json.loads(path.read_text(encoding="utf-8")))


def schema_fingerprint(version: str, model: str = "users") -> bytes:
    """The CRC-64-AVRO fingerprint of a version's schema, as single-object encoding writes it."""
    return single_object_fingerprint(schema(version, model))


@lru_cache(maxsize=None)
def versions_by_fingerprint(model: str = "users") -> dict[bytes, str]:
    """Every version of proto/evolution.json and ``current`` of a model, by its schema's fingerprint
    (the service's SchemaStore holds one model's versions)."""
    versions = evolution.load_versions(model)
    names = [evolution.CURRENT] + [v.name for v in versions]
    found = {schema_fingerprint(name, model): name for name in names}
    if len(found) != len(names):
        raise ValueError(f"two versions' schemas have one fingerprint: {names}")
    return found


def read_version(version: evolution.Version, direction: str, configuration: str,
                 payload: bytes) -> dict | None:
    """What the reader's version reads from ``payload`` in ``configuration``, as the service
    answers it; raises what fastavro raises (the read is then refused). None for a
    configuration the service does not have, or a model without schemas here."""
    model = version.model
    if model not in SCHEMA_FILES:
        return None
    if direction not in evolution.DIRECTIONS:
        raise ValueError(f"unknown direction '{direction}'")
    reader = version.name if direction == evolution.OLD_TO_NEW else evolution.CURRENT
    if configuration == BENCHMARKED:
        stream = io.BytesIO(payload)
        datum = _read(stream, schema(reader, model), schema(reader, model))
        left = len(payload) - stream.tell()
        if left:
            raise ValueError(f"{left} bytes left after the batch")
    elif configuration == COMPATIBLE:
        writer = writer_version(payload, model)
        datum = _read(io.BytesIO(payload[len(MARKER) + FINGERPRINT_BYTES:]), schema(writer, model),
                      schema(reader, model))
    else:
        return None
    return _tree(datum)


def confirmer() -> tuple[str, Any]:
    """(library, reader) for interop_evolution.confirmers."""
    return f"fastavro {fastavro.__version__}", read_version


def writer_version(payload: bytes, model: str = "users") -> str:
    """The version whose schema wrote a single-object encoded payload, by the fingerprint in its header."""
    header = payload[:len(MARKER) + FINGERPRINT_BYTES]
    if len(header) < len(MARKER) + FINGERPRINT_BYTES:
        raise ValueError(f"{len(payload)} bytes: not enough for a single-object header")
    if header[:len(MARKER)] != MARKER:
        raise ValueError(f"not single-object encoded: the payload starts {header[:2].hex()}, not {MARKER.hex()}")
    found = versions_by_fingerprint(model).get(header[len(MARKER):])
    if found is None:
        raise LookupError(f"no version's schema has the fingerprint {header[len(MARKER):].hex()}")
    return found


def _read(stream: io.BytesIO, writer: dict, reader: dict) -> dict:
    return fastavro.schemaless_reader(stream, writer, reader, handle_unicode_errors="replace")


def _tree(batch: dict[str, Any]) -> dict[str, Any]:
    """fastavro's datum in the service's JSON shape: the users' attributes' key/value records as an
    object (MediaContent's datum has that shape already)."""
    for user in batch.get("users") or ():
        pairs = user.get("attributes")
        if pairs is not None:
            user["attributes"] = {pair["key"]: pair["value"] for pair in pairs}
    return batch
