"""The thirty-sixth set's scans. A page that would not lie flat, scanned with the lid up while the
owner held it to the glass with their fingertips: the pads pressed on the glass come out sharp,
pink and ridged, the rest of the hand above the glass a dark blur, and the glass past the page's
foot black (a colour JPEG at 300 dpi). And a page scanned on an old flatbed whose cold-cathode lamp
has aged: a magenta cast, strongest toward the lamp's worn end, and faint vertical colour stripes
from the sensor (a colour PNG at 200 dpi). Neither lays anything on a truth value."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtysixth_canvas import Sheet, render
from tests.thirtysixth_spots import keep_boxes


def _clear(boxes: list[tuple[float, float, float, float]], x: float, y: float, r: float) -> bool:
    return all(x + r < a or x - r > c or y + r < b or y - r > d for a, b, c, d in boxes)


def fingers_scan(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    dpi = 300
    k = dpi / 72
    page = np.asarray(render(sheet, dpi), np.float32)
    ph, pw = page.shape[:2]
    gh = ph + int(0.6 * dpi)  # the glass is longer than the page
    img = np.full((gh, pw, 3), 18.0, np.float32)
    img[:ph] = page
    boxes = keep_boxes(sheet, keep, k)
    g = np.random.default_rng(rng.randrange(2**32))
    side = rng.choice(("left", "right", "both"))
    pads: list[tuple[float, float]] = []
    for edge in ("left", "right") if side == "both" else (side,):
        x = 0.05 * dpi if edge == "left" else pw - 0.05 * dpi
        for _ in range(rng.randrange(2, 4)):
            for _try in range(30):
                y = rng.uniform(0.1, 0.9) * ph
                if _clear(boxes, x, y, 0.42 * dpi) and all(abs(y - q) > 0.5 * dpi for _, q in pads):
                    pads.append((x, y))
                    break
    hand = np.zeros((gh // 4, pw // 4), np.float32)
    pad = np.zeros((gh, pw), np.float32)
    for x, y in pads:
        out = -1 if x < pw / 2 else 1
        cv2.ellipse(hand, (int((x + out * 0.5 * dpi) / 4), int(y / 4)),
                    (int(0.45 * dpi / 4), int(0.3 * dpi / 4)), 0, 0, 360, 1.0, -1)  # fmt: skip
        cv2.ellipse(pad, (int(x), int(y)), (int(0.22 * dpi), int(0.3 * dpi)),
                    rng.uniform(-15, 15), 0, 360, 1.0, -1)  # fmt: skip
    hand = cv2.resize(cv2.GaussianBlur(hand, (0, 0), 12), (pw, gh))[..., None]
    img = img * (1 - 0.85 * hand) + np.array((60, 40, 34), np.float32) * 0.85 * hand
    yy, xx = np.mgrid[0:gh, 0:pw].astype(np.float32)
    ridges = 0.5 + 0.5 * np.sin((xx * 0.8 + yy * 0.6) / 3.2 + 3 * np.sin(yy / 40))
    pad = cv2.GaussianBlur(pad, (0, 0), 3)[..., None]
    skin = np.array((214, 160, 140), np.float32) * (0.85 + 0.15 * ridges[..., None])
    img = img * (1 - pad) + skin * pad
    img = img + g.normal(0, 2.0, img.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(
        buf, format="JPEG", quality=rng.randrange(80, 90), dpi=(dpi, dpi)
    )
    return buf.getvalue()


def aged_lamp_scan(sheet: Sheet, rng: random.Random) -> bytes:
    img = render(sheet, 200).rotate(
        rng.uniform(-0.5, 0.5), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    a = np.asarray(img, np.float32)
    w = a.shape[1]
    g = np.random.default_rng(rng.randrange(2**32))
    t = np.linspace(0, 1, w, dtype=np.float32)
    if rng.random() < 0.5:
        t = t[::-1]
    worn = rng.uniform(0.1, 0.2) * t**2 + 0.04
    gain = np.stack([1 - 0.15 * worn, 1 - worn, 1 - 0.35 * worn], 1)[None, :, :]
    stripes = 1 + 0.015 * g.normal(0, 1, (1, w, 3)).astype(np.float32)
    a = a * gain * stripes * rng.uniform(0.95, 0.99) + g.normal(0, 2.0, a.shape)
    a = cv2.GaussianBlur(a, (0, 0), 0.5)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(
        buf, format="PNG", dpi=(200, 200), compress_level=3
    )
    return buf.getvalue()
