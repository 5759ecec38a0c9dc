"""sbe: decoded and encoded by serbench's own generic SBE codec (``sbe_schema``), driven by
proto/serbench-sbe.xml (the user model) and proto/mediacontent-sbe.xml (MediaContent). No
maintained SBE library exists for Python; the codec reads the schema XML and knows nothing of
these messages, and nothing generated for the Java side is used.

This module only maps each message's layout (see the schemas' header comments) to the canonical
tree and back.

User model: Address, Profile and Preferences are flattened into the user entry with the
``present`` bit set saying which exist; booleans are the BooleanType enum; var data and groups
have no null, so a null string or list is written as empty (and a decoded one is never None).

MediaContent: one ``items`` entry per MediaContent, its Media flattened into it (the numbers
as fixed fields, ``persons`` as a group of var-data strings, the strings as var data) and its
images as a nested group. The bitrate is an optional int32 whose null value means unset; the
optional strings (media title and copyright, image title) have presence bits (the ``present``
sets): an absent one is written as empty, and a non-empty one marked absent is refused. Player
and Size are uint8 enums, None at the null value. Required strings and lists have no null, as
in the user model; a null media cannot be written (it is required, as in jvm-serializers).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from serbench.interop import PROTO_DIR
from serbench.interop.sbe_schema import Schema, SbeError

SCHEMA_PATH = PROTO_DIR / "serbench-sbe.xml"
MESSAGE = "UserBatch"
MEDIA_SCHEMA_PATH = PROTO_DIR / "mediacontent-sbe.xml"
MEDIA_MESSAGE = "MediaBatch"

_schemas: dict[Path, Schema] = {}


def _load(path: Path) -> Schema:
    if path not in _schemas:
        _schemas[path] = Schema(path)
    return _schemas[path]


def schema() -> Schema:
    return _load(SCHEMA_PATH)


def media_schema() -> Schema:
    return _load(MEDIA_SCHEMA_PATH)


def decode_users(payload: bytes) -> dict[str, Any]:
    name, message = schema().decode(payload)
    if name != MESSAGE:
        raise SbeError(f"a {name} message, not {MESSAGE}")
    return {"users": [_user(u) for u in message["users"]]}


def encode_users(batch: dict[str, Any]) -> bytes:
    return schema().encode(MESSAGE, {"users": [_entry(u) for u in batch["users"] or []]})


def _bool(value: str | None) -> bool:
    if value not in ("T", "F"):
        raise SbeError(f"{value!r} is not a BooleanType")
    return value == "T"


def _user(u: dict[str, Any]) -> dict[str, Any]:
    present = u["present"]
    return {
        "id": u["id"], "username": u["username"], "email": u["email"], "firstName": u["firstName"],
        "lastName": u["lastName"], "age": u["age"], "score": u["score"], "active": _bool(u["active"]),
        "role": u["role"], "createdAt": u["createdAt"],
        "address": {
            "street": u["addressStreet"], "city": u["addressCity"], "country": u["addressCountry"],
            "postalCode": u["addressPostalCode"], "latitude": u["addressLatitude"],
            "longitude": u["addressLongitude"],
        } if "address" in present else None,
        "profile": {
            "bio": u["profileBio"], "avatarUrl": u["profileAvatarUrl"],
            "links": [{"platform": link["platform"], "url": link["url"]} for link in u["links"]],
            "preferences": {
                "theme": u["preferencesTheme"], "language": u["preferencesLanguage"],
                "emailNotifications": _bool(u["preferencesEmailNotifications"]),
                "pushNotifications": _bool(u["preferencesPushNotifications"]),
            } if "preferences" in present else None,
        } if "profile" in present else None,
        "tags": [t["tag"] for t in u["tags"]],
        "attributes": {a["key"]: a["value"] for a in u["attributes"]},
        "orders": [{
            "orderId": o["orderId"], "status": o["status"], "placedAt": o["placedAt"],
            "items": [{"sku": i["sku"], "quantity": i["quantity"], "unitPrice": i["unitPrice"]} for i in o["items"]],
        } for o in u["orders"]],
    }


def _entry(u: dict[str, Any]) -> dict[str, Any]:
    """A canonical user as the users group entry; absent records' fields as 0 / F / ""."""
    address = u["address"]
    profile = u["profile"]
    prefs = profile["preferences"] if profile is not None else None
    present = {name for name, value in (("address", address), ("profile", profile), ("preferences", prefs))
               if value is not None}
    a = address or {}
    p = profile or {}
    f = prefs or {}
    return {
        "id": u["id"], "createdAt": u["createdAt"], "score": u["score"],
        "addressLatitude": a.get("latitude", 0.0), "addressLongitude": a.get("longitude", 0.0),
        "age": u["age"], "active": "T" if u["active"] else "F", "role": u["role"], "present": present,
        "preferencesEmailNotifications": "T" if f.get("emailNotifications") else "F",
        "preferencesPushNotifications": "T" if f.get("pushNotifications") else "F",
        "tags": [{"tag": t or ""} for t in u["tags"] or []],
        "attributes": [{"key": k or "", "value": v or ""} for k, v in (u["attributes"] or {}).items()],
        "links": [{"platform": link["platform"] or "", "url": link["url"] or ""} for link in p.get("links") or []],
        "orders": [{
            "orderId": o["orderId"], "placedAt": o["placedAt"], "status": o["status"],
            "items": [{"unitPrice": i["unitPrice"], "quantity": i["quantity"], "sku": i["sku"] or ""}
                      for i in o["items"] or []],
        } for o in u["orders"] or []],
        "username": u["username"] or "", "email": u["email"] or "", "firstName": u["firstName"] or "",
        "lastName": u["lastName"] or "", "addressStreet": a.get("street") or "", "addressCity": a.get("city") or "",
        "addressCountry": a.get("country") or "", "addressPostalCode": a.get("postalCode") or "",
        "profileBio": p.get("bio") or "", "profileAvatarUrl": p.get("avatarUrl") or "",
        "preferencesTheme": f.get("theme") or "", "preferencesLanguage": f.get("language") or "",
    }


# -- MediaContent ------------------------------------------------------------------------------

def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    name, message = media_schema().decode(payload)
    if name != MEDIA_MESSAGE:
        raise SbeError(f"a {name} message, not {MEDIA_MESSAGE}")
    return {"items": [_content(i) for i in message["items"]]}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    return media_schema().encode(MEDIA_MESSAGE, {"items": [_item(c) for c in batch["items"] or []]})


def _optional(entry: dict[str, Any], name: str) -> str | None:
    """An optional string: its value where its presence bit is set, else None (and it must be empty)."""
    if name in entry["present"]:
        return entry[name]
    if entry[name] != "":
        raise SbeError(f"{name} is marked absent but has {len(entry[name].encode('utf-8'))} bytes")
    return None


def _content(i: dict[str, Any]) -> dict[str, Any]:
    return {
        "media": {
            "uri": i["uri"], "title": _optional(i, "title"), "width": i["width"], "height": i["height"],
            "format": i["format"], "duration": i["duration"], "size": i["size"], "bitrate": i["bitrate"],
            "persons": [p["person"] for p in i["persons"]], "player": i["player"],
            "copyright": _optional(i, "copyright"),
        },
        "images": [{
            "uri": image["uri"], "title": _optional(image, "title"), "width": image["width"],
            "height": image["height"], "size": image["size"],
        } for image in i["images"]],
    }


def _item(c: dict[str, Any]) -> dict[str, Any]:
    """A canonical MediaContent as the items group entry; absent optional strings as ""."""
    m = c["media"]
    if m is None:
        raise SbeError("a MediaContent without its media: it is required in this schema")
    return {
        "width": m["width"], "height": m["height"], "duration": m["duration"], "size": m["size"],
        "bitrate": m["bitrate"], "player": m["player"],
        "present": {name for name in ("title", "copyright") if m[name] is not None},
        "images": [{
            "width": image["width"], "height": image["height"], "size": image["size"],
            "present": {"title"} if image["title"] is not None else set(),
            "uri": image["uri"] or "", "title": image["title"] or "",
        } for image in c["images"] or []],
        "persons": [{"person": p or ""} for p in m["persons"] or []],
        "uri": m["uri"] or "", "title": m["title"] or "", "format": m["format"] or "",
        "copyright": m["copyright"] or "",
    }
