"""The twenty-fourth set's faces and its pen. The printed faces come from packages scripts/test.sh
installs that the twenty-third set does not print with: Tinos, Arimo and Cousine (croscore), Go,
B612, Old Standard, Roboto Slab, Tiresias, OCR-B and Computer Modern. The pens write with hands
the twenty-third set does not: dkg's handwriting, Femke Klaver, Ecolier (a school hand), Chilanka
and Humor Sans.

This set's pen, its own: the whole line is laid out first, then each letter is drawn apart and
moved by a baseline that follows a slow sine (a writer's arm) plus a little noise; letters grow
and shrink, lean each its own way around the writer's slant, crowd or spread; the ink's pressure
comes and goes along the line (a gel pen is even, a ballpoint fades and skips, a marker swells)."""

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
    "tinos": f"{TT}/croscore/Tinos-Regular.ttf",
    "tinos-bold": f"{TT}/croscore/Tinos-Bold.ttf",
    "arimo": f"{TT}/croscore/Arimo-Regular.ttf",
    "arimo-bold": f"{TT}/croscore/Arimo-Bold.ttf",
    "cousine": f"{TT}/croscore/Cousine-Regular.ttf",
    "cousine-bold": f"{TT}/croscore/Cousine-Bold.ttf",
    "go": "/usr/share/fonts/fonts-go/Go-Regular.ttf",
    "go-bold": "/usr/share/fonts/fonts-go/Go-Bold.ttf",
    "b612": f"{OT}/b612/B612-Regular.otf",
    "b612-bold": f"{OT}/b612/B612-Bold.otf",
    "oldstd": f"{TT}/fonts-oldstandard/OldStandard-Regular.ttf",
    "oldstd-bold": f"{TT}/fonts-oldstandard/OldStandard-Bold.ttf",
    "slab": f"{OT}/roboto/slab/RobotoSlab-Regular.otf",
    "slab-bold": f"{OT}/roboto/slab/RobotoSlab-Bold.otf",
    "tiresias": f"{TT}/tiresias/tiresias_infofont.ttf",
    "tiresias-bold": f"{TT}/tiresias/tiresias_infofont_bold.ttf",
    "ocrb": f"{OT}/ocr-b/OCRB.otf",
    "cmu": f"{TT}/cmu/cmunrm.ttf",
    "cmu-bold": f"{TT}/cmu/cmunbx.ttf",
    # the pens' faces
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
    "femke": f"{TT}/femkeklaver/femkeklaver.ttf",
    "ecolier": f"{TT}/ecolier-court/Ecolier-court.ttf",
    "chilanka": f"{OT}/malayalam/Chilanka-Regular.otf",
    "humor": f"{TT}/humor-sans/Humor-Sans.ttf",
}
PRINT_FACES = ("tinos", "arimo", "cousine", "go", "b612", "oldstd", "slab", "tiresias", "cmu")
PENS = ("dkg", "femke", "ecolier", "chilanka", "humor")
# how big a pen's letters look beside a printed face at one size
SCALE = {"dkg": 1.05, "femke": 1.1, "ecolier": 1.4, "chilanka": 1.1, "humor": 1.0}
PACKAGES = (
    "fonts-croscore",
    "fonts-go",
    "fonts-b612",
    "fonts-oldstandard",
    "fonts-roboto-slab",
    "fonts-tiresias",
    "fonts-ocr-b",
    "fonts-cmu",
    "fonts-dkg-handwriting",
    "fonts-femkeklaver",
    "fonts-ecolier-court",
    "fonts-smc-chilanka",
    "fonts-humor-sans",
)


def missing_fonts() -> list[str]:
    return [p for p in FACES.values() if not Path(p).exists()]


@lru_cache(maxsize=512)
def font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FACES[face], max(px, 4))


def width(s: str, face: str, size: float) -> float:
    """The width in points of s printed at size."""
    return font(face, 200).getlength(s) * size / 200


def _pressure(n: int, tool: str, rng: random.Random) -> list[float]:
    """How dark each letter comes out, along the line."""
    if tool == "gel":
        return [rng.uniform(0.92, 1.0) for _ in range(n)]
    phase, speed = rng.uniform(0, 6.3), rng.uniform(0.2, 0.6)
    out = []
    for i in range(n):
        p = 0.82 + 0.14 * math.sin(phase + i * speed) + rng.gauss(0, 0.04)
        if tool == "ballpoint" and rng.random() < 0.05:
            p *= 0.55  # the ball skipped
        out.append(min(1.0, max(0.6, p)))
    return out


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
    points (the first letter's baseline at `at`)."""
    rng = random.Random(seed)
    px = size * SCALE.get(face, 1.0) * k
    pad = int(px * 1.0) + 2
    wd = int(width(s, face, size * SCALE.get(face, 1.0)) * k * 1.3) + 2 * pad
    ht = int(px * 2.8) + 2 * pad
    mask = np.zeros((ht, wd), np.float32)
    base = pad + px * 1.6
    amp, wave, phase = rng.uniform(0.02, 0.07), rng.uniform(0.01, 0.03), rng.uniform(0, 6.3)
    climb = math.tan(math.radians(rng.uniform(-1.8, 1.8)))
    press = _pressure(len(s), tool, rng)
    x = float(pad)
    for i, ch in enumerate(s):
        f = font(face, max(4, int(px * rng.uniform(0.92, 1.1))))
        adv = f.getlength(ch)
        if ch == " ":
            x += adv * rng.uniform(0.9, 1.5)
            continue
        gw, gh = int(adv + px * 1.4) + 2, int(px * 2.7)
        g = Image.new("L", (gw, gh), 0)
        ImageDraw.Draw(g).text((px * 0.6, px * 1.8), ch, font=f, fill=255, anchor="ls")
        g = g.rotate(rng.gauss(0, 3.5), resample=Image.Resampling.BILINEAR)
        if tool == "marker" and k >= 1.5:
            g = g.filter(ImageFilter.MaxFilter(3))
        arr = np.asarray(g, np.float32) / 255 * press[i]
        drift = (
            amp * px * math.sin(phase + (x - pad) * wave / max(k, 0.5)) + rng.gauss(0, 0.03) * px
        )
        top = int(base - px * 1.8 + drift + (x - pad) * climb)
        left = int(x - px * 0.6)
        y0, x0 = max(top, 0), max(left, 0)
        y1, x1 = min(top + gh, ht), min(left + gw, wd)
        if y1 > y0 and x1 > x0:
            part = arr[y0 - top : y1 - top, x0 - left : x1 - left]
            mask[y0:y1, x0:x1] = np.maximum(mask[y0:y1, x0:x1], part)
        x += adv * rng.uniform(0.93, 1.1)
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    shear = math.tan(math.radians(slant))
    out = out.transform(
        out.size,
        Image.Transform.AFFINE,
        (1, shear, -shear * base, 0, 1, 0),
        resample=Image.Resampling.BICUBIC,
    )
    if face in ("femke", "ecolier", "chilanka") and k >= 1.2:  # a pen is thicker than a hairline
        out = out.filter(ImageFilter.MaxFilter(2 * max(1, round(k * 0.3)) + 1))
    out = out.filter(ImageFilter.GaussianBlur(k * 0.1))
    return out, at[0] - pad / k, at[1] - base / k
