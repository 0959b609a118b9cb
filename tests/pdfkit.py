"""PDFs for the tests: a real one-page certificate, and the bombs and polyglots of issue 27."""

from __future__ import annotations

import zlib
from functools import cache

MB = 2**20
HEADER = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
WORDS = b"BT /F1 18 Tf 72 700 Td (Rabies vaccination certificate) Tj ET"


def pdf(objects: list[bytes], *, header: bytes = HEADER) -> bytes:
    """Objects numbered from 1 (the catalog first), with their cross-reference table."""
    out, offsets = bytearray(header), []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    table = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\n" % (len(objects) + 1)
    out += b"startxref\n%d\n%%%%EOF\n" % table
    return bytes(out)


def stream(data: bytes, entries: bytes = b"") -> bytes:
    return b"<< /Length %d %s >>\nstream\n%s\nendstream" % (len(data), entries, data)


def page(entries: bytes = b"/MediaBox [0 0 612 792]") -> bytes:
    return b"<< /Type /Page /Parent 2 0 R %s /Contents 4 0 R /Resources 5 0 R >>" % entries


def one_page(page_entries: bytes = b"/MediaBox [0 0 612 792]", content: bytes = b"") -> bytes:
    """A letter page with a line of text (a text layer: read without OCR)."""
    return pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            page(page_entries),
            content or stream(WORDS),
            b"<< /Font << /F1 6 0 R >> >>",
            FONT,
        ]
    )


CERTIFICATE = one_page()


def invoice(given: str, dog: str = "Rex") -> bytes:
    """A clinic's invoice with a text layer: the rabies shot among the day's services, given on
    ``given`` ("3/1/2026"), and no expiry nor the vaccine's term printed anywhere."""
    lines = (
        "Riverside Animal Hospital",
        f"Invoice 10442      Date {given}",
        f"Patient: {dog}",
        "Service                           Date given",
        f"DHPP booster                      {given}",
        f"Rabies vaccination                {given}",
        f"Nail trim                         {given}",
        "Total  $96.00",
    )
    shown = (
        b"BT /F1 12 Tf 72 %d Td (%s) Tj ET" % (720 - 20 * n, line.encode())
        for n, line in enumerate(lines)
    )
    return one_page(content=stream(b" ".join(shown)))


@cache
def inflating(megabytes: int = 1500) -> bytes:
    """About 1 KB per MB that its page's content inflates to: 1.5 MB of file, 1.5 GB of zeros.

    Made without inflating or deflating it whole: 1 MB of zeros deflated once after a full flush
    (no reference back past it) is the same bytes every time, so it is repeated, then closed with
    an empty last block and the checksum of that many zeros (1, and the count mod 65521).
    """
    squeeze, zeros = zlib.compressobj(9), bytes(MB)
    first = squeeze.compress(zeros) + squeeze.flush(zlib.Z_FULL_FLUSH)
    again = squeeze.compress(zeros) + squeeze.flush(zlib.Z_FULL_FLUSH)
    checksum = ((megabytes * MB % 65521) << 16) | 1
    deflated = first + again * (megabytes - 1) + b"\x03\x00" + checksum.to_bytes(4, "big")
    return one_page(content=stream(deflated, b"/Filter /FlateDecode"))


@cache
def many_pages(count: int = 20_000) -> bytes:
    """`count` letter pages, each an object of its own: about 2 MB for 20,000."""
    kids = b" ".join(b"%d 0 R" % (6 + index) for index in range(count))
    return pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
            FONT,
            stream(WORDS),
            b"<< /Font << /F1 3 0 R >> >>",
            *[page()] * count,
        ]
    )


def huge_page() -> bytes:
    """A page of 14400 pt (200 in, PDF's largest) at /UserUnit 75000: 208 km a side."""
    return one_page(b"/MediaBox [0 0 14400 14400] /UserUnit 75000")


def deep_nesting(depth: int = 200_000) -> bytes:
    """An array in an array ... `depth` times, in the page's resources."""
    nested = b"[" * depth + b"]" * depth
    return one_page(b"/MediaBox [0 0 612 792] /Nesting %s" % nested)


def html_polyglot() -> bytes:
    """`%PDF-` and a page for a browser, then a PDF that a reader opens."""
    html = b"<html><body><script>alert(document.cookie)</script></body></html>\n"
    return CERTIFICATE.replace(HEADER, b"%PDF-1.7\n" + html, 1)


def trailing_html() -> bytes:
    """A whole PDF, and after its %%EOF a page for a browser."""
    return CERTIFICATE + b"<!DOCTYPE html><html><script>alert(1)</script></html>\n"
