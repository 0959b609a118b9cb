"""The thirty-first set's scans. A handheld wand scanner dragged down the page (a battery wand that
writes a JPEG to its card: the hand's speed changes as it goes, so the page is stretched where the
wand slowed and squeezed where it hurried, and it drifts a little sideways; a colour JPEG at 300
dpi). And a page that was folded in three for its envelope, scanned on a flatbed with a contact
image sensor, whose depth of field is about a millimetre: along each fold the lifted paper is out
of focus and darker (a grey PNG at 200 dpi)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyfirst_canvas import Sheet, render


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=2)
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def _wave(n: int, rng: random.Random, parts: int = 3) -> np.ndarray:
    t = np.linspace(0, 1, n, dtype=np.float32)
    out = np.zeros(n, np.float32)
    for _ in range(parts):
        out += np.sin(2 * np.pi * rng.uniform(0.6, 2.5) * t + rng.uniform(0, 6.3)) / parts
    return out


def wand(sheet: Sheet, rng: random.Random) -> bytes:
    """The wand's picture: rows taken at the hand's changing speed, the line drifting sideways."""
    a = np.asarray(render(sheet, 300), np.float32)
    h, w = a.shape[:2]
    speed = 1 + rng.uniform(0.12, 0.22) * _wave(h, rng)  # source rows a scanned row covers
    src = np.cumsum(speed)
    src = src / src[-1] * (h - 1)
    out_h = int(h * rng.uniform(0.96, 1.04))
    rows = np.interp(np.linspace(0, h - 1, out_h), np.arange(h), src).astype(np.float32)
    drift = w * rng.uniform(0.004, 0.01) * _wave(out_h, rng, 2)
    mapx = np.arange(w, dtype=np.float32)[None, :] + drift[:, None]
    mapy = np.repeat(rows[:, None], w, 1)
    desk = np.array(rng.choice(((120, 90, 60), (200, 196, 188), (60, 60, 64))), np.float32)
    img = cv2.remap(
        a,
        mapx.astype(np.float32),
        mapy,
        cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_CONSTANT,
        borderValue=tuple(float(c) for c in desk),
    )
    g = np.random.default_rng(rng.randrange(2**32))
    img = cv2.GaussianBlur(img, (0, 0), 0.8) * rng.uniform(0.93, 0.98)
    img = img + g.normal(0, 3.0, img.shape).astype(np.float32)
    return jpeg(Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)), rng.randrange(82, 92))


def lifted_folds(sheet: Sheet, rng: random.Random) -> bytes:
    """Folded in three: at each fold a band out of focus and in shadow, sharp between them."""
    img = render(sheet, 200).rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    a = np.asarray(img.convert("L"), np.float32)
    h, w = a.shape
    yy = np.arange(h, dtype=np.float32)[:, None]
    lift = np.zeros((h, 1), np.float32)
    for third in (1, 2):
        fold = h * third / 3 + rng.uniform(-0.02, 0.02) * h
        lift = np.maximum(lift, np.exp(-(((yy - fold) / (h * rng.uniform(0.02, 0.035))) ** 2)))
    tilt = 1 + rng.uniform(-0.3, 0.3) * (np.arange(w, dtype=np.float32)[None, :] / w - 0.5)
    lift = np.clip(lift * tilt, 0, 1)
    soft = cv2.GaussianBlur(a, (0, 0), rng.uniform(2.2, 3.0))
    out = a * (1 - lift) + soft * lift
    out = out * (1 - rng.uniform(0.18, 0.28) * lift)
    g = np.random.default_rng(rng.randrange(2**32))
    out = out + g.normal(0, 1.8, out.shape).astype(np.float32)
    return png(Image.fromarray(np.clip(out, 0, 255).astype(np.uint8)))
