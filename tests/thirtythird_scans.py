"""The thirty-third set's scans. A page scanned in a driver's "Black & White - Halftone" mode (a
one-bit picture, its greys and light ink dithered into dots by error diffusion; a 1-bit PNG at
200 dpi). And a page scanned on a worn CCD flatbed whose carriage judders: the red, green and blue
lines are read a pixel or few apart, so every edge has colour fringes above and below, and the
judder leaves faint bands across the page (a colour JPEG at 300 dpi)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtythird_canvas import Sheet, render


def dithered(sheet: Sheet, rng: random.Random) -> bytes:
    """Halftone mode: the grey scan (a hair turned, a little soft) dithered to one bit."""
    img = (
        render(sheet, 200)
        .convert("L")
        .rotate(rng.uniform(-0.5, 0.5), resample=Image.Resampling.BICUBIC, fillcolor=255)
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * rng.uniform(1.0, 1.06) + rng.uniform(4, 12)
    a = cv2.GaussianBlur(a, (0, 0), 0.5) + g.normal(0, 3.0, a.shape).astype(np.float32)
    one = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).convert(
        "1", dither=Image.Dither.FLOYDSTEINBERG
    )
    buf = io.BytesIO()
    one.save(buf, format="PNG", dpi=(200, 200))
    return buf.getvalue()


def misregistered(sheet: Sheet, rng: random.Random) -> bytes:
    """A judder in the carriage: red and blue read off the green line, and banding."""
    a = np.asarray(render(sheet, 300), np.float32)
    h, w = a.shape[:2]
    out = np.empty_like(a)
    for c, shift in ((0, rng.uniform(1.2, 3.2)), (1, 0.0), (2, -rng.uniform(1.0, 2.8))):
        m = np.float32([[1, 0, rng.uniform(-0.4, 0.4)], [0, 1, shift]])
        out[..., c] = cv2.warpAffine(a[..., c], m, (w, h), borderValue=255.0)
    rows = np.arange(h, dtype=np.float32)
    period = rng.uniform(38, 80)
    band = 1 + rng.uniform(0.012, 0.03) * np.sin(2 * np.pi * rows / period + rng.uniform(0, 6))
    out = out * band[:, None, None] * rng.uniform(0.95, 0.99)
    g = np.random.default_rng(rng.randrange(2**32))
    out = cv2.GaussianBlur(out, (0, 0), 0.6) + g.normal(0, 2.2, out.shape).astype(np.float32)
    buf = io.BytesIO()
    Image.fromarray(np.clip(out, 0, 255).astype(np.uint8)).save(
        buf, format="JPEG", quality=rng.randrange(84, 92), dpi=(300, 300)
    )
    return buf.getvalue()
