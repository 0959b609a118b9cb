"""The twenty-second set's sheet: a page (in points) of printed words (some turned, as in a rubber
stamp), pen words, rules, boxes, rings, a QR code's modules and scribbled signatures; drawn as a
picture by Pillow, or as a text PDF of one or more pages by fpdf2 (the pen's words there as
pictures), and where each written string lies on the page (for a highlighter or a sticky note)."""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, field
from datetime import datetime

from fpdf import FPDF
from PIL import Image, ImageDraw

from tests.twentysecond_faces import FACES, font, missing_fonts, pen_patch, width

__all__ = ["FACES", "Sheet", "missing_fonts", "render", "spots", "text_pdf"]

PDF_DATE = datetime(2026, 12, 5, 14, 20, 0)  # a fixed creation date, no clock
INK = (22, 22, 26)
BLUE = (26, 44, 150)
Color = tuple[int, int, int]


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # the baseline
    s: str
    face: str
    size: float
    color: Color
    angle: float = 0.0  # degrees, anticlockwise about (x, y)


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


@dataclass(frozen=True)
class Rule:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float
    color: Color


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: Color | None
    line: Color | None
    width: float = 0.6
    round: bool = False  # an ellipse in the box


@dataclass(frozen=True)
class Scrawl:
    points: tuple[tuple[float, float], ...]
    color: Color
    width: float


Mark = Text | Pen | Rule | Box | Scrawl


@dataclass
class Sheet:
    w: float
    h: float
    paper: Color = (255, 255, 255)
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        face: str = "loma",
        size: float = 9,
        color: Color = INK,
        *,
        label: bool = False,
        align: str = "l",
        angle: float = 0.0,
    ) -> float:
        """Prints s (its baseline at y) and gives the x where it ends."""
        wd = width(s, face, size)
        x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
        self.marks.append(Text(x0, y, s, face, size, color, angle))
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
        color: Color = BLUE,
    ) -> float:
        self.marks.append(Pen(x, y, s, face, size, color, rng.randrange(10**9), rng.uniform(2, 14)))
        self.written.append(s)
        return x + width(s, face, size) * 1.05

    def rule(self, x0: float, y0: float, x1: float, y1: float, w: float = 0.6, color=INK) -> None:
        self.marks.append(Rule(x0, y0, x1, y1, w, color))

    def box(self, x: float, y: float, w: float, h: float, fill=None, line=INK, lw=0.6) -> None:
        self.marks.append(Box(x, y, w, h, fill, line, lw))

    def ring(self, cx: float, cy: float, r: float, color: Color, lw: float = 1.4) -> None:
        self.marks.append(Box(cx - r, cy - r, 2 * r, 2 * r, None, color, lw, round=True))

    def scrawl(self, rng: random.Random, x: float, y: float, w: float, color=BLUE) -> None:
        """A signature: a few loops and a long tail across w points."""
        loops = rng.randrange(4, 8)
        heights = [rng.uniform(4, 13) for _ in range(loops + 1)]
        pts, drift = [], 0.0
        for i in range(161):
            t = i / 160
            a = t * loops * 2 * math.pi
            tall = heights[int(t * loops)] * (1 - 0.5 * t)
            drift += rng.uniform(-0.25, 0.25)
            px = x + w * t + tall * 0.45 * math.sin(a + 0.8)
            pts.append((px, y - tall * (0.5 - 0.5 * math.cos(a)) + drift * 0.3))
        self.marks.append(Scrawl(tuple(pts), color, rng.uniform(0.6, 1.1)))

    def tick(self, x: float, y: float, color=BLUE, cross: bool = False) -> None:
        if cross:
            self.marks.append(Scrawl(((x, y - 7), (x + 7, y)), color, 1.2))
            self.marks.append(Scrawl(((x + 7, y - 7), (x, y)), color, 1.2))
        else:
            self.marks.append(Scrawl(((x, y - 3), (x + 2.5, y + 1), (x + 8, y - 9)), color, 1.3))

    def qr(self, rng: random.Random, x: float, y: float, side: float) -> None:
        """A QR code's look: three finder squares and a field of modules (it encodes nothing)."""
        n = 29
        m = side / n
        self.box(x, y, side, side, fill=(255, 255, 255), line=None)
        for fx, fy in ((0, 0), (n - 7, 0), (0, n - 7)):
            self.box(x + fx * m, y + fy * m, 7 * m, 7 * m, fill=INK, line=None)
            self.box(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, (255, 255, 255), None)
            self.box(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, fill=INK, line=None)
        for i in range(n):
            for j in range(n):
                finder = (i < 8 and j < 8) or (i >= n - 8 and j < 8) or (i < 8 and j >= n - 8)
                if not finder and rng.random() < 0.47:
                    self.box(x + i * m, y + j * m, m, m, fill=INK, line=None)


def _turned_text(img: Image.Image, m: Text, k: float) -> None:
    f = font(m.face, round(m.size * k))
    wd = int(f.getlength(m.s)) + 4
    px = round(m.size * k)
    patch = Image.new("L", (wd, int(px * 1.6)), 0)
    ImageDraw.Draw(patch).text((2, px * 1.2), m.s, font=f, fill=255, anchor="ls")
    side = int(math.hypot(*patch.size)) * 2 + 4
    big = Image.new("L", (side, side), 0)
    big.paste(patch, (side // 2 - 2, side // 2 - round(px * 1.2)))
    big = big.rotate(m.angle, resample=Image.Resampling.BICUBIC)
    at = (round(m.x * k) - side // 2, round(m.y * k) - side // 2)
    img.paste(Image.new("RGB", big.size, m.color), at, big)


def render(sheet: Sheet, dpi: float) -> Image.Image:
    """The sheet as an RGB picture at dpi."""
    k = dpi / 72
    img = Image.new("RGB", (round(sheet.w * k), round(sheet.h * k)), sheet.paper)
    d = ImageDraw.Draw(img)
    for m in sheet.marks:
        if isinstance(m, Box):
            xy = (m.x * k, m.y * k, (m.x + m.w) * k, (m.y + m.h) * k)
            lw = max(1, round(m.width * k)) if m.line else 0
            if m.round:
                d.ellipse(xy, fill=m.fill, outline=m.line, width=lw)
            else:
                d.rectangle(xy, fill=m.fill, outline=m.line, width=lw)
        elif isinstance(m, Rule):
            d.line(
                (m.x0 * k, m.y0 * k, m.x1 * k, m.y1 * k),
                fill=m.color,
                width=max(1, round(m.width * k)),
            )
        elif isinstance(m, Text) and m.angle:
            _turned_text(img, m, k)
        elif isinstance(m, Text):
            f = font(m.face, round(m.size * k))
            d.text((m.x * k, m.y * k), m.s, font=f, fill=m.color, anchor="ls")
        elif isinstance(m, Scrawl):
            pts = [(x * k, y * k) for x, y in m.points]
            d.line(pts, fill=m.color, width=max(1, round(m.width * k)), joint="curve")
        else:
            patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), k)
            img.paste(Image.new("RGB", patch.size, m.color), (round(x0 * k), round(y0 * k)), patch)
    return img


def spots(sheet: Sheet) -> list[tuple[float, float, float, float, str]]:
    """Where each written string lies: (x0, top, x1, bottom, s) in points (turned ones roughly)."""
    out = []
    for m in sheet.marks:
        if isinstance(m, Text | Pen):
            grow = 1.15 if isinstance(m, Pen) else 1.0
            wd = width(m.s, m.face, m.size) * grow
            out.append((m.x - 2, m.y - m.size * 0.95, m.x + wd + 4, m.y + m.size * 0.35, m.s))
    return out


def _pdf_mark(pdf: FPDF, m: Mark, added: set[str]) -> None:
    if isinstance(m, Box):
        style = ("F" if m.fill else "") + ("D" if m.line else "")
        if m.fill:
            pdf.set_fill_color(*m.fill)
        if m.line:
            pdf.set_draw_color(*m.line)
            pdf.set_line_width(m.width)
        if m.round:
            pdf.ellipse(m.x, m.y, m.w, m.h, style=style)
        else:
            pdf.rect(m.x, m.y, m.w, m.h, style=style)
    elif isinstance(m, Rule):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.line(m.x0, m.y0, m.x1, m.y1)
    elif isinstance(m, Text):
        if m.face not in added:
            pdf.add_font(m.face, "", FACES[m.face])
            added.add(m.face)
        pdf.set_font(m.face, size=m.size)
        pdf.set_text_color(*m.color)
        with pdf.rotation(m.angle, m.x, m.y):
            pdf.text(m.x, m.y, m.s)
    elif isinstance(m, Scrawl):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.polyline(list(m.points))
    else:  # a pen's words on a printed page: its picture
        patch, x0, y0 = pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), 4)
        rgba = Image.new("RGBA", patch.size, (*m.color, 0))
        rgba.putalpha(patch)
        buf = io.BytesIO()
        rgba.save(buf, format="PNG")
        pdf.image(buf, x=x0, y=y0, w=patch.size[0] / 4, h=patch.size[1] / 4)


def text_pdf(*sheets: Sheet) -> bytes:
    """The sheets as a born-digital PDF, a page each, their words as text."""
    pdf = FPDF(unit="pt", format=(sheets[0].w, sheets[0].h))
    pdf.set_creation_date(PDF_DATE)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    added: set[str] = set()
    for sheet in sheets:
        pdf.add_page(format=(sheet.w, sheet.h))
        if sheet.paper != (255, 255, 255):
            pdf.set_fill_color(*sheet.paper)
            pdf.rect(0, 0, sheet.w, sheet.h, style="F")
        for m in sheet.marks:
            _pdf_mark(pdf, m, added)
    return bytes(pdf.output())
