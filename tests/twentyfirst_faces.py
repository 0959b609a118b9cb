"""The twenty-first set's faces and its pen. The faces come from Debian packages no earlier set
uses: BIZ UD Gothic and Mincho, Garuda and Laksaman, Sawarabi Gothic, IPAex Gothic, GFS Didot,
Elstob and Compagnon print; Lemonada Light, Compagnon Italic and GFS Didot Italic are the pens'
letters. The pen is the set's own: a face's letters one by one, each turned, sized and lifted a
little, the line slanted and drifting, the ink pressed unevenly along the words."""

from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

TT = "/usr/share/fonts/truetype"
OT = "/usr/share/fonts/opentype"
FACES = {  # printed faces are TrueType (a text PDF embeds them); pens may be OpenType
    "ud": f"{TT}/bizud-gothic/BIZUDPGothic-Regular.ttf",
    "ud-bold": f"{TT}/bizud-gothic/BIZUDPGothic-Bold.ttf",
    "ud-mono": f"{TT}/bizud-gothic/BIZUDGothic-Regular.ttf",
    "mincho": f"{TT}/bizud-mincho/BIZUDPMincho-Regular.ttf",
    "garuda": f"{TT}/tlwg/Garuda.ttf",
    "garuda-bold": f"{TT}/tlwg/Garuda-Bold.ttf",
    "laksaman": f"{TT}/tlwg/Laksaman.ttf",
    "laksaman-bold": f"{TT}/tlwg/Laksaman-Bold.ttf",
    "laksaman-italic": f"{TT}/tlwg/Laksaman-Italic.ttf",
    "sawarabi": f"{TT}/sawarabi-gothic/sawarabi-gothic-medium.ttf",
    "ipaex": f"{OT}/ipaexfont-gothic/ipaexg.ttf",
    "didot": f"{OT}/didot/GFSDidot.otf",
    "didot-bold": f"{OT}/didot/GFSDidotBold.otf",
    "elstob": f"{OT}/elstob/ElstobD-Regular.otf",
    "elstob-bold": f"{OT}/elstob/ElstobD-Bold.otf",
    "typewriter": f"{OT}/compagnon/Compagnon-Roman.otf",
    # the pens' faces
    "felt": f"{OT}/lemonada/Lemonada-Light.otf",
    "ballpoint": f"{OT}/compagnon/Compagnon-Italic.otf",
    "fountain": f"{OT}/didot/GFSDidotItalic.otf",
}
PENS = ("felt", "ballpoint", "fountain")


def missing_fonts() -> list[str]:
    return [p for p in FACES.values() if not Path(p).exists()]


@lru_cache(maxsize=256)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(px, 4))


def width(s: str, face: str, size: float) -> float:
    """The width in points of s printed at size."""
    return font(face, 200).getlength(s) * size / 200


def pen_patch(
    s: str, face: str, size: float, seed: int, slant: float, at: tuple[float, float], k: float
) -> tuple[Image.Image, float, float]:
    """The pen's words as an alpha mask at k pixels a point, and where its top-left lands."""
    rng = random.Random(seed)
    px = size * k
    pad = int(px * 0.8)
    wd = int(width(s, face, size) * k * 1.15) + 2 * pad
    ht = int(px * 2.2) + 2 * pad
    mask = Image.new("L", (wd, ht), 0)
    x = float(pad)
    base = pad + px * 1.3
    drift = rng.uniform(-0.015, 0.015)
    for ch in s:
        f = font(face, int(px * rng.uniform(0.92, 1.08)))
        adv = f.getlength(ch)
        if ch != " ":
            cw = int(adv + px) + 2
            g = Image.new("L", (cw, int(px * 2.2)), 0)
            ImageDraw.Draw(g).text((px / 2, px * 1.5), ch, font=f, fill=255, anchor="ls")
            g = g.rotate(rng.uniform(-5, 5), resample=Image.Resampling.BICUBIC)
            dy = base - px * 1.5 + rng.uniform(-0.06, 0.06) * px + drift * (x - pad)
            region = (int(x - px / 2), int(dy))
            mask.paste(Image.new("L", g.size, 255), region, g)
        x += adv * rng.uniform(0.9, 1.0) + (px * rng.uniform(0.05, 0.2) if ch == " " else 0)
    shear = math.tan(math.radians(slant))
    mask = mask.transform(
        mask.size,
        Image.Transform.AFFINE,
        (1, shear, -shear * base, 0, 1, 0),
        resample=Image.Resampling.BICUBIC,
    )
    arr = np.asarray(mask, dtype=np.float32) / 255
    xs = np.linspace(0, rng.uniform(3, 9), arr.shape[1])
    pressure = 0.72 + 0.28 * (0.5 + 0.5 * np.sin(xs + rng.uniform(0, 6)))
    arr = np.clip(arr * pressure[None, :] * 1.15, 0, 1)
    out = Image.fromarray((arr * 255).astype(np.uint8))
    if face == "ballpoint" and k >= 2:  # a ballpoint's line is thicker than the face's hairline
        out = out.filter(ImageFilter.MaxFilter(3))
    out = out.filter(ImageFilter.GaussianBlur(k * 0.12))
    return out, at[0] - pad / k, at[1] - base / k
