"""The ninth set's inks, each as a mask to paste in a colour: a hand's letters (each its own size,
height and spacing, the word sheared by the hand's slant), pencil graphite with grain and smudge,
a rubber stamp's patchy and sometimes double-struck impression, and a dot-matrix ribbon's dots.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

Font = Callable[[str, int], ImageFont.FreeTypeFont]


@dataclass(frozen=True)
class Hand:
    """How one person writes: a face, a slant (shear), wobble of the baseline and of letter
    sizes (shares of the letter height), extra spacing and how hard the pen presses."""

    face: str
    slant: float = 0.15
    wobble: float = 0.06
    sizes: float = 0.08
    spacing: float = 0.02
    pressure: float = 1.0


def print_mask(text: str, face: ImageFont.FreeTypeFont) -> tuple[Image.Image, tuple[int, int]]:
    size = face.size
    width = round(face.getlength(text)) + 2 * size
    mask = Image.new("L", (width, 3 * size), 0)
    ImageDraw.Draw(mask).text((size, 2 * size), text, 255, face, anchor="ls")
    return mask, (size, 2 * size)


def hand_mask(
    text: str, font: Font, face: str, px: int, hand: Hand, rng: random.Random
) -> tuple[Image.Image, tuple[int, int]]:
    """A written string: each letter placed by the hand, then the whole sheared and pressed."""
    pad = px
    width = round(font(face, px).getlength(text) * (1.25 + hand.spacing)) + 2 * pad
    mask = Image.new("L", (width, 3 * px), 0)
    draw = ImageDraw.Draw(mask)
    x, base, drift = float(pad), 2 * px, 0.0
    for letter in text:
        size = round(px * (1 + rng.uniform(-hand.sizes, hand.sizes)))
        drift = 0.7 * drift + rng.gauss(0, hand.wobble * px * 0.6)
        draw.text((x, base + drift), letter, 255, font(face, size), anchor="ls")
        x += font(face, size).getlength(letter) * (1 + hand.spacing) + rng.uniform(-0.03, 0.04) * px
    mask = mask.transform(
        mask.size,
        Image.Transform.AFFINE,
        (1, hand.slant, -hand.slant * base, 0, 1, 0),
        Image.Resampling.BILINEAR,
    )
    mask = mask.rotate(rng.gauss(0, 1.2), Image.Resampling.BILINEAR, center=(pad, base))
    if hand.pressure < 1:
        mask = mask.point(lambda v: round(v * hand.pressure))
    return mask, (pad, base)


def dot_mask(
    text: str, font: Font, face: str, px: int, style: str, rng: random.Random
) -> tuple[Image.Image, tuple[int, int]]:
    """A 9-pin printer's letters: the string drawn seven dots high, each dot a round pin mark,
    the ribbon's strength (style "faint" for a tired one) varying along the line."""
    pitch = max(2, round(px / 8))
    small = font(face, max(6, round(px / pitch)))
    grid = Image.new("L", (round(small.getlength(text)) + 4, 3 * small.size), 0)
    ImageDraw.Draw(grid).text((2, 2 * small.size), text, 255, small, anchor="ls")
    on = (np.asarray(grid) > 110).astype(np.float32)
    yy, xx = np.mgrid[0:pitch, 0:pitch]
    radius = pitch * rng.uniform(0.42, 0.55)
    centre = (pitch - 1) / 2
    pin = ((yy - centre) ** 2 + (xx - centre) ** 2 <= radius**2).astype(np.float32)
    strength = 0.55 if style == "faint" else 0.85
    ribbon = np.clip(
        strength
        + np.cumsum(np.random.default_rng(rng.randrange(2**32)).normal(0, 0.02, on.shape[1])),
        0.5,
        1.0,
    )
    dots = np.kron(on * ribbon[None, :], pin) * 255
    mask = Image.fromarray(dots.astype(np.uint8)).filter(ImageFilter.GaussianBlur(pitch * 0.15))
    return mask, (2 * pitch, 2 * small.size * pitch)


def stamp_texture(mask: Image.Image, style: str, rng: random.Random) -> Image.Image:
    """A rubber stamp's impression: uneven ink, an optional frame, sometimes struck twice."""
    if "box" in style:
        box = mask.getbbox()
        if box:
            pad = max(3, (box[3] - box[1]) // 3)
            ImageDraw.Draw(mask).rectangle(
                (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad),
                outline=255,
                width=max(2, pad // 3),
            )
    seeded = np.random.default_rng(rng.randrange(2**32))
    coarse = seeded.uniform(0.35, 1.25, (max(2, mask.height // 18), max(2, mask.width // 18)))
    ink = Image.fromarray((np.clip(coarse, 0, 1) * 255).astype(np.uint8))
    ink = ink.resize(mask.size, Image.Resampling.BILINEAR)
    speckle = seeded.uniform(0.6, 1.0, (mask.height, mask.width))
    level = np.asarray(mask, np.float32) * np.asarray(ink, np.float32) / 255 * speckle * 0.9
    if "double" in style:  # the stamper bounced: a fainter second strike beside the first
        dx, dy = rng.randint(2, 5), rng.randint(-3, 3)
        shifted = np.roll(np.roll(level, dy, axis=0), dx, axis=1) * 0.55
        level = np.maximum(level, shifted)
    return Image.fromarray(np.clip(level, 0, 255).astype(np.uint8))


def graphite(mask: Image.Image, rng: random.Random) -> Image.Image:
    """Pencil: grainy, lighter where pressed lightly, with a smear below and right of it."""
    seeded = np.random.default_rng(rng.randrange(2**32))
    level = np.asarray(mask.filter(ImageFilter.GaussianBlur(0.6)), np.float32)
    grain = seeded.uniform(0.35, 1.0, level.shape)
    smear = np.asarray(mask.filter(ImageFilter.GaussianBlur(5)), np.float32)
    smear = np.roll(np.roll(smear, 4, axis=0), 6, axis=1) * rng.uniform(0.1, 0.3)
    return Image.fromarray(np.clip(level * grain * 0.85 + smear, 0, 255).astype(np.uint8))


def stroke(
    page: Image.Image,
    ends: tuple[float, float, float, float],
    colour: tuple[int, int, int],
    width: int,
    kind: str,
    rng: random.Random,
) -> None:
    """A line by hand: a few segments that wander off the straight, pencil lighter."""
    x0, y0, x1, y1 = ends
    steps = 6
    wander = max(1.0, abs(x1 - x0) + abs(y1 - y0)) * 0.012
    points = [
        (
            x0 + (x1 - x0) * i / steps + rng.gauss(0, wander),
            y0 + (y1 - y0) * i / steps + rng.gauss(0, wander),
        )
        for i in range(steps + 1)
    ]
    if kind == "pencil":
        colour = tuple(min(255, c + 40) for c in colour)  # type: ignore[assignment]
    ImageDraw.Draw(page).line(points, fill=colour, width=width, joint="curve")
