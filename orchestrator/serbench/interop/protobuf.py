"""protobuf: decoded and encoded with Google's protobuf package and the Python code that
grpcio-tools generates during set-up (also used by grpc): serbench_pb2 from proto/serbench.proto
(the user model, proto3) and mediacontent_pb2 from proto/mediacontent.proto (MediaContent).

MediaContent is jvm-serializers' proto2 media.proto: a MediaBatch of ``items`` (field 1), then
``count`` (field 2, the number of items, which a payload cut between two items lacks); each
MediaContent its ``image`` list (1) and ``media`` (2); required fields always present, the
optional title, bitrate and copyright absent when null; enums by jvm-serializers' numbers
(JAVA = 0, FLASH = 1; SMALL = 0, LARGE = 1).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from serbench.interop import PROTO_DIR, import_generated

FRAMEWORK = "protobuf"


def generate(out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "grpc_tools.protoc", f"-I{PROTO_DIR}", f"--python_out={out_dir}",
                    f"--grpc_python_out={out_dir}", str(PROTO_DIR / "serbench.proto")], check=True)
    subprocess.run([sys.executable, "-m", "grpc_tools.protoc", f"-I{PROTO_DIR}", f"--python_out={out_dir}",
                    str(PROTO_DIR / "mediacontent.proto")], check=True)


def messages():
    """The generated module serbench_pb2."""
    return import_generated(FRAMEWORK, "serbench_pb2")


def media_messages():
    """The generated module mediacontent_pb2."""
    return import_generated(FRAMEWORK, "mediacontent_pb2")


def decode_users(payload: bytes) -> dict[str, Any]:
    pb = messages()
    batch = pb.UserBatch.FromString(payload)
    return {"users": [_user(pb, u) for u in batch.users]}


def encode_users(batch: dict[str, Any]) -> bytes:
    pb = messages()
    message = pb.UserBatch()
    for user in batch["users"]:
        _fill_user(pb, message.users.add(), user)
    return message.SerializeToString()


def _enum(enum_type, number: int, unspecified: str) -> str | None:
    name = enum_type.Name(number)
    return None if name == unspecified else name


def _user(pb, u) -> dict[str, Any]:
    return {
        "id": u.id, "username": u.username, "email": u.email, "firstName": u.first_name,
        "lastName": u.last_name, "age": u.age, "score": u.score, "active": u.active,
        "role": _enum(pb.Role, u.role, "ROLE_UNSPECIFIED"), "createdAt": u.created_at,
        "address": {
            "street": u.address.street, "city": u.address.city, "country": u.address.country,
            "postalCode": u.address.postal_code, "latitude": u.address.latitude,
            "longitude": u.address.longitude,
        } if u.HasField("address") else None,
        "profile": {
            "bio": u.profile.bio, "avatarUrl": u.profile.avatar_url,
            "links": [{"platform": link.platform, "url": link.url} for link in u.profile.links],
            "preferences": {
                "theme": u.profile.preferences.theme, "language": u.profile.preferences.language,
                "emailNotifications": u.profile.preferences.email_notifications,
                "pushNotifications": u.profile.preferences.push_notifications,
            } if u.profile.HasField("preferences") else None,
        } if u.HasField("profile") else None,
        "tags": list(u.tags),
        "attributes": {a.key: a.value for a in u.attributes},
        "orders": [{
            "orderId": o.order_id, "status": _enum(pb.OrderStatus, o.status, "ORDER_STATUS_UNSPECIFIED"),
            "placedAt": o.placed_at,
            "items": [{"sku": i.sku, "quantity": i.quantity, "unitPrice": i.unit_price} for i in o.items],
        } for o in u.orders],
    }


def _fill_user(pb, m, u: dict[str, Any]) -> None:
    m.id, m.username, m.email = u["id"], u["username"], u["email"]
    m.first_name, m.last_name, m.age = u["firstName"], u["lastName"], u["age"]
    m.score, m.active, m.created_at = u["score"], u["active"], u["createdAt"]
    m.role = pb.Role.Value(u["role"]) if u["role"] else 0
    if u["address"] is not None:
        a = u["address"]
        m.address.street, m.address.city, m.address.country = a["street"], a["city"], a["country"]
        m.address.postal_code, m.address.latitude, m.address.longitude = a["postalCode"], a["latitude"], a["longitude"]
    if u["profile"] is not None:
        p = u["profile"]
        m.profile.bio, m.profile.avatar_url = p["bio"], p["avatarUrl"]
        for link in p["links"]:
            m.profile.links.add(platform=link["platform"], url=link["url"])
        if p["preferences"] is not None:
            prefs = p["preferences"]
            m.profile.preferences.theme, m.profile.preferences.language = prefs["theme"], prefs["language"]
            m.profile.preferences.email_notifications = prefs["emailNotifications"]
            m.profile.preferences.push_notifications = prefs["pushNotifications"]
    m.tags.extend(u["tags"])
    for key, value in u["attributes"].items():
        m.attributes.add(key=key, value=value)
    for o in u["orders"]:
        order = m.orders.add(order_id=o["orderId"], placed_at=o["placedAt"])
        order.status = pb.OrderStatus.Value(o["status"]) if o["status"] else 0
        for i in o["items"]:
            order.items.add(sku=i["sku"], quantity=i["quantity"], unit_price=i["unitPrice"])


def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    pb = media_messages()
    batch = pb.MediaBatch.FromString(payload)
    # Parsing does not check proto2's required fields; an unknown enum number also leaves one unset.
    if not batch.IsInitialized():
        raise ValueError(f"required fields missing: {', '.join(batch.FindInitializationErrors())}")
    if batch.count != len(batch.items):
        raise ValueError(f"the batch says {batch.count} items but holds {len(batch.items)}")
    return {"items": [_media_content(pb, content) for content in batch.items]}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    pb = media_messages()
    message = pb.MediaBatch()
    for content in batch["items"]:
        _fill_media_content(pb, message.items.add(), content)
    message.count = len(message.items)
    return message.SerializeToString()  # raises if a required field was left unset


def _optional(message, field: str) -> Any:
    """An optional field with presence: None when absent."""
    return getattr(message, field) if message.HasField(field) else None


def _media_content(pb, c) -> dict[str, Any]:
    m = c.media
    return {
        "media": {
            "uri": m.uri, "title": _optional(m, "title"), "width": m.width, "height": m.height,
            "format": m.format, "duration": m.duration, "size": m.size, "bitrate": _optional(m, "bitrate"),
            "persons": list(m.person), "player": pb.Media.Player.Name(m.player),
            "copyright": _optional(m, "copyright"),
        },
        "images": [{
            "uri": i.uri, "title": _optional(i, "title"), "width": i.width, "height": i.height,
            "size": pb.Image.Size.Name(i.size),
        } for i in c.image],
    }


def _fill_media_content(pb, m, c: dict[str, Any]) -> None:
    media = c["media"]
    m.media.uri, m.media.width, m.media.height = media["uri"], media["width"], media["height"]
    m.media.format, m.media.duration, m.media.size = media["format"], media["duration"], media["size"]
    m.media.person.extend(media["persons"])
    m.media.player = pb.Media.Player.Value(media["player"])
    for field in ("title", "bitrate", "copyright"):
        if media[field] is not None:
            setattr(m.media, field, media[field])
    for image in c["images"]:
        added = m.image.add(uri=image["uri"], width=image["width"], height=image["height"],
                            size=pb.Image.Size.Value(image["size"]))
        if image["title"] is not None:
            added.title = image["title"]
