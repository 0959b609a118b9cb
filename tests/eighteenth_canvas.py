"""The eighteenth set's canvas: a page is a list of marks in points (printed text, pen strokes,
ruled lines, boxes, tints) that is drawn by Pillow as a picture at any resolution or by fpdf2 as a
text PDF. Printed faces are new to the project's sets (Ikarius, Irianis and Mekanus ADF,
Beteckna, RoadGeek, Motoya Maruberi, M+, Okolaks, Damase, Gamaliel); pens write every glyph on
its own, turned, scaled and lifted a little, on a drifting baseline with a slant, in ballpoint
blue or black or a grainy pencil, so that no two words of one writer look alike. Every string
put on the page is kept in `written`, and every printed label in `labels`."""

from __future__ import annotations

import math
import os
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import numpy as np
from PIL import Image, ImageDraw, ImageFont

TT = "/usr/share/fonts/truetype"
OT = "/usr/share/fonts/opentype"
FACES: dict[str, tuple[str, str]] = {  # name: (regular, bold)
    "ikarius": (f"{TT}/adf/IkariusADFStd-Regular.otf", f"{TT}/adf/IkariusADFStd-Bold.otf"),
    "irianis": (f"{TT}/adf/IrianisADFStd-Regular.otf", f"{TT}/adf/IrianisADFStd-Bold.otf"),
    "mekanus": (f"{TT}/adf/MekanusADFStd-Regular.otf", f"{TT}/adf/MekanusADFStd-Bold.otf"),
    "beteckna": (f"{TT}/beteckna/BetecknaGS.ttf", f"{TT}/beteckna/BetecknaGS-Bold.ttf"),
    "roadgeek": (f"{TT}/roadgeek/RG2014C.ttf", f"{TT}/roadgeek/RG2014E.ttf"),
    "maruberi": (f"{TT}/motoya-l-maruberi/MTLmr3m.ttf", f"{TT}/motoya-l-maruberi/MTLmr3m.ttf"),
    "mplus_code": (f"{OT}/mplus/Mplus1Code-Regular.otf", f"{OT}/mplus/Mplus1Code-Bold.otf"),
    "mplus": (f"{OT}/mplus/Mplus2-Regular.otf", f"{OT}/mplus/Mplus2-Bold.otf"),
    "okolaks": (f"{TT}/okolaks/okolaksRegular.ttf", f"{TT}/okolaks/okolaksBold.ttf"),
    "damase": (f"{TT}/mph-2b-damase/damase.ttf", f"{TT}/mph-2b-damase/damase.ttf"),
    "gamaliel": (f"{TT}/gamaliel/Gamaliel.ttf", f"{TT}/gamaliel/Gamaliel.ttf"),
}
HANDS: dict[str, tuple[str, ...]] = {  # a writer's habit: the faces one of them may write in
    "capitals": (
        f"{OT}/bwht/BecauseWeBuild-Regular.otf",
        f"{OT}/bwht/BecauseWeCreate-Regular.otf",
        f"{OT}/bwht/BecauseWeMentor-Regular.otf",
        f"{TT}/yozvox-yozfont/YOzRS_.ttf",
    ),
    "print": (
        f"{TT}/fifthhorseman/dkg.ttf",
        f"{TT}/sjfonts/SteveHand.ttf",
        f"{TT}/yozvox-yozfont/YOzRS_i.ttf",
        f"{TT}/sjfonts/Delphine.ttf",
    ),
    "cursive": (
        f"{OT}/dancingscript/DancingScript-Regular.otf",
        f"{TT}/ecolier-court/Ecolier-court.ttf",
        f"{TT}/kristi/Kristi.ttf",
    ),
}
Ink = tuple[int, int, int]
SCALE = {HANDS["cursive"][1]: 1.3, HANDS["print"][3]: 1.15}  # faces drawn small for their size
INKS = {"blue": (28, 48, 150), "black": (30, 30, 38), "pencil": (95, 95, 100)}
PRINT_INK = (22, 22, 26)
PDF_DATE = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)  # every PDF's creation date


def missing_fonts() -> list[str]:
    paths = [p for pair in FACES.values() for p in pair]
    paths += [p for hand in HANDS.values() for p in hand]
    return sorted({p for p in paths if not os.path.exists(p)})


@dataclass(frozen=True)
class Mark:
    kind: str  # "text", "pen", "line", "rect", "tint"
    x: float
    y: float  # a text's baseline
    text: str = ""
    size: float = 10.0
    font: str = ""
    ink: Ink = PRINT_INK
    x1: float = 0.0
    y1: float = 0.0
    width: float = 0.8
    seed: int = 0
    slant: float = 0.0
    wobble: float = 1.0


@dataclass
class Pen:
    """One writer: a face, an ink, a slant and how unsteady the hand is."""

    font: str
    ink: str
    slant: float
    wobble: float
    size: float


@dataclass
class Sheet:
    width: float
    height: float
    face: str
    paper: Ink = (250, 249, 244)
    fade: float = 0.0  # a thermal print's fading, 0 (none) to 1
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 10,
        bold: bool = False,
        face: str = "",
        ink: Ink = PRINT_INK,
    ) -> None:
        font = FACES[face or self.face][1 if bold else 0]
        self.marks.append(Mark("text", x, y, text, size, font, ink))
        self.written.append(text)

    def label(self, x: float, y: float, text: str, size: float = 8, bold: bool = True) -> None:
        self.labels.append(text)
        self.text(x, y, text, size, bold)

    def pen(
        self, x: float, y: float, text: str, pen: Pen, rng: random.Random, record: bool = True
    ) -> None:
        """Words by hand; `record=False` for one letter of a word kept whole in `written`."""
        size = pen.size * rng.uniform(0.92, 1.08) * SCALE.get(pen.font, 1.0)
        seed = rng.randrange(1 << 30)
        self.marks.append(
            Mark(
                "pen",
                x,
                y,
                text,
                size,
                pen.font,
                INKS[pen.ink],
                seed=seed,
                slant=pen.slant,
                wobble=pen.wobble,
            )
        )
        if record:
            self.written.append(text)

    def line(
        self, x: float, y: float, x1: float, y1: float, width: float = 0.8, ink: Ink = PRINT_INK
    ) -> None:
        self.marks.append(Mark("line", x, y, x1=x1, y1=y1, width=width, ink=ink))

    def rect(
        self, x: float, y: float, x1: float, y1: float, width: float = 0.8, ink: Ink = PRINT_INK
    ) -> None:
        self.marks.append(Mark("rect", x, y, x1=x1, y1=y1, width=width, ink=ink))

    def tint(self, x: float, y: float, x1: float, y1: float, ink: Ink) -> None:
        self.marks.append(Mark("tint", x, y, x1=x1, y1=y1, ink=ink))


def new_pen(habit: str, rng: random.Random, ink: str = "") -> Pen:
    return Pen(
        font=rng.choice(HANDS[habit]),
        ink=ink or rng.choice(("blue", "blue", "black", "pencil")),
        slant=rng.uniform(-0.08, 0.22),
        wobble=rng.uniform(0.6, 1.2),
        size=rng.uniform(12.5, 15.0) if habit != "cursive" else rng.uniform(15.0, 17.5),
    )


_FONT_CACHE: dict[tuple[str, int], Any] = {}


def _font(path: str, px: float) -> Any:
    key = (path, max(4, round(px)))
    if key not in _FONT_CACHE:
        _FONT_CACHE[key] = ImageFont.truetype(path, key[1])
    return _FONT_CACHE[key]


def _pen_word(image: Image.Image, mark: Mark, k: float) -> None:
    """Each glyph on its own patch: turned, scaled and lifted, slanted, on a drifting baseline."""
    rng = random.Random(mark.seed)
    px = mark.size * k
    x, base = mark.x * k, mark.y * k
    drift = rng.uniform(-0.035, 0.035) * mark.wobble
    pressure = rng.uniform(0.75, 1.0)
    pencil = mark.ink == INKS["pencil"]
    for index, char in enumerate(mark.text):
        font = _font(mark.font, px * rng.uniform(0.93, 1.07))
        advance = font.getlength(char)
        if char != " ":
            pad = int(px * 0.8)
            side = int(advance + 2 * pad)
            patch = Image.new("L", (side, int(px * 2.2)), 0)
            ImageDraw.Draw(patch).text((pad, px * 1.5), char, font=font, fill=255, anchor="ls")
            shear = mark.slant + rng.uniform(-0.04, 0.04)
            patch = patch.transform(
                patch.size,
                Image.Transform.AFFINE,
                (1, shear, -shear * px * 1.5, 0, 1, 0),
                Image.Resampling.BILINEAR,
            )
            patch = patch.rotate(rng.uniform(-4, 4) * mark.wobble, Image.Resampling.BILINEAR)
            alpha = pressure * rng.uniform(0.82, 1.0) * (0.75 if pencil else 1.0)
            patch = patch.point(lambda v, a=alpha: int(v * a))
            if pencil:
                grain = np.random.default_rng(rng.randrange(1 << 30)).random(patch.size[::-1])
                kept = np.asarray(patch, dtype=np.float32) * np.where(grain > 0.3, 1.0, 0.55)
                patch = Image.fromarray(kept.astype(np.uint8), "L")
            ink = Image.new("RGB", patch.size, mark.ink)
            lift = (
                rng.uniform(-0.05, 0.05) * px * mark.wobble
                + math.sin(index * 0.7 + mark.seed) * 0.03 * px
            )
            y = base + drift * (x - mark.x * k) + lift
            image.paste(ink, (int(x - pad), int(y - px * 1.5)), patch)
        x += advance * rng.uniform(0.96, 1.08)


def render(sheet: Sheet, dpi: float, rng: random.Random) -> Image.Image:
    """The page as a picture at `dpi`; a faded thermal print loses ink unevenly down the roll."""
    k = dpi / 72
    image = Image.new("RGB", (round(sheet.width * k), round(sheet.height * k)), sheet.paper)
    draw = ImageDraw.Draw(image)
    for mark in sheet.marks:
        if mark.kind == "tint":
            draw.rectangle((mark.x * k, mark.y * k, mark.x1 * k, mark.y1 * k), fill=mark.ink)
    for mark in sheet.marks:
        width = max(1, round(mark.width * k))
        box = (mark.x * k, mark.y * k, mark.x1 * k, mark.y1 * k)
        if mark.kind == "line":
            draw.line(box, fill=mark.ink, width=width)
        elif mark.kind == "rect":
            draw.rectangle(box, outline=mark.ink, width=width)
        elif mark.kind == "text":
            ink = mark.ink
            if sheet.fade:
                loss = sheet.fade * rng.uniform(0.45, 0.85) * (0.6 + 0.4 * mark.y / sheet.height)
                ink = tuple(int(c + (150 - c) * loss) for c in ink)  # type: ignore[assignment]
            font = _font(mark.font, mark.size * k)
            draw.text((mark.x * k, mark.y * k), mark.text, font=font, fill=ink, anchor="ls")
    for mark in sheet.marks:
        if mark.kind == "pen":
            _pen_word(image, mark, k)
    return image


def text_pdf(sheet: Sheet, image: Image.Image | None = None) -> bytes:
    """The page as a PDF: its text as real text, or (given a picture of it) that picture with
    the text laid invisibly over it, as a scanner's searchable PDF has it."""
    from fpdf import FPDF
    from fpdf.enums import TextMode

    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(PDF_DATE)
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0)
    pdf.add_page()
    if image is not None:
        pdf.image(image, x=0, y=0, w=sheet.width, h=sheet.height)
        pdf.text_mode = TextMode.INVISIBLE
    names: dict[str, str] = {}
    for mark in sheet.marks:
        if mark.kind == "tint" and image is None:
            pdf.set_fill_color(*mark.ink)
            pdf.rect(mark.x, mark.y, mark.x1 - mark.x, mark.y1 - mark.y, style="F")
    for mark in sheet.marks:
        if mark.kind in ("line", "rect") and image is None:
            pdf.set_draw_color(*mark.ink)
            pdf.set_line_width(mark.width)
            if mark.kind == "line":
                pdf.line(mark.x, mark.y, mark.x1, mark.y1)
            else:
                pdf.rect(mark.x, mark.y, mark.x1 - mark.x, mark.y1 - mark.y)
        elif mark.kind in ("text", "pen"):
            if mark.font not in names:
                names[mark.font] = f"f{len(names)}"
                pdf.add_font(names[mark.font], fname=mark.font)
            pdf.set_font(names[mark.font], size=mark.size)
            pdf.set_text_color(*mark.ink)
            pdf.text(mark.x, mark.y, mark.text)
    return bytes(pdf.output())
