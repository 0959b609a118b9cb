"""A page of the fifteenth set as a list of things drawn on it, in points: text (printed, or by a
pen whose letters wander), rules, boxes, a signature's scribble, a highlighter's stroke and a
peel-off sticker stuck on at an angle; rasterised by PIL at any resolution, or written by fpdf2
as a (several-page) text PDF in the same embedded fonts, or as an invisible layer over scans."""

from __future__ import annotations

import functools
import io
import logging
import math
import os
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime

import numpy as np
from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageChops, ImageDraw, ImageFont

_T = "/usr/share/fonts/truetype/"
_O = "/usr/share/fonts/opentype/"
FONTS = {
    "cent": _T + "fonts-century-catalogue/Century-Catalogue.ttf",
    "karm": _T + "karmilla/Karmilla-Regular.ttf",
    "karm_b": _T + "karmilla/Karmilla-Bold.ttf",
    "ber": _T + "adf/BerenisADFPro-Regular.otf",
    "ber_b": _T + "adf/BerenisADFPro-Bold.otf",
    "ber_i": _T + "adf/BerenisADFPro-Italic.otf",
    "doul": _T + "doulos/DoulosSIL-Regular.ttf",
    "sq": _T + "nanum/NanumSquareR.ttf",
    "sq_b": _T + "nanum/NanumSquareB.ttf",
    "cardo": _T + "cardo/Cardo104s.ttf",
    "cardo_b": _T + "cardo/Cardob101.ttf",
    "cardo_i": _T + "cardo/Cardoi99.ttf",
    "osi": _T + "osifont/osifont.ttf",
    "arap": _O + "arapey/Arapey-Regular.otf",
    "arap_b": _O + "arapey/Arapey-Black.otf",
    "barun": _T + "nanum/NanumBarunGothic.ttf",
    "barun_b": _T + "nanum/NanumBarunGothicBold.ttf",
    "lob": _O + "lobstertwo/LobsterTwo-Bold.otf",
    "pen": _T + "nanum/NanumPen.ttf",  # a front desk's quick ballpoint
    "brush": _T + "nanum/NanumBrush.ttf",  # a felt-tip
    "yeon": _T + "woowa-bm/BMYEONSUNG_ttf.ttf",  # a vet tech's neat print
    "kirang": _T + "woowa-bm/BMKIRANGHAERANG-TTF.ttf",  # an owner's marker capitals
}
PACKAGES = (
    "fonts-nanum fonts-nanum-extra fonts-woowa-bm fonts-adf-berenis fonts-karmilla fonts-cardo "
    "fonts-sil-doulos fonts-osifont fonts-arapey fonts-century-catalogue fonts-lobstertwo"
)
logging.getLogger("fontTools.subset").setLevel(logging.ERROR)  # Doulos's Graphite tables
BLACK = (24, 24, 28)
BLUE = (28, 48, 150)
FROZEN = datetime(2026, 12, 4, 9, 0, tzinfo=UTC)  # every PDF's creation date
Ink = tuple[int, int, int]


def missing_fonts() -> list[str]:
    return [path for path in FONTS.values() if not os.path.exists(path)]


@functools.lru_cache(maxsize=768)
def font(key: str, pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS[key], max(pixels, 4))


@dataclass
class Text:
    x: float
    y: float  # top of the line box, in points
    s: str
    face: str
    size: float
    ink: Ink = BLACK
    hand: float = 0.0  # how much a pen wanders (0: printed)
    angle: float = 0.0  # counter-clockwise degrees about (x, y)


@dataclass
class Rule:
    points: list[tuple[float, float]]
    width: float = 0.6
    ink: Ink = BLACK


@dataclass
class Box:
    x: float
    y: float
    w: float
    h: float
    width: float = 0.6
    ink: Ink | None = BLACK
    fill: Ink | None = None


@dataclass
class Glow:  # a highlighter's stroke, multiplied over what is under it
    x: float
    y: float
    w: float
    h: float
    colour: Ink = (255, 236, 60)


@dataclass
class Patch:  # a sticker (or a rubber stamp's ink): another sheet put on at (x, y), turned
    x: float
    y: float
    sheet: Sheet
    angle: float = 0.0
    stamp: bool = False  # only its ink, darkening what is under it


@dataclass
class Sheet:
    w: float  # points
    h: float
    paper: Ink = (255, 255, 255)
    items: list[Text | Rule | Box | Glow | Patch] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> float:
        """Draws s and gives its width in points."""
        self.items.append(Text(x, y, s, face, size, **kw))  # type: ignore[arg-type]
        return self.wide(s, face, size)

    def label(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> float:
        self.labels.append(s)
        return self.text(x, y, s, face, size, **kw)

    def right(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> None:
        self.text(x - self.wide(s, face, size), y, s, face, size, **kw)

    def centre(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> None:
        self.text(x - self.wide(s, face, size) / 2, y, s, face, size, **kw)

    def rule(self, x1: float, y1: float, x2: float, y2: float, **kw: object) -> None:
        self.items.append(Rule([(x1, y1), (x2, y2)], **kw))  # type: ignore[arg-type]

    def box(self, x: float, y: float, w: float, h: float, **kw: object) -> None:
        self.items.append(Box(x, y, w, h, **kw))  # type: ignore[arg-type]

    def scribble(self, x: float, y: float, w: float, rng: random.Random, ink: Ink = BLUE) -> None:
        """A signature: a few loops and a long tail, with no letters to read."""
        points, t, turn = [], 0.0, 0.0
        high = rng.uniform(5, 9)
        while t < w:
            loop = high * (1.6 if rng.random() < 0.15 else 1.0)
            points.append((x + t + loop * 0.5 * math.cos(turn), y - loop * math.sin(turn)))
            turn += rng.uniform(0.7, 1.1)
            t += rng.uniform(1.6, 3.4) * (1 + 2 * (t > w * 0.7))
        self.items.append(Rule(points, rng.uniform(0.7, 1.0), ink))

    def words(self) -> list[str]:
        out = []
        for item in self.items:
            if isinstance(item, Text):
                out.append(item.s)
            elif isinstance(item, Patch):
                out += item.sheet.words()
        return out

    def all_labels(self) -> list[str]:
        inner = [s for i in self.items if isinstance(i, Patch) for s in i.sheet.all_labels()]
        return self.labels + inner

    def wide(self, s: str, face: str, size: float) -> float:
        return float(font(face, 200).getlength(s)) * size / 200

    def raster(self, dpi: int = 200) -> Image.Image:
        k = dpi / 72
        image = Image.new("RGB", (round(self.w * k), round(self.h * k)), self.paper)
        pen = ImageDraw.Draw(image)
        for item in self.items:
            if isinstance(item, Rule):
                xy = [(x * k, y * k) for x, y in item.points]
                pen.line(xy, fill=item.ink, width=max(1, round(item.width * k)), joint="curve")
            elif isinstance(item, Box):
                corners = [item.x * k, item.y * k, (item.x + item.w) * k, (item.y + item.h) * k]
                width = max(1, round(item.width * k)) if item.ink else 0
                pen.rectangle(corners, fill=item.fill, outline=item.ink, width=width)
            elif isinstance(item, Glow):
                _glow(image, item, k)
            elif isinstance(item, Patch):
                _stick(image, item, dpi)
            elif item.hand or item.angle:
                _written(image, item, k)
            else:
                face = font(item.face, round(item.size * k))
                pen.text((item.x * k, item.y * k), item.s, font=face, fill=item.ink)
        return image

    def draw_pdf(self, pdf: FPDF, added: set[str], dx: float = 0, dy: float = 0) -> None:
        for item in self.items:
            if isinstance(item, Rule) and pdf.text_mode != TextMode.INVISIBLE:
                pdf.set_draw_color(*item.ink)
                pdf.set_line_width(item.width)
                pdf.polyline([(x + dx, y + dy) for x, y in item.points])
            elif isinstance(item, Box) and pdf.text_mode != TextMode.INVISIBLE:
                pdf.set_line_width(item.width)
                if item.fill:
                    pdf.set_fill_color(*item.fill)
                if item.ink:
                    pdf.set_draw_color(*item.ink)
                style = ("D" if item.ink else "") + ("F" if item.fill else "")
                pdf.rect(item.x + dx, item.y + dy, item.w, item.h, style=style)
            elif isinstance(item, Patch):
                item.sheet.draw_pdf(pdf, added, dx + item.x, dy + item.y)
            elif isinstance(item, Text):
                if item.face not in added:
                    pdf.add_font(item.face, fname=FONTS[item.face])
                    added.add(item.face)
                pdf.set_font(item.face, size=item.size)
                pdf.set_text_color(*item.ink)
                ascent = font(item.face, 200).getmetrics()[0] * item.size / 200
                x, y = item.x + dx, item.y + dy
                with pdf.rotation(item.angle, x, y):
                    pdf.text(x, y + ascent, item.s)


def pdf_of(sheets: list[Sheet], scans: list[Image.Image] | None = None) -> bytes:
    """A text PDF of the sheets in their own fonts; over scans, their text as an invisible layer."""
    pdf = FPDF(unit="pt", format=(sheets[0].w, sheets[0].h))
    pdf.set_creation_date(FROZEN)
    pdf.set_producer("PracticeDocs 4.2")
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    added: set[str] = set()
    for n, sheet in enumerate(sheets):
        pdf.add_page(format=(sheet.w, sheet.h))
        pdf.text_mode = TextMode.FILL
        if scans is not None:
            buffer = io.BytesIO()
            scans[n].save(buffer, "JPEG", quality=76)
            pdf.image(buffer, 0, 0, sheet.w, sheet.h)
            pdf.text_mode = TextMode.INVISIBLE
        sheet.draw_pdf(pdf, added)
    return bytes(pdf.output())


def _glow(image: Image.Image, item: Glow, k: float) -> None:
    box = (round(item.x * k), round(item.y * k), round((item.x + item.w) * k),
           round((item.y + item.h) * k))  # fmt: skip
    a = np.asarray(image.crop(box), np.float32)
    tint = np.array(item.colour, np.float32) / 255
    image.paste(Image.fromarray((a * tint).astype(np.uint8)), box[:2])


def _stick(image: Image.Image, item: Patch, dpi: int) -> None:
    k = dpi / 72
    x, y = round(item.x * k), round(item.y * k)
    if item.stamp:
        ink = item.sheet.raster(dpi).rotate(item.angle, Image.Resampling.BICUBIC, expand=True,
                                            fillcolor=(255, 255, 255))  # fmt: skip
        box = (x, y, x + ink.width, y + ink.height)
        image.paste(ImageChops.darker(image.crop(box), ink), box[:2])
        return
    label = item.sheet.raster(dpi).convert("RGBA")
    label = label.rotate(item.angle, Image.Resampling.BICUBIC, expand=True)
    shadow = Image.new("RGBA", label.size, (60, 60, 60, 0))
    shadow.putalpha(label.getchannel("A").point(lambda v: v // 4))
    image.paste(shadow, (x + 3, y + 4), shadow)
    image.paste(label, (x, y), label)


def _written(image: Image.Image, item: Text, k: float) -> None:
    """Text by hand (each letter wandering, the pen's pressure uneven), laid over the page."""
    size = round(item.size * k)
    face = font(item.face, size)
    wide = int(face.getlength(item.s) * 1.15 + size * 2)
    mask = Image.new("L", (wide, size * 3), 0)
    if item.hand:
        rng = random.Random(f"{item.s}|{item.x:.1f}|{item.y:.1f}")
        x, drift = float(size), 0.0
        for ch in item.s:
            drift += rng.gauss(0, item.hand * size * 0.018)
            drift *= 0.9
            glyph = font(item.face, max(4, round(size * (1 + rng.gauss(0, item.hand * 0.05)))))
            tile = Image.new("L", (size * 2, size * 2), 0)
            ImageDraw.Draw(tile).text((size // 2, size // 2), ch, font=glyph,
                                      fill=rng.randint(200, 255))  # fmt: skip
            tile = tile.rotate(rng.gauss(0, item.hand * 3), resample=Image.Resampling.BICUBIC)
            y = size + drift + rng.gauss(0, item.hand * size * 0.02)
            mask.paste(tile, (int(x - size // 2), int(y - size // 2)), tile)
            x += glyph.getlength(ch) * (1 + rng.gauss(0.03, item.hand * 0.03))
    else:
        ImageDraw.Draw(mask).text((size, size), item.s, font=face, fill=255)
    if item.angle:
        mask = mask.rotate(item.angle, resample=Image.Resampling.BICUBIC, center=(size, size))
    ink = Image.new("RGB", mask.size, item.ink)
    image.paste(ink, (round(item.x * k - size), round(item.y * k - size)), mask)
