"""The twenty-seventh set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the twenty-sixth set does not print with: Liberation Sans, Sans Narrow and Serif
(Arial's, Arial Narrow's and Times's metrics, a government form's), Carlito and Caladea (Calibri's
and Cambria's, a word processor's), Roboto and Roboto Condensed (a web app's), WenQuanYi Micro Hei
(a Chinese clinic program's), PT Sans (a town's printed card) and URW Gothic (a rubber stamp's
letters). The pens write with SteveHand, Domestic Manners, Breip, Nanum Pen, Aenigma's Scrawl and
Humor Sans (an enumerator's capitals); no font is installed for this set.

The pen is this set's own: a line is written word by word, each word a little bigger or smaller
and set a little high or low, then the whole line is bent by a slow wave along its baseline and
sheared by the writer's slant; a ballpoint's ink thins where the pressure eases and skips in
hairline gaps, a marker lays a broad even line, and a fine liner a thin one."""

from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

TT = "/usr/share/fonts/truetype"
OT = "/usr/share/fonts/opentype"
FACES = {
    "libsans": f"{TT}/liberation/LiberationSans-Regular.ttf",
    "libsans-bold": f"{TT}/liberation/LiberationSans-Bold.ttf",
    "libnarrow": f"{TT}/liberation/LiberationSansNarrow-Regular.ttf",
    "libnarrow-bold": f"{TT}/liberation/LiberationSansNarrow-Bold.ttf",
    "libserif": f"{TT}/liberation/LiberationSerif-Regular.ttf",
    "libserif-bold": f"{TT}/liberation/LiberationSerif-Bold.ttf",
    "libserif-italic": f"{TT}/liberation/LiberationSerif-Italic.ttf",
    "carlito": f"{TT}/crosextra/Carlito-Regular.ttf",
    "carlito-bold": f"{TT}/crosextra/Carlito-Bold.ttf",
    "carlito-italic": f"{TT}/crosextra/Carlito-Italic.ttf",
    "caladea": f"{TT}/crosextra/Caladea-Regular.ttf",
    "caladea-bold": f"{TT}/crosextra/Caladea-Bold.ttf",
    "roboto": f"{TT}/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "roboto-bold": f"{TT}/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
    "robotocond": f"{TT}/roboto/unhinted/RobotoCondensed-Regular.ttf",
    "robotocond-bold": f"{TT}/roboto/unhinted/RobotoCondensed-Bold.ttf",
    "wqy": f"{TT}/wqy/wqy-microhei.ttc",
    "ptsans": f"{TT}/paratype/PTS55F.ttf",
    "ptsans-bold": f"{TT}/paratype/PTS75F.ttf",
    "gothic": f"{OT}/urw-base35/URWGothic-Demi.otf",
    # the pens' faces
    "stevehand": f"{TT}/sjfonts/SteveHand.ttf",
    "domestic": f"{TT}/dustin/Domestic_Manners.ttf",
    "breip": f"{TT}/breip/Breip.ttf",
    "nanumpen": f"{TT}/nanum/NanumPen.ttf",
    "scrawl": f"{TT}/aenigma/aescrawl.ttf",
    "humor": f"{TT}/humor-sans/Humor-Sans.ttf",
}
PENS = ("stevehand", "domestic", "breip", "nanumpen", "scrawl")
CAPITALS = ("humor", "domestic")  # hands that print in capitals on a form
# how big a pen's letters look beside a printed face at one size
SCALE = {"stevehand": 1.05, "domestic": 0.95, "breip": 1.1, "nanumpen": 1.35, "scrawl": 1.0,
         "humor": 0.95}  # fmt: skip
TOOLS = ("ballpoint", "marker", "fineliner")
PACKAGES = (
    "fonts-liberation",
    "fonts-crosextra-carlito",
    "fonts-crosextra-caladea",
    "fonts-roboto-unhinted",
    "fonts-wqy-microhei",
    "fonts-paratype",
    "fonts-urw-base35",
    "fonts-sjfonts",
    "fonts-dustin",
    "fonts-breip",
    "fonts-nanum",
    "fonts-aenigma",
    "fonts-humor-sans",
)


def missing_fonts() -> list[str]:
    return [p for p in FACES.values() if not Path(p).exists()]


@lru_cache(maxsize=512)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(px, 4))


@lru_cache(maxsize=4096)
def width(s: str, face: str, size: float) -> float:
    """The width in points of s printed at size."""
    return font(face, 200).getlength(s) * size / 200


def pen_width(s: str, face: str, size: float) -> float:
    """About how wide the pen writes s at size, in points (its words' spaces a little wide)."""
    return width(s, face, size * SCALE.get(face, 1.0)) * 1.08


def _words(s: str, face: str, px: float, rng: random.Random) -> tuple[np.ndarray, float]:
    """The line's words drawn one by one, each its own size and height: a mask, and the baseline's
    row in it."""
    pad = int(px * 0.8) + 2
    wd = int(width(s, face, px) * 1.3)
    canvas = Image.new("L", (wd + 2 * pad + int(px), int(px * 2.6) + 2 * pad), 0)
    d = ImageDraw.Draw(canvas)
    base = pad + px * 1.6
    x = float(pad)
    for word in s.split(" "):
        grow = rng.uniform(0.93, 1.08)
        f = font(face, max(4, round(px * grow)))
        d.text((x, base + rng.gauss(0, 0.05) * px), word, font=f, fill=255, anchor="ls")
        x += f.getlength(word) + font(face, round(px)).getlength(" ") * rng.uniform(0.9, 1.5)
    return np.asarray(canvas, np.float32) / 255, base


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
    """The pen's line as an alpha mask at k pixels a point, and where its top-left lands in
    points (the line's baseline starting at `at`)."""
    rng = random.Random(seed)
    px = size * SCALE.get(face, 1.0) * k
    mask, base = _words(s, face, px, rng)
    h, w = mask.shape
    xs = np.arange(w, dtype=np.float32)
    wave = rng.uniform(0.04, 0.1) * px * np.sin(xs / (px * rng.uniform(5, 11)) + rng.uniform(0, 6))
    drift = xs * math.tan(math.radians(rng.gauss(0, 0.8)))
    shear = math.tan(math.radians(slant))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    map_x = xx + (yy - base) * shear
    map_y = yy - (wave + drift)[None, :]
    mask = cv2.remap(mask, map_x, map_y, cv2.INTER_LINEAR, borderValue=0.0)
    g = np.random.default_rng(seed)
    if tool == "marker" and px >= 20:
        mask = cv2.dilate(mask, np.ones((3, 3), np.uint8))
    elif tool == "fineliner" and px >= 40:
        mask = cv2.erode(mask, np.ones((2, 2), np.uint8))
    if tool == "ballpoint":  # the pressure eases and comes back; the ball skips in hairlines
        ease = np.convolve(g.normal(0, 1, w + 64), np.ones(33) / 33, "same")[:w]
        mask = np.asarray(mask * np.clip(0.9 + 1.2 * ease, 0.55, 1.0)[None, :], np.float32)
        for x in g.integers(0, w, max(1, w // 90)):
            mask[:, x : x + max(1, int(px / 40))] *= 0.35
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(max(0.3, k * 0.12)))
    pad = int(px * 0.8) + 2
    return out, at[0] - pad / k, at[1] - base / k


def stamp_ink(seed: int, shape: tuple[int, int]) -> np.ndarray:
    """A rubber stamp's uneven ink (0.35 to 1): a pad inked more on one side, blotchy, with
    specks where the rubber took none."""
    g = np.random.default_rng(seed)
    h, w = shape
    coarse = np.asarray(
        Image.fromarray(g.uniform(0.55, 1.0, (4, 6)).astype(np.float32)).resize(
            (w, h), Image.Resampling.BICUBIC
        )
    )
    speck = g.random((h, w)) < 0.06
    return np.asarray(np.clip(coarse - 0.5 * speck, 0.35, 1.0), np.float32)


INKS = ((28, 46, 140), (22, 22, 30), (40, 70, 160), (20, 80, 60))


def fit(s: str, face: str, size: float, room: float) -> float:
    """The pen size that writes s in room points (no bigger than size)."""
    return min(size, size * room / max(pen_width(s, face, size), 1))
