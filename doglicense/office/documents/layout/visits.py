"""A visit summary's rabies shot given that day: the visit's date, when the shot's due date is
exactly the vaccine's term after it.

A visit summary names its shots in a table of what was given that day, with each one's next due
date and no date given of its own: the page's "Visit date" is the shot's. It is taken only when
the due date is the visit's date plus the vaccine's term to the day, or the day before (a shot
"valid until" the eve of its anniversary), so a shot from an earlier visit, listed with its own
due date, is never given this visit's date.

A clinic's till receipt prints the visit only as its own date and time at the head ("07/08/2026
14:51"), under no label: that date is the shot's when it is the one date on the page that the
booster's due date is exactly the term after (`dated_by_due`). Where it prints no booster date,
only the shot's term ("RABIES 3YR", "Duration: 3 yr"), its head's date is the shot's when it is
the one date on the page and no word on the page names a date's role (`till_date`): a browser's
print date over a portal's table of shots, a birth date, an invoice's due date all come with
such words.

A practice's medical record heads each visit with its date at the left margin, the visit's notes
under it; a visit where the rabies vaccine was given names it in its notes, and an earlier
visit may too (`latest_visit`): the shot is the latest such visit's, its tag and lot in its own
notes.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    LOT_SHAPE,
    REMINDER,
    SURE,
    TAG_SHAPE,
    code_of,
    date_of,
    dates_in,
    only_one,
    parse_date,
    product_in,
    years_after,
)
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.label_layout import labelled
from doglicense.office.documents.layout.notes.prose import written_codes
from doglicense.office.documents.layout.rows import names_rabies

# Words that give a date a role: the shot's, its expiry's, a birth's, a print's, a bill's.
DATE_ROLE = re.compile(
    r"\b(?:date[ds]?|due|expir\w*|exp|valid|until|thru|through|given|administered|vaccinated"
    r"|next|booster|born|birth|dob|issued|printed|visit|seen|since)\b",
    re.I,
)


def given_at_visit(words: list[Segment], due: date | None, years: int | None) -> date | None:
    """The visit's date when ``due`` is ``years`` after it to the day, or a day less; else None."""
    if due is None or years is None:
        return None
    visit = visit_date(words)
    if visit is None:
        return None
    return visit if _due_after(visit, years, due) else None


def visit_date(words: list[Segment]) -> date | None:
    """The one date the page's "visit" labels give ("Visit date: 01/29/2025"), every value of
    theirs read surely; None where none, or two, or one unsure."""
    found = labelled(words, "visit")
    if any(f.confidence < SURE for f in found):
        return None
    return only_one(day for day in (parse_date(f.text) for f in found) if day is not None)


def _due_after(day: date, years: int, due: date) -> bool:
    """``due`` is ``years`` after ``day`` to the day, or the day before (a shot "valid until"
    the eve of its anniversary)."""
    term = years_after(day, years)
    return due in (term, term - timedelta(days=1))


def dated_by_due(words: list[Segment], due: date | None, years: int | None) -> date | None:
    """The one date anywhere on the page that ``due`` is ``years`` after to the day, or a day
    less, read surely; None where there is none, or more than one, sure or not (a shelter's
    "21-MAY-2026" read unsure above a spay's "22-MAY-2026")."""
    if due is None or years is None:
        return None
    found = {
        (day, s.confidence_of(match.start(), match.end()) >= SURE)
        for s in words
        for match in DATE_SHAPE.finditer(s.text)
        if (day := date_of(match)) is not None and _due_after(day, years, due)
    }
    if len(found) != 1:
        return None
    day, sure = found.pop()
    return day if sure else None


def till_date(words: list[Segment], years: int | None) -> date | None:
    """A till receipt's one date, read surely, where it sells a rabies shot of a printed term and
    no word on the page says what any date is; None otherwise."""
    if years is None or not any(names_rabies(s.text) for s in words):
        return None
    if any(DATE_ROLE.search(s.text) for s in words):
        return None
    found = [(s, m) for s in words for m in DATE_SHAPE.finditer(s.text) if date_of(m) is not None]
    if len(found) != 1:
        return None
    segment, match = found[0]
    return date_of(match) if segment.confidence_of(match.start(), match.end()) >= SURE else None


def latest_visit(words: list[Segment]) -> tuple[date, list[Segment]] | None:
    """The latest visit whose notes give the rabies shot, and its notes, where a record heads
    each visit with its date at the left of its line and the visit named after it, read surely;
    None where there is no such visit or a visit's head is unsure."""
    heads = sorted((s for s in words if _dated_line(words, s)), key=lambda s: s.y0)
    if any(names_rabies(s.text) for head in heads for s in words if same_row(s, head)):
        return None  # a table's dated rows, rabies on its own row: the rows say its date
    if not heads or any(h.confidence_of(0, len(h.text)) < SURE for h in heads):
        return None
    visits = []
    for head, following in zip(heads, [*heads[1:], None], strict=True):
        end = following.y0 if following is not None else float("inf")
        notes = [s for s in words if head.y1 <= s.y0 < end and not same_row(s, head)]
        match = DATE_SHAPE.match(head.text.strip())
        day = date_of(match) if match is not None else None
        if day is not None and any(_shot_note(s.text) for s in notes):
            visits.append((day, notes))
    days = sorted(day for day, _ in visits)
    if not days or days.count(days[-1]) > 1:
        return None
    day, notes = next(visit for visit in visits if visit[0] == days[-1])
    # Another day in the visit's notes, less than a year from it (a microchip's the next day):
    # which was the shot's, the notes do not say. A reminder's due date is no such day.
    given = [s for s in notes if not REMINDER.search(s.text)]
    if any(d != day and abs((d - day).days) < 300 for s in given for d in dates_in(s.text)):
        return None
    if any(_unread(s.text) for s in notes):
        return None  # "31/10/2025" under a "9/26/26" head: a date of the notes read no way
    return day, notes


def _unread(text: str) -> bool:
    """Figures shaped as a date that are no date ("31/10/2025" on a page read month first)."""
    return any(m.group(0)[:1].isdigit() and date_of(m) is None for m in DATE_SHAPE.finditer(text))


def visit_codes(words: list[Segment], day: date) -> tuple[str | None, str | None] | None:
    """The tag and lot in the notes of the latest visit that gave the shot, where that visit is
    dated `day` (by its head, or by a reminders box a term on): never an earlier visit's. None
    where the page has no such visit."""
    visit = latest_visit(words)
    if visit is None or visit[0] != day:
        return None
    notes = visit[1]
    note = written_codes(notes)
    return _code(notes, "tag", TAG_SHAPE) or note.tag, _code(notes, "lot", LOT_SHAPE) or note.lot


def _code(notes: list[Segment], key: str, shape: re.Pattern[str]) -> str | None:
    found = labelled(notes, key)
    if any(f.confidence < SURE for f in found):
        return None
    return only_one(code for code in (code_of(f.text, shape) for f in found) if code)


def _shot_note(text: str) -> bool:
    """A note of the rabies vaccine given: "Rabies vaccine Defensor 3 1 mL SQ", "Nobivac
    3-Rabies"; never a footer's "Rabies certificates are available on request", nor a line
    that starts with figures (a date of its own, unread: "5—-4~2024 RABIES — Rabvac 3")."""
    if not text.strip()[:1].isalpha():
        return False
    return product_in(text) is not None or bool(re.search(r"rabies\W+vacc", text, re.I))


def _dated_line(words: list[Segment], segment: Segment) -> bool:
    """A line that starts with a date at the page's left and names the visit after it ("Jan 12,
    2026  Wellness exam - vaccines"; a letter's date stands alone): nothing left of it on its
    row, nor on the lines just above and below it (a card's labels left of its dates)."""
    start = DATE_SHAPE.match(segment.text.strip())
    if start is None:
        return False
    row = [s for s in words if s is not segment and same_row(s, segment)]
    if not segment.text.strip()[start.end() :].strip(" ,.-") and not row:
        return False
    near = [s for s in words if abs(s.y0 - segment.y0) < 3 * segment.height]
    return all(s.x0 >= segment.x0 - segment.height for s in near)
