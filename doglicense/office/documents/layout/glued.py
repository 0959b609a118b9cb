"""A form's printed words that OCR ran together ('DateVaccinated:', "Owner'sname"), set apart."""

from __future__ import annotations

import re
from functools import cache

from doglicense.office.documents.certificate_words import LABEL_WORDS

# A form's words beside its labels' own: a run of them glued is still a label ("Streetaddress").
_FORM_WORDS = frozenset(
    ("revaccinate", "street", "telephone", "markings", "print", "received", "from", "amount")
)
_VOCABULARY = LABEL_WORDS | _FORM_WORDS
_RUN = re.compile(r"[A-Za-z'’]{5,}")
# A label's number sign or abbreviation glued to the figures after it: "NO.8867", "#45699".
_NUMBER_SIGN = re.compile(r"(?i)\b(no\.|#)(?=\d)")


def spaced(text: str) -> str:
    """The text with every run of letters that is two or more label words set apart, and a
    label's "No." or "#" set apart from the figures after it; any other word as it was read."""
    text = _RUN.sub(lambda run: _split(run.group(0)) or run.group(0), text)
    return _NUMBER_SIGN.sub(r"\1 ", text)


@cache
def _split(run: str) -> str | None:
    """The run as the fewest label words that make it up exactly, or None when it is not two
    or more of them ("Revaccinateby": "Revaccinate by"; "Tater": None)."""
    low = run.lower().replace("’", "'")
    fewest: list[list[int] | None] = [None] * (len(low) + 1)
    fewest[0] = []
    for start in range(len(low)):
        cuts = fewest[start]
        if cuts is None:
            continue
        for end in range(start + 2, len(low) + 1):
            piece = low[start:end]
            if piece.removesuffix("'s") not in _VOCABULARY:
                continue
            if fewest[end] is None or len(fewest[end] or []) > len(cuts) + 1:
                fewest[end] = [*cuts, end]
    cuts = fewest[-1]
    if cuts is None or len(cuts) < 2:
        return None
    return " ".join(run[a:b] for a, b in zip([0, *cuts], cuts, strict=False))
