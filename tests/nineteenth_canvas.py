"""The nineteenth set's paper: a sheet of marks in points (text, a hand's writing, lines, boxes,
a signature's scribble) drawn to pixels at any resolution, or set as a PDF with a real text
layer. Its faces are ones no earlier set prints with (Ark Pandora, TLWG, GFS Neohellenic, Gentium
Book Basic, Junicode) and its hands the Aoyagi brush faces' Latin and Sawasdee as a marker, with
two earlier sets' cursives jittered and slanted this set's own way."""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFont

TT = "/usr/share/fonts/truetype"
OT = "/usr/share/fonts/opentype"
FACES: dict[str, tuple[str, str]] = {  # (regular, bold)
    "aerial": (f"{TT}/arkpandora/Aerial.ttf", f"{TT}/arkpandora/AerialBd.ttf"),
    "tymes": (f"{TT}/arkpandora/Tymes.ttf", f"{TT}/arkpandora/TymesBd.ttf"),
    "typist": (f"{TT}/tlwg/TlwgTypist.ttf", f"{TT}/tlwg/TlwgTypist-Bold.ttf"),
    "tlwgmono": (f"{TT}/tlwg/TlwgMono.ttf", f"{TT}/tlwg/TlwgMono-Bold.ttf"),
    "kinnari": (f"{TT}/tlwg/Kinnari.ttf", f"{TT}/tlwg/Kinnari-Bold.ttf"),
    "neohellenic": (
        f"{OT}/neohellenic/GFSNeohellenic.otf",
        f"{OT}/neohellenic/GFSNeohellenicBold.otf",
    ),
    "gentium": (f"{TT}/gentium-basic/GenBkBasR.ttf", f"{TT}/gentium-basic/GenBkBasB.ttf"),
    "junicode": (
        f"{OT}/junicode/JunicodeTwoBeta-Regular.otf",
        f"{OT}/junicode/JunicodeTwoBeta-Bold.otf",
    ),
}
HANDS: dict[str, str] = {
    "soseki": f"{TT}/aoyagi-soseki/aoyagi-soseki.ttf",  # a ballpoint's print
    "kouzan": f"{TT}/aoyagi-kouzan-t/AoyagiKouzanT.ttf",
    "marker": f"{TT}/tlwg/Sawasdee-Bold.ttf",  # a felt marker on a kennel card
    "felt": f"{TT}/tlwg/Sawasdee.ttf",
    "dancing": f"{OT}/dancingscript/DancingScript-Regular.otf",  # an owner's cursive
    "kaushan": f"{OT}/kaushanscript/KaushanScript-Regular.otf",
    "breip": f"{TT}/breip/Breip.ttf",  # a child's print
}
INK = (24, 24, 28)
BLUE = (28, 46, 140)
PENCIL = (92, 92, 98)
FROZEN = datetime(2026, 12, 1, 9, 30, 0, tzinfo=UTC)  # every PDF's creation date


def missing_fonts() -> list[str]:
    paths = [p for pair in FACES.values() for p in pair] + list(HANDS.values())
    return [p for p in paths if not Path(p).exists()]


@lru_cache(maxsize=512)
def font(path: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, max(4, px))


def width_of(text: str, size: float, path: str) -> float:
    return float(font(path, 40).getlength(text)) * size / 40


@dataclass
class Mark:
    kind: str  # "text", "hand", "line", "rect", "scribble"
    x: float
    y: float  # a text's baseline
    text: str = ""
    size: float = 9.0
    font: str = ""
    ink: tuple[int, int, int] = INK
    x1: float = 0.0
    y1: float = 0.0
    width: float = 0.6
    fill: tuple[int, int, int] | None = None
    slant: float = 0.0
    points: tuple[tuple[float, float], ...] = ()


@dataclass
class Sheet:
    width: float
    height: float
    paper: tuple[int, int, int] = (252, 251, 247)
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 9.0,
        face: str = "",
        ink: tuple[int, int, int] = INK,
        *,
        label: bool = False,
        align: str = "l",
    ) -> float:
        """Printed text, its left end moved for a right or centred alignment; returns its end."""
        w = width_of(text, size, face)
        x = x - w if align == "r" else x - w / 2 if align == "c" else x
        self.marks.append(Mark("text", x, y, text, size, face, ink))
        self.written.append(text)
        if label:
            self.labels.append(text)
        return x + w

    def hand(
        self,
        x: float,
        y: float,
        text: str,
        pen: str,
        size: float = 12.0,
        ink: tuple[int, int, int] = BLUE,
        slant: float = 0.0,
    ) -> float:
        self.marks.append(Mark("hand", x, y, text, size, pen, ink, slant=slant))
        self.written.append(text)
        return x + width_of(text, size, pen) * 1.05

    def line(self, x: float, y: float, x1: float, y1: float, width: float = 0.6) -> None:
        self.marks.append(Mark("line", x, y, x1=x1, y1=y1, width=width))

    def rect(
        self,
        x: float,
        y: float,
        x1: float,
        y1: float,
        fill: tuple[int, int, int] | None = None,
        width: float = 0.6,
        ink: tuple[int, int, int] = INK,
    ) -> None:
        self.marks.append(Mark("rect", x, y, x1=x1, y1=y1, fill=fill, width=width, ink=ink))

    def scribble(
        self, x: float, y: float, w: float, rng: random.Random, ink: tuple[int, int, int]
    ) -> None:
        """A signature's loops."""
        turns, pts = rng.uniform(9, 15), []
        for i in range(70):
            t = i / 69
            pts.append(
                (
                    x + t * w + 4 * math.cos(t * turns * 2),
                    y - 7 * abs(math.sin(t * turns)) * (1 - t / 2),
                )
            )
        self.marks.append(Mark("scribble", x, y, ink=ink, width=0.9, points=tuple(pts)))


def render(sheet: Sheet, dpi: float) -> Image.Image:
    k = dpi / 72
    img = Image.new("RGB", (round(sheet.width * k), round(sheet.height * k)), sheet.paper)
    draw = ImageDraw.Draw(img)
    for m in sheet.marks:
        if m.kind == "rect":
            box = (m.x * k, m.y * k, m.x1 * k, m.y1 * k)
            outline = None if m.width <= 0 else m.ink
            draw.rectangle(box, fill=m.fill, outline=outline, width=max(1, round(m.width * k)))
        elif m.kind == "line":
            draw.line(
                (m.x * k, m.y * k, m.x1 * k, m.y1 * k), fill=m.ink, width=max(1, round(m.width * k))
            )
        elif m.kind == "scribble":
            draw.line(
                [(a * k, b * k) for a, b in m.points],
                fill=m.ink,
                width=max(1, round(m.width * k)),
                joint="curve",
            )
        elif m.kind == "text":
            draw.text(
                (m.x * k, m.y * k),
                m.text,
                fill=m.ink,
                font=font(m.font, round(m.size * k)),
                anchor="ls",
            )
        else:
            _handwrite(img, m, k)
    return img


def _handwrite(img: Image.Image, m: Mark, k: float) -> None:
    """Letter by letter: each leans with the writer's slant give or take, sits a little off the
    line, and the line itself climbs or sags along a slow wave."""
    rng = random.Random(f"{m.x:.1f}|{m.y:.1f}|{m.text}")
    x, y = m.x * k, m.y * k
    wave, phase = rng.uniform(0.5, 1.6), rng.uniform(0, 6.3)
    for i, ch in enumerate(m.text):
        px = round(m.size * k * rng.uniform(0.93, 1.07))
        f = font(m.font, px)
        adv = float(f.getlength(ch))
        if ch != " ":
            glyph = Image.new("L", (px * 2, px * 2), 0)
            ImageDraw.Draw(glyph).text(
                (px // 2, round(px * 1.4)), ch, fill=255, font=f, anchor="ls"
            )
            glyph = glyph.rotate(-m.slant + rng.uniform(-5, 5), resample=Image.Resampling.BICUBIC)
            shade = rng.uniform(0.82, 1.0)
            glyph = glyph.point(lambda v, s=shade: int(v * s))
            dy = wave * k * math.sin(phase + i * 0.45) + rng.uniform(-0.5, 0.5) * k
            img.paste(
                Image.new("RGB", glyph.size, m.ink),
                (round(x - px // 2), round(y + dy - px * 1.4)),
                glyph,
            )
        x += adv * rng.uniform(0.98, 1.1)


def pdf_bytes(sheet: Sheet, underlay: Image.Image | None = None) -> bytes:
    """The sheet as a PDF: drawn with a real text layer, or (underlay given) a scanned image with
    the same words invisible on top of it, as a scanner's OCR leaves them."""
    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(FROZEN)
    pdf.set_auto_page_break(False)
    pdf.add_page()
    if underlay is not None:
        buf = io.BytesIO()
        underlay.save(buf, format="JPEG", quality=70)
        pdf.image(buf, 0, 0, sheet.width, sheet.height)
        pdf.text_mode = TextMode.INVISIBLE
    names: dict[str, str] = {}
    for m in sheet.marks:
        if underlay is not None and m.kind not in ("text", "hand"):
            continue
        if m.kind == "rect":
            pdf.set_line_width(m.width)
            pdf.set_draw_color(*m.ink)
            if m.fill is not None:
                pdf.set_fill_color(*m.fill)
            style = ("F" if m.fill is not None else "") + ("D" if m.width > 0 else "")
            pdf.rect(m.x, m.y, m.x1 - m.x, m.y1 - m.y, style=style or "D")
        elif m.kind == "line":
            pdf.set_line_width(m.width)
            pdf.set_draw_color(*m.ink)
            pdf.line(m.x, m.y, m.x1, m.y1)
        elif m.kind == "scribble":
            pdf.set_draw_color(*m.ink)
            pdf.polyline(list(m.points))
        else:
            name = names.setdefault(m.font, f"f{len(names)}")
            if name not in pdf.fonts:
                pdf.add_font(name, "", m.font)
            pdf.set_font(name, "", m.size)
            pdf.set_text_color(*m.ink)
            pdf.text(m.x, m.y, m.text)
    return bytes(pdf.output())
