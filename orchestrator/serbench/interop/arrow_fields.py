"""Field builders shared by the two pyarrow-based decoders (arrow and parquet).

Each decoder keeps its own schema: only these one-line spellings of a field are common.
"""

from __future__ import annotations

import pyarrow as pa


def string(name: str) -> pa.Field:
    """A nullable string column: what the model's reference-typed text fields are."""
    return pa.field(name, pa.string())


def required(name: str, type_: pa.DataType) -> pa.Field:
    """A non-nullable column: what the model's Java primitives are."""
    return pa.field(name, type_, nullable=False)


def struct(name: str, *fields: pa.Field) -> pa.Field:
    """A nullable struct column (a nested record)."""
    return pa.field(name, pa.struct(list(fields)))
