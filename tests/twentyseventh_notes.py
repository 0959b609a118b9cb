"""The twenty-seventh set's commented PDF: the page as the clinic's program wrote it, then what the
owner added in a PDF viewer before uploading it, saved as a viewer saves comments: an incremental
update after the first %%EOF holding a typed text box (a FreeText annotation in Helvetica, in a
margin where it covers no words) and a loop drawn freehand round the vaccination date (an Ink
annotation), each with its own appearance stream, the page again with its /Annots, a
cross-reference section for the new objects and a trailer pointing back to the first one. The
page's own text is unchanged: the comments are not in it."""

from __future__ import annotations

import math
import random
import re

from tests.twentyseventh_canvas import Sheet, spots
from tests.twentyseventh_faces import width
from tests.twentyseventh_pdf import text_pdf

NOTES = ("Town of Clay dog license", "rabies cert for the Town Clerk", "for licence renewal",
         "Dog license 2026 - rabies proof", "sent to clerk@ for license")  # fmt: skip
HELVETICA = b"<<\n/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding\n>>"


def _found(pattern: bytes, data: bytes) -> re.Match[bytes]:
    found = re.search(pattern, data, re.S)
    assert found, pattern
    return found


def _stream(body: bytes, bbox: tuple[float, float, float, float], font: int | None) -> bytes:
    res = b"/Resources << /Font << /Helv %d 0 R >> >>\n" % font if font else b""
    head = b"<<\n/Type /XObject /Subtype /Form\n/BBox [%.2f %.2f %.2f %.2f]\n" % bbox
    return head + res + b"/Length %d\n>>\nstream\n%s\nendstream" % (len(body), body)


def _free_spot(sheet: Sheet, w: float, h: float) -> tuple[float, float]:
    """Top-left of a w by h box in a margin where no written string lies."""
    taken = [(x0, y0, x1, y1) for x0, y0, x1, y1, _ in spots(sheet)]
    for y in [*(sheet.h - 16 - h - i * 6 for i in range(12)), *(6 + i * 6 for i in range(8))]:
        for x in (sheet.w - w - 24, 24, (sheet.w - w) / 2):
            if all(x + w < a or x > c or y + h < b or y > d for a, b, c, d in taken):
                return x, y
    return sheet.w - w - 8, sheet.h - h - 4


def annotated_pdf(sheet: Sheet, producer: str, rng: random.Random, circle: set[str]) -> bytes:
    """The text PDF, then an incremental update with the owner's text box and a loop round the
    first written string in circle."""
    data = text_pdf(sheet, producer)
    tail = data[data.rindex(b"trailer") :]
    size = int(_found(rb"/Size (\d+)", tail).group(1))
    keep = [
        _found(p, tail).group(0) for p in (rb"/Root \d+ 0 R", rb"/Info \d+ 0 R", rb"/ID \[.*?\]")
    ]
    prev = int(_found(rb"startxref\n(\d+)", tail).group(1))
    page = _found(rb"(\d+) 0 obj\n<<\n((?:(?!endobj).)*?/Type /Page\n)>>\nendobj", data)
    page_no, page_body = int(page.group(1)), page.group(2)
    red = rng.choice(((0.85, 0.1, 0.1), (0.1, 0.2, 0.8)))
    colour = b"%.2f %.2f %.2f" % red
    note = rng.choice(NOTES)
    fs = rng.choice((10.0, 11.0, 12.0))
    w, h = width(note, "libsans", fs) + 8, fs * 1.6
    x, top = _free_spot(sheet, w, h)
    rect = (x, sheet.h - top - h, x + w, sheet.h - top)
    text = b"BT /Helv %.1f Tf %s rg %.2f %.2f Td (%s) Tj ET" % (
        fs,
        colour,
        x + 4,
        rect[1] + fs * 0.45,
        note.encode("cp1252"),
    )
    objs = {size: HELVETICA, size + 1: _stream(text, rect, size)}
    objs[size + 2] = (
        b"<<\n/Type /Annot /Subtype /FreeText /F 4\n/Rect [%.2f %.2f %.2f %.2f]\n" % rect
        + b"/Contents (%s)\n/DA (/Helv %.1f Tf %s rg)\n" % (note.encode("cp1252"), fs, colour)
        + b"/P %d 0 R\n/AP << /N %d 0 R >>\n>>" % (page_no, size + 1)
    )
    annots = [size + 2]
    target = next((s for s in spots(sheet) if s[4] in circle), None)
    if target is not None:
        x0, y0, x1, y1, _ = target
        cx, cy = (x0 + x1) / 2, sheet.h - (y0 + y1) / 2
        rx, ry, start = (x1 - x0) / 2 + 4, (y1 - y0) / 2 + 1, rng.uniform(0, 6.3)
        pts = [(cx + rx * math.cos(start + t * 0.24) * rng.uniform(0.98, 1.03),
                cy + ry * math.sin(start + t * 0.24)) for t in range(29)]  # fmt: skip
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = (min(xs) - 2, min(ys) - 2, max(xs) + 2, max(ys) + 2)
        path = b" ".join(
            b"%.2f %.2f %s" % (px, py, b"m" if i == 0 else b"l") for i, (px, py) in enumerate(pts)
        )
        objs[size + 3] = _stream(b"%s RG 1.6 w 1 J 1 j %s S" % (colour, path), box, None)
        ink = b"[" + b" ".join(b"%.2f %.2f" % p for p in pts) + b"]"
        objs[size + 4] = (
            b"<<\n/Type /Annot /Subtype /Ink /F 4\n/Rect [%.2f %.2f %.2f %.2f]\n" % box
            + b"/InkList [%s]\n/C [%s]\n/BS << /W 1.6 >>\n" % (ink, colour)
            + b"/P %d 0 R\n/AP << /N %d 0 R >>\n>>" % (page_no, size + 3)
        )
        annots.append(size + 4)
    refs = b"[" + b" ".join(b"%d 0 R" % n for n in annots) + b"]"
    objs[page_no] = b"<<\n" + page_body + b"/Annots " + refs + b"\n>>"
    out = bytearray(data if data.endswith(b"\n") else data + b"\n")
    where = {}
    for n in sorted(objs):
        where[n] = len(out)
        out += b"%d 0 obj\n%s\nendobj\n" % (n, objs[n])
    xref = len(out)
    out += b"xref\n" + b"".join(b"%d 1\n%010d 00000 n \n" % (n, where[n]) for n in sorted(objs))
    trailer = b"<<\n/Size %d\n%s\n/Prev %d\n>>" % (max(objs) + 1, b"\n".join(keep), prev)
    out += b"trailer\n" + trailer + b"\nstartxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)
