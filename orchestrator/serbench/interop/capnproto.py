"""capnproto: decoded and encoded with pycapnp (the C++ Cap'n Proto library), which loads
proto/serbench.capnp and proto/mediacontent.capnp at run time: nothing is generated.

The service sends one message in the standard (unpacked) stream framing; pycapnp's
``from_bytes``/``to_bytes`` are that framing. Nulls travel as null pointers (``_has`` tells
them from empty values) and a null enum as ``unspecified``; enumerant names are the schema's
lower camel case (``user``, ``pending``) and become the canonical upper-case names.

MediaContent (``decode_mediacontent``/``encode_mediacontent``): a ``MediaBatch`` whose ``items`` list holds
jvm-serializers' ``MediaContent`` structs (``images`` @0, ``media`` @1). Optional strings (the
titles, copyright) are null pointers when null; the optional bitrate is the union group
``bitrate``, ``value`` (an Int32) or ``unset`` (Void); the enums are jvm-serializers' ``java``/
``flash`` and ``small``/``large``, with no null.
"""

from __future__ import annotations

import functools
import struct
from typing import Any

import capnp

from serbench.interop import PROTO_DIR

# The schema is 6 pointer levels deep and not recursive; C++ counts a level per struct or list.
NESTING_LIMIT = 8


@functools.cache
def schema():
    """The module pycapnp builds from proto/serbench.capnp (parsed once)."""
    return capnp.load(str(PROTO_DIR / "serbench.capnp"))


@functools.cache
def media_schema():
    """The module pycapnp builds from proto/mediacontent.capnp (parsed once)."""
    return capnp.load(str(PROTO_DIR / "mediacontent.capnp"))


def read_message(root, payload: bytes):
    """The payload as a message of the struct type ``root`` (a context manager), after checking
    that it is exactly one message in the standard framing. A traversal limit tied to the
    payload's size, so that a payload whose pointers share data to look bigger is refused:
    reading each pointer once needs the payload's size in words for a one-segment message; C++
    charges about 5% more for one spread over several segments (far pointers), hence twice the
    size. pycapnp charges the limit on each access, so callers read every pointer once."""
    check_framing(payload)
    return root.from_bytes(payload, traversal_limit_in_words=2 * (len(payload) // 8), nesting_limit=NESTING_LIMIT)


def decode_users(payload: bytes) -> dict[str, Any]:
    with read_message(schema().UserBatch, payload) as batch:
        return {"users": [_user(u) for u in batch.users] if batch._has("users") else None}


def encode_users(batch: dict[str, Any]) -> bytes:
    message = schema().UserBatch.new_message()
    if batch["users"] is not None:
        users = message.init("users", len(batch["users"]))
        for i, user in enumerate(batch["users"]):
            _fill_user(users[i], user)
    return message.to_bytes()


def check_framing(payload: bytes) -> None:
    """The payload is exactly one message: its segment table accounts for every byte."""
    if len(payload) < 8:
        raise ValueError(f"{len(payload)} bytes cannot hold a Cap'n Proto message")
    count = struct.unpack_from("<I", payload)[0] + 1
    table_words = (4 + 4 * count + 7) // 8
    if count > 512 or len(payload) < table_words * 8:
        raise ValueError(f"a segment table for {count} segments does not fit in {len(payload)} bytes")
    sizes = struct.unpack_from(f"<{count}I", payload, 4)
    expected = (table_words + sum(sizes)) * 8
    if expected != len(payload):
        raise ValueError(f"the message takes {expected} bytes, the payload has {len(payload)}")


def _text(reader, field: str) -> str | None:
    return getattr(reader, field) if reader._has(field) else None


def _enum(value) -> str | None:
    name = str(value)
    if name == "unspecified":
        return None
    if name not in _UPPER:
        raise ValueError(f"enum value {name!r} is not in the schema")
    return _UPPER[name]


# Schema enumerant -> canonical name (docs/design.md#the-users-model).
_UPPER = {
    "user": "USER", "admin": "ADMIN", "moderator": "MODERATOR", "guest": "GUEST",
    "pending": "PENDING", "paid": "PAID", "shipped": "SHIPPED", "delivered": "DELIVERED",
    "cancelled": "CANCELLED",
}
_LOWER = {upper: lower for lower, upper in _UPPER.items()}


def _user(u) -> dict[str, Any]:
    return {
        "id": u.id, "username": _text(u, "username"), "email": _text(u, "email"),
        "firstName": _text(u, "firstName"), "lastName": _text(u, "lastName"), "age": u.age,
        "score": u.score, "active": u.active, "role": _enum(u.role), "createdAt": u.createdAt,
        "address": _address(u.address) if u._has("address") else None,
        "profile": _profile(u.profile) if u._has("profile") else None,
        "tags": list(u.tags) if u._has("tags") else None,
        "attributes": {_text(a, "key"): _text(a, "value") for a in u.attributes} if u._has("attributes") else None,
        "orders": [_order(o) for o in u.orders] if u._has("orders") else None,
    }


def _address(a) -> dict[str, Any]:
    return {"street": _text(a, "street"), "city": _text(a, "city"), "country": _text(a, "country"),
            "postalCode": _text(a, "postalCode"), "latitude": a.latitude, "longitude": a.longitude}


def _profile(p) -> dict[str, Any]:
    return {
        "bio": _text(p, "bio"), "avatarUrl": _text(p, "avatarUrl"),
        "links": [{"platform": _text(link, "platform"), "url": _text(link, "url")} for link in p.links]
        if p._has("links") else None,
        "preferences": _preferences(p.preferences) if p._has("preferences") else None,
    }


def _preferences(p) -> dict[str, Any]:
    return {"theme": _text(p, "theme"), "language": _text(p, "language"),
            "emailNotifications": p.emailNotifications, "pushNotifications": p.pushNotifications}


def _order(o) -> dict[str, Any]:
    return {
        "orderId": o.orderId, "status": _enum(o.status), "placedAt": o.placedAt,
        "items": [{"sku": _text(i, "sku"), "quantity": i.quantity, "unitPrice": i.unitPrice} for i in o.items]
        if o._has("items") else None,
    }


def _set_texts(builder, values: dict[str, Any], fields: dict[str, str]) -> None:
    """Sets each non-null string; a null stays a null pointer."""
    for canonical, field in fields.items():
        if values[canonical] is not None:
            setattr(builder, field, values[canonical])


def _fill_user(b, u: dict[str, Any]) -> None:
    b.id, b.age, b.score, b.active, b.createdAt = u["id"], u["age"], u["score"], u["active"], u["createdAt"]
    _set_texts(b, u, {"username": "username", "email": "email", "firstName": "firstName", "lastName": "lastName"})
    b.role = _LOWER[u["role"]] if u["role"] is not None else "unspecified"
    if u["address"] is not None:
        a = u["address"]
        address = b.init("address")
        _set_texts(address, a, {"street": "street", "city": "city", "country": "country", "postalCode": "postalCode"})
        address.latitude, address.longitude = a["latitude"], a["longitude"]
    if u["profile"] is not None:
        p = u["profile"]
        profile = b.init("profile")
        _set_texts(profile, p, {"bio": "bio", "avatarUrl": "avatarUrl"})
        if p["links"] is not None:
            links = profile.init("links", len(p["links"]))
            for i, link in enumerate(p["links"]):
                _set_texts(links[i], link, {"platform": "platform", "url": "url"})
        if p["preferences"] is not None:
            prefs = p["preferences"]
            preferences = profile.init("preferences")
            _set_texts(preferences, prefs, {"theme": "theme", "language": "language"})
            preferences.emailNotifications = prefs["emailNotifications"]
            preferences.pushNotifications = prefs["pushNotifications"]
    if u["tags"] is not None:
        tags = b.init("tags", len(u["tags"]))
        for i, tag in enumerate(u["tags"]):
            tags[i] = tag
    if u["attributes"] is not None:
        attributes = b.init("attributes", len(u["attributes"]))
        for i, (key, value) in enumerate(u["attributes"].items()):
            _set_texts(attributes[i], {"key": key, "value": value}, {"key": "key", "value": "value"})
    if u["orders"] is not None:
        orders = b.init("orders", len(u["orders"]))
        for i, o in enumerate(u["orders"]):
            order = orders[i]
            order.orderId, order.placedAt = o["orderId"], o["placedAt"]
            order.status = _LOWER[o["status"]] if o["status"] is not None else "unspecified"
            if o["items"] is not None:
                items = order.init("items", len(o["items"]))
                for j, item in enumerate(o["items"]):
                    items[j].quantity, items[j].unitPrice = item["quantity"], item["unitPrice"]
                    if item["sku"] is not None:
                        items[j].sku = item["sku"]


# ---------------------------------------------------------------------------------------------
# MediaContent (proto/mediacontent.capnp)

_PLAYERS = {"java": "JAVA", "flash": "FLASH"}
_SIZES = {"small": "SMALL", "large": "LARGE"}


def _named(value, names: dict[str, str]) -> str:
    name = str(value)  # pycapnp gives a number it does not know as that number
    if name not in names:
        raise ValueError(f"enum value {name!r} is not in the schema")
    return names[name]


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    # The schema is 5 pointer levels deep (batch, items, content, images or media, image or persons).
    with read_message(media_schema().MediaBatch, payload) as batch:
        return {"items": [_media_content(c) for c in batch.items] if batch._has("items") else None}


def _media_content(c) -> dict[str, Any]:
    return {
        "media": _media(c.media) if c._has("media") else None,
        "images": [_image(i) for i in c.images] if c._has("images") else None,
    }


def _media(m) -> dict[str, Any]:
    bitrate = m.bitrate
    which = str(bitrate.which())
    if which not in ("value", "unset"):
        raise ValueError(f"bitrate union member {which!r} is not in the schema")
    return {
        "uri": _text(m, "uri"), "title": _text(m, "title"), "width": m.width, "height": m.height,
        "format": _text(m, "format"), "duration": m.duration, "size": m.size,
        "bitrate": bitrate.value if which == "value" else None,
        "persons": list(m.persons) if m._has("persons") else None,
        "player": _named(m.player, _PLAYERS), "copyright": _text(m, "copyright"),
    }


def _image(i) -> dict[str, Any]:
    return {"uri": _text(i, "uri"), "title": _text(i, "title"), "width": i.width, "height": i.height,
            "size": _named(i.size, _SIZES)}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    message = media_schema().MediaBatch.new_message()
    if batch["items"] is not None:
        items = message.init("items", len(batch["items"]))
        for i, content in enumerate(batch["items"]):
            _fill_media_content(items[i], content)
    return message.to_bytes()


def _fill_media_content(b, c: dict[str, Any]) -> None:
    if c["images"] is not None:
        images = b.init("images", len(c["images"]))
        for i, image in enumerate(c["images"]):
            _set_texts(images[i], image, {"uri": "uri", "title": "title"})
            images[i].width, images[i].height = image["width"], image["height"]
            images[i].size = _lower(image["size"], _SIZES)
    m = c["media"]
    if m is not None:
        media = b.init("media")
        _set_texts(media, m, {"uri": "uri", "title": "title", "format": "format", "copyright": "copyright"})
        media.width, media.height, media.duration, media.size = m["width"], m["height"], m["duration"], m["size"]
        if m["bitrate"] is None:
            media.bitrate.unset = None
        else:
            media.bitrate.value = m["bitrate"]
        if m["persons"] is not None:
            persons = media.init("persons", len(m["persons"]))
            for i, person in enumerate(m["persons"]):
                persons[i] = person
        media.player = _lower(m["player"], _PLAYERS)


def _lower(name: str | None, names: dict[str, str]) -> str:
    """The schema's enumerant for a canonical name; the enums have no null to write."""
    for lower, upper in names.items():
        if upper == name:
            return lower
    raise ValueError(f"{name!r} has no enumerant in proto/mediacontent.capnp")
