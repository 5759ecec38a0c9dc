"""ion: decoded and encoded with Amazon's PyPI ``amazon.ion`` package (``simpleion``, binary).

The layout (services/ion, IonUsersWriter; IonCodec is generic): one binary Ion value, the struct
``{users: [...]}``; every record a struct keyed by its field names, all fields present;
int64/int32 fields Ion ints, doubles Ion floats, enums symbols, lists Ion lists, ``attributes``
a struct of strings in insertion order; a null reference a (typed) Ion null.

The MediaContent model (IonMediaWriter) is laid out the same way: the struct ``{items: [...]}``;
MediaContent the struct ``{media, images}``, Media and Image structs keyed by jvm-serializers'
field names (as ``serbench.canonical.MEDIA`` / ``IMAGE``), all fields present; width, height,
duration, size and bitrate Ion ints, the enums ``player`` and Image's ``size`` symbols,
``persons`` and ``images`` Ion lists; a null title or copyright is ``null.string``, an unset
bitrate ``null.int`` (no ``hasBitrate`` field), any other null reference a typed Ion null. Field
names overlap between its records (Media's ``size`` is an int, Image's an enum), so its types
are given per record (``MEDIA_FIELDS``, ``IMAGE_FIELDS``).

Decoding checks every value's Ion type against the model (an int where an int belongs, a
symbol for an enum, a null only for a reference) and refuses a repeated field, so that a
payload that merely looks alike is not taken as equal.
"""

from __future__ import annotations

from typing import Any

# An absolute import: this module is serbench.interop.ion, and "amazon.ion" is the PyPI package.
from amazon.ion import simpleion
from amazon.ion.core import IonType
from amazon.ion.simple_types import IonPyNull, IonPySymbol
from amazon.ion.symbols import SymbolToken

from serbench import canonical

INT_FIELDS = {"id", "age", "createdAt", "orderId", "placedAt", "quantity"}
BOOL_FIELDS = {"active", "emailNotifications", "pushNotifications"}
SYMBOL_FIELDS = {"role", "status"}
#: Fields of a primitive Java type: never null.
PRIMITIVE_FIELDS = INT_FIELDS | BOOL_FIELDS | canonical.DOUBLE_FIELDS

BINARY_VERSION_MARKER = b"\xe0\x01\x00\xea"

# The MediaContent model, per record: a scalar field is (its Ion type, whether it may be null),
# a record a dict of its fields in canonical order, a list a one-element list. Records and lists
# may be null (Java references); width, height, duration and Media's size are Java primitives.
_INT = (IonType.INT, False)
_NULLABLE_INT = (IonType.INT, True)  # the bitrate: null.int when unset
_STRING = (IonType.STRING, True)
_SYMBOL = (IonType.SYMBOL, True)
IMAGE_FIELDS = {"uri": _STRING, "title": _STRING, "width": _INT, "height": _INT, "size": _SYMBOL}
MEDIA_FIELDS = {"uri": _STRING, "title": _STRING, "width": _INT, "height": _INT, "format": _STRING,
                "duration": _INT, "size": _INT, "bitrate": _NULLABLE_INT, "persons": [_STRING],
                "player": _SYMBOL, "copyright": _STRING}
MEDIA_BATCH_FIELDS = {"items": [{"media": MEDIA_FIELDS, "images": [IMAGE_FIELDS]}]}


def decode_users(payload: bytes) -> dict[str, Any]:
    if not payload.startswith(BINARY_VERSION_MARKER):
        raise ValueError("not binary Ion: no version marker E0 01 00 EA")
    # single_value=True refuses a second top-level value.
    batch = simpleion.loads(payload, single_value=True)
    return _record(batch, canonical.BATCH, "batch")


def encode_users(batch: dict[str, Any]) -> bytes:
    return simpleion.dumps(_to_ion(canonical.doubles_as_floats(batch), canonical.BATCH), binary=True)


def _to_ion(value: Any, shape: Any) -> Any:
    """Plain Python, except that enum names become symbols (a str would be an Ion string)."""
    if value is None:
        return None
    if isinstance(shape, tuple):
        return {name: (SymbolToken(value[name], None) if name in SYMBOL_FIELDS and value[name] is not None
                       else _to_ion(value[name], sub))
                for name, sub in shape}
    if isinstance(shape, list):
        return [_to_ion(element, shape[0]) for element in value]
    return value


def _is_null(value: Any) -> bool:
    return value is None or isinstance(value, IonPyNull)


def _expect(value: Any, ion_type: IonType, where: str) -> None:
    if value.ion_type != ion_type:
        raise ValueError(f"{where}: an Ion {value.ion_type.name} where {ion_type.name} belongs")


def _record(value: Any, shape: tuple, where: str) -> dict[str, Any] | None:
    if _is_null(value):
        return None
    _expect(value, IonType.STRUCT, where)
    fields = dict(shape)
    out: dict[str, Any] = {}
    for name, element in value.iteritems():
        if name in out:
            raise ValueError(f"{where}: field {name!r} appears twice")
        if name not in fields:
            raise ValueError(f"{where}: no field {name!r}")
        out[name] = _value(element, name, fields[name], f"{where}.{name}")
    # Canonical field order (the comparison reports a missing field); nested records are already in order.
    return {name: out[name] for name, _ in shape if name in out}


def _value(value: Any, name: str, shape: Any, where: str) -> Any:
    if _is_null(value):
        if name in PRIMITIVE_FIELDS:
            raise ValueError(f"{where}: a null where a {name} value belongs")
        return None
    if isinstance(shape, tuple):
        return _record(value, shape, where)
    if isinstance(shape, list):
        _expect(value, IonType.LIST, where)
        return [_value(element, name, shape[0], f"{where}[{i}]") for i, element in enumerate(value)]
    if shape == "map":
        _expect(value, IonType.STRUCT, where)
        attributes: dict[str, Any] = {}
        for key, element in value.iteritems():
            if key in attributes:
                raise ValueError(f"{where}: key {key!r} appears twice")
            attributes[key] = _value(element, "", None, f"{where}.{key}")
        return attributes
    if name in INT_FIELDS:
        _expect(value, IonType.INT, where)
        return int(value)
    if name in canonical.DOUBLE_FIELDS:
        _expect(value, IonType.FLOAT, where)
        return float(value)
    if name in BOOL_FIELDS:
        _expect(value, IonType.BOOL, where)
        return bool(value)
    if name in SYMBOL_FIELDS:
        _expect(value, IonType.SYMBOL, where)
        return value.text
    _expect(value, IonType.STRING, where)
    return str(value)


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    if not payload.startswith(BINARY_VERSION_MARKER):
        raise ValueError("not binary Ion: no version marker E0 01 00 EA")
    return _media_value(simpleion.loads(payload, single_value=True), MEDIA_BATCH_FIELDS, "batch")


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    return simpleion.dumps(_media_to_ion(batch, MEDIA_BATCH_FIELDS), binary=True)


def _media_to_ion(value: Any, spec: Any) -> Any:
    """Symbols for the enums, and typed nulls as IonMediaWriter writes them (null.string, null.int, ...)."""
    if isinstance(spec, dict):
        if value is None:
            return IonPyNull.from_value(IonType.STRUCT, None)
        return {name: _media_to_ion(value[name], sub) for name, sub in spec.items()}
    if isinstance(spec, list):
        if value is None:
            return IonPyNull.from_value(IonType.LIST, None)
        return [_media_to_ion(element, spec[0]) for element in value]
    ion_type, _ = spec
    if value is None:
        return IonPyNull.from_value(ion_type, None)
    return IonPySymbol.from_value(IonType.SYMBOL, value) if ion_type == IonType.SYMBOL else value


def _media_value(value: Any, spec: Any, where: str) -> Any:
    if isinstance(spec, dict):
        ion_type, nullable = IonType.STRUCT, True
    elif isinstance(spec, list):
        ion_type, nullable = IonType.LIST, True
    else:
        ion_type, nullable = spec
    if _is_null(value):
        if not nullable:
            raise ValueError(f"{where}: a null where a non-null {ion_type.name} belongs")
        if value is not None and value.ion_type not in (ion_type, IonType.NULL):
            raise ValueError(f"{where}: a null {value.ion_type.name} where {ion_type.name} belongs")
        return None
    _expect(value, ion_type, where)
    if isinstance(spec, dict):
        out: dict[str, Any] = {}
        for name, element in value.iteritems():
            if name in out:
                raise ValueError(f"{where}: field {name!r} appears twice")
            if name not in spec:
                raise ValueError(f"{where}: no field {name!r}")
            out[name] = _media_value(element, spec[name], f"{where}.{name}")
        # Canonical field order (the comparison reports a missing field).
        return {name: out[name] for name in spec if name in out}
    if isinstance(spec, list):
        return [_media_value(element, spec[0], f"{where}[{i}]") for i, element in enumerate(value)]
    if ion_type == IonType.INT:
        return int(value)
    if ion_type == IonType.SYMBOL:
        return value.text
    return str(value)
