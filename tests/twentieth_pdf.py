"""The twentieth set's PDFs (fpdf2): a text PDF whose words are real text in the page's own fonts,
a searchable PDF (the scan's picture over the words as invisible text, as a scanner's OCR writes
them), and image-only PDFs of one or more scanned pages; every one with a fixed creation date."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image

from tests.twentieth_canvas import FACES, Sheet

CREATED = datetime(2026, 12, 5, 9, 30, tzinfo=UTC)


def _pdf() -> FPDF:
    pdf = FPDF(unit="pt")
    pdf.set_creation_date(CREATED)
    pdf.set_creator("ScanSnap Manager")
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


def _fonts(pdf: FPDF, sheet: Sheet) -> None:
    for face in sorted({m.face for m in sheet.marks if m.kind == "text"}):
        pdf.add_font(face.replace("-", ""), "", FACES[face])


def _words(pdf: FPDF, sheet: Sheet) -> None:
    for m in sheet.marks:
        if m.kind != "text":
            continue
        pdf.set_font(m.face.replace("-", ""), size=m.size)
        pdf.set_text_color(*m.ink)
        pdf.text(m.x, m.y, m.text)


def text_pdf(sheet: Sheet) -> bytes:
    """The page as its program printed it to PDF: shapes as vectors, words as text."""
    pdf = _pdf()
    pdf.set_creator("Microsoft: Print To PDF")
    _fonts(pdf, sheet)
    pdf.add_page(format=(sheet.width, sheet.height))
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.width, sheet.height, style="F")
    for m in sheet.marks:
        if m.kind == "rect":
            style = ("F" if m.fill else "") + ("D" if m.width else "")
            if not style:
                continue
            if m.fill:
                pdf.set_fill_color(*m.fill)
            pdf.set_draw_color(*m.ink)
            pdf.set_line_width(m.width or 0.1)
            if m.radius:
                pdf.rect(
                    m.x,
                    m.y,
                    m.x2 - m.x,
                    m.y2 - m.y,
                    style=style,
                    round_corners=True,
                    corner_radius=m.radius,
                )
            else:
                pdf.rect(m.x, m.y, m.x2 - m.x, m.y2 - m.y, style=style)
        elif m.kind == "line":
            pdf.set_draw_color(*m.ink)
            pdf.set_line_width(m.width)
            pdf.line(m.x, m.y, m.x2, m.y2)
    _words(pdf, sheet)
    return bytes(pdf.output())


def _jpeg(img: Image.Image, quality: int) -> io.BytesIO:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return buf


def image_pdf(
    pages: list[Image.Image],
    size: tuple[float, float],
    quality: int = 80,
    words: Sheet | None = None,
) -> bytes:
    """Scanned pages, one picture a page; words (the last page's) as invisible text under it."""
    pdf = _pdf()
    if words is not None:
        _fonts(pdf, words)
    for i, img in enumerate(pages):
        pdf.add_page(format=size)
        pdf.image(_jpeg(img, quality), 0, 0, size[0], size[1])
        if words is not None and i == len(pages) - 1:
            pdf.text_mode = TextMode.INVISIBLE
            _words(pdf, words)
            pdf.text_mode = TextMode.FILL
    return bytes(pdf.output())
