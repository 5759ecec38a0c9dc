"""sbe: decoded and encoded by serbench's own generic SBE codec (``sbe_schema``), driven by
proto/serbench-sbe.xml. No maintained SBE library exists for Python; the codec reads the
schema XML and knows nothing of this message, and nothing generated for the Java side is used.

This module only maps the message's layout (see the schema's header comment) to the canonical
tree and back: Address, Profile and Preferences are flattened into the user entry with the
``present`` bit set saying which exist; booleans are the BooleanType enum; var data and groups
have no null, so a null string or list is written as empty (and a decoded one is never None).
"""

from __future__ import annotations

from typing import Any

from serbench.interop import PROTO_DIR
from serbench.interop.sbe_schema import Schema, SbeError

SCHEMA_PATH = PROTO_DIR / "serbench-sbe.xml"
MESSAGE = "UserBatch"

_schema: Schema | None = None


def schema() -> Schema:
    global _schema
    if _schema is None:
        _schema = Schema(SCHEMA_PATH)
    return _schema


def decode(payload: bytes) -> dict[str, Any]:
    name, message = schema().decode(payload)
    if name != MESSAGE:
        raise SbeError(f"a {name} message, not {MESSAGE}")
    return {"users": [_user(u) for u in message["users"]]}


def encode(batch: dict[str, Any]) -> bytes:
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
