"""A page of the thirteenth set as a list of things drawn on it, in points: text (printed, typed,
stamped or written by hand), rules and boxes; rasterised by PIL at any resolution, or written by
fpdf2 as a text PDF in the same embedded fonts (or as an invisible text layer over a scan)."""

from __future__ import annotations

import functools
import io
import os
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFont

_T = "/usr/share/fonts/truetype/"
_O = "/usr/share/fonts/opentype/"
FONTS = {
    "uni": _T + "adf/UniversalisADFStd-Regular.otf",
    "uni_b": _T + "adf/UniversalisADFStd-Bold.otf",
    "uni_c": _T + "adf/UniversalisADFStd-Cond.otf",
    "bask": _T + "adf/BaskervaldADFStd-Bold.otf",
    "slab": _O + "roboto/slab/RobotoSlab-Regular.otf",
    "routed": _T + "routed-gothic/routed-gothic.ttf",
    "routed_w": _T + "routed-gothic/routed-gothic-wide.ttf",
    "mono": _O + "league-mono/LeagueMono-Regular.otf",
    "mono_cb": _O + "league-mono/LeagueMono-CondensedBold.otf",
    "comf": _T + "comfortaa/Comfortaa-Bold.ttf",
    "tir": _T + "tiresias/tiresias_pcfont.ttf",
    "tir_b": _T + "tiresias/tiresias_pcfont_bold.ttf",
    "old": _T + "fonts-oldstandard/OldStandard-Regular.ttf",
    "old_b": _T + "fonts-oldstandard/OldStandard-Bold.ttf",
    "old_i": _T + "fonts-oldstandard/OldStandard-Italic.ttf",
    "spartan": _O + "league-spartan/LeagueSpartan-Bold.otf",
    "ocra": _T + "ocr-a/OCRA.ttf",
    "dosis": _O + "dosis/Dosis-Medium.otf",
    "dosis_b": _O + "dosis/Dosis-Bold.otf",
    "stick": _T + "stick/Stick-Regular.ttf",
    "abc": _T + "linex/Abecedario.ttf",
}
PACKAGES = (
    "fonts-adf-universalis fonts-adf-baskervald fonts-roboto-slab fonts-routed-gothic "
    "fonts-league-mono fonts-comfortaa fonts-tiresias fonts-oldstandard fonts-league-spartan "
    "fonts-ocr-a fonts-dosis fonts-stick fonts-linex"
)
BLACK = (20, 20, 22)
FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)
Ink = tuple[int, int, int]


def missing_fonts() -> list[str]:
    return [path for path in FONTS.values() if not os.path.exists(path)]


@functools.lru_cache(maxsize=512)
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
    angle: float = 0.0  # counter-clockwise, about (x, y)
    opacity: float = 1.0


@dataclass
class Rule:
    x1: float
    y1: float
    x2: float
    y2: float
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
class Sheet:
    w: float  # points
    h: float
    paper: Ink = (255, 255, 255)
    items: list[Text | Rule | Box] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> Text:
        item = Text(x, y, s, face, size, **kw)  # type: ignore[arg-type]
        self.items.append(item)
        return item

    def label(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> Text:
        self.labels.append(s)
        return self.text(x, y, s, face, size, **kw)

    def rule(self, x1: float, y1: float, x2: float, y2: float, **kw: object) -> None:
        self.items.append(Rule(x1, y1, x2, y2, **kw))  # type: ignore[arg-type]

    def box(self, x: float, y: float, w: float, h: float, **kw: object) -> None:
        self.items.append(Box(x, y, w, h, **kw))  # type: ignore[arg-type]

    def words(self) -> list[str]:
        return [item.s for item in self.items if isinstance(item, Text)]

    def wide(self, s: str, face: str, size: float) -> float:
        """The width of s in points."""
        return float(font(face, 200).getlength(s)) * size / 200

    def right(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> None:
        self.text(x - self.wide(s, face, size), y, s, face, size, **kw)

    def centre(self, x: float, y: float, s: str, face: str, size: float, **kw: object) -> None:
        self.text(x - self.wide(s, face, size) / 2, y, s, face, size, **kw)

    def raster(self, dpi: int = 200) -> Image.Image:
        k = dpi / 72
        image = Image.new("RGB", (round(self.w * k), round(self.h * k)), self.paper)
        pen = ImageDraw.Draw(image)
        for item in self.items:
            if isinstance(item, Rule):
                xy = [(item.x1 * k, item.y1 * k), (item.x2 * k, item.y2 * k)]
                pen.line(xy, fill=item.ink, width=max(1, round(item.width * k)))
            elif isinstance(item, Box):
                corners = [item.x * k, item.y * k, (item.x + item.w) * k, (item.y + item.h) * k]
                width = max(1, round(item.width * k)) if item.ink else 0
                pen.rectangle(corners, fill=item.fill, outline=item.ink, width=width)
            elif item.hand or item.angle or item.opacity < 1:
                _overlay(image, item, k)
            else:
                face = font(item.face, round(item.size * k))
                pen.text((item.x * k, item.y * k), item.s, font=face, fill=item.ink)
        return image

    def pdf(self, scan: Image.Image | None = None) -> bytes:
        """A text PDF in the sheet's own fonts; over a scan, its text as an invisible layer."""
        pdf = FPDF(unit="pt", format=(self.w, self.h))
        pdf.set_creation_date(FROZEN)
        pdf.set_auto_page_break(False)
        pdf.set_margin(0)
        pdf.add_page()
        if scan is not None:
            buffer = io.BytesIO()
            scan.save(buffer, "JPEG", quality=78)
            pdf.image(buffer, 0, 0, self.w, self.h)
            pdf.text_mode = TextMode.INVISIBLE
        added: set[str] = set()
        for item in self.items:
            if isinstance(item, Rule) and scan is None:
                pdf.set_draw_color(*item.ink)
                pdf.set_line_width(item.width)
                pdf.line(item.x1, item.y1, item.x2, item.y2)
            elif isinstance(item, Box) and scan is None:
                pdf.set_line_width(item.width)
                if item.fill:
                    pdf.set_fill_color(*item.fill)
                if item.ink:
                    pdf.set_draw_color(*item.ink)
                style = ("D" if item.ink else "") + ("F" if item.fill else "")
                pdf.rect(item.x, item.y, item.w, item.h, style=style)
            elif isinstance(item, Text):
                if item.face not in added:
                    pdf.add_font(item.face, fname=FONTS[item.face])
                    added.add(item.face)
                pdf.set_font(item.face, size=item.size)
                pdf.set_text_color(*item.ink)
                ascent = font(item.face, 200).getmetrics()[0] * item.size / 200
                with pdf.rotation(item.angle, item.x, item.y):
                    pdf.text(item.x, item.y + ascent, item.s)
        return bytes(pdf.output())


def _overlay(image: Image.Image, item: Text, k: float) -> None:
    """Text by hand (each letter wandering), or a rubber stamp at an angle, laid over the page."""
    size = round(item.size * k)
    face = font(item.face, size)
    wide = int(face.getlength(item.s) + size * 2)
    mask = Image.new("L", (wide, size * 3), 0)
    if item.hand:
        rng = random.Random(f"{item.s}|{item.x:.1f}|{item.y:.1f}")
        x = float(size)
        drift = 0.0
        for ch in item.s:
            drift += rng.gauss(0, item.hand * size * 0.02)
            scale = 1 + rng.gauss(0, item.hand * 0.05)
            glyph = font(item.face, max(4, round(size * scale)))
            tile = Image.new("L", (size * 2, size * 2), 0)
            ImageDraw.Draw(tile).text((size // 2, size // 2), ch, font=glyph, fill=255)
            tile = tile.rotate(rng.gauss(0, item.hand * 4), resample=Image.Resampling.BICUBIC)
            y = size + drift + rng.gauss(0, item.hand * size * 0.03)
            mask.paste(
                Image.new("L", tile.size, 255), (int(x - size // 2), int(y - size // 2)), tile
            )
            x += glyph.getlength(ch) * (1 + rng.gauss(0.02, item.hand * 0.04))
    else:
        ImageDraw.Draw(mask).text((size, size), item.s, font=face, fill=255)
    if item.angle:
        mask = mask.rotate(item.angle, resample=Image.Resampling.BICUBIC, center=(size, size))
    if item.opacity < 1:
        mask = mask.point(lambda v: int(v * item.opacity))
    ink = Image.new("RGB", mask.size, item.ink)
    image.paste(ink, (round(item.x * k - size), round(item.y * k - size)), mask)
