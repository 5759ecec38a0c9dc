"""dsljson: JSON, read and written by Python's standard-library json module.

DSL-JSON writes Jackson's fields, nulls, enum names, ordered attributes object and numbers;
only the order of a record's fields differs, which JSON leaves free (decode does not depend
on it). So jackson's decode_users and encode_users apply unchanged.

MediaContent the same way (services/dsljson CompiledMediaModel): ``{"items":[{"media":{...},
"images":[...]}]}`` with the model's bean properties, i.e. jvm-serializers' field names (in
DSL-JSON's order, which decode_mediacontent puts back into canonical order), enums as names, nulls
written, an unset bitrate as ``null`` (no ``hasBitrate`` field). So jackson's decode_mediacontent and
encode_mediacontent apply too.
"""

from serbench.interop.jackson import decode_mediacontent, decode_users, encode_mediacontent, encode_users

__all__ = ["decode_users", "encode_users", "decode_mediacontent", "encode_mediacontent"]
