"""A visit's date written once: an invoice or a history lists a visit's services on lines under
its first, the date only on the first ("2026-06-07  Office visit / exam", then "Rabies vaccine -
Rabvac 3" with no date). The rabies line is given on the date carried down to it.

It is taken only where the table shows that way of writing (another line of services without a
date of its own under a dated one), the rabies line holds no date and nothing stands in the date
column on its line, and the visit's date is at most four lines above it, read surely.
"""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    REMINDER,
    SURE,
    parse_date,
    years_after,
)
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.rows import names_rabies

LINES = 4  # a visit's services under its dated line, at most


def carried_date(words: list[Segment], due: date | None = None) -> date | None:
    """The date carried down to the one rabies line that holds none; None otherwise. One visit
    alone on the page shows no way of writing, unless the line's own note of its next date
    (`due`) is that visit's date and a rabies term exactly."""
    dates = [s for s in words if DATE_SHAPE.fullmatch(s.text.strip())]
    line = _rabies_line(words, dates)
    if line is None:
        return None
    cells = [s for s in dates if s.x1 <= line.x0]
    above = [s for s in cells if s.y1 <= line.y0 + 0.3 * line.height]
    if not above:
        return None
    visit = max(above, key=lambda s: s.y0)
    column = [s for s in cells if abs(s.x0 - visit.x0) < line.height]
    day = parse_date(visit.text)
    alone = day is not None and due is not None and due in {years_after(day, n) for n in (1, 3)}
    if (len(column) < 2 and not alone) or line.y0 - visit.y1 > LINES * 1.6 * line.height:
        return None
    if visit.confidence < SURE or _in_column(words, line, visit):
        return None
    return day if _written_once(words, line, column) else None


def noted_due(words: list[Segment]) -> date | None:
    """The rabies line's own note of its next date, on the line or two under it and starting
    under it ("Lot 6065-5F  Tag # 26-86924  Next due 2029-06-07"): one date, read surely."""
    dates = [s for s in words if DATE_SHAPE.fullmatch(s.text.strip())]
    line = _rabies_line(words, dates)
    if line is None:
        return None
    notes = [
        s
        for s in words
        if 0 <= s.y0 - line.y1 < 2.5 * line.height
        and s.x0 >= line.x0 - line.height
        and REMINDER.search(s.text)
    ]
    due = [
        (match, s)
        for s in notes
        for match in DATE_SHAPE.finditer(s.text)
        if s.confidence_of(match.start(), match.end()) >= SURE
    ]
    return parse_date(due[0][0].group(0)) if len(due) == 1 and len(notes) == 1 else None


def _rabies_line(words: list[Segment], dates: list[Segment]) -> Segment | None:
    """The one line of services naming rabies with no date on it, right of a column of dates
    (never a footer's sentence under it)."""
    lines = [
        s
        for s in words
        if names_rabies(s.text)
        and "tag" not in s.text.lower()
        and not REMINDER.search(s.text)
        and not any(DATE_SHAPE.search(t.text) for t in words if same_row(s, t))
        and any(d.x1 <= s.x0 and d.y1 <= s.y0 for d in dates)
    ]
    return lines[0] if len(lines) == 1 else None


def _in_column(words: list[Segment], line: Segment, visit: Segment) -> bool:
    """Anything on the rabies line where the dates stand: a date misread, or a cell of its own."""
    return any(
        same_row(line, s) and s.x0 < visit.x1 and visit.x0 < s.x1 and s is not line for s in words
    )


def _written_once(words: list[Segment], line: Segment, column: list[Segment]) -> bool:
    """Another line of services starting where the rabies line starts, below a dated line and
    with nothing in the date column on its own: the table writes a visit's date once."""
    return any(
        s is not line
        and abs(s.x0 - line.x0) < line.height
        and not DATE_SHAPE.search(s.text)
        and not any(same_row(s, d) for d in column)
        and any(0 < s.y0 - d.y1 < LINES * 1.6 * s.height for d in column)
        for s in words
    )
