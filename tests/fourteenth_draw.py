"""A page of the fourteenth set (tests/fourteenth_certificates.py) as marks in points: the
thirteenth's Sheet (tests/thirteenth_draw.py, so its degradations take it) in this set's own
faces, with two more kinds of mark: a rubber stamp's ring and a signature's scrawl. Rasterised by
PIL at any resolution, or written by fpdf2 as a text PDF in the same embedded fonts (or as an
invisible text layer over a scan)."""

from __future__ import annotations

import functools
import io
import math
import os
import random
from dataclasses import dataclass, field

import numpy as np
from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from tests.thirteenth_draw import BLACK, FROZEN, Box, Ink, Rule, Sheet, Text
from tests.thirteenth_draw import FONTS as THIRTEENTH_FONTS

_T = "/usr/share/fonts/truetype/"
_O = "/usr/share/fonts/opentype/"
FONTS = {
    "junction": _O + "junction/Junction.otf",
    "park": _O + "national-park/NationalPark-Regular.otf",
    "park_h": _O + "national-park/NationalPark-Heavy.otf",
    "fanwood": _T + "fanwood/FanwoodText.otf",
    "fanwood_i": _T + "fanwood/FanwoodText-Italic.otf",
    "quattro": _O + "quattrocento/Quattrocento-Regular.otf",
    "linden": _T + "lindenhill/LindenHill.otf",
    "linden_i": _T + "lindenhill/LindenHill-Italic.otf",
    "play": _T + "play/Play-Regular.ttf",
    "play_b": _T + "play/Play-Bold.ttf",
    "jura": _O + "jura/Jura-Medium.otf",
    "jura_b": _O + "jura/Jura-Bold.otf",
    "yanone": _O + "yanone-kaffeesatz/YanoneKaffeesatz-Regular.otf",
    "yanone_b": _O + "yanone-kaffeesatz/YanoneKaffeesatz-Bold.otf",
    "summersby": _T + "summersby/summersby.ttf",
    "fira": _T + "firacode/FiraCode-Regular.ttf",
    "sketch": _T + "cabinsketch/CabinSketch-Bold.ttf",
    "isabella": _T + "isabella/Isabella.ttf",
    "havana": _O + "havana/Havana-Regular.otf",  # the owner's cursive
    "kouzan": _T + "kouzan-mouhitsu/kouzan-mouhitsu.ttf",  # a breeder's felt-tip print
    "kouzan_g": _T + "kouzan-mouhitsu/kouzan-mouhitsu-gyosho.ttf",
}
PACKAGES = (
    "fonts-junction fonts-national-park fonts-fanwood fonts-quattrocento fonts-lindenhill "
    "fonts-play fonts-jura fonts-yanone-kaffeesatz fonts-summersby fonts-firacode "
    "fonts-cabinsketch fonts-isabella fonts-havana fonts-kouzan-mouhitsu"
)
FELT = ("kouzan", "kouzan_g")
BLUE = (28, 44, 140)
RED = (178, 34, 40)
PURPLE = (92, 48, 140)
GREY = (110, 110, 116)
__all__ = ["BLACK", "BLUE", "FROZEN", "GREY", "PURPLE", "RED", "Box", "Ink", "Page", "Rule", "Text"]


def missing_fonts() -> list[str]:
    """This set's faces, and the thirteenth's OCR-A that its fax header is printed in."""
    paths = [*FONTS.values(), THIRTEENTH_FONTS["ocra"]]
    return [path for path in paths if not os.path.exists(path)]


@functools.lru_cache(maxsize=512)
def font(key: str, pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS[key], max(pixels, 4))


@dataclass
class Ring:
    """A rubber stamp's border: an ellipse (or a double rectangle when square)."""

    x: float
    y: float
    w: float
    h: float
    ink: Ink
    width: float = 1.4
    square: bool = False


@dataclass
class Scrawl:
    """A signature: a looping pen line through points, drawn over whatever is beneath."""

    points: list[tuple[float, float]]
    ink: Ink = BLUE
    width: float = 0.9


@dataclass
class Page(Sheet):
    marks: list[Ring | Scrawl] = field(default_factory=list)

    def ring(self, x: float, y: float, w: float, h: float, ink: Ink, **kw: object) -> None:
        self.marks.append(Ring(x, y, w, h, ink, **kw))  # type: ignore[arg-type]

    def sign(self, x: float, y: float, w: float, rng: random.Random, ink: Ink = BLUE) -> None:
        """A signature about w points wide, its baseline at y: loops along a wavering line."""
        n = max(12, int(w / 1.2))
        amp, turn, lean = rng.uniform(7, 13), rng.uniform(0.32, 0.5), rng.uniform(2.5, 5)
        points = []
        for i in range(n):
            t = i * turn
            px = x + i * w / n + lean * math.cos(t * 2)
            py = y - amp * (0.5 + 0.5 * math.sin(t)) * (0.7 + 0.5 * math.sin(i * 0.07 + amp))
            points.append((px, py))
        points.append((x + w + 10, y - amp * 1.3))
        self.marks.append(Scrawl(points, ink))

    def wide(self, s: str, face: str, size: float) -> float:
        return float(font(face, 200).getlength(s)) * size / 200

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
        for mark in self.marks:
            if isinstance(mark, Ring):
                box = [mark.x * k, mark.y * k, (mark.x + mark.w) * k, (mark.y + mark.h) * k]
                width = max(1, round(mark.width * k))
                if mark.square:
                    pen.rectangle(box, outline=mark.ink, width=width)
                    inner = [box[0] + 3 * k, box[1] + 3 * k, box[2] - 3 * k, box[3] - 3 * k]
                    pen.rectangle(inner, outline=mark.ink, width=max(1, width // 2))
                else:
                    pen.ellipse(box, outline=mark.ink, width=width)
            else:
                xy = [(px * k, py * k) for px, py in mark.points]
                pen.line(xy, fill=mark.ink, width=max(1, round(mark.width * k)), joint="curve")
        return image

    def pdf(self, scan: Image.Image | None = None) -> bytes:
        """A text PDF in the page's own fonts; over a scan, its text as an invisible layer."""
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
        for mark in self.marks if scan is None else []:
            pdf.set_draw_color(*mark.ink)
            pdf.set_line_width(mark.width)
            if isinstance(mark, Ring):
                if mark.square:
                    pdf.rect(mark.x, mark.y, mark.w, mark.h)
                else:
                    pdf.ellipse(mark.x, mark.y, mark.w, mark.h)
            else:
                pdf.polyline(mark.points)
        return bytes(pdf.output())


def _overlay(image: Image.Image, item: Text, k: float) -> None:
    """Pen (letters wandering, the line sagging, the ink's pressure uneven) or a rubber stamp at an
    angle with patchy ink, laid over the page."""
    size = round(item.size * k)
    face = font(item.face, size)
    wide = int(face.getlength(item.s) * 1.15 + size * 2)
    mask = Image.new("L", (wide, size * 3), 0)
    rng = random.Random(f"{item.s}|{item.x:.1f}|{item.y:.1f}|14")
    if item.hand:
        x, sag = float(size), rng.uniform(-0.05, 0.05) * item.hand
        for i, ch in enumerate(item.s):
            glyph = font(item.face, max(4, round(size * (1 + rng.gauss(0, item.hand * 0.06)))))
            tile = Image.new("L", (size * 2, size * 2), 0)
            level = int(255 * min(1.0, rng.uniform(0.82, 1.08)))
            ImageDraw.Draw(tile).text((size // 2, size // 2), ch, font=glyph, fill=level)
            tile = tile.rotate(rng.gauss(0, item.hand * 3.5), resample=Image.Resampling.BICUBIC)
            y = size + sag * i * size * 0.08 + rng.gauss(0, item.hand * size * 0.035)
            mask.paste(tile, (int(x - size // 2), int(y - size // 2)), tile)
            x += glyph.getlength(ch) * (1 + rng.gauss(0.03, item.hand * 0.05))
        if item.face in FELT and size >= 24:  # a felt tip's broad stroke
            mask = mask.filter(ImageFilter.MaxFilter(3))
    else:
        ImageDraw.Draw(mask).text((size, size), item.s, font=face, fill=255)
        if item.opacity < 1:  # a stamp: ink thin in patches
            gen = np.random.default_rng(rng.randrange(2**32))
            small = gen.normal(128, 60, (max(1, size * 3 // 8), max(1, wide // 8)))
            patch = Image.fromarray(np.clip(small, 0, 255).astype(np.uint8))
            patch = patch.resize(mask.size, Image.Resampling.BILINEAR).point(_patchy)
            mask = Image.composite(mask, Image.new("L", mask.size, 0), patch)
    if item.angle:
        mask = mask.rotate(item.angle, resample=Image.Resampling.BICUBIC, center=(size, size))
    if item.opacity < 1:
        mask = mask.point(lambda v: int(v * item.opacity))
    ink = Image.new("RGB", mask.size, item.ink)
    image.paste(ink, (round(item.x * k - size), round(item.y * k - size)), mask)


def _patchy(v: int) -> int:
    return 0 if v < 70 else 255


def wrap(tokens: list[str], face: str, size: float, width: float, page: Page) -> list[str]:
    """Lines of at most width points; a token (a value) is never split across lines."""
    lines: list[str] = []
    line = ""
    for token in tokens:
        trial = f"{line} {token}".strip() if line else token
        if line and page.wide(trial, face, size) > width:
            lines.append(line)
            line = token
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def angle_of(rng: random.Random) -> float:
    return math.copysign(rng.uniform(2, 9), rng.uniform(-1, 1))
