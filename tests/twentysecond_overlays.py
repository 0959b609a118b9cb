"""What lands on a twenty-second set page after it was printed, drawn on its picture: an owner's
yellow highlighter across the shot's dates, a sticky note stuck on it, a ballpoint pen lying on
it, and a town clerk's RECEIVED date stamp. Nothing covers a string that carries a truth value
(the page's `keep` boxes); the highlighter is drawn over those on purpose, as owners do."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import numpy as np
from PIL import Image, ImageDraw

from tests.twentysecond_canvas import Sheet, spots
from tests.twentysecond_faces import PENS, font, pen_patch

Box = tuple[float, float, float, float]
NOTES = (
    "license by 1/31!",
    "copy for town clerk",
    "call vet re: booster",
    "kennel wants this",
    "scan + email",
    "FILE",
)


def keep_boxes(sheet: Sheet, keep: set[str], k: float) -> list[Box]:
    """The pixel boxes (at k px a point) of the strings that carry a truth value."""
    return [(x0 * k, y0 * k, x1 * k, y1 * k) for x0, y0, x1, y1, s in spots(sheet) if s in keep]


def _clear(shape: Image.Image, at: tuple[int, int], boxes: list[Box]) -> bool:
    """Whether the shape's opaque pixels, pasted at `at`, touch none of the boxes."""
    alpha = np.asarray(shape.getchannel("A")) > 8
    for x0, y0, x1, y1 in boxes:
        lx0, ly0 = int(x0) - at[0] - 6, int(y0) - at[1] - 6
        lx1, ly1 = int(x1) - at[0] + 6, int(y1) - at[1] + 6
        sub = alpha[max(ly0, 0) : max(ly1, 0), max(lx0, 0) : max(lx1, 0)]
        if sub.size and sub.any():
            return False
    return True


def place(img: Image.Image, shape: Image.Image, boxes: list[Box], rng: random.Random) -> bool:
    """Pastes the shape (RGBA) somewhere it covers no truth; gives whether it found a place."""
    w, h = img.size
    sw, sh = shape.size
    for _ in range(120):
        at = (
            rng.randrange(-sw // 5, max(1, w - sw * 4 // 5)),
            rng.randrange(-sh // 5, max(1, h - sh * 4 // 5)),
        )
        if _clear(shape, at, boxes):
            img.paste(shape, at, shape)
            return True
    return False


def highlight(img: Image.Image, boxes: list[Box], rng: random.Random) -> Image.Image:
    """A yellow (or pink) highlighter stroke over each box, multiplied into the ink."""
    layer = Image.new("RGB", img.size, (255, 255, 255))
    d = ImageDraw.Draw(layer)
    colour = rng.choice(((255, 240, 60), (255, 236, 90), (255, 150, 200)))
    for x0, y0, x1, y1 in boxes:
        hgt = (y1 - y0) * rng.uniform(0.75, 1.0)
        mid = (y0 + y1) / 2 + rng.uniform(-0.1, 0.1) * hgt
        pts = [(x0 - rng.uniform(2, 10), mid), (x1 + rng.uniform(0, 14), mid + rng.uniform(-4, 4))]
        d.line(pts, fill=colour, width=max(4, int(hgt)))
    arr = np.asarray(img, np.float32) * np.asarray(layer, np.float32) / 255
    return Image.fromarray(arr.astype(np.uint8))


def sticky_note(k: float, rng: random.Random) -> Image.Image:
    """A three-inch note with a line or two by pen, a little turned, its shadow under it."""
    side = int(rng.uniform(150, 200) * k)
    note = Image.new(
        "RGBA",
        (side, side),
        rng.choice(((255, 236, 120, 255), (250, 200, 215, 255), (190, 232, 250, 255))),
    )
    text = rng.choice(NOTES)
    mask, _, _ = pen_patch(text, rng.choice(PENS), 15, rng.randrange(10**9), 6, (0, 0), k)
    ink = Image.new("RGBA", mask.size, (30, 30, 90, 255))
    note.paste(ink, (int(8 * k), int(side * 0.25)), mask)
    big = Image.new("RGBA", (int(side * 1.5), int(side * 1.5)), (0, 0, 0, 0))
    shadow = Image.new("RGBA", (side, side), (0, 0, 0, 70))
    big.paste(shadow, (int(side * 0.27), int(side * 0.29)), shadow)
    big.paste(note, (int(side * 0.25), int(side * 0.25)), note)
    return big.rotate(rng.uniform(-14, 14), resample=Image.Resampling.BICUBIC)


def ballpoint(k: float, rng: random.Random) -> Image.Image:
    """A pen lying on the page: a barrel, a cap with its clip and a soft shadow, turned."""
    length, girth = int(rng.uniform(330, 400) * k), int(rng.uniform(20, 26) * k)
    pen = Image.new("RGBA", (length + girth * 2, girth * 3), (0, 0, 0, 0))
    d = ImageDraw.Draw(pen)
    y = girth
    d.rounded_rectangle(
        (girth + 8, y + 8, length + girth + 8, y + girth + 8), girth // 2, fill=(0, 0, 0, 60)
    )
    body = rng.choice(((30, 60, 160), (200, 200, 205), (20, 20, 24), (190, 40, 40)))
    d.rounded_rectangle((girth, y, length + girth, y + girth), girth // 2, fill=(*body, 255))
    d.polygon(
        [(girth, y + 2), (girth, y + girth - 2), (2, y + girth // 2)], fill=(150, 150, 150, 255)
    )
    d.rectangle(
        (length - girth * 3, y - 3, length + girth, y + girth // 3), fill=(210, 210, 215, 255)
    )
    d.line(
        (girth * 2, y + girth // 4, length, y + girth // 4),
        fill=(255, 255, 255, 110),
        width=max(2, girth // 6),
    )
    return pen.rotate(rng.uniform(-40, 40), expand=True, resample=Image.Resampling.BICUBIC)


def received_stamp(k: float, rng: random.Random) -> Image.Image:
    """A town clerk's RECEIVED stamp with its date, in red or purple, a little turned."""
    w, h = int(150 * k), int(56 * k)
    ink = rng.choice(((190, 30, 40, 200), (110, 40, 150, 200)))
    st = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(st)
    d.rounded_rectangle((2, 2, w - 3, h - 3), int(8 * k), outline=ink, width=max(2, int(2 * k)))
    d.text(
        (w / 2, h * 0.42), "RECEIVED", font=font("dotum-bold", int(17 * k)), fill=ink, anchor="ms"
    )
    day = f"DEC {rng.randrange(1, 4):02d} 2026"
    d.text((w / 2, h * 0.8), day, font=font("typo-bold", int(13 * k)), fill=ink, anchor="ms")
    d.text((w / 2, h * 0.97), "TOWN CLERK", font=font("dotum", int(7 * k)), fill=ink, anchor="ms")
    return st.rotate(rng.uniform(-12, 12), expand=True, resample=Image.Resampling.BICUBIC)


def dated(sheet: Sheet, keep: set[str], date_strings: set[str]) -> list[str]:
    """The written strings that carry the shot's dates (what an owner highlights)."""
    return [s for s in sheet.written if s in keep and any(d in s for d in date_strings)]


def with_overlay(
    img: Image.Image,
    sheet: Sheet,
    keep: set[str],
    k: float,
    rng: random.Random,
    make: Callable[[float, random.Random], Image.Image],
) -> Image.Image:
    """The picture with one overlay placed clear of the truth (smaller ones tried if need be)."""
    boxes = keep_boxes(sheet, keep, k)
    out = img.copy()
    for scale in (1.0, 0.75, 0.55, 0.4):
        shape = make(k * scale, rng)
        if place(out, shape, boxes, rng):
            return out
    return out


def angle_of(rng: random.Random) -> float:
    return math.radians(rng.uniform(-3, 3))
