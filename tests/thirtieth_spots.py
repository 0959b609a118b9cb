"""Where the thirtieth set's written strings lie on a sheet (tests/thirtieth_canvas.py), so that
nothing a condition lays on the page (a pair of reading glasses, a red markup's words) covers a
string that carries a truth value, and the markup knows where the shot's date is to ring it. The
spots are tests/set_spots.py's, measured in the sheet's own faces."""

from __future__ import annotations

from tests.set_spots import keep_boxes, spots

__all__ = ["keep_boxes", "spots"]
