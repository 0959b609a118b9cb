"""The twenty-sixth set's filled-in PDF form, as a form-filling program saves one: the blank form
as first written (tests/twentysixth_pdf.py draws the sheet without its typed values), then an
incremental update appended after the first %%EOF: a Helvetica font, for each typed value a text
field (a widget annotation holding the value as /V and its appearance stream drawing it where the
sheet typed it), the page again with its /Annots and the catalog again with its /AcroForm, a
cross-reference section for the new objects and a trailer pointing back to the first one."""

from __future__ import annotations

import re

from tests.twentysixth_canvas import Sheet, Text
from tests.twentysixth_faces import width
from tests.twentysixth_pdf import draw_sheet, new_pdf

HELVETICA = b"/Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding"


def _string(s: str) -> bytes:
    raw = s.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _dict(*entries: bytes) -> bytes:
    return b"<<\n" + b"\n".join(entries) + b"\n>>"


def _found(pattern: bytes, data: bytes) -> re.Match[bytes]:
    found = re.search(pattern, data, re.S)
    assert found, pattern
    return found


def _object(data: bytes, kind: bytes) -> tuple[int, bytes]:
    """The number and dictionary body of the first object of /Type kind."""
    found = _found(rb"(\d+) 0 obj\n<<\n((?:(?!endobj).)*?/Type /" + kind + rb"\n)>>\nendobj", data)
    return int(found.group(1)), found.group(2)


def fields_of(sheet: Sheet) -> list[Text]:
    """The typed values a fillable form holds in its fields."""
    return [m for m in sheet.marks if isinstance(m, Text) and m.value and not m.angle]


def _field(m: Text, sheet: Sheet, n: int, page: int, font: int) -> tuple[bytes, bytes]:
    """A value's appearance stream and its widget (which is object n + 1, its stream n)."""
    w, h = width(m.s, "arimo", m.size) + 6, m.size * 1.5  # Arimo has Helvetica's widths
    x0, y0 = m.x - 2, sheet.h - m.y - m.size * 0.4
    color = b"%.3f %.3f %.3f rg" % tuple(c / 255 for c in m.color)
    draw = b"/Tx BMC\nq\nBT\n/Helv %.2f Tf\n%s\n2 %.2f Td\n%s Tj\nET\nQ\nEMC" % (
        m.size, color, m.size * 0.4, _string(m.s),
    )  # fmt: skip
    stream = _dict(
        b"/Type /XObject /Subtype /Form",
        b"/BBox [0 0 %.2f %.2f]" % (w, h),
        b"/Resources << /Font << /Helv %d 0 R >> >>" % font,
        b"/Length %d" % len(draw),
    )
    widget = _dict(
        b"/Type /Annot /Subtype /Widget /FT /Tx /F 4",
        b"/T (field%d) /V %s" % (n, _string(m.s)),
        b"/Rect [%.2f %.2f %.2f %.2f]" % (x0, y0, x0 + w, y0 + h),
        b"/P %d 0 R" % page,
        b"/DA (/Helv %.2f Tf %s)" % (m.size, color),
        b"/AP << /N %d 0 R >>" % n,
    )
    return stream + b"\nstream\n" + draw + b"\nendstream", widget


def fillable_pdf(sheet: Sheet) -> bytes:
    """The blank form, then an incremental update with a text field for each typed value."""
    pdf = new_pdf(sheet.w, sheet.h)
    pdf.set_producer("Form Filler 11.2")
    pdf.add_page()
    draw_sheet(pdf, sheet, values=False)
    data = bytes(pdf.output())
    tail = data[data.rindex(b"trailer") :]
    size = int(_found(rb"/Size (\d+)", tail).group(1))
    keep = [
        _found(p, tail).group(0) for p in (rb"/Root \d+ 0 R", rb"/Info \d+ 0 R", rb"/ID \[.*?\]")
    ]
    prev = int(_found(rb"startxref\n(\d+)", tail).group(1))
    page_no, page = _object(data, b"Page")
    cat_no, cat = _object(data, b"Catalog")
    objs = {size: _dict(HELVETICA)}
    refs = []
    for i, m in enumerate(fields_of(sheet)):
        n = size + 1 + 2 * i
        objs[n], objs[n + 1] = _field(m, sheet, n, page_no, size)
        refs.append(b"%d 0 R" % (n + 1))
    annots = b"[" + b" ".join(refs) + b"]"
    objs[page_no] = b"<<\n" + page + b"/Annots " + annots + b"\n>>"
    form = b"/AcroForm << /Fields %s /DA (/Helv 0 Tf 0 g) /DR << /Font << /Helv %d 0 R >> >> >>"
    objs[cat_no] = b"<<\n" + cat + form % (annots, size) + b"\n>>"
    out = bytearray(data if data.endswith(b"\n") else data + b"\n")
    where = {}
    for n in sorted(objs):
        where[n] = len(out)
        out += b"%d 0 obj\n%s\nendobj\n" % (n, objs[n])
    xref = len(out)
    out += b"xref\n" + b"".join(b"%d 1\n%010d 00000 n \n" % (n, where[n]) for n in sorted(objs))
    trailer = _dict(b"/Size %d" % (size + 1 + 2 * len(refs)), *keep, b"/Prev %d" % prev)
    out += b"trailer\n" + trailer + b"\nstartxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)
