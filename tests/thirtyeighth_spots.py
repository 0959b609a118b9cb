"""Where the thirty-eighth set's written strings lie on a sheet (tests/thirtyeighth_canvas.py), so
that nothing a condition lays on the page (a leash, a tennis ball, a push pin, a feeder roller's
streak) covers a string that carries a truth value. The spots are tests/set_spots.py's, measured in
the sheet's own faces."""

from __future__ import annotations

from tests.set_spots import keep_boxes, spots

__all__ = ["keep_boxes", "spots"]
