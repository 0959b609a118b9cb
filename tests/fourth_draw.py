"""A fourth-set page as marks in points (print, typewriter, ballpoint, stamps), drawn by Pillow."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import cache

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

_LIB = "/usr/share/fonts/truetype/liberation/"
# Liberation only: the other sets draw with DejaVu; the hand is an italic drawn glyph by glyph
FACES = {
    "sans": _LIB + "LiberationSans-Regular.ttf",
    "sans_bold": _LIB + "LiberationSans-Bold.ttf",
    "narrow": _LIB + "LiberationSansNarrow-Regular.ttf",
    "narrow_bold": _LIB + "LiberationSansNarrow-Bold.ttf",
    "serif": _LIB + "LiberationSerif-Regular.ttf",
    "serif_bold": _LIB + "LiberationSerif-Bold.ttf",
    "mono": _LIB + "LiberationMono-Regular.ttf",
    "mono_bold": _LIB + "LiberationMono-Bold.ttf",
    "hand": _LIB + "LiberationSansNarrow-Italic.ttf",
    "hand_serif": _LIB + "LiberationSerif-Italic.ttf",
}
Ink = tuple[int, int, int]
BLACK: Ink = (25, 25, 28)
BALLPOINT: Ink = (28, 45, 140)
STAMP_RED: Ink = (190, 30, 45)
STAMP_PURPLE: Ink = (95, 40, 150)


@dataclass(frozen=True)
class Text:
    x: float  # left of the baseline, in points from the top left
    y: float
    text: str
    face: str = "sans"
    size: float = 10
    ink: Ink = BLACK
    style: str = "print"  # print, type (typewriter), hand (ballpoint), caps (small capitals)
    angle: float = 0.0


@dataclass(frozen=True)
class Rule:
    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.6
    ink: Ink = BLACK
    dash: float = 0.0  # a perforation's gaps


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    width: float = 0.6
    ink: Ink = BLACK
    shade: int | None = None  # a grey band behind a header


@dataclass(frozen=True)
class Stamp:
    x: float  # centre
    y: float
    lines: tuple[str, ...]
    ink: Ink = STAMP_RED
    angle: float = -12.0
    round: bool = True
    size: float = 9


@dataclass(frozen=True)
class Scribble:
    x: float
    y: float
    w: float
    h: float
    seed: int
    ink: Ink = BALLPOINT


Mark = Text | Rule | Box | Stamp | Scribble


@dataclass
class Sheet:
    width: float  # points
    height: float
    marks: list[Mark] = field(default_factory=list)
    shuffled_text: bool = False  # a text PDF whose objects are out of reading order

    def add(self, *marks: Mark) -> None:
        self.marks.extend(marks)


@cache
def font(face: str, pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(4, pixels))


def text_width(text: str, face: str, size: float) -> float:
    """Width in points, as both Pillow and the PDF lay it out."""
    return font(face, 200).getlength(text) * size / 200


def scribble_points(mark: Scribble) -> list[tuple[float, float]]:
    """A signature's stroke in points: a tall first loop, then uneven loops drifting right."""
    rng = random.Random(mark.seed)
    loops = rng.randint(5, 9)
    heights = [rng.uniform(0.25, 0.6) for _ in range(loops)]
    heights[0] = 1.0
    widths = [rng.uniform(0.6, 1.4) for _ in range(loops)]
    total, points, x = sum(widths), [], mark.x
    for height, width in zip(heights, widths, strict=True):
        step = mark.w * width / total
        for i in range(12):
            t = i / 12
            angle = 2 * math.pi * t
            points.append(
                (
                    x + step * t - 0.3 * step * math.sin(angle),
                    mark.y + mark.h * (0.7 - 0.5 * height * (1 - math.cos(angle))),
                )
            )
        x += step
    points.append((x + mark.w * 0.15, mark.y + mark.h * rng.uniform(0.3, 0.9)))  # the tail
    return points


def render(sheet: Sheet, dpi: int, rng: random.Random) -> Image.Image:
    """The page on white paper at `dpi`, RGB."""
    k = dpi / 72
    page = Image.new("RGB", (round(sheet.width * k), round(sheet.height * k)), "white")
    draw = ImageDraw.Draw(page)
    for mark in sheet.marks:
        if isinstance(mark, Box):
            box = [mark.x * k, mark.y * k, (mark.x + mark.w) * k, (mark.y + mark.h) * k]
            fill = (mark.shade,) * 3 if mark.shade is not None else None
            draw.rectangle(box, fill=fill, outline=mark.ink, width=max(1, round(mark.width * k)))
        elif isinstance(mark, Rule):
            _rule(draw, mark, k)
        elif isinstance(mark, Text) and mark.style == "hand":
            _hand(page, mark, k, rng)
        elif isinstance(mark, Text):
            _printed(draw, mark, k, rng)
        elif isinstance(mark, Scribble):
            line = [(x * k, y * k) for x, y in scribble_points(mark)]
            draw.line(line, fill=mark.ink, width=max(1, round(1.1 * k)), joint="curve")
    for mark in sheet.marks:  # stamps last: their ink lies over what was written
        if isinstance(mark, Stamp):
            _stamp(page, mark, k, rng)
    return page


def _rule(draw: ImageDraw.ImageDraw, mark: Rule, k: float) -> None:
    width = max(1, round(mark.width * k))
    if not mark.dash:
        draw.line([mark.x1 * k, mark.y1 * k, mark.x2 * k, mark.y2 * k], mark.ink, width)
        return
    length = math.hypot(mark.x2 - mark.x1, mark.y2 - mark.y1)
    steps = int(length / (2 * mark.dash))
    for i in range(steps):
        a, b = 2 * i / (2 * steps), (2 * i + 1) / (2 * steps)
        x1, y1 = mark.x1 + (mark.x2 - mark.x1) * a, mark.y1 + (mark.y2 - mark.y1) * a
        x2, y2 = mark.x1 + (mark.x2 - mark.x1) * b, mark.y1 + (mark.y2 - mark.y1) * b
        draw.line([x1 * k, y1 * k, x2 * k, y2 * k], mark.ink, width)


def _printed(draw: ImageDraw.ImageDraw, mark: Text, k: float, rng: random.Random) -> None:
    if mark.style == "print":
        f = font(mark.face, round(mark.size * k))
        draw.text((mark.x * k, mark.y * k), mark.text, fill=mark.ink, font=f, anchor="ls")
        return
    x = mark.x * k
    for char in mark.text:
        size, fill, dy = mark.size, mark.ink, 0.0
        if mark.style == "caps" and char.islower():
            char, size = char.upper(), mark.size * 0.78
        elif mark.style == "type":  # a typewriter's uneven strikes, a worn ribbon
            level = rng.uniform(0.0, 0.45)
            fill = tuple(round(c + (235 - c) * level) for c in mark.ink)  # type: ignore[assignment]
            dy = rng.uniform(-0.35, 0.35) * k
        f = font(mark.face, round(size * k))
        draw.text((x, mark.y * k + dy), char, fill=fill, font=f, anchor="ls")
        x += f.getlength(char)


def _hand(page: Image.Image, mark: Text, k: float, rng: random.Random) -> None:
    """Ballpoint: each letter its own size and height, the line slanted, pressure uneven."""
    px = mark.size * k
    pad = round(px)
    mask = Image.new(
        "L",
        (round(text_width(mark.text, mark.face, mark.size) * k * 1.25 + 2 * pad), round(px * 2.2)),
    )
    x, drift = float(pad), 0.0
    for char in mark.text:
        f = font(mark.face, round(px * rng.uniform(0.88, 1.14)))
        drift = max(-0.12 * px, min(0.12 * px, drift + rng.uniform(-0.05, 0.05) * px))
        glyph = Image.new("L", (round(px * 1.6), round(px * 2)))
        ImageDraw.Draw(glyph).text((px * 0.3, px * 1.5), char, fill=255, font=f, anchor="ls")
        glyph = glyph.rotate(rng.uniform(-9, 9), resample=Image.Resampling.BILINEAR)
        spot = (round(x - px * 0.3), round(drift + px * 0.05))
        mask.paste(
            ImageChops.lighter(
                mask.crop((*spot, spot[0] + glyph.width, spot[1] + glyph.height)), glyph
            ),
            spot,
        )
        x += f.getlength(char) * rng.uniform(0.96, 1.1)
    slant = rng.uniform(0.05, 0.22)
    mask = mask.transform(mask.size, Image.Transform.AFFINE, (1, slant, -slant * px, 0, 1, 0))
    if rng.random() < 0.5:
        mask = mask.filter(ImageFilter.MaxFilter(3))  # a pen pressed hard
    mask = mask.rotate(
        mark.angle + rng.uniform(-1.5, 1.5), expand=False, resample=Image.Resampling.BICUBIC
    )
    ink = Image.new("RGB", mask.size, mark.ink)
    alpha = mask.point(lambda v: round(v * 0.92))
    page.paste(ink, (round(mark.x * k - pad), round(mark.y * k - px * 1.55)), alpha)


def _stamp(page: Image.Image, mark: Stamp, k: float, rng: random.Random) -> None:
    """A rubber stamp: its own layer multiplied onto the page, the ink patchy."""
    f = font("sans_bold", round(mark.size * k))
    widest = max(f.getlength(line) for line in mark.lines)
    w, h = widest + 3 * mark.size * k, (len(mark.lines) + 1.6) * mark.size * k * 1.2
    layer = Image.new("RGB", (round(w), round(h)), "white")
    draw = ImageDraw.Draw(layer)
    edge = max(2, round(1.4 * k))
    shape = draw.ellipse if mark.round else draw.rectangle
    shape([edge, edge, w - edge, h - edge], outline=mark.ink, width=edge)
    if not mark.round and h > 8 * edge:  # a border stamp's inner line
        shape([3 * edge, 3 * edge, w - 3 * edge, h - 3 * edge], outline=mark.ink, width=1)
    for i, line in enumerate(mark.lines):
        y = (i + 1.3) * mark.size * k * 1.2
        draw.text((w / 2, y), line, fill=mark.ink, font=f, anchor="mm")
    pixels = np.asarray(layer).copy()
    patchy = np.random.default_rng(rng.randint(0, 2**31)).random(pixels.shape[:2]) < 0.22
    pixels[patchy] = 255
    layer = Image.fromarray(pixels).filter(ImageFilter.GaussianBlur(0.6))
    layer = layer.rotate(
        mark.angle, expand=True, fillcolor="white", resample=Image.Resampling.BICUBIC
    )
    left, top = round(mark.x * k - layer.width / 2), round(mark.y * k - layer.height / 2)
    region = page.crop((left, top, left + layer.width, top + layer.height))
    page.paste(ImageChops.multiply(region, layer), (left, top))
