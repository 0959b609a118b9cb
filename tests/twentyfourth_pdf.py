"""The twenty-fourth set's PDFs. Text PDFs: a page printed by "Microsoft Print to PDF" (the sheet
shrunk onto a Letter page with hairline margins, off centre) and a page an owner "redacted"
before sending (black boxes drawn over the phone, address and account numbers, the words still
in the text layer under them). Image PDFs are pictures only, with no text at all. Every PDF
carries one fixed creation date, so the same seed gives the same bytes."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from fpdf import FPDF
from PIL import Image

from tests.twentyfourth_canvas import Bars, Box, Pen, Rule, Scrawl, Sheet, Text
from tests.twentyfourth_faces import FACES, pen_patch

FROZEN = datetime(2026, 12, 6, 15, 45, tzinfo=UTC)
STAMP = b"D:20261206154500"
LETTER = (612.0, 792.0)


def _new(w: float, h: float) -> FPDF:
    pdf = FPDF(unit="pt", format=(w, h))
    pdf.set_creation_date(FROZEN)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


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
                pdf.rect(
                    x,
                    y,
                    m.w * k,
                    m.h * k,
                    style=style,
                    round_corners=m.radius > 0,
                    corner_radius=m.radius * k,
                )
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
            if m.face not in pdf.fonts:
                pdf.add_font(m.face, "", FACES[m.face])
            pdf.set_font(m.face, "", m.size * k)
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


def print_to_pdf(sheet: Sheet, shrink: float, at: tuple[float, float]) -> bytes:
    """Microsoft Print to PDF: a Letter page, the sheet shrunk to fit its hairline margins."""
    pdf = _new(*LETTER)
    pdf.add_page()
    k = min((LETTER[0] - 12) / sheet.w, (LETTER[1] - 12) / sheet.h, 1.0) * shrink
    draw_sheet(pdf, sheet, k, at[0], at[1])
    return bytes(pdf.output())


def redacted_pdf(sheet: Sheet, boxes: list[tuple[float, float, float, float]]) -> bytes:
    """The sheet as a text PDF with black boxes drawn over some words (which stay in the text)."""
    pdf = _new(sheet.w, sheet.h)
    pdf.add_page()
    draw_sheet(pdf, sheet)
    pdf.set_fill_color(0, 0, 0)
    for x0, y0, x1, y1 in boxes:
        pdf.rect(x0, y0, x1 - x0, y1 - y0, style="F")
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
