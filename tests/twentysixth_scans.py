"""The twenty-sixth set's pictures of the page that are not phone photos. A sheet-feeder scan whose
rollers slipped (the sheet turned a little more the further it went in, so its lines lean more
towards the foot; a band of it stretched where the paper lagged; the feeder's grey backing
scanned past the trailing edge), a page exported as a PNG with a transparent background (paper
pixels fully transparent and black underneath, as a PDF converter's "transparent" option writes
them: on a viewer's white it reads as any page), an office scanner's PDF built of a stack of
strips, and a phone picture printed to PDF from the phone's photo app (a Letter page, the picture
fitted inside the printer's margins)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageOps

from tests.twentysixth_canvas import Sheet, render
from tests.twentysixth_pdf import LETTER, image_pdf, striped_pdf


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def _slip_band(h: int, rng: random.Random) -> tuple[int, int]:
    """Where the rollers slipped: a band a fifth to a third of the page long."""
    start = int(rng.uniform(0.15, 0.55) * h)
    return start, min(h - 1, start + int(rng.uniform(0.2, 0.33) * h))


def adf_slip(sheet: Sheet, rng: random.Random) -> bytes:
    """A grey PNG at 200 dpi from a sheet feeder whose rollers slipped."""
    dpi = 200
    page: np.ndarray = np.asarray(ImageOps.grayscale(render(sheet, dpi)), np.float32)
    h, w = page.shape
    y0, y1 = _slip_band(h, rng)
    stretch = rng.uniform(1.12, 1.3)
    out_h = h + int((y1 - y0) * (stretch - 1))
    rows = np.arange(out_h, dtype=np.float32)
    band_end = y0 + (y1 - y0) * stretch
    src_y = np.where(
        rows < y0,
        rows,
        np.where(rows < band_end, y0 + (rows - y0) / stretch, rows - (band_end - y1)),
    )
    lean = rng.choice((-1, 1)) * rng.uniform(0.004, 0.012) * w  # the sideways drift at the foot
    drift = lean * (rows / out_h) ** 2
    mx = np.arange(w, dtype=np.float32)[None, :] + drift[:, None]
    my = np.repeat(src_y[:, None], w, axis=1).astype(np.float32)
    fed = cv2.remap(page, mx.astype(np.float32), my, cv2.INTER_LINEAR, borderValue=255.0)
    side = int(0.02 * w)
    tail = int(rng.uniform(0.02, 0.05) * out_h)
    bed = np.full((out_h + tail + side, w + 2 * side), rng.uniform(150, 175), np.float32)
    bed[side // 2 : side // 2 + out_h, side : side + w] = fed
    bed[side // 2 - 1 : side // 2 + 1, side : side + w] = 90  # the leading edge's shadow
    g = np.random.default_rng(rng.randrange(2**32))
    bed = np.asarray(cv2.GaussianBlur(bed, (0, 0), 0.6), np.float32) + g.normal(0, 3, bed.shape)
    return png(Image.fromarray(np.clip(bed, 0, 255).astype(np.uint8)))


def transparent(sheet: Sheet, rng: random.Random) -> bytes:
    """An RGBA PNG: the ink opaque, the paper transparent, and black under the transparent."""
    dpi = rng.choice((150, 170, 200))
    img = np.asarray(render(sheet, dpi), np.float32)
    paper = np.array(sheet.paper, np.float32)
    cover = np.clip((paper.mean() - img.mean(axis=2)) / max(paper.mean(), 1) * 1.4, 0, 1)
    a = cover[..., None]
    ink = np.where(a > 0.01, (img - paper * (1 - a)) / np.maximum(a, 0.01), 0)
    rgba = np.concatenate([np.clip(ink, 0, 255), cover[..., None] * 255], axis=2)
    return png(Image.fromarray(rgba.astype(np.uint8), "RGBA"))


def strips(sheet: Sheet, rng: random.Random) -> bytes:
    """An office scanner's PDF: the page at 200 dpi in grey, cut into strips of 64 to 160 rows,
    each its own JPEG."""
    page = ImageOps.grayscale(render(sheet, 200))
    page = page.rotate(rng.uniform(-0.7, 0.7), resample=Image.Resampling.BICUBIC, fillcolor=255)
    arr = np.asarray(page, np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.clip(arr * rng.uniform(0.93, 0.98) + g.normal(0, 2.5, arr.shape), 0, 255)
    page = Image.fromarray(arr.astype(np.uint8))
    parts, y = [], 0
    height = rng.choice((64, 96, 128, 160))
    while y < page.size[1]:
        parts.append(jpeg(page.crop((0, y, page.size[0], min(y + height, page.size[1]))), 72))
        y += height
    return striped_pdf(parts, sheet.w, sheet.h)


def printed_photo(picture: bytes, rng: random.Random) -> bytes:
    """A phone photo printed to PDF: a Letter page, the picture fitted inside 18-point margins."""
    w, h = Image.open(io.BytesIO(picture)).size
    page = LETTER if h >= w else (LETTER[1], LETTER[0])
    margin = rng.choice((18.0, 18.0, 27.0))
    k = min((page[0] - 2 * margin) / w, (page[1] - 2 * margin) / h)
    at = ((page[0] - w * k) / 2, (page[1] - h * k) / 2, w * k, h * k)
    return image_pdf([(picture, w * k, h * k)], at=at, page=page)
