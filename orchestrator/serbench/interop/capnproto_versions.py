"""capnproto's versions of each model, read by pycapnp (the C++ Cap'n Proto library): the
evolution matrix's payloads (docs/evolution.md) read a second time outside the JVM, with the
schema files themselves: the model's proto/<schema>.capnp for ``current`` (serbench.capnp for the
users model, mediacontent.capnp for MediaContent), proto/versions/<version>/<schema>.capnp for
every other version. Nothing is shared with services/capnproto but the schemas and the bytes:
the JVM reads them through the layout ``capnp compile`` prints, pycapnp through its own parser.

Every version keeps today's file id (it is the same schema one release later), so each is parsed
by a ``SchemaParser`` of its own: one parser refuses a second file with the same id.

The read follows the service's rules around the library, as the other confirmers do: the
payload must be exactly one message in the standard framing; a null pointer is null; enumerant
names become the constant names (``user`` -> ``USER``), ``unspecified`` null, and an enumerant
number the reader's schema does not declare is refused (the service's converter refuses what
capnproto-java reads as ``_NOT_IN_SCHEMA``; pycapnp alone would give the number); a list of
``key``/``value`` structs (the schema's ``Attribute``) is an object; a retired field
(``obsolete...``, the remove-field version's way to keep an ordinal) is not read; a group holding
a union of a value and a Void (MediaContent's bitrate, Cap'n Proto's optional number) is the
value or null, and a union tag the reader's schema does not declare is refused, as the service
refuses it.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import capnp

from serbench import evolution
from serbench.interop import PROTO_DIR
from serbench.interop.capnproto import read_message

#: each model's schema file and the struct a message of it holds as its root
MODELS = {"users": ("serbench.capnp", "UserBatch"), "mediacontent": ("mediacontent.capnp", "MediaBatch")}
FRAMEWORK = "capnproto"
#: the only configuration: every Cap'n Proto reader finds fields by their place in the struct
CONFIGURATION = "benchmarked"
RETIRED = "obsolete"


def schema_path(version: str, model: str = "users") -> Path:
    schema_file = MODELS[model][0]
    if version == evolution.CURRENT:
        return PROTO_DIR / schema_file
    return PROTO_DIR / "versions" / version / schema_file


@functools.cache
def schema(version: str, model: str = "users"):
    """The module pycapnp builds from a version's schema of a model, in a parser of its own."""
    path = schema_path(version, model)
    if not path.exists():
        raise FileNotFoundError(f"no Cap'n Proto schema for version '{version}' of the {model} model: {path}")
    return capnp.SchemaParser().load(str(path))


def root(version: str, model: str = "users"):
    """The root struct of a version's schema of a model."""
    return getattr(schema(version, model), MODELS[model][1])


def read_version(version: evolution.Version, direction: str, configuration: str, payload: bytes) -> dict | None:
    """What the reader's version reads from ``payload``, as the service answers it; raises what
    pycapnp raises, or ValueError where the service refuses. None for a configuration the
    service does not have, or a model it has no schemas of."""
    if version.model not in MODELS:
        return None
    if direction not in evolution.DIRECTIONS:
        raise ValueError(f"unknown direction '{direction}'")
    if configuration != CONFIGURATION:
        return None
    reader = version.name if direction == evolution.OLD_TO_NEW else evolution.CURRENT
    with read_message(root(reader, version.model), payload) as batch:
        return _struct(batch)


def confirmer() -> tuple[str, Any]:
    """(library, reader) for interop_evolution.confirmers."""
    return f"pycapnp {capnp.__version__}", read_version


def _struct(reader) -> dict[str, Any]:
    fields = reader.schema.fields
    return {name: _field(reader, name, fields[name])
            for name in reader.schema.fieldnames if not name.startswith(RETIRED)}


def _field(reader, name: str, field) -> Any:
    if field.proto.which == "group":
        return _optional(getattr(reader, name), name)
    which = field.proto.slot.type.which
    if which in ("text", "struct", "list"):
        if not reader._has(name):
            return None
        value = getattr(reader, name)
        if which == "text":
            return value
        if which == "struct":
            return _struct(value)
        return _list(value, field)
    if which == "enum":
        return _enum(reader, name)
    return getattr(reader, name)


def _optional(group, name: str) -> Any:
    """A union of one value and one Void: the value, or null."""
    members = {member: group.schema.fields[member].proto.slot.type.which for member in group.schema.union_fields}
    voids = [member for member, kind in members.items() if kind == "void"]
    values = [member for member, kind in members.items() if kind != "void"]
    if len(voids) != 1 or len(values) != 1 or set(group.schema.fieldnames) != set(members):
        raise ValueError(f"{name}: a group other than one value and one Void is not read here")
    try:
        which = str(group.which())
    except Exception as error:  # pycapnp has no member for a tag its schema does not declare
        raise ValueError(f"{name}: a union tag the reader's schema does not declare") from error
    return None if which == voids[0] else getattr(group, values[0])


def _list(values, field) -> Any:
    if field.proto.slot.type.list.elementType.which != "struct":
        return list(values)
    structs = [_struct(value) for value in values]
    if set(field.schema.elementType.fieldnames) == {"key", "value"}:
        return {pair["key"]: pair["value"] for pair in structs}
    return structs


def _enum(reader, name: str) -> str | None:
    value = getattr(reader, name)
    try:
        enumerant = str(value)
    except RuntimeError as error:  # pycapnp has no name for a number its schema does not declare
        raise ValueError(f"{name}: the enumerant number {value.raw} is not in the reader's schema") from error
    if enumerant == "unspecified":
        return None
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", enumerant).upper()
