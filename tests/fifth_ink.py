"""The fifth set's pen and press: a page that prints in real fonts, writes by hand and signs.

A `Page` remembers every printed line (font, size, place) so that a text PDF can carry the same
words as text; handwriting, signatures and logos are ink only, as they would be on paper.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import cache

from PIL import Image, ImageDraw, ImageFont

FONTS = {
    "sans": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
    "sans_bold": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
    "serif": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
    "serif_bold": "/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf",
    "mono": "/usr/share/fonts/truetype/freefont/FreeMono.ttf",
    "nimbus": "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
    "nimbus_bold": "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
    "narrow": "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Regular.otf",
    "bookman": "/usr/share/fonts/opentype/urw-base35/URWBookman-Light.otf",
    "gothic": "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf",
    "gothic_demi": "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
    "courier": "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf",
    "palatino": "/usr/share/fonts/opentype/urw-base35/P052-Roman.otf",
    "roboto": "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Regular.ttf",
    "roboto_medium": "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Medium.ttf",
    "roboto_bold": "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Bold.ttf",
}
HANDS = (  # faces a hand is drawn from; each glyph then gets its own slant, size and baseline
    "/usr/share/fonts/truetype/breip/Breip.ttf",
    "/usr/share/fonts/opentype/dancingscript/DancingScript-Regular.otf",
    "/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf",
    "/usr/share/fonts/truetype/tlwg/Purisa.ttf",
    "/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf",
)
INK_BLUE = (28, 45, 140)
INK_BLACK = (25, 25, 30)


@cache
def font(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS.get(name, name), size)


@dataclass
class Printed:
    x: float
    y: float  # baseline
    text: str
    font: str
    size: int
    fill: tuple[int, int, int]


@dataclass
class Page:
    """A sheet at `dpi` dots an inch; printed words are kept for the text PDF."""

    width: int
    height: int
    dpi: int = 200
    paper: tuple[int, int, int] = (255, 255, 255)
    printed: list[Printed] = field(default_factory=list)
    written: list[str] = field(default_factory=list)  # words in ink only: by hand, stamped

    def __post_init__(self) -> None:
        self.image = Image.new("RGB", (self.width, self.height), self.paper)
        self.ink = ImageDraw.Draw(self.image)
        self.under = Image.new("RGB", (self.width, self.height), self.paper)  # all but text
        self.under_ink = ImageDraw.Draw(self.under)

    def text(
        self,
        x: float,
        y: float,
        words: str,
        face: str = "sans",
        size: int = 28,
        fill: tuple[int, int, int] = INK_BLACK,
        anchor: str = "ls",
    ) -> float:
        """Prints a line with its baseline at y; returns where it ends."""
        typeface = font(face, size)
        width = typeface.getlength(words)
        left = x - width if anchor == "rs" else x - width / 2 if anchor == "ms" else x
        self.ink.text((left, y), words, font=typeface, fill=fill, anchor="ls")
        self.printed.append(Printed(left, y, words, face, size, fill))
        return left + width

    def rect(self, box: tuple[float, ...], **kw: object) -> None:
        for ink in (self.ink, self.under_ink):
            ink.rectangle(box, **kw)  # type: ignore[arg-type]

    def rounded(self, box: tuple[float, ...], radius: int, **kw: object) -> None:
        for ink in (self.ink, self.under_ink):
            ink.rounded_rectangle(box, radius, **kw)  # type: ignore[arg-type]

    def line(self, points: list[tuple[float, float]], fill: object, width: int = 2) -> None:
        for ink in (self.ink, self.under_ink):
            ink.line(points, fill=fill, width=width)  # type: ignore[arg-type]

    def ellipse(self, box: tuple[float, ...], **kw: object) -> None:
        for ink in (self.ink, self.under_ink):
            ink.ellipse(box, **kw)  # type: ignore[arg-type]

    def paste(self, picture: Image.Image, at: tuple[int, int]) -> None:
        """Ink that is not text (a hand, a signature, a logo) goes on both sheets."""
        for sheet in (self.image, self.under):
            sheet.paste(picture.convert("RGB"), at, picture.getchannel("A"))


def handwriting(
    words: str,
    height: int,
    rng: random.Random,
    ink: tuple[int, int, int] = INK_BLUE,
    hand: int = -1,
) -> Image.Image:
    """Words written by hand: one face per writer, every letter its own size, slant and baseline."""
    face = HANDS[hand % len(HANDS)] if hand >= 0 else rng.choice(HANDS)
    slant = rng.uniform(-0.25, 0.05)
    pad = height
    canvas = Image.new("LA", (int(len(words) * height * 0.9) + 2 * pad, 2 * height + pad), (0, 0))
    x = pad / 2
    for letter in words:
        size = int(height * rng.uniform(0.85, 1.12))
        glyph_font = ImageFont.truetype(face, size)
        advance = glyph_font.getlength(letter) * rng.uniform(1.0, 1.12)
        if letter.strip():
            glyph = Image.new("LA", (size * 2, size * 2), (0, 0))
            pen = ImageDraw.Draw(glyph)
            pen.text((size / 2, size * 1.4), letter, font=glyph_font, fill=(0, 255), anchor="ls")
            if rng.random() < 0.5:  # a heavier stroke: the pen pressed harder
                pen.text(
                    (size / 2 + 1, size * 1.4), letter, font=glyph_font, fill=(0, 255), anchor="ls"
                )
            glyph = glyph.transform(
                glyph.size, Image.Transform.AFFINE, (1, slant, -slant * size * 1.4, 0, 1, 0),
                Image.Resampling.BICUBIC,
            )  # fmt: skip
            glyph = glyph.rotate(rng.uniform(-6, 6), Image.Resampling.BICUBIC)
            top = int(height * 0.3 + rng.uniform(-0.08, 0.08) * height) - int(size * 0.4)
            canvas.alpha_composite(glyph, (int(x - size / 2), top))
        x += advance
    box = canvas.getchannel("A").getbbox() or (0, 0, 1, 1)
    alpha = canvas.getchannel("A").crop(box)
    alpha = alpha.point(lambda v: int(v * rng.uniform(0.8, 0.95)))  # ballpoint is never solid
    written = Image.new("RGBA", alpha.size, (*ink, 0))
    written.putalpha(alpha)
    return written


def signature(
    width: int, height: int, rng: random.Random, ink: tuple[int, int, int] = INK_BLUE
) -> Image.Image:
    """A scrawl: loops and a long tail, as a busy vet signs fifty times a day."""
    sheet = Image.new("RGBA", (width, height), (*ink, 0))
    pen = ImageDraw.Draw(sheet)
    points = []
    loops = rng.randint(4, 8)
    for i in range(220):
        t = i / 219
        x = width * (0.05 + 0.85 * t) + math.sin(t * loops * 2 * math.pi) * width * 0.04
        y = height * (0.55 + 0.3 * math.sin(t * loops * math.pi + rng.random() * 0.3) * (1 - t))
        points.append((x, y))
    pen.line(points, fill=(*ink, 235), width=max(2, height // 22), joint="curve")
    pen.line(
        [(width * 0.1, height * 0.8), (width * 0.95, height * 0.62)], fill=(*ink, 200), width=2
    )
    return sheet


def logo(size: int, colour: tuple[int, int, int], rng: random.Random) -> Image.Image:
    """A practice's mark: a paw in a ring, or a cross in a shield."""
    mark = Image.new("RGBA", (size, size), (*colour, 0))
    pen = ImageDraw.Draw(mark)
    if rng.random() < 0.5:
        pen.ellipse((2, 2, size - 2, size - 2), outline=(*colour, 255), width=max(3, size // 14))
        pad = size * 0.3
        pen.ellipse((pad, size * 0.45, size - pad, size * 0.8), fill=(*colour, 255))
        for k in range(4):
            cx = size * (0.28 + 0.148 * k)
            cy = size * (0.36 if k in (1, 2) else 0.45)
            r = size * 0.06
            pen.ellipse((cx - r, cy - r * 1.3, cx + r, cy + r * 1.3), fill=(*colour, 255))
    else:
        s = size
        pen.polygon(
            [
                (s * 0.1, s * 0.1),
                (s * 0.9, s * 0.1),
                (s * 0.9, s * 0.5),
                (s * 0.5, s * 0.95),
                (s * 0.1, s * 0.5),
            ],
            fill=(*colour, 255),
        )
        pen.rectangle((s * 0.42, s * 0.2, s * 0.58, s * 0.75), fill=(255, 255, 255, 255))
        pen.rectangle((s * 0.25, s * 0.37, s * 0.75, s * 0.53), fill=(255, 255, 255, 255))
    return mark
