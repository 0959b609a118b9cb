"""The thirty-eighth set's scans. A page that lay for months on a car's dashboard, scanned: the
paper yellowed, its print faded by the sun, more toward the edge that faced the windscreen, and
coloured ink faded more than black (a colour JPEG at 200 dpi). And a page fed through a sheet
feeder with a dirty roller and a speck on its glass: thin dark lines running the page's whole
length and a pale band where the roller slipped (a grey PNG at 200 dpi); no line runs through a
string that carries a truth value."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyeighth_canvas import Sheet, render
from tests.thirtyeighth_spots import keep_boxes


def sun_faded_scan(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 200
    img = np.asarray(render(sheet, dpi), np.float32)
    h, w = img.shape[:2]
    paper = np.array(sheet.paper, np.float32) * np.array((0.99, 0.95, 0.82), np.float32)
    side = rng.choice(("top", "left", "right", "bottom"))
    ramp = np.linspace(rng.uniform(0.35, 0.5), rng.uniform(0.05, 0.15), h if side in ("top",
                       "bottom") else w, dtype=np.float32)  # fmt: skip
    if side in ("bottom", "right"):
        ramp = ramp[::-1]
    fade = ramp[:, None] if side in ("top", "bottom") else ramp[None, :]
    grey = img.mean(axis=2, keepdims=True)
    colour = np.abs(img - grey).max(axis=2) / 255  # coloured ink fades more than black
    amount = np.clip(fade * (1 + 1.2 * colour), 0, 0.7)[..., None]
    ink = 255 - img
    img = paper - ink * (1 - amount) * (paper / 255)
    g = np.random.default_rng(rng.randrange(2**32))
    img = cv2.GaussianBlur(img, (0, 0), 0.55) + g.normal(0, 2.0, img.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(
        buf, format="JPEG", quality=rng.randrange(80, 90), dpi=(dpi, dpi)
    )
    return buf.getvalue()


def roller_streak_scan(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    dpi = 200
    k = dpi / 72
    a = np.asarray(render(sheet, dpi).convert("L"), np.float32)
    h, w = a.shape
    busy = np.zeros(w, bool)
    for x0, _, x1, _ in keep_boxes(sheet, keep, k):
        busy[max(0, int(x0) - 4) : min(w, int(x1) + 4)] = True
    free = np.flatnonzero(~busy[int(0.04 * w) : int(0.96 * w)]) + int(0.04 * w)
    for _ in range(rng.randrange(1, 4) if len(free) else 0):
        x = int(rng.choice(free.tolist()))
        lw = rng.randrange(1, 4)
        a[:, x : x + lw] = np.minimum(a[:, x : x + lw], rng.uniform(70, 150))
    band = rng.uniform(0.2, 0.8) * h  # where the roller slipped: a pale smear across
    yy = np.arange(h, dtype=np.float32)[:, None]
    a = a + (255 - a) * 0.25 * np.exp(-(((yy - band) / (0.01 * h)) ** 2))
    g = np.random.default_rng(rng.randrange(2**32))
    a = a * rng.uniform(0.95, 0.99) + g.normal(0, 1.8, a.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L").save(
        buf, format="PNG", dpi=(dpi, dpi), compress_level=3
    )
    return buf.getvalue()
