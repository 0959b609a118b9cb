"""The sixteenth certificate set's sheet: a page as a list of drawing steps in millimetres (print,
pen, rules, boxes, stamps), drawn by pillow at any resolution; every string written is kept, and
the printed labels among them, with the boxes of the values a photo's crop must not cut."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

_TG = "/usr/share/texmf/fonts/opentype/public/tex-gyre/"
_ADF = "/usr/share/fonts/truetype/adf/"
FONTS: dict[str, str] = {
    "heros": _TG + "texgyreheros-regular.otf",
    "heros_b": _TG + "texgyreheros-bold.otf",
    "termes": _TG + "texgyretermes-regular.otf",
    "termes_b": _TG + "texgyretermes-bold.otf",
    "cursor": _TG + "texgyrecursor-regular.otf",
    "adventor": _TG + "texgyreadventor-regular.otf",
    "adventor_b": _TG + "texgyreadventor-bold.otf",
    "schola": _TG + "texgyreschola-regular.otf",
    "schola_b": _TG + "texgyreschola-bold.otf",
    "tribun": _ADF + "TribunADFStd-Regular.otf",
    "tribun_b": _ADF + "TribunADFStd-Bold.otf",
    "romande": _ADF + "RomandeADFStd-Regular.otf",
    "romande_b": _ADF + "RomandeADFStd-DemiBold.otf",
    "monoid": "/usr/share/fonts/truetype/monoid/Monoid-Regular.ttf",
    "rasa": "/usr/share/fonts/truetype/fonts-yrsa-rasa/Rasa-Regular.ttf",
    "rasa_b": "/usr/share/fonts/truetype/fonts-yrsa-rasa/Rasa-Bold.ttf",
    "yrsa": "/usr/share/fonts/truetype/fonts-yrsa-rasa/Yrsa-Regular.ttf",
    "bebas": "/usr/share/fonts/opentype/bebas-neue/BebasNeue-Regular.otf",
    "goudy": "/usr/share/fonts/opentype/sortsmill/GoudyBookletter1911.otf",
    "typewriter": "/usr/share/fonts/truetype/tlwg/TlwgTypewriter.ttf",
    "roboto": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "roboto_m": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf",
    # the hands
    "handme": "/usr/share/fonts/truetype/aenigma/handmeds.ttf",
    "jmac": "/usr/share/fonts/truetype/aenigma/jmacscrl.ttf",
    "delphine": "/usr/share/fonts/truetype/sjfonts/Delphine.ttf",
    "chorus": _TG + "texgyrechorus-mediumitalic.otf",
}
HANDS = ("handme", "jmac", "delphine")
INK = {"blue": (28, 45, 140), "black": (30, 30, 38), "navy": (20, 28, 80)}


def missing_fonts() -> list[str]:
    """The font files this set draws with that are not on this machine."""
    return [path for path in FONTS.values() if not Path(path).exists()]


@cache
def font(key: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS[key], max(px, 4))


@dataclass
class Op:
    kind: str  # text, hand, line, rect, stamp
    x: float
    y: float
    text: str = ""
    font: str = "heros"
    size: float = 10.0  # points
    color: tuple[int, int, int] = (0, 0, 0)
    w: float = 0.0
    h: float = 0.0
    width: float = 0.3
    fill: tuple[int, int, int] | None = None
    align: str = "l"
    seed: int = 0
    value: bool = False
    strike: bool = False
    lines: tuple[str, ...] = ()
    angle: float = 0.0


@dataclass
class Sheet:
    """A page in millimetres, top-left origin."""

    w: float = 215.9
    h: float = 279.4
    paper: tuple[int, int, int] = (255, 255, 255)
    ops: list[Op] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        font: str = "heros",
        size: float = 10.0,
        color: tuple[int, int, int] = (0, 0, 0),
        align: str = "l",
        *,
        label: bool = False,
        value: bool = False,
    ) -> None:
        self.ops.append(Op("text", x, y, s, font, size, color, align=align, value=value))
        self.written.append(s)
        if label:
            self.labels.append(s)

    def label(
        self,
        x: float,
        y: float,
        s: str,
        font: str = "heros",
        size: float = 8.0,
        color: tuple[int, int, int] = (0, 0, 0),
        align: str = "l",
    ) -> None:
        self.text(x, y, s, font, size, color, align, label=True)

    def hand(
        self,
        x: float,
        y: float,
        s: str,
        font: str,
        size: float,
        seed: int,
        color: tuple[int, int, int] = INK["blue"],
        *,
        strike: bool = False,
    ) -> None:
        self.ops.append(
            Op("hand", x, y, s, font, size, color, seed=seed, value=True, strike=strike)
        )
        self.written.append(s)

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        width: float = 0.3,
        color: tuple[int, int, int] = (0, 0, 0),
    ) -> None:
        self.ops.append(Op("line", x1, y1, w=x2, h=y2, width=width, color=color))

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        width: float = 0.3,
        color: tuple[int, int, int] = (0, 0, 0),
        fill: tuple[int, int, int] | None = None,
    ) -> None:
        self.ops.append(Op("rect", x, y, w=w, h=h, width=width, color=color, fill=fill))

    def stamp(
        self,
        x: float,
        y: float,
        lines: tuple[str, ...],
        color: tuple[int, int, int],
        angle: float,
        w: float = 52.0,
        h: float = 22.0,
    ) -> None:
        """A rubber stamp's box of lines, centred on x, y; its words are written."""
        self.ops.append(Op("stamp", x, y, w=w, h=h, color=color, lines=lines, angle=angle))
        self.written.extend(lines)


def hand_image(op: Op, scale: float) -> tuple[Image.Image, float]:
    """A pen's string as an RGBA strip (letters on a wandering baseline, slanted), and where
    its top starts below op.y in px."""
    rng = random.Random(f"hand|{op.seed}|{op.text}")
    px = int(op.size * scale * 25.4 / 72)
    f = font(op.font, px)
    width = int(f.getlength(op.text) * 1.25) + px * 2
    strip = Image.new("RGBA", (width, px * 2), (0, 0, 0, 0))
    draw = ImageDraw.Draw(strip)
    x, drift = px * 0.3, 0.0
    for ch in op.text:
        drift += rng.uniform(-0.04, 0.04) * px
        drift = max(-0.12 * px, min(0.12 * px, drift))
        cf = font(op.font, int(px * rng.uniform(0.92, 1.08)))
        alpha = rng.randint(205, 255)
        draw.text((x, px * 0.35 + drift), ch, font=cf, fill=(*op.color, alpha))
        x += cf.getlength(ch) * rng.uniform(0.98, 1.1)
    if op.strike:
        y0 = px * 0.35 + px * 0.55
        draw.line(
            (px * 0.1, y0 + 2, x + px * 0.1, y0 - 3), fill=(*op.color, 235), width=max(2, px // 12)
        )
    slant = rng.uniform(0.08, 0.2)
    strip = strip.transform(
        strip.size,
        Image.Transform.AFFINE,
        (1, slant, -slant * px, 0, 1, 0),
        Image.Resampling.BICUBIC,
    )
    angle = rng.uniform(-1.6, 1.6)
    strip = strip.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    return strip, px * 0.35


def stamp_image(op: Op, scale: float) -> Image.Image:
    w, h = int(op.w * scale), int(op.h * scale)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    ink = (*op.color, 170)
    draw.rounded_rectangle(
        (2, 2, w - 3, h - 3), radius=int(h * 0.12), outline=ink, width=max(2, int(scale * 0.6))
    )
    n = len(op.lines)
    px = int(min(h / (n + 1.2), w / max(len(s) for s in op.lines) * 1.6))
    for i, s in enumerate(op.lines):
        f = font("heros_b" if i == 0 else "heros", int(px * (1.0 if i == 0 else 0.82)))
        draw.text((w / 2, h * (i + 0.85) / (n + 0.7)), s, font=f, fill=ink, anchor="mm")
    rng = random.Random(f"stamp|{op.lines}")
    px_data = img.load()
    assert px_data is not None
    for _ in range(w * h // 9):  # the pad's ink is never even
        xx, yy = rng.randrange(w), rng.randrange(h)
        pixel = px_data[xx, yy]
        assert isinstance(pixel, tuple)
        r, g, b, a = pixel
        if a:
            px_data[xx, yy] = (r, g, b, int(a * rng.uniform(0.1, 0.7)))
    return img.rotate(op.angle, resample=Image.Resampling.BICUBIC, expand=True)


def render(sheet: Sheet, dpi: int) -> tuple[Image.Image, list[tuple[int, int, int, int]]]:
    """The sheet drawn at dpi, and the pixel boxes of its values."""
    s = dpi / 25.4
    img = Image.new("RGB", (round(sheet.w * s), round(sheet.h * s)), sheet.paper)
    draw = ImageDraw.Draw(img)
    boxes: list[tuple[int, int, int, int]] = []
    for op in sheet.ops:
        if op.kind == "rect":
            draw.rectangle(
                (op.x * s, op.y * s, (op.x + op.w) * s, (op.y + op.h) * s),
                fill=op.fill,
                outline=op.color if op.width > 0 else None,
                width=max(1, round(op.width * s)),
            )
        elif op.kind == "line":
            draw.line(
                (op.x * s, op.y * s, op.w * s, op.h * s),
                fill=op.color,
                width=max(1, round(op.width * s)),
            )
        elif op.kind == "text":
            f = font(op.font, round(op.size * s * 25.4 / 72))
            anchor = {"l": "la", "r": "ra", "c": "ma"}[op.align]
            draw.text((op.x * s, op.y * s), op.text, font=f, fill=op.color, anchor=anchor)
            if op.value:
                bb = draw.textbbox((op.x * s, op.y * s), op.text, font=f, anchor=anchor)
                boxes.append(tuple(int(v) for v in bb))  # type: ignore[arg-type]
        elif op.kind == "hand":
            strip, top = hand_image(op, s)
            pos = (round(op.x * s), round(op.y * s - top))
            img.paste(strip, pos, strip)
            boxes.append((pos[0], pos[1], pos[0] + strip.width, pos[1] + strip.height))
        elif op.kind == "stamp":
            st = stamp_image(op, s)
            img.paste(st, (round(op.x * s - st.width / 2), round(op.y * s - st.height / 2)), st)
    return img, boxes
