"""jdk: java.io serialization streams read with the PyPI ``javaobj-py3`` package (its ``v2``
parser, a port of jdeserialize). Service -> Python only: see "No encoder" below.

The layout (services/jdk, JdkCodec with JdkAllowList.USERS): a plain ``ObjectOutputStream``
holding one ``io.serbench.core.users.UserBatch``; the model's classes are ``Serializable`` with
default field serialization; lists are ``java.util.ArrayList``, ``attributes`` a
``java.util.LinkedHashMap`` (its entries in HashMap's ``writeObject`` data, in insertion order),
enums ``TC_ENUM`` constants, a null reference ``TC_NULL``.

javaobj parses the whole stream (class descriptors, handles, block data, ArrayList's and
HashMap's written data). Decoding then checks what it built against the model: the class
of every object, its serialized fields by name and type code, the enum classes, the list
and map classes, exactly one object in the stream; anything else is a ``ValueError``.

MediaContent (JdkCodec with JdkAllowList.MEDIACONTENT): one
``io.serbench.core.media.MediaBatch`` (field ``items``, an ``ArrayList`` of ``MediaContent``:
``media``, ``images``), read and checked the same way with the field types of each record
(``size`` is a long in a Media and an enum in an Image). The stream holds Media's fields as the
Java class declares them: ``int bitrate`` and ``boolean hasBitrate`` (the canonical bitrate is
null when the flag is false); the enums are ``TC_ENUM`` constants of the nested classes
``Media$Player`` and ``Image$Size``.

Strings: javaobj decodes every string with its own modified-UTF-8 decoder
(``javaobj.modifiedutf8``), which takes every byte 0xED for the start of a six-byte
surrogate pair. 0xED also starts the three-byte form of U+D000..U+D7FF (most Hangul), so it
refuses such text ("invalid 6-byte sequence"; every release up to 0.6.1, and its v1
parser too when a string also holds a supplementary character). The dataset's bios hold
both (MediaContent's "Steve Jobs" + U+C2A4 is EC 8A A4, no 0xED, which javaobj alone would
read too), so this module gives javaobj a string decoder built on Python's own codecs instead
(``_decode_modified_utf8``): the stream's structure is still read by javaobj alone.

No encoder: javaobj-py3's only writer for Python before 3.12 (``v1``'s
``JavaObjectMarshaller``; ``v3`` needs Python 3.12+, this project runs 3.11) writes strings
as standard UTF-8 (marked TODO in its source), which ``ObjectInputStream.readUTF`` refuses
for any supplementary character, and writes a ``TC_ENUM`` before its class descriptor in its
handle table, so every later back reference points at the wrong object. No stream it
writes for this model is one a JVM reads back; the verification gate checks this format
one way (``encode_users`` is absent; see ``serbench.verify``).
"""

from __future__ import annotations

from typing import Any

import javaobj.v2 as javaobj
import javaobj.v2.beans as javaobj_beans
from javaobj.v2.beans import FieldType, JavaClassDesc, JavaEnum, JavaInstance, JavaString
from javaobj.v2.transformers import JavaLinkedHashMap, JavaList

from serbench import canonical
from serbench.interop.java_classes import CLASSES, ENUMS, HAS_BITRATE, MEDIA_ENUMS, MEDIA_PRIMITIVES, media_bitrate

#: Primitive fields and their serialization type codes; every other field is an object ('L').
PRIMITIVES = {
    "id": FieldType.LONG, "createdAt": FieldType.LONG, "orderId": FieldType.LONG, "placedAt": FieldType.LONG,
    "age": FieldType.INTEGER, "quantity": FieldType.INTEGER,
    "score": FieldType.DOUBLE, "latitude": FieldType.DOUBLE, "longitude": FieldType.DOUBLE,
    "unitPrice": FieldType.DOUBLE,
    "active": FieldType.BOOLEAN, "emailNotifications": FieldType.BOOLEAN, "pushNotifications": FieldType.BOOLEAN,
}
PYTHON_TYPES = {FieldType.LONG: int, FieldType.INTEGER: int, FieldType.DOUBLE: float, FieldType.BOOLEAN: bool}

STREAM_MAGIC = b"\xac\xed\x00\x05"


def _decode_modified_utf8(data: bytes, errors: str = "strict") -> tuple[str, int]:
    """Modified UTF-8 (java.io.DataInput) with Python's codecs: U+0000 is C0 80, and a
    supplementary character is its UTF-16 surrogate pair, each half in three bytes. Raw zero
    bytes and four-byte sequences do not occur in it and are refused."""
    data = bytes(data)
    if b"\x00" in data or any(byte >= 0xF0 for byte in data):
        raise UnicodeDecodeError("mutf8", data, 0, len(data), "a zero byte or a four-byte sequence")
    text = data.replace(b"\xc0\x80", b"\x00").decode("utf-8", "surrogatepass")
    # Joins each surrogate pair into its character; a lone surrogate stays as it is.
    text = text.encode("utf-16-be", "surrogatepass").decode("utf-16-be", "surrogatepass")
    return text, len(text)


# javaobj's JavaString looks the decoder up in its module on every string.
javaobj_beans.decode_modified_utf8 = _decode_modified_utf8


def decode_users(payload: bytes) -> dict[str, Any]:
    return _record(_load(payload, "UserBatch"), canonical.BATCH, "batch")


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    return _media_record(_load(payload, "MediaBatch"), canonical.MEDIA_BATCH, "batch")


def _load(payload: bytes, what: str) -> Any:
    """The one object of the stream, parsed by javaobj."""
    if not payload.startswith(STREAM_MAGIC):
        raise ValueError("not a java.io serialization stream: no magic AC ED 00 05")
    try:
        content = javaobj.loads(payload)
    except Exception as error:  # javaobj raises ValueError, EOFError, KeyError, ... on a bad stream
        raise ValueError(f"javaobj cannot read the stream: {type(error).__name__}: {error}") from error
    if isinstance(content, list):
        raise ValueError(f"the stream holds {len(content)} objects, not one {what}")
    return content


def _fields(instance: Any, java_class: str, where: str, primitives: dict[str, int] = PRIMITIVES) -> dict[str, Any]:
    """The serialized fields of an object of a model class, by name, type codes checked."""
    if not isinstance(instance, JavaInstance) or instance.classdesc is None:
        raise ValueError(f"{where}: a {type(instance).__name__} where a {java_class} belongs")
    descriptor: JavaClassDesc = instance.classdesc
    if descriptor.name != java_class:
        raise ValueError(f"{where}: a {descriptor.name} where a {java_class} belongs")
    if descriptor.super_class is not None:
        raise ValueError(f"{where}: {java_class} has a serializable superclass {descriptor.super_class.name}")
    values = instance.field_data.get(descriptor, {})
    out: dict[str, Any] = {}
    for field, value in values.items():
        expected = primitives.get(field.name, FieldType.OBJECT)
        if field.type != expected:
            raise ValueError(f"{where}.{field.name}: type code {chr(field.type)} where {chr(expected)} belongs")
        out[field.name] = value
    return out


def _record(instance: Any, shape: tuple, where: str) -> dict[str, Any] | None:
    if instance is None:
        return None
    java_class = CLASSES[id(shape)]
    values = _fields(instance, java_class, where)
    names = [name for name, _ in shape]
    if set(values) != set(names):
        raise ValueError(f"{where}: {java_class} fields {sorted(values)} are not the model's {sorted(names)}")
    return {name: _value(values[name], name, sub, f"{where}.{name}") for name, sub in shape}


def _value(value: Any, name: str, shape: Any, where: str) -> Any:
    if name in PRIMITIVES:
        expected = PYTHON_TYPES[PRIMITIVES[name]]
        if type(value) is not expected:
            raise ValueError(f"{where}: {value!r} is not a {expected.__name__}")
        return value
    if value is None:
        return None
    if isinstance(shape, tuple):
        return _record(value, shape, where)
    if isinstance(shape, list):
        _collection(value, JavaList, "java.util.ArrayList", where)
        return [_value(element, "", shape[0], f"{where}[{i}]") for i, element in enumerate(value)]
    if shape == "map":
        _collection(value, JavaLinkedHashMap, "java.util.LinkedHashMap", where)
        return {_string(key, f"{where} key"): _string(element, f"{where}[{key}]") for key, element in value.items()}
    if name in ENUMS:
        if not isinstance(value, JavaEnum) or value.classdesc.name != ENUMS[name]:
            raise ValueError(f"{where}: {value!r} is not a {ENUMS[name]} constant")
        return _string(value.value, where)
    return _string(value, where)


def _collection(value: Any, python_type: type, java_class: str, where: str) -> None:
    if not isinstance(value, python_type) or value.classdesc.name != java_class:
        raise ValueError(f"{where}: a {getattr(value.classdesc, 'name', type(value).__name__)} "
                         f"where a {java_class} belongs")
    # ArrayList and HashMap write their size as a field and then that many elements: agree.
    for fields in value.field_data.values():
        for field, size in fields.items():
            if field.name == "size" and size != len(value):
                raise ValueError(f"{where}: {java_class} of size {size} holds {len(value)} elements")


def _string(value: Any, where: str) -> str:
    if not isinstance(value, JavaString):
        raise ValueError(f"{where}: a {type(value).__name__} where a String belongs")
    return value.value


#: The serialization type code of each Java primitive type of the MediaContent classes.
MEDIA_TYPE_CODES = {"int": FieldType.INTEGER, "long": FieldType.LONG, "boolean": FieldType.BOOLEAN}


def _media_record(instance: Any, shape: tuple, where: str) -> dict[str, Any] | None:
    if instance is None:
        return None
    java_class = CLASSES[id(shape)]
    primitives = {name: MEDIA_TYPE_CODES[java_type] for name, java_type in MEDIA_PRIMITIVES.get(id(shape), {}).items()}
    values = _fields(instance, java_class, where, primitives)
    names = [name for name, _ in shape] + ([HAS_BITRATE] if HAS_BITRATE in primitives else [])
    if set(values) != set(names):
        raise ValueError(f"{where}: {java_class} fields {sorted(values)} are not the class's {sorted(names)}")
    for name, code in primitives.items():
        expected = PYTHON_TYPES[code]
        if type(values[name]) is not expected:
            raise ValueError(f"{where}.{name}: {values[name]!r} is not a {expected.__name__}")
    enums = MEDIA_ENUMS.get(id(shape), {})
    out = {}
    for name, sub in shape:
        value, at = values[name], f"{where}.{name}"
        if name == "bitrate":
            out[name] = media_bitrate(value, values[HAS_BITRATE], at)
        elif name in primitives or value is None:
            out[name] = value
        elif name in enums:
            if not isinstance(value, JavaEnum) or value.classdesc.name != enums[name]:
                raise ValueError(f"{at}: {value!r} is not a {enums[name]} constant")
            out[name] = _string(value.value, at)
        elif isinstance(sub, tuple):
            out[name] = _media_record(value, sub, at)
        elif isinstance(sub, list):
            _collection(value, JavaList, "java.util.ArrayList", at)
            out[name] = [_media_record(e, sub[0], f"{at}[{i}]") if isinstance(sub[0], tuple)
                         else _string(e, f"{at}[{i}]") for i, e in enumerate(value)]
        else:
            out[name] = _string(value, at)
    return out
