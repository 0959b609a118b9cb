"""Where the first reading is sure enough that the second engine's recogniser need not read a
line again (decision 0068)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.glued import spaced

SURE_LETTERS = 0.9  # Tesseract's certainty of every word on the line, as a fraction
COVERED = 0.8  # of the line's width, under Tesseract's words


def value_words(values: Iterable[str | None]) -> frozenset[str]:
    """The words of the values Tesseract's reading proposes, as a line is matched against them."""
    return frozenset(w.casefold() for v in values if v for w in v.split() if len(w) > 1)


def standing_in(
    box: tuple[float, float, float, float], first: Sequence[Segment], values: frozenset[str]
) -> Segment | None:
    """Tesseract's words for a line the second engine found, where they can stand for its
    reading: they cover the line, each is sure, none holds a figure (a date, a tag: what the
    second reading is for), and none is a word of a value Tesseract proposes (a name the second
    engine may read otherwise, which then is not proposed, decision 0057). A form's label or
    heading read surely is not read twice; None: the line is read again."""
    x0, y0, x1, y1 = box
    under = sorted((s for s in first if _on_line(s, box)), key=lambda s: s.x0)
    covered = sum(min(x1, s.x1) - max(x0, s.x0) for s in under)
    if not under or covered <= COVERED * (x1 - x0):
        return None
    if any(s.confidence < SURE_LETTERS or any(c.isdigit() for c in s.text) for s in under):
        return None
    if values & {w.casefold() for s in under for w in s.text.split()}:
        return None
    # Tesseract's "Duration ofimmunity", as the second engine would have spaced it.
    text = spaced(" ".join(s.text for s in under))
    sure = min(s.confidence for s in under)
    return Segment(text, x0, y0, x1, y1, (sure,) * len(text.split(" ")))


def _on_line(segment: Segment, box: tuple[float, float, float, float]) -> bool:
    """Across the line's width, and over half the lower one's height."""
    x0, y0, x1, y1 = box
    across = min(x1, segment.x1) - max(x0, segment.x0)
    down = min(y1, segment.y1) - max(y0, segment.y0)
    return across > 0 and down > 0.5 * min(y1 - y0, segment.height)
