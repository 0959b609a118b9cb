"""The sheet the sets from the twenty-ninth on draw their papers on (the twenty-eighth set's, its
shape followed): a page in points of printed words (labels, typed values, words turned round their
start, words inked by a stamp), pen lines, rules, dotted rules, boxes (square, rounded or round),
filled shapes, ticks and signatures; drawn as a picture by Pillow. A set's own Sheet (in
tests/<set>_canvas.py) names the set's faces (tests/set_faces.py), which every word is measured and
drawn in. tests/set_spots.py says where each written string lies and tests/set_pdf.py writes the
same sheet as a PDF."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np
from PIL import Image, ImageDraw

from tests.set_faces import Faces

INK = (22, 22, 26)
BLUE = (26, 40, 130)
Color = tuple[int, int, int]


def tint(c: Color, d: int) -> Color:
    """c made lighter (d > 0) or darker (d < 0)."""
    return (min(255, max(0, c[0] + d)), min(255, max(0, c[1] + d)), min(255, max(0, c[2] + d)))


def wash(c: Color, a: float) -> Color:
    """c washed out: a of it over white paper."""
    return (
        round(255 - (255 - c[0]) * a),
        round(255 - (255 - c[1]) * a),
        round(255 - (255 - c[2]) * a),
    )


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # the baseline
    s: str
    face: str
    size: float
    color: Color
    angle: float = 0.0  # turned round (x, y), counter-clockwise
    value: bool = False  # typed in (by a program, a clerk or the owner), not the form's own
    stamp: int = 0  # inked by a stamp: the seed of its uneven ink (0: printed)


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
class Shape:
    points: tuple[tuple[float, float], ...]
    fill: Color


@dataclass(frozen=True)
class Scrawl:
    points: tuple[tuple[float, float], ...]
    color: Color
    width: float


Mark = Text | Pen | Rule | Box | Shape | Scrawl
CAPS = (  # a signature's first letter, from its foot
    ((0, -2), (4, -20), (9, -4), (2, -8), (13, -9)),
    ((0, 0), (2, -18), (3, -2), (11, -14), (4, -9), (13, -4), (3, -1), (13, -3)),
    ((11, -15), (4, -18), (0, -10), (2, -2), (13, -3)),
    ((12, -16), (5, -18), (3, -12), (11, -7), (9, -1), (1, -2), (13, -4)),
)


@dataclass
class Sheet:
    """A page in points and what is on it, in the faces its set's own Sheet names:
    `class Sheet(set_canvas.Sheet, faces=tests.<set>_faces)`."""

    faces: ClassVar[Faces]
    w: float
    h: float
    paper: Color = (255, 255, 255)
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def __init_subclass__(cls, faces: Faces, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.faces = faces

    def text(
        self,
        x: float,
        y: float,
        s: str,
        face: str,
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
        wd = self.faces.width(s, face, size)
        x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
        self.marks.append(Text(x0, y, s, face, size, color, angle, value, stamp))
        self.written.append(s)
        if label:
            self.labels.append(s)
        return x0 + wd

    def label(
        self, x: float, y: float, s: str, face: str, size: float = 8, color: Color = INK
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
        tool: str = "gel",
        slant: float | None = None,
    ) -> float:
        """Writes s by hand (its baseline at y) and gives about where it ends."""
        lean = rng.uniform(-3, 10) if slant is None else slant + rng.uniform(-1.5, 1.5)
        self.marks.append(Pen(x, y, s, face, size, color, rng.randrange(1, 10**9), lean, tool))
        self.written.append(s)
        return x + self.faces.pen_width(s, face, size)

    def rule(
        self, x0: float, y0: float, x1: float, y1: float, w: float = 0.6, color: Color = INK,
        dash: float = 0.0,
    ) -> None:  # fmt: skip
        self.marks.append(Rule(x0, y0, x1, y1, w, color, dash))

    def box(
        self, x: float, y: float, w: float, h: float, fill: Color | None = None,
        line: Color | None = INK, lw: float = 0.6, radius: float = 0.0,
    ) -> None:  # fmt: skip
        self.marks.append(Box(x, y, w, h, fill, line, lw, radius))

    def shape(self, points: list[tuple[float, float]], fill: Color) -> None:
        self.marks.append(Shape(tuple(points), fill))

    def sign(self, rng: random.Random, x: float, y: float, w: float, color: Color = BLUE) -> None:
        """A signature: one of a few capitals, then garlands, loops and peaks rising or falling a
        little, all leaning by the writer's slant, and at times a flourish back under it."""
        cap = rng.choice(CAPS)
        size = rng.uniform(0.8, 1.25)
        pts = [(x + a * size, y + b * size) for a, b in cap]
        cx, base, n = x + 13 * size, y - 3, max(4, int((w - 16) / rng.uniform(5, 10)))
        loop = rng.uniform(0.5, 3.0)
        for _ in range(n):
            step = (w - 16) / n * rng.uniform(0.6, 1.4)
            hi = rng.choices(
                (rng.uniform(2, 7), rng.uniform(9, 17), -rng.uniform(5, 10)), (6, 2, 1)
            )[0]
            for j in range(9):
                t = j / 8
                pts.append(
                    (
                        cx + step * t - loop * math.sin(2 * t * math.pi),
                        base - hi * math.sin(t * math.pi),
                    )
                )
            cx += step
            base += step * rng.uniform(-0.06, 0.05)
        if rng.random() < 0.45:
            pts += [
                (cx + 4, base - 6),
                (cx - w * rng.uniform(0.3, 0.7), base + 5),
                (x + w * 0.1, base + 3),
            ]
        lean = rng.uniform(0.05, 0.45)
        pts = [(px + (y - py) * lean, py) for px, py in pts]
        self.marks.append(Scrawl(tuple(pts), color, rng.uniform(0.7, 1.05)))

    def tick(self, x: float, y: float, color: Color = BLUE) -> None:
        """A tick whose foot is at (x + 3, y + 2)."""
        self.marks.append(Scrawl(((x, y - 3), (x + 3, y + 2), (x + 10, y - 9)), color, 1.2))


def _turned(img: Image.Image, m: Text, k: float, faces: Faces) -> None:
    """A turned (or stamped) word: drawn level on its own, turned round its start, inked."""
    f = faces.font(m.face, round(m.size * k))
    px = round(m.size * k)
    patch = Image.new("L", (int(f.getlength(m.s)) + 4, int(px * 1.6)), 0)
    ImageDraw.Draw(patch).text((2, px * 1.2), m.s, font=f, fill=255, anchor="ls")
    side = int(math.hypot(*patch.size)) * 2 + 4
    big = Image.new("L", (side, side), 0)
    big.paste(patch, (side // 2 - 2, side // 2 - round(px * 1.2)))
    if m.angle:
        big = big.rotate(m.angle, resample=Image.Resampling.BICUBIC)
    a = np.asarray(big, np.float32) * (0.9 if not m.stamp else 1.0)
    if m.stamp:
        a *= faces.stamp_ink(m.stamp, a.shape)
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
    """The sheet as an RGB picture at dpi, in its faces."""
    k, faces = dpi / 72, sheet.faces
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
        elif isinstance(m, Shape):
            d.polygon([(x * k, y * k) for x, y in m.points], fill=m.fill)
        elif isinstance(m, Rule):
            _rule(d, m, k)
        elif isinstance(m, Text) and (m.angle or m.stamp):
            _turned(img, m, k, faces)
        elif isinstance(m, Text):
            f = faces.font(m.face, round(m.size * k))
            d.text((m.x * k, m.y * k), m.s, font=f, fill=m.color, anchor="ls")
        elif isinstance(m, Scrawl):
            pts = [(x * k, y * k) for x, y in m.points]
            d.line(pts, fill=m.color, width=max(1, round(m.width * k)), joint="curve")
        else:
            patch, x0, y0 = faces.pen_patch(
                m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), k, m.tool
            )
            img.paste(Image.new("RGB", patch.size, m.color), (round(x0 * k), round(y0 * k)), patch)
    return img
