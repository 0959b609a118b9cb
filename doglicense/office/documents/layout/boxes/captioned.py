"""A caption printed under its line: what is written on the line stands just over the caption
('5-8-26' over 'Rabies vaccination date', a sign-up's or a consent form's), and what stands
under the caption is the next line's."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import a_label, same_row, shares_width

_ON_THE_LINE = 1.2  # caption heights: the line's width and a small caption's leading
_LETTERS = 0.9  # caption heights: figures without a letter's tail ("g"), read on a photo
_TYPED = 1.5  # caption heights: a value typed over its caption in a larger size ("Dog" over "Kind")


def written_over(
    segments: Sequence[Segment], caption: Segment, margin: float = 2.0, printed: bool = False
) -> Segment | None:
    """The words written on the caption's line, just over it and over its own width; None when
    what stands under the caption is not `margin` times as far (a box's label over its value)
    or is a label's. A `printed` value's leading is its own size's, not the caption's."""
    over = [
        s
        for s in segments
        if s is not caption
        and -0.3 * caption.height
        <= caption.y0 - s.y1
        < _ON_THE_LINE * (max(caption.height, s.height) if printed else caption.height)
        and not same_row(caption, s)
        and shares_width(s, caption)
        and abs(s.x0 - caption.x0) < 4 * caption.height
        and not _across(segments, caption, s)  # a section's heading over a row of captions
    ]
    value = max(over, key=lambda s: s.y1, default=None)
    if value is None or value.height < _LETTERS * caption.height:
        return None  # a photo's figures no taller than a caption's letters ("2294172" / "tag no.")
    if a_label(value.text) and value.height < _TYPED * caption.height:
        return None  # a typed form's boxes: the label over the value, both of a size
    gap = max(caption.y0 - value.y1, 0.0)
    under = [
        s.y0 - caption.y1
        for s in segments
        if s is not caption
        and s.y0 > caption.y1 - 0.3 * caption.height
        and shares_width(s, caption)
    ]
    return value if all(below > margin * gap + 0.3 * caption.height for below in under) else None


def on_its_line(segments: Sequence[Segment], caption: Segment) -> Segment | None:
    """On a page of captions under their lines, what is written over a caption, nearer to it
    than what stands under it (`captioned_under`)."""
    return written_over(segments, caption, margin=1.0, printed=True)


def captioned_under(segments: list[Segment]) -> bool:
    """A page whose captions stand under their lines: two at least with words written over them
    nearer than the words under them, one of them twice as near, and none nearer the words
    under it (a box's label over its value). On such a page a caption's value is the nearer
    over it: a park pass's "Mochi" 17 pixels over "Dog", its next value 30 under."""
    return _captioned_under(tuple(segments))  # asked for each field of the same page's words


@lru_cache(maxsize=8)
def _captioned_under(segments: tuple[Segment, ...]) -> bool:
    over, surely = 0, False
    captions = [s for s in segments if a_label(s.text)]
    lines = {id(caption): on_its_line(segments, caption) for caption in captions}
    values = {id(value) for value in lines.values() if value is not None}
    for caption in captions:
        if id(caption) in values:
            continue  # a value that is a label's word, typed over its own caption: "Dog" / "Kind"
        if lines[id(caption)] is not None:
            over += 1
            surely = surely or written_over(segments, caption) is not None
        elif any(
            0 <= s.y0 - caption.y1 < 3 * caption.height
            and shares_width(s, caption)
            and not a_label(s.text)
            and id(s) not in values  # a blank line's caption over the next line's value
            and not _across(segments, caption, s)  # a note across the columns
            for s in segments
        ):
            return False
    return over >= 2 and surely


def _across(segments: Sequence[Segment], caption: Segment, line: Segment) -> bool:
    """The line stands over or under another caption of the caption's row too: a section's
    heading or a note across the columns, no one line's value."""
    return any(
        other is not caption
        and same_row(other, caption)
        and shares_width(other, line)
        and a_label(other.text)
        for other in segments
    )
