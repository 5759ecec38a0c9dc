"""gson: JSON, read and written by Python's standard-library json module.

Gson (hand-written TypeAdapters) writes Jackson's JSON: the same field names in the same
order, nulls written, enums as names, attributes an object in order, longs as numbers. So
jackson's decode and encode apply unchanged.
"""

from serbench.interop.jackson import decode, encode

__all__ = ["decode", "encode"]
