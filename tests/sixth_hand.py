"""Handwriting for the sixth set: Debian's hand faces, each word its own size, slant, pressure."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

# (face, how large its letters stand for a given size): hands unlike the earlier sets' faces
HANDS = (
    ("/usr/share/fonts/truetype/fifthhorseman/dkg.ttf", 0.8),
    ("/usr/share/fonts/truetype/fifthhorseman/dkgIt.ttf", 0.85),
    ("/usr/share/fonts/opentype/bwht/BecauseWeBuild-Regular.otf", 1.2),
    ("/usr/share/fonts/opentype/bwht/BecauseWeConnect-Regular.otf", 0.95),
    ("/usr/share/fonts/opentype/bwht/BecauseWeCreate-Regular.otf", 1.2),
    ("/usr/share/fonts/opentype/bwht/BecauseWeLearn-Regular.otf", 0.9),
    ("/usr/share/fonts/opentype/bwht/BecauseWeMentor-Regular.otf", 1.1),
    ("/usr/share/fonts/opentype/bwht/BecauseWeOrganize-Regular.otf", 1.1),
    ("/usr/share/fonts/truetype/femkeklaver/femkeklaver.ttf", 1.0),
    ("/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf", 0.9),
    ("/usr/share/fonts/truetype/rufscript/Rufscript010.ttf", 0.9),
    ("/usr/share/fonts/truetype/kristi/Kristi.ttf", 1.35),
    ("/usr/share/fonts/opentype/kaushanscript/KaushanScript-Regular.otf", 0.95),
)


@dataclass(frozen=True)
class PenKind:
    name: str
    colour: tuple[int, int, int]
    strength: float  # how dark a stroke lands at full pressure, 0..1
    width: float  # a stroke's width in pixels at 200 dpi, for rules and scrawls
    grain: float  # how much of a stroke skips (pencil on paper, a drying ballpoint)
    spread: int  # a felt-tip's bleed, pixels


PENS = (
    PenKind("pencil", (85, 85, 92), 0.66, 2, 0.3, 0),
    PenKind("ballpoint", (22, 24, 40), 0.9, 2, 0.18, 0),
    PenKind("blue gel", (24, 52, 168), 0.95, 3, 0.05, 0),
    PenKind("felt-tip", (18, 18, 22), 1.0, 4, 0.02, 3),
    PenKind("carbon", (70, 60, 140), 0.68, 2, 0.2, 0),  # the copy under a receipt book's top sheet
)


@dataclass(frozen=True)
class Hand:
    face: str
    scale: float
    pen: PenKind
    slant: float  # shear, +right
    wander: float  # baseline wander, as a share of the letter size
    px_per_mm: float = 7.87


def hand(rng: random.Random, pen: str | None = None) -> Hand:
    face, scale = rng.choice(HANDS)
    kind = next(p for p in PENS if p.name == pen) if pen else rng.choice(PENS[:4])
    return Hand(face, scale, kind, rng.uniform(-0.12, 0.3), rng.uniform(0.02, 0.12))


@cache
def _font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(face, max(8, px))


def fitted(h: Hand, text: str, size: float, room: float) -> float:
    """A writer near the paper's edge writes smaller: the size at which `text` fits in `room` px."""
    px = round(size * h.scale * 1.7 * 1.14)
    wide = sum(_font(h.face, px).getlength(w) for w in text.split(" ")) * (
        1 + abs(h.slant) * 0.3 + 0.1
    )
    wide += size * 0.45 * text.count(" ") + px * 0.5
    return size if wide <= room else size * max(0.3, room / wide)


def write_word(
    page: Image.Image, h: Hand, word: str, x: float, y: float, size: float, rng: random.Random
) -> float:
    """Writes `word` with its baseline near y from x (pixels); returns where the word ends."""
    if not word:
        return x
    px = round(size * h.scale * rng.uniform(0.88, 1.14) * 1.7)
    f = _font(h.face, px)
    left, top, right, bottom = f.getbbox(word)
    pad = px // 2
    mask = Image.new("L", (right - left + 2 * pad, bottom - top + 2 * pad), 0)
    ImageDraw.Draw(mask).text((pad - left, pad - top), word, fill=255, font=f)
    slant = h.slant + rng.uniform(-0.06, 0.06)
    w, hgt = mask.size
    shift = -slant * hgt if slant > 0 else 0.0  # the letters' tops lean, their feet stay
    size_out = (w + int(abs(slant) * hgt), hgt)
    mask = mask.transform(
        size_out, Image.Transform.AFFINE, (1, slant, shift, 0, 1, 0), Image.Resampling.BILINEAR
    )
    mask = mask.rotate(rng.uniform(-2.5, 2.5), resample=Image.Resampling.BICUBIC, expand=True)
    if h.pen.name == "carbon":  # pressure through a sheet: soft-edged and uneven
        mask = mask.filter(ImageFilter.GaussianBlur(1.3))
    if h.pen.spread:
        mask = mask.filter(ImageFilter.MaxFilter(h.pen.spread | 1))
    ink = np.asarray(mask, dtype=np.float32) / 255 * h.pen.strength * rng.uniform(0.78, 1.0)
    if h.pen.grain:
        grain = np.random.default_rng(rng.randrange(2**32)).random(ink.shape, dtype=np.float32)
        ink *= 1 - h.pen.grain * grain
    alpha = Image.fromarray(np.clip(ink * 255, 0, 255).astype(np.uint8))
    lift = math.sin(x / (size * 7) + rng.uniform(0, 0.8)) * size * h.wander * 1.5
    at = (round(x - pad * 0.6), round(y - (bottom - top) - pad + lift))
    page.paste(Image.new("RGB", alpha.size, h.pen.colour), at, alpha)
    return x + (right - left) + abs(slant) * hgt * 0.3
