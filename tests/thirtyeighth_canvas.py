"""The thirty-eighth set's sheet: tests/set_canvas.py's, its words measured and drawn in the set's
faces (tests/thirtyeighth_faces.py). tests/thirtyeighth_spots.py says where each written string
lies and tests/thirtyeighth_pdf.py writes the same sheet as a PDF."""

from __future__ import annotations

from tests import set_canvas, thirtyeighth_faces
from tests.set_canvas import (
    BLUE,
    INK,
    Box,
    Color,
    Mark,
    Pen,
    Rule,
    Scrawl,
    Shape,
    Text,
    render,
    tint,
    wash,
)

__all__ = [
    "BLUE",
    "INK",
    "Box",
    "Color",
    "Mark",
    "Pen",
    "Rule",
    "Scrawl",
    "Shape",
    "Sheet",
    "Text",
    "render",
    "tint",
    "wash",
]


class Sheet(set_canvas.Sheet, faces=thirtyeighth_faces):
    """A page of the thirty-eighth set, printed and written in its faces."""
