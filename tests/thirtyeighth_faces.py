"""The thirty-eighth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-seventh set does not print with: Arimo (a neighbouring town's dog license
certificate), Inter (an airline's in-cabin pet booking), Gentium Plus (a county health
department's rabies exposure order), Oxygen Sans (a public housing authority's pet registration),
Cantarell (a veterinary technology program's volunteer patient consent), Manrope (a yoga studio's
dog yoga waiver) and Tuffy (a rescue's adoption application). The pens write with Breip, the dkg
handwriting, Kristi and Domestic Manners; no font is installed for this set.

The pen is the thirty-seventh set's (its shape followed): a line is written letter by letter, each
letter a little bigger or smaller, turned a little and set a little off a baseline that wanders,
then sheared by the writer's slant; a gel pen lays an even dark line that pools where a stroke
stops, a ballpoint's line is fainter at its edges and skips, a felt tip is broad and soft, and a
pencil is grey and grainy."""

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
    "arimo": f"{TT}/croscore/Arimo-Regular.ttf",
    "arimo-bold": f"{TT}/croscore/Arimo-Bold.ttf",
    "inter": f"{OT}/inter/Inter-Regular.otf",
    "inter-bold": f"{OT}/inter/Inter-Bold.otf",
    "gentium": f"{TT}/gentiumplus/GentiumPlus-Regular.ttf",
    "gentium-bold": f"{TT}/gentiumplus/GentiumPlus-Bold.ttf",
    "oxygen": f"{TT}/oxygen/Oxygen-Sans.ttf",
    "oxygen-bold": f"{TT}/oxygen/Oxygen-Sans-Bold.ttf",
    "cantarell": f"{OT}/cantarell/Cantarell-Regular.otf",
    "cantarell-bold": f"{OT}/cantarell/Cantarell-Bold.otf",
    "manrope": f"{TT}/manrope/Manrope-Regular.ttf",
    "manrope-bold": f"{TT}/manrope/Manrope-Bold.ttf",
    "tuffy": f"{TT}/tuffy/Tuffy.ttf",
    "tuffy-bold": f"{TT}/tuffy/Tuffy_Bold.ttf",
    # the pens' faces
    "breip": f"{TT}/breip/Breip.ttf",
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "domestic": f"{TT}/dustin/Domestic_Manners.ttf",
}
PENS = ("breip", "dkg", "kristi", "domestic")
# how big a pen's letters look beside a printed face at one size
SCALE = {"breip": 1.0, "dkg": 1.0, "kristi": 1.25, "domestic": 1.0}
TOOLS = ("gel", "ballpoint", "felt", "pencil")
INKS = ((26, 40, 130), (18, 18, 24), (34, 60, 150), (16, 100, 110), (40, 40, 90))


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
    """About how wide the pen writes s at size, in points."""
    return width(s, face, size * SCALE.get(face, 1.0)) * 1.07


def fit(s: str, face: str, size: float, room: float) -> float:
    """The pen size that writes s in room points (no bigger than size)."""
    return min(size, size * room / max(pen_width(s, face, size), 1))


def _letters(s: str, face: str, px: float, rng: random.Random) -> tuple[np.ndarray, float]:
    """The line drawn letter by letter: a mask, and the row of its first baseline."""
    pad = int(px * 0.9) + 4
    wd = int(width(s, face, px) * 1.25) + 2 * pad + int(px)
    canvas = np.zeros((int(px * 2.8) + 2 * pad, wd), np.float32)
    base = pad + px * 1.7
    x, drift = float(pad), 0.0
    for ch in s:
        f = font(face, max(4, round(px * rng.uniform(0.94, 1.07))))
        step = f.getlength(ch) * rng.uniform(0.97, 1.06)
        drift = 0.85 * drift + rng.gauss(0, 0.018) * px
        if ch != " ":
            side = int(px * 2.2)
            patch = Image.new("L", (side + int(f.getlength(ch)), side), 0)
            ImageDraw.Draw(patch).text((side // 4, side * 0.7), ch, font=f, fill=255, anchor="ls")
            turn = rng.gauss(0, 2.5)
            patch = patch.rotate(
                turn, resample=Image.Resampling.BICUBIC, center=(side / 4, side * 0.7)
            )
            a = np.asarray(patch, np.float32) / 255
            top, left = int(base + drift - side * 0.7), int(x - side // 4)
            h, w = a.shape
            t0, l0 = max(0, top), max(0, left)
            t1, l1 = min(canvas.shape[0], top + h), min(canvas.shape[1], left + w)
            if t1 > t0 and l1 > l0:
                sub = a[t0 - top : t1 - top, l0 - left : l1 - left]
                canvas[t0:t1, l0:l1] = np.maximum(canvas[t0:t1, l0:l1], sub)
        x += step
    return canvas, base


def _ink(mask: np.ndarray, tool: str, px: float, g: np.random.Generator) -> np.ndarray:
    h, w = mask.shape
    if tool == "felt" and px >= 40:  # a broad tip, as broad at every size
        grow = round(px / 40)
        mask = cv2.GaussianBlur(
            cv2.dilate(mask, np.ones((grow + 1, grow + 1), np.uint8)), (0, 0), 0.6
        )
    if tool == "gel":  # an even line, pooled a little darker here and there
        pools = cv2.GaussianBlur((g.random((h, w)) < 0.002).astype(np.float32), (0, 0), px / 25)
        return np.asarray(np.clip(mask * (0.93 + 8 * pools), 0, 1), np.float32)
    if tool == "ballpoint":  # fainter edges, and hairline skips across the line
        core = cv2.erode(mask, np.ones((2, 2), np.uint8)) if px >= 30 else mask
        mask = 0.6 * mask + 0.4 * core
        for x in g.integers(0, w, max(1, w // 70)):
            mask[:, x : x + max(1, int(px / 45))] *= 0.4
        return np.asarray(mask, np.float32)
    if tool == "pencil":  # grey and grainy
        grain = np.clip(g.normal(0.62, 0.2, (h, w)), 0.2, 1.0).astype(np.float32)
        return np.asarray(mask * grain, np.float32)
    return np.asarray(mask, np.float32)


def pen_patch(
    s: str,
    face: str,
    size: float,
    seed: int,
    slant: float,
    at: tuple[float, float],
    k: float,
    tool: str = "gel",
) -> tuple[Image.Image, float, float]:
    """The pen's line as an alpha mask at k pixels a point, and where its top-left lands in
    points (the line's baseline starting at `at`)."""
    rng = random.Random(seed)
    px = size * SCALE.get(face, 1.0) * k
    mask, base = _letters(s, face, px, rng)
    h, w = mask.shape
    shear = math.tan(math.radians(slant))
    rise = math.tan(math.radians(rng.gauss(0, 0.9)))
    m = np.array([[1, -shear, shear * base], [-rise, 1, rise * w / 2]], np.float32)
    mask = cv2.warpAffine(mask, m, (w, h), flags=cv2.INTER_LINEAR, borderValue=0.0)
    mask = _ink(mask, tool, px, np.random.default_rng(seed))
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(max(0.3, k * 0.1)))
    pad = int(px * 0.9) + 4
    return out, at[0] - pad / k, at[1] - base / k


def stamp_ink(seed: int, shape: tuple[int, int]) -> np.ndarray:
    """A stamp's uneven ink (0.4 to 1): heavier on one side, with specks where it took none."""
    g = np.random.default_rng(seed)
    h, w = shape
    ramp = np.linspace(g.uniform(0.55, 0.8), 1.0, w, dtype=np.float32)[None, :]
    if g.random() < 0.5:
        ramp = ramp[:, ::-1]
    speck = g.random((h, w)) < 0.05
    return np.asarray(np.clip(ramp - 0.45 * speck, 0.4, 1.0), np.float32)
