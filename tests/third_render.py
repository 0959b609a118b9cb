"""Drawing the third certificate set's sheets as a scan, a phone photo, a small picture or a PDF.

A sheet is a list of marks in points (1/72 inch, y at the text's baseline), so one sheet gives the
same certificate as pixels (Pillow) and as a PDF with a text layer (fpdf2). Handwritten marks are
drawn a glyph at a time, each turned, sized and lifted a little, in a pen's ink.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

FONTS = "/usr/share/fonts/truetype/"
PRINT = "dejavu/DejaVuMathTeXGyre.ttf"  # the only upright face no other generator draws with
FACES = (  # italic and oblique faces neither tests/certificate_set.py nor the held-out set uses
    "dejavu/DejaVuSerif-Italic.ttf",
    "dejavu/DejaVuSerif-BoldItalic.ttf",
    "dejavu/DejaVuSerifCondensed-Italic.ttf",
    "dejavu/DejaVuSerifCondensed-BoldItalic.ttf",
    "dejavu/DejaVuSans-Oblique.ttf",
    "dejavu/DejaVuSans-BoldOblique.ttf",
    "dejavu/DejaVuSansCondensed-BoldOblique.ttf",
    "dejavu/DejaVuSansMono-Oblique.ttf",
    "dejavu/DejaVuSansMono-BoldOblique.ttf",
    "liberation/LiberationMono-Italic.ttf",
    "liberation/LiberationMono-BoldItalic.ttf",
    "liberation/LiberationSans-BoldItalic.ttf",
    "liberation/LiberationSansNarrow-Italic.ttf",
    "liberation/LiberationSansNarrow-BoldItalic.ttf",
)
HANDS = (FACES[0], FACES[2], FACES[4], FACES[12])  # the faces a pen's writing is drawn from
PENS = ((25, 40, 140), (20, 20, 30), (40, 60, 170))  # ballpoint blue, black, royal blue
CONDITIONS = ("scan", "photo", "lowres", "pdf_image", "pdf_text")


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # baseline
    text: str
    size: float
    face: str = PRINT
    hand: bool = False
    ink: tuple[int, int, int] = (15, 15, 15)


@dataclass(frozen=True)
class Rule:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float = 0.8
    dashed: bool = False  # a perforation


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    width: float = 0.8
    shade: int | None = None  # a grey fill, 0-255


@dataclass(frozen=True)
class Scrawl:
    points: tuple[tuple[float, float], ...]
    ink: tuple[int, int, int] = PENS[0]


Mark = Text | Rule | Box | Scrawl


@dataclass
class Sheet:
    width: float  # points
    height: float
    marks: list[Mark] = field(default_factory=list)

    def text(self, x: float, y: float, text: str, size: float, **kw: Any) -> None:
        self.marks.append(Text(x, y, text, size, **kw))

    def box(self, x: float, y: float, w: float, h: float, **kw: Any) -> None:
        self.marks.append(Box(x, y, w, h, **kw))

    def rule(self, x0: float, y0: float, x1: float, y1: float, **kw: Any) -> None:
        self.marks.append(Rule(x0, y0, x1, y1, **kw))

    def sign(self, x: float, y: float, width: float, rng: random.Random) -> None:
        """A signature's loops over the line, running into whatever is printed near it."""
        points = [
            (
                x + width * i / 40,
                y - 6 + 7 * math.sin(i * rng.uniform(0.8, 1.6)) + rng.uniform(-2, 2),
            )
            for i in range(41)
        ]
        self.marks.append(Scrawl(tuple(points), rng.choice(PENS)))


@cache
def _font(face: str, pixels: int) -> Any:
    from PIL import ImageFont

    return ImageFont.truetype(FONTS + face, max(6, pixels))


def text_width(text: str, face: str, size: float) -> float:
    """How wide `text` is in points at `size` points."""
    return float(_font(face, 100).getlength(text)) * size / 100


def picture(sheet: Sheet, dpi: float, rng: random.Random) -> Any:
    """The sheet as an RGB image at `dpi`."""
    from PIL import Image, ImageDraw

    k = dpi / 72
    image = Image.new("RGB", (round(sheet.width * k), round(sheet.height * k)), (252, 251, 246))
    pen = ImageDraw.Draw(image)
    for mark in sheet.marks:
        if isinstance(mark, Box):
            fill = (mark.shade,) * 3 if mark.shade is not None else None
            box = (mark.x * k, mark.y * k, (mark.x + mark.w) * k, (mark.y + mark.h) * k)
            pen.rectangle(box, fill=fill, outline=(30, 30, 30), width=max(1, round(mark.width * k)))
        elif isinstance(mark, Rule):
            _rule(pen, mark, k)
        elif isinstance(mark, Scrawl):
            pen.line([(px * k, py * k) for px, py in mark.points], fill=mark.ink, width=round(k))
        elif mark.hand:
            mark = Text(mark.x, mark.y, mark.text, mark.size, rng.choice(HANDS), True, mark.ink)
            _handwrite(image, mark, k, rng)
        else:
            pen.text(
                (mark.x * k, mark.y * k),
                mark.text,
                mark.ink,
                _font(mark.face, round(mark.size * k)),
                "ls",
            )
    return image


def _rule(pen: Any, rule: Rule, k: float) -> None:
    width = max(1, round(rule.width * k))
    if not rule.dashed:
        pen.line([(rule.x0 * k, rule.y0 * k), (rule.x1 * k, rule.y1 * k)], (30, 30, 30), width)
        return
    x = rule.x0
    while x < rule.x1:  # a perforated tear line: short dashes
        pen.line(
            [(x * k, rule.y0 * k), (min(x + 4, rule.x1) * k, rule.y0 * k)], (60, 60, 60), width
        )
        x += 7


def _handwrite(image: Any, mark: Text, k: float, rng: random.Random) -> None:
    """Glyph by glyph: each a little turned, sized and lifted; the pen presses unevenly."""
    from PIL import Image, ImageDraw

    x, base = mark.x * k, mark.y * k
    press = rng.choice((0, 0, 1))  # a pen that presses hard draws thicker
    drift = rng.uniform(-0.04, 0.04)  # the line of writing climbs or falls
    for char in mark.text:
        size = round(mark.size * k * rng.uniform(0.9, 1.12))
        font = _font(mark.face, size)
        if char == " ":
            x += size * rng.uniform(0.3, 0.45)
            continue
        glyph = Image.new("L", (size * 2, size * 2), 0)
        ImageDraw.Draw(glyph).text(
            (size // 2, size * 3 // 2), char, 255, font, "ls", stroke_width=press
        )
        glyph = glyph.rotate(rng.uniform(-7, 7), resample=Image.Resampling.BICUBIC)
        lift = rng.uniform(-0.08, 0.08) * size + drift * (x - mark.x * k)
        image.paste(
            Image.new("RGB", glyph.size, mark.ink),
            (round(x - size // 2), round(base + lift - size * 3 // 2)),
            glyph,
        )
        x += font.getlength(char) * rng.uniform(0.92, 1.12)


def encoded(image: Any, kind: str, quality: int = 85) -> bytes:
    out = io.BytesIO()
    image.save(out, kind, quality=quality) if kind == "JPEG" else image.save(out, kind)
    return out.getvalue()


def scan(sheet: Sheet, rng: random.Random) -> Any:
    """A flatbed scan: a little crooked, grey or colour."""
    image = picture(sheet, rng.choice((200, 240, 300)), rng)
    image = image.rotate(rng.uniform(-1.2, 1.2), expand=True, fillcolor=(250, 250, 250))
    return image.convert("L") if rng.random() < 0.5 else image


def photo(sheet: Sheet, rng: random.Random) -> Any:
    """A phone photo on a table: tilted in perspective, lit from one side, a shadow, soft, noisy."""
    import numpy as np
    from PIL import Image, ImageChops, ImageFilter

    page = picture(sheet, 220 if sheet.width < 400 else 180, rng)
    w, h = page.size
    m = 0.08  # the table around the page
    size = (round(w * (1 + 2 * m)), round(h * (1 + 2 * m)))
    corners = [
        (w * m + rng.uniform(-0.05, 0.06) * w, h * m + rng.uniform(-0.04, 0.05) * h),
        (w * (1 + m) + rng.uniform(-0.06, 0.05) * w, h * m + rng.uniform(-0.04, 0.05) * h),
        (w * (1 + m) + rng.uniform(-0.04, 0.06) * w, h * (1 + m) + rng.uniform(-0.05, 0.04) * h),
        (w * m + rng.uniform(-0.06, 0.04) * w, h * (1 + m) + rng.uniform(-0.05, 0.04) * h),
    ]
    source = [(0, 0), (w, 0), (w, h), (0, h)]
    rows = []
    for (u, v), (px, py) in zip(corners, source, strict=True):
        rows.append(([u, v, 1, 0, 0, 0, -px * u, -px * v], px))
        rows.append(([0, 0, 0, u, v, 1, -py * u, -py * v], py))
    coeffs = np.linalg.solve(
        np.array([r for r, _ in rows], float), np.array([t for _, t in rows], float)
    )
    warped = page.transform(
        size, Image.Transform.PERSPECTIVE, tuple(coeffs), Image.Resampling.BICUBIC
    )
    mask = Image.new("L", page.size, 255).transform(
        size, Image.Transform.PERSPECTIVE, tuple(coeffs)
    )
    table = Image.new("RGB", size, rng.choice(((112, 84, 60), (150, 150, 145), (60, 62, 70))))
    table.paste(warped, (0, 0), mask)
    small = (64, round(64 * size[1] / size[0]))  # light changes slowly: work it out on a small grid
    yy, xx = np.mgrid[0 : small[1], 0 : small[0]] / small[0]
    angle = rng.uniform(0, 2 * math.pi)
    ramp = xx * math.cos(angle) + yy * math.sin(angle)
    light = 1.05 - rng.uniform(0.25, 0.45) * (ramp - ramp.min()) / max(1e-9, np.ptp(ramp))
    cx, cy = rng.uniform(0, 1), rng.uniform(0, small[1] / small[0])  # a hand's or phone's shadow
    light *= 1 - 0.25 * np.exp(-(((xx - cx) / 0.3) ** 2 + ((yy - cy) / 0.25) ** 2))
    shade = Image.fromarray((light.clip(0, 1) * 255).astype("uint8")).resize(
        size, Image.Resampling.BILINEAR
    )
    image = ImageChops.multiply(table, Image.merge("RGB", (shade, shade, shade)))
    noise = np.random.default_rng(rng.randrange(2**32)).normal(128, 6, (size[1], size[0]))
    grain = Image.fromarray(noise.clip(0, 255).astype("uint8")).convert("RGB")  # the sensor's
    image = ImageChops.add(image, grain, scale=1.0, offset=-128)
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))
    scale = rng.uniform(1600, 2000) / max(image.size)
    return image.resize((round(image.width * scale), round(image.height * scale)))


def lowres(sheet: Sheet, rng: random.Random) -> Any:
    """A small picture as a chat app sends it: a page at about 100 dpi, a card a little more."""
    dpi = rng.uniform(95, 115) if sheet.width > 400 else rng.uniform(120, 150)
    return picture(sheet, dpi, rng)
