"""Where a sheet's written strings lie (tests/set_canvas.py, measured in the sheet's own faces), so
that nothing a condition lays on the page (a sticky note, a pair of reading glasses, a muddy paw, a
fingertip over the lens) covers a string that carries a truth value, and a markup knows where the
shot's date is to ring it. Shared by the sets from the twenty-ninth on."""

from __future__ import annotations

import math

from tests.set_canvas import Pen, Sheet, Text


def spots(sheet: Sheet) -> list[tuple[float, float, float, float, str]]:
    """Where each written string lies: (x0, top, x1, bottom, s) in points (a turned one by the
    box round it turned)."""
    faces = sheet.faces
    out = []
    for m in sheet.marks:
        if isinstance(m, Pen):
            grow = 1.35 * faces.SCALE.get(m.face, 1.0)
            wd = faces.pen_width(m.s, m.face, m.size) * 1.15
            out.append((m.x - 6, m.y - m.size * grow - 4, m.x + wd + 8, m.y + m.size * 0.75, m.s))
        elif isinstance(m, Text):
            wd = faces.width(m.s, m.face, m.size)
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
