"""The thirtieth set's scans. An office's document scanner left on its forms-processing profile,
grey with red drop-out (the page seen through red light: red and pink print fades to nearly
white, blue and black stay; a grey JPEG at 200 dpi). And an old flatbed's scan taken before its
cold-cathode lamp warmed up (the page dim and pink where the scan began, brightening down the
page, one side of the lamp weaker; a colour PNG at 200 dpi)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtieth_canvas import Sheet, render


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=2)
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def _page(sheet: Sheet, rng: random.Random, dpi: int) -> np.ndarray:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    return np.asarray(img, np.float32)


def dropout(sheet: Sheet, rng: random.Random) -> bytes:
    """Grey through red light: mostly the red channel, a little green; paper set to white."""
    a = _page(sheet, rng, 200)
    g = np.random.default_rng(rng.randrange(2**32))
    grey = 0.92 * a[..., 0] + 0.08 * a[..., 1]
    paper = float(np.percentile(grey, 90))
    grey = grey * (250 / max(paper, 1))
    grey = cv2.GaussianBlur(grey, (0, 0), 0.7) + g.normal(0, 2.0, grey.shape)
    img = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8))
    return jpeg(img, rng.randrange(80, 90))


def cold_lamp(sheet: Sheet, rng: random.Random) -> bytes:
    """The lamp not yet warm: dim and pink at the top, brightening down the page, one side weak."""
    a = _page(sheet, rng, 200)
    h, w = a.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    yy = np.arange(h, dtype=np.float32)[:, None]
    xx = np.arange(w, dtype=np.float32)[None, :]
    warm = 1 - rng.uniform(0.22, 0.34) * np.exp(-yy / (h * rng.uniform(0.25, 0.45)))
    side = 1 - rng.uniform(0.04, 0.1) * (xx / w if rng.random() < 0.5 else 1 - xx / w) ** 2
    gain = (warm * side)[..., None]
    pink = 1 - (1 - warm)[..., None] * np.array((0.0, 0.55, 0.4), np.float32)
    out = a * gain * pink + g.normal(0, 2.5, a.shape).astype(np.float32)
    out = cv2.GaussianBlur(out, (0, 0), 0.6)
    return png(Image.fromarray(np.clip(out, 0, 255).astype(np.uint8)))
