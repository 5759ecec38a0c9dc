"""protobuf's versions of both models for the evolution matrix (docs/evolution.md), read by
Google's protobuf package with no Java involved: the independent confirmation of the protobuf
and grpc services' cells (both serve the same codec and versions, services/proto-java).

Each version is a real schema: ``current`` is proto/serbench.proto (users) or
proto/mediacontent.proto (MediaContent), every other version the file of the same name in
proto/versions/<version>/ (one package each, so that all of them live in one descriptor pool).
grpcio-tools' protoc compiles them into a descriptor set in a temporary directory the first time
they are needed; the message classes come from that descriptor set
(``message_factory``), so no code is generated or kept.

A tree here has the shape the services' ``POST /api/evolution/read`` answers (services/proto-java,
``MessageTree``): fields by JSON name (the model's canonical names), every field of the reader's
descriptor present; 64-bit integers as numbers; the repeated ``Attribute`` {key, value} (or a
map) as an object; enums by name, the ``*_UNSPECIFIED`` zero value as None, and a number the
reader's enum does not declare (what an open proto3 enum keeps) as that number; an unset
message field or an unset field with presence (proto3 ``optional``) as None, any other unset
field as protobuf's default for its type. MediaContent's schema is jvm-serializers' proto2 one:
its ``image`` and ``person`` are the model's ``images`` and ``persons``, MediaBatch's ``count``
is not in the tree but checked against the number of items, and a payload that leaves a required
field unset (one it lacks, or a closed enum's number the reader does not declare) is refused, as
the benchmarked codec and protobuf-java's parser refuse it.
"""

from __future__ import annotations

import base64
import functools
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field as dataclass_field
from pathlib import Path
from typing import Any

from google.protobuf import __version__ as PROTOBUF_VERSION
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.descriptor import FieldDescriptor

from serbench import evolution
from serbench.interop import PROTO_DIR

FRAMEWORK = "protobuf"
#: the frameworks whose cells this module confirms: grpc sends protobuf's very bytes, with the same
#: versions of the schema (services/proto-java)
FRAMEWORKS = (FRAMEWORK, "grpc")
VERSIONS_DIR = PROTO_DIR / "versions"
#: the only configuration: protobuf's rules for another version's bytes are the same in every use
CONFIGURATION = "benchmarked"
_UNSPECIFIED = "_UNSPECIFIED"


@dataclass(frozen=True)
class Schema:
    """One model's schema: its file, its batch message, and what its tree names or holds
    otherwise (fields as ``Message.field``: the tree's name of a field whose JSON name is not the
    model's; a field counting a repeated field of its message, left out of the tree)."""
    file: str
    batch: str
    names: dict[str, str] = dataclass_field(default_factory=dict)
    counts: dict[str, str] = dataclass_field(default_factory=dict)


#: the models whose versions these schemas are (services/proto-java's ProtobufVersions)
SCHEMAS = {
    "users": Schema("serbench.proto", "UserBatch"),
    "mediacontent": Schema("mediacontent.proto", "MediaBatch",
                           names={"MediaContent.image": "images", "Media.person": "persons"},
                           counts={"MediaBatch.count": "items"}),
}


def schema_files(model: str = "users") -> dict[str, Path]:
    """Each version's schema file, ``current`` first."""
    name = SCHEMAS[model].file
    files = {evolution.CURRENT: PROTO_DIR / name}
    files.update({path.parent.name: path for path in sorted(VERSIONS_DIR.glob(f"*/{name}"))})
    return files


@functools.cache
def batch_classes(model: str = "users") -> dict[str, type]:
    """Each version's batch message class, from the schemas compiled by protoc."""
    files = schema_files(model)
    with tempfile.TemporaryDirectory(prefix="serbench-proto-versions-") as directory:
        out = Path(directory) / "versions.desc"
        compiled = subprocess.run(
            [sys.executable, "-m", "grpc_tools.protoc", f"-I{PROTO_DIR}", f"--descriptor_set_out={out}",
             *(str(path.relative_to(PROTO_DIR)) for path in files.values())],
            capture_output=True, text=True)
        if compiled.returncode != 0:
            raise RuntimeError(f"protoc could not compile the versions of {SCHEMAS[model].file}: "
                               f"{compiled.stderr.strip()}")
        descriptor_set = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    by_file = {str(path.relative_to(PROTO_DIR)): version for version, path in files.items()}
    pool = descriptor_pool.DescriptorPool()
    classes = {}
    for file in descriptor_set.file:
        pool.Add(file)
        batch = pool.FindMessageTypeByName(f"{file.package}.{SCHEMAS[model].batch}")
        classes[by_file[file.name]] = message_factory.GetMessageClass(batch)
    return classes


def batch_class(version: str, model: str = "users") -> type:
    classes = batch_classes(model)
    if version not in classes:
        raise ValueError(f"no schema for version '{version}' in {VERSIONS_DIR}; known: {', '.join(classes)}")
    return classes[version]


def read_version(version: evolution.Version, direction: str, configuration: str, payload: bytes) -> dict | None:
    """What the reader of the cell reads from the payload (today's schema for new-to-old, the
    version's for old-to-new), as the service's tree; None for a configuration protobuf does
    not have, or a model without schemas here. Raises protobuf's DecodeError where it cannot
    parse the bytes, ValueError where a required field is unset or a count is wrong."""
    if version.model not in SCHEMAS or configuration != CONFIGURATION:
        return None
    reader = evolution.CURRENT if direction == evolution.NEW_TO_OLD else version.name
    message = batch_class(reader, version.model).FromString(payload)
    # Python's parser does not check proto2's required fields, protobuf-java's does
    if not message.IsInitialized():
        raise ValueError(f"required fields missing: {', '.join(message.FindInitializationErrors())}")
    return to_tree(message, SCHEMAS[version.model])


def write_version(version: str, tree: dict, model: str = "users") -> bytes:
    """The payload that ``version`` writes for a tree of its fields."""
    message = batch_class(version, model)()
    _fill(message, tree, SCHEMAS[model])
    return message.SerializeToString()


def confirmer() -> tuple[str, Any]:
    """(library, reader) for interop_evolution.confirmers."""
    return f"protobuf {PROTOBUF_VERSION} (Python)", read_version


def to_tree(message, schema: Schema = SCHEMAS["users"]) -> dict[str, Any]:
    tree: dict[str, Any] = {}
    for field in message.DESCRIPTOR.fields:
        value = getattr(message, field.name)
        name = _tree_name(field, schema)
        counted = _counted(field, schema)
        if counted is not None:
            if value != len(getattr(message, counted)):
                raise ValueError(f"the {message.DESCRIPTOR.name} says {value} {counted} "
                                 f"but holds {len(getattr(message, counted))}")
        elif _is_map(field):
            value_field = field.message_type.fields_by_name["value"]
            tree[name] = {key: _node(value_field, item, schema) for key, item in value.items()}
        elif _is_entries(field):
            value_field = field.message_type.fields_by_name["value"]
            tree[name] = {entry.key: _node(value_field, entry.value, schema) for entry in value}
        elif field.is_repeated:
            tree[name] = [_node(field, item, schema) for item in value]
        elif field.has_presence and not message.HasField(field.name):
            tree[name] = None
        else:
            tree[name] = _node(field, value, schema)
    return tree


def _key(field: FieldDescriptor) -> str:
    return f"{field.containing_type.name}.{field.name}"


def _tree_name(field: FieldDescriptor, schema: Schema) -> str:
    return schema.names.get(_key(field), field.json_name)


def _counted(field: FieldDescriptor, schema: Schema) -> str | None:
    """The repeated field that ``field`` counts, or None."""
    return schema.counts.get(_key(field))


def _node(field: FieldDescriptor, value: Any, schema: Schema) -> Any:
    if field.type == FieldDescriptor.TYPE_ENUM:
        constant = field.enum_type.values_by_number.get(value)
        if constant is None:
            return value  # a number the open enum does not declare, kept as protobuf keeps it
        return None if value == 0 and constant.name.endswith(_UNSPECIFIED) else constant.name
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        return to_tree(value, schema)
    if field.type == FieldDescriptor.TYPE_BYTES:
        return base64.b64encode(value).decode("ascii")
    return value


def _is_map(field: FieldDescriptor) -> bool:
    return field.type == FieldDescriptor.TYPE_MESSAGE and field.message_type.GetOptions().map_entry


def _is_entries(field: FieldDescriptor) -> bool:
    """A repeated {key, value} message: how the schema keeps attributes in order."""
    if not field.is_repeated or field.type != FieldDescriptor.TYPE_MESSAGE or _is_map(field):
        return False
    fields = field.message_type.fields
    return ([f.name for f in fields] == ["key", "value"] and fields[0].type == FieldDescriptor.TYPE_STRING)


def _field(message, tree_name: str, schema: Schema) -> FieldDescriptor:
    for field in message.DESCRIPTOR.fields:
        if _tree_name(field, schema) == tree_name and _counted(field, schema) is None:
            return field
    raise ValueError(f"{message.DESCRIPTOR.full_name} has no field '{tree_name}'")


def _fill(message, tree: dict, schema: Schema) -> None:
    message.SetInParent()
    for key, value in tree.items():
        field = _field(message, key, schema)
        if value is None:
            continue
        container = getattr(message, field.name)
        if _is_map(field):
            value_field = field.message_type.fields_by_name["value"]
            for entry_key, item in value.items():
                container[entry_key] = _scalar(value_field, item)
        elif _is_entries(field):
            value_field = field.message_type.fields_by_name["value"]
            for entry_key, item in value.items():
                container.add(key=entry_key, value=_scalar(value_field, item))
        elif field.is_repeated and field.type == FieldDescriptor.TYPE_MESSAGE:
            for item in value:
                _fill(container.add(), item, schema)
        elif field.is_repeated:
            container.extend(_scalar(field, item) for item in value)
        elif field.type == FieldDescriptor.TYPE_MESSAGE:
            _fill(container, value, schema)
        else:
            setattr(message, field.name, _scalar(field, value))
    for field in message.DESCRIPTOR.fields:
        counted = _counted(field, schema)
        if counted is not None:
            setattr(message, field.name, len(getattr(message, counted)))


def _scalar(field: FieldDescriptor, value: Any) -> Any:
    if field.type == FieldDescriptor.TYPE_ENUM:
        if isinstance(value, int):
            return value
        constant = field.enum_type.values_by_name.get(value)
        if constant is None:
            raise ValueError(f"{field.enum_type.full_name} has no constant '{value}'")
        return constant.number
    if field.type == FieldDescriptor.TYPE_BYTES:
        return base64.b64decode(value)
    return value
