"""python-hessian's reader of long strings and serbench/interop/hessian.py's replacement for it,
on hand-built Hessian 2 values (no service): a string longer than 1023 UTF-16 units is written
in chunks ('R' chunks of up to 65,535 units, then a final 'S' or short chunk), each unit as
hessian-java writes it, one UTF-8 sequence of one to three bytes (a character beyond U+FFFF is
its two UTF-16 halves, three bytes each)."""

from __future__ import annotations

import io

import pytest
from pyhessian.parser import ParseError, Parser

from serbench.interop import hessian

#: 'z' '{' '|' '}' '~' and DEL: the one-byte characters python-hessian 1.2.0 drops from long strings.
Z_TO_DEL = "z{|}~\x7f"


def java_units(text: str) -> tuple[bytes, int]:
    """The string as hessian-java writes its characters, and its length in UTF-16 units."""
    units = text.encode("utf-16-be", "surrogatepass")
    halves = [chr(int.from_bytes(units[i:i + 2], "big")) for i in range(0, len(units), 2)]
    return b"".join(half.encode("utf-8", "surrogatepass") for half in halves), len(halves)


def chunk(code: bytes, text: str) -> bytes:
    data, units = java_units(text)
    if code in (b"R", b"S"):
        return code + units.to_bytes(2, "big") + data
    if units <= 0x1F:  # the short forms a final chunk may take
        return bytes([units]) + data
    return bytes([0x30 + (units >> 8), units & 0xFF]) + data


def read(parser: type[Parser], value: bytes) -> object:
    """The value, read by a new parser of that class as the value of a Hessian 2 reply."""
    stream = io.BytesIO(hessian.REPLY + value)
    answer = parser().parse_stream(stream).value
    assert stream.read() == b"", "the reader stopped before the end of the value"
    return answer


def test_python_hessian_still_drops_z_to_del_from_long_strings():
    """python-hessian 1.2.0's reader of chunked strings takes one-byte characters up to 0x79
    only. The day this fails, the library reads them itself: check the next test too, and if
    both fail, ChunkedStringParserV2 in serbench/interop/hessian.py can go."""
    text = "a" * 1022 + "z{|}~"  # 1,027 characters: the example of issue 35
    value = chunk(b"S", text)
    assert read(Parser, value) == "a" * 1022
    assert read(Parser, chunk(b"S", "b" * 1100 + Z_TO_DEL + "é한")) == "b" * 1100 + "é한"
    assert read(hessian.HessianParser, value) == text


def test_python_hessian_still_leaves_the_halves_of_a_pair_apart_in_long_strings():
    """A character beyond U+FFFF in a chunked string comes back from python-hessian 1.2.0 as
    two lone surrogates (its short strings join them). The day this fails, that part of
    ChunkedStringParserV2 can go."""
    text = "c" * 1100 + "\U0001F3C3"
    assert read(Parser, chunk(b"S", text)) == "c" * 1100 + "\ud83c\udfc3"
    assert read(hessian.HessianParser, chunk(b"S", text)) == text


def test_short_strings_are_still_the_librarys_own_reading():
    """Up to 1023 units a string is not chunked, and the library reads it right, z..DEL included."""
    text = "x" * 1000 + Z_TO_DEL + "é한\U0001F3C3"
    for parser in (Parser, hessian.HessianParser):
        assert read(parser, chunk(b"0", text)) == text
        assert read(parser, chunk(b"0", Z_TO_DEL)) == Z_TO_DEL


@pytest.mark.parametrize("final", [b"S", b"short"], ids=["S", "short"])
def test_a_chunked_string_is_read_whole(final):
    """Non-final 'R' chunks and then a final chunk of any string form; the two halves of a
    character may even fall into two chunks (hessian-java never splits them, the reader copes)."""
    high, low = "\ud83c", "\udfc3"  # U+1F3C3's two halves
    first = "é" * 3 + Z_TO_DEL * 200 + high
    second = low + "~한" * 600
    last = "}" * 20 if final == b"short" else "{" * 1500
    value = chunk(b"R", first) + chunk(b"R", second) + chunk(final, last)
    expected = "é" * 3 + Z_TO_DEL * 200 + "\U0001F3C3" + "~한" * 600 + last
    assert read(hessian.HessianParser, value) == expected
    # A chunk may also be empty, and a final short chunk may be of the two-byte form.
    value = chunk(b"R", "") + chunk(b"R", "z" * 1024) + chunk(b"short", "~" * 300)
    assert read(hessian.HessianParser, value) == "z" * 1024 + "~" * 300


@pytest.mark.parametrize("value, message", [
    (chunk(b"R", "z" * 5) + b"\x91", "followed by 0x91, not by the string's next chunk"),
    (b"S\x00\x02z\x80", "the byte 0x80, which starts no UTF-16 unit"),
    (b"S\x00\x01\xf0\x9f\x8f\x83", "the byte 0xf0, which starts no UTF-16 unit"),  # the 4-byte form Java never writes
    (b"S\x00\x05zz", "unexpected end of stream"),
], ids=["a chunk then no string", "a continuation byte first", "the four-byte form", "truncated"])
def test_a_bad_chunked_string_is_refused(value, message):
    with pytest.raises(ParseError, match=message):
        read(hessian.HessianParser, value)


def test_the_decoder_reads_with_the_replacement_and_says_what_is_wrong():
    """decode_users goes through HessianParser; a bad string is a ValueError naming it."""
    with pytest.raises(ValueError, match="cannot read the payload: ParseError: a string holds the byte 0x80"):
        hessian.decode_users(b"S\x00\x02z\x80")
