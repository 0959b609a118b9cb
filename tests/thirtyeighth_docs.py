"""The thirty-eighth set's PDFs as the service gets them. Text PDFs: a US letter page printed to PDF
on A4 paper with "fit to page", the whole page drawn smaller and centred by one matrix (cm) so its
words stand scaled inside white margins; and a report writer's export that spaces every letter
out (a character spacing, Tc, on every run) and sets the type smaller so each field keeps its
width. Image PDFs: a scan coded as a one-bit CCITT Group 4 fax picture (/CCITTFaxDecode, K -1),
and a copier's colour picture in the CIE L*a*b* colour space (/Lab, Flate)."""

from __future__ import annotations

import io
import random
import zlib

import cv2
import numpy as np
from fpdf import FPDF
from PIL import Image, TiffImagePlugin

from tests.thirtyeighth_canvas import Pen, Sheet, Text, render
from tests.thirtyeighth_faces import width
from tests.thirtyeighth_pdf import _font, draw_sheet, image_pdf, new_pdf, pen, shape, stamped

A4 = (595.28, 841.89)


def a4_fit_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """The sheet shrunk onto A4 inside a printer's margins, centred; drawn through one cm."""
    driver = rng.choice(("Microsoft: Print To PDF (A4, fit)", "Adobe PDF 24.2 (A4, Fit)"))
    pdf = new_pdf(A4[0], A4[1], driver)
    pdf.add_page()
    margin = rng.uniform(14, 30)
    s = min((A4[0] - 2 * margin) / sheet.w, (A4[1] - 2 * margin) / sheet.h)
    tx, ty = (A4[0] - sheet.w * s) / 2, (A4[1] - sheet.h * s) / 2
    f = ty + s * sheet.h - s * A4[1]  # fpdf draws y down from A4's top; the page is drawn
    pdf._out(f"q {s:.5f} 0 0 {s:.5f} {tx:.3f} {f:.3f} cm")  # scaled from the bottom left
    draw_sheet(pdf, sheet)
    pdf._out("Q")
    return bytes(pdf.output())


def _spaced(pdf: FPDF, m: Text, k: float) -> None:
    """A run with its letters spaced k of its size apart, its size cut to keep its width."""
    n = max(1, len(m.s) - 1)
    wide = width(m.s, m.face, m.size)
    size = max(m.size * 0.62, m.size * wide / (wide + n * k * m.size))
    gap = (wide - width(m.s, m.face, size)) / n
    _font(pdf, m.face, size)
    pdf.set_text_color(*m.color)
    pdf.set_char_spacing(gap)
    if m.angle:
        with pdf.rotation(m.angle, m.x, m.y):
            pdf.text(m.x, m.y, m.s)
    else:
        pdf.text(m.x, m.y, m.s)
    pdf.set_char_spacing(0)


def letter_spaced_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, rng.choice(("Crystal Reports 13.0", "ActiveReports 16")))
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    k = rng.uniform(0.1, 0.18)
    for m in sheet.marks:
        if isinstance(m, Text) and m.stamp:
            stamped(pdf, m)
        elif isinstance(m, Text):
            _spaced(pdf, m, k)
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)
    return bytes(pdf.output())


def _scanned(sheet: Sheet, rng: random.Random, dpi: int) -> np.ndarray:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * np.array((0.98, 0.97, 0.95), np.float32)
    return np.asarray(a + g.normal(0, 1.5, a.shape), np.float32)


def group4(bits: np.ndarray) -> bytes:
    """A one-bit picture (True: paper) coded as one CCITT Group 4 strip by libtiff."""
    img = Image.fromarray(bits)
    buf = io.BytesIO()
    img.save(buf, format="TIFF", compression="group4", strip_size=2**30)
    tif = Image.open(io.BytesIO(buf.getvalue()))
    assert isinstance(tif, TiffImagePlugin.TiffImageFile)
    offsets, counts = tif.tag_v2[273], tif.tag_v2[279]
    assert len(offsets) == len(counts) == 1, "one strip"
    return buf.getvalue()[offsets[0] : offsets[0] + counts[0]]


def ccitt_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    grey = _scanned(sheet, rng, 200).mean(axis=2)
    paper = grey > rng.uniform(150, 170)
    h, w = paper.shape
    spec = (
        b"/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode "
        b"/DecodeParms << /K -1 /Columns %d /Rows %d /BlackIs1 true >>" % (w, h)
    )
    data = group4(paper)
    return image_pdf([(data, spec, w, h, sheet.w, sheet.h)], "Xerox WorkCentre 6515 (G4 fax)")


def lab_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    rgb = np.clip(np.rint(_scanned(sheet, rng, 150)), 0, 255).astype(np.uint8)
    lab = cv2.cvtColor(rgb, cv2.COLOR_RGB2Lab)  # L scaled to 0-255, a and b offset by 128
    h, w = lab.shape[:2]
    spec = (
        b"/ColorSpace [/Lab << /WhitePoint [0.9505 1.0 1.089] /Range [-128 127 -128 127] >>] "
        b"/BitsPerComponent 8 /Filter /FlateDecode"
    )
    data = zlib.compress(lab.tobytes(), 6)
    return image_pdf([(data, spec, w, h, sheet.w, sheet.h)], "Canon imageRUNNER ADVANCE (Lab)")
