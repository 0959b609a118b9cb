"""The thirty-seventh set's scans. A page scanned with a yellow sticky note still stuck on it (a
square note in an empty place, its glued strip a little darker, its free end lifted off the glass
and shaded, a few words by pen on it: a colour JPEG at 200 dpi). And a page of thin paper scanned
with the print on its back showing through, mirrored and soft, under the page's own words (a grey
PNG at 200 dpi). Neither lays anything on a truth value."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyseventh_canvas import Box, Mark, Pen, Sheet, Text, render
from tests.thirtyseventh_faces import PENS, fit
from tests.thirtyseventh_props import clear
from tests.thirtyseventh_spots import keep_boxes

NOTES = ("for dog license", "Town of Clay - copy", "renew tag!", "file w/ vet stuff",
         "Mom - this one?", "scan + send")  # fmt: skip
YELLOWS = ((252, 236, 120), (250, 228, 96), (255, 240, 150), (180, 230, 250))


def sticky_note_scan(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    dpi = 200
    boxes = keep_boxes(sheet, keep, 1.0)
    side = rng.uniform(100, 144)
    spot = None
    for _ in range(200):
        x, y = rng.uniform(8, sheet.w - side - 8), rng.uniform(8, sheet.h - side - 8)
        if clear(boxes, x, y, x + side, y + side, 6):
            spot = (x, y)
            break
    marks: list[Mark] = list(sheet.marks)
    lift: tuple[float, float, float] | None = None
    if spot is not None:
        x, y = spot
        colour = rng.choice(YELLOWS)
        marks.append(Box(x, y, side, side, colour, None))
        glue = (colour[0] - 10, colour[1] - 10, colour[2] - 10)
        marks.append(Box(x, y, side, side * 0.22, glue, None))
        hand = rng.choice(PENS)
        for i, line in enumerate(rng.sample(NOTES, 2)):
            size = fit(line, hand, 14, side - 16)
            marks.append(Pen(x + 8, y + 40 + i * 30, line, hand, size, (30, 30, 40),
                             rng.randrange(1, 10**9), rng.uniform(-2, 8), "felt"))  # fmt: skip
        lift = (x, y + side * 0.55, side)
    img = np.asarray(render(Sheet(sheet.w, sheet.h, sheet.paper, marks), dpi), np.float32)
    k = dpi / 72
    if lift is not None:  # the free end off the glass: darker toward its edge
        x, y0, s = (v * k for v in lift)
        ramp = np.linspace(1.0, 0.82, max(2, int(s * 0.45)), dtype=np.float32)[:, None, None]
        r0, c0 = int(y0), int(x)
        img = img.copy()
        sub = img[r0 : r0 + ramp.shape[0], c0 : c0 + int(s)]
        sub *= ramp[: sub.shape[0]]
    g = np.random.default_rng(rng.randrange(2**32))
    img = cv2.GaussianBlur(img, (0, 0), 0.6) + g.normal(0, 2.0, img.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(
        buf, format="JPEG", quality=rng.randrange(82, 92), dpi=(dpi, dpi)
    )
    return buf.getvalue()


BACK = (
    "TERMS. The holder agrees to the rules printed on the front of this form and to any rule",
    "posted at the site. Fees are not refunded. A change of address is reported within ten",
    "days. Records are kept for six years and may be shown to the health department on its",
    "request. Questions about this form go to the office named on the front, weekdays 9 to 4.",
)


def _back(sheet: Sheet, rng: random.Random) -> Sheet:
    """The back of the sheet: paragraphs of small print and a box, as another form's."""
    face = next((m.face for m in sheet.marks if isinstance(m, Text)), "ptsans").removesuffix(
        "-bold"
    )
    back = Sheet(sheet.w, sheet.h)
    y = rng.uniform(50, 90)
    while y < sheet.h - 60:
        for line in BACK:
            back.text(40, y, line, face, 9.5)
            y += 13
        y += rng.uniform(14, 40)
        if rng.random() < 0.3:
            back.box(40, y, sheet.w - 80, 50, None, (20, 20, 20), 1.0)
            y += 70
    return back


def show_through_scan(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 200
    front = np.asarray(render(sheet, dpi).convert("L"), np.float32)
    back = np.asarray(render(_back(sheet, rng), dpi).convert("L"), np.float32)[:, ::-1]
    back = cv2.GaussianBlur(back, (0, 0), rng.uniform(1.2, 2.2))
    strength = rng.uniform(0.12, 0.2)
    a = front * (1 - strength * (1 - back / 255.0))
    g = np.random.default_rng(rng.randrange(2**32))
    a = a * rng.uniform(0.95, 0.99) + g.normal(0, 1.8, a.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L").save(
        buf, format="PNG", dpi=(dpi, dpi), compress_level=3
    )
    return buf.getvalue()
