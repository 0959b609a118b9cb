"""The thirty-fourth set's PDFs as the service gets them. Text PDFs: a clinic's word-processor
letter whose letterhead is a scanned picture laid under the typed text (the heading's words are
only in the picture, the rest a real text layer), and a report designer's PDF that writes its
fields in its own z-order rather than reading order (the text objects shuffled; the page looks
the same). Image PDFs: a flatbed's scan-to-PDF of a page fed landscape, its JPEG stored sideways
and turned upright by the page's matrix, and a PostScript printer driver's picture run through
Distiller, its grey samples under [/ASCII85Decode /FlateDecode]."""

from __future__ import annotations

import base64
import io
import random
import zlib

import numpy as np
from PIL import Image

from tests.thirtyfourth_canvas import Box, Pen, Rule, Scrawl, Shape, Sheet, Text, render
from tests.thirtyfourth_pdf import _text, image_pdf, new_pdf, pen, shape

BAND = 92.0  # the letterhead's depth in points


def _top(m: Box | Rule | Scrawl | Shape | Text | Pen) -> float:
    """The lowest point of a mark, to tell the letterhead's marks from the body's."""
    if isinstance(m, Box):
        return m.y + m.h
    if isinstance(m, Rule):
        return max(m.y0, m.y1)
    if isinstance(m, Scrawl | Shape):
        return max(y for _, y in m.points)
    return m.y + 3


def letterhead_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """The heading as a 150 dpi JPEG under the page; everything below it typed text."""
    pdf = new_pdf(sheet.w, sheet.h, "Microsoft® Word for Microsoft 365")
    pdf.set_creator("Microsoft® Word for Microsoft 365")
    pdf.add_page()
    k = 150 / 72
    head = render(sheet, 150).crop((0, 0, round(sheet.w * k), round(BAND * k)))
    a = np.asarray(head, np.float32) * rng.uniform(0.96, 0.99) + rng.uniform(2, 6)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(buf, "JPEG", quality=70)
    pdf.image(io.BytesIO(buf.getvalue()), 0, 0, sheet.w, BAND)
    for m in sheet.marks:
        if _top(m) <= BAND:
            continue
        if isinstance(m, Text):
            _text(pdf, m)
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)
    return bytes(pdf.output())


def shuffled_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """Rules and boxes first, in order, then every word in the designer's own order."""
    pdf = new_pdf(sheet.w, sheet.h, "SAP Crystal Reports 2020")
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    words: list[Text | Pen] = []
    for m in sheet.marks:
        if isinstance(m, Text | Pen):
            words.append(m)
        else:
            shape(pdf, m)
    rng.shuffle(words)
    for w in words:
        _text(pdf, w) if isinstance(w, Text) else pen(pdf, w)
    return bytes(pdf.output())


def _scan(sheet: Sheet, rng: random.Random, dpi: int) -> Image.Image:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.5, 0.5), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * rng.uniform(0.95, 0.99) + g.normal(0, 2.0, (1, 1, 3))
    a = a + g.normal(0, 2.0, a.shape)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def sideways_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 200 dpi colour JPEG stored turned a quarter clockwise, the page's matrix turning it
    back (as a scanner fed the page landscape writes it)."""
    img = _scan(sheet, rng, 200).transpose(Image.Transpose.ROTATE_270)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randrange(80, 90))
    spec = b"/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode"
    w, h = sheet.w, sheet.h
    body = b"q 0 %.2f -%.2f 0 %.2f 0 cm /Im0 Do Q" % (h, w, w)
    return image_pdf(
        [(buf.getvalue(), spec, img.size[0], img.size[1], w, h)],
        "Epson ScanSmart 3.7 (landscape feed)",
        body,
    )


def ascii85_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 200 dpi grey picture, Flate then ASCII85 coded (a PostScript driver through Distiller)."""
    img = _scan(sheet, rng, 200).convert("L")
    raw = zlib.compress(img.tobytes(), 6)
    data = base64.a85encode(raw, adobe=True, wrapcol=72)[2:]
    spec = (b"/ColorSpace /DeviceGray /BitsPerComponent 8 "
            b"/Filter [/ASCII85Decode /FlateDecode]")  # fmt: skip
    return image_pdf(
        [(data, spec, img.size[0], img.size[1], sheet.w, sheet.h)],
        "Acrobat Distiller 9.5.5 (Windows); HP Universal Printing PS",
    )
