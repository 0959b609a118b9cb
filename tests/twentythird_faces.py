"""The twenty-third set's faces and its pen. The printed faces come from Debian packages no earlier
set installs: GFS Artemisia (a Times-like serif), MigMix 1P (an M+ sans), VL PGothic, IPA P Gothic
and P Mincho, WenQuanYi Micro Hei (Droid's Latin, a phone's UI), Lexi Saebom (a book serif) and
Smiley Sans (a condensed oblique). The pens' letters
are hands an earlier set installed (Domestic Manners, Steve Hand, Delphine, Breip, Kristi and
Because We Create's capitals), drawn by this set's own pen.

The pen: each letter drawn apart, a baseline that drifts as a slow random walk over a line that
climbs or sags as a whole, letters jittered in size, tilt and spacing, the word sheared by the
writer's slant, a ballpoint's pressure changing letter by letter (a skip now and then, a blob
where it set down), a felt marker's swollen strokes or a pencil's grey, grainy line."""

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
    "artemisia": f"{OT}/artemisia/GFSArtemisia.otf",
    "artemisia-bold": f"{OT}/artemisia/GFSArtemisiaBold.otf",
    "artemisia-italic": f"{OT}/artemisia/GFSArtemisiaIt.otf",
    "migmix": f"{TT}/migmix/migmix-1p-regular.ttf",
    "migmix-bold": f"{TT}/migmix/migmix-1p-bold.ttf",
    "vl": f"{TT}/vlgothic/VL-PGothic-Regular.ttf",
    "ipag": f"{OT}/ipafont-gothic/ipagp.ttf",
    "ipam": f"{OT}/ipafont-mincho/ipamp.ttf",
    "droid": f"{TT}/wqy/wqy-microhei.ttc",
    "lexi": f"{TT}/lexi/LexiSaebomR.ttf",
    "smiley": f"{TT}/smiley-sans/SmileySans-Oblique.ttf",
    # the pens' faces
    "manners": f"{TT}/dustin/Domestic_Manners.ttf",
    "steve": f"{TT}/sjfonts/SteveHand.ttf",
    "delphine": f"{TT}/sjfonts/Delphine.ttf",
    "breip": f"{TT}/breip/Breip.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "capitals": f"{OT}/bwht/BecauseWeCreate-Regular.otf",
}
PENS = ("manners", "steve", "delphine", "breip", "kristi")
# how big a pen's letters look beside the others at one size (Kristi and Delphine write small)
SCALE = {"kristi": 1.3, "delphine": 1.25, "breip": 1.1, "capitals": 1.05}
PACKAGES = (
    "fonts-gfs-artemisia",
    "fonts-migmix",
    "fonts-vlgothic",
    "fonts-ipafont-gothic",
    "fonts-ipafont-mincho",
    "fonts-wqy-microhei",
    "fonts-lexi-saebom",
    "fonts-smiley-sans",
)


def missing_fonts() -> list[str]:
    return [p for p in FACES.values() if not Path(p).exists()]


@lru_cache(maxsize=512)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(px, 4))


def width(s: str, face: str, size: float) -> float:
    """The width in points of s printed at size."""
    return font(face, 200).getlength(s) * size / 200


def _ink_texture(mask: np.ndarray, tool: str, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    if tool == "pencil":  # graphite: grey, broken by the paper's tooth
        grain = g.uniform(0.35, 1.0, mask.shape).astype(np.float32)
        return mask * grain * 0.8
    if tool == "ballpoint":  # a faint streak where the ball skipped
        skips = np.asarray(g.random(mask.shape[1]) < 0.04, np.float32)
        return np.asarray(mask * (1 - 0.35 * skips)[None, :], np.float32)
    return mask


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
    """The pen's words as an alpha mask at k pixels a point, and where its top-left lands (the
    baseline of the first letter at `at`)."""
    rng = random.Random(seed)
    px = size * SCALE.get(face, 1.0) * k
    pad = int(px * 0.9)
    wd = int(width(s, face, size * SCALE.get(face, 1.0)) * k * 1.25) + 2 * pad
    ht = int(px * 2.6) + 2 * pad
    mask = np.zeros((ht, wd), np.float32)
    base = pad + px * 1.5
    climb = math.tan(math.radians(rng.uniform(-2.2, 2.2)))  # the line as a whole
    x, walk, step, press = float(pad), 0.0, 0.0, rng.uniform(0.8, 1.0)
    new_word = True
    for ch in s:
        step = 0.55 * step + rng.gauss(0, 0.014)
        walk = max(-0.12, min(0.12, walk + step))
        f = font(face, max(4, int(px * rng.uniform(0.9, 1.12))))
        adv = f.getlength(ch)
        if ch == " ":
            x += adv * rng.uniform(0.8, 1.6)
            new_word = True
            continue
        gw, gh = int(adv + px * 1.3) + 2, int(px * 2.6)
        g = Image.new("L", (gw, gh), 0)
        ImageDraw.Draw(g).text((px * 0.55, px * 1.7), ch, font=f, fill=255, anchor="ls")
        g = g.rotate(rng.uniform(-6, 6), resample=Image.Resampling.BICUBIC)
        if tool == "felt" and k >= 1.5:
            g = g.filter(ImageFilter.MaxFilter(3))
        elif new_word and tool == "ballpoint" and k >= 2.5 and rng.random() < 0.5:
            g = g.filter(ImageFilter.MaxFilter(3))  # the blob where the pen set down
        press = min(1.0, max(0.6, press + rng.gauss(0, 0.06)))
        arr = np.asarray(g, np.float32) / 255 * press
        top = int(base - px * 1.7 + walk * px + (x - pad) * climb + rng.uniform(-0.05, 0.05) * px)
        left = int(x - px * 0.55)
        y0, x0 = max(top, 0), max(left, 0)
        y1, x1 = min(top + gh, ht), min(left + gw, wd)
        if y1 > y0 and x1 > x0:
            part = arr[y0 - top : y1 - top, x0 - left : x1 - left]
            mask[y0:y1, x0:x1] = np.maximum(mask[y0:y1, x0:x1], part)
        x += adv * rng.uniform(0.9, 1.06)
        new_word = False
    mask = _ink_texture(mask, tool, rng)
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    shear = math.tan(math.radians(slant))
    out = out.transform(
        out.size,
        Image.Transform.AFFINE,
        (1, shear, -shear * base, 0, 1, 0),
        resample=Image.Resampling.BICUBIC,
    )
    if face in ("breip", "delphine") and k >= 2:  # a pen is thicker than a hairline
        out = out.filter(ImageFilter.MaxFilter(3))
    out = out.filter(ImageFilter.GaussianBlur(k * 0.12))
    return out, at[0] - pad / k, at[1] - base / k
