"""A pen's figures as OCR spells them: the letters read for figures inside a date's shape.

Either engine reads a hand's 0 as 'O' or (a narrow one) 'D', its 1 as 'I', 'l', '\\' or (a
flagged 1) 'Λ', its 2 as 'Z' or 'z' ('2O26', 'NOV \\6 2026', '07/18/2O24' run into its label); and a
flagged 1 or a closed 4 as 'A' ('4/A3/2025'), which of the two only the calendar can say. Inside
a date's shape these are read as the figures they stand for, so that the two engines' readings
can be compared figure for figure (decision 0060). Nothing here makes a reading sure: the two
engines must still agree.
"""

from __future__ import annotations

import re
from itertools import product

from doglicense.office.documents.certificate_words import dates_in

# One letter for one figure; 'A' is either of two, and is settled by the calendar.
_AS_FIGURE = str.maketrans("OoQDIl|\\ΛZz", "00001111122")
_F = r"[0-9OoQDIl|\\ΛZzA]"
_SEP = r"\s?[/.-]\s?"
_SHAPE = re.compile(
    rf"(?<![0-9])(?:{_F}{{1,2}}{_SEP}{_F}{{1,2}}{_SEP}{_F}{{2,4}}"
    rf"|\b[A-Za-z]{{3,9}}[.,]?\s+{_F}{{1,2}}(?:[.,]\s*|\s+){_F}{{4}})(?![0-9A-Za-z])"
)


def mended(text: str) -> str:
    """The text with each date-shaped run of figures and look-alike letters (two figures at
    least) read as figures: 'DATE VACCINATEDO7/18/2O24' is 'DATE VACCINATED 07/18/2024', and
    '04-A6-2026' is '04-16-2026' (a 4 there makes no date). A run that makes no date, or
    two, or has no letter to read, is left as it was read."""
    return _SHAPE.sub(_mend, text)


def _mend(match: re.Match[str]) -> str:
    run = match.group(0)
    head = re.match(r"[A-Za-z]{3,9}[.,]?\s+", run)
    month = head.group(0) if head else ""
    body = run[len(month) :]
    letters = body.translate(_AS_FIGURE) != body or "A" in body
    if sum(c.isdigit() for c in body) < 2 or not letters:
        return run  # figures alone stand as read, a date run into its label too ('Due08/25')
    body = body.translate(_AS_FIGURE)
    # Every 'A' a 1 or a 4, each on its own: the run is read only if one choice makes a date.
    pieces = body.split("A")
    readings = set()
    for chosen in product("14", repeat=len(pieces) - 1):
        candidate = pieces[0] + "".join(f + p for f, p in zip(chosen, pieces[1:], strict=True))
        if len(dates_in(month + candidate)) == 1:
            readings.add(candidate)
    if len(readings) != 1:
        return run
    start = match.start()
    glued = start > 0 and match.string[start - 1].isalpha()  # run into its label
    return (" " if glued else "") + month + readings.pop()


def figures(text: str) -> str:
    """Tesseract's figures at a place, to hold against the second engine's: its dates mended
    as the second engine's are, its look-alike letters read as figures in a word of two figures
    or more, and an 'A' kept there (a 1 or a 4: `alike` lets it stand for either)."""
    kept = []
    for word in mended(text).split(" "):
        if sum(c.isdigit() for c in word) >= 2:
            word = word.translate(_LIKE_FIGURES)
            kept.append("".join(c for i, c in enumerate(word) if c.isdigit() or _a_figure(word, i)))
        else:
            kept.append("".join(c for c in word if c.isdigit()))
    return "".join(kept)


def _a_figure(word: str, i: int) -> bool:
    """An 'A' among figures and signs ('0A-A62026'), not a word's letter ('10-AUG-2026')."""
    return word[i] == "A" and not any(
        c.isalpha() for c in word[max(0, i - 1) : i] + word[i + 1 : i + 2]
    )


# Tesseract's letters for a figure in a run of figures ('Q4-10-2025' for 04-10-2025).
_LIKE_FIGURES = str.maketrans("OoQDIl|\\SZB", "00001111528")


def alike(second: str, first: str) -> bool:
    """The second engine's figures and Tesseract's, figure for figure; Tesseract's 'A' a 1 or
    a 4 (the second engine's own 'A' was settled by the calendar, or left a letter)."""
    return len(second) == len(first) and all(
        a == b or (b == "A" and a in "14") for a, b in zip(second, first, strict=True)
    )
