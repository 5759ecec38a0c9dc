"""protobuf's versions of the users model for the evolution matrix (docs/evolution.md), read by
Google's protobuf package with no Java involved: the independent confirmation of the protobuf
and grpc services' cells (both serve the same codec and versions, services/proto-java).

Each version is a real schema: ``current`` is proto/serbench.proto, every other version
proto/versions/<version>/serbench.proto (one package each, so that all of them live in one
descriptor pool). grpcio-tools' protoc compiles them into a descriptor set in a temporary
directory the first time they are needed; the message classes come from that descriptor set
(``message_factory``), so no code is generated or kept.

A tree here has the shape the services' ``POST /api/evolution/read`` answers (services/proto-java,
``MessageTree``): fields by JSON name (the model's canonical names), every field of the reader's
descriptor present; 64-bit integers as numbers; the repeated ``Attribute`` {key, value} (or a
map) as an object; enums by name, the ``*_UNSPECIFIED`` zero value as None, and a number the
reader's enum does not declare (what an open proto3 enum keeps) as that number; an unset
message field or an unset field with presence (proto3 ``optional``) as None, any other unset
field as protobuf's default for its type.
"""

from __future__ import annotations

import base64
import functools
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from google.protobuf import __version__ as PROTOBUF_VERSION
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.descriptor import FieldDescriptor

from serbench import evolution
from serbench.interop import PROTO_DIR

#: the model whose versions these schemas are
MODEL = "users"
FRAMEWORK = "protobuf"
#: the frameworks whose cells this module confirms: grpc sends protobuf's very bytes, with the same
#: versions of the schema (services/proto-java)
FRAMEWORKS = (FRAMEWORK, "grpc")
VERSIONS_DIR = PROTO_DIR / "versions"
SCHEMA = "serbench.proto"
#: the only configuration: protobuf's rules for another version's bytes are the same in every use
CONFIGURATION = "benchmarked"
BATCH = "UserBatch"
_UNSPECIFIED = "_UNSPECIFIED"


def schema_files() -> dict[str, Path]:
    """Each version's schema file, ``current`` first."""
    files = {evolution.CURRENT: PROTO_DIR / SCHEMA}
    files.update({path.parent.name: path for path in sorted(VERSIONS_DIR.glob(f"*/{SCHEMA}"))})
    return files


@functools.cache
def batch_classes() -> dict[str, type]:
    """Each version's ``UserBatch`` message class, from the schemas compiled by protoc."""
    files = schema_files()
    with tempfile.TemporaryDirectory(prefix="serbench-proto-versions-") as directory:
        out = Path(directory) / "versions.desc"
        compiled = subprocess.run(
            [sys.executable, "-m", "grpc_tools.protoc", f"-I{PROTO_DIR}", f"--descriptor_set_out={out}",
             *(str(path.relative_to(PROTO_DIR)) for path in files.values())],
            capture_output=True, text=True)
        if compiled.returncode != 0:
            raise RuntimeError(f"protoc could not compile the versions of {SCHEMA}: {compiled.stderr.strip()}")
        descriptor_set = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    by_file = {str(path.relative_to(PROTO_DIR)): version for version, path in files.items()}
    pool = descriptor_pool.DescriptorPool()
    classes = {}
    for file in descriptor_set.file:
        pool.Add(file)
        batch = pool.FindMessageTypeByName(f"{file.package}.{BATCH}")
        classes[by_file[file.name]] = message_factory.GetMessageClass(batch)
    return classes


def batch_class(version: str) -> type:
    classes = batch_classes()
    if version not in classes:
        raise ValueError(f"no schema for version '{version}' in {VERSIONS_DIR}; known: {', '.join(classes)}")
    return classes[version]


def read_version(version: evolution.Version, direction: str, configuration: str, payload: bytes) -> dict | None:
    """What the reader of the cell reads from the payload (today's schema for new-to-old, the
    version's for old-to-new), as the service's tree; None for a configuration protobuf does
    not have, or another model than the users model. Raises protobuf's DecodeError where it
    cannot parse the bytes."""
    if version.model != MODEL:
        return None  # its schemas are the users model's only
    if configuration != CONFIGURATION:
        return None
    reader = evolution.CURRENT if direction == evolution.NEW_TO_OLD else version.name
    return to_tree(batch_class(reader).FromString(payload))


def write_version(version: str, tree: dict) -> bytes:
    """The payload that ``version`` writes for a tree of its fields."""
    message = batch_class(version)()
    _fill(message, tree)
    return message.SerializeToString()


def confirmer() -> tuple[str, Any]:
    """(library, reader) for interop_evolution.confirmers."""
    return f"protobuf {PROTOBUF_VERSION} (Python)", read_version


def to_tree(message) -> dict[str, Any]:
    tree: dict[str, Any] = {}
    for field in message.DESCRIPTOR.fields:
        value = getattr(message, field.name)
        if _is_map(field):
            value_field = field.message_type.fields_by_name["value"]
            tree[field.json_name] = {key: _node(value_field, item) for key, item in value.items()}
        elif _is_entries(field):
            value_field = field.message_type.fields_by_name["value"]
            tree[field.json_name] = {entry.key: _node(value_field, entry.value) for entry in value}
        elif field.is_repeated:
            tree[field.json_name] = [_node(field, item) for item in value]
        elif field.has_presence and not message.HasField(field.name):
            tree[field.json_name] = None
        else:
            tree[field.json_name] = _node(field, value)
    return tree


def _node(field: FieldDescriptor, value: Any) -> Any:
    if field.type == FieldDescriptor.TYPE_ENUM:
        constant = field.enum_type.values_by_number.get(value)
        if constant is None:
            return value  # a number the open enum does not declare, kept as protobuf keeps it
        return None if value == 0 and constant.name.endswith(_UNSPECIFIED) else constant.name
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        return to_tree(value)
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


def _field(message, json_name: str) -> FieldDescriptor:
    for field in message.DESCRIPTOR.fields:
        if field.json_name == json_name:
            return field
    raise ValueError(f"{message.DESCRIPTOR.full_name} has no field '{json_name}'")


def _fill(message, tree: dict) -> None:
    message.SetInParent()
    for key, value in tree.items():
        field = _field(message, key)
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
                _fill(container.add(), item)
        elif field.is_repeated:
            container.extend(_scalar(field, item) for item in value)
        elif field.type == FieldDescriptor.TYPE_MESSAGE:
            _fill(container, value)
        else:
            setattr(message, field.name, _scalar(field, value))


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
