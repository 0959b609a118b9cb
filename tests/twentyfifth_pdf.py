"""The twenty-fifth set's PDFs. Text PDFs: a page whose words lie turned a quarter round (a
landscape printout saved sideways, or a portrait page a driver laid on its side), and a two-page
PDF whose first page is someone else's cover (the practice's e-mail, a fax cover sheet) and the
paper itself the second. Image PDFs are pictures only, with no text at all. Every PDF carries one
fixed creation date, so the same seed gives the same bytes."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from fpdf import FPDF
from PIL import Image

from tests.twentyfifth_canvas import Bars, Box, Pen, Rule, Scrawl, Sheet, Text
from tests.twentyfifth_faces import FACES, pen_patch

FROZEN = datetime(2026, 12, 6, 9, 12, tzinfo=UTC)
STAMP = b"D:20261206091200"
LETTER = (612.0, 792.0)


def _new(w: float, h: float) -> FPDF:
    pdf = FPDF(unit="pt", format=(w, h))
    pdf.set_creation_date(FROZEN)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


def _font(pdf: FPDF, face: str, size: float) -> None:
    if face not in pdf.fonts:
        pdf.add_font(face, "", FACES[face])
    pdf.set_font(face, "", size)


def draw_sheet(pdf: FPDF, sheet: Sheet, k: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> None:
    """The sheet's marks on pdf's current page, scaled by k and moved by (dx, dy)."""

    def p(x: float, y: float) -> tuple[float, float]:
        return dx + x * k, dy + y * k

    pdf.set_fill_color(*sheet.paper)
    pdf.rect(dx, dy, sheet.w * k, sheet.h * k, style="F")
    for m in sheet.marks:
        if isinstance(m, Box):
            x, y = p(m.x, m.y)
            style = ("F" if m.fill else "") + ("D" if m.line else "")
            if m.fill:
                pdf.set_fill_color(*m.fill)
            if m.line:
                pdf.set_draw_color(*m.line)
                pdf.set_line_width(m.width * k)
            if m.radius < 0:
                pdf.ellipse(x, y, m.w * k, m.h * k, style=style)
            else:
                rounded = {"round_corners": True, "corner_radius": m.radius * k} if m.radius else {}
                pdf.rect(x, y, m.w * k, m.h * k, style=style, **rounded)  # type: ignore[arg-type]
        elif isinstance(m, Rule):
            pdf.set_draw_color(*m.color)
            pdf.set_line_width(m.width * k)
            pdf.line(*p(m.x0, m.y0), *p(m.x1, m.y1))
        elif isinstance(m, Bars):
            pdf.set_fill_color(20, 20, 20)
            x = m.x
            for i, bw in enumerate(m.widths):
                if i % 2 == 0:
                    pdf.rect(*p(x, m.y), bw * k, m.h * k, style="F")
                x += bw
        elif isinstance(m, Scrawl):
            pdf.set_draw_color(*m.color)
            pdf.set_line_width(m.width * k)
            pdf.polyline([p(x, y) for x, y in m.points])
        elif isinstance(m, Text):
            _font(pdf, m.face, m.size * k)
            pdf.set_text_color(*m.color)
            if m.angle:
                with pdf.rotation(m.angle, *p(m.x, m.y)):
                    pdf.text(*p(m.x, m.y), m.s)
            else:
                pdf.text(*p(m.x, m.y), m.s)
        elif isinstance(m, Pen):  # a pen's words are a picture in the PDF, as a scanned form's
            patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), 4.0, m.tool)
            rgba = Image.new("RGBA", patch.size, (*m.color, 0))
            rgba.putalpha(patch)
            pdf.image(rgba, *p(x0, y0), patch.size[0] / 4 * k, patch.size[1] / 4 * k)


def turned_pdf(sheet: Sheet, clockwise: bool) -> bytes:
    """The sheet on a page as wide as it is tall and as tall as it is wide: its words turned a
    quarter round (the page shows sideways; a reader must turn it)."""
    pdf = _new(sheet.h, sheet.w)
    pdf.add_page()
    # fpdf turns counter-clockwise about the point given (in its own top-down coordinates)
    if clockwise:
        with pdf.rotation(-90, 0, 0):
            draw_sheet(pdf, sheet, 1.0, 0, -sheet.h)
    else:
        with pdf.rotation(90, 0, 0):
            draw_sheet(pdf, sheet, 1.0, -sheet.w, 0)
    return bytes(pdf.output())


def cover_then_sheet(sheet: Sheet, cover: list[tuple[str, str, float]], fit: float) -> bytes:
    """Two pages: a Letter cover of (text, face, size) lines, then the sheet on Letter (shrunk
    to fit if larger, by fit of what would fill it otherwise)."""
    pdf = _new(*LETTER)
    pdf.add_page()
    pdf.set_text_color(20, 20, 20)
    y = 72.0
    for line, face, size in cover:
        if line:
            _font(pdf, face, size)
            pdf.text(72, y, line)
        y += size * 1.55
    pdf.add_page()
    k = min((LETTER[0] - 72) / sheet.w, (LETTER[1] - 72) / sheet.h, 1.0) * fit
    draw_sheet(pdf, sheet, k, (LETTER[0] - sheet.w * k) / 2, 36)
    return bytes(pdf.output())


def image_pdf(pages: list[tuple[bytes, float, float]]) -> bytes:
    """Pictures (PNG or JPEG bytes), each filling a page of w by h points; no text layer."""
    pdf = _new(*pages[0][1:])
    for data, w, h in pages:
        pdf.add_page(format=(w, h))
        pdf.image(
            Image.open(io.BytesIO(data)) if data[:4] == b"\x89PNG" else io.BytesIO(data), 0, 0, w, h
        )
    return bytes(pdf.output())
