"""The twenty-fifth set's sheet: a page in points of printed words (some turned, as a rubber
stamp's), pen words, rules, boxes (square, rounded or round), barcodes and signatures; drawn as a
picture by Pillow, and where each written string lies (so nothing a condition lays on the page
covers a truth value). tests/twentyfifth_pdf.py writes the same sheet as a PDF."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from tests.twentyfifth_faces import FACES, SCALE, font, missing_fonts, pen_patch, width

__all__ = ["FACES", "Bars", "Box", "Pen", "Rule", "Scrawl", "Sheet", "Text", "missing_fonts"]

INK = (20, 20, 24)
BLUE = (28, 48, 140)
Color = tuple[int, int, int]


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # the baseline
    s: str
    face: str
    size: float
    color: Color
    angle: float = 0.0


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
class Bars:
    x: float
    y: float
    h: float
    widths: tuple[float, ...]  # bar, gap, bar, gap … in points


@dataclass(frozen=True)
class Scrawl:
    points: tuple[tuple[float, float], ...]
    color: Color
    width: float


Mark = Text | Pen | Rule | Box | Bars | Scrawl


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
        face: str = "lato",
        size: float = 9,
        color: Color = INK,
        *,
        label: bool = False,
        align: str = "l",
        angle: float = 0.0,
    ) -> float:
        """Prints s (its baseline at y) and gives the x where it ends."""
        wd = width(s, face, size)
        x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
        self.marks.append(Text(x0, y, s, face, size, color, angle))
        self.written.append(s)
        if label:
            self.labels.append(s)
        return x0 + wd

    def label(
        self,
        x: float,
        y: float,
        s: str,
        face: str,
        size: float = 7.5,
        color: Color = INK,
        align: str = "l",
    ) -> float:
        """A printed label (never a value)."""
        return self.text(x, y, s, face, size, color, label=True, align=align)

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
        lean = rng.uniform(-4, 12) if slant is None else slant + rng.uniform(-2, 2)
        self.marks.append(Pen(x, y, s, face, size, color, rng.randrange(10**9), lean, tool))
        self.written.append(s)
        return x + width(s, face, size * SCALE.get(face, 1.0)) * 1.08

    def rule(
        self, x0: float, y0: float, x1: float, y1: float, w: float = 0.6, color: Color = INK
    ) -> None:
        self.marks.append(Rule(x0, y0, x1, y1, w, color))

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

    def barcode(self, rng: random.Random, x: float, y: float, w: float, h: float) -> None:
        units = [rng.choice((1, 1, 2, 2, 3, 4)) for _ in range(int(w / 1.8))]
        unit = w / sum(units)
        self.marks.append(Bars(x, y, h, tuple(u * unit for u in units)))

    def sign(self, rng: random.Random, x: float, y: float, w: float, color: Color = BLUE) -> None:
        """A signature: a tall first stroke, a fast zigzag of falling loops, a flourish back."""
        n = rng.randrange(4, 8)
        pts = [(x, y), (x + 4, y - rng.uniform(14, 20)), (x + 8, y + 1)]
        for i in range(n * 6 + 1):
            t = i / (n * 6)
            a = t * n * 2 * math.pi
            pts.append((x + 8 + (w - 8) * t, y - (3 + 5 * abs(math.sin(a / 2))) * (1 - 0.4 * t)))
        if rng.random() < 0.5:
            pts += [(x + w + 4, y - 6), (x + w * 0.3, y + 3)]
        self.marks.append(Scrawl(tuple(pts), color, rng.uniform(0.6, 1.0)))

    def tick(self, x: float, y: float, color: Color = BLUE) -> None:
        self.marks.append(Scrawl(((x, y - 3), (x + 2.5, y + 1.5), (x + 9, y - 9)), color, 1.2))


def _turned(img: Image.Image, m: Text, k: float) -> None:
    f = font(m.face, round(m.size * k))
    px = round(m.size * k)
    patch = Image.new("L", (int(f.getlength(m.s)) + 4, int(px * 1.6)), 0)
    ImageDraw.Draw(patch).text((2, px * 1.2), m.s, font=f, fill=255, anchor="ls")
    side = int(math.hypot(*patch.size)) * 2 + 4
    big = Image.new("L", (side, side), 0)
    big.paste(patch, (side // 2 - 2, side // 2 - round(px * 1.2)))
    big = big.rotate(m.angle, resample=Image.Resampling.BICUBIC)
    img.paste(
        Image.new("RGB", big.size, m.color),
        (round(m.x * k) - side // 2, round(m.y * k) - side // 2),
        big,
    )


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
            d.line(
                (m.x0 * k, m.y0 * k, m.x1 * k, m.y1 * k),
                fill=m.color,
                width=max(1, round(m.width * k)),
            )
        elif isinstance(m, Bars):
            x = m.x
            for i, bw in enumerate(m.widths):
                if i % 2 == 0:
                    d.rectangle((x * k, m.y * k, (x + bw) * k - 1, (m.y + m.h) * k), fill=INK)
                x += bw
        elif isinstance(m, Text) and m.angle:
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
    """Where each written string lies: (x0, top, x1, bottom, s) in points (turned ones roughly)."""
    out = []
    for m in sheet.marks:
        if isinstance(m, Text | Pen):
            grow = 1.35 * SCALE.get(m.face, 1.0) if isinstance(m, Pen) else 1.0
            wd = width(m.s, m.face, m.size) * grow
            out.append((m.x - 4, m.y - m.size * grow - 2, m.x + wd + 6, m.y + m.size * 0.5, m.s))
    return out


def keep_boxes(sheet: Sheet, keep: set[str], k: float) -> list[tuple[float, float, float, float]]:
    """The pixel boxes (at k px a point) of the strings that carry a truth value."""
    return [(x0 * k, y0 * k, x1 * k, y1 * k) for x0, y0, x1, y1, s in spots(sheet) if s in keep]
