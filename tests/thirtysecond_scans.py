"""The thirty-second set's scans. A page scanned in two passes on a small flatbed and joined by the
scanning software's stitch (the top and the bottom overlap across the middle, the second pass a
little shifted, turned and brighter than the first, blended over a narrow seam; a colour PNG at
200 dpi). And a page the owner had laminated, scanned through its pouch: the clear border round
the paper, a faint yellow cast and lower contrast from the film, and Newton's rings, the coloured
interference fringes where the film touches the glass (a colour JPEG at 240 dpi)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtysecond_canvas import Sheet, render


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=2)
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def stitched(sheet: Sheet, rng: random.Random) -> bytes:
    """Two passes joined: the bottom pass shifted, turned and brighter, blended at the seam."""
    a = np.asarray(render(sheet, 200), np.float32)
    h, w = a.shape[:2]
    seam = int(h * rng.uniform(0.46, 0.56))
    band = int(h * 0.012)
    shift = np.float32([[1, 0, rng.uniform(-3, 3)], [0, 1, rng.uniform(-2, 2)]])
    turn = cv2.getRotationMatrix2D((w / 2, seam), rng.uniform(-0.35, 0.35), 1.0)
    m = np.vstack([shift, [0, 0, 1]]) @ np.vstack([turn, [0, 0, 1]])
    second = cv2.warpAffine(a, m[:2].astype(np.float32), (w, h), borderValue=(255, 255, 255))
    second = second * rng.uniform(1.02, 1.06) + rng.uniform(2, 6)
    first = a * rng.uniform(0.93, 0.97)
    t = np.clip((np.arange(h, dtype=np.float32) - (seam - band)) / (2 * band), 0, 1)[:, None, None]
    out = first * (1 - t) + second * t
    g = np.random.default_rng(rng.randrange(2**32))
    out = cv2.GaussianBlur(out, (0, 0), 0.6) + g.normal(0, 2.0, out.shape).astype(np.float32)
    return png(Image.fromarray(np.clip(out, 0, 255).astype(np.uint8)))


def laminated(sheet: Sheet, rng: random.Random) -> bytes:
    """Through the laminating pouch: a clear border, the film's cast, Newton's rings."""
    dpi = 240
    page = np.asarray(render(sheet, dpi), np.float32)
    h, w = page.shape[:2]
    pad = int(dpi * rng.uniform(0.12, 0.25))
    lid = np.array((236, 236, 232), np.float32)
    out = np.empty((h + 2 * pad, w + 2 * pad, 3), np.float32)
    out[:] = lid * 0.96
    out[pad : pad + h, pad : pad + w] = page
    film = np.array((0.97, 0.96, 0.9), np.float32)
    out = (out * 0.92 + 14) * film
    cv2.rectangle(out, (2, 2), (out.shape[1] - 3, out.shape[0] - 3), (205, 205, 198), 2)
    H, W = out.shape[:2]
    yy, xx = np.mgrid[0:H:4, 0:W:4].astype(np.float32)
    rings = np.zeros((H // 4 + 1, W // 4 + 1), np.float32)[: yy.shape[0], : yy.shape[1]]
    hue = np.zeros_like(rings)
    for _ in range(rng.randrange(2, 5)):
        cx, cy = rng.uniform(0.1, 0.9) * W, rng.uniform(0.1, 0.9) * H
        r = np.hypot(xx - cx, yy - cy)
        reach = rng.uniform(0.08, 0.18) * W
        fade = np.exp(-((r / reach) ** 2))
        phase = (r / (W * rng.uniform(0.006, 0.012))) ** 1.4
        rings += fade * np.cos(phase)
        hue += fade * phase
    rings = cv2.resize(rings, (W, H))[..., None]
    hue = cv2.resize(hue, (W, H))[..., None]
    tint = np.concatenate([np.cos(hue), np.cos(hue + 2.1), np.cos(hue + 4.2)], axis=2)
    out = out + rng.uniform(6, 10) * rings * (0.6 + 0.4 * tint)
    g = np.random.default_rng(rng.randrange(2**32))
    out = out + g.normal(0, 2.2, out.shape).astype(np.float32)
    img = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))
    return jpeg(img, rng.randrange(84, 93))
