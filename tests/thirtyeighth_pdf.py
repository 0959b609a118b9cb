"""The thirty-eighth set's PDF writing: tests/set_pdf.py's, in the set's faces
(tests/thirtyeighth_faces.py) and with the set's one creation date, which every PDF carries so that
the same seed gives the same bytes. tests/thirtyeighth_docs.py makes the set's PDFs from these."""

from __future__ import annotations

from datetime import UTC, datetime

from tests import thirtyeighth_faces
from tests.set_pdf import Writer, draw_sheet, shape

__all__ = [
    "FROZEN",
    "PDF",
    "STAMP",
    "_font",
    "_text",
    "draw_sheet",
    "image_pdf",
    "new_pdf",
    "pen",
    "shape",
    "stamped",
    "text_pdf",
]

FROZEN = datetime(2026, 12, 8, 9, 40, tzinfo=UTC)
PDF = Writer(thirtyeighth_faces, FROZEN)
STAMP = PDF.stamp
new_pdf, text_pdf, image_pdf = PDF.new_pdf, PDF.text_pdf, PDF.image_pdf
pen, stamped, _text, _font = PDF.pen, PDF.stamped, PDF.text, PDF.font
