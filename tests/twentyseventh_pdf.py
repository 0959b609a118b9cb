"""The twenty-seventh set's PDFs. Text PDFs: a report writer's PDF that sets every letter by itself
at its own position (the drawing first, then the typed values, then the form's printed words:
the order the report was built in, not the order it reads), and the page as the clinic's program
wrote it with an owner's comments added afterwards in a PDF viewer (tests/twentyseventh_notes.py).
Pen lines and rubber-stamped words are pictures in a text PDF, as a program's signature and
stamp images are. Image PDFs are pictures only: a scanner's compact PDF (a small blurred JPEG of
the page under a full-resolution picture of the ink, see-through elsewhere) and a duplex scan's
two pages. Every PDF carries one fixed creation date, so the same seed gives the same bytes."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw

from tests.twentyseventh_canvas import Box, Pen, Rule, Scrawl, Sheet, Text
from tests.twentyseventh_faces import FACES, font, pen_patch, stamp_ink, width

FROZEN = datetime(2026, 12, 6, 9, 27, tzinfo=UTC)
STAMP = b"D:20261206092700"
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


def _shape(pdf: FPDF, m: Box | Rule | Scrawl) -> None:
    if isinstance(m, Box):
        style = ("F" if m.fill else "") + ("D" if m.line else "")
        if m.fill:
            pdf.set_fill_color(*m.fill)
        if m.line:
            pdf.set_draw_color(*m.line)
            pdf.set_line_width(m.width)
        if m.radius < 0:
            pdf.ellipse(m.x, m.y, m.w, m.h, style=style)
        else:
            rounded = {"round_corners": True, "corner_radius": m.radius} if m.radius else {}
            pdf.rect(m.x, m.y, m.w, m.h, style=style, **rounded)  # type: ignore[arg-type]
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


def _stamped(pdf: FPDF, m: Text) -> None:
    """A rubber-stamped word as the stamp's picture (turned with it)."""
    f = font(m.face, round(m.size * K))
    px = round(m.size * K)
    img = Image.new("L", (int(f.getlength(m.s)) + 8, int(px * 1.7)), 0)
    ImageDraw.Draw(img).text((4, px * 1.25), m.s, font=f, fill=255, anchor="ls")
    a = np.asarray(img, np.float32) * stamp_ink(m.stamp, (img.size[1], img.size[0]))
    rgba = Image.new("RGBA", img.size, (*m.color, 0))
    rgba.putalpha(Image.fromarray(a.astype(np.uint8)))
    x0, y0 = m.x - 4 / K, m.y - px * 1.25 / K
    with pdf.rotation(m.angle, m.x, m.y):
        pdf.image(rgba, x0, y0, img.size[0] / K, img.size[1] / K)


def _pen(pdf: FPDF, m: Pen) -> None:
    patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), K, m.tool)
    rgba = Image.new("RGBA", patch.size, (*m.color, 0))
    rgba.putalpha(patch)
    pdf.image(rgba, x0, y0, patch.size[0] / K, patch.size[1] / K)


def _text(pdf: FPDF, m: Text, glyphs: bool = False) -> None:
    if m.stamp:
        _stamped(pdf, m)
        return
    _font(pdf, m.face, m.size)
    pdf.set_text_color(*m.color)
    if m.angle:
        with pdf.rotation(m.angle, m.x, m.y):
            pdf.text(m.x, m.y, m.s)
    elif glyphs:  # each letter set by itself where the line would put it
        for i, ch in enumerate(m.s):
            if ch != " ":
                pdf.text(m.x + width(m.s[:i], m.face, m.size), m.y, ch)
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
            _pen(pdf, m)
        else:
            _shape(pdf, m)


def text_pdf(sheet: Sheet, producer: str) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, producer)
    pdf.add_page()
    draw_sheet(pdf, sheet)
    return bytes(pdf.output())


def glyph_pdf(sheet: Sheet, producer: str) -> bytes:
    """A report writer's PDF: the rules, boxes and pictures first, then the typed values, then
    the printed words, every letter set by itself."""
    pdf = new_pdf(sheet.w, sheet.h, producer)
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
        if isinstance(m, Pen):
            _pen(pdf, m)
        elif not isinstance(m, Text):
            _shape(pdf, m)
    texts = [m for m in sheet.marks if isinstance(m, Text)]
    for m in [t for t in texts if t.value] + [t for t in texts if not t.value]:
        _text(pdf, m, glyphs=True)
    return bytes(pdf.output())


def image_pdf(
    pages: list[tuple[bytes, float, float]], producer: str, layers: list[bytes] | None = None
) -> bytes:
    """Pictures (PNG or JPEG bytes), each filling a page of w by h points; layers, when given,
    are pictures with transparency laid over the pages' own, one a page. No text layer."""
    pdf = new_pdf(pages[0][1], pages[0][2], producer)
    for i, (data, w, h) in enumerate(pages):
        pdf.add_page(format=(w, h))
        for pic in [data, *([layers[i]] if layers and i < len(layers) else [])]:
            img = Image.open(io.BytesIO(pic)) if pic[:4] == b"\x89PNG" else io.BytesIO(pic)
            pdf.image(img, 0, 0, w, h)
    return bytes(pdf.output())
