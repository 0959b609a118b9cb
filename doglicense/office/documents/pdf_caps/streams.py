"""A PDF stream's filters undone chunk by chunk and capped, never held whole."""

from __future__ import annotations

import base64
import re
import zlib
from collections.abc import Iterator

from doglicense.office.documents.refusals import PictureRefused

CHUNK = 64 * 1024


def unreadable() -> PictureRefused:
    return PictureRefused("pdf_unreadable")


def inflated(chunks: Iterator[bytes]) -> Iterator[bytes]:
    """Deflated data inflated a chunk at a time: a bomb is never held, only counted."""
    inflater = zlib.decompressobj()
    for chunk in chunks:
        pending = chunk
        while True:
            try:
                out = inflater.decompress(pending, CHUNK)
            except zlib.error:
                return  # damaged past here: a reader draws what came before, as we count it
            pending = inflater.unconsumed_tail
            if out:
                yield out
            if inflater.eof:
                return
            if not pending and len(out) < CHUNK:
                break


def capped(chunks: Iterator[bytes], limit: int) -> Iterator[bytes]:
    total = 0
    for chunk in chunks:
        total += len(chunk)
        if total > limit:
            raise PictureRefused("pdf_too_large")
        yield chunk


def from_hex(data: bytes) -> bytes:
    digits = re.sub(rb"[^0-9A-Fa-f]", b"", data.split(b">", 1)[0])
    return bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode())


def from_a85(data: bytes) -> bytes:
    try:
        return base64.a85decode(data.split(b"~>", 1)[0], ignorechars=b" \t\n\r\x0c\x00")
    except ValueError:
        raise unreadable() from None


def run_length(data: bytes) -> Iterator[bytes]:
    out, at = bytearray(), 0
    while at < len(data) and data[at] != 128:
        run = data[at]
        if run < 128:
            out += data[at + 1 : at + 2 + run]
            at += run + 2
        else:
            out += data[at + 1 : at + 2] * (257 - run)
            at += 2
        if len(out) >= CHUNK:
            yield bytes(out)
            out.clear()
    yield bytes(out)
