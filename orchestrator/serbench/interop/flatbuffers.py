"""flatbuffers: decoded and encoded with Google's ``flatbuffers`` Python package and the code
that flatc generates from proto/serbench.fbs and proto/mediacontent.fbs during set-up (package
``serbench_fb``, both schemas' namespace).

The payload is size-prefixed (a little-endian uint32 byte count, then the buffer with the
file identifier "SBFB"); the decoder checks both, as the Java codec does. Strings are bytes
in FlatBuffers' Python API and are decoded as UTF-8 here; absent strings, vectors and tables
are None, and an enum's UNSPECIFIED (0) is None.

MediaContent (``decode_mediacontent``/``encode_mediacontent``): the same framing with the identifier "SBMC";
the root ``MediaBatch`` holds a vector ``items`` of jvm-serializers' ``MediaContent`` tables
(``images`` id 0, ``media`` id 1). Absent title/copyright strings are None (an empty one is
present); the bitrate is an optional scalar (``= null``), which the generated accessor returns
as None when absent; the enums are jvm-serializers' (JAVA = 0, FLASH = 1, SMALL = 0, LARGE = 1,
no null). The fields marked ``required`` (uri, format, persons, images, media) must be there:
the decoder refuses a buffer without one, as the C++ verifier would, and the encoder a null.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path
from typing import Any

import flatbuffers

from serbench.interop import PROTO_DIR, import_generated

FRAMEWORK = "flatbuffers"
FILE_IDENTIFIER = b"SBFB"
MEDIA_FILE_IDENTIFIER = b"SBMC"
SCHEMAS = ("serbench.fbs", "mediacontent.fbs")


def generate(out_dir: Path) -> None:
    # flatc writes serbench_fb/ (the schema's namespace) under out_dir; start clean so that a
    # table removed from the schema does not linger.
    shutil.rmtree(out_dir / "serbench_fb", ignore_errors=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(["flatc", "--python", "-o", str(out_dir), *(str(PROTO_DIR / name) for name in SCHEMAS)],
                   check=True)


class _Generated:
    """The generated modules, imported once."""

    def __init__(self) -> None:
        import_generated(FRAMEWORK, "serbench_fb")
        names = ("UserBatch", "User", "Attribute", "Address", "Profile", "SocialLink", "Preferences",
                 "Order", "OrderItem", "Role", "OrderStatus",
                 "MediaBatch", "MediaContent", "Media", "Image", "Player", "Size")
        for name in names:
            setattr(self, name, import_generated(FRAMEWORK, f"serbench_fb.{name}"))
        self.role_names = _enum_names(self.Role.Role)
        self.status_names = _enum_names(self.OrderStatus.OrderStatus)
        self.role_numbers = {name: number for number, name in self.role_names.items()}
        self.status_numbers = {name: number for number, name in self.status_names.items()}
        self.player_names = _enum_names(self.Player.Player)
        self.size_names = _enum_names(self.Size.Size)
        self.player_numbers = {name: number for number, name in self.player_names.items()}
        self.size_numbers = {name: number for number, name in self.size_names.items()}


_generated: _Generated | None = None


def _fb() -> _Generated:
    global _generated
    if _generated is None:
        _generated = _Generated()
    return _generated


def _enum_names(enum_class) -> dict[int, str]:
    return {number: name for name, number in vars(enum_class).items() if not name.startswith("_")}


# ---------------------------------------------------------------------------------------------
# decode

def decode_users(payload: bytes) -> dict[str, Any]:
    fb = _fb()
    _check_framing(payload, FILE_IDENTIFIER)
    root = fb.UserBatch.UserBatch.GetRootAs(payload, 4)
    if root.UsersIsNone():
        return {"users": None}
    return {"users": [_user(fb, root.Users(i)) for i in range(root.UsersLength())]}


def _check_framing(payload: bytes, identifier: bytes) -> None:
    if len(payload) < 12:
        raise ValueError(f"a size-prefixed FlatBuffer takes at least 12 bytes, got {len(payload)}")
    (declared,) = struct.unpack_from("<I", payload, 0)
    if declared != len(payload) - 4:
        raise ValueError(f"the size prefix says {declared} bytes follow, but {len(payload) - 4} do")
    if payload[8:12] != identifier:
        raise ValueError(f"file identifier {payload[8:12]!r} is not {identifier!r}")


def _text(raw: bytes | None) -> str | None:
    return None if raw is None else raw.decode("utf-8")


def _enum(names: dict[int, str], number: int) -> str | None:
    name = names[number]  # a number outside the schema is a KeyError: refused
    return None if name == "UNSPECIFIED" else name


def _user(fb: _Generated, u) -> dict[str, Any]:
    address = u.Address()
    profile = u.Profile()
    return {
        "id": u.Id(), "username": _text(u.Username()), "email": _text(u.Email()),
        "firstName": _text(u.FirstName()), "lastName": _text(u.LastName()), "age": u.Age(),
        "score": u.Score(), "active": u.Active(), "role": _enum(fb.role_names, u.Role()),
        "createdAt": u.CreatedAt(),
        "address": None if address is None else {
            "street": _text(address.Street()), "city": _text(address.City()),
            "country": _text(address.Country()), "postalCode": _text(address.PostalCode()),
            "latitude": address.Latitude(), "longitude": address.Longitude(),
        },
        "profile": None if profile is None else _profile(profile),
        "tags": None if u.TagsIsNone() else [_text(u.Tags(i)) for i in range(u.TagsLength())],
        "attributes": None if u.AttributesIsNone() else {
            _text(a.Key()): _text(a.Value()) for a in (u.Attributes(i) for i in range(u.AttributesLength()))
        },
        "orders": None if u.OrdersIsNone() else [_order(fb, u.Orders(i)) for i in range(u.OrdersLength())],
    }


def _profile(p) -> dict[str, Any]:
    prefs = p.Preferences()
    return {
        "bio": _text(p.Bio()), "avatarUrl": _text(p.AvatarUrl()),
        "links": None if p.LinksIsNone() else [
            {"platform": _text(link.Platform()), "url": _text(link.Url())}
            for link in (p.Links(i) for i in range(p.LinksLength()))
        ],
        "preferences": None if prefs is None else {
            "theme": _text(prefs.Theme()), "language": _text(prefs.Language()),
            "emailNotifications": prefs.EmailNotifications(), "pushNotifications": prefs.PushNotifications(),
        },
    }


def _order(fb: _Generated, o) -> dict[str, Any]:
    return {
        "orderId": o.OrderId(), "status": _enum(fb.status_names, o.Status()), "placedAt": o.PlacedAt(),
        "items": None if o.ItemsIsNone() else [
            {"sku": _text(item.Sku()), "quantity": item.Quantity(), "unitPrice": item.UnitPrice()}
            for item in (o.Items(i) for i in range(o.ItemsLength()))
        ],
    }


# ---------------------------------------------------------------------------------------------
# encode: children first (FlatBuffers builds back to front), 0 is "absent"

def encode_users(batch: dict[str, Any]) -> bytes:
    fb = _fb()
    b = flatbuffers.Builder(1 << 16)
    users = None if batch["users"] is None else _vector(b, [_build_user(fb, b, u) for u in batch["users"]])
    fb.UserBatch.UserBatchStart(b)
    if users is not None:
        fb.UserBatch.UserBatchAddUsers(b, users)
    b.FinishSizePrefixed(fb.UserBatch.UserBatchEnd(b), FILE_IDENTIFIER)
    return bytes(b.Output())


def _vector(b, offsets: list[int]) -> int:
    b.StartVector(4, len(offsets), 4)
    for offset in reversed(offsets):
        b.PrependUOffsetTRelative(offset)
    return b.EndVector()


def _string(b, s: str | None) -> int:
    return 0 if s is None else b.CreateString(s)


def _build_user(fb: _Generated, b, u: dict[str, Any]) -> int:
    m = fb.User
    username, email = _string(b, u["username"]), _string(b, u["email"])
    first_name, last_name = _string(b, u["firstName"]), _string(b, u["lastName"])
    address = 0 if u["address"] is None else _build_address(fb, b, u["address"])
    profile = 0 if u["profile"] is None else _build_profile(fb, b, u["profile"])
    tags = 0 if u["tags"] is None else _vector(b, [_string(b, t) for t in u["tags"]])
    attributes = 0
    if u["attributes"] is not None:
        entries = []
        for key, value in u["attributes"].items():
            k, v = _string(b, key), _string(b, value)
            fb.Attribute.AttributeStart(b)
            fb.Attribute.AttributeAddKey(b, k)
            fb.Attribute.AttributeAddValue(b, v)
            entries.append(fb.Attribute.AttributeEnd(b))
        attributes = _vector(b, entries)
    orders = 0 if u["orders"] is None else _vector(b, [_build_order(fb, b, o) for o in u["orders"]])
    m.UserStart(b)
    m.UserAddId(b, u["id"])
    m.UserAddScore(b, u["score"])
    m.UserAddCreatedAt(b, u["createdAt"])
    m.UserAddUsername(b, username)
    m.UserAddEmail(b, email)
    m.UserAddFirstName(b, first_name)
    m.UserAddLastName(b, last_name)
    m.UserAddAge(b, u["age"])
    m.UserAddAddress(b, address)
    m.UserAddProfile(b, profile)
    m.UserAddTags(b, tags)
    m.UserAddAttributes(b, attributes)
    m.UserAddOrders(b, orders)
    m.UserAddActive(b, u["active"])
    m.UserAddRole(b, 0 if u["role"] is None else fb.role_numbers[u["role"]])
    return m.UserEnd(b)


def _build_address(fb: _Generated, b, a: dict[str, Any]) -> int:
    m = fb.Address
    street, city = _string(b, a["street"]), _string(b, a["city"])
    country, postal_code = _string(b, a["country"]), _string(b, a["postalCode"])
    m.AddressStart(b)
    m.AddressAddLatitude(b, a["latitude"])
    m.AddressAddLongitude(b, a["longitude"])
    m.AddressAddStreet(b, street)
    m.AddressAddCity(b, city)
    m.AddressAddCountry(b, country)
    m.AddressAddPostalCode(b, postal_code)
    return m.AddressEnd(b)


def _build_profile(fb: _Generated, b, p: dict[str, Any]) -> int:
    bio, avatar_url = _string(b, p["bio"]), _string(b, p["avatarUrl"])
    links = 0
    if p["links"] is not None:
        built = []
        for link in p["links"]:
            platform, url = _string(b, link["platform"]), _string(b, link["url"])
            fb.SocialLink.SocialLinkStart(b)
            fb.SocialLink.SocialLinkAddPlatform(b, platform)
            fb.SocialLink.SocialLinkAddUrl(b, url)
            built.append(fb.SocialLink.SocialLinkEnd(b))
        links = _vector(b, built)
    preferences = 0
    prefs = p["preferences"]
    if prefs is not None:
        theme, language = _string(b, prefs["theme"]), _string(b, prefs["language"])
        m = fb.Preferences
        m.PreferencesStart(b)
        m.PreferencesAddTheme(b, theme)
        m.PreferencesAddLanguage(b, language)
        m.PreferencesAddEmailNotifications(b, prefs["emailNotifications"])
        m.PreferencesAddPushNotifications(b, prefs["pushNotifications"])
        preferences = m.PreferencesEnd(b)
    m = fb.Profile
    m.ProfileStart(b)
    m.ProfileAddBio(b, bio)
    m.ProfileAddAvatarUrl(b, avatar_url)
    m.ProfileAddLinks(b, links)
    m.ProfileAddPreferences(b, preferences)
    return m.ProfileEnd(b)


def _build_order(fb: _Generated, b, o: dict[str, Any]) -> int:
    items = 0
    if o["items"] is not None:
        built = []
        for item in o["items"]:
            sku = _string(b, item["sku"])
            m = fb.OrderItem
            m.OrderItemStart(b)
            m.OrderItemAddUnitPrice(b, item["unitPrice"])
            m.OrderItemAddSku(b, sku)
            m.OrderItemAddQuantity(b, item["quantity"])
            built.append(m.OrderItemEnd(b))
        items = _vector(b, built)
    m = fb.Order
    m.OrderStart(b)
    m.OrderAddOrderId(b, o["orderId"])
    m.OrderAddPlacedAt(b, o["placedAt"])
    m.OrderAddItems(b, items)
    m.OrderAddStatus(b, 0 if o["status"] is None else fb.status_numbers[o["status"]])
    return m.OrderEnd(b)


# ---------------------------------------------------------------------------------------------
# MediaContent (proto/mediacontent.fbs)

def decode_mediacontent(payload: bytes) -> dict[str, Any]:
    fb = _fb()
    _check_framing(payload, MEDIA_FILE_IDENTIFIER)
    root = fb.MediaBatch.MediaBatch.GetRootAs(payload, 4)
    if root.ItemsIsNone():
        return {"items": None}
    return {"items": [_media_content(fb, root.Items(i)) for i in range(root.ItemsLength())]}


def _required(value, field: str):
    if value is None:
        raise ValueError(f"the required field {field} is missing")
    return value


def _named(names: dict[int, str], number: int, enum: str) -> str:
    if number not in names:
        raise ValueError(f"{number} is not a {enum} of the schema")
    return names[number]


def _media_content(fb: _Generated, c) -> dict[str, Any]:
    if c.ImagesIsNone():
        raise ValueError("the required field MediaContent.images is missing")
    media = _required(c.Media(), "MediaContent.media")
    return {"media": _media(fb, media), "images": [_image(fb, c.Images(i)) for i in range(c.ImagesLength())]}


def _media(fb: _Generated, m) -> dict[str, Any]:
    if m.PersonsIsNone():
        raise ValueError("the required field Media.persons is missing")
    return {
        "uri": _required(_text(m.Uri()), "Media.uri"), "title": _text(m.Title()),
        "width": m.Width(), "height": m.Height(), "format": _required(_text(m.Format()), "Media.format"),
        "duration": m.Duration(), "size": m.Size(),
        "bitrate": m.Bitrate(),  # an optional scalar: None when absent
        "persons": [_text(m.Persons(i)) for i in range(m.PersonsLength())],
        "player": _named(fb.player_names, m.Player(), "Player"), "copyright": _text(m.Copyright()),
    }


def _image(fb: _Generated, i) -> dict[str, Any]:
    return {"uri": _required(_text(i.Uri()), "Image.uri"), "title": _text(i.Title()), "width": i.Width(),
            "height": i.Height(), "size": _named(fb.size_names, i.Size(), "Size")}


def encode_mediacontent(batch: dict[str, Any]) -> bytes:
    fb = _fb()
    b = flatbuffers.Builder(1 << 16)
    items = None if batch["items"] is None else _vector(b, [_build_media_content(fb, b, c) for c in batch["items"]])
    fb.MediaBatch.MediaBatchStart(b)
    if items is not None:
        fb.MediaBatch.MediaBatchAddItems(b, items)
    b.FinishSizePrefixed(fb.MediaBatch.MediaBatchEnd(b), MEDIA_FILE_IDENTIFIER)
    return bytes(b.Output())


def _build_media_content(fb: _Generated, b, c: dict[str, Any]) -> int:
    images = _vector(b, [_build_image(fb, b, i) for i in _required(c["images"], "MediaContent.images")])
    media = _build_media(fb, b, _required(c["media"], "MediaContent.media"))
    fb.MediaContent.MediaContentStart(b)
    fb.MediaContent.MediaContentAddImages(b, images)
    fb.MediaContent.MediaContentAddMedia(b, media)
    return fb.MediaContent.MediaContentEnd(b)


def _build_media(fb: _Generated, b, m: dict[str, Any]) -> int:
    uri, title = _string(b, _required(m["uri"], "Media.uri")), _string(b, m["title"])
    format_ = _string(b, _required(m["format"], "Media.format"))
    persons = _vector(b, [_string(b, p) for p in _required(m["persons"], "Media.persons")])
    copyright_ = _string(b, m["copyright"])
    t = fb.Media
    t.MediaStart(b)
    t.MediaAddDuration(b, m["duration"])
    t.MediaAddSize(b, m["size"])
    t.MediaAddUri(b, uri)
    t.MediaAddTitle(b, title)
    t.MediaAddWidth(b, m["width"])
    t.MediaAddHeight(b, m["height"])
    t.MediaAddFormat(b, format_)
    if m["bitrate"] is not None:
        t.MediaAddBitrate(b, m["bitrate"])  # its default is None, so a 0 is written too
    t.MediaAddPersons(b, persons)
    t.MediaAddCopyright(b, copyright_)
    t.MediaAddPlayer(b, fb.player_numbers[m["player"]])
    return t.MediaEnd(b)


def _build_image(fb: _Generated, b, i: dict[str, Any]) -> int:
    uri, title = _string(b, _required(i["uri"], "Image.uri")), _string(b, i["title"])
    t = fb.Image
    t.ImageStart(b)
    t.ImageAddUri(b, uri)
    t.ImageAddTitle(b, title)
    t.ImageAddWidth(b, i["width"])
    t.ImageAddHeight(b, i["height"])
    t.ImageAddSize(b, fb.size_numbers[i["size"]])
    return t.ImageEnd(b)
