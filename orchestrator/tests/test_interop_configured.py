"""A configured entry (``avro-compatible``) is verified by its service's interop module, with the
functions of its configuration where it writes other bytes: Avro's single-object encoding, whose
header is checked against a CRC-64-AVRO fingerprint computed here from the specification's
algorithm, independently of fastavro's."""

from __future__ import annotations

import json
from pathlib import Path

import fastavro.schema
import pytest

from serbench import interop, registry
from serbench.interop import avro

SMALL = json.loads((Path(__file__).parent / "data" / "users-small.json").read_text())

#: The Avro specification's "Schema Fingerprints": the 64-bit Rabin fingerprint's empty value.
EMPTY_FINGERPRINT = 0xC15D213AA4D7A795


def rabin_fingerprint(data: bytes) -> int:
    table = []
    for byte in range(256):
        value = byte
        for _ in range(8):
            value = (value >> 1) ^ (EMPTY_FINGERPRINT & -(value & 1))
        table.append(value)
    fingerprint = EMPTY_FINGERPRINT
    for byte in data:
        fingerprint = (fingerprint >> 8) ^ table[(fingerprint ^ byte) & 0xFF]
    return fingerprint


def test_a_configured_entry_finds_its_configurations_functions_and_otherwise_the_plain_ones():
    entry = registry.get("avro-compatible")
    assert (entry.service, entry.configuration) == ("avro", "compatible")
    assert interop.decoder(entry.service, "users", entry.configuration) is avro.decode_users_compatible
    assert interop.encoder(entry.service, "users", entry.configuration) is avro.encode_users_compatible
    assert interop.decoder(entry.service, "mediacontent", entry.configuration) is avro.decode_mediacontent
    assert interop.decoder("avro", "users") is avro.decode_users
    jackson = registry.get("jackson-compatible")
    assert interop.decoder(jackson.service, "users", jackson.configuration) is interop.decoder("jackson", "users")


def test_the_single_object_header_is_the_marker_and_the_schemas_fingerprint_little_endian():
    canonical = fastavro.schema.to_parsing_canonical_form(avro.schema())
    expected = rabin_fingerprint(canonical.encode()).to_bytes(8, "little")
    assert avro.single_object_header() == b"\xc3\x01" + expected


def test_a_single_object_reads_back_and_another_header_or_the_plain_datum_is_refused():
    payload = avro.encode_users_compatible(SMALL)
    assert payload[:10] == avro.single_object_header()
    assert payload[10:] == avro.encode_users(SMALL)
    assert avro.decode_users_compatible(payload) == SMALL
    changed = bytearray(payload)
    changed[5] ^= 0x01
    with pytest.raises(ValueError, match="not a single object of proto/serbench.avsc: header c301"):
        avro.decode_users_compatible(bytes(changed))
    with pytest.raises(ValueError, match="not a single object"):
        avro.decode_users_compatible(avro.encode_users(SMALL))
