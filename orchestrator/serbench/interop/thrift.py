"""thrift: TCompactProtocol, decoded and encoded with the ``thrift`` package (its pure-Python
TCompactProtocol) and the Python code that ``thrift --gen py`` generates during set-up from
proto/serbench.thrift (package ``serbench_thrift``) and proto/mediacontent.thrift (package
``serbench_thrift_media``).

Users: optional fields left unset are None, which is how the schema carries the model's nulls;
``attributes`` is an ordered list of key/value structs (see the schema), turned back into a
map here.

MediaContent: one MediaBatch struct whose ``items`` list holds jvm-serializers' MediaContent
structs, with that schema's field names: ``image`` (the images, field 1, before ``media``) and
``person`` (the persons); the enums Player and Size are i32 numbers (JAVA/SMALL = 0). The
optional title, bitrate and copyright are None when unset; every other field is required, and a
missing one is refused here as the Java reader refuses it.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

from thrift.protocol.TCompactProtocol import TCompactProtocol
from thrift.transport.TTransport import TMemoryBuffer

from serbench.interop import PROTO_DIR, import_generated

FRAMEWORK = "thrift"


def generate(out_dir: Path) -> None:
    if out_dir.exists():
        shutil.rmtree(out_dir)  # only ever our own generated code: no stale modules survive
    out_dir.mkdir(parents=True)
    for schema in ("serbench.thrift", "mediacontent.thrift"):  # one package each (their py namespaces)
        subprocess.run(["thrift", "--gen", "py", "-out", str(out_dir), str(PROTO_DIR / schema)], check=True)
    # The compiler also drops an __init__.py at the top of out_dir, which would make the folder
    # itself a package named "thrift", the name of the library: only serbench_thrift is needed.
    (out_dir / "__init__.py").unlink(missing_ok=True)


def types():
    """The generated module serbench_thrift.ttypes."""
    return import_generated(FRAMEWORK, "serbench_thrift.ttypes")


def media_types():
    """The generated module serbench_thrift_media.ttypes."""
    return import_generated(FRAMEWORK, "serbench_thrift_media.ttypes")


def decode_users(payload: bytes) -> dict[str, Any]:
    t = types()
    transport = TMemoryBuffer(payload)
    batch = t.UserBatch()
    batch.read(TCompactProtocol(transport))
    if transport.read(1):
        raise ValueError("bytes left after the batch")
    return {"users": None if batch.users is None else [_user(t, u) for u in batch.users]}


def encode_users(batch: dict[str, Any]) -> bytes:
    t = types()
    users = batch["users"]
    struct = t.UserBatch(users=None if users is None else [_user_struct(t, u) for u in users])
    transport = TMemoryBuffer()
    struct.write(TCompactProtocol(transport))
    return transport.getvalue()


def _name(enum_type, number: int | None) -> str | None:
    if number is None:
        return None
    try:
        return enum_type._VALUES_TO_NAMES[number]
    except KeyError:
        raise ValueError(f"{number} is no {enum_type.__name__}") from None


def _number(enum_type, name: str | None) -> int | None:
    return None if name is None else enum_type._NAMES_TO_VALUES[name]


def _list(items, convert):
    return None if items is None else [convert(item) for item in items]


def _user(t, u) -> dict[str, Any]:
    return {
        "id": u.id, "username": u.username, "email": u.email, "firstName": u.firstName,
        "lastName": u.lastName, "age": u.age, "score": u.score, "active": u.active,
        "role": _name(t.Role, u.role), "createdAt": u.createdAt,
        "address": None if u.address is None else {
            "street": u.address.street, "city": u.address.city, "country": u.address.country,
            "postalCode": u.address.postalCode, "latitude": u.address.latitude,
            "longitude": u.address.longitude,
        },
        "profile": None if u.profile is None else {
            "bio": u.profile.bio, "avatarUrl": u.profile.avatarUrl,
            "links": _list(u.profile.links, lambda link: {"platform": link.platform, "url": link.url}),
            "preferences": None if u.profile.preferences is None else {
                "theme": u.profile.preferences.theme, "language": u.profile.preferences.language,
                "emailNotifications": u.profile.preferences.emailNotifications,
                "pushNotifications": u.profile.preferences.pushNotifications,
            },
        },
        "tags": None if u.tags is None else list(u.tags),
        "attributes": None if u.attributes is None else {a.key: a.value for a in u.attributes},
        "orders": _list(u.orders, lambda o: {
            "orderId": o.orderId, "status": _name(t.OrderStatus, o.status), "placedAt": o.placedAt,
            "items": _list(o.items, lambda i: {"sku": i.sku, "quantity": i.quantity, "unitPrice": i.unitPrice}),
        }),
    }


def _user_struct(t, u: dict[str, Any]):
    a, p = u["address"], u["profile"]
    return t.User(
        id=u["id"], username=u["username"], email=u["email"], firstName=u["firstName"],
        lastName=u["lastName"], age=u["age"], score=u["score"], active=u["active"],
        role=_number(t.Role, u["role"]), createdAt=u["createdAt"],
        address=None if a is None else t.Address(
            street=a["street"], city=a["city"], country=a["country"], postalCode=a["postalCode"],
            latitude=a["latitude"], longitude=a["longitude"]),
        profile=None if p is None else t.Profile(
            bio=p["bio"], avatarUrl=p["avatarUrl"],
            links=_list(p["links"], lambda link: t.SocialLink(platform=link["platform"], url=link["url"])),
            preferences=None if p["preferences"] is None else t.Preferences(
                theme=p["preferences"]["theme"], language=p["preferences"]["language"],
                emailNotifications=p["preferences"]["emailNotifications"],
                pushNotifications=p["preferences"]["pushNotifications"])),
        tags=None if u["tags"] is None else list(u["tags"]),
        attributes=None if u["attributes"] is None
        else [t.Attribute(key=k, value=v) for k, v in u["attributes"].items()],
        orders=_list(u["orders"], lambda o: t.Order(
            orderId=o["orderId"], status=_number(t.OrderStatus, o["status"]), placedAt=o["placedAt"],
            items=_list(o["items"], lambda i: t.OrderItem(
                sku=i["sku"], quantity=i["quantity"], unitPrice=i["unitPrice"])))),
    )


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    t = media_types()
    transport = TMemoryBuffer(payload)
    batch = t.MediaBatch()
    batch.read(TCompactProtocol(transport))
    if transport.read(1):
        raise ValueError("bytes left after the batch")
    return {"items": [_content(t, c) for c in _required(batch, "items")]}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    t = media_types()
    struct = t.MediaBatch(items=[_content_struct(t, c) for c in batch["items"]])
    transport = TMemoryBuffer()
    struct.write(TCompactProtocol(transport))
    return transport.getvalue()


def _required(struct, name: str):
    # The generated Python reader does not check requiredness: a missing required field is None.
    value = getattr(struct, name)
    if value is None:
        raise ValueError(f"required field {type(struct).__name__}.{name} is missing")
    return value


def _content(t, c) -> dict[str, Any]:
    m = _required(c, "media")
    return {
        "media": {
            "uri": m.uri, "title": m.title,
            "width": _required(m, "width"), "height": _required(m, "height"),
            "format": _required(m, "format"), "duration": _required(m, "duration"),
            "size": _required(m, "size"), "bitrate": m.bitrate,
            "persons": list(_required(m, "person")),
            "player": _name(t.Player, _required(m, "player")), "copyright": m.copyright,
        },
        "images": [{
            "uri": i.uri, "title": i.title, "width": _required(i, "width"), "height": _required(i, "height"),
            "size": _name(t.Size, _required(i, "size")),
        } for i in _required(c, "image")],
    }


def _content_struct(t, c: dict[str, Any]):
    m = c["media"]
    return t.MediaContent(
        image=[t.Image(uri=i["uri"], title=i["title"], width=i["width"], height=i["height"],
                       size=_number(t.Size, i["size"])) for i in c["images"]],
        media=t.Media(
            uri=m["uri"], title=m["title"], width=m["width"], height=m["height"], format=m["format"],
            duration=m["duration"], size=m["size"], bitrate=m["bitrate"], person=list(m["persons"]),
            player=_number(t.Player, m["player"]), copyright=m["copyright"]),
    )
