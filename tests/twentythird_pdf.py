"""The twenty-third set's PDFs. A born-digital page whose content stream lies on its side and whose
/Rotate (90 or 270, written as an incremental update, as a PDF editor saves a turned page) shows
it upright; a page printed from a browser, scaled down between the browser's header (date and
time, title) and footer (address, page count); a scan with an OCR text layer drawn invisible,
set a little off the picture and with some letters misread; and a picture alone on a page."""

from __future__ import annotations

import io
import random
import re
from dataclasses import replace
from datetime import datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image

from tests.twentythird_canvas import Box, Mark, Pen, Poly, Rule, Scrawl, Sheet, Text
from tests.twentythird_faces import FACES, pen_patch

PDF_DATE = datetime(2026, 12, 5, 16, 30, 0)  # a fixed creation date, no clock
MISREAD = {
    "0": "O",
    "1": "l",
    "5": "S",
    "8": "B",
    "m": "rn",
    "e": "c",
    "O": "0",
    "l": "1",
    "g": "q",
}


def _new(w: float, h: float) -> FPDF:
    pdf = FPDF(unit="pt", format=(w, h))
    pdf.set_creation_date(PDF_DATE)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


def _font(pdf: FPDF, face: str, size: float, added: set[str]) -> None:
    if face not in added:
        pdf.add_font(face, "", FACES[face])
        added.add(face)
    pdf.set_font(face, size=size)


def _mark(pdf: FPDF, m: Mark, added: set[str]) -> None:
    if isinstance(m, Box):
        style = ("F" if m.fill else "") + ("D" if m.line else "")
        if m.fill:
            pdf.set_fill_color(*m.fill)
        if m.line:
            pdf.set_draw_color(*m.line)
            pdf.set_line_width(m.width)
        if m.radius < 0:
            pdf.ellipse(m.x, m.y, m.w, m.h, style=style)
        elif m.radius > 0:
            pdf.rect(m.x, m.y, m.w, m.h, style=style, round_corners=True, corner_radius=m.radius)
        else:
            pdf.rect(m.x, m.y, m.w, m.h, style=style)
    elif isinstance(m, Poly):
        pdf.set_fill_color(*m.fill)
        pdf.polygon(list(m.points), style="F")
    elif isinstance(m, Rule):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.line(m.x0, m.y0, m.x1, m.y1)
    elif isinstance(m, Text):
        _font(pdf, m.face, m.size, added)
        pdf.set_text_color(*m.color)
        with pdf.rotation(m.angle, m.x, m.y):
            pdf.text(m.x, m.y, m.s)
    elif isinstance(m, Scrawl):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.polyline(list(m.points))
    else:  # a pen's words on a printed page: its picture
        patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), 4, m.tool)
        rgba = Image.new("RGBA", patch.size, (*m.color, 0))
        rgba.putalpha(patch)
        buf = io.BytesIO()
        rgba.save(buf, format="PNG")
        pdf.image(buf, x=x0, y=y0, w=patch.size[0] / 4, h=patch.size[1] / 4)


def _paint(pdf: FPDF, sheet: Sheet, added: set[str]) -> None:
    if sheet.paper != (255, 255, 255):
        pdf.set_fill_color(*sheet.paper)
        pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
        _mark(pdf, m, added)


def text_pdf(sheet: Sheet) -> bytes:
    pdf = _new(sheet.w, sheet.h)
    pdf.add_page()
    _paint(pdf, sheet, set())
    return bytes(pdf.output())


def _set_rotate(data: bytes, angle: int) -> bytes:
    """The PDF with /Rotate angle on its page, appended as an incremental update."""
    text = data.decode("latin-1")
    page = re.search(r"(\d+) 0 obj\n<<\n((?:(?!endobj).)*?/Type /Page\n)>>\nendobj", text, re.S)
    root = re.search(r"/Root (\d+) 0 R", text)
    info = re.search(r"/Info (\d+) 0 R", text)
    size = re.search(r"/Size (\d+)", text)
    start = re.findall(r"startxref\n(\d+)", text)
    assert page and root and info and size and start
    at = len(data)
    obj = f"{page.group(1)} 0 obj\n<<\n{page.group(2)}/Rotate {angle}\n>>\nendobj\n"
    xref = at + len(obj)
    tail = (
        f"xref\n0 1\n0000000000 65535 f \n{page.group(1)} 1\n{at:010d} 00000 n \n"
        f"trailer\n<<\n/Size {size.group(1)}\n/Root {root.group(1)} 0 R\n/Info {info.group(1)} 0 R"
        f"\n/Prev {start[-1]}\n>>\nstartxref\n{xref}\n%%EOF\n"
    )
    return data + (obj + tail).encode("latin-1")


def rotated_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """The page stored on its side, shown upright by its /Rotate."""
    angle = rng.choice((90, 270))
    pdf = _new(sheet.h, sheet.w)
    pdf.add_page()
    turn, about = (90, sheet.w / 2) if angle == 90 else (-90, sheet.h / 2)
    with pdf.rotation(turn, about, about):
        _paint(pdf, sheet, set())
    return _set_rotate(bytes(pdf.output()), angle)


def _moved(m: Mark, k: float, dx: float, dy: float) -> Mark:
    if isinstance(m, Text | Pen):
        return replace(m, x=m.x * k + dx, y=m.y * k + dy, size=m.size * k)
    if isinstance(m, Box):
        return replace(
            m,
            x=m.x * k + dx,
            y=m.y * k + dy,
            w=m.w * k,
            h=m.h * k,
            width=m.width * k,
            radius=m.radius * k if m.radius > 0 else m.radius,
        )
    if isinstance(m, Rule):
        return replace(m, x0=m.x0 * k + dx, y0=m.y0 * k + dy, x1=m.x1 * k + dx, y1=m.y1 * k + dy)
    pts = tuple((x * k + dx, y * k + dy) for x, y in m.points)
    return replace(m, points=pts)


def browser_pdf(sheet: Sheet, rng: random.Random, title: str) -> bytes:
    """The page as a browser prints it to PDF: fitted inside the margins, a header and footer."""
    pw, ph = 612.0, 792.0
    k = min((pw - 72) / sheet.w, (ph - 90) / sheet.h, rng.uniform(0.88, 0.97))
    dx, dy = (pw - sheet.w * k) / 2, 45 + rng.uniform(0, 6)
    page = Sheet(pw, ph)
    page.marks.append(Box(dx, dy, sheet.w * k, sheet.h * k, sheet.paper, None, 0))
    page.marks.extend(_moved(m, k, dx, dy) for m in sheet.marks)
    hour, minute = rng.randrange(1, 12), rng.randrange(60)
    stamp = f"12/{rng.randrange(1, 5)}/26, {hour}:{minute:02d} {rng.choice(('AM', 'PM'))}"
    page.text(22, 20, stamp, "vl", 7.5)
    page.text(306, 20, title, "vl", 7.5, align="c")
    host = rng.choice(("petportal.vetrecords.com", "mail.google.com", "app.mypetschart.com"))
    page.text(22, 780, f"https://{host}/records/{rng.randrange(10**6, 10**7)}/view", "vl", 7.5)
    page.text(590, 780, "1/1", "vl", 7.5, align="r")
    return text_pdf(page)


def image_pdf(jpeg: bytes, w_pt: float, h_pt: float) -> bytes:
    pdf = _new(w_pt, h_pt)
    pdf.add_page()
    pdf.image(io.BytesIO(jpeg), x=0, y=0, w=w_pt, h=h_pt)
    return bytes(pdf.output())


def _misread(s: str, rng: random.Random, rate: float) -> str:
    return "".join(MISREAD[c] if c in MISREAD and rng.random() < rate else c for c in s)


def ocr_pdf(jpeg: bytes, sheet: Sheet, rng: random.Random) -> bytes:
    """A searchable scan: the picture, and over it the OCR's words drawn invisible, the whole layer
    set a few points off and scaled a little, some letters misread."""
    pdf = _new(sheet.w, sheet.h)
    pdf.add_page()
    pdf.image(io.BytesIO(jpeg), x=0, y=0, w=sheet.w, h=sheet.h)
    pdf.text_mode = TextMode.INVISIBLE
    k = rng.uniform(0.97, 1.03)
    dx, dy = rng.uniform(-6, 6), rng.uniform(-5, 5)
    rate = rng.uniform(0.04, 0.12)
    added: set[str] = set()
    for m in sheet.marks:
        if isinstance(m, Text | Pen):
            s = _misread(m.s, rng, rate * (3 if isinstance(m, Pen) else 1))
            _font(pdf, "ipag", m.size * k, added)
            pdf.text(m.x * k + dx, m.y * k + dy, s)
    return bytes(pdf.output())
