"""A certificate's words for the reader's tests: one placed by hand, or a PDF page read back."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import Segment, read_words
from tests.certificate_set import Page, Text, pdf_with_text


def boxed(text: str, x0: float, y0: float, x1: float, y1: float, sure: float = 0.96) -> Segment:
    """``text`` read in the box (x0, y0)-(x1, y1), each word with certainty ``sure``."""
    return Segment(text, x0, y0, x1, y1, (sure,) * len(text.split(" ")))


def text_layer(lines: list[tuple[str, float, float, float]]) -> list[Segment]:
    """A PDF's text layer as printed in 9-point type: each (text, x0, y0, x1), read exactly."""
    return [boxed(text, x0, y0, x1, y0 + 9, sure=1.0) for text, x0, y0, x1 in lines]


def word_at(text: str, x: float, y: float, height: float = 10, certainty: float = 0.96) -> Segment:
    """``text`` read at (x, y), as wide as its letters at this height."""
    return Segment(
        text, x, y, x + 0.6 * height * len(text), y + height, (certainty,) * len(text.split(" "))
    )


def pdf_words(ops: list[Text], height: float = 400) -> list[Segment]:
    """The words of a letter-wide page drawn with these texts, as the reader reads them."""
    data = pdf_with_text(Page(612, height, "DejaVu Sans", tuple(ops)))
    return list(read_words(data, "application/pdf", 50_000_000).segments)
