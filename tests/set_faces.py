"""The faces and the pen shared by the sets from the twenty-ninth on. What a set's faces module
(tests/<set>_faces.py) gives the sheet, spots and PDF writing shared by these sets
(tests/set_canvas.py, tests/set_spots.py, tests/set_pdf.py): its fonts by face name, how big its
pens write, a face's glyphs at a size, the widths of printed and written words, a pen's written
line and a stamp's uneven ink. A faces module is itself a Faces: a set's Sheet names its faces
module (`faces = tests.<set>_faces`).

A set's faces module keeps only its own data (FACES, PENS, SCALE, TOOLS, INKS) and binds the
drawing here to it: `PEN = Pen(FACES, SCALE)`, then `font = PEN.font`, `width = PEN.width` and so
on, and `stamp_ink` as it is. The pen: a line is written letter by letter, each letter a little
bigger or smaller, turned a little and set a little off a baseline that wanders, then sheared by
the writer's slant; a gel pen lays an even dark line that pools where a stroke stops, a
ballpoint's line is fainter at its edges and skips, a felt tip is broad and soft, and a pencil is
grey and grainy."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

Mask = np.ndarray[Any, np.dtype[np.float32]]


class Faces(Protocol):
    FACES: dict[str, str]  # a face's name: its font file
    SCALE: dict[str, float]  # how big a pen's letters look beside a printed face at one size

    def font(self, face: str, px: int) -> ImageFont.FreeTypeFont: ...

    def width(self, s: str, face: str, size: float) -> float:
        """The width in points of s printed at size."""

    def pen_width(self, s: str, face: str, size: float) -> float:
        """About how wide the pen writes s at size, in points."""

    def pen_patch(
        self,
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

    def stamp_ink(self, seed: int, shape: tuple[int, int]) -> np.ndarray[Any, Any]:
        """A stamp's uneven ink (0.4 to 1): heavier on one side, with specks where it took none."""


class Pen:
    """A set's fonts and pen: its faces (a face's name: its font file) and how big a pen's letters
    look beside a printed face at one size (SCALE). font and width keep what they made, each Pen
    its own."""

    def __init__(self, faces: dict[str, str], scale: dict[str, float]) -> None:
        self.FACES = faces
        self.SCALE = scale
        self.font: Callable[[str, int], ImageFont.FreeTypeFont] = lru_cache(maxsize=512)(self._font)
        self.width: Callable[[str, str, float], float] = lru_cache(maxsize=4096)(self._width)

    def missing_fonts(self) -> list[str]:
        return [p for p in self.FACES.values() if not Path(p).exists()]

    def _font(self, face: str, px: int) -> ImageFont.FreeTypeFont:
        return ImageFont.truetype(self.FACES[face], max(px, 4))

    def _width(self, s: str, face: str, size: float) -> float:
        """The width in points of s printed at size."""
        return self.font(face, 200).getlength(s) * size / 200

    def pen_width(self, s: str, face: str, size: float) -> float:
        """About how wide the pen writes s at size, in points."""
        return self.width(s, face, size * self.SCALE.get(face, 1.0)) * 1.07

    def fit(self, s: str, face: str, size: float, room: float) -> float:
        """The pen size that writes s in room points (no bigger than size)."""
        return min(size, size * room / max(self.pen_width(s, face, size), 1))

    def _letters(self, s: str, face: str, px: float, rng: random.Random) -> tuple[Mask, float]:
        """The line drawn letter by letter: a mask, and the row of its first baseline."""
        pad = int(px * 0.9) + 4
        wd = int(self.width(s, face, px) * 1.25) + 2 * pad + int(px)
        canvas = np.zeros((int(px * 2.8) + 2 * pad, wd), np.float32)
        base = pad + px * 1.7
        x, drift = float(pad), 0.0
        for ch in s:
            f = self.font(face, max(4, round(px * rng.uniform(0.94, 1.07))))
            step = f.getlength(ch) * rng.uniform(0.97, 1.06)
            drift = 0.85 * drift + rng.gauss(0, 0.018) * px
            if ch != " ":
                side = int(px * 2.2)
                patch = Image.new("L", (side + int(f.getlength(ch)), side), 0)
                ImageDraw.Draw(patch).text(
                    (side // 4, side * 0.7), ch, font=f, fill=255, anchor="ls"
                )
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

    def pen_patch(
        self,
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
        px = size * self.SCALE.get(face, 1.0) * k
        mask, base = self._letters(s, face, px, rng)
        h, w = mask.shape
        shear = math.tan(math.radians(slant))
        rise = math.tan(math.radians(rng.gauss(0, 0.9)))
        m = np.array([[1, -shear, shear * base], [-rise, 1, rise * w / 2]], np.float32)
        mask = np.asarray(
            cv2.warpAffine(mask, m, (w, h), flags=cv2.INTER_LINEAR, borderValue=0.0), np.float32
        )
        mask = _ink(mask, tool, px, np.random.default_rng(seed))
        out = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
        out = out.filter(ImageFilter.GaussianBlur(max(0.3, k * 0.1)))
        pad = int(px * 0.9) + 4
        return out, at[0] - pad / k, at[1] - base / k


def _ink(mask: Mask, tool: str, px: float, g: np.random.Generator) -> Mask:
    h, w = mask.shape
    if tool == "felt" and px >= 40:  # a broad tip, as broad at every size
        grow = round(px / 40)
        mask = np.asarray(
            cv2.GaussianBlur(
                cv2.dilate(mask, np.ones((grow + 1, grow + 1), np.uint8)), (0, 0), 0.6
            ),
            np.float32,
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


def stamp_ink(seed: int, shape: tuple[int, int]) -> Mask:
    """A stamp's uneven ink (0.4 to 1): heavier on one side, with specks where it took none."""
    g = np.random.default_rng(seed)
    h, w = shape
    ramp = np.linspace(g.uniform(0.55, 0.8), 1.0, w, dtype=np.float32)[None, :]
    if g.random() < 0.5:
        ramp = ramp[:, ::-1]
    speck = g.random((h, w)) < 0.05
    return np.asarray(np.clip(ramp - 0.45 * speck, 0.4, 1.0), np.float32)
