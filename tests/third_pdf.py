"""The third set's sheets as uploads: PDFs (a scanner's JPEG, a practice's text) or pictures."""

from __future__ import annotations

import io
import random
from datetime import UTC, datetime

from tests.third_render import FONTS, Box, Rule, Sheet, Text, encoded, lowres, photo, picture, scan

MADE = datetime(2026, 12, 2, tzinfo=UTC)  # the PDFs' creation date, so the bytes never change


def pdf_image(sheet: Sheet, rng: random.Random) -> bytes:
    """A scanner's PDF: one JPEG a page, no text layer."""
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(MADE)  # the same bytes on every run
    pdf.set_auto_page_break(False)
    pdf.add_page()
    image = picture(sheet, rng.choice((150, 200)), rng).convert("L")
    pdf.image(io.BytesIO(encoded(image, "JPEG", 80)), 0, 0, sheet.width, sheet.height)
    return bytes(pdf.output())


def pdf_text(sheet: Sheet) -> bytes:
    """A practice system's PDF: every word in the text layer at its place, rules drawn."""
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(MADE)  # the same bytes on every run
    pdf.set_auto_page_break(False)
    pdf.add_page()
    families: dict[str, str] = {}
    for mark in sheet.marks:
        if isinstance(mark, Text):
            if mark.face not in families:
                families[mark.face] = f"f{len(families)}"
                pdf.add_font(families[mark.face], "", FONTS + mark.face)
            pdf.set_font(families[mark.face], "", mark.size)
            pdf.set_text_color(*mark.ink)
            pdf.text(mark.x, mark.y, mark.text)
        elif isinstance(mark, Box):
            pdf.set_line_width(mark.width)
            if mark.shade is not None:
                pdf.set_fill_color(mark.shade)
            pdf.rect(mark.x, mark.y, mark.w, mark.h, "DF" if mark.shade is not None else "D")
        elif isinstance(mark, Rule):
            pdf.set_line_width(mark.width)
            pdf.set_dash_pattern(4, 3) if mark.dashed else pdf.set_dash_pattern()
            pdf.line(mark.x0, mark.y0, mark.x1, mark.y1)
            pdf.set_dash_pattern()
        else:
            pdf.set_draw_color(*mark.ink)
            pdf.polyline(list(mark.points))
            pdf.set_draw_color(0)
    return bytes(pdf.output())


def page_bytes(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str]:
    """The certificate as an upload in `condition`, with its content type."""
    if condition == "pdf_text":
        return pdf_text(sheet), "application/pdf"
    if condition == "pdf_image":
        return pdf_image(sheet, rng), "application/pdf"
    if condition == "scan":
        image = scan(sheet, rng)
        return (
            (encoded(image, "PNG"), "image/png")
            if rng.random() < 0.5
            else (encoded(image, "JPEG", 90), "image/jpeg")
        )
    image = photo(sheet, rng) if condition == "photo" else lowres(sheet, rng)
    return encoded(image, "JPEG", rng.randint(55, 78)), "image/jpeg"
