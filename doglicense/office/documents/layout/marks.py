"""A printed form's marks: a date written in Month / Day / Year boxes, and the option ticked."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.roles import TICKED, UNTICKED

_CAPTION = re.compile(r"^(?:(?:month|day|year|mm|dd|yy|yyyy)\b[\s/|]*){1,3}$", re.I)


# A duration as a form prints it: "1 yr", "3 years", "three-year", "36 months".
TERM = re.compile(
    r"(?<![0-9a-z])(?:(1|3|one|three)[\s-]*(?:years?|yrs?|a[ñn]os?|ans?)\.?"
    r"|(12|36)[\s-]*(?:months?|mos?|mois|meses)\.?)"
    r"(?![a-z])",
    re.I,
)


def term_years(match: re.Match[str]) -> int:
    return 1 if (match.group(1) or match.group(2)).lower() in ("1", "one", "12") else 3


def boxed_dates(words: list[Segment]) -> list[Segment]:
    """The words with each date written in boxes over a Month / Day / Year caption made one
    segment (03/14/2026) where the figures stood, and the caption taken away: a box's figures
    are a date only with the caption that says which is which."""
    captions = [s for s in words if _CAPTION.match(s.text.strip())]
    used: set[int] = set()
    made: list[Segment] = []
    for first in sorted(captions, key=lambda s: s.x0):
        if id(first) in used:
            continue
        row = [c for c in captions if id(c) not in used and same_row(first, c)]
        reach = 5 * max(first.x1 - first.x0, first.height)  # the next boxes, not another row's
        row = [c for c in row if 0 <= c.x0 - first.x0 < reach]
        names = [w.lower()[0] for c in sorted(row, key=lambda s: s.x0) for w in c.text.split()]
        names = [n for n in names if n in "mdy"]
        if names != ["m", "d", "y"]:
            continue
        left, right = min(c.x0 for c in row), max(c.x1 for c in row)
        top = min(c.y0 for c in row)
        slack = first.height
        figures = sorted(
            (
                s
                for s in words
                if s not in row
                and 0 <= top - s.y1 < 3 * first.height
                and s.x1 > left - slack
                and s.x0 < right + slack
                and any(ch.isdigit() for ch in s.text)
            ),
            key=lambda s: s.x0,
        )
        used.update(id(c) for c in row)
        tokens = " ".join(s.text for s in figures).replace("|", " ").split()
        digits = [t for t in tokens if t.isdigit()]
        if not figures or len(digits) != len(tokens) or not _date_parts(digits):
            continue  # a box holds figures only: "a7_" is a misread 17, not a 7
        used.update(id(s) for s in figures)
        sure = min(_figure_certainty(s) for s in figures)
        made.append(
            Segment(
                "/".join(digits),
                min(s.x0 for s in figures),
                min(s.y0 for s in figures),
                max(s.x1 for s in figures),
                max(s.y1 for s in figures),
                (sure,),
            )
        )
    return [s for s in words if id(s) not in used] + made


def _date_parts(digits: list[str]) -> bool:
    return (
        len(digits) == 3
        and len(digits[0]) <= 2
        and len(digits[1]) <= 2
        and len(digits[2]) in (2, 4)
    )


def _figure_certainty(segment: Segment) -> float:
    """The least certain of a segment's words that hold a figure (a box's edge read as "|"
    beside them is no part of the date)."""
    words = zip(segment.text.split(" "), segment.certainty, strict=False)
    return min((c for w, c in words if any(ch.isdigit() for ch in w)), default=0.0)


def ticked_term(words: list[Segment]) -> tuple[bool, int | None]:
    """Printed duration options on one row ("[X] 1 yr  [ ] 3 yrs"): whether the page has them,
    and the years of the one ticked; None when no tick, or more than one, was read."""
    options: list[tuple[Segment, int, str]] = []  # segment, years, its mark: x, o or ""
    for segment in words:
        position = 0
        for match in TERM.finditer(segment.text):
            before = segment.text[position : match.start()].strip()
            position = match.end()
            options.append((segment, term_years(match), _mark(before, segment, words)))
    rows = [
        [o for o in options if same_row(first[0], o[0])]
        for first in options
        if len({o[1] for o in options if same_row(first[0], o[0])}) > 1
    ]
    if not rows:
        return False, None
    row = max(rows, key=len)
    ticked = {years for _, years, mark in row if mark == "x"}
    return True, ticked.pop() if len(ticked) == 1 else None


def _mark(before: str, segment: Segment, words: list[Segment]) -> str:
    """x for a tick just before an option, o for an empty box, "" when nothing was read."""
    if before:
        tokens = before.split(" ")
        tails = {before, tokens[-1], " ".join(tokens[-2:])}
        if any(TICKED.fullmatch(t) for t in tails):
            return "x"
        return "o" if any(UNTICKED.fullmatch(t) for t in tails) else ""
    left = [
        s
        for s in words
        if s is not segment
        and same_row(segment, s)
        and 0 <= segment.x0 - s.x1 < 1.5 * segment.height
    ]
    nearest = max(left, key=lambda s: s.x1) if left else None
    if nearest is not None and TICKED.fullmatch(nearest.text.strip()):
        return "x"
    return ""
