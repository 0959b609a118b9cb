"""A sixth-set page as marks in millimetres (print, pen, rules, boxes, scrawls), drawn to pixels."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from tests.sixth_hand import Hand, fitted, write_word

PRINT_FONTS = {
    "sans": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
    "sans-bold": "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
    "serif": "/usr/share/fonts/truetype/crosextra/Caladea-Regular.ttf",
    "serif-bold": "/usr/share/fonts/truetype/crosextra/Caladea-Bold.ttf",
    "lato": "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "lato-bold": "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "open": "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf",
    "open-bold": "/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf",
    "mono": "/usr/share/fonts/opentype/courier-prime/Courier Prime.otf",
}
PT = 25.4 / 72  # millimetres in a point


@dataclass
class Print:
    x: float
    y: float  # top of the line, mm
    text: str
    size: float = 10  # points
    font: str = "sans"
    colour: tuple[int, int, int] = (20, 20, 20)
    label: bool = False  # a form's printed label: the scorer checks it is never read as a value


@dataclass
class Pen:
    x: float
    y: float  # where the writing's baseline sits, mm
    text: str
    size: float = 5.0  # x-height-ish, mm
    struck: bool = False  # crossed out: not part of what the page says
    follows: bool = False  # written just after the previous pen mark (a corrected figure)


@dataclass
class Rule:
    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.25
    colour: tuple[int, int, int] = (40, 40, 40)


@dataclass
class Box:
    x: float
    y: float
    w: float
    h: float
    width: float = 0.3
    colour: tuple[int, int, int] = (40, 40, 40)
    fill: tuple[int, int, int] | None = None


@dataclass
class Scrawl:
    """A signature: a pen's loops with no letters in them."""

    x: float
    y: float
    w: float
    seed: int


@dataclass
class Tick:
    x: float
    y: float
    size: float = 3.0


@dataclass
class Sheet:
    width: float  # mm
    height: float
    paper: tuple[int, int, int] = (250, 249, 244)
    marks: list[object] = field(default_factory=list)
    hand: Hand | None = None
    widest: float = 0.0  # where the furthest pen word ended when last drawn, mm

    def add(self, *marks: object) -> None:
        self.marks.extend(marks)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(m.text for m in self.marks if isinstance(m, Print) and m.label)

    def text(self) -> str:
        """What the page says, printed and written, crossings-out left out."""
        lines = [m.text for m in self.marks if isinstance(m, Print)]
        lines += [m.text for m in self.marks if isinstance(m, Pen) and not m.struck]
        return "\n".join(lines)


@cache
def font(name: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(PRINT_FONTS.get(name, name), max(6, px))


def render(sheet: Sheet, px_per_mm: float, rng: random.Random) -> Image.Image:
    """The page as paper with ink on it, at `px_per_mm`."""
    k = px_per_mm
    page = Image.new("RGB", (round(sheet.width * k), round(sheet.height * k)), sheet.paper)
    draw = ImageDraw.Draw(page)
    for m in sheet.marks:
        if isinstance(m, Box):
            box = (m.x * k, m.y * k, (m.x + m.w) * k, (m.y + m.h) * k)
            draw.rectangle(box, fill=m.fill, outline=m.colour, width=max(1, round(m.width * k)))
        elif isinstance(m, Rule):
            draw.line(
                (m.x1 * k, m.y1 * k, m.x2 * k, m.y2 * k),
                fill=m.colour,
                width=max(1, round(m.width * k)),
            )
        elif isinstance(m, Print):
            draw.text(
                (m.x * k, m.y * k), m.text, fill=m.colour, font=font(m.font, round(m.size * PT * k))
            )
    hand, end = sheet.hand, 0.0
    for m in sheet.marks:
        if hand is None:
            break
        if isinstance(m, Pen):
            x = end + m.size * k * 0.9 if m.follows else m.x * k
            start, size = x, fitted(hand, m.text, m.size * k, (sheet.width - 7) * k - x)
            for word in m.text.split(" "):
                x = write_word(page, hand, word, x, m.y * k, size, rng) + size * 0.45
            if m.struck:
                _strike(page, hand, start, x, m.y * k - m.size * k * 0.4, rng)
            end = x
            sheet.widest = max(sheet.widest, x / k)
        elif isinstance(m, Scrawl):
            _scrawl(page, hand, m, k)
        elif isinstance(m, Tick):
            _tick(page, hand, m, k, rng)
    return page


def _ink(hand: Hand) -> tuple[int, int, int]:
    return hand.pen.colour


def _strike(
    page: Image.Image, hand: Hand, x1: float, x2: float, y: float, rng: random.Random
) -> None:
    draw = ImageDraw.Draw(page)
    w = max(2, round(hand.pen.width * 1.2))
    for _ in range(rng.choice((1, 2))):
        dy = rng.uniform(-4, 4)
        draw.line((x1 - 3, y + dy, x2 - 6, y - dy + rng.uniform(-3, 3)), fill=_ink(hand), width=w)


def _scrawl(page: Image.Image, hand: Hand, m: Scrawl, k: float) -> None:
    r = random.Random(m.seed)
    points, x = [], m.x * k
    end, base = (m.x + m.w) * k, m.y * k
    t = 0.0
    while x < end:
        t += r.uniform(0.5, 1.1)
        x += r.uniform(0.4, 1.2) * k
        loop = r.uniform(1.5, 5.5) * k * (1.4 if r.random() < 0.2 else 1)
        points.append((x + math.cos(t * 3) * k, base - abs(math.sin(t * 2.3)) * loop))
    ImageDraw.Draw(page).line(
        points, fill=_ink(hand), width=max(2, round(hand.pen.width)), joint="curve"
    )


def _tick(page: Image.Image, hand: Hand, m: Tick, k: float, rng: random.Random) -> None:
    s, x, y = m.size * k, m.x * k, m.y * k
    if rng.random() < 0.5:  # a check mark
        pts = [(x, y + s * 0.5), (x + s * 0.35, y + s * 0.95), (x + s * 1.1, y - s * 0.2)]
        ImageDraw.Draw(page).line(pts, fill=_ink(hand), width=max(2, round(hand.pen.width * 1.2)))
    else:  # an X
        draw = ImageDraw.Draw(page)
        draw.line((x, y, x + s, y + s), fill=_ink(hand), width=max(2, round(hand.pen.width)))
        draw.line((x + s, y, x, y + s), fill=_ink(hand), width=max(2, round(hand.pen.width)))
