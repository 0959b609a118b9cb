"""A page of the eighth set as a list of drawing steps, drawn as a picture (Pillow) or a text PDF.

Positions are millimetres from the top left, text sits on its baseline. A layout writes the page
once; the conditions draw it at the resolution they need. Pen writing is drawn letter by letter,
each letter a little bigger or smaller, tilted and off the line, so it does not look typeset.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import lru_cache

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFont

MM_PER_PT = 25.4 / 72
INK = (24, 24, 28)
BLUE_PEN = (28, 44, 120)
BLACK_PEN = (30, 30, 36)

FACES = {
    "tinos": "/usr/share/fonts/truetype/croscore/Tinos-Regular.ttf",
    "tinos-bold": "/usr/share/fonts/truetype/croscore/Tinos-Bold.ttf",
    "arimo": "/usr/share/fonts/truetype/croscore/Arimo-Regular.ttf",
    "arimo-bold": "/usr/share/fonts/truetype/croscore/Arimo-Bold.ttf",
    "cousine": "/usr/share/fonts/truetype/croscore/Cousine-Regular.ttf",
    "andika": "/usr/share/fonts/truetype/andika/Andika-Regular.ttf",
    "andika-bold": "/usr/share/fonts/truetype/andika/Andika-Bold.ttf",
    "cabin": "/usr/share/fonts/opentype/cabin/Cabin-Regular.otf",
    "cabin-bold": "/usr/share/fonts/opentype/cabin/Cabin-Bold.otf",
    "cabin-italic": "/usr/share/fonts/opentype/cabin/Cabin-Italic.otf",
    "garamond": "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
    "garamond-bold": "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Bold.otf",
    "garamond-italic": "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Italic.otf",
    "quicksand": "/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf",
    "quicksand-bold": "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf",
    "3270": "/usr/share/fonts/truetype/3270/3270SemiCondensed-Regular.ttf",
}
HANDS = {  # pen faces: block capitals, a rounder print, a joined cursive-like hand
    "steve": "/usr/share/fonts/truetype/sjfonts/SteveHand.ttf",
    "klee": "/usr/share/fonts/truetype/klee/KleeOne-SemiBold.ttf",
    "delphine": "/usr/share/fonts/truetype/sjfonts/Delphine.ttf",
}
FONT_PACKAGES = (
    "fonts-croscore",
    "fonts-sil-andika",
    "fonts-cabin",
    "fonts-ebgaramond",
    "fonts-quicksand",
    "fonts-3270",
    "fonts-sjfonts",
    "fonts-klee",
)

Colour = tuple[int, int, int]
_FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)  # every text PDF's creation date


@lru_cache(maxsize=512)
def font(path: str, pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, max(4, pixels))


@dataclass(frozen=True)
class Step:
    kind: str  # text, pen, line, box
    x: float
    y: float
    x2: float = 0.0
    y2: float = 0.0
    words: str = ""
    face: str = ""
    size: float = 10.0  # points for text and pen, millimetres of line width otherwise
    colour: Colour = INK
    fill: Colour | None = None
    seed: int = 0  # a pen line's own jitter


@dataclass
class Sheet:
    width: float  # millimetres
    height: float
    paper: Colour = (255, 255, 255)
    steps: list[Step] = field(default_factory=list)
    marks: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)
    labels: list[str] = field(default_factory=list)

    def label(
        self, x: float, y: float, words: str, face: str, size: float, colour: Colour = INK
    ) -> float:
        """Printed words that name a field: kept, as proposing one is the worst miss."""
        self.labels.append(words)
        return self.text(x, y, words, face, size, colour)

    def tick(self, x: float, y: float, ticked: bool, by_pen: int = 0) -> None:
        """A 3 mm check box with its top left at x, y; an X in it, typed or (by_pen) by hand."""
        self.box(x, y, x + 3, y + 3, 0.25)
        if ticked and by_pen:
            self.pen(x + 0.2, y + 2.9, "X", "steve", 11, BLUE_PEN, by_pen)
        elif ticked:
            self.line(x + 0.5, y + 0.5, x + 2.5, y + 2.5, 0.35)
            self.line(x + 2.5, y + 0.5, x + 0.5, y + 2.5, 0.35)

    def text(
        self, x: float, y: float, words: str, face: str, size: float, colour: Colour = INK
    ) -> float:
        """Write printed words; returns the x where they end."""
        self.steps.append(Step("text", x, y, words=words, face=face, size=size, colour=colour))
        return x + width_mm(words, FACES[face], size)

    def pen(
        self, x: float, y: float, words: str, hand: str, size: float, colour: Colour, seed: int
    ) -> float:
        self.steps.append(
            Step("pen", x, y, words=words, face=hand, size=size, colour=colour, seed=seed)
        )
        return x + width_mm(words, HANDS[hand], size)

    def line(self, x: float, y: float, x2: float, y2: float, width: float = 0.25) -> None:
        self.steps.append(Step("line", x, y, x2, y2, size=width))

    def box(
        self,
        x: float,
        y: float,
        x2: float,
        y2: float,
        width: float = 0.3,
        fill: Colour | None = None,
    ) -> None:
        self.steps.append(Step("box", x, y, x2, y2, size=width, fill=fill))

    def mark(self, name: str, x: float, y: float, words: str, face: str, size: float) -> None:
        """Remember where a value sits, for a stamp or a highlighter to find it."""
        self.marks[name] = (x, y - size * MM_PER_PT, x + width_mm(words, face, size), y + 1)

    def drawn(self) -> tuple[str, ...]:
        return tuple(s.words for s in self.steps if s.kind in ("text", "pen"))


def width_mm(words: str, path: str, size: float) -> float:
    path = FACES.get(path, HANDS.get(path, path))
    return float(font(path, 200).getlength(words)) / 200 * size * MM_PER_PT


def picture(sheet: Sheet, dpi: int) -> Image.Image:
    scale = dpi / 25.4
    image = Image.new("RGB", (round(sheet.width * scale), round(sheet.height * scale)), sheet.paper)
    draw = ImageDraw.Draw(image)
    for step in sheet.steps:
        box = [step.x * scale, step.y * scale, step.x2 * scale, step.y2 * scale]
        thick = max(1, round(step.size * scale))
        if step.kind == "line":
            draw.line(box, fill=step.colour, width=thick)
        elif step.kind == "box":
            draw.rectangle(box, outline=step.colour, width=thick, fill=step.fill)
        elif step.kind == "text":
            face = font(FACES[step.face], round(step.size * dpi / 72))
            draw.text((box[0], box[1]), step.words, font=face, fill=step.colour, anchor="ls")
        else:
            _pen(image, step, dpi)
    return image


def _pen(image: Image.Image, step: Step, dpi: int) -> None:
    """Letter by letter: size, tilt, baseline and pressure wander as a hand's do."""
    rng = random.Random(step.seed)
    pixels = step.size * dpi / 72
    x, y = step.x * dpi / 25.4, step.y * dpi / 25.4
    drift, slant = 0.0, rng.uniform(-6, 8)
    for letter in step.words:
        size = round(pixels * rng.uniform(0.9, 1.1))
        face = font(HANDS[step.face], size)
        advance = float(face.getlength(letter)) * rng.uniform(0.96, 1.08)
        drift = max(-0.12 * pixels, min(0.12 * pixels, drift + rng.uniform(-0.05, 0.05) * pixels))
        if letter != " ":
            tile = Image.new("L", (size * 2, size * 2), 0)
            ImageDraw.Draw(tile).text(
                (size // 2, size * 1.3), letter, font=face, fill=255, anchor="ls"
            )
            tile = tile.rotate(slant + rng.uniform(-5, 5), resample=Image.Resampling.BICUBIC)
            shade = rng.uniform(0.8, 1.0)
            red, green, blue = (min(255, round(c + (1 - shade) * 120)) for c in step.colour)
            solid = Image.new("RGB", tile.size, (red, green, blue))
            image.paste(solid, (round(x - size // 2), round(y + drift - size * 1.3)), tile)
        x += advance


def text_pdf(sheet: Sheet, title: str) -> bytes:
    """The page as a PDF with a text layer, as a practice system or a word processor saves it."""
    pdf = FPDF(unit="mm", format=(sheet.width, sheet.height))
    pdf.set_title(title)
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    pdf.add_page()
    if sheet.paper != (255, 255, 255):
        pdf.set_fill_color(*sheet.paper)
        pdf.rect(0, 0, sheet.width, sheet.height, style="F")
    added: set[str] = set()
    for step in sheet.steps:
        pdf.set_draw_color(*step.colour)
        pdf.set_line_width(step.size)
        if step.kind == "line":
            pdf.line(step.x, step.y, step.x2, step.y2)
        elif step.kind == "box":
            if step.fill is not None:
                pdf.set_fill_color(*step.fill)
            style = "DF" if step.fill is not None else "D"
            pdf.rect(step.x, step.y, step.x2 - step.x, step.y2 - step.y, style=style)
        elif step.kind == "text":
            if step.face not in added:
                pdf.add_font(step.face, fname=FACES[step.face])
                added.add(step.face)
            pdf.set_font(step.face, size=step.size)
            pdf.set_text_color(*step.colour)
            pdf.text(step.x, step.y, step.words)
        else:  # a signature pasted into the document as a picture
            height = step.size * MM_PER_PT * 1.8
            width = width_mm(step.words, step.face, step.size) + 4
            tile = Sheet(width, height)
            tile.steps.append(replace(step, x=1.0, y=height * 0.7))
            png = io.BytesIO()
            picture(tile, 200).save(png, "PNG")
            pdf.image(png, step.x - 1, step.y - height * 0.7, width, height)
    return bytes(pdf.output())


def framed(sheet: Sheet, x: float, y: float, w: float, label: str, value: str, face: str) -> None:
    """A grid cell: a small label at its top, the value under it (a practice system's habit)."""
    sheet.box(x, y, x + w, y + 11, 0.2)
    sheet.label(x + 1.2, y + 3.6, label, face, 6.5)
    if value:
        sheet.text(x + 1.8, y + 9, value, face, 10.5)
