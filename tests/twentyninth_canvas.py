"""The twenty-ninth set's sheet: tests/set_canvas.py's, its words measured and drawn in the set's
faces (tests/twentyninth_faces.py). tests/twentyninth_spots.py says where each written string lies
and tests/twentyninth_pdf.py writes the same sheet as a PDF."""

from __future__ import annotations

from tests import set_canvas, twentyninth_faces
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


class Sheet(set_canvas.Sheet, faces=twentyninth_faces):
    """A page of the twenty-ninth set, printed and written in its faces."""
