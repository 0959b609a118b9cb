"""The thirty-first set's PDFs as the service gets them. Text PDFs: a report server's export that
writes the page's words grouped by font (every run in one face and size together, whatever their
place on the page, the content left uncompressed, as SQL Server Reporting Services' PDF renderer
does), and a form designed in a layout program and exported with printer's marks (the page on a
larger sheet with crop marks at its corners, a registration target and the slug line naming the
file). Image PDFs: img2pdf's wrapping of a scanner's PNG (the picture kept losslessly as Flate
data with PNG row predictors, the page as big as the scan at its dpi), and tiff2pdf's wrapping of
a grey TIFF stored min-is-black (each pixel's grey kept inverted, and the image's Decode array
turning it back)."""

from __future__ import annotations

import random
import zlib
from dataclasses import replace
from datetime import date

import numpy as np
from PIL import Image

from tests.thirtyfirst_canvas import Box, Mark, Pen, Rule, Sheet, Text, render
from tests.thirtyfirst_pdf import _font, draw_sheet, image_pdf, new_pdf, pen, stamped

BLEED = 36.0


def grouped_pdf(sheet: Sheet) -> bytes:
    """The shapes first, then every word, grouped by (face, size) in the order each group first
    appears; pens and stamps last, as pictures."""
    pdf = new_pdf(sheet.w, sheet.h, "Microsoft Reporting Services PDF Rendering Extension 15.0.0.0")
    pdf.compress = False
    pdf.add_page()
    texts = [m for m in sheet.marks if isinstance(m, Text) and not m.stamp]
    draw_sheet(pdf, Sheet(sheet.w, sheet.h, sheet.paper, [m for m in sheet.marks if not _word(m)]))
    groups: dict[tuple[str, float], list[Text]] = {}
    for m in texts:
        groups.setdefault((m.face, m.size), []).append(m)
    for (face, size), runs in groups.items():
        _font(pdf, face, size)
        for m in runs:
            pdf.set_text_color(*m.color)
            with pdf.rotation(m.angle, m.x, m.y):
                pdf.text(m.x, m.y, m.s)
    for m in sheet.marks:
        if isinstance(m, Pen):
            pen(pdf, m)
        elif isinstance(m, Text) and m.stamp:
            stamped(pdf, m)
    return bytes(pdf.output())


def _word(m: Mark) -> bool:
    return isinstance(m, Text | Pen)


def _shifted(m: Mark, dx: float, dy: float) -> Mark:
    if isinstance(m, Text | Pen | Box):
        return replace(m, x=m.x + dx, y=m.y + dy)
    if isinstance(m, Rule):
        return replace(m, x0=m.x0 + dx, y0=m.y0 + dy, x1=m.x1 + dx, y1=m.y1 + dy)
    return replace(m, points=tuple((x + dx, y + dy) for x, y in m.points))


def marks_pdf(sheet: Sheet, rng: random.Random, name: str, saved: date) -> bytes:
    """The page on a sheet BLEED points bigger each side: crop marks, a registration target at the
    head and foot, colour bars and the slug naming the file, page and time it was exported."""
    w, h = sheet.w + 2 * BLEED, sheet.h + 2 * BLEED
    trim: list[Mark] = [Box(BLEED, BLEED, sheet.w, sheet.h, sheet.paper, None)]
    moved = Sheet(w, h, (255, 255, 255), trim + [_shifted(m, BLEED, BLEED) for m in sheet.marks])
    pdf = new_pdf(w, h, "Adobe PDF Library 17.0")
    pdf.set_creator(f"Adobe InDesign 19.{rng.randrange(0, 5)} (Windows)")
    pdf.add_page()
    draw_sheet(pdf, moved)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.25)
    b, gap, ln = BLEED, 9.0, 18.0
    for x in (b, w - b):
        for y in (b, h - b):
            sx = -1 if x == b else 1
            sy = -1 if y == b else 1
            pdf.line(x + sx * gap, y, x + sx * (gap + ln), y)
            pdf.line(x, y + sy * gap, x, y + sy * (gap + ln))
    for cy in (b / 2, h - b / 2):
        pdf.ellipse(w / 2 - 5, cy - 5, 10, 10, style="D")
        pdf.line(w / 2 - 8, cy, w / 2 + 8, cy)
        pdf.line(w / 2, cy - 8, w / 2, cy + 8)
    for i, c in enumerate(((0, 174, 239), (236, 0, 140), (255, 242, 0), (0, 0, 0))):
        pdf.set_fill_color(*c)
        pdf.rect(w / 2 + 20 + i * 9, h - b / 2 - 4, 9, 8, style="F")
    pdf.set_font("helvetica", "", 6)
    pdf.set_text_color(0, 0, 0)
    hour = rng.randrange(1, 12)
    when = f"{saved.month}/{saved.day}/{saved.year % 100}   {hour}:{rng.randrange(60):02d} PM"
    slug = f"{name}.indd   1   {when}"
    pdf.text(b + gap, h - 8, slug)
    return bytes(pdf.output())


def _scan(sheet: Sheet, rng: random.Random, dpi: int) -> Image.Image:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32) * rng.uniform(0.95, 0.99) + g.normal(
        0, 1.8, (img.size[1], img.size[0], 3)
    )
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def up_rows(a: np.ndarray) -> bytes:
    """PNG's Up predictor on each row (filter byte 2 before it), then deflate."""
    a = a.reshape(a.shape[0], -1)
    up = a.astype(np.int16)
    up[1:] -= a[:-1].astype(np.int16)
    rows = np.concatenate([np.full((a.shape[0], 1), 2, np.uint8), (up % 256).astype(np.uint8)], 1)
    return zlib.compress(rows.tobytes(), 6)


def img2pdf_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 150 dpi colour scan kept losslessly: Flate with PNG predictors, as img2pdf keeps a PNG."""
    dpi = 150
    img = _scan(sheet, rng, dpi)
    w, h = img.size
    spec = (
        b"/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms "
        b"<< /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns %d >>" % w
    )
    data = up_rows(np.asarray(img))
    return image_pdf([(data, spec, w, h, w * 72 / dpi, h * 72 / dpi)], "img2pdf 0.5.1")


def tiff2pdf_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 200 dpi grey scan stored min-is-black: the bytes inverted, Decode [1 0] reading them."""
    dpi = 200
    img = _scan(sheet, rng, dpi).convert("L")
    w, h = img.size
    inverted = 255 - np.asarray(img)
    spec = b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Decode [1 0] /Filter /FlateDecode"
    data = zlib.compress(inverted.tobytes(), 6)
    return image_pdf(
        [(data, spec, w, h, w * 72 / dpi, h * 72 / dpi)], "libtiff / tiff2pdf - 20230609"
    )
