"""avajejsonb: JSON, read and written by Python's standard-library json module.

avaje-jsonb writes Jackson's JSON: the same field names in the same order, nulls written
(serializeNulls), enums as names, attributes an object in order, longs as numbers. So
jackson's decode_users and encode_users apply unchanged.

MediaContent the same way (services/avajejsonb package-info.java, MediaMixIn):
``{"items":[{"media":{...},"images":[...]}]}`` with jvm-serializers' field names in its order,
enums as names, nulls written, and an unset bitrate as ``null`` (the mixin ignores the model's
``hasBitrate`` field and writes the bitrate through a null-safe Integer adapter). So jackson's
decode_mediacontent and encode_mediacontent apply too.
"""

from serbench.interop.jackson import decode_mediacontent, decode_users, encode_mediacontent, encode_users

__all__ = ["decode_users", "encode_users", "decode_mediacontent", "encode_mediacontent"]
