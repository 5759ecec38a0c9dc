"""hessian: Hessian 2 read with the PyPI ``python-hessian`` package (``pyhessian``, its
``ParserV2``). Service -> Python only: see "No encoder" below.

The layout (services/hessian, HessianCodec with HessianAllowList.USERS; hessian-java 4.0.x in
unshared mode): one Hessian 2 value, the object ``io.serbench.core.users.UserBatch``; each model
class a class definition (``C``) followed by its instances (``O`` / ``0x60``+n), with every
field in the definition; lists untyped fixed-length lists, ``attributes`` a map typed
``java.util.LinkedHashMap`` in insertion order, enums objects of their class with the one field
``name``; compact ints, longs and doubles (Hessian 2's short forms) wherever they fit.

python-hessian reads a value only inside an RPC message, so the payload is handed to it as
the value of a Hessian 2 reply (``H 02 00 R`` + payload) and the reply must end exactly
where the payload does. Decoding checks the class of every object and its fields by name,
int against long (python-hessian reads Hessian longs as its ``long`` type), doubles and
booleans by type, and the enum constants' class.

MediaContent (HessianCodec with HessianAllowList.MEDIACONTENT): the object
``io.serbench.core.media.MediaBatch`` (field ``items``), then ``MediaContent`` (``media``,
``images``), ``Media`` and ``Image`` objects in the same form. Hessian writes every instance
field, so a Media carries the Java class's ``int bitrate`` and ``boolean hasBitrate`` (the
canonical bitrate is null when the flag is false); the enums are objects of the nested classes
``Media$Player`` and ``Image$Size``. Decoding checks the same things as for the user model, with
the field types of each record (``size`` is a long in a Media and an enum in an Image).

Strings longer than 1023 UTF-16 units (Hessian 2's chunked ``R``/``S`` form) are read by
``ChunkedStringParserV2``, the library's parser with that one reader replaced (its comment
says why).

No encoder: python-hessian's ``Encoder`` writes Hessian 1.0 only (its source says so: typed
maps ``M t`` ... ``z`` for objects, ``V l`` lists, ``S`` strings); hessian-java's
``Hessian2Input`` refuses those bytes. The other Python Hessian libraries on PyPI cannot
stand in (see docs/formats.md, "Format notes", on hessian), so the verification gate checks this
format one way (``encode_users`` is absent; see ``serbench.verify``).
"""

from __future__ import annotations

import io
from typing import Any

from pyhessian.data_types import long
from pyhessian.parser import ParseError, Parser, ParserV2
from pyhessian.protocol import Object

from serbench import canonical
from serbench.interop.java_classes import CLASSES, ENUMS, HAS_BITRATE, MEDIA_ENUMS, MEDIA_PRIMITIVES, media_bitrate

LONG_FIELDS = {"id", "createdAt", "orderId", "placedAt"}
INT_FIELDS = {"age", "quantity"}
BOOL_FIELDS = {"active", "emailNotifications", "pushNotifications"}

#: A Hessian 2 reply header: the envelope python-hessian reads a value from.
REPLY = b"H\x02\x00R"



# python-hessian 1.2.0 reads a string longer than 1023 UTF-16 units (the chunked form: 'R' chunks,
# then a final 'S' or short chunk) with ParserV2._read_v2_string, whose one-byte branch takes
# 0x00..0x79 only: 'z' '{' '|' '}' '~' and DEL are read and dropped (1,027 characters come back
# as 1,022), and a character beyond U+FFFF (hessian-java writes its two UTF-16 halves, three
# bytes each) comes back as two lone surrogates. This subclass replaces that one method; the
# rest of the parser is the library's. tests/test_hessian_strings.py fails once the library
# reads such strings itself, and then this class can go.
class ChunkedStringParserV2(ParserV2):
    def _read_v2_string(self, code: bytes, length: int) -> str:
        """A chunked string whose first chunk (``code``: R or S) has ``length`` UTF-16 units,
        read as hessian-java's Hessian2Input reads it: each unit is one UTF-8 sequence of one,
        two or three bytes, and every chunk after an R is another string of any form."""
        data = bytearray()
        while True:
            for _ in range(length):
                lead = self._read(1)
                size = _utf8_size(lead[0])
                if size == 0:
                    raise ParseError(f"a string holds the byte 0x{lead.hex()}, which starts no UTF-16 unit")
                data += lead + (self._read(size - 1) if size > 1 else b"")
            if code != b"R":
                break
            code = self._read(1)
            if code in (b"R", b"S"):
                length = int.from_bytes(self._read(2), "big")
            elif code <= b"\x1f":
                length = code[0]
            elif b"\x30" <= code <= b"\x33":
                length = ((code[0] - 0x30) << 8) + self._read(1)[0]
            else:
                raise ParseError(f"a string chunk is followed by 0x{code.hex()}, not by the string's next chunk")
        # Java's UTF-16 halves decode to lone surrogates; a round through UTF-16 joins each pair.
        text = bytes(data).decode("utf-8", "surrogatepass")
        return text.encode("utf-16-be", "surrogatepass").decode("utf-16-be", "surrogatepass")


def _utf8_size(lead: int) -> int:
    """The bytes of one UTF-16 unit's UTF-8 form by its first byte, as hessian-java reads it
    (Hessian2Input.parseUTF8Char): 1, 2 or 3; 0 for a byte that starts none."""
    return 1 if lead < 0x80 else 2 if 0xC0 <= lead < 0xE0 else 3 if 0xE0 <= lead < 0xF0 else 0


class HessianParser(Parser):
    """python-hessian's Parser, reading Hessian 2 with ``ChunkedStringParserV2``."""

    def __init__(self) -> None:
        super().__init__()
        self._version_adapters[2] = ChunkedStringParserV2


def decode_users(payload: bytes) -> dict[str, Any]:
    return _record(_parse(payload), canonical.BATCH, "batch")


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    return _media_record(_parse(payload), canonical.MEDIA_BATCH, "batch")


def _parse(payload: bytes) -> Any:
    """The one value of the payload, read by python-hessian; nothing may follow it."""
    stream = io.BytesIO(REPLY + payload)
    try:
        reply = HessianParser().parse_stream(stream)
    except Exception as error:  # python-hessian raises ParseError, IndexError, struct.error ... on bad bytes
        raise ValueError(f"python-hessian cannot read the payload: {type(error).__name__}: {error}") from error
    left = len(REPLY) + len(payload) - stream.tell()
    if left:
        raise ValueError(f"{left} bytes left after the batch")
    return reply.value


def _java_class(value: Any) -> str:
    return f"{type(value).__module__}.{type(value).__name__}"


def _record(value: Any, shape: tuple, where: str) -> dict[str, Any] | None:
    if value is None:
        return None
    java_class = CLASSES[id(shape)]
    if not isinstance(value, Object) or _java_class(value) != java_class:
        raise ValueError(f"{where}: a {_java_class(value)} where a {java_class} belongs")
    fields = value.__getstate__()
    names = [name for name, _ in shape]
    if sorted(value._hessian_field_names) != sorted(names) or set(fields) != set(names):
        raise ValueError(f"{where}: {java_class} fields {sorted(fields)} are not the model's {sorted(names)}")
    return {name: _value(fields[name], name, sub, f"{where}.{name}") for name, sub in shape}


def _value(value: Any, name: str, shape: Any, where: str) -> Any:
    if name in LONG_FIELDS | INT_FIELDS | BOOL_FIELDS | canonical.DOUBLE_FIELDS:
        # Exact types: python-hessian reads a Hessian long as its long (an int subclass), an int as int.
        expected = (long if name in LONG_FIELDS else int if name in INT_FIELDS
                    else bool if name in BOOL_FIELDS else float)
        if type(value) is not expected:
            raise ValueError(f"{where}: {value!r} ({type(value).__name__}) where a "
                             f"{'long' if expected is long else expected.__name__} belongs")
        return int(value) if expected is long else value
    if value is None:
        return None
    if isinstance(shape, tuple):
        return _record(value, shape, where)
    if isinstance(shape, list):
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"{where}: a {type(value).__name__} where a list belongs")
        return [_value(element, "", shape[0], f"{where}[{i}]") for i, element in enumerate(value)]
    if shape == "map":
        if not isinstance(value, dict):
            raise ValueError(f"{where}: a {type(value).__name__} where a map belongs")
        return {_string(key, f"{where} key"): _string(element, f"{where}[{key}]") for key, element in value.items()}
    if name in ENUMS:
        if not isinstance(value, Object) or _java_class(value) != ENUMS[name] or list(value.__getstate__()) != ["name"]:
            raise ValueError(f"{where}: {value!r} is not a {ENUMS[name]} constant")
        return _string(value.name, where)
    return _string(value, where)


def _string(value: Any, where: str) -> str:
    if type(value) is not str:
        raise ValueError(f"{where}: a {type(value).__name__} where a string belongs")
    return value


#: The Python type python-hessian reads for each Java primitive type of the MediaContent classes.
MEDIA_PYTHON_TYPES = {"int": int, "long": long, "boolean": bool}


def _media_record(value: Any, shape: tuple, where: str) -> dict[str, Any] | None:
    if value is None:
        return None
    java_class = CLASSES[id(shape)]
    if not isinstance(value, Object) or _java_class(value) != java_class:
        raise ValueError(f"{where}: a {_java_class(value)} where a {java_class} belongs")
    fields = value.__getstate__()
    primitives = MEDIA_PRIMITIVES.get(id(shape), {})
    names = [name for name, _ in shape] + ([HAS_BITRATE] if HAS_BITRATE in primitives else [])
    if sorted(value._hessian_field_names) != sorted(names) or set(fields) != set(names):
        raise ValueError(f"{where}: {java_class} fields {sorted(fields)} are not the class's {sorted(names)}")
    for name, java_type in primitives.items():
        expected = MEDIA_PYTHON_TYPES[java_type]
        if type(fields[name]) is not expected:  # exact: bool is an int, and long an int subclass
            raise ValueError(f"{where}.{name}: {fields[name]!r} ({type(fields[name]).__name__}) where a "
                             f"{java_type} belongs")
    enums = MEDIA_ENUMS.get(id(shape), {})
    out = {}
    for name, sub in shape:
        item, at = fields[name], f"{where}.{name}"
        if name == "bitrate":
            out[name] = media_bitrate(item, fields[HAS_BITRATE], at)
        elif name in primitives:
            out[name] = int(item)
        elif item is None:
            out[name] = None
        elif name in enums:
            if (not isinstance(item, Object) or _java_class(item) != enums[name]
                    or list(item.__getstate__()) != ["name"]):
                raise ValueError(f"{at}: {item!r} is not a {enums[name]} constant")
            out[name] = _string(item.name, at)
        elif isinstance(sub, tuple):
            out[name] = _media_record(item, sub, at)
        elif isinstance(sub, list):
            if not isinstance(item, (list, tuple)):
                raise ValueError(f"{at}: a {type(item).__name__} where a list belongs")
            out[name] = [_media_record(e, sub[0], f"{at}[{i}]") if isinstance(sub[0], tuple)
                         else _string(e, f"{at}[{i}]") for i, e in enumerate(item)]
        else:
            out[name] = _string(item, at)
    return out
