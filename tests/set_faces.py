"""What a set's faces module (tests/<set>_faces.py) gives the sheet, spots and PDF writing shared
by the sets from the twenty-ninth on (tests/set_canvas.py, tests/set_spots.py, tests/set_pdf.py):
its fonts by face name, how big its pens write, a face's glyphs at a size, the widths of printed
and written words, a pen's written line and a stamp's uneven ink. A faces module is itself a
Faces: a set's Sheet names its faces module (`faces = tests.<set>_faces`)."""

from __future__ import annotations

from typing import Any, Protocol

import numpy as np
from PIL import Image, ImageFont


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
