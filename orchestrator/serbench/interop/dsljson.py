"""dsljson: JSON, read and written by Python's standard-library json module.

DSL-JSON writes Jackson's fields, nulls, enum names, ordered attributes object and numbers;
only the order of a record's fields differs, which JSON leaves free (decode does not depend
on it). So jackson's decode and encode apply unchanged.
"""

from serbench.interop.jackson import decode, encode

__all__ = ["decode", "encode"]
