"""Where the thirty-sixth set's written strings lie on a sheet (tests/thirtysixth_canvas.py), so
that nothing a condition lays on the page (a set of keys or a wallet on a corner, a child's crayon,
a ring light's glare, fingertips holding it to the scanner glass) covers a string that carries a
truth value. The spots are tests/set_spots.py's, measured in the sheet's own faces."""

from __future__ import annotations

from tests.set_spots import keep_boxes, spots

__all__ = ["keep_boxes", "spots"]
