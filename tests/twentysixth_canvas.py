"""The twenty-sixth set's sheet: a page in points of printed words (labels, filled-in values that a
fillable form would hold in its fields, words turned as a rubber stamp's), pen words, rules, dotted
leaders, boxes (square, rounded or round), ticks, circles drawn round a printed word, and
signatures; drawn as a picture by Pillow, with where each written string lies (so nothing a
condition lays on the page covers a truth value). tests/twentysixth_pdf.py writes the same sheet
as a PDF."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from tests.twentysixth_faces import FACES, SCALE, font, missing_fonts, pen_patch, pen_width, width

__all__ = ["FACES", "Box", "Pen", "Rule", "Scrawl", "Sheet", "Text", "missing_fonts"]

INK = (22, 22, 26)
BLUE = (26, 44, 150)
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
    value: bool = False  # typed into the form (a fillable PDF's field), not printed with it


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
    tool: str = "gel"


@dataclass(frozen=True)
class Rule:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float
    color: Color
    dash: float = 0.0  # a dotted or dashed rule: the length of each dash


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
        face: str = "arimo",
        size: float = 9,
        color: Color = INK,
        *,
        label: bool = False,
        align: str = "l",
        angle: float = 0.0,
        value: bool = False,
    ) -> float:
        """Prints s (its baseline at y) and gives the x where it ends."""
        wd = width(s, face, size)
        x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
        self.marks.append(Text(x0, y, s, face, size, color, angle, value))
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
        """A value typed into the form."""
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
        tool: str = "gel",
        slant: float | None = None,
    ) -> float:
        """Writes s by hand (its baseline at y) and gives about where it ends."""
        lean = rng.uniform(-3, 10) if slant is None else slant + rng.uniform(-1.5, 1.5)
        self.marks.append(Pen(x, y, s, face, size, color, rng.randrange(10**9), lean, tool))
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
        """A signature: a big looped capital, then a run of small peaks sloping up, a cross-bar."""
        pts = [(x, y), (x + 3, y - 16), (x + 9, y - 10), (x + 2, y - 4), (x + 12, y)]
        n = rng.randrange(5, 9)
        for i in range(n * 5 + 1):
            t = i / (n * 5)
            a = t * n * 2 * math.pi
            pts.append((x + 12 + (w - 12) * t, y - 2 * t * 3 - 4 * abs(math.sin(a / 2))))
        if rng.random() < 0.6:
            pts += [(x + w * 0.2, y - 9), (x + w * 0.75, y - 12)]
        self.marks.append(Scrawl(tuple(pts), color, rng.uniform(0.6, 0.95)))

    def tick(self, x: float, y: float, color: Color = BLUE) -> None:
        """A tick whose foot is at (x + 2.5, y + 1.5)."""
        self.marks.append(Scrawl(((x, y - 3), (x + 2.5, y + 1.5), (x + 10, y - 9)), color, 1.2))

    def cross(self, x: float, y: float, s: float, color: Color = BLUE) -> None:
        """An X filling a box of side s whose top-left is (x, y)."""
        self.marks.append(Scrawl(((x, y), (x + s, y + s)), color, 1.1))
        self.marks.append(Scrawl(((x + s, y), (x, y + s)), color, 1.1))

    def ring(
        self, rng: random.Random, x: float, y: float, w: float, h: float, color: Color
    ) -> None:
        """A loop drawn by hand round a printed word (its box x, y, w, h), not quite closed."""
        cx, cy, start = x + w / 2, y + h / 2, rng.uniform(0, 2 * math.pi)
        pts = [
            (
                cx
                + (w / 2 + 4) * math.cos(start + t / 30 * 2.15 * math.pi) * rng.uniform(0.98, 1.03),
                cy + (h / 2 + 3) * math.sin(start + t / 30 * 2.15 * math.pi),
            )
            for t in range(31)
        ]
        self.marks.append(Scrawl(tuple(pts), color, 1.0))


def _turned(img: Image.Image, m: Text, k: float) -> None:
    f = font(m.face, round(m.size * k))
    px = round(m.size * k)
    patch = Image.new("L", (int(f.getlength(m.s)) + 4, int(px * 1.6)), 0)
    ImageDraw.Draw(patch).text((2, px * 1.2), m.s, font=f, fill=255, anchor="ls")
    side = int(math.hypot(*patch.size)) * 2 + 4
    big = Image.new("L", (side, side), 0)
    big.paste(patch, (side // 2 - 2, side // 2 - round(px * 1.2)))
    big = big.rotate(m.angle, resample=Image.Resampling.BICUBIC)
    ink = Image.new("RGB", big.size, m.color)
    img.paste(
        ink,
        (round(m.x * k) - side // 2, round(m.y * k) - side // 2),
        big.point(lambda v: v * 4 // 5),
    )


def _rule(d: ImageDraw.ImageDraw, m: Rule, k: float) -> None:
    lw = max(1, round(m.width * k))
    if not m.dash:
        d.line((m.x0 * k, m.y0 * k, m.x1 * k, m.y1 * k), fill=m.color, width=lw)
        return
    length = math.hypot(m.x1 - m.x0, m.y1 - m.y0)
    steps = max(1, int(length / (2 * m.dash)))
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
        if isinstance(m, Pen):
            grow = 1.3 * SCALE.get(m.face, 1.0)
            wd = pen_width(m.s, m.face, m.size) * 1.1
            out.append((m.x - 5, m.y - m.size * grow - 3, m.x + wd + 6, m.y + m.size * 0.6, m.s))
        elif isinstance(m, Text):
            wd = width(m.s, m.face, m.size)
            out.append((m.x - 4, m.y - m.size - 2, m.x + wd + 6, m.y + m.size * 0.5, m.s))
    return out


def keep_boxes(sheet: Sheet, keep: set[str], k: float) -> list[tuple[float, float, float, float]]:
    """The pixel boxes (at k px a point) of the strings that carry a truth value."""
    return [(x0 * k, y0 * k, x1 * k, y1 * k) for x0, y0, x1, y1, s in spots(sheet) if s in keep]
