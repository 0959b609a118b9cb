"""A page of the seventh certificate set as marks in inches, drawn to pixels or to a text PDF.

A mark is printed text, pen text, a rule, a box, a filled band or a signature's scribble; the
same marks make the picture (at any resolution) and the text PDF, so what a page says is the
same whichever file it arrives as.
"""

from __future__ import annotations

import io
import logging
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFont

OPEN = "/usr/share/fonts/opentype"
TRUE = "/usr/share/fonts/truetype"
FACES = {  # Debian's faces, none of them drawn with by the earlier sets' generators
    "serif": f"{TRUE}/charis/CharisSIL-Regular.ttf",
    "serif-bold": f"{TRUE}/charis/CharisSIL-Bold.ttf",
    "go": "/usr/share/fonts/fonts-go/Go-Regular.ttf",
    "go-bold": "/usr/share/fonts/fonts-go/Go-Bold.ttf",
    "go-mono": "/usr/share/fonts/fonts-go/Go-Mono.ttf",
    "jb-mono": f"{TRUE}/jetbrains-mono/JetBrainsMono-Regular.ttf",
    "noto-mono": f"{TRUE}/noto/NotoSansMono-Regular.ttf",
    "typewriter": f"{TRUE}/gnutypewriter/GNUTypewriter.ttf",
    "inter": f"{OPEN}/inter/Inter-Regular.otf",
    "inter-bold": f"{OPEN}/inter/Inter-SemiBold.otf",
    "cantarell": f"{OPEN}/cantarell/Cantarell-Regular.otf",
    "cantarell-bold": f"{OPEN}/cantarell/Cantarell-Bold.otf",
    "karla": f"{TRUE}/karla/Karla-Regular.otf",
    "karla-bold": f"{TRUE}/karla/Karla-Bold.otf",
    "pen": f"{TRUE}/kiloji/kiloji.ttf",
    "pen-narrow": f"{TRUE}/kiloji/kiloji_p.ttf",
}
logging.getLogger("fontTools.subset").setLevel(logging.ERROR)  # a face's odd tables, dropped
FROZEN = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)  # a PDF's creation date: same seed, same bytes
INK = {
    "black": (20, 20, 24),
    "blue": (24, 42, 140),
    "grey": (110, 110, 118),
    "red": (170, 30, 36),
    "white": (242, 242, 247),
    "dim": (152, 152, 160),
    "teal": (0, 122, 126),
}


@dataclass(frozen=True)
class Mark:
    kind: str  # text, pen, rule, box, band, scribble
    x: float  # inches from the page's left edge; for text, the baseline's start
    y: float
    text: str = ""
    face: str = "go"
    size: float = 10.0  # points
    ink: tuple[int, int, int] = INK["black"]
    w: float = 0.0
    h: float = 0.0
    seed: int = 0  # a pen's wobble and a scribble's path


@dataclass
class Page:
    width: float
    height: float
    paper: tuple[int, int, int] = (255, 255, 255)
    marks: list[Mark] = field(default_factory=list)

    def text(
        self, x: float, y: float, text: str, face: str = "go", size: float = 10, ink: str = "black"
    ) -> None:
        self.marks.append(Mark("text", x, y, text, face, size, INK[ink]))

    def pen(
        self, x: float, y: float, text: str, rng: random.Random, size: float = 13, ink: str = "blue"
    ) -> None:
        face = rng.choice(("pen", "pen-narrow"))
        self.marks.append(
            Mark("pen", x, y, text, face, size, INK[ink], seed=rng.randrange(1 << 30))
        )

    def rule(self, x: float, y: float, w: float, h: float = 0.0, ink: str = "black") -> None:
        self.marks.append(Mark("rule", x, y, w=w, h=h, ink=INK[ink]))

    def box(self, x: float, y: float, w: float, h: float, ink: str = "black") -> None:
        self.marks.append(Mark("box", x, y, w=w, h=h, ink=INK[ink]))

    def band(self, x: float, y: float, w: float, h: float, colour: tuple[int, int, int]) -> None:
        self.marks.append(Mark("band", x, y, w=w, h=h, ink=colour))

    def scribble(self, x: float, y: float, w: float, rng: random.Random, ink: str = "blue") -> None:
        self.marks.append(
            Mark("scribble", x, y, w=w, h=0.3, ink=INK[ink], seed=rng.randrange(1 << 30))
        )

    def said(self) -> str:
        """Every word the page carries, printed or by pen, in drawing order."""
        return "\n".join(m.text for m in self.marks if m.kind in ("text", "pen"))


def _font(face: str, px: float) -> Any:
    return ImageFont.truetype(FACES[face], max(6, round(px)))


def _scribble_path(mark: Mark, dpi: float) -> list[tuple[float, float]]:
    rng = random.Random(mark.seed)
    points, steps = [], 28
    for i in range(steps + 1):
        t = i / steps
        dy = rng.uniform(-1, 1) * mark.h * (0.5 if i % 3 else 1.0)
        points.append(((mark.x + t * mark.w) * dpi, (mark.y + dy * 0.5) * dpi))
    return points


def _pen_text(image: Image.Image, mark: Mark, dpi: float) -> None:
    """Letters written one by one: each a little off the line, its size and slant its own."""
    rng = random.Random(mark.seed)
    px = mark.size * dpi / 72
    x, y = mark.x * dpi, mark.y * dpi
    slant = rng.uniform(-6, 4)
    for char in mark.text:
        size = px * rng.uniform(0.9, 1.1)
        font = _font(mark.face, size)
        if char == " ":
            x += size * rng.uniform(0.3, 0.5)
            continue
        left, top, right, bottom = font.getbbox(char, anchor="ls")
        pad = int(size * 0.3)
        glyph = Image.new("L", (right - left + 2 * pad, bottom - top + 2 * pad), 0)
        ImageDraw.Draw(glyph).text((pad - left, pad - top), char, font=font, fill=255, anchor="ls")
        glyph = glyph.rotate(slant + rng.uniform(-4, 4), resample=Image.Resampling.BICUBIC)
        wobble = rng.uniform(-0.06, 0.06) * size
        image.paste(mark.ink, (int(x + left - pad), int(y + top - pad + wobble)), glyph)
        x += font.getlength(char) * rng.uniform(0.98, 1.12)


def picture(page: Page, dpi: float) -> Image.Image:
    """The page as a printer and a pen put it on paper, `dpi` pixels an inch, in colour."""
    image = Image.new("RGB", (round(page.width * dpi), round(page.height * dpi)), page.paper)
    draw = ImageDraw.Draw(image)
    thin = max(1, round(dpi / 110))
    for mark in page.marks:
        x, y, w, h = mark.x * dpi, mark.y * dpi, mark.w * dpi, mark.h * dpi
        if mark.kind == "text":
            draw.text(
                (x, y),
                mark.text,
                font=_font(mark.face, mark.size * dpi / 72),
                fill=mark.ink,
                anchor="ls",
            )
        elif mark.kind == "pen":
            _pen_text(image, mark, dpi)
        elif mark.kind == "rule":
            draw.rectangle((x, y, x + max(w, thin), y + max(h, thin)), fill=mark.ink)
        elif mark.kind == "box":
            draw.rectangle((x, y, x + w, y + h), outline=mark.ink, width=thin)
        elif mark.kind == "band":
            draw.rectangle((x, y, x + w, y + h), fill=mark.ink)
        elif mark.kind == "scribble":
            draw.line(_scribble_path(mark, dpi), fill=mark.ink, width=thin + 1, joint="curve")
    return image


def text_pdf(pages: list[Page]) -> bytes:
    """A practice system's own PDF: the printed words as text, rules and boxes as lines."""
    pdf = FPDF(unit="in", format=(pages[0].width, pages[0].height))
    pdf.set_auto_page_break(False)
    pdf.set_creator("ClinicSuite Reports 11.4")
    pdf.set_creation_date(FROZEN)
    added: set[str] = set()
    for page in pages:
        pdf.add_page(format=(page.width, page.height))
        for mark in page.marks:
            pdf.set_draw_color(*mark.ink)
            pdf.set_fill_color(*mark.ink)
            pdf.set_text_color(*mark.ink)
            if mark.kind in ("text", "pen"):
                if mark.face not in added:
                    pdf.add_font(mark.face, "", FACES[mark.face])
                    added.add(mark.face)
                pdf.set_font(mark.face, size=mark.size)
                pdf.text(mark.x, mark.y, mark.text)
            elif mark.kind in ("rule", "band"):
                pdf.rect(mark.x, mark.y, max(mark.w, 0.01), max(mark.h, 0.01), style="F")
            elif mark.kind == "box":
                pdf.set_line_width(0.01)
                pdf.rect(mark.x, mark.y, mark.w, mark.h)
            elif mark.kind == "scribble":
                pdf.set_line_width(0.02)
                pdf.polyline([(px / 72, py / 72) for px, py in _scribble_path(mark, 72)])
    return bytes(pdf.output())


def image_pdf(images: list[Image.Image], dpi: float, quality: int = 80) -> bytes:
    """A scanner's PDF: each page one JPEG picture, no text."""
    first = images[0]
    pdf = FPDF(unit="in", format=(first.width / dpi, first.height / dpi))
    pdf.set_creator("Scan to PDF")
    pdf.set_creation_date(FROZEN)
    for image in images:
        pdf.add_page(format=(image.width / dpi, image.height / dpi))
        out = io.BytesIO()
        image.save(out, "JPEG", quality=quality)
        out.seek(0)
        pdf.image(out, x=0, y=0, w=image.width / dpi, h=image.height / dpi)
    return bytes(pdf.output())
