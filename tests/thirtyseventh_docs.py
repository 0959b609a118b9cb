"""The thirty-seventh set's PDFs as the service gets them. Text PDFs: a landscape print driver's
export whose page is stored sideways (its MediaBox wider than tall, the words drawn turned a
quarter) and shown upright by the page's /Rotate 90, and an issuing system's PDF with a security
background of fine guilloche curves drawn as vector lines behind the words. Image PDFs: a
scanner's 16-bit-a-sample RGB picture (Flate), and a one-bit picture painted as a stencil mask
(/ImageMask true) in the content stream's fill colour over a white page."""

from __future__ import annotations

import math
import random
import re
import zlib

import numpy as np
from fpdf import FPDF
from PIL import Image

from tests.thirtyseventh_canvas import Pen, Sheet, Text, render
from tests.thirtyseventh_pdf import _text, draw_sheet, image_pdf, new_pdf, pen, shape


def _xref(data: bytes) -> bytes:
    """The cross-reference table written again for the objects where they now stand."""
    body = data[: data.rindex(b"xref\n")]
    offsets = {int(m.group(1)): m.start(1) for m in re.finditer(rb"(?m)^(\d+) 0 obj", body)}
    n = max(offsets) + 1
    trailer = data[data.rindex(b"trailer") :]
    trailer = trailer[: trailer.index(b"startxref")]
    out = bytearray(body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % n
    out += b"".join(b"%010d 00000 n \n" % offsets.get(i, 0) for i in range(1, n))
    out += trailer + b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def rotated_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    driver = rng.choice(("Microsoft: Print To PDF", "HP LaserJet PCL6 PDF driver"))
    pdf = new_pdf(sheet.h, sheet.w, driver)
    pdf.add_page()
    half = sheet.w / 2
    with pdf.rotation(90, half, half):  # the sheet's top runs up the stored page's left side
        draw_sheet(pdf, sheet)
    data = bytes(pdf.output())
    data, n = re.subn(rb"/Type /Page\b(?!s)", b"/Type /Page /Rotate 90", data, count=1)
    assert n == 1
    return _xref(data)


def _guilloche(pdf: FPDF, sheet: Sheet, rng: random.Random) -> None:
    """Bands of fine interlaced sine curves over the whole page, in two pale inks."""
    inks = rng.choice((((196, 222, 206), (214, 206, 232)), ((200, 214, 236), (236, 214, 200))))
    for band in range(rng.randrange(5, 8)):
        cy = sheet.h * (band + 0.5) / 6.5
        amp, period = rng.uniform(18, 40), rng.uniform(60, 140)
        for j in range(14):
            phase = j * math.pi / 7
            pts = [
                (x, cy + amp * math.sin(x / period * 2 * math.pi + phase) * math.cos(x / 400 + j))
                for x in np.linspace(0, sheet.w, 160)
            ]
            shape_line(pdf, pts, inks[j % 2])


def shape_line(pdf: FPDF, pts: list[tuple[float, float]], color: tuple[int, int, int]) -> None:
    pdf.set_draw_color(*color)
    pdf.set_line_width(0.35)
    pdf.polyline(pts)


def guilloche_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, rng.choice(("VetSecure Document Services 3.1", "iText 7.2.5")))
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    _guilloche(pdf, sheet, rng)
    for m in sheet.marks:
        if isinstance(m, Text):
            _text(pdf, m)
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)
    return bytes(pdf.output())


def _scanned(sheet: Sheet, rng: random.Random, dpi: int) -> np.ndarray:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.5, 0.5), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * np.array((0.97, 0.97, 0.96), np.float32)
    return np.asarray(a + g.normal(0, 1.2, a.shape), np.float32)


def sixteen_bit_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    a = np.clip(np.rint(_scanned(sheet, rng, 150)), 0, 255)
    deep = (a * 257).astype(">u2")  # the scanner's 8-bit sensor scaled to 16 bits a sample
    h, w = deep.shape[:2]
    spec = b"/ColorSpace /DeviceRGB /BitsPerComponent 16 /Filter /FlateDecode"
    data = zlib.compress(deep.tobytes(), 4)
    return image_pdf([(data, spec, w, h, sheet.w, sheet.h)], "VueScan 9.8.24 (48-bit RGB)")


def stencil_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    grey = _scanned(sheet, rng, 200).mean(axis=2)
    cut = rng.uniform(150, 175)
    paper = grey > cut  # a set bit is paper (left unpainted); a clear bit takes the fill
    h, w = paper.shape
    data = zlib.compress(np.packbits(paper, axis=1).tobytes(), 6)
    spec = b"/ImageMask true /BitsPerComponent 1 /Filter /FlateDecode"
    ink = rng.choice((b"0 0 0", b"0.08 0.08 0.1", b"0.1 0.12 0.2"))
    draw = b"1 1 1 rg 0 0 %.2f %.2f re f %s rg q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (
        sheet.w,
        sheet.h,
        ink,
        sheet.w,
        sheet.h,
    )
    return image_pdf([(data, spec, w, h, sheet.w, sheet.h)], "Ghostscript 10.02.1", draw)
