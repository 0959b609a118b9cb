"""A row's label under an empty box's: a form of rows, each a label and its value beside it,
whose value was not read ('Dog's name' over 'Foster  Nathan Gheco'): the word under the label is
the next row's label, never the value. And a value's word that reads as a label: a name printed
one letter to a box is read in words a box or two apart ('BREWER TON  PET  CARE'), and its
'PET' is no label for the dog."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import a_label, same_row

_NEAR = 8  # heights: a row's label and its value, the labels' column and the values'


def next_row_s_label(segments: list[Segment], label: Segment, under: Segment) -> bool:
    """'Foster  Nathan Gheco' under an empty 'Dog's name': a word at the label's left edge whose
    own value stands beside it, under nothing on the label's row, heads the next row."""
    if any(c.isdigit() for c in under.text) or abs(under.x0 - label.x0) > 0.5 * label.height:
        return False
    beside = [s for s in segments if same_row(under, s) and s.x0 > under.x1]
    value = min(beside, key=lambda s: s.x0, default=None)
    if value is None or value.x0 - under.x1 > _NEAR * under.height or "," in under.text:
        return False  # a name, 'KACZMAREK, LINDA', with the next box's value far off
    row = [s for s in segments if s is not label and same_row(label, s)]
    return not any(t.x0 <= value.x1 and value.x0 <= t.x1 for t in row)


def continues_a_value(segments: list[Segment], word: Segment) -> bool:
    """One word of capitals with a value's words just before it on its row, as tall as it."""
    return word.text.strip().isupper() and any(
        0 <= word.x0 - s.x1 < 3 * word.height  # the cheap tests first: most words fail here
        and abs(s.height - word.height) < 0.25 * word.height
        and s is not word
        and same_row(word, s)
        and not a_label(s.text)
        for s in segments
    )
