"""The twentieth set's sheet: marks placed in points (1/72 in, baseline y) on a page, the fonts
they are printed or written in, and the page drawn as pixels (a pen's words with jitter, slant,
an uneven baseline and uneven pressure; a carbon copy's words faint and doubled).

The faces are ones no earlier set draws with: Noto Sans and Serif, Norasi and Umpush, Andika New
Basic, Gayathri, Manjari and Konatu print; the UnPilgia, Bajaderka and Uroob hands."""

from __future__ import annotations

import functools
import os
import random
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FACES: dict[str, str] = {
    "sans": "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "sans-bold": "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "serif": "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
    "serif-bold": "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf",
    "norasi": "/usr/share/fonts/truetype/tlwg/Norasi.ttf",
    "norasi-bold": "/usr/share/fonts/truetype/tlwg/Norasi-Bold.ttf",
    "umpush": "/usr/share/fonts/truetype/tlwg/Umpush.ttf",
    "umpush-bold": "/usr/share/fonts/truetype/tlwg/Umpush-Bold.ttf",
    "andika": "/usr/share/fonts/truetype/andikanewbasic/AndikaNewBasic-R.ttf",
    "andika-bold": "/usr/share/fonts/truetype/andikanewbasic/AndikaNewBasic-B.ttf",
    "gayathri": "/usr/share/fonts/opentype/malayalam/Gayathri-Regular.otf",
    "gayathri-bold": "/usr/share/fonts/opentype/malayalam/Gayathri-Bold.otf",
    "manjari": "/usr/share/fonts/opentype/malayalam/Manjari-Regular.otf",
    "manjari-bold": "/usr/share/fonts/opentype/malayalam/Manjari-Bold.otf",
    "konatu": "/usr/share/fonts/truetype/konatu/Konatu.ttf",
    "pilgia": "/usr/share/fonts/truetype/unfonts-extra/UnPilgia.ttf",
    "bajaderka": "/usr/share/fonts/opentype/bajaderka/Bajaderka-Regular.otf",
    "uroob": "/usr/share/fonts/truetype/malayalam/Uroob-Regular.ttf",
}
HANDS = ("pilgia", "bajaderka", "uroob")
INK = (25, 25, 28)
PENS = ((22, 38, 120), (15, 15, 20), (30, 50, 150), (60, 30, 110))


def missing_fonts() -> list[str]:
    return [path for path in FACES.values() if not os.path.exists(path)]


@functools.lru_cache(maxsize=256)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(4, px))


def text_width(text: str, face: str, size: float) -> float:
    """The width in points of a printed string."""
    return float(font(face, int(size * 10)).getlength(text)) / 10


@dataclass
class Mark:
    kind: str  # "text", "line", "rect"
    x: float
    y: float
    text: str = ""
    size: float = 10.0
    face: str = "sans"
    ink: tuple[int, int, int] = INK
    hand: bool = False
    x2: float = 0.0
    y2: float = 0.0
    width: float = 0.8
    fill: tuple[int, int, int] | None = None
    radius: float = 0.0
    carbon: bool = False


@dataclass
class Sheet:
    width: float = 612.0
    height: float = 792.0
    paper: tuple[int, int, int] = (252, 252, 248)
    screen: bool = False  # a phone's screen, not a paper
    marks: list[Mark] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(
        self, x: float, y: float, text: str, size: float = 10, face: str = "sans", **kw: object
    ) -> float:
        """A printed or written string; returns its right end."""
        self.marks.append(Mark("text", x, y, text, size, face, **kw))  # type: ignore[arg-type]
        self.written.append(text)
        return x + text_width(text, face, size)

    def label(
        self, x: float, y: float, text: str, size: float = 9, face: str = "sans", **kw: object
    ) -> float:
        """A printed label (a value proposed from here is the worst miss)."""
        self.labels.append(text)
        return self.text(x, y, text, size, face, **kw)

    def pen(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        face: str,
        ink: tuple[int, int, int],
        **kw: object,
    ) -> float:
        return self.text(x, y, text, size, face, ink=ink, hand=True, **kw)

    def line(
        self,
        x: float,
        y: float,
        x2: float,
        y2: float,
        width: float = 0.8,
        ink: tuple[int, int, int] = INK,
    ) -> None:
        self.marks.append(Mark("line", x, y, x2=x2, y2=y2, width=width, ink=ink))

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        width: float = 0.8,
        ink: tuple[int, int, int] | None = INK,
        fill: tuple[int, int, int] | None = None,
        radius: float = 0.0,
    ) -> None:
        self.marks.append(
            Mark(
                "rect",
                x,
                y,
                x2=x + w,
                y2=y + h,
                width=width if ink else 0,
                ink=ink or INK,
                fill=fill,
                radius=radius,
            )
        )


def _hand(img: Image.Image, mark: Mark, k: float, rng: random.Random) -> None:
    """A pen's words: each letter a little turned, raised and sized apart, the line drifting, the
    whole slanted, the ink heavier and lighter along it; a carbon copy's faint and doubled."""
    px = mark.size * k
    pad = int(px * 1.2)
    width = int(text_width(mark.text, mark.face, mark.size) * k * 1.15 + 2 * pad)
    layer = Image.new("L", (width, int(px * 2.6)), 0)
    x = float(pad)
    base = px * 1.7
    drift = rng.uniform(-0.06, 0.06)
    for ch in mark.text:
        f = font(mark.face, int(px * rng.uniform(0.92, 1.08)))
        adv = float(f.getlength(ch))
        if ch.strip():
            w, h = int(adv + px), int(px * 2.2)
            glyph = Image.new("L", (max(w, 2), h), 0)
            ImageDraw.Draw(glyph).text((px / 2, px * 1.5), ch, font=f, fill=255, anchor="ls")
            glyph = glyph.rotate(
                rng.uniform(-4, 4), resample=Image.Resampling.BICUBIC, center=(px / 2, px * 1.5)
            )
            dy = base - px * 1.5 + rng.gauss(0, px * 0.04) + drift * (x - pad)
            layer.paste(glyph, (int(x - px / 2), int(dy)), glyph)
        x += adv * rng.uniform(0.96, 1.1)
    slant = rng.uniform(0.05, 0.28)
    layer = layer.transform(
        layer.size,
        Image.Transform.AFFINE,
        (1, slant, -slant * base, 0, 1, 0),
        Image.Resampling.BICUBIC,
    )
    if k > 2.5 and mark.face in ("bajaderka", "pilgia"):  # a ballpoint's line, not a hairline
        layer = layer.filter(ImageFilter.MaxFilter(3))
    arr = np.asarray(layer, dtype=np.float32) / 255
    ramp = np.linspace(0, rng.uniform(2, 6), arr.shape[1], dtype=np.float32)
    pressure = 0.72 + 0.28 * np.sin(ramp + rng.uniform(0, 6))[None, :]
    alpha = arr * pressure * (0.72 if mark.carbon else 1.0)
    ox, oy = int(mark.x * k - pad), int(mark.y * k - base)
    _ink(img, alpha, mark.ink, ox, oy)
    if mark.carbon:  # the copy's second, offset image of the same stroke
        _ink(img, alpha * 0.5, mark.ink, ox + rng.randint(1, 3), oy + rng.randint(-2, 2))


def _ink(img: Image.Image, alpha: np.ndarray, ink: tuple[int, int, int], ox: int, oy: int) -> None:
    h, w = alpha.shape
    x0, y0, x1, y1 = max(ox, 0), max(oy, 0), min(ox + w, img.width), min(oy + h, img.height)
    if x1 <= x0 or y1 <= y0:
        return
    region = np.asarray(img.crop((x0, y0, x1, y1)), dtype=np.float32)
    a = np.clip(alpha[y0 - oy : y1 - oy, x0 - ox : x1 - ox], 0, 1)[..., None]
    out = region * (1 - a) + np.array(ink, dtype=np.float32) * a
    img.paste(Image.fromarray(out.astype(np.uint8)), (x0, y0))


def render(sheet: Sheet, dpi: float, rng: random.Random) -> Image.Image:
    """The sheet as an RGB picture at dpi."""
    k = dpi / 72
    img = Image.new("RGB", (int(sheet.width * k), int(sheet.height * k)), sheet.paper)
    draw = ImageDraw.Draw(img)
    for m in sheet.marks:
        if m.kind == "rect":
            box = (m.x * k, m.y * k, m.x2 * k, m.y2 * k)
            w = max(1, round(m.width * k)) if m.width else 0
            if m.radius:
                draw.rounded_rectangle(
                    box, m.radius * k, fill=m.fill, outline=m.ink if w else None, width=w
                )
            else:
                draw.rectangle(box, fill=m.fill, outline=m.ink if w else None, width=w)
        elif m.kind == "line":
            draw.line(
                (m.x * k, m.y * k, m.x2 * k, m.y2 * k), fill=m.ink, width=max(1, round(m.width * k))
            )
        elif m.hand:
            _hand(img, m, k, rng)
            draw = ImageDraw.Draw(img)
        else:
            draw.text(
                (m.x * k, m.y * k),
                m.text,
                font=font(m.face, round(m.size * k)),
                fill=m.ink,
                anchor="ls",
            )
    return img


def on_letter(sheet: Sheet, rng: random.Random) -> Sheet:
    """A phone's screenshot printed on a letter page (fitted to the width, as a printer does)."""
    scale = rng.uniform(0.78, 0.86) * 792 / sheet.height
    ox, oy = (612 - sheet.width * scale) / 2, rng.uniform(30, 50)
    out = Sheet(written=list(sheet.written), labels=list(sheet.labels))
    out.rect(ox, oy, sheet.width * scale, sheet.height * scale, width=0, ink=None, fill=sheet.paper)
    for m in sheet.marks:
        out.marks.append(
            Mark(
                m.kind,
                ox + m.x * scale,
                oy + m.y * scale,
                m.text,
                m.size * scale,
                m.face,
                m.ink,
                m.hand,
                ox + m.x2 * scale,
                oy + m.y2 * scale,
                m.width * scale,
                m.fill,
                m.radius * scale,
                m.carbon,
            )
        )
    return out
