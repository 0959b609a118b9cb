"""The twenty-sixth set's PDFs. Text PDFs: a filled-in PDF form as a form-filling program saves it
(the blank form as first written, then an incremental update appending a text field for each
typed value, with the value and its appearance in Helvetica: the page's own text holds only the
form), and a "secured" PDF (RC4 128-bit with an owner password only, so it opens without one, and
its permissions let it be printed but not copied). Image PDFs are pictures only, placed as one
image or as a stack of strips, with no text at all. Every PDF carries one fixed creation date, so
the same seed gives the same bytes. tests/twentysixth_form.py fills in the form."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import AccessPermission, EncryptionMethod
from PIL import Image

from tests.twentysixth_canvas import Box, Pen, Rule, Scrawl, Sheet, Text
from tests.twentysixth_faces import FACES, pen_patch

FROZEN = datetime(2026, 12, 6, 14, 26, tzinfo=UTC)
STAMP = b"D:20261206142600"
LETTER = (612.0, 792.0)


def new_pdf(w: float, h: float) -> FPDF:
    pdf = FPDF(unit="pt", format=(w, h))
    pdf.set_creation_date(FROZEN)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


def _font(pdf: FPDF, face: str, size: float) -> None:
    if face not in pdf.fonts:
        pdf.add_font(face, "", FACES[face])
    pdf.set_font(face, "", size)


def draw_sheet(pdf: FPDF, sheet: Sheet, values: bool = True) -> None:
    """The sheet's marks on pdf's current page; values=False leaves the typed values out."""
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
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
        elif isinstance(m, Scrawl):
            pdf.set_draw_color(*m.color)
            pdf.set_line_width(m.width)
            pdf.polyline(list(m.points))
        elif isinstance(m, Text):
            if m.value and not values:
                continue
            _font(pdf, m.face, m.size)
            pdf.set_text_color(*m.color)
            if m.angle:
                with pdf.rotation(m.angle, m.x, m.y):
                    pdf.text(m.x, m.y, m.s)
            else:
                pdf.text(m.x, m.y, m.s)
        elif isinstance(m, Pen):  # a pen's words are a picture in the PDF, as a scanned form's
            patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), 4.0, m.tool)
            rgba = Image.new("RGBA", patch.size, (*m.color, 0))
            rgba.putalpha(patch)
            pdf.image(rgba, x0, y0, patch.size[0] / 4, patch.size[1] / 4)


def secured_pdf(sheet: Sheet, producer: str) -> bytes:
    """The sheet as a text PDF locked by an owner password: printing allowed, copying not."""
    pdf = new_pdf(sheet.w, sheet.h)
    pdf.set_producer(producer)
    pdf.set_encryption(
        owner_password="clinic-" + producer[:6],
        encryption_method=EncryptionMethod.RC4,
        permissions=AccessPermission.PRINT_LOW_RES | AccessPermission.PRINT_HIGH_RES,
    )
    pdf.add_page()
    draw_sheet(pdf, sheet)
    return bytes(pdf.output())


def image_pdf(
    pages: list[tuple[bytes, float, float]],
    at: tuple[float, float, float, float] | None = None,
    page: tuple[float, float] | None = None,
) -> bytes:
    """Pictures (PNG or JPEG bytes), each filling a page of w by h points (or placed at
    at = (x, y, w, h) on a page of the size given); no text layer."""
    first = page or pages[0][1:]
    pdf = new_pdf(*first)
    for data, w, h in pages:
        pdf.add_page(format=page or (w, h))
        x, y, pw, ph = at or (0, 0, w, h)
        img = Image.open(io.BytesIO(data)) if data[:4] == b"\x89PNG" else io.BytesIO(data)
        pdf.image(img, x, y, pw, ph)
    return bytes(pdf.output())


def striped_pdf(strips: list[bytes], w: float, h: float) -> bytes:
    """One page built of horizontal strips (each a picture of the same width, stacked top down
    in proportion to their pixel heights), as some office scanners write their PDFs."""
    sizes = [Image.open(io.BytesIO(s)).size for s in strips]
    total = sum(sz[1] for sz in sizes)
    pdf = new_pdf(w, h)
    pdf.add_page()
    y = 0.0
    for data, (_, sh) in zip(strips, sizes, strict=True):
        part = h * sh / total
        pdf.image(io.BytesIO(data), 0, y, w, part)
        y += part
    return bytes(pdf.output())
