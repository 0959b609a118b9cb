"""The twenty-sixth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the twenty-fifth set does not print with: Arimo, Tinos and Cousine (croscore), Noto
Sans and Noto Serif, Open Sans, Cabin, Karla and Clear Sans. The pens write with DKG Handwriting,
Kaushan Script, Dancing Script, Seto and Ecolier; no font is installed for this set. The pen is
this set's own: a line is written a letter at a time. Each letter is drawn alone, a little bigger
or smaller than the last, its baseline wandering, turned a degree or two, sheared by the writer's
slant, and set down a little early or late, so letters crowd or gape; a gel pen lays a heavy even
line, a fine liner a thin one, and a worn felt tip fades in streaks along the line."""

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
    "arimo": f"{TT}/croscore/Arimo-Regular.ttf",
    "arimo-bold": f"{TT}/croscore/Arimo-Bold.ttf",
    "tinos": f"{TT}/croscore/Tinos-Regular.ttf",
    "tinos-bold": f"{TT}/croscore/Tinos-Bold.ttf",
    "cousine": f"{TT}/croscore/Cousine-Regular.ttf",
    "cousine-bold": f"{TT}/croscore/Cousine-Bold.ttf",
    "notosans": f"{TT}/noto/NotoSans-Regular.ttf",
    "notosans-bold": f"{TT}/noto/NotoSans-Bold.ttf",
    "notoserif": f"{TT}/noto/NotoSerif-Regular.ttf",
    "notoserif-bold": f"{TT}/noto/NotoSerif-Bold.ttf",
    "notoserif-italic": f"{TT}/noto/NotoSerif-Italic.ttf",
    "opensans": f"{TT}/open-sans/OpenSans-Regular.ttf",
    "opensans-bold": f"{TT}/open-sans/OpenSans-Bold.ttf",
    "cabin": f"{OT}/cabin/Cabin-Regular.otf",
    "cabin-bold": f"{OT}/cabin/Cabin-Bold.otf",
    "karla": f"{TT}/karla/Karla-Regular.otf",
    "karla-bold": f"{TT}/karla/Karla-Bold.otf",
    "clearsans": f"{TT}/clear-sans/ClearSans-Regular.ttf",
    "clearsans-bold": f"{TT}/clear-sans/ClearSans-Bold.ttf",
    # the pens' faces
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
    "kaushan": f"{OT}/kaushanscript/KaushanScript-Regular.otf",
    "dancing": f"{OT}/dancingscript/DancingScript-Regular.otf",
    "seto": f"{TT}/seto/setofont.ttf",
    "ecolier": f"{TT}/ecolier-court/Ecolier-court.ttf",
}
PENS = ("dkg", "kaushan", "dancing", "seto", "ecolier")
# how big a pen's letters look beside a printed face at one size
SCALE = {"dkg": 1.0, "kaushan": 0.92, "dancing": 1.05, "seto": 0.98, "ecolier": 1.3}
TOOLS = ("gel", "fineliner", "felt")
THIN = ("ecolier", "dancing")
BOLD = ("kaushan",)
PACKAGES = (
    "fonts-croscore",
    "fonts-noto-core",
    "fonts-open-sans",
    "fonts-cabin",
    "fonts-karla",
    "fonts-clear-sans",
    "fonts-dkg-handwriting",
    "fonts-kaushanscript",
    "fonts-dancingscript",
    "fonts-seto",
    "fonts-ecolier-court",
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
    """About how wide the pen writes s at size, in points."""
    return width(s, face, size * SCALE.get(face, 1.0)) * 1.06


def _letter(
    ch: str, f: ImageFont.FreeTypeFont, px: float, shear: float, turn: float
) -> Image.Image:
    """One letter as an alpha mask, its baseline at 1.5 px from the top and its pen start at px."""
    wd = int(f.getlength(ch) + px * 2) + 4
    g = Image.new("L", (wd, int(px * 2.4)), 0)
    ImageDraw.Draw(g).text((px, px * 1.5), ch, font=f, fill=255, anchor="ls")
    g = g.transform(
        g.size,
        Image.Transform.AFFINE,
        (1, shear, -shear * px * 1.5, 0, 1, 0),
        resample=Image.Resampling.BILINEAR,
    )
    return g.rotate(turn, resample=Image.Resampling.BILINEAR, center=(px, px * 1.5))


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
    """The pen's letters as an alpha mask at k pixels a point, and where its top-left lands in
    points (the first letter's baseline at `at`)."""
    rng = random.Random(seed)
    px = size * SCALE.get(face, 1.0) * k
    pad = int(px * 1.2) + 2
    wd = int(pen_width(s, face, size) * k * 1.3) + 2 * pad
    ht = int(px * 3.0) + 2 * pad
    mask = np.zeros((ht, wd), np.float32)
    base = pad + px * 1.6
    x, lift, grow = float(pad), 0.0, 1.0
    shear = math.tan(math.radians(slant))
    for ch in s:
        grow = min(1.12, max(0.9, grow + rng.gauss(0, 0.03)))
        lift = max(-0.2 * px, min(0.2 * px, lift + rng.gauss(0, 0.035) * px))
        f = font(face, max(4, round(px * grow)))
        step = f.getlength(ch)
        if ch == " ":
            x += step * rng.uniform(0.8, 1.6)
            continue
        g = np.asarray(_letter(ch, f, px * grow, shear, rng.gauss(0, 1.8)), np.float32) / 255
        top, left = int(base + lift - px * grow * 1.5), int(x - px * grow)
        y0, x0 = max(top, 0), max(left, 0)
        y1, x1 = min(top + g.shape[0], ht), min(left + g.shape[1], wd)
        if y1 > y0 and x1 > x0:
            part = g[y0 - top : y1 - top, x0 - left : x1 - left]
            mask[y0:y1, x0:x1] = np.maximum(mask[y0:y1, x0:x1], part)
        x += step * rng.uniform(0.93, 1.08)
    out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    thin = face in THIN and px >= 24  # a thin face written with a real pen's line
    heavy = tool in ("gel", "felt") and px >= 36 and face not in BOLD
    if thin or heavy:  # one stroke wider, never two
        out = out.filter(ImageFilter.MaxFilter(3))
    if tool == "felt":  # a worn tip: the ink fades and comes back along the line
        noise = np.random.default_rng(seed).normal(0, 1, wd + 8 * int(px)).astype(np.float32)
        soft = np.convolve(noise, np.ones(int(px) + 1, np.float32) / (px + 1), "same")[:wd]
        fade = np.clip(0.85 + 0.9 * soft, 0.6, 1.0)[None, :]
        out = Image.fromarray((np.asarray(out, np.float32) * fade).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(max(0.3, k * 0.1)))
    return out, at[0] - pad / k, at[1] - base / k
