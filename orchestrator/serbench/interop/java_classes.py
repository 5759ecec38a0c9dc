"""The Java class names of the models, for the decoders of formats that write them into the
payload (java.io serialization, Hessian): each record shape of the canonical tree and each
enum field, as services/core's io.serbench.core.users and io.serbench.core.media declare them."""

from serbench import canonical

USERS = "io.serbench.core.users."
MEDIA = "io.serbench.core.media."
#: The Java class of each record shape of the canonical tree (shapes hold lists: keyed by identity).
CLASSES = {id(shape): name for shape, name in (
    (canonical.BATCH, USERS + "UserBatch"), (canonical.USER, USERS + "User"), (canonical.ADDRESS, USERS + "Address"),
    (canonical.PROFILE, USERS + "Profile"), (canonical.SOCIAL_LINK, USERS + "SocialLink"),
    (canonical.PREFERENCES, USERS + "Preferences"), (canonical.ORDER, USERS + "Order"),
    (canonical.ORDER_ITEM, USERS + "OrderItem"),
    (canonical.MEDIA_BATCH, MEDIA + "MediaBatch"), (canonical.MEDIA_CONTENT, MEDIA + "MediaContent"),
    (canonical.MEDIA, MEDIA + "Media"), (canonical.IMAGE, MEDIA + "Image"))}
#: The user model's enum fields (no field name is used twice in that model).
ENUMS = {"role": USERS + "Role", "status": USERS + "OrderStatus"}

# MediaContent: "size" is a long in Media and an enum in Image, so its facts are given by record.
#: The enum fields of each MediaContent record; the enums are nested classes (binary name with '$').
MEDIA_ENUMS = {id(canonical.MEDIA): {"player": MEDIA + "Media$Player"},
               id(canonical.IMAGE): {"size": MEDIA + "Image$Size"}}
#: The primitive fields of each MediaContent record and their Java types; every other field is an object.
MEDIA_PRIMITIVES = {
    id(canonical.MEDIA): {"width": "int", "height": "int", "duration": "long", "size": "long", "bitrate": "int",
                          "hasBitrate": "boolean"},
    id(canonical.IMAGE): {"width": "int", "height": "int"},
}
#: Media's flag beside its int bitrate (the canonical bitrate is null when it is false); the
#: Java setter leaves the int at 0 then, so a set int with the flag off is no value of the model.
HAS_BITRATE = "hasBitrate"


def media_bitrate(bitrate: int, has_bitrate: bool, where: str) -> int | None:
    """The canonical bitrate of Media's two fields."""
    if has_bitrate:
        return bitrate
    if bitrate != 0:
        raise ValueError(f"{where}: bitrate {bitrate} with hasBitrate false")
    return None
