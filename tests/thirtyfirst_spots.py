"""Where the thirty-first set's written strings lie on a sheet (tests/thirtyfirst_canvas.py), so
that nothing a condition lays on the page (a magic eraser's smudge, a printer's shadow) covers a
string that carries a truth value. The spots are tests/set_spots.py's, measured in the sheet's own
faces."""

from __future__ import annotations

from tests.set_spots import keep_boxes, spots

__all__ = ["keep_boxes", "spots"]
