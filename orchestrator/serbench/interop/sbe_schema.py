"""A small, generic Simple Binary Encoding codec driven by an SBE schema XML.

There is no maintained SBE library for Python, so serbench reads the schema itself (with
xml.etree) and walks any message of it: the message header, a block of fixed fields at their
offsets, then the repeating groups (each with its dimension header), then the var data, in
schema order, recursively. Nothing here knows the serbench message; nothing comes from the
Java side (sbe-tool's generated code): it is the independent check of the SBE payloads.

Supported: primitive types (scalars, char arrays), enums, sets (bit sets), composites (for
the headers and var-data encodings, or as fields), required and optional presence, explicit
``offset`` and ``blockLength`` attributes, nested groups, var data with a characterEncoding
(str) or without (bytes), both byte orders. Not supported (refused when parsed): constant
presence and non-char arrays, which the serbench schemas do not use.

Decoded values: a message or group entry is a dict in schema order (fields, then groups as
lists of dicts, then var data); an enum is its validValue name, or None for the encoding's
null value; a set is a frozenset of its choice names; an optional field at its null value is
None. ``encode`` takes the same shape, and refuses an optional field's null value given as a
number (it would read back as None).

One ``Schema`` per schema file: serbench has two, proto/serbench-sbe.xml (the user model) and
proto/mediacontent-sbe.xml (MediaContent), and a payload is checked against its file's schema
id and version.
"""

from __future__ import annotations

import math
import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# primitive: (struct code, size, SBE null value)
PRIMITIVES: dict[str, tuple[str, int, Any]] = {
    "char": ("B", 1, 0), "int8": ("b", 1, -(1 << 7)), "uint8": ("B", 1, (1 << 8) - 1),
    "int16": ("h", 2, -(1 << 15)), "uint16": ("H", 2, (1 << 16) - 1),
    "int32": ("i", 4, -(1 << 31)), "uint32": ("I", 4, (1 << 32) - 1),
    "int64": ("q", 8, -(1 << 63)), "uint64": ("Q", 8, (1 << 64) - 1),
    "float": ("f", 4, math.nan), "double": ("d", 8, math.nan),
}


class SbeError(ValueError):
    """A payload that does not decode against the schema, or a value that does not encode."""


# ---------------------------------------------------------------------------------------------
# the schema model

@dataclass
class Primitive:
    name: str
    primitive: str
    length: int = 1
    optional: bool = False
    null_value: Any = None
    character_encoding: str | None = None

    @property
    def size(self) -> int:
        return PRIMITIVES[self.primitive][1] * self.length


@dataclass
class Enum:
    name: str
    encoding: Primitive
    values: dict[str, int]

    def __post_init__(self) -> None:
        self.names = {number: name for name, number in self.values.items()}

    @property
    def size(self) -> int:
        return self.encoding.size


@dataclass
class BitSet:
    name: str
    encoding: Primitive
    choices: dict[str, int]  # name -> bit index

    @property
    def size(self) -> int:
        return self.encoding.size


@dataclass
class Composite:
    name: str
    members: list[tuple[str, Any]]

    @property
    def size(self) -> int:
        return sum(t.size for _, t in self.members)


@dataclass
class Field:
    name: str
    type: Any
    offset: int


@dataclass
class Block:
    """A message or a group: fixed fields, then groups, then var data."""
    name: str
    fields: list[Field] = field(default_factory=list)
    groups: list["Block"] = field(default_factory=list)
    data: list[tuple[str, Composite]] = field(default_factory=list)
    block_length: int = 0
    id: int = 0
    dimension: Composite | None = None  # groups only

    def min_entry_bytes(self) -> int:
        """The fewest bytes one entry can take: its block, nested group headers, var-data lengths."""
        return (self.block_length + sum(g.dimension.size for g in self.groups)
                + sum(_var_length_member(c)[1].size for _, c in self.data))


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _var_length_member(composite: Composite) -> tuple[str, Primitive]:
    return composite.members[0]


def _var_data_member(composite: Composite) -> Primitive:
    return next(t for _, t in composite.members if isinstance(t, Primitive) and t.length == 0)


class Schema:
    """One messageSchema: its types and messages, and the codec over them."""

    def __init__(self, path: Path) -> None:
        root = ET.parse(path).getroot()
        if _local(root.tag) != "messageSchema":
            raise SbeError(f"{path} is not an SBE messageSchema")
        self.id = int(root.get("id", "0"))
        self.version = int(root.get("version", "0"))
        self.endian = ">" if root.get("byteOrder", "littleEndian") == "bigEndian" else "<"
        self._elements = {el.get("name"): el for types in root if _local(types.tag) == "types" for el in types}
        self._types: dict[str, Any] = {}
        self.header: Composite = self.type(root.get("headerType", "messageHeader"))
        self.messages: dict[str, Block] = {}
        for el in root:
            if _local(el.tag) == "message":
                message = self._block(el, None)
                self.messages[message.name] = message
        self._by_template = {m.id: m for m in self.messages.values()}

    # -- parsing --------------------------------------------------------------------------

    def type(self, name: str) -> Any:
        if name in PRIMITIVES:
            return Primitive(name, name, null_value=PRIMITIVES[name][2])
        if name not in self._types:
            if name not in self._elements:
                raise SbeError(f"unknown type {name!r}")
            self._types[name] = self._parse_type(self._elements[name])
        return self._types[name]

    def _parse_type(self, el: ET.Element) -> Any:
        kind, name = _local(el.tag), el.get("name")
        if kind == "type":
            primitive = el.get("primitiveType")
            presence = el.get("presence", "required")
            if presence == "constant":
                raise SbeError(f"type {name}: constant presence is not supported")
            length = int(el.get("length", "1"))
            if length > 1 and primitive != "char":
                raise SbeError(f"type {name}: arrays of {primitive} are not supported")
            null = PRIMITIVES[primitive][2]
            if el.get("nullValue") is not None:
                null = float(el.get("nullValue")) if primitive in ("float", "double") else int(el.get("nullValue"))
            return Primitive(name, primitive, length, presence == "optional", null, el.get("characterEncoding"))
        if kind == "enum":
            encoding = self.type(el.get("encodingType"))
            char = encoding.primitive == "char"
            values = {v.get("name"): ord(v.text.strip()) if char else int(v.text) for v in el}
            return Enum(name, encoding, values)
        if kind == "set":
            return BitSet(name, self.type(el.get("encodingType")), {c.get("name"): int(c.text) for c in el})
        if kind == "composite":
            members = []
            for member in el:
                member_kind = _local(member.tag)
                if member_kind == "ref":
                    members.append((member.get("name"), self.type(member.get("type"))))
                else:
                    members.append((member.get("name"), self._parse_type(member)))
            return Composite(name, members)
        raise SbeError(f"unknown type element <{kind}>")

    def _block(self, el: ET.Element, dimension: Composite | None) -> Block:
        block = Block(el.get("name"), id=int(el.get("id", "0")), dimension=dimension)
        cursor = 0
        for member in el:
            kind = _local(member.tag)
            if kind == "field":
                field_type = self.type(member.get("type"))
                offset = int(member.get("offset", cursor))
                block.fields.append(Field(member.get("name"), field_type, offset))
                cursor = offset + field_type.size
            elif kind == "group":
                block.groups.append(self._block(member, self.type(member.get("dimensionType", "groupSizeEncoding"))))
            elif kind == "data":
                block.data.append((member.get("name"), self.type(member.get("type"))))
        block.block_length = int(el.get("blockLength", cursor))
        return block

    # -- decoding -------------------------------------------------------------------------

    def decode(self, payload: bytes) -> tuple[str, dict[str, Any]]:
        """A whole payload, which must be exactly one message: (message name, its values)."""
        reader = _Reader(self, bytes(payload))
        header = reader.composite(self.header, 0)
        reader.pos = self.header.size
        if header["schemaId"] != self.id or header["version"] != self.version:
            raise SbeError(f"schema {header['schemaId']} version {header['version']}, "
                           f"expected {self.id} version {self.version}")
        message = self._by_template.get(header["templateId"])
        if message is None:
            raise SbeError(f"no message with template id {header['templateId']}")
        if header["blockLength"] != message.block_length:
            raise SbeError(f"block length {header['blockLength']}, the schema says {message.block_length}")
        values = reader.block(message)
        if reader.pos != len(payload):
            raise SbeError(f"{len(payload) - reader.pos} bytes left after the message")
        return message.name, values

    # -- encoding -------------------------------------------------------------------------

    def encode(self, message_name: str, values: dict[str, Any]) -> bytes:
        message = self.messages[message_name]
        writer = _Writer(self)
        writer.composite(self.header, {"blockLength": message.block_length, "templateId": message.id,
                                       "schemaId": self.id, "version": self.version})
        writer.block(message, values)
        return bytes(writer.out)


class _Reader:
    def __init__(self, schema: Schema, payload: bytes) -> None:
        self.endian = schema.endian
        self.buf = payload
        self.pos = 0

    def need(self, at: int, size: int) -> None:
        if at < 0 or at + size > len(self.buf):
            raise SbeError(f"{size} bytes at {at} run past the end of a {len(self.buf)}-byte payload")

    def value(self, t: Any, at: int) -> Any:
        self.need(at, t.size)
        if isinstance(t, Primitive):
            code = PRIMITIVES[t.primitive][0]
            if t.length != 1:  # a char array
                raw = self.buf[at:at + t.length].split(b"\0", 1)[0]
                return raw.decode(t.character_encoding or "ascii")
            (raw,) = struct.unpack_from(self.endian + code, self.buf, at)
            if t.optional and (raw == t.null_value or (isinstance(raw, float) and math.isnan(raw)
                                                       and math.isnan(t.null_value))):
                return None
            return raw
        if isinstance(t, Enum):
            raw = self.value(t.encoding, at)
            if raw == t.encoding.null_value:
                return None
            if raw not in t.names:
                raise SbeError(f"{raw} is no value of enum {t.name}")
            return t.names[raw]
        if isinstance(t, BitSet):
            raw = self.value(t.encoding, at)
            if raw & ~sum(1 << bit for bit in t.choices.values()):
                raise SbeError(f"unknown bits in set {t.name}: {raw:#x}")
            return frozenset(name for name, bit in t.choices.items() if raw & (1 << bit))
        return self.composite(t, at)

    def composite(self, c: Composite, at: int) -> dict[str, Any]:
        out = {}
        for name, t in c.members:
            out[name] = self.value(t, at)
            at += t.size
        return out

    def block(self, block: Block) -> dict[str, Any]:
        start = self.pos
        self.need(start, block.block_length)
        out = {f.name: self.value(f.type, start + f.offset) for f in block.fields}
        self.pos = start + block.block_length
        for group in block.groups:
            dimension = self.composite(group.dimension, self.pos)
            self.pos += group.dimension.size
            if dimension["blockLength"] != group.block_length:
                raise SbeError(f"group {group.name}: block length {dimension['blockLength']}, "
                               f"the schema says {group.block_length}")
            count = dimension["numInGroup"]
            if count * group.min_entry_bytes() > len(self.buf) - self.pos:
                raise SbeError(f"group {group.name}: {count} entries cannot fit in the bytes left")
            out[group.name] = [self.block(group) for _ in range(count)]
        for name, composite in block.data:
            _, length_type = _var_length_member(composite)
            length = self.value(length_type, self.pos)
            self.pos += length_type.size
            self.need(self.pos, length)
            raw = self.buf[self.pos:self.pos + length]
            self.pos += length
            encoding = _var_data_member(composite).character_encoding
            out[name] = raw.decode(encoding) if encoding else raw
        return out


class _Writer:
    def __init__(self, schema: Schema) -> None:
        self.endian = schema.endian
        self.out = bytearray()

    def value(self, t: Any, value: Any, into: bytearray, at: int) -> None:
        if isinstance(t, Primitive):
            if t.length != 1:
                raw = value.encode(t.character_encoding or "ascii")
                if len(raw) > t.length:
                    raise SbeError(f"{value!r} is longer than {t.name}'s {t.length} characters")
                into[at:at + t.length] = raw.ljust(t.length, b"\0")
                return
            if value is None:
                if not t.optional:
                    raise SbeError(f"{t.name} is required")
                value = t.null_value
            elif t.optional and value == t.null_value:
                # it would read back as None: that value cannot be carried
                raise SbeError(f"{value!r} is the null value of {t.name}: it means no value")
            struct.pack_into(self.endian + PRIMITIVES[t.primitive][0], into, at, value)
        elif isinstance(t, Enum):
            self.value(t.encoding, t.encoding.null_value if value is None else t.values[value], into, at)
        elif isinstance(t, BitSet):
            self.value(t.encoding, sum(1 << t.choices[name] for name in value), into, at)
        else:
            for name, member in t.members:
                self.value(member, value[name], into, at)
                at += member.size

    def composite(self, c: Composite, values: dict[str, Any]) -> None:
        raw = bytearray(c.size)
        self.value(c, values, raw, 0)
        self.out += raw

    def block(self, block: Block, values: dict[str, Any]) -> None:
        raw = bytearray(block.block_length)
        for f in block.fields:
            self.value(f.type, values[f.name], raw, f.offset)
        self.out += raw
        for group in block.groups:
            entries = values[group.name]
            self.composite(group.dimension, {"blockLength": group.block_length, "numInGroup": len(entries)})
            for entry in entries:
                self.block(group, entry)
        for name, composite in block.data:
            encoding = _var_data_member(composite).character_encoding
            data = values[name]
            raw = data.encode(encoding) if encoding else bytes(data)
            length_name, length_type = _var_length_member(composite)
            self.composite(Composite(composite.name, [(length_name, length_type)]), {length_name: len(raw)})
            self.out += raw
