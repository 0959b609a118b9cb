"""Where the thirty-fifth set's written strings lie on a sheet (tests/thirtyfifth_canvas.py), so
that nothing a condition lays on the page (a crate's wire shadow, a strip of packing tape, a
fingertip over the lens) covers a string that carries a truth value. The spots are
tests/set_spots.py's, measured in the sheet's own faces."""

from __future__ import annotations

from tests.set_spots import keep_boxes, spots

__all__ = ["keep_boxes", "spots"]
