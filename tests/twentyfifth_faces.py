"""The twenty-fifth set's faces and its pen. The printed faces come from packages scripts/test.sh
installs that the twenty-fourth set does not print with: Carlito and Caladea (crosextra), Lato,
PT Sans, PT Serif and PT Mono (ParaType), Courier Prime, Inter and Charis SIL. The pens write with
Steve Hand, Domestic Manners, Purisa, Rufscript, Kristi and Breip.

This set's pen, its own: a line is written a word at a time. Each word is drawn whole, then
sheared by the writer's slant and its own wobble, turned a little, lifted or dropped by a baseline
that wanders as a random walk; a felt pen swells the strokes, a pencil thins them and leaves its
grain, a ballpoint starts each word with a blob of ink and thins towards its end."""

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
    "carlito": f"{TT}/crosextra/Carlito-Regular.ttf",
    "carlito-bold": f"{TT}/crosextra/Carlito-Bold.ttf",
    "caladea": f"{TT}/crosextra/Caladea-Regular.ttf",
    "caladea-bold": f"{TT}/crosextra/Caladea-Bold.ttf",
    "lato": f"{TT}/lato/Lato-Regular.ttf",
    "lato-bold": f"{TT}/lato/Lato-Bold.ttf",
    "ptsans": f"{TT}/paratype/PTS55F.ttf",
    "ptsans-bold": f"{TT}/paratype/PTS75F.ttf",
    "ptserif": f"{TT}/paratype/PTF55F.ttf",
    "ptserif-bold": f"{TT}/paratype/PTF75F.ttf",
    "ptmono": f"{TT}/paratype/PTM55F.ttf",
    "ptmono-bold": f"{TT}/paratype/PTM75F.ttf",
    "courier": f"{OT}/courier-prime/Courier Prime.otf",
    "courier-bold": f"{OT}/courier-prime/Courier Prime Bold.otf",
    "inter": f"{OT}/inter/Inter-Regular.otf",
    "inter-bold": f"{OT}/inter/Inter-Bold.otf",
    "charis": f"{TT}/charis/CharisSIL-Regular.ttf",
    "charis-bold": f"{TT}/charis/CharisSIL-Bold.ttf",
    # the pens' faces
    "steve": f"{TT}/sjfonts/SteveHand.ttf",
    "domestic": f"{TT}/dustin/Domestic_Manners.ttf",
    "purisa": f"{TT}/tlwg/Purisa.ttf",
    "rufscript": f"{TT}/rufscript/Rufscript010.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "breip": f"{TT}/breip/Breip.ttf",
}
PRINT_FACES = ("carlito", "caladea", "lato", "ptsans", "ptserif", "inter", "charis")
PENS = ("steve", "domestic", "purisa", "rufscript", "kristi", "breip")
# how big a pen's letters look beside a printed face at one size
SCALE = {"steve": 1.0, "domestic": 0.95, "purisa": 0.9, "rufscript": 0.95, "kristi": 1.45}
SCALE["breip"] = 1.1
PACKAGES = (
    "fonts-crosextra-carlito",
    "fonts-crosextra-caladea",
    "fonts-lato",
    "fonts-paratype",
    "fonts-courier-prime",
    "fonts-inter",
    "fonts-sil-charis",
    "fonts-sjfonts",
    "fonts-dustin",
    "fonts-tlwg-purisa-ttf",
    "fonts-rufscript",
    "fonts-kristi",
    "fonts-breip",
)


def missing_fonts() -> list[str]:
    return [p for p in FACES.values() if not Path(p).exists()]


@lru_cache(maxsize=512)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(px, 4))


def width(s: str, face: str, size: float) -> float:
    """The width in points of s printed at size."""
    return font(face, 200).getlength(s) * size / 200


def _word(
    w: str, f: ImageFont.FreeTypeFont, px: float, shear: float, turn: float, tool: str
) -> Image.Image:
    """One word as an alpha mask, its baseline at 1.6 px from the top, sheared and turned."""
    wd = int(f.getlength(w) + px * 1.6) + 4
    ht = int(px * 2.6)
    g = Image.new("L", (wd, ht), 0)
    ImageDraw.Draw(g).text((px * 0.5, px * 1.6), w, font=f, fill=255, anchor="ls")
    g = g.transform(
        g.size,
        Image.Transform.AFFINE,
        (1, shear, -shear * px * 1.6, 0, 1, 0),
        resample=Image.Resampling.BICUBIC,
    )
    g = g.rotate(turn, resample=Image.Resampling.BICUBIC, center=(px * 0.5, px * 1.6))
    if tool == "felt" and px >= 24:
        g = g.filter(ImageFilter.MaxFilter(3))
    elif tool == "pencil" and px >= 22:
        g = g.filter(ImageFilter.MinFilter(3))
    return g


def pen_patch(
    s: str,
    face: str,
    size: float,
    seed: int,
    slant: float,
    at: tuple[float, float],
    k: float,
    tool: str = "ballpoint",
) -> tuple[Image.Image, float, float]:
    """The pen's words as an alpha mask at k pixels a point, and where its top-left lands in
    points (the first word's baseline at `at`)."""
    rng = random.Random(seed)
    px = size * SCALE.get(face, 1.0) * k
    pad = int(px) + 2
    wd = int(width(s, face, size * SCALE.get(face, 1.0)) * k * 1.35) + 2 * pad
    ht = int(px * 3.2) + 2 * pad
    mask = np.zeros((ht, wd), np.float32)
    base = pad + px * 1.8
    f = font(face, max(4, round(px)))
    space = f.getlength(" ")
    x, lift = float(pad), 0.0
    for n, w in enumerate(s.split(" ")):
        if not w:
            x += space
            continue
        lift = max(-0.25 * px, min(0.25 * px, lift + rng.gauss(0, 0.06) * px))
        shear = math.tan(math.radians(slant + rng.gauss(0, 2.5)))
        g = np.asarray(_word(w, f, px, shear, rng.gauss(0, 1.6), tool), np.float32) / 255
        if tool == "ballpoint":  # the first letters heavy, the last ones thinner
            fade = np.linspace(1.0, rng.uniform(0.7, 0.9), g.shape[1])[None, :]
            g = g * fade
        top, left = int(base - px * 1.6 + lift), int(x - px * 0.5)
        y0, x0 = max(top, 0), max(left, 0)
        y1, x1 = min(top + g.shape[0], ht), min(left + g.shape[1], wd)
        if y1 > y0 and x1 > x0:
            part = g[y0 - top : y1 - top, x0 - left : x1 - left]
            mask[y0:y1, x0:x1] = np.maximum(mask[y0:y1, x0:x1], part)
        x += f.getlength(w) * rng.uniform(0.96, 1.06) + space * rng.uniform(0.8, 1.5)
        if n == 0 and tool == "ballpoint" and rng.random() < 0.4:  # a blob where the pen landed
            cy, cx = int(base + lift - px * 0.3), int(pad + px * 0.1)
            mask[max(cy - 1, 0) : cy + 2, max(cx - 1, 0) : cx + 2] = 1.0
    if tool == "pencil":  # graphite: grey and grainy
        grain = np.random.default_rng(seed).uniform(0.45, 0.85, mask.shape).astype(np.float32)
        mask *= grain
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(max(0.3, k * 0.12)))
    return out, at[0] - pad / k, at[1] - base / k
