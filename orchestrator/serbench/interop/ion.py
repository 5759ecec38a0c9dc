"""ion: decoded and encoded with Amazon's PyPI ``amazon.ion`` package (``simpleion``, binary).

The layout (services/ion, IonCodec): one binary Ion value, the struct ``{users: [...]}``;
every record a struct keyed by its field names, all fields present; int64/int32 fields Ion
ints, doubles Ion floats, enums symbols, lists Ion lists, ``attributes`` a struct of strings
in insertion order; a null reference a (typed) Ion null.

Decoding checks every value's Ion type against the model (an int where an int belongs, a
symbol for an enum, a null only for a reference) and refuses a repeated field, so that a
payload that merely looks alike is not taken as equal.
"""

from __future__ import annotations

from typing import Any

# An absolute import: this module is serbench.interop.ion, and "amazon.ion" is the PyPI package.
from amazon.ion import simpleion
from amazon.ion.core import IonType
from amazon.ion.simple_types import IonPyNull
from amazon.ion.symbols import SymbolToken

from serbench import canonical

INT_FIELDS = {"id", "age", "createdAt", "orderId", "placedAt", "quantity"}
BOOL_FIELDS = {"active", "emailNotifications", "pushNotifications"}
SYMBOL_FIELDS = {"role", "status"}
#: Fields of a primitive Java type: never null.
PRIMITIVE_FIELDS = INT_FIELDS | BOOL_FIELDS | canonical.DOUBLE_FIELDS

BINARY_VERSION_MARKER = b"\xe0\x01\x00\xea"


def decode(payload: bytes) -> dict[str, Any]:
    if not payload.startswith(BINARY_VERSION_MARKER):
        raise ValueError("not binary Ion: no version marker E0 01 00 EA")
    # single_value=True refuses a second top-level value.
    batch = simpleion.loads(payload, single_value=True)
    return _record(batch, canonical.BATCH, "batch")


def encode(batch: dict[str, Any]) -> bytes:
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
