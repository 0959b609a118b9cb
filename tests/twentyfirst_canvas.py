"""The twenty-first set's sheet: a page (in points) of printed words, pen words, rules, boxes and
scribbled signatures, drawn as a picture by Pillow or as a text PDF by fpdf2 (the pen's words
there as pictures)."""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, field
from datetime import datetime

from fpdf import FPDF
from PIL import Image, ImageDraw

from tests.twentyfirst_faces import FACES, font, missing_fonts, pen_patch, width

__all__ = ["FACES", "Sheet", "missing_fonts", "render", "text_pdf"]

PDF_DATE = datetime(2026, 12, 5, 9, 30, 0)  # a fixed creation date, no clock
BLACK = (24, 24, 28)
BLUE_INK = (28, 46, 140)
BLACK_INK = (30, 30, 38)


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # the baseline
    s: str
    face: str
    size: float
    color: tuple[int, int, int]


@dataclass(frozen=True)
class Pen:
    x: float
    y: float
    s: str
    face: str
    size: float
    color: tuple[int, int, int]
    seed: int
    slant: float


@dataclass(frozen=True)
class Rule:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float
    color: tuple[int, int, int]


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: tuple[int, int, int] | None
    line: tuple[int, int, int] | None
    width: float = 0.6


@dataclass(frozen=True)
class Scrawl:  # a signature or a tick: a pen's path
    points: tuple[tuple[float, float], ...]
    color: tuple[int, int, int]
    width: float


Mark = Text | Pen | Rule | Box | Scrawl


@dataclass
class Sheet:
    w: float
    h: float
    paper: tuple[int, int, int] = (255, 255, 255)
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        face: str = "ud",
        size: float = 9,
        color: tuple[int, int, int] = BLACK,
        *,
        label: bool = False,
        align: str = "l",
    ) -> float:
        """Prints s (its baseline at y) and gives the x where it ends."""
        wd = width(s, face, size)
        x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
        self.marks.append(Text(x0, y, s, face, size, color))
        self.written.append(s)
        if label:
            self.labels.append(s)
        return x0 + wd

    def pen(
        self,
        rng: random.Random,
        x: float,
        y: float,
        s: str,
        face: str,
        size: float = 12,
        color: tuple[int, int, int] = BLUE_INK,
    ) -> float:
        self.marks.append(Pen(x, y, s, face, size, color, rng.randrange(10**9), rng.uniform(-3, 9)))
        self.written.append(s)
        return x + width(s, face, size) * 1.08

    def rule(self, x0: float, y0: float, x1: float, y1: float, w: float = 0.6, color=BLACK) -> None:
        self.marks.append(Rule(x0, y0, x1, y1, w, color))

    def box(self, x: float, y: float, w: float, h: float, fill=None, line=BLACK, lw=0.6) -> None:
        self.marks.append(Box(x, y, w, h, fill, line, lw))

    def scrawl(self, rng: random.Random, x: float, y: float, w: float, color=BLUE_INK) -> None:
        """A signature's loops across w points."""
        f1, f2, amp = rng.uniform(9, 16), rng.uniform(2, 5), rng.uniform(4, 8)
        ph = rng.uniform(0, 6)
        pts = [
            (
                x + w * t + 3 * math.cos(f1 * t * math.pi + ph),
                y - amp * math.sin(f1 * t * math.pi) * (0.5 + 0.5 * math.sin(f2 * t * math.pi)),
            )
            for t in (i / 90 for i in range(91))
        ]
        self.marks.append(Scrawl(tuple(pts), color, rng.uniform(0.7, 1.2)))

    def tick(self, x: float, y: float, color=BLUE_INK) -> None:
        self.marks.append(Scrawl(((x, y - 3), (x + 3, y + 1), (x + 9, y - 8)), color, 1.3))


def render(sheet: Sheet, dpi: float) -> Image.Image:
    """The sheet as an RGB picture at dpi."""
    k = dpi / 72
    img = Image.new("RGB", (round(sheet.w * k), round(sheet.h * k)), sheet.paper)
    d = ImageDraw.Draw(img)
    for m in sheet.marks:
        if isinstance(m, Box):
            d.rectangle(
                (m.x * k, m.y * k, (m.x + m.w) * k, (m.y + m.h) * k),
                fill=m.fill,
                outline=m.line,
                width=max(1, round(m.width * k)) if m.line else 0,
            )
        elif isinstance(m, Rule):
            d.line(
                (m.x0 * k, m.y0 * k, m.x1 * k, m.y1 * k),
                fill=m.color,
                width=max(1, round(m.width * k)),
            )
        elif isinstance(m, Text):
            d.text(
                (m.x * k, m.y * k),
                m.s,
                font=font(m.face, round(m.size * k)),
                fill=m.color,
                anchor="ls",
            )
        elif isinstance(m, Scrawl):
            d.line(
                [(x * k, y * k) for x, y in m.points],
                fill=m.color,
                width=max(1, round(m.width * k)),
                joint="curve",
            )
        else:
            patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), k)
            img.paste(Image.new("RGB", patch.size, m.color), (round(x0 * k), round(y0 * k)), patch)
    return img


def _pdf_mark(pdf: FPDF, m: Mark, s: float, ox: float, oy: float, added: set[str]) -> None:
    if isinstance(m, Box):
        style = ("F" if m.fill else "") + ("D" if m.line else "")
        if m.fill:
            pdf.set_fill_color(*m.fill)
        if m.line:
            pdf.set_draw_color(*m.line)
            pdf.set_line_width(m.width * s)
        pdf.rect(ox + m.x * s, oy + m.y * s, m.w * s, m.h * s, style=style)
    elif isinstance(m, Rule):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width * s)
        pdf.line(ox + m.x0 * s, oy + m.y0 * s, ox + m.x1 * s, oy + m.y1 * s)
    elif isinstance(m, Text):
        if m.face not in added:
            pdf.add_font(m.face, "", FACES[m.face])
            added.add(m.face)
        pdf.set_font(m.face, size=m.size * s)
        pdf.set_text_color(*m.color)
        pdf.text(ox + m.x * s, oy + m.y * s, m.s)
    elif isinstance(m, Scrawl):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width * s)
        pdf.polyline([(ox + x * s, oy + y * s) for x, y in m.points])
    else:  # a pen's words on a printed page: its picture
        patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), 4)
        rgba = Image.new("RGBA", patch.size, (*m.color, 0))
        rgba.putalpha(patch)
        buf = io.BytesIO()
        rgba.save(buf, format="PNG")
        w, h = patch.size[0] / 4 * s, patch.size[1] / 4 * s
        pdf.image(buf, x=ox + x0 * s, y=oy + y0 * s, w=w, h=h)


def text_pdf(
    sheet: Sheet,
    scale: float = 1.0,
    at: tuple[float, float] = (0.0, 0.0),
    page: tuple[float, float] | None = None,
    extra: tuple[Mark, ...] = (),
) -> bytes:
    """The sheet as a born-digital PDF, its words as text; scaled and moved onto page if given,
    with extra marks (a browser's header and footer) drawn on the page as they are."""
    pw, ph = page or (sheet.w, sheet.h)
    pdf = FPDF(unit="pt", format=(pw, ph))
    pdf.set_creation_date(PDF_DATE)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.add_page()
    if sheet.paper != (255, 255, 255):
        pdf.set_fill_color(*sheet.paper)
        pdf.rect(at[0], at[1], sheet.w * scale, sheet.h * scale, style="F")
    added: set[str] = set()
    for m in sheet.marks:
        _pdf_mark(pdf, m, scale, at[0], at[1], added)
    for m in extra:
        _pdf_mark(pdf, m, 1.0, 0.0, 0.0, added)
    return bytes(pdf.output())
