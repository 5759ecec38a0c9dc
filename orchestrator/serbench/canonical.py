"""The canonical tree: the shape of ``json.loads(GET /api/dataset)``, field names and order
as docs/design.md#the-users-model gives them. Independent decoders (serbench/interop) return this shape.

``conform`` puts a decoded dict-of-records into canonical field order, for formats that
carry records as maps (JSON, MessagePack, CBOR, BSON). It only reorders record fields; it
never converts a value, so a format that changes a type or a map's order is still caught.
"""

from __future__ import annotations

from typing import Any

# A record is a tuple of (field, shape); a list is [shape]; "map" is an ordered string map;
# None is a scalar.
ORDER_ITEM = (("sku", None), ("quantity", None), ("unitPrice", None))
ORDER = (("orderId", None), ("status", None), ("placedAt", None), ("items", [ORDER_ITEM]))
PREFERENCES = (("theme", None), ("language", None), ("emailNotifications", None), ("pushNotifications", None))
SOCIAL_LINK = (("platform", None), ("url", None))
PROFILE = (("bio", None), ("avatarUrl", None), ("links", [SOCIAL_LINK]), ("preferences", PREFERENCES))
ADDRESS = (("street", None), ("city", None), ("country", None), ("postalCode", None),
           ("latitude", None), ("longitude", None))
USER = (("id", None), ("username", None), ("email", None), ("firstName", None), ("lastName", None),
        ("age", None), ("score", None), ("active", None), ("role", None), ("createdAt", None),
        ("address", ADDRESS), ("profile", PROFILE), ("tags", [None]), ("attributes", "map"),
        ("orders", [ORDER]))
BATCH = (("users", [USER]),)

# The MediaContent model (services/core io.serbench.core.media.MediaCanonical): jvm-serializers'
# field names and order; an unset bitrate is null.
IMAGE = (("uri", None), ("title", None), ("width", None), ("height", None), ("size", None))
MEDIA = (("uri", None), ("title", None), ("width", None), ("height", None), ("format", None),
         ("duration", None), ("size", None), ("bitrate", None), ("persons", [None]), ("player", None),
         ("copyright", None))
MEDIA_CONTENT = (("media", MEDIA), ("images", [IMAGE]))
MEDIA_BATCH = (("items", [MEDIA_CONTENT]),)

#: Record fields that hold doubles, by record: encoders for formats that type numbers
#: (MessagePack, CBOR, BSON, ...) must write these as floats even when integral.
DOUBLE_FIELDS = {"score", "latitude", "longitude", "unitPrice"}


def conform(value: Any, shape: Any = BATCH) -> Any:
    """Reorder the fields of every record in ``value`` to canonical order.

    A missing field is left out (so the comparison reports it); an extra field is kept at
    the end (so the comparison reports it too).
    """
    if value is None:
        return None
    if isinstance(shape, tuple):
        if not isinstance(value, dict):
            return value
        out = {name: conform(value[name], sub) for name, sub in shape if name in value}
        out.update({k: v for k, v in value.items() if k not in out})
        return out
    if isinstance(shape, list):
        if not isinstance(value, list):
            return value
        return [conform(element, shape[0]) for element in value]
    return value


def doubles_as_floats(value: Any, shape: Any = BATCH) -> Any:
    """The canonical tree with every double field a Python float, even an integral one."""
    if value is None:
        return None
    if isinstance(shape, tuple):
        return {name: (float(value[name]) if name in DOUBLE_FIELDS and value[name] is not None
                       else doubles_as_floats(value[name], sub))
                for name, sub in shape}
    if isinstance(shape, list):
        return [doubles_as_floats(element, shape[0]) for element in value]
    return value
