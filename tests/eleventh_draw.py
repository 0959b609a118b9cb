"""A page of the eleventh set as a list of drawing steps in points, drawn once as pixels (a scan,
a photo) or written as a real text PDF; pen steps are drawn a character at a time, jittered.

Print faces: Gillius ADF, Verana Sans, Linux Libertine and Biolinum, Manrope, Oxygen, Anonymous
Pro, Inconsolata, mononoki; hands: Stay Puft and Fantasque Sans Mono italic (both jittered).
"""

from __future__ import annotations

import functools
import io
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFont

FONTS = {
    "gillius": "/usr/share/fonts/truetype/adf/GilliusADF-Regular.otf",
    "gillius-b": "/usr/share/fonts/truetype/adf/GilliusADF-Bold.otf",
    "verana": "/usr/share/fonts/truetype/adf/VeranaSans-Regular.otf",
    "verana-b": "/usr/share/fonts/truetype/adf/VeranaSans-Bold.otf",
    "libertine": "/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf",
    "libertine-b": "/usr/share/fonts/opentype/linux-libertine/LinLibertine_RB.otf",
    "biolinum": "/usr/share/fonts/opentype/linux-libertine/LinBiolinum_R.otf",
    "manrope": "/usr/share/fonts/truetype/manrope/Manrope-Regular.ttf",
    "manrope-b": "/usr/share/fonts/truetype/manrope/Manrope-Bold.ttf",
    "oxygen": "/usr/share/fonts/truetype/oxygen/Oxygen-Sans.ttf",
    "oxygen-b": "/usr/share/fonts/truetype/oxygen/Oxygen-Sans-Bold.ttf",
    "anonymous": "/usr/share/fonts/truetype/anonymous-pro/Anonymous Pro.ttf",
    "inconsolata": "/usr/share/fonts/truetype/inconsolata/Inconsolata.otf",
    "mononoki": "/usr/share/fonts/truetype/mononoki/mononoki-Regular.ttf",
    "staypuft": "/usr/share/fonts/truetype/staypuft/StayPuft.ttf",
    "fantasque": "/usr/share/fonts/truetype/fantasque-sans/Normal/TTF/FantasqueSansMono-Italic.ttf",
}
HANDS = ("staypuft", "fantasque")
INKS = ((22, 38, 120), (20, 20, 28), (30, 60, 160))

_FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)  # every PDF's creation date


def missing_fonts() -> list[str]:
    return [path for path in FONTS.values() if not Path(path).exists()]


@functools.lru_cache(maxsize=256)
def font(key: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS[key], max(6, px))


@dataclass(frozen=True)
class Step:
    kind: str  # text, pen, line, box, fill
    x: float
    y: float  # text: the baseline; shapes: the top
    text: str = ""
    face: str = "gillius"
    size: float = 10
    colour: tuple[int, int, int] = (20, 20, 20)
    w: float = 0
    h: float = 0
    seed: int = 0


@dataclass
class Sheet:
    """One page in points; `cover` is a page before it (a contract's first page), PDFs only."""

    width: float = 612
    height: float = 792
    steps: list[Step] = field(default_factory=list)
    cover: list[Step] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    paper: tuple[int, int, int] = (255, 255, 255)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        face: str = "gillius",
        size: float = 10,
        colour: tuple[int, int, int] = (20, 20, 20),
    ) -> float:
        self.steps.append(Step("text", x, y, text, face, size, colour))
        return x + font(face, int(size * 4)).getlength(text) / 4

    def label(self, x: float, y: float, text: str, face: str = "gillius", size: float = 8) -> float:
        self.labels.append(text)
        return self.text(x, y, text, face, size, (60, 60, 60))

    def pen(
        self,
        x: float,
        y: float,
        text: str,
        hand: str,
        ink: tuple[int, int, int],
        size: float,
        seed: int,
    ) -> None:
        self.steps.append(Step("pen", x, y, text, hand, size, ink, seed=seed))

    def line(self, x: float, y: float, w: float, h: float = 0, colour=(90, 90, 90)) -> None:
        self.steps.append(Step("line", x, y, colour=colour, w=w, h=h))

    def box(self, x: float, y: float, w: float, h: float, colour=(90, 90, 90)) -> None:
        self.steps.append(Step("box", x, y, colour=colour, w=w, h=h))

    def fill(self, x: float, y: float, w: float, h: float, colour=(230, 230, 230)) -> None:
        self.steps.append(Step("fill", x, y, colour=colour, w=w, h=h))

    def words(self) -> tuple[str, ...]:
        return tuple(s.text for s in (*self.cover, *self.steps) if s.kind in ("text", "pen"))


def _pen(image: Image.Image, step: Step, k: float) -> None:
    """A pen's run: each character jittered in place, size and baseline, then slanted."""
    rng = random.Random(step.seed)
    px = int(step.size * k)
    pad = px
    width = int(sum(font(step.face, px).getlength(c) for c in step.text) * 1.3) + 2 * pad
    run = Image.new("L", (width, px * 3), 0)
    draw = ImageDraw.Draw(run)
    x, base = float(pad), px * 2.0
    for ch in step.text:
        size = int(px * rng.uniform(0.88, 1.12))
        base += rng.uniform(-0.05, 0.05) * px
        draw.text(
            (x, base + rng.uniform(-0.06, 0.06) * px),
            ch,
            fill=255,
            font=font(step.face, size),
            anchor="ls",
        )
        x += font(step.face, size).getlength(ch) * rng.uniform(0.92, 1.12)
    slant = rng.uniform(0.12, 0.3)
    run = run.transform(
        run.size,
        Image.Transform.AFFINE,
        (1, slant, -slant * px * 2, 0, 1, 0),
        resample=Image.Resampling.BILINEAR,
    )
    run = run.rotate(
        rng.uniform(-2.5, 2.5), resample=Image.Resampling.BILINEAR, center=(pad, px * 2)
    )
    ink = Image.new("RGB", run.size, step.colour)
    image.paste(ink, (int(step.x * k - pad), int(step.y * k - px * 2)), run)


def draw_steps(steps: list[Step], width: float, height: float, dpi: int, paper) -> Image.Image:
    k = dpi / 72
    image = Image.new("RGB", (int(width * k), int(height * k)), paper)
    draw = ImageDraw.Draw(image)
    for s in steps:
        if s.kind == "fill":
            draw.rectangle((s.x * k, s.y * k, (s.x + s.w) * k, (s.y + s.h) * k), fill=s.colour)
        elif s.kind == "box":
            draw.rectangle(
                (s.x * k, s.y * k, (s.x + s.w) * k, (s.y + s.h) * k),
                outline=s.colour,
                width=max(1, int(k * 0.7)),
            )
        elif s.kind == "line":
            draw.line(
                (s.x * k, s.y * k, (s.x + s.w) * k, (s.y + s.h) * k),
                fill=s.colour,
                width=max(1, int(k * 0.6)),
            )
        elif s.kind == "text":
            draw.text(
                (s.x * k, s.y * k),
                s.text,
                fill=s.colour,
                font=font(s.face, round(s.size * k)),
                anchor="ls",
            )
        elif s.kind == "pen":
            _pen(image, s, k)
    return image


def pages(sheet: Sheet, dpi: int, with_cover: bool) -> list[Image.Image]:
    drawn = [draw_steps(sheet.steps, sheet.width, sheet.height, dpi, sheet.paper)]
    if with_cover and sheet.cover:
        drawn.insert(0, draw_steps(sheet.cover, sheet.width, sheet.height, dpi, sheet.paper))
    return drawn


def _pdf(sheet: Sheet) -> FPDF:
    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    pdf.set_creator("ClientSuite Reports 4.2")
    for key in {s.face for s in (*sheet.steps, *sheet.cover) if s.kind == "text"}:
        pdf.add_font(key, "", FONTS[key])
    return pdf


def _write(pdf: FPDF, steps: list[Step], invisible: bool = False) -> None:
    for s in steps:
        if s.kind == "text":
            pdf.set_font(s.face, size=s.size)
            pdf.set_text_color(*s.colour)
            pdf.text(s.x, s.y, s.text)
        elif invisible:
            continue
        elif s.kind in ("line", "box", "fill"):
            pdf.set_draw_color(*s.colour)
            pdf.set_fill_color(*s.colour)
            pdf.set_line_width(0.6)
            if s.kind == "line":
                pdf.line(s.x, s.y, s.x + s.w, s.y + s.h)
            else:
                pdf.rect(s.x, s.y, s.w, s.h, style="F" if s.kind == "fill" else "D")


def text_pdf(sheet: Sheet) -> bytes:
    pdf = _pdf(sheet)
    for steps in ([sheet.cover] if sheet.cover else []) + [sheet.steps]:
        pdf.add_page()
        _write(pdf, steps)
    return bytes(pdf.output())


def image_pdf(sheet: Sheet, images: list[Image.Image], searchable: bool) -> bytes:
    """Scanned pages in a PDF; `searchable` lays the words under them invisibly, as a
    scanner's OCR does."""
    pdf = _pdf(sheet) if searchable else FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    step_lists = ([sheet.cover] if sheet.cover else []) + [sheet.steps]
    for image, steps in zip(images, step_lists[-len(images) :], strict=True):
        pdf.add_page()
        buffer = io.BytesIO()
        if image.mode == "1":
            image.save(buffer, format="PNG")
        else:
            image.save(buffer, format="JPEG", quality=78)
        pdf.image(buffer, 0, 0, sheet.width, sheet.height)
        if searchable:
            pdf.text_mode = TextMode.INVISIBLE
            _write(pdf, steps, invisible=True)
            pdf.text_mode = TextMode.FILL
    return bytes(pdf.output())
