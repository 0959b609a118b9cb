"""The twenty-second set's faces and its pen. The printed faces come from Debian packages no earlier
set installs: Loma (a plain sans), TlwgTypo (a printer's monospace), Un Batang, Dotum and Graphic
(a serif and two sans), Gemunu Libre (a condensed sans), Le Murmure (a tall condensed display
face for headers) and Klaudia and Berenika (round sans and serif). The pens' letters are Un Pilgi
(a joined script, thin and felt-tip bold) and LXGW WenKai (a print hand).

The pen is the set's own: each letter drawn apart, its baseline wandering as a slow random walk,
its size and tilt jittered, a small gap or crowding between letters, a slant sheared over the
word, and the ink's pressure varying letter by letter (a lighter letter here and there, a blot
where the pen rested at a word's start)."""

from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

TT = "/usr/share/fonts/truetype"
OT = "/usr/share/fonts/opentype"
FACES = {
    "loma": f"{TT}/tlwg/Loma.ttf",
    "loma-bold": f"{TT}/tlwg/Loma-Bold.ttf",
    "typo": f"{TT}/tlwg/TlwgTypo.ttf",
    "typo-bold": f"{TT}/tlwg/TlwgTypo-Bold.ttf",
    "batang": f"{TT}/unfonts-core/UnBatang.ttf",
    "batang-bold": f"{TT}/unfonts-core/UnBatangBold.ttf",
    "dotum": f"{TT}/unfonts-core/UnDotum.ttf",
    "dotum-bold": f"{TT}/unfonts-core/UnDotumBold.ttf",
    "graphic": f"{TT}/unfonts-core/UnGraphic.ttf",
    "graphic-bold": f"{TT}/unfonts-core/UnGraphicBold.ttf",
    "gemunu": f"{OT}/gemunu-libre/GemunuLibre-Regular.otf",
    "gemunu-bold": f"{OT}/gemunu-libre/GemunuLibre-Bold.otf",
    "murmure": f"{OT}/le-murmure/le-murmure.otf",
    "klaudia": f"{TT}/klaudia-berenika/Klaudia.ttf",
    "klaudia-bold": f"{TT}/klaudia-berenika/Klaudia-Bold.ttf",
    "berenika": f"{TT}/klaudia-berenika/Berenika.ttf",
    "berenika-bold": f"{TT}/klaudia-berenika/Berenika-Bold.ttf",
    # the pens' faces
    "script": f"{TT}/unfonts-core/UnPilgi.ttf",
    "felt": f"{TT}/unfonts-core/UnPilgiBold.ttf",
    "print": f"{TT}/lxgw-wenkai/LXGWWenKai-Regular.ttf",
    "fine": f"{TT}/lxgw-wenkai/LXGWWenKai-Light.ttf",
}
PENS = ("script", "felt", "print", "fine")
PACKAGES = (
    "fonts-tlwg-loma-ttf",
    "fonts-tlwg-typo-ttf",
    "fonts-unfonts-core",
    "fonts-gemunu-libre",
    "fonts-le-murmure",
    "fonts-klaudia-berenika",
    "fonts-lxgw-wenkai",
)


def missing_fonts() -> list[str]:
    return [p for p in FACES.values() if not Path(p).exists()]


@lru_cache(maxsize=512)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(px, 4))


def width(s: str, face: str, size: float) -> float:
    """The width in points of s printed at size."""
    return font(face, 200).getlength(s) * size / 200


def pen_patch(
    s: str, face: str, size: float, seed: int, slant: float, at: tuple[float, float], k: float
) -> tuple[Image.Image, float, float]:
    """The pen's words as an alpha mask at k pixels a point, and where its top-left lands (the
    baseline of the first letter at `at`)."""
    rng = random.Random(seed)
    px = size * k
    pad = int(px * 0.9)
    wd = int(width(s, face, size) * k * 1.2) + 2 * pad
    ht = int(px * 2.4) + 2 * pad
    mask = np.zeros((ht, wd), np.float32)
    base = pad + px * 1.4
    x, walk, step = float(pad), 0.0, 0.0
    rested = True  # the pen sets down at the start of each word: a darker, wider letter
    for ch in s:
        step = 0.6 * step + rng.gauss(0, 0.012)
        walk = max(-0.1, min(0.1, walk + step))  # the baseline's slow wander, in px's
        f = font(face, int(px * rng.uniform(0.9, 1.1)))
        adv = f.getlength(ch)
        if ch == " ":
            x += adv * rng.uniform(0.9, 1.5)
            rested = True
            continue
        gw, gh = int(adv + px * 1.2) + 2, int(px * 2.4)
        g = Image.new("L", (gw, gh), 0)
        ImageDraw.Draw(g).text((px * 0.5, px * 1.6), ch, font=f, fill=255, anchor="ls")
        g = g.rotate(rng.uniform(-7, 7), resample=Image.Resampling.BICUBIC)
        if rested and k >= 2:
            g = g.filter(ImageFilter.MaxFilter(3))
        arr = np.asarray(g, np.float32) / 255 * rng.uniform(0.72, 1.0)
        top = int(base - px * 1.6 + walk * px + rng.uniform(-0.05, 0.05) * px)
        left = int(x - px * 0.5)
        y0, x0 = max(top, 0), max(left, 0)
        y1, x1 = min(top + gh, ht), min(left + gw, wd)
        if y1 > y0 and x1 > x0:
            part = arr[y0 - top : y1 - top, x0 - left : x1 - left]
            mask[y0:y1, x0:x1] = np.maximum(mask[y0:y1, x0:x1], part)
        x += adv * rng.uniform(0.88, 1.04)
        rested = False
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    shear = math.tan(math.radians(slant))
    out = out.transform(
        out.size,
        Image.Transform.AFFINE,
        (1, shear, -shear * base, 0, 1, 0),
        resample=Image.Resampling.BICUBIC,
    )
    if face == "fine" and k >= 2:  # a fine-liner is still thicker than the face's hairline
        out = out.filter(ImageFilter.MaxFilter(3))
    out = out.filter(ImageFilter.GaussianBlur(k * 0.1))
    return out, at[0] - pad / k, at[1] - base / k
