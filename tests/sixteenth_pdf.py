"""The sixteenth set's PDFs, made with fpdf2 at a fixed creation date: a sheet as a text PDF
(real text; pen and stamps as pictures), a scan as an image-only PDF, or a scan with the page's
printed words laid invisibly over it (a searchable PDF)."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image

from tests.sixteenth_canvas import FONTS, Sheet, font, hand_image, stamp_image

CREATED = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)
_PT = 25.4 / 72


def _new(sheet: Sheet) -> FPDF:
    pdf = FPDF(unit="mm", format=(sheet.w, sheet.h))
    pdf.set_creation_date(CREATED)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.add_page()
    return pdf


def _ascent_mm(key: str, size: float) -> float:
    ascent, _ = font(key, 1000).getmetrics()
    return ascent / 1000 * size * _PT


def _words(pdf: FPDF, sheet: Sheet, *, invisible: bool) -> None:
    added: set[str] = set()
    if invisible:
        pdf.text_mode = TextMode.INVISIBLE
    for op in sheet.ops:
        if op.kind != "text":
            continue
        if op.font not in added:
            pdf.add_font(op.font, "", FONTS[op.font])
            added.add(op.font)
        pdf.set_font(op.font, size=op.size)
        pdf.set_text_color(*op.color)
        width = pdf.get_string_width(op.text)
        x = {"l": op.x, "r": op.x - width, "c": op.x - width / 2}[op.align]
        pdf.text(x, op.y + _ascent_mm(op.font, op.size), op.text)


def text_pdf(sheet: Sheet) -> bytes:
    pdf = _new(sheet)
    if sheet.paper != (255, 255, 255):
        pdf.set_fill_color(*sheet.paper)
        pdf.rect(0, 0, sheet.w, sheet.h, "F")
    scale = 300 / 25.4
    for op in sheet.ops:
        if op.kind == "rect":
            if op.fill is not None:
                pdf.set_fill_color(*op.fill)
            pdf.set_draw_color(*op.color)
            pdf.set_line_width(op.width)
            style = ("D" if op.fill is None else "DF") if op.width > 0 else "F"
            pdf.rect(op.x, op.y, op.w, op.h, style)
        elif op.kind == "line":
            pdf.set_draw_color(*op.color)
            pdf.set_line_width(op.width)
            pdf.line(op.x, op.y, op.w, op.h)
        elif op.kind == "hand":
            strip, top = hand_image(op, scale)
            pdf.image(strip, op.x, op.y - top / scale, w=strip.width / scale)
        elif op.kind == "stamp":
            st = stamp_image(op, scale)
            pdf.image(
                st, op.x - st.width / scale / 2, op.y - st.height / scale / 2, w=st.width / scale
            )
    _words(pdf, sheet, invisible=False)
    return bytes(pdf.output())


def image_pdf(sheet: Sheet, scan: Image.Image, *, searchable: bool, quality: int = 78) -> bytes:
    pdf = _new(sheet)
    buf = io.BytesIO()
    scan.save(buf, format="JPEG", quality=quality)
    buf.seek(0)
    pdf.image(buf, 0, 0, w=sheet.w, h=sheet.h)
    if searchable:
        _words(pdf, sheet, invisible=True)
    return bytes(pdf.output())
