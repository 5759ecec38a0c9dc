"""protostuff: the protobuf-compatible bytes of Protostuff's runtime schema, decoded and encoded
with Google's protobuf package and the Python code that grpcio-tools generates during set-up
from proto/serbench-protostuff.proto (the user model) and proto/mediacontent-protostuff.proto
(MediaContent).

The first describes what protostuff writes for users (services/protostuff,
ProtostuffCodec.users(), its layout UsersLayout): proto2 presence for nulls, enums by ordinal,
every list a message of its own with its elements as field 1, ``attributes`` a message of
key/value entries in order.

The second, what it writes for MediaContent (ProtostuffCodec.mediaContent(), its layout
MediaLayout): jvm-serializers' field numbers, proto2 presence for nulls, enums by ordinal, lists
as plain repeated fields (so an absent list is null: protostuff writes an empty one as nothing),
the model's ``hasBitrate`` flag as field 12 beside a bitrate that is always written, and a root
MediaBatch of the items followed by their ``count``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from google.protobuf import unknown_fields

from serbench.interop import PROTO_DIR, import_generated

FRAMEWORK = "protostuff"
PROTO = "serbench-protostuff.proto"
MEDIA_PROTO = "mediacontent-protostuff.proto"


def generate(out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "grpc_tools.protoc", f"-I{PROTO_DIR}", f"--python_out={out_dir}",
                    str(PROTO_DIR / PROTO), str(PROTO_DIR / MEDIA_PROTO)], check=True)


def messages():
    """The generated module serbench_protostuff_pb2."""
    return import_generated(FRAMEWORK, "serbench_protostuff_pb2")


def media_messages():
    """The generated module mediacontent_protostuff_pb2."""
    return import_generated(FRAMEWORK, "mediacontent_protostuff_pb2")


def decode_users(payload: bytes) -> dict[str, Any]:
    pb = messages()
    batch = pb.UserBatch.FromString(payload)
    _no_unknown_fields(batch)
    return {"users": _list(batch, "users", lambda u: _user(pb, u))}


def encode_users(batch: dict[str, Any]) -> bytes:
    pb = messages()
    message = pb.UserBatch()
    if batch["users"] is not None:
        message.users.SetInParent()
        for user in batch["users"]:
            _fill_user(message.users.v.add(), user)
    return message.SerializeToString()


def _no_unknown_fields(message, proto: str = PROTO) -> None:
    """A field the .proto does not know means the file no longer matches what protostuff writes
    (or, in proto2, an enum number it does not know)."""
    if len(unknown_fields.UnknownFieldSet(message)):
        raise ValueError(f"{message.DESCRIPTOR.name} holds fields unknown to {proto}")
    for field, value in message.ListFields():
        if field.message_type is None:
            continue
        for element in (value if field.is_repeated else [value]):
            _no_unknown_fields(element, proto)


def _get(message, field: str) -> Any:
    """A scalar or nested message; None when absent (protostuff writes no null)."""
    return getattr(message, field) if message.HasField(field) else None


def _list(message, field: str, convert) -> list | None:
    return [convert(element) for element in getattr(message, field).v] if message.HasField(field) else None


def _enum(enum_type, message, field: str) -> str | None:
    return enum_type.Name(getattr(message, field)) if message.HasField(field) else None


def _user(pb, u) -> dict[str, Any]:
    return {
        "id": u.id, "username": _get(u, "username"), "email": _get(u, "email"),
        "firstName": _get(u, "first_name"), "lastName": _get(u, "last_name"), "age": u.age,
        "score": u.score, "active": u.active, "role": _enum(pb.Role, u, "role"), "createdAt": u.created_at,
        "address": {
            "street": _get(u.address, "street"), "city": _get(u.address, "city"),
            "country": _get(u.address, "country"), "postalCode": _get(u.address, "postal_code"),
            "latitude": u.address.latitude, "longitude": u.address.longitude,
        } if u.HasField("address") else None,
        "profile": _profile(u.profile) if u.HasField("profile") else None,
        "tags": _list(u, "tags", str),
        "attributes": {entry.k: _get(entry, "v") for entry in u.attributes.e} if u.HasField("attributes") else None,
        "orders": _list(u, "orders", lambda o: {
            "orderId": o.order_id, "status": _enum(pb.OrderStatus, o, "status"), "placedAt": o.placed_at,
            "items": _list(o, "items", lambda i: {"sku": _get(i, "sku"), "quantity": i.quantity,
                                                  "unitPrice": i.unit_price}),
        }),
    }


def _profile(p) -> dict[str, Any]:
    return {
        "bio": _get(p, "bio"), "avatarUrl": _get(p, "avatar_url"),
        "links": _list(p, "links", lambda link: {"platform": _get(link, "platform"), "url": _get(link, "url")}),
        "preferences": {
            "theme": _get(p.preferences, "theme"), "language": _get(p.preferences, "language"),
            "emailNotifications": p.preferences.email_notifications,
            "pushNotifications": p.preferences.push_notifications,
        } if p.HasField("preferences") else None,
    }


def _set(message, field: str, value: Any) -> None:
    """Sets a field unless the value is null (then the field stays absent, as protostuff writes it)."""
    if value is not None:
        setattr(message, field, value)


def _fill_user(m, u: dict[str, Any]) -> None:
    m.id, m.age, m.score, m.active, m.created_at = u["id"], u["age"], float(u["score"]), u["active"], u["createdAt"]
    for field, key in (("username", "username"), ("email", "email"), ("first_name", "firstName"),
                       ("last_name", "lastName")):
        _set(m, field, u[key])
    if u["role"] is not None:
        m.role = m.DESCRIPTOR.fields_by_name["role"].enum_type.values_by_name[u["role"]].number
    if u["address"] is not None:
        a = u["address"]
        m.address.SetInParent()
        for field, key in (("street", "street"), ("city", "city"), ("country", "country"),
                           ("postal_code", "postalCode")):
            _set(m.address, field, a[key])
        m.address.latitude, m.address.longitude = float(a["latitude"]), float(a["longitude"])
    if u["profile"] is not None:
        _fill_profile(m.profile, u["profile"])
    if u["tags"] is not None:
        m.tags.SetInParent()
        m.tags.v.extend(u["tags"])
    if u["attributes"] is not None:
        m.attributes.SetInParent()
        for key, value in u["attributes"].items():
            entry = m.attributes.e.add(k=key)
            _set(entry, "v", value)
    if u["orders"] is not None:
        m.orders.SetInParent()
        for o in u["orders"]:
            order = m.orders.v.add(order_id=o["orderId"], placed_at=o["placedAt"])
            if o["status"] is not None:
                order.status = order.DESCRIPTOR.fields_by_name["status"].enum_type.values_by_name[o["status"]].number
            if o["items"] is not None:
                order.items.SetInParent()
                for i in o["items"]:
                    item = order.items.v.add(quantity=i["quantity"], unit_price=float(i["unitPrice"]))
                    _set(item, "sku", i["sku"])


def _fill_profile(m, p: dict[str, Any]) -> None:
    m.SetInParent()
    _set(m, "bio", p["bio"])
    _set(m, "avatar_url", p["avatarUrl"])
    if p["links"] is not None:
        m.links.SetInParent()
        for link in p["links"]:
            added = m.links.v.add()
            added.SetInParent()
            _set(added, "platform", link["platform"])
            _set(added, "url", link["url"])
    if p["preferences"] is not None:
        prefs = p["preferences"]
        m.preferences.SetInParent()
        _set(m.preferences, "theme", prefs["theme"])
        _set(m.preferences, "language", prefs["language"])
        m.preferences.email_notifications = prefs["emailNotifications"]
        m.preferences.push_notifications = prefs["pushNotifications"]


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    pb = media_messages()
    batch = pb.MediaBatch.FromString(payload)
    _no_unknown_fields(batch, MEDIA_PROTO)
    if not batch.HasField("count"):
        raise ValueError("no item count: the payload ends early (it follows the items)")
    if batch.count != len(batch.items):
        raise ValueError(f"the batch says {batch.count} items but holds {len(batch.items)}")
    return {"items": [_media_content(pb, content) for content in batch.items]}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    pb = media_messages()
    message = pb.MediaBatch()
    for content in batch["items"]:
        _fill_media_content(message.items.add(), content)
    message.count = len(message.items)
    return message.SerializeToString()


def _repeated(message, field: str) -> list | None:
    """A list: protostuff writes an empty or null one as no element, and reads it back as null."""
    return list(getattr(message, field)) or None


def _media_content(pb, c) -> dict[str, Any]:
    m = c.media
    images = [{
        "uri": _get(i, "uri"), "title": _get(i, "title"), "width": i.width, "height": i.height,
        "size": _enum(pb.Image.Size, i, "size"),
    } for i in c.images]
    return {
        "media": {
            "uri": _get(m, "uri"), "title": _get(m, "title"), "width": m.width, "height": m.height,
            "format": _get(m, "format"), "duration": m.duration, "size": m.size,
            "bitrate": m.bitrate if m.has_bitrate else None,
            "persons": _repeated(m, "persons"), "player": _enum(pb.Media.Player, m, "player"),
            "copyright": _get(m, "copyright"),
        } if c.HasField("media") else None,
        "images": images or None,
    }


def _fill_media_content(m, c: dict[str, Any]) -> None:
    media = c["media"]
    if media is not None:
        out = m.media
        out.SetInParent()
        # primitives, always written by protostuff: the bitrate is 0 when unset, has_bitrate says which
        out.width, out.height, out.duration, out.size = media["width"], media["height"], media["duration"], media["size"]
        out.bitrate = media["bitrate"] if media["bitrate"] is not None else 0
        out.has_bitrate = media["bitrate"] is not None
        for field in ("uri", "title", "format", "copyright"):
            _set(out, field, media[field])
        if media["persons"] is not None:
            out.persons.extend(media["persons"])
        if media["player"] is not None:
            out.player = out.Player.Value(media["player"])
    for image in c["images"] or ():
        added = m.images.add(width=image["width"], height=image["height"])
        _set(added, "uri", image["uri"])
        _set(added, "title", image["title"])
        if image["size"] is not None:
            added.size = added.Size.Value(image["size"])
