"""gson: JSON, read and written by Python's standard-library json module.

Gson (hand-written TypeAdapters) writes Jackson's JSON: the same field names in the same
order, nulls written, enums as names, attributes an object in order, longs as numbers. So
jackson's decode_users and encode_users apply unchanged.

MediaContent is written the same way (services/gson MediaAdapters): ``{"items":[{"media":
{...},"images":[...]}]}`` with jvm-serializers' field names in its order, enums as names and
an unset bitrate as ``null`` through the model's bean property, not Gson's field output of
``"bitrate":0,"hasBitrate":false``. So jackson's decode_mediacontent and encode_mediacontent apply too.
"""

from serbench.interop.jackson import decode_mediacontent, decode_users, encode_mediacontent, encode_users

__all__ = ["decode_users", "encode_users", "decode_mediacontent", "encode_mediacontent"]
