"""The twenty-eighth set's flattened PDF: the page as a design app exports it when "flatten PDF" is
ticked, or as a PDF squeezed through a converter that turns fonts into outlines: every letter a
filled path of curves and lines in the page's content, drawn where the letter stood, so the page
looks as it did but carries no text at all (nothing to select, nothing to copy). Rules, boxes and
shapes stay vector; pen lines and stamped words stay pictures."""

from __future__ import annotations

import math
from functools import lru_cache

from fontTools.pens.basePen import BasePen  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from tests.twentyeighth_canvas import Pen, Sheet, Text
from tests.twentyeighth_faces import FACES, width
from tests.twentyeighth_pdf import new_pdf, pen, shape, stamped

Op = tuple[str, tuple[float, ...]]


class _Record(BasePen):  # type: ignore[misc]
    """A glyph's outline as moves, lines, cubic curves and closes, in font units."""

    def __init__(self, glyphs: object) -> None:
        super().__init__(glyphs)
        self.ops: list[Op] = []

    def _moveTo(self, p: tuple[float, float]) -> None:
        self.ops.append(("m", p))

    def _lineTo(self, p: tuple[float, float]) -> None:
        self.ops.append(("l", p))

    def _curveToOne(
        self, a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]
    ) -> None:
        self.ops.append(("c", (*a, *b, *c)))

    def _qCurveToOne(self, a: tuple[float, float], b: tuple[float, float]) -> None:
        x0, y0 = self._getCurrentPoint()
        c1 = (x0 + 2 / 3 * (a[0] - x0), y0 + 2 / 3 * (a[1] - y0))
        c2 = (b[0] + 2 / 3 * (a[0] - b[0]), b[1] + 2 / 3 * (a[1] - b[1]))
        self.ops.append(("c", (*c1, *c2, *b)))

    def _closePath(self) -> None:
        self.ops.append(("h", ()))

    def _endPath(self) -> None:
        self.ops.append(("h", ()))


@lru_cache(maxsize=64)
def _font(face: str) -> tuple[dict[int, str], object, dict[str, tuple[int, int]], int]:
    f = TTFont(FACES[face], fontNumber=0, lazy=True)
    return f.getBestCmap(), f.getGlyphSet(), f["hmtx"].metrics, f["head"].unitsPerEm


@lru_cache(maxsize=4096)
def _glyph(face: str, ch: str) -> tuple[tuple[Op, ...], int]:
    """A letter's outline and advance in font units (the font's .notdef for a letter it lacks)."""
    cmap, glyphs, metrics, _ = _font(face)
    name = cmap.get(ord(ch), ".notdef")
    rec = _Record(glyphs)
    glyphs[name].draw(rec)  # type: ignore[index]
    return tuple(rec.ops), metrics[name][0]


def _letters(m: Text, page_h: float) -> bytes:
    """The string as filled outlines in the page's own (upward) coordinates, spread to the width
    the layout gave it."""
    upm = _font(m.face)[3]
    glyphs = [_glyph(m.face, ch) for ch in m.s]
    natural = sum(adv for _, adv in glyphs) * m.size / upm
    spread = width(m.s, m.face, m.size) / natural if natural else 1.0
    k, a = m.size / upm, math.radians(m.angle)
    ca, sa, ox, oy = math.cos(a), math.sin(a), m.x, page_h - m.y
    out, pen_x = [], 0.0
    for ops, adv in glyphs:
        for op, pts in ops:
            xy = []
            for j in range(0, len(pts), 2):
                u, v = pen_x + pts[j] * k, pts[j + 1] * k
                xy += [ox + u * ca - v * sa, oy + u * sa + v * ca]
            out.append(" ".join(f"{c:.2f}" for c in xy) + (" " if xy else "") + op)
        pen_x += adv * k * spread
    r, g, b = (c / 255 for c in m.color)
    return f"q {r:.3f} {g:.3f} {b:.3f} rg {' '.join(out)} f Q".encode("latin-1")


def outlined_pdf(sheet: Sheet, producer: str) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, producer)
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
        if isinstance(m, Text) and m.stamp:
            stamped(pdf, m)
        elif isinstance(m, Text):
            pdf._out(_letters(m, sheet.h))
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)
    return bytes(pdf.output())
