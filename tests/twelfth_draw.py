"""A page of the twelfth set as words and strokes at positions in points (1/72 inch), drawn to a
picture with Pillow or written as a PDF with real text with fpdf2."""

from __future__ import annotations

import functools
import io
import logging
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFont

logging.getLogger("fpdf").setLevel(logging.ERROR)  # fpdf2 tells of every font it cannot subset

FONTS = {
    # pre-printed forms: Switzera ADF (a Helvetica cut) and OSP-DIN
    "form": "/usr/share/fonts/truetype/adf/SwitzeraADF-Regular.otf",
    "form_bold": "/usr/share/fonts/truetype/adf/SwitzeraADF-Bold.otf",
    "form_cond": "/usr/share/fonts/truetype/adf/SwitzeraADF-Cond.otf",
    "din": "/usr/share/fonts/truetype/opendin/OSP-DIN.ttf",
    # a typewriter: CMU Typewriter Text
    "typewriter": "/usr/share/fonts/truetype/cmu/cmuntt.ttf",
    "typewriter_var": "/usr/share/fonts/truetype/cmu/cmunvt.ttf",
    # an impact printer's dots: Glass TTY VT220
    "dots": "/usr/share/fonts/truetype/glasstty/Glass_TTY_VT220.ttf",
    # a mail client and a clinic's laptop: Hermit
    "mono": "/usr/share/fonts/truetype/hermit/Hermit-medium.otf",
    # a phone app: Sora
    "ui": "/usr/share/fonts/opentype/sora/Sora-Regular.otf",
    "ui_bold": "/usr/share/fonts/opentype/sora/Sora-SemiBold.otf",
    "ui_light": "/usr/share/fonts/opentype/sora/Sora-Light.otf",
    # two hands: Chilanka (a volunteer's felt pen) and Aenigma's Scrawl (a vet's ballpoint)
    "hand_volunteer": "/usr/share/fonts/opentype/malayalam/Chilanka-Regular.otf",
    "hand_vet": "/usr/share/fonts/truetype/aenigma/aescrawl.ttf",
}
PACKAGES = (
    "fonts-adf-switzera fonts-opendin fonts-cmu fonts-glasstty fonts-hermit fonts-sora "
    "fonts-smc-chilanka fonts-aenigma"
)
INK = (20, 20, 24)
RULE = (60, 60, 70)
Colour = tuple[int, int, int]

_FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)  # every PDF's creation date


def missing_fonts() -> list[str]:
    return [path for path in FONTS.values() if not os.path.exists(path)]


@functools.lru_cache(maxsize=256)
def font(key: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS[key], max(px, 4))


def measure(text: str, key: str, size: float) -> float:
    """The width of `text` in points."""
    return font(key, round(size * 10)).getlength(text) / 10


@dataclass
class Word:
    x: float
    y: float  # the baseline
    text: str
    key: str
    size: float
    colour: Colour
    angle: float = 0.0


@dataclass
class Stroke:
    points: list[tuple[float, float]]
    width: float
    colour: Colour


@dataclass
class Box:
    x: float
    y: float
    w: float
    h: float
    width: float
    colour: Colour | None
    fill: Colour | None
    radius: float = 0.0


@dataclass
class Sheet:
    width: float
    height: float
    paper: Colour = (255, 255, 255)
    screen: bool = False  # a phone's screen: drawn at 3 px a point, never printed
    pen: bool = False
    ghost: tuple[float, float] | None = None  # a carbon copy's doubled strokes, in points
    items: list[Word | Stroke | Box] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        key: str,
        size: float,
        colour: Colour = INK,
        angle: float = 0.0,
    ) -> float:
        """Write `text` with its baseline at y; return where it ends."""
        self.items.append(Word(x, y, text, key, size, colour, angle))
        return x + measure(text, key, size)

    def label(self, x: float, y: float, text: str, key: str = "form", size: float = 7.0) -> float:
        self.labels.append(text)
        return self.text(x, y, text, key, size, RULE)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.7) -> None:
        self.items.append(Stroke([(x1, y1), (x2, y2)], width, RULE))

    def stroke(self, points: list[tuple[float, float]], width: float, colour: Colour) -> None:
        self.items.append(Stroke(points, width, colour))

    def box(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        width: float = 0.7,
        colour: Colour | None = RULE,
        fill: Colour | None = None,
        radius: float = 0.0,
    ) -> None:
        self.items.append(Box(x, y, w, h, width, colour, fill, radius))

    def mark(
        self, before: Word, text: str, at: tuple[float, float], key: str, size: float, ink: Colour
    ) -> None:
        """A box checked with `text` ("X"), listed just before its option's label."""
        mark = Word(at[0], at[1], text, key, size, ink)
        self.items.insert(next(i for i, it in enumerate(self.items) if it is before), mark)

    def word(self) -> Word:
        """The last word written."""
        return next(it for it in reversed(self.items) if isinstance(it, Word))

    def words(self) -> list[str]:
        return [item.text for item in self.items if isinstance(item, Word)]

    def render(self, dpi: float = 200) -> Image.Image:
        scale = 3.0 if self.screen else dpi / 72
        size = (round(self.width * scale), round(self.height * scale))
        image = Image.new("RGB", size, self.paper)
        passes: list[tuple[tuple[float, float], float]] = [((0.0, 0.0), 1.0)]
        if self.ghost is not None:
            passes.insert(0, (self.ghost, 0.45))
        for offset, strength in passes:
            items = self.items
            if strength < 1:  # only the carbon's own strokes are doubled, not the printed form
                items = [it for it in items if isinstance(it, Word) and it.key == "dots"]
            _draw(image, items, scale, offset, strength, self.paper)
        return image


def _tint(colour: Colour, paper: Colour, strength: float) -> Colour:
    r, g, b = (round(p + (c - p) * strength) for c, p in zip(colour, paper, strict=True))
    return (r, g, b)


def _draw(
    image: Image.Image,
    items: list[Word | Stroke | Box],
    scale: float,
    offset: tuple[float, float],
    strength: float,
    paper: Colour,
) -> None:
    draw = ImageDraw.Draw(image)
    dx, dy = offset
    for item in items:
        if isinstance(item, Box):
            xy = [
                (item.x + dx) * scale,
                (item.y + dy) * scale,
                (item.x + item.w + dx) * scale,
                (item.y + item.h + dy) * scale,
            ]
            outline = None if item.colour is None else _tint(item.colour, paper, strength)
            fill = None if item.fill is None else _tint(item.fill, paper, strength)
            draw.rounded_rectangle(
                xy,
                radius=item.radius * scale,
                outline=outline,
                fill=fill,
                width=max(1, round(item.width * scale)) if outline else 0,
            )
        elif isinstance(item, Stroke):
            points = [((x + dx) * scale, (y + dy) * scale) for x, y in item.points]
            colour = _tint(item.colour, paper, strength)
            draw.line(points, fill=colour, width=max(1, round(item.width * scale)), joint="curve")
        else:
            face = font(item.key, round(item.size * scale))
            colour = _tint(item.colour, paper, strength)
            x, y = (item.x + dx) * scale, (item.y + dy) * scale
            if not item.angle:
                draw.text((x, y), item.text, font=face, fill=colour, anchor="ls")
                continue
            width = round(face.getlength(item.text)) + 8
            height = round(item.size * scale * 1.6)
            patch = Image.new("L", (width, height), 0)
            ImageDraw.Draw(patch).text(
                (4, height * 0.72), item.text, font=face, fill=255, anchor="ls"
            )
            patch = patch.rotate(item.angle, expand=True, resample=Image.Resampling.BICUBIC)
            ink = Image.new("RGB", patch.size, colour)
            image.paste(ink, (round(x - 4), round(y - height * 0.72)), patch)


def text_pdf(sheet: Sheet) -> bytes:
    """The sheet written by software: vector rules, real text in embedded fonts."""
    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    pdf.set_creator("Clinic forms 4.2")
    pdf.add_page()
    if sheet.paper != (255, 255, 255):
        pdf.set_fill_color(*sheet.paper)
        pdf.rect(0, 0, sheet.width, sheet.height, style="F")
    loaded: set[str] = set()
    for item in sheet.items:
        if isinstance(item, Box):
            style = ("F" if item.fill else "") + ("D" if item.colour else "")
            if item.fill:
                pdf.set_fill_color(*item.fill)
            if item.colour:
                pdf.set_draw_color(*item.colour)
            pdf.set_line_width(item.width)
            pdf.rect(item.x, item.y, item.w, item.h, style=style or "D")
        elif isinstance(item, Stroke):
            pdf.set_draw_color(*item.colour)
            pdf.set_line_width(item.width)
            pdf.polyline(item.points)
        else:
            if item.key not in loaded:
                pdf.add_font(item.key, "", FONTS[item.key])
                loaded.add(item.key)
            pdf.set_font(item.key, size=item.size)
            pdf.set_text_color(*item.colour)
            with pdf.rotation(item.angle, item.x, item.y):
                pdf.text(item.x, item.y, item.text)
    return bytes(pdf.output())


def image_pdf(
    picture: Image.Image,
    width: float,
    height: float,
    words: list[Word] | None = None,
) -> bytes:
    """A PDF holding one picture of the page; with `words`, a scanner's invisible OCR under it."""
    pdf = FPDF(unit="pt", format=(width, height))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    pdf.set_creator("ScanSnap Manager" if words is not None else "Scan to PDF")
    pdf.add_page()
    buffer = io.BytesIO()
    if picture.mode == "1":
        picture.save(buffer, format="PNG")
    else:
        picture.convert("RGB" if picture.mode != "L" else "L").save(
            buffer, format="JPEG", quality=72
        )
    buffer.seek(0)
    pdf.image(buffer, x=0, y=0, w=width, h=height)
    if words:
        pdf.add_font("ocr", "", FONTS["form"])
        pdf.text_mode = TextMode.INVISIBLE
        for word in words:
            pdf.set_font("ocr", size=word.size)
            pdf.text(word.x, word.y, word.text)
    return bytes(pdf.output())
