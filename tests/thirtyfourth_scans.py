"""The thirty-fourth set's scans. A page scanned in an office copier's "Text" mode with its
sharpening turned up: every stroke ringed by a light halo and a dark rim, greys pushed to white,
hairlines broken (a grey JPEG at 300 dpi). And a page scanned with its paper clip still on: the
clip's wire pressed on the glass along the top edge, its bulge lifting the paper so that a soft
grey shadow runs from it into the page (a colour PNG at 200 dpi)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyfourth_canvas import Sheet, render
from tests.thirtyfourth_spots import keep_boxes


def oversharpened(sheet: Sheet, rng: random.Random) -> bytes:
    a = np.asarray(render(sheet, 300).convert("L"), np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    a = cv2.GaussianBlur(a, (0, 0), 0.9) + g.normal(0, 2.5, a.shape).astype(np.float32)
    soft = cv2.GaussianBlur(a, (0, 0), rng.uniform(1.6, 2.4))
    a = a + rng.uniform(1.4, 2.2) * (a - soft)  # the unsharp mask, overdone
    a = (a - rng.uniform(20, 40)) * rng.uniform(1.25, 1.4)  # "text" contrast
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(
        buf, format="JPEG", quality=rng.randrange(75, 88), dpi=(300, 300)
    )
    return buf.getvalue()


def paper_clip(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    k = 200 / 72
    img = render(sheet, 200).rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    a = np.asarray(img, np.float32)
    h, w = a.shape[:2]
    boxes = keep_boxes(sheet, keep, k)
    cw, ch = int(0.035 * w), int(0.09 * h)
    spots = [int(w * f) for f in (0.08, 0.2, 0.75, 0.88, 0.5)]
    rng.shuffle(spots)
    x0 = spots[0]
    for x in spots:
        if all(x + cw + 60 < b0 or x - 60 > b2 or ch + 60 < b1 for b0, b1, b2, _ in boxes):
            x0 = x
            break
    shadow = np.zeros((h, w), np.float32)
    cv2.rectangle(shadow, (x0 - 10, 0), (x0 + cw + 30, ch + 40), 1.0, -1)
    shadow = cv2.GaussianBlur(shadow, (0, 0), 22)
    a = a * (1 - 0.28 * shadow[..., None])
    wire = np.zeros((h, w), np.float32)
    r = cw // 2
    for inset, depth in ((0, ch), (int(cw * 0.22), int(ch * 0.78))):
        xa, xb = x0 + inset, x0 + cw - inset
        cv2.line(wire, (xa, -5), (xa, depth - r), 1.0, 5)
        cv2.line(wire, (xb, -5), (xb, depth - r), 1.0, 5)
        cv2.ellipse(wire, ((xa + xb) // 2, depth - r), ((xb - xa) // 2, r), 0, 0, 180, 1.0, 5)
    wire = cv2.GaussianBlur(wire, (0, 0), 1.2)[..., None]
    metal = np.array((150, 152, 158), np.float32)
    a = a * (1 - wire) + metal * wire
    g = np.random.default_rng(rng.randrange(2**32))
    a = a + g.normal(0, 2.0, a.shape).astype(np.float32)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(buf, format="PNG", dpi=(200, 200))
    return buf.getvalue()
