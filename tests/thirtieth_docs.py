"""The thirtieth set's PDFs as the service gets them. Text PDFs: a page printed from a browser onto
two sheets (the page did not fit, so its foot runs onto a second page; each page has the browser's
header and footer, and each word sits on one page only), and a practice system's report export
(Crystal Reports' kind: every run of text squeezed by horizontal scaling, Tz, and spaced to fit its
field, the content left uncompressed). Image PDFs: ImageMagick's `convert scan.jpg out.pdf`
without a density, so the page is as many points as the scan has pixels (a page about two feet
tall), and an old desktop scanning program's grey picture compressed with LZW."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from datetime import date

import numpy as np
from PIL import Image

from tests.thirtieth_canvas import Box, Mark, Pen, Rule, Scrawl, Shape, Sheet, Text, render
from tests.thirtieth_pdf import _font, draw_sheet, image_pdf, new_pdf, pen, shape, stamped
from tests.thirtieth_spots import spots


def _moved(m: Mark, dy: float) -> Mark:
    if isinstance(m, Text | Pen | Box):
        return replace(m, y=m.y + dy)
    if isinstance(m, Rule):
        return replace(m, y0=m.y0 + dy, y1=m.y1 + dy)
    return replace(m, points=tuple((x, y + dy) for x, y in m.points))


def _cut(sheet: Sheet, rng: random.Random) -> float:
    """Where the first page ends: a height between lines of words, in the page's lower half."""
    taken = [(y0, y1) for _, y0, _, y1, _ in spots(sheet)]
    for _ in range(200):
        y = rng.uniform(0.5, 0.72) * sheet.h
        if all(not (y0 - 2 <= y <= y1 + 2) for y0, y1 in taken):
            return y
    return sheet.h * 0.6


def split_pdf(sheet: Sheet, rng: random.Random, printed: date, title: str) -> bytes:
    """The browser's print: the page 36 pt down on sheet one, cut at a gap between lines, the
    rest on sheet two; its words on the page where they sit, its shapes on both, clipped."""
    cut = _cut(sheet, rng)
    pdf = new_pdf(sheet.w, sheet.h, "Skia/PDF m131")
    stamp = f"{printed.month}/{printed.day}/{printed.year % 100}, {rng.randrange(1, 12)}:" + (
        f"{rng.randrange(60):02d} {rng.choice(('AM', 'PM'))}"
    )
    url = f"https://{rng.choice(('portal', 'records', 'app'))}.example/print/{rng.randrange(10**6)}"
    for n, (top, end) in enumerate(((0.0, cut), (cut, sheet.h))):
        pdf.add_page()
        dy = 36 - top
        with pdf.rect_clip(0, 36, sheet.w, end - top):
            for m in sheet.marks:
                if isinstance(m, Text | Pen):
                    if not top <= m.y < end:
                        continue
                    mm = _moved(m, dy)
                    if isinstance(mm, Pen):
                        pen(pdf, mm)
                    elif isinstance(mm, Text) and mm.stamp:
                        stamped(pdf, mm)
                    elif isinstance(mm, Text):
                        _font(pdf, mm.face, mm.size)
                        pdf.set_text_color(*mm.color)
                        with pdf.rotation(mm.angle, mm.x, mm.y):
                            pdf.text(mm.x, mm.y, mm.s)
                else:
                    moved = _moved(m, dy)
                    assert isinstance(moved, Box | Rule | Scrawl | Shape)
                    shape(pdf, moved)
        pdf.set_font("helvetica", "", 7.5)
        pdf.set_text_color(40, 40, 40)
        pdf.text(20, 20, stamp)
        pdf.text(sheet.w / 2 - 40, 20, title[:40])
        pdf.text(20, sheet.h - 16, url)
        pdf.text(sheet.w - 40, sheet.h - 16, f"{n + 1}/2")
    return bytes(pdf.output())


def squeezed_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """The report writer's export: each text run squeezed (Tz 80 to 95) and spaced a little."""
    pdf = new_pdf(sheet.w, sheet.h, "Powered By Crystal")
    pdf.set_creator("Crystal Reports")
    pdf.compress = False
    pdf.add_page()
    plain = Sheet(sheet.w, sheet.h, sheet.paper, [m for m in sheet.marks if not _is_text(m)])
    draw_sheet(pdf, plain)
    for m in sheet.marks:
        if isinstance(m, Pen):
            pen(pdf, m)
        elif isinstance(m, Text) and m.stamp:
            stamped(pdf, m)
        elif isinstance(m, Text):
            _font(pdf, m.face, m.size)
            pdf.set_text_color(*m.color)
            pdf.set_stretching(rng.uniform(80, 95))
            pdf.set_char_spacing(rng.choice((0.0, 0.0, 0.2, 0.4)))
            with pdf.rotation(m.angle, m.x, m.y):
                pdf.text(m.x, m.y, m.s)
    pdf.set_stretching(100)
    pdf.set_char_spacing(0)
    return bytes(pdf.output())


def _is_text(m: Mark) -> bool:
    return isinstance(m, Text | Pen)


def _scan(sheet: Sheet, rng: random.Random, dpi: int) -> Image.Image:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.7, 0.7), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32) * rng.uniform(0.94, 0.98) + g.normal(
        0, 2.2, (img.size[1], img.size[0], 3)
    )
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def magick_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 200 dpi colour scan wrapped by ImageMagick at its default 72 dpi: a pixel a point."""
    img = _scan(sheet, rng, 200)
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(85, 93))
    w, h = img.size
    return image_pdf([(buf.getvalue(), "DCTDecode", w, h, float(w), float(h))], "ImageMagick")


def lzw(data: bytes) -> bytes:
    """LZW as PDF's LZWDecode reads it (EarlyChange 1): a clear code first, 9 to 12 bit codes, the
    table cleared when full, and the end of data code."""
    out = bytearray()
    acc, nacc = 0, 0

    def put(code: int, bits: int) -> None:
        nonlocal acc, nacc
        acc = (acc << bits) | code
        nacc += bits
        while nacc >= 8:
            nacc -= 8
            out.append((acc >> nacc) & 0xFF)
        acc &= (1 << nacc) - 1

    table: dict[int, int] = {}  # (prefix code << 8 | byte) -> code
    nxt, bits = 258, 9
    put(256, bits)
    w = -1
    for c in data:
        if w < 0:
            w = c
            continue
        key = (w << 8) | c
        code = table.get(key)
        if code is not None:
            w = code
            continue
        put(w, bits)
        table[key] = nxt
        nxt += 1
        if nxt >= 4094:
            put(256, bits)
            table.clear()
            nxt, bits = 258, 9
        elif nxt + 1 > (1 << bits):
            bits += 1
        w = c
    if w >= 0:
        put(w, bits)
        nxt += 1
        if nxt + 1 > (1 << bits) and bits < 12:
            bits += 1
    put(257, bits)
    if nacc:
        out.append((acc << (8 - nacc)) & 0xFF)
    return bytes(out)


def lzw_pdf(sheet: Sheet, rng: random.Random, producer: str) -> bytes:
    """A 150 dpi grey scan, LZW compressed."""
    img = _scan(sheet, rng, 150).convert("L")
    w, h = img.size
    return image_pdf([(lzw(img.tobytes()), "LZWDecode", w, h, sheet.w, sheet.h)], producer)
