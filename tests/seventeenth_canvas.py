"""The seventeenth set's canvas: a sheet of drawing operations (printed text, pen writing, lines,
boxes, pictures) that keeps every string written on it and which of them are printed labels, and
renders to an image. Faces: Accanthis, Libris, Averia Serif, Allerta, Prociono, Caslon, Komatuna,
Agave and Monofur print; Karumbi, Leckerli One and Eurofurence italic as the pen."""

from __future__ import annotations

import math
import os
import random
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw, ImageFont

Color = tuple[int, int, int]
INK: Color = (28, 28, 32)
GREY: Color = (110, 110, 118)
BLUE_PEN: Color = (28, 48, 150)
BLACK_PEN: Color = (35, 35, 45)

_T = "/usr/share/fonts/truetype"
FACES: dict[str, str] = {
    "accanthis": f"{_T}/adf/AccanthisADFStd-Regular.otf",
    "accanthis_b": f"{_T}/adf/AccanthisADFStd-Bold.otf",
    "libris": f"{_T}/adf/LibrisADFStd-Regular.otf",
    "libris_b": f"{_T}/adf/LibrisADFStd-Bold.otf",
    "averia": f"{_T}/averia-gwf/AveriaSerifGWF-Regular.ttf",
    "averia_b": f"{_T}/averia-gwf/AveriaSerifGWF-Bold.ttf",
    "allerta": "/usr/share/fonts/opentype/allerta/allerta_medium.otf",
    "prociono": "/usr/share/fonts/opentype/fonts-prociono/Prociono.otf",
    "caslon": f"{_T}/fonts-georgewilliams/CaslonRoman.ttf",
    "caslon_b": f"{_T}/fonts-georgewilliams/CaslonBold.ttf",
    "komatuna": f"{_T}/komatuna/komatuna-p.ttf",
    "agave": f"{_T}/agave/agave-r-autohinted.ttf",
    "agave_b": f"{_T}/agave/agave-b-autohinted.ttf",
    "monofur": f"{_T}/monofur/monof55.ttf",
}
# pen faces and the scale that brings each to a common x-height
HANDS: dict[str, tuple[str, float]] = {
    "karumbi": (f"{_T}/malayalam/Karumbi-Regular.ttf", 1.75),
    "leckerli": (f"{_T}/leckerli-one/LeckerliOne-Regular.ttf", 0.92),
    "eurofurence": (f"{_T}/eurofurence/eurof56.ttf", 1.05),
}


def missing_fonts() -> list[str]:
    paths = [*FACES.values(), *(p for p, _ in HANDS.values())]
    return [p for p in paths if not os.path.exists(p)]


@lru_cache(maxsize=512)
def font(path: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, size)


@dataclass
class Text:
    x: float
    y: float
    s: str
    face: str
    size: int
    color: Color


@dataclass
class Hand:
    x: float
    y: float
    s: str
    hand: str
    size: int
    color: Color
    tilt: float
    seed: int


@dataclass
class Shape:
    kind: str  # rect, line, ellipse
    box: tuple[float, float, float, float]
    outline: Color | None
    fill: Color | None
    width: int


@dataclass
class Picture:
    x: float
    y: float
    img: Image.Image  # RGBA


Op = Text | Hand | Shape | Picture


@dataclass
class Sheet:
    width: int
    height: int
    dpi: int = 150
    paper: Color = (255, 255, 255)
    ops: list[Op] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        face: str = "libris",
        size: int = 22,
        color: Color = INK,
        label: bool = False,
        align: str = "left",
    ) -> float:
        """Printed text with its top-left at (x, y) (or its right/centre at x); the width."""
        w = font(FACES[face], size).getlength(s)
        x = x - w if align == "right" else x - w / 2 if align == "center" else x
        self.ops.append(Text(x, y, s, face, size, color))
        self.written.append(s)
        if label:
            self.labels.append(s)
        return w

    def label(self, x: float, y: float, s: str, face: str = "libris", size: int = 20) -> float:
        return self.text(x, y, s, face, size, GREY if size < 19 else INK, label=True)

    def hand(
        self,
        rng: random.Random,
        x: float,
        y: float,
        s: str,
        hand: str,
        size: int = 30,
        color: Color = BLUE_PEN,
    ) -> None:
        """Pen writing with its top-left near (x, y)."""
        tilt = rng.uniform(-2.5, 2.5)
        self.ops.append(Hand(x, y, s, hand, size, color, tilt, rng.randrange(1 << 30)))
        self.written.append(s)

    def rect(
        self,
        box: tuple[float, float, float, float],
        outline: Color | None = INK,
        fill: Color | None = None,
        width: int = 2,
    ) -> None:
        self.ops.append(Shape("rect", box, outline, fill, width))

    def line(self, x0: float, y0: float, x1: float, y1: float, c: Color = INK, w: int = 2) -> None:
        self.ops.append(Shape("line", (x0, y0, x1, y1), c, None, w))

    def ellipse(
        self,
        box: tuple[float, float, float, float],
        fill: Color | None,
        outline: Color | None = None,
    ) -> None:
        self.ops.append(Shape("ellipse", box, outline, fill, 2))

    def picture(self, x: float, y: float, img: Image.Image, words: tuple[str, ...] = ()) -> None:
        self.ops.append(Picture(x, y, img))
        self.written.extend(words)


def hand_layer(op: Hand) -> Image.Image:
    """The pen writing as an RGBA image: wobbling baseline, uneven spacing, a slight slant."""
    path, scale = HANDS[op.hand]
    size = max(8, round(op.size * scale))
    f = font(path, size)
    rng = random.Random(op.seed)
    w = int(f.getlength(op.s) * 1.12) + size
    layer = Image.new("L", (w, int(size * 1.9)), 0)
    d = ImageDraw.Draw(layer)
    x = size * 0.3
    phase = rng.uniform(0, 6.3)
    for ch in op.s:
        dy = 2.2 * math.sin(phase + x / (size * 1.7)) + rng.gauss(0, 0.7)
        d.text((x, size * 0.35 + dy), ch, font=f, fill=int(235 * rng.uniform(0.9, 1.0)))
        x += f.getlength(ch) * rng.uniform(1.0, 1.1)
    layer = layer.rotate(op.tilt, resample=Image.Resampling.BICUBIC, expand=True)
    ink = Image.new("RGBA", layer.size, (*op.color, 0))
    ink.putalpha(layer)
    return ink


def render(sheet: Sheet) -> Image.Image:
    img = Image.new("RGB", (sheet.width, sheet.height), sheet.paper)
    d = ImageDraw.Draw(img)
    for op in sheet.ops:
        if isinstance(op, Text):
            d.text((op.x, op.y), op.s, font=font(FACES[op.face], op.size), fill=op.color)
        elif isinstance(op, Shape):
            if op.kind == "rect":
                d.rectangle(op.box, outline=op.outline, fill=op.fill, width=op.width)
            elif op.kind == "line":
                d.line(op.box, fill=op.outline, width=op.width)
            else:
                d.ellipse(op.box, outline=op.outline, fill=op.fill, width=op.width)
        elif isinstance(op, Hand):
            layer = hand_layer(op)
            img.paste(layer, (int(op.x - op.size * 0.3), int(op.y - op.size * 0.35)), layer)
        else:
            img.paste(op.img, (int(op.x), int(op.y)), op.img)
    return img


def signature(rng: random.Random, width: int, height: int, color: Color = BLACK_PEN) -> Image.Image:
    """A scrawled signature: loops along a drifting baseline."""
    img = Image.new("RGBA", (width, height), (*color, 0))
    d = ImageDraw.Draw(img)
    pts = []
    n = rng.randint(5, 9)
    for i in range(200):
        t = i / 199
        x = 6 + t * (width - 12)
        y = height * (0.6 - 0.15 * t) + height * 0.28 * math.sin(t * n * 2 * math.pi + rng.random())
        pts.append((x + 9 * math.cos(t * n * 2 * math.pi), y))
    d.line(pts, fill=(*color, 230), width=max(2, height // 22), joint="curve")
    d.line([(10, height * 0.85), (width * rng.uniform(0.5, 0.9), height * 0.8)], fill=(*color, 200))
    return img


def stamp(rng: random.Random, lines: tuple[str, ...], color: Color, size: int = 24) -> Image.Image:
    """A rubber stamp: a double-ruled box of capitals, unevenly inked, turned a little."""
    f = font(FACES["allerta"], size)
    w = int(max(f.getlength(s) for s in lines)) + 40
    h = len(lines) * int(size * 1.35) + 30
    img = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(img)
    d.rectangle((2, 2, w - 3, h - 3), outline=220, width=4)
    d.rectangle((9, 9, w - 10, h - 10), outline=220, width=1)
    for i, s in enumerate(lines):
        d.text((w / 2, 16 + i * size * 1.35), s, font=f, fill=220, anchor="ma")
    gen = np.random.default_rng(rng.randrange(1 << 30))
    speck = Image.fromarray(np.where(gen.random((h, w)) < 0.12, 110, 255).astype(np.uint8))
    img = Image.composite(img, Image.new("L", (w, h), 0), speck)
    img = img.rotate(rng.uniform(-9, 9), resample=Image.Resampling.BICUBIC, expand=True)
    out = Image.new("RGBA", img.size, (*color, 0))
    out.putalpha(img.point(lambda v: int(v * 0.8)))
    return out
