"""The seventeenth set's PDFs, drawn with fpdf2 at a fixed creation date: a text PDF with the
sheet's real text and lines, and an image PDF of a scan, with or without an invisible text layer."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image

from tests.seventeenth_canvas import FACES, Hand, Picture, Shape, Sheet, Text, font, hand_layer

CREATED = datetime(2026, 12, 1, 9, 30, 0, tzinfo=UTC)


def _pdf(w_pt: float, h_pt: float) -> FPDF:
    pdf = FPDF(unit="pt", format=(w_pt, h_pt))
    pdf.set_creation_date(CREATED)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.add_page()
    return pdf


def _out(pdf: FPDF) -> bytes:
    return bytes(pdf.output())


def _style(outline: object, fill: object) -> str:
    return ("D" if outline else "") + ("F" if fill else "")


def text_pdf(sheet: Sheet) -> bytes:
    k = 72 / sheet.dpi
    pdf = _pdf(sheet.width * k, sheet.height * k)
    if sheet.paper != (255, 255, 255):
        pdf.set_fill_color(*sheet.paper)
        pdf.rect(0, 0, sheet.width * k, sheet.height * k, style="F")
    loaded: set[str] = set()
    for op in sheet.ops:
        if isinstance(op, Text):
            if op.face not in loaded:
                pdf.add_font(op.face, "", FACES[op.face])
                loaded.add(op.face)
            ascent = font(FACES[op.face], op.size).getmetrics()[0]
            pdf.set_font(op.face, size=op.size * k)
            pdf.set_text_color(*op.color)
            pdf.text(op.x * k, (op.y + ascent) * k, op.s)
        elif isinstance(op, Shape):
            x0, y0, x1, y1 = op.box
            pdf.set_line_width(op.width * k)
            if op.outline:
                pdf.set_draw_color(*op.outline)
            if op.fill:
                pdf.set_fill_color(*op.fill)
            if op.kind == "line":
                pdf.line(x0 * k, y0 * k, x1 * k, y1 * k)
            elif op.kind == "rect":
                pdf.rect(x0 * k, y0 * k, (x1 - x0) * k, (y1 - y0) * k, _style(op.outline, op.fill))
            else:
                pdf.ellipse(
                    x0 * k, y0 * k, (x1 - x0) * k, (y1 - y0) * k, _style(op.outline, op.fill)
                )
        else:
            img = hand_layer(op) if isinstance(op, Hand) else op.img
            x = op.x - op.size * 0.3 if isinstance(op, Hand) else op.x
            y = op.y - op.size * 0.35 if isinstance(op, Hand) else op.y
            assert isinstance(op, Hand | Picture)
            pdf.image(img, x * k, y * k, img.width * k, img.height * k)
    return _out(pdf)


def image_pdf(
    img: Image.Image, sheet: Sheet | None = None, quality: int = 82, dpi: float = 150.0
) -> bytes:
    """The scan as a JPEG on a page of the paper's size; with a sheet, its text laid over the
    image invisibly where it was printed (a searchable PDF)."""
    dpi = sheet.dpi * img.width / sheet.width if sheet else dpi
    k = 72 / dpi
    pdf = _pdf(img.width * k, img.height * k)
    buf = io.BytesIO()
    img.convert("RGB").save(buf, "JPEG", quality=quality)
    pdf.image(io.BytesIO(buf.getvalue()), 0, 0, img.width * k, img.height * k)
    if sheet:
        scale = img.width / sheet.width
        pdf.text_mode = TextMode.INVISIBLE
        pdf.set_font("helvetica", size=10)
        for op in sheet.ops:
            if isinstance(op, Text):
                ascent = font(FACES[op.face], op.size).getmetrics()[0]
                pdf.set_font_size(op.size * scale * k)
                pdf.text(op.x * scale * k, (op.y + ascent) * scale * k, op.s)
    return _out(pdf)
