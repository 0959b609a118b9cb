"""The twenty-seventh set's sheet: a page in points of printed words (labels, typed values, words
turned round their start, words inked by a rubber stamp whose pad left them uneven), pen lines,
rules, dotted rules, boxes (square, rounded or round), ticks and signatures; drawn as a picture
by Pillow, with where each written string lies (so nothing a condition lays on the page covers a
truth value). tests/twentyseventh_pdf.py writes the same sheet as a PDF."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, ImageDraw

from tests.twentyseventh_faces import SCALE, font, pen_patch, pen_width, stamp_ink, width

INK = (24, 24, 28)
BLUE = (28, 46, 140)
Color = tuple[int, int, int]


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # the baseline
    s: str
    face: str
    size: float
    color: Color
    angle: float = 0.0  # turned round (x, y), counter-clockwise
    value: bool = False  # typed in (by a program or a clerk), not printed with the form
    stamp: int = 0  # inked by a rubber stamp: the seed of its uneven ink (0: printed)


@dataclass(frozen=True)
class Pen:
    x: float
    y: float
    s: str
    face: str
    size: float
    color: Color
    seed: int
    slant: float
    tool: str = "ballpoint"


@dataclass(frozen=True)
class Rule:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float
    color: Color
    dash: float = 0.0


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: Color | None
    line: Color | None
    width: float = 0.6
    radius: float = 0.0  # rounded corners; -1 an ellipse


@dataclass(frozen=True)
class Scrawl:
    points: tuple[tuple[float, float], ...]
    color: Color
    width: float


Mark = Text | Pen | Rule | Box | Scrawl


@dataclass
class Sheet:
    w: float
    h: float
    paper: Color = (255, 255, 255)
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        face: str = "libsans",
        size: float = 9,
        color: Color = INK,
        *,
        label: bool = False,
        align: str = "l",
        angle: float = 0.0,
        value: bool = False,
        stamp: int = 0,
    ) -> float:
        """Prints s (its baseline at y) and gives the x where it ends."""
        wd = width(s, face, size)
        x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
        self.marks.append(Text(x0, y, s, face, size, color, angle, value, stamp))
        self.written.append(s)
        if label:
            self.labels.append(s)
        return x0 + wd

    def label(
        self, x: float, y: float, s: str, face: str, size: float = 7.5, color: Color = INK
    ) -> float:
        """A printed label (never a value)."""
        return self.text(x, y, s, face, size, color, label=True)

    def value(
        self, x: float, y: float, s: str, face: str, size: float = 9.5, color: Color = INK
    ) -> float:
        """A value typed in."""
        return self.text(x, y, s, face, size, color, value=True)

    def pen(
        self,
        rng: random.Random,
        x: float,
        y: float,
        s: str,
        face: str,
        size: float = 12,
        color: Color = BLUE,
        tool: str = "ballpoint",
        slant: float | None = None,
    ) -> float:
        """Writes s by hand (its baseline at y) and gives about where it ends."""
        lean = rng.uniform(-4, 9) if slant is None else slant + rng.uniform(-1.5, 1.5)
        self.marks.append(Pen(x, y, s, face, size, color, rng.randrange(1, 10**9), lean, tool))
        self.written.append(s)
        return x + pen_width(s, face, size)

    def rule(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        w: float = 0.6,
        color: Color = INK,
        dash: float = 0.0,
    ) -> None:
        self.marks.append(Rule(x0, y0, x1, y1, w, color, dash))

    def box(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: Color | None = None,
        line: Color | None = INK,
        lw: float = 0.6,
        radius: float = 0.0,
    ) -> None:
        self.marks.append(Box(x, y, w, h, fill, line, lw, radius))

    def sign(self, rng: random.Random, x: float, y: float, w: float, color: Color = BLUE) -> None:
        """A signature: a tall capital, then letters as loops (small, tall or dropping below the
        line) climbing a little, and at times a stroke back under it."""
        n = max(4, int((w - 14) / rng.uniform(6.5, 9)))
        step, lean = (w - 14) / n, rng.uniform(0.2, 0.5)
        pts = [(x, y), (x + 20 * lean, y - 22), (x + 6, y - 2), (x + 1, y - 9), (x + 14, y - 5)]
        cx, base = x + 14, y - 2
        for _ in range(n):
            kind = rng.choice("sssstd")
            hi = {"s": rng.uniform(4, 7), "t": rng.uniform(12, 18), "d": -rng.uniform(8, 12)}[kind]
            loop = rng.uniform(1.5, 3.0) if kind != "s" else rng.uniform(0.6, 1.6)
            for j in range(11):
                up = hi * math.sin(math.pi * j / 10)
                dx = step * j / 10 - loop * math.sin(math.pi * j / 5) + up * lean
                pts.append((cx + dx, base - up))
            cx += step
            base -= step * 0.035
        if rng.random() < 0.45:
            pts += [(cx + 5, base - 4), (x + w * 0.25, base + 6), (x + w * 0.2, base + 5)]
        self.marks.append(Scrawl(tuple(pts), color, rng.uniform(0.7, 1.0)))

    def tick(self, x: float, y: float, color: Color = BLUE) -> None:
        """A tick whose foot is at (x + 3, y + 2)."""
        self.marks.append(Scrawl(((x, y - 3), (x + 3, y + 2), (x + 10, y - 9)), color, 1.2))

    def ring(
        self, rng: random.Random, x: float, y: float, w: float, h: float, color: Color
    ) -> None:
        """A loop drawn by hand round a printed word (its box x, y, w, h), its ends crossing."""
        cx, cy, start = x + w / 2, y + h / 2, rng.uniform(0, 2 * math.pi)
        pts = [
            (cx + (w / 2 + 4) * math.cos(start + t / 28 * 2.2 * math.pi),
             cy + (h / 2 + 3) * math.sin(start + t / 28 * 2.2 * math.pi) * rng.uniform(0.96, 1.04))
            for t in range(29)
        ]  # fmt: skip
        self.marks.append(Scrawl(tuple(pts), color, 1.0))


def _turned(img: Image.Image, m: Text, k: float) -> None:
    """A turned (or stamped) word: drawn level on its own, turned round its start, inked."""
    f = font(m.face, round(m.size * k))
    px = round(m.size * k)
    patch = Image.new("L", (int(f.getlength(m.s)) + 4, int(px * 1.6)), 0)
    ImageDraw.Draw(patch).text((2, px * 1.2), m.s, font=f, fill=255, anchor="ls")
    side = int(math.hypot(*patch.size)) * 2 + 4
    big = Image.new("L", (side, side), 0)
    big.paste(patch, (side // 2 - 2, side // 2 - round(px * 1.2)))
    if m.angle:
        big = big.rotate(m.angle, resample=Image.Resampling.BICUBIC)
    a = np.asarray(big, np.float32) * (0.85 if not m.stamp else 1.0)
    if m.stamp:
        a *= stamp_ink(m.stamp, a.shape)
    at = (round(m.x * k) - side // 2, round(m.y * k) - side // 2)
    img.paste(Image.new("RGB", big.size, m.color), at, Image.fromarray(a.astype(np.uint8)))


def _rule(d: ImageDraw.ImageDraw, m: Rule, k: float) -> None:
    lw = max(1, round(m.width * k))
    if not m.dash:
        d.line((m.x0 * k, m.y0 * k, m.x1 * k, m.y1 * k), fill=m.color, width=lw)
        return
    steps = max(1, int(math.hypot(m.x1 - m.x0, m.y1 - m.y0) / (2 * m.dash)))
    for i in range(steps):
        a, b = i / steps, (i + 0.5) / steps
        p0 = (m.x0 + (m.x1 - m.x0) * a, m.y0 + (m.y1 - m.y0) * a)
        p1 = (m.x0 + (m.x1 - m.x0) * b, m.y0 + (m.y1 - m.y0) * b)
        d.line((p0[0] * k, p0[1] * k, p1[0] * k, p1[1] * k), fill=m.color, width=lw)


def render(sheet: Sheet, dpi: float) -> Image.Image:
    """The sheet as an RGB picture at dpi."""
    k = dpi / 72
    img = Image.new("RGB", (round(sheet.w * k), round(sheet.h * k)), sheet.paper)
    d = ImageDraw.Draw(img)
    for m in sheet.marks:
        if isinstance(m, Box):
            xy = (m.x * k, m.y * k, (m.x + m.w) * k, (m.y + m.h) * k)
            lw = max(1, round(m.width * k)) if m.line else 0
            if m.radius < 0:
                d.ellipse(xy, fill=m.fill, outline=m.line, width=lw)
            elif m.radius > 0:
                d.rounded_rectangle(xy, m.radius * k, fill=m.fill, outline=m.line, width=lw)
            else:
                d.rectangle(xy, fill=m.fill, outline=m.line, width=lw)
        elif isinstance(m, Rule):
            _rule(d, m, k)
        elif isinstance(m, Text) and (m.angle or m.stamp):
            _turned(img, m, k)
        elif isinstance(m, Text):
            f = font(m.face, round(m.size * k))
            d.text((m.x * k, m.y * k), m.s, font=f, fill=m.color, anchor="ls")
        elif isinstance(m, Scrawl):
            pts = [(x * k, y * k) for x, y in m.points]
            d.line(pts, fill=m.color, width=max(1, round(m.width * k)), joint="curve")
        else:
            patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), k, m.tool)
            img.paste(Image.new("RGB", patch.size, m.color), (round(x0 * k), round(y0 * k)), patch)
    return img


def spots(sheet: Sheet) -> list[tuple[float, float, float, float, str]]:
    """Where each written string lies: (x0, top, x1, bottom, s) in points (a turned one by the
    box round it turned)."""
    out = []
    for m in sheet.marks:
        if isinstance(m, Pen):
            grow = 1.3 * SCALE.get(m.face, 1.0)
            wd = pen_width(m.s, m.face, m.size) * 1.15
            out.append((m.x - 6, m.y - m.size * grow - 4, m.x + wd + 8, m.y + m.size * 0.7, m.s))
        elif isinstance(m, Text):
            wd = width(m.s, m.face, m.size)
            top, foot = -m.size - 2, m.size * 0.5
            corners = [(-4, top), (wd + 6, top), (-4, foot), (wd + 6, foot)]
            a = math.radians(m.angle)
            xs = [m.x + dx * math.cos(a) + dy * math.sin(a) for dx, dy in corners]
            ys = [m.y - dx * math.sin(a) + dy * math.cos(a) for dx, dy in corners]
            out.append((min(xs), min(ys), max(xs), max(ys), m.s))
    return out


def keep_boxes(sheet: Sheet, keep: set[str], k: float) -> list[tuple[float, float, float, float]]:
    """The pixel boxes (at k px a point) of the strings that carry a truth value."""
    return [(x0 * k, y0 * k, x1 * k, y1 * k) for x0, y0, x1, y1, s in spots(sheet) if s in keep]
