"""A ninth-set page as a list of what is put on it, in millimetres: printed, penned, pencilled,
stamped or dot-matrix strings (each known as a label or a value), rules, boxes and ticks; drawn as
an image at any resolution (tests/ninth_ink.py for the inks) or as a PDF with a text layer.

Keeping the list lets the set's test read a page's words and labels without drawing it.
"""

from __future__ import annotations

import functools
import io
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFont

from tests import ninth_ink
from tests.heldout_certificates import Truth

FONTS = "/usr/share/fonts"
FACES = {
    "sans": f"{FONTS}/truetype/liberation/LiberationSans-Regular.ttf",
    "sans_bold": f"{FONTS}/truetype/liberation/LiberationSans-Bold.ttf",
    "narrow": f"{FONTS}/truetype/liberation/LiberationSansNarrow-Regular.ttf",
    "narrow_bold": f"{FONTS}/truetype/liberation/LiberationSansNarrow-Bold.ttf",
    "serif": f"{FONTS}/truetype/croscore/Tinos-Regular.ttf",
    "serif_bold": f"{FONTS}/truetype/croscore/Tinos-Bold.ttf",
    "arimo": f"{FONTS}/truetype/croscore/Arimo-Regular.ttf",
    "arimo_bold": f"{FONTS}/truetype/croscore/Arimo-Bold.ttf",
    "carlito": f"{FONTS}/truetype/crosextra/Carlito-Regular.ttf",
    "carlito_bold": f"{FONTS}/truetype/crosextra/Carlito-Bold.ttf",
    "dejavu": f"{FONTS}/truetype/dejavu/DejaVuSans.ttf",
    "dejavu_bold": f"{FONTS}/truetype/dejavu/DejaVuSans-Bold.ttf",
    "condensed_bold": f"{FONTS}/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
    "roboto": f"{FONTS}/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "roboto_medium": f"{FONTS}/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf",
    "lato": f"{FONTS}/truetype/lato/Lato-Regular.ttf",
    "lato_bold": f"{FONTS}/truetype/lato/Lato-Bold.ttf",
    "open": f"{FONTS}/truetype/open-sans/OpenSans-Regular.ttf",
    "open_bold": f"{FONTS}/truetype/open-sans/OpenSans-Bold.ttf",
    "mono": f"{FONTS}/truetype/liberation/LiberationMono-Regular.ttf",
    "cousine": f"{FONTS}/truetype/croscore/Cousine-Regular.ttf",
    "go_mono": f"{FONTS}/truetype/go/Go-Mono.ttf",
    "noto_mono": f"{FONTS}/truetype/noto/NotoSansMono-Regular.ttf",
    "dejavu_mono": f"{FONTS}/truetype/dejavu/DejaVuSansMono.ttf",
    "dotgothic": f"{FONTS}/truetype/dotgothic16/DotGothic16-Regular.ttf",
    "typewriter": f"{FONTS}/truetype/gnutypewriter/GNUTypewriter.ttf",
    # hands: this set's own (Debian's fonts-dustin, fonts-seto, fonts-tomsontalks,
    # fonts-yusei-magic) and a few installed for earlier sets
    "manners": f"{FONTS}/truetype/dustin/Domestic_Manners.ttf",
    "seto": f"{FONTS}/truetype/seto/setofont.ttf",
    "tomson": f"{FONTS}/truetype/tomsontalks/TomsonTalks.ttf",
    "yusei": f"{FONTS}/truetype/yusei-magic/YuseiMagic-Regular.ttf",
    "klee": f"{FONTS}/truetype/klee/KleeOne-SemiBold.ttf",
    "purisa": f"{FONTS}/truetype/tlwg/Purisa.ttf",
    "steve": f"{FONTS}/truetype/sjfonts/SteveHand.ttf",
    "andika": f"{FONTS}/truetype/andika/Andika-Regular.ttf",
}
BLACK = (20, 20, 22)
PT = 25.4 / 72  # millimetres in a point
MADE = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)  # a PDF's creation date: fixed, same bytes


@functools.cache
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(4, px))


def width_of(text: str, face: str, size: float) -> float:
    """A printed string's width in millimetres (at 10 px a point, then scaled)."""
    return font(face, round(size * 10)).getlength(text) / 10 * PT


@dataclass(frozen=True)
class Mark:
    x: float  # left end of the baseline, mm
    y: float
    text: str
    face: str
    size: float  # points
    colour: tuple[int, int, int] = BLACK
    kind: str = "print"  # print, hand, pencil, stamp, dots
    label: bool = False
    angle: float = 0.0  # degrees, counter-clockwise
    hand: ninth_ink.Hand | None = None
    style: str = ""  # stamp: "box", "double"; dots: ribbon strength


@dataclass(frozen=True)
class Line:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float = 0.3
    colour: tuple[int, int, int] = BLACK
    kind: str = "print"  # pencil and hand lines wobble


@dataclass(frozen=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float = 0.3
    colour: tuple[int, int, int] | None = BLACK
    fill: tuple[int, int, int] | None = None


@dataclass
class Sheet:
    width: float  # mm
    height: float
    paper: tuple[int, int, int] = (252, 251, 246)
    items: list[Mark | Line | Box] = field(default_factory=list)

    def put(self, x: float, y: float, text: str, face: str, size: float, **how: object) -> float:
        """A string on the page; the x where it ends."""
        self.items.append(Mark(x, y, text, face, size, **how))  # type: ignore[arg-type]
        return x + width_of(text, face, size)

    def label(self, x: float, y: float, text: str, face: str, size: float, **how: object) -> float:
        return self.put(x, y, text, face, size, label=True, **how)

    def line(self, x0: float, y0: float, x1: float, y1: float, **how: object) -> None:
        self.items.append(Line(x0, y0, x1, y1, **how))  # type: ignore[arg-type]

    def box(self, x0: float, y0: float, x1: float, y1: float, **how: object) -> None:
        self.items.append(Box(x0, y0, x1, y1, **how))  # type: ignore[arg-type]

    def tick(self, x: float, y: float, size: float = 3.0, **how: object) -> None:
        """An X in a check box whose top left is (x, y)."""
        self.line(x + 0.5, y + 0.5, x + size - 0.5, y + size - 0.5, width=0.45, **how)
        self.line(x + size - 0.5, y + 0.5, x + 0.5, y + size - 0.5, width=0.45, **how)

    def marks(self) -> list[Mark]:
        return [item for item in self.items if isinstance(item, Mark)]

    def drawn(self) -> tuple[str, ...]:
        return tuple(mark.text for mark in self.marks())

    @property
    def labels(self) -> list[str]:
        return [mark.text for mark in self.marks() if mark.label]

    @property
    def landscape(self) -> bool:
        return self.width > self.height


def render(sheet: Sheet, dpi: float, rng: random.Random) -> Image.Image:
    """The page as paper: RGB at `dpi`, in the order things were put on it."""
    scale = dpi / 25.4
    page = Image.new("RGB", (round(sheet.width * scale), round(sheet.height * scale)), sheet.paper)
    draw = ImageDraw.Draw(page)
    for item in sheet.items:
        if isinstance(item, Box):
            corners = [item.x0 * scale, item.y0 * scale, item.x1 * scale, item.y1 * scale]
            width = max(1, round(item.width * scale)) if item.colour else 0
            draw.rectangle(corners, fill=item.fill, outline=item.colour, width=width)
        elif isinstance(item, Line):
            width = max(1, round(item.width * scale))
            ends = (item.x0 * scale, item.y0 * scale, item.x1 * scale, item.y1 * scale)
            if item.kind == "print":
                draw.line(ends, fill=item.colour, width=width)
            else:
                ninth_ink.stroke(page, ends, item.colour, width, item.kind, rng)
        elif item.kind == "print" and not item.angle:
            px = round(item.size * PT * scale)
            draw.text(
                (item.x * scale, item.y * scale),
                item.text,
                item.colour,
                font(item.face, px),
                anchor="ls",
            )
        else:
            _ink(page, item, scale, rng)
    return page


def _ink(page: Image.Image, mark: Mark, scale: float, rng: random.Random) -> None:
    px = max(6, round(mark.size * PT * scale))
    if mark.kind in ("hand", "pencil"):
        assert mark.hand is not None
        mask, origin = ninth_ink.hand_mask(mark.text, font, mark.face, px, mark.hand, rng)
    elif mark.kind == "dots":
        mask, origin = ninth_ink.dot_mask(mark.text, font, mark.face, px, mark.style, rng)
    else:
        mask, origin = ninth_ink.print_mask(mark.text, font(mark.face, px))
    if mark.angle:
        mask = mask.rotate(mark.angle, Image.Resampling.BICUBIC, center=origin)
    if mark.kind == "stamp":
        mask = ninth_ink.stamp_texture(mask, mark.style, rng)
    if mark.kind == "pencil":
        mask = ninth_ink.graphite(mask, rng)
    at = (round(mark.x * scale - origin[0]), round(mark.y * scale - origin[1]))
    page.paste(Image.new("RGB", mask.size, mark.colour), at, mask)


def to_pdf(sheets: list[Sheet]) -> bytes:
    """The sheets as a PDF of vector text and lines: a text layer, as a practice's software
    writes one. Only printed marks: a pen's page is never a text PDF."""
    pdf = FPDF(unit="mm", format=(sheets[0].width, sheets[0].height))
    pdf.set_auto_page_break(False)
    pdf.set_creator("PracticeWorks Forms 7.2")
    pdf.set_creation_date(MADE)
    for sheet in sheets:
        pdf.add_page(format=(sheet.width, sheet.height))
        for item in sheet.items:
            _vector(pdf, item)
    return bytes(pdf.output())


def _face(pdf: FPDF, face: str, size: float) -> None:
    if face not in pdf.fonts:
        pdf.add_font(face, "", FACES[face])
    pdf.set_font(face, "", size)


def _vector(pdf: FPDF, item: Mark | Line | Box) -> None:
    if isinstance(item, Box):
        if item.fill:
            pdf.set_fill_color(*item.fill)
        if item.colour:
            pdf.set_draw_color(*item.colour)
            pdf.set_line_width(item.width)
        style = ("F" if item.fill else "") + ("D" if item.colour else "")
        pdf.rect(item.x0, item.y0, item.x1 - item.x0, item.y1 - item.y0, style=style)
    elif isinstance(item, Line):
        pdf.set_draw_color(*item.colour)
        pdf.set_line_width(item.width)
        pdf.line(item.x0, item.y0, item.x1, item.y1)
    else:
        assert item.kind in ("print", "dots"), "a text PDF holds printed text only"
        _face(pdf, item.face, item.size)
        pdf.set_text_color(*item.colour)
        pdf.text(item.x, item.y, item.text)


def image_pdf(pages: list[tuple[Image.Image, Sheet | None]], quality: int = 80) -> bytes:
    """Images as PDF pages, each the size of its paper; where a sheet is given, its words go
    under the image as invisible text, as a scanner app's "searchable PDF" puts its reading."""
    pdf = FPDF(unit="mm")
    pdf.set_auto_page_break(False)
    pdf.set_creator("QuickScan Pro 5.1")
    pdf.set_creation_date(MADE)
    for image, sheet in pages:
        width = sheet.width if sheet else image.width / 200 * 25.4
        height = width * image.height / image.width
        pdf.add_page(format=(width, height))
        data = io.BytesIO()
        mode = "L" if image.mode in ("1", "L") else "RGB"
        image.convert(mode).save(data, "JPEG", quality=quality)
        pdf.image(data, 0, 0, width, height)
        if sheet is not None:
            pdf.text_mode = TextMode.INVISIBLE
            for mark in sheet.marks():
                _face(pdf, "sans", mark.size)
                pdf.text(mark.x, mark.y, mark.text)
            pdf.text_mode = TextMode.FILL
    return bytes(pdf.output())


@dataclass
class Paper:
    """What a layout hands over: its sheets (the certificate last), the truth, the medium it is
    on (paper, copy, screen, laminated, card) and whether a pen filled it in."""

    sheets: list[Sheet]
    truth: Truth
    medium: str = "paper"
    pen: bool = False

    @property
    def certificate(self) -> Sheet:
        return self.sheets[-1]

    def drawn(self) -> tuple[str, ...]:
        return tuple(text for sheet in self.sheets for text in sheet.drawn())

    @property
    def labels(self) -> list[str]:
        return [label for sheet in self.sheets for label in sheet.labels]
