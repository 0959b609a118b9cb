"""The thirty-eighth set's PDF writing (the thirty-seventh set's, its shape followed): a sheet drawn
on an fpdf2 page (the fonts embedded as subsets; pen lines and stamped words as pictures, as a
program's signature and stamp images are), and image PDFs written by hand, object by object (a
picture a page, its dictionary's colour space and filter given whole, and no text layer). Every PDF
carries one fixed creation date, so the same seed gives the same bytes. tests/thirtyeighth_docs.py
makes the set's PDFs from these."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw

from tests.thirtyeighth_canvas import Box, Pen, Rule, Scrawl, Shape, Sheet, Text
from tests.thirtyeighth_faces import FACES, font, pen_patch, stamp_ink

FROZEN = datetime(2026, 12, 8, 9, 40, tzinfo=UTC)
STAMP = b"D:20261208094000"
K = 4.0  # pixels a point of a pen's or a stamp's picture


def new_pdf(w: float, h: float, producer: str) -> FPDF:
    pdf = FPDF(unit="pt", format=(w, h))
    pdf.set_creation_date(FROZEN)
    pdf.set_producer(producer)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


def _font(pdf: FPDF, face: str, size: float) -> None:
    if face not in pdf.fonts:
        pdf.add_font(face, "", FACES[face])
    pdf.set_font(face, "", size)


def shape(pdf: FPDF, m: Box | Rule | Scrawl | Shape) -> None:
    if isinstance(m, Box):
        style = ("F" if m.fill else "") + ("D" if m.line else "")
        if m.fill:
            pdf.set_fill_color(*m.fill)
        if m.line:
            pdf.set_draw_color(*m.line)
            pdf.set_line_width(m.width)
        if not style:
            return
        if m.radius < 0:
            pdf.ellipse(m.x, m.y, m.w, m.h, style=style)
        else:
            rounded = {"round_corners": True, "corner_radius": m.radius} if m.radius else {}
            pdf.rect(m.x, m.y, m.w, m.h, style=style, **rounded)  # type: ignore[arg-type]
    elif isinstance(m, Shape):
        pdf.set_fill_color(*m.fill)
        pdf.polygon(list(m.points), style="F")
    elif isinstance(m, Rule):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.set_dash_pattern(dash=m.dash, gap=m.dash) if m.dash else pdf.set_dash_pattern()
        pdf.line(m.x0, m.y0, m.x1, m.y1)
        pdf.set_dash_pattern()
    else:
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.polyline(list(m.points))


def stamped(pdf: FPDF, m: Text) -> None:
    """A stamped word as the stamp's picture (turned with it)."""
    f = font(m.face, round(m.size * K))
    px = round(m.size * K)
    img = Image.new("L", (int(f.getlength(m.s)) + 8, int(px * 1.7)), 0)
    ImageDraw.Draw(img).text((4, px * 1.25), m.s, font=f, fill=255, anchor="ls")
    a = np.asarray(img, np.float32) * stamp_ink(m.stamp, (img.size[1], img.size[0]))
    rgba = Image.new("RGBA", img.size, (*m.color, 0))
    rgba.putalpha(Image.fromarray(a.astype(np.uint8)))
    with pdf.rotation(m.angle, m.x, m.y):
        pdf.image(rgba, m.x - 4 / K, m.y - px * 1.25 / K, img.size[0] / K, img.size[1] / K)


def pen(pdf: FPDF, m: Pen) -> None:
    patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), K, m.tool)
    rgba = Image.new("RGBA", patch.size, (*m.color, 0))
    rgba.putalpha(patch)
    pdf.image(rgba, x0, y0, patch.size[0] / K, patch.size[1] / K)


def _text(pdf: FPDF, m: Text) -> None:
    if m.stamp:
        stamped(pdf, m)
        return
    _font(pdf, m.face, m.size)
    pdf.set_text_color(*m.color)
    if m.angle:
        with pdf.rotation(m.angle, m.x, m.y):
            pdf.text(m.x, m.y, m.s)
    else:
        pdf.text(m.x, m.y, m.s)


def draw_sheet(pdf: FPDF, sheet: Sheet) -> None:
    """The sheet's marks on pdf's current page, in the sheet's order."""
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
        if isinstance(m, Text):
            _text(pdf, m)
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)


def text_pdf(sheet: Sheet, producer: str) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, producer)
    pdf.add_page()
    draw_sheet(pdf, sheet)
    return bytes(pdf.output())


def image_pdf(
    pages: list[tuple[bytes, bytes, int, int, float, float]], producer: str, draw: bytes = b""
) -> bytes:
    """Pictures, one a page filling it: (data, the image dictionary's colour space, filter and
    decode entries, width px, height px, w pt, h pt). No text layer. draw: the content stream
    (the picture filling the page unless given)."""
    n = len(pages)
    objs: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>"]
    kids = b" ".join(b"%d 0 R" % (3 + 3 * i) for i in range(n))
    objs.append(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n))
    for i, (data, spec, wpx, hpx, w, h) in enumerate(pages):
        content, image = 4 + 3 * i, 5 + 3 * i
        objs.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << "
            b"/Im%d %d 0 R >> >> /Contents %d 0 R >>" % (w, h, i, image, content)
        )
        body = draw.replace(b"/Im0", b"/Im%d" % i) or b"q %.2f 0 0 %.2f 0 0 cm /Im%d Do Q" % (
            w,
            h,
            i,
        )
        objs.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body))
        objs.append(
            b"<< /Type /XObject /Subtype /Image /Width %d /Height %d %s /Length %d >>\n"
            b"stream\n" % (wpx, hpx, spec, len(data)) + data + b"\nendstream"
        )
    objs.append(b"<< /Producer (%s) /CreationDate (%s+00'00') >>" % (producer.encode(), STAMP))
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, obj in enumerate(objs):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (i + 1, obj)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\n" % (len(objs) + 1, len(objs))
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)
