"""Deep comparison of canonical trees (the JSON shape of /api/dataset), reporting the first
difference by path, e.g. ``users[17].orders[2].items[0].unitPrice: 12.5 != 12.25``.

The same rules as the Java side (CanonicalDiff): lists by length then element by element,
objects by keys and then key order, floats bit for bit, and types must match (an int is
not a float, a bool is not an int).
"""

from __future__ import annotations

import struct
from typing import Any


def first_difference(expected: Any, actual: Any, path: str = "") -> str | None:
    """None when equal, else ``path: expected != actual`` for the first difference."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return _dicts(expected, actual, path)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{_label(path)}: {len(expected)} items != {len(actual)} items"
        for index, (e, a) in enumerate(zip(expected, actual)):
            found = first_difference(e, a, f"{path}[{index}]")
            if found:
                return found
        return None
    if type(expected) is not type(actual):
        return f"{_label(path)}: {_show(expected)} ({type(expected).__name__}) != {_show(actual)} ({type(actual).__name__})"
    if isinstance(expected, float):
        if struct.pack("<d", expected) != struct.pack("<d", actual) and not (expected != expected and actual != actual):
            return f"{_label(path)}: {expected!r} != {actual!r}"
        return None
    if expected != actual:
        return f"{_label(path)}: {_show(expected)} != {_show(actual)}"
    return None


def _dicts(expected: dict, actual: dict, path: str) -> str | None:
    for key, value in expected.items():
        child = f"{path}.{key}" if path else str(key)
        if key not in actual:
            return f"{child}: {_show(value)} != (missing)"
        found = first_difference(value, actual[key], child)
        if found:
            return found
    for key, value in actual.items():
        if key not in expected:
            child = f"{path}.{key}" if path else str(key)
            return f"{child}: (missing) != {_show(value)}"
    if list(expected) != list(actual):
        return f"{_label(path)}: key order {list(expected)} != {list(actual)}"
    return None


def _label(path: str) -> str:
    return path or "(root)"


def _show(value: Any) -> str:
    if isinstance(value, str):
        return repr(value if len(value) <= 60 else value[:57] + "...")
    if isinstance(value, dict):
        return f"{{{len(value)} entries}}"
    if isinstance(value, list):
        return f"[{len(value)} items]"
    return repr(value)
