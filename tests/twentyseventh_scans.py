"""The twenty-seventh set's scans. A flatbed scan through dusty glass (a grey PNG at 240 dpi: specks
and lint on the glass, a faint scratch across it, and a hair lying clear of the values; the edge of
the page and the dark lid strip beyond it), a scan shrunk by an image optimiser to an indexed PNG
of 16 to 64 colours with error-diffusion dithering, a scanner's compact PDF (mixed raster content:
a small blurred JPEG of the page with the ink wiped out, under a full-resolution picture of the
ink alone, see-through elsewhere), and a duplex scan of a one-sided page (its blank back a second
page, and when the sheet went in face down, the first)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageOps

from tests.twentyseventh_canvas import Sheet, render
from tests.twentyseventh_pdf import image_pdf

SCANNERS = ("Canon iR-ADV C5535", "HP LaserJet MFP M428fdw", "Xerox AltaLink C8045",
            "Brother MFC-L2750DW", "RICOH IM C3000")  # fmt: skip
Box4 = tuple[float, float, float, float]


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float) -> bool:
    return all(x1 < a or x0 > c or y1 < b or y0 > d for a, b, c, d in boxes)


def _strand(rng: random.Random, x: float, y: float, length: float) -> np.ndarray:
    """A curling strand (a hair or lint) as points from (x, y)."""
    a, bend = rng.uniform(0, 6.3), rng.uniform(-0.03, 0.03)
    pts = []
    for _ in range(int(length / 3)):
        pts.append((x, y))
        a += bend + rng.gauss(0, 0.04)
        x, y = x + 3 * np.cos(a), y + 3 * np.sin(a)
    return np.array(pts, np.int32)


def dusty_glass(sheet: Sheet, rng: random.Random, boxes: list[Box4]) -> bytes:
    """A grey PNG at 240 dpi through dusty glass; boxes (at 240 dpi) stay clear of the hair."""
    dpi = 240
    page = np.asarray(ImageOps.grayscale(render(sheet, dpi)), np.float32)
    h, w = page.shape
    g = np.random.default_rng(rng.randrange(2**32))
    m = int(0.03 * w)
    bed = np.full((h + 2 * m, w + 2 * m), rng.uniform(236, 246), np.float32)
    ox, oy = m + rng.randrange(-m // 2, m // 2), m + rng.randrange(-m // 2, m // 2)
    bed[oy : oy + h, ox : ox + w] = page
    bed[: max(4, m // 3), :] = rng.uniform(30, 60)  # the lid's dark strip at the top edge
    dirt = np.zeros(bed.shape, np.uint8)
    for _ in range(rng.randrange(120, 350)):  # specks
        cv2.circle(
            dirt,
            (rng.randrange(bed.shape[1]), rng.randrange(bed.shape[0])),
            rng.choice((1, 1, 1, 2, 3)),
            255,
            -1,
        )
    for _ in range(rng.randrange(4, 10)):  # short lint, anywhere
        cv2.polylines(
            dirt,
            [_strand(rng, rng.randrange(w), rng.randrange(h), rng.uniform(20, 60))],
            False,
            150,
            1,
        )
    for _ in range(40):  # a hair, where it covers no value
        hx, hy = rng.randrange(w), rng.randrange(h)
        hair = _strand(rng, hx, hy, rng.uniform(250, 500))
        lo, hi = hair.min(axis=0), hair.max(axis=0)
        if clear(boxes, lo[0] - 6, lo[1] - 6, hi[0] + 6, hi[1] + 6):
            cv2.polylines(dirt, [hair + np.array((ox, oy))], False, 230, 2)
            break
    bed = bed * (1 - dirt.astype(np.float32) / 255 * 0.65)
    x0 = rng.randrange(bed.shape[1])
    scratch = np.zeros(bed.shape, np.uint8)
    cv2.line(scratch, (x0, 0), (x0 + rng.randrange(-w // 3, w // 3), bed.shape[0]), 255, 1)
    bed = np.where(scratch > 0, bed * 0.82 + 40, bed)
    bed = cv2.GaussianBlur(bed, (0, 0), 0.7) + g.normal(0, 2.0, bed.shape)
    return png(Image.fromarray(np.clip(bed, 0, 255).astype(np.uint8)))


def palette(sheet: Sheet, rng: random.Random) -> bytes:
    """A colour scan at 200 dpi reduced to a dithered palette of 16 to 64 colours."""
    img = render(sheet, 200).rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 250)
    )
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32) * rng.uniform(0.95, 0.99) + g.normal(
        0, 3, (img.size[1], img.size[0], 3)
    )
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    colours = rng.choice((16, 32, 64))
    out = img.quantize(
        colors=colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG
    )
    return png(out)


def _scanned(sheet: Sheet, rng: random.Random, dpi: int) -> np.ndarray:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    arr = np.asarray(img, np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    return np.asarray(cv2.GaussianBlur(arr, (0, 0), 0.6) + g.normal(0, 2.5, arr.shape), np.float32)


def mrc(sheet: Sheet, rng: random.Random) -> bytes:
    """A compact PDF: the page's background at 75 dpi as a rough JPEG, and over it the ink at
    300 dpi, coloured from a coarse colour layer, see-through where there is no ink."""
    arr = np.clip(_scanned(sheet, rng, 300), 0, 255)
    lum = arr.mean(axis=2)
    paper = float(np.median(lum))
    ink = (lum < paper - 70).astype(np.uint8)
    wiped = cv2.dilate(arr, np.ones((5, 5), np.uint8))  # the ink wiped out by its surroundings
    h, w = lum.shape
    back = Image.fromarray(wiped.astype(np.uint8)).resize((w // 4, h // 4), Image.Resampling.BOX)
    weight = cv2.blur(ink.astype(np.float32), (16, 16)) + 1e-3
    colour = cv2.blur(arr * ink[..., None], (16, 16)) / weight[..., None]
    rgba = np.dstack([np.clip(colour, 0, 255), ink * 255]).astype(np.uint8)
    fore = png(Image.fromarray(rgba, "RGBA"))
    producer = f"{rng.choice(SCANNERS)} (High Compression PDF)"
    return image_pdf([(jpeg(back, 35), sheet.w, sheet.h)], producer, [fore])


def duplex(sheet: Sheet, rng: random.Random) -> bytes:
    """Both sides of a one-sided page from a duplex feeder, as grey JPEGs at 200 dpi."""
    front = Image.fromarray(np.clip(_scanned(sheet, rng, 200), 0, 255).astype(np.uint8)).convert(
        "L"
    )
    g = np.random.default_rng(rng.randrange(2**32))
    tone = float(np.median(np.asarray(front)))
    blank = np.full((front.size[1], front.size[0]), tone, np.float32) + g.normal(
        0, 2.5, (front.size[1], front.size[0])
    )
    for _ in range(rng.randrange(3, 12)):
        y, x = g.integers(0, blank.shape[0]), g.integers(0, blank.shape[1])
        blank[y : y + 2, x : x + 2] = tone - 90
    back = Image.fromarray(np.clip(blank, 0, 255).astype(np.uint8))
    sides = [(jpeg(front, 70), sheet.w, sheet.h), (jpeg(back, 70), sheet.w, sheet.h)]
    if rng.random() < 0.35:  # fed face down: the blank back came first
        sides.reverse()
    return image_pdf(sides, f"{rng.choice(SCANNERS)} Scan to PDF")
