"""Where the thirty-eighth set's written strings lie on a sheet (tests/thirtyeighth_canvas.py), so
that nothing a condition lays on the page (a leash, a tennis ball, a push pin, a feeder roller's
streak) covers a string that carries a truth value."""

from __future__ import annotations

import math

from tests.thirtyeighth_canvas import Pen, Sheet, Text
from tests.thirtyeighth_faces import SCALE, pen_width, width


def spots(sheet: Sheet) -> list[tuple[float, float, float, float, str]]:
    """Where each written string lies: (x0, top, x1, bottom, s) in points (a turned one by the
    box round it turned)."""
    out = []
    for m in sheet.marks:
        if isinstance(m, Pen):
            grow = 1.35 * SCALE.get(m.face, 1.0)
            wd = pen_width(m.s, m.face, m.size) * 1.15
            out.append((m.x - 6, m.y - m.size * grow - 4, m.x + wd + 8, m.y + m.size * 0.75, m.s))
        elif isinstance(m, Text):
            wd = width(m.s, m.face, m.size)
            top, foot = -m.size - 2, m.size * 0.5
            corners = [(-4, top), (wd + 6, top), (-4, foot), (wd + 6, foot)]
            a = math.radians(m.angle)
            xs = [m.x + dx * math.cos(a) + dy * math.sin(a) for dx, dy in corners]
            ys = [m.y - dx * math.sin(a) + dy * math.cos(a) for dx, dy in corners]
            out.append((min(xs), min(ys), max(xs), max(ys), m.s))
    return out


def keep_boxes(sheet: Sheet, keep: set[str], k: float) -> list[tuple[float, float, float, float]]:
    """The pixel boxes (at k px a point) of the strings that carry a truth value."""
    return [(x0 * k, y0 * k, x1 * k, y1 * k) for x0, y0, x1, y1, s in spots(sheet) if s in keep]
