"""A fourth-set page as a PDF: its text as text objects (fpdf2), or a scan wrapped in one."""

from __future__ import annotations

import io
import random
from datetime import UTC, datetime

from fpdf import FPDF
from PIL import Image

from tests.fourth_draw import (
    FACES,
    Box,
    Rule,
    Scribble,
    Sheet,
    Stamp,
    Text,
    scribble_points,
    text_width,
)

MADE = datetime(2026, 12, 1, 10, 42, tzinfo=UTC)


def text_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """What a practice system exports or a form filled on screen: every word a text object."""
    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_auto_page_break(False)
    pdf.set_creation_date(MADE)  # a frozen set: the same bytes every run
    pdf.set_creator(
        rng.choice(("AVImark 2024.2", "Cornerstone 9.6", "ezyVet", "Acrobat Fill & Sign"))
    )
    for face, path in FACES.items():
        pdf.add_font(face, "", path)
    pdf.add_page()
    marks = list(sheet.marks)
    if sheet.shuffled_text:  # labels and values written in the order the software kept them
        rng.shuffle(marks)
    for mark in marks:
        if isinstance(mark, Box):
            pdf.set_draw_color(*mark.ink)
            pdf.set_line_width(mark.width)
            if mark.shade is not None:
                pdf.set_fill_color(mark.shade)
            pdf.rect(mark.x, mark.y, mark.w, mark.h, style="DF" if mark.shade is not None else "D")
        elif isinstance(mark, Rule):
            pdf.set_draw_color(*mark.ink)
            pdf.set_line_width(mark.width)
            if mark.dash:
                pdf.set_dash_pattern(dash=mark.dash, gap=mark.dash)
            pdf.line(mark.x1, mark.y1, mark.x2, mark.y2)
            pdf.set_dash_pattern()
        elif isinstance(mark, Text):
            _text(pdf, mark)
        elif isinstance(mark, Scribble):
            pdf.set_draw_color(*mark.ink)
            pdf.set_line_width(1.0)
            pdf.polyline(scribble_points(mark))
        elif isinstance(mark, Stamp):
            _stamp(pdf, mark)
    return bytes(pdf.output())


def _text(pdf: FPDF, mark: Text) -> None:
    text, size = mark.text, mark.size
    if mark.style == "caps":  # a small-caps face's words are capitals in the text layer
        text, size = text.upper(), size * 0.85
    pdf.set_font(mark.face, size=size)
    pdf.set_text_color(*mark.ink)
    if mark.angle:
        with pdf.rotation(mark.angle, mark.x, mark.y):
            pdf.text(mark.x, mark.y, text)
    else:
        pdf.text(mark.x, mark.y, text)


def _stamp(pdf: FPDF, mark: Stamp) -> None:
    widest = max(text_width(line, "sans_bold", mark.size) for line in mark.lines)
    w, h = widest + 3 * mark.size, (len(mark.lines) + 1.6) * mark.size * 1.2
    with (
        pdf.local_context(stroke_opacity=0.7, fill_opacity=0.7),
        pdf.rotation(mark.angle, mark.x, mark.y),
    ):
        pdf.set_draw_color(*mark.ink)
        pdf.set_text_color(*mark.ink)
        pdf.set_line_width(1.4)
        left, top = mark.x - w / 2, mark.y - h / 2
        if mark.round:
            pdf.ellipse(left, top, w, h)
        else:
            pdf.rect(left, top, w, h)
        pdf.set_font("sans_bold", size=mark.size)
        for i, line in enumerate(mark.lines):
            y = top + (i + 1.3) * mark.size * 1.2 + mark.size * 0.35
            pdf.text(mark.x - text_width(line, "sans_bold", mark.size) / 2, y, line)


def image_pdf(picture: Image.Image, dpi: int, rng: random.Random) -> bytes:
    """A scanner's or a phone app's PDF: the page a JPEG inside, at the dpi it was scanned."""
    out = io.BytesIO()
    picture.convert("L" if rng.random() < 0.5 else "RGB").save(
        out,
        format="PDF",
        resolution=dpi,
        quality=rng.randint(70, 90),
        creationDate=MADE.timetuple(),
        modDate=MADE.timetuple(),
    )
    return out.getvalue()
