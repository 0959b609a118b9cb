"""What a rabies certificate says, from its words and their places: pure functions, no I/O.

A field is filled only when its label (or, on a clinic's invoice, the rabies row) was found, its
value has the shape of that field, and every word of it was read with confidence; otherwise it is
left empty for the resident to type. Wrong is worse than empty: a wrong date would be trusted.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from datetime import date
from typing import TypeVar

from doglicense.office.documents.certificate_text import Segment

T = TypeVar("T")
SURE = 0.80  # below this, a word may be misread (Tesseract's word confidence, 0..1)
SHAPED = ("vaccinated", "expires", "date", "duration", "tag", "lot")  # values of a set shape
BESIDE = 15  # label heights: a grid form's values stand in a column well right of their labels
MONTHS = {
    m: i + 1
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
    )
}
# The labels, as written on NASPHV Form 51, state and county forms, clinics' invoices and cards.
LABELS: dict[str, str] = {
    "owner": r"owner'?s?(?: name)?|name of owner|(?:pet )?owner|client(?: name)?|bill to|guardian",
    "dog": r"animal(?:'s)? name|dog'?s? name|pet(?:'s)? name|name of (?:dog|animal|pet)"
    r"|patient(?: name)?|dog|pet",
    "vaccinated": r"date (?:of )?(?:rabies )?vaccinat(?:ed|ion)|date (?:given|administered)"
    r"|vaccinated(?: on)?|(?:rabies )?vaccination date",
    "expires": r"next vaccination due(?: by| date)?|(?:vaccination )?expir(?:es|ation)(?: date)?"
    r"|expiry(?: date)?|exp\.?|valid (?:until|through)|next due|due (?:by|date)"
    r"|revaccinate by|booster due",
    "duration": r"(?:vaccine )?duration(?: of immunity)?|term|good for|valid for",
    "tag": r"rabies tag(?: (?:no|number|#))?\.?(?: issued)?|tag ?(?:no|number|#)\.?|tag",
    "veterinarian": r"(?:attending )?veterinarian(?:'s name)?|vet|doctor|provider"
    r"|(?:administered|vaccinated) by",
    "clinic": r"clinic(?: name| site)?|hospital|practice(?: name)?|clinic ?/ ?practice",
    "product": r"(?:vaccine )?product(?: name)?|vaccine(?: name| product)?",
    "lot": r"(?:serial ?/ ?)?lot ?(?:no|number|#)?\.?|serial(?: ?/ ?lot)?(?: (?:no|number))?\.?",
    # A card's or a statement's bare "Date": the vaccination's only when the expiry agrees.
    "date": r"date",
}
# Labels of other boxes: a value stops where one of them begins.
OTHER_LABELS = r"species|sex|age|breed(?: ?/ ?colou?r)?|colou?r|address|phone|license no\.?"
_LABEL = {
    key: re.compile(rf"^\s*(?:{pattern})\s*(?:[:#]\s*|$)", re.I) for key, pattern in LABELS.items()
}
_ALL = "|".join([*LABELS.values(), OTHER_LABELS])
_ANY_LABEL = re.compile(rf"\b(?:{_ALL})\s*[:#]", re.I)
_LABEL_START = re.compile(rf"^\s*(?:{_ALL})\s*[:#]", re.I)
_BOX_LABEL = re.compile(rf"^\s*(?:{_ALL})\s*[:#.]?\s*$", re.I)


# Words that name a box and are never its value: a value made only of them is a blank box's
# neighbour read in its place ("NAME", "OWNER'S NAME", "ADMINISTERED BY"), so it is no value.
_LABEL_WORDING = (
    "name names owner owners animal animals dog dogs pet pets patient client of the by date",
    "vaccination vaccinated vaccine vaccines expires expiration expiry due next valid until",
    "through given duration term immunity rabies tag no number issued clinic hospital practice",
    "site product manufacturer serial lot species sex age breed color colour address phone",
    "license signature administered veterinarian veterinarians vet doctor dr dvm certificate",
    "county to for and or first last type mfr exp",
)
LABEL_WORDS = frozenset(word for line in _LABEL_WORDING for word in line.split())


def only_label_words(text: str) -> bool:
    """Text made of label words alone: a form's printed label, not what was written in its box."""
    if any(c.isdigit() for c in text):  # "3 year", "Tag 25-01234": a value beside its words
        return False
    words = re.findall(r"[a-z]+", text.lower().replace("'s", "").replace("’s", ""))
    return bool(words) and all(word in LABEL_WORDS for word in words)


def _is_label(text: str, key: str) -> re.Match[str] | None:
    """A label followed by a colon, or a form's box label alone (box labels are in capitals)."""
    match = _LABEL[key].match(text)
    if match and (match.end() < len(text) or ":" in text or "#" in text or text.isupper()):
        return match
    return None


def _is_box_label(text: str) -> bool:
    return bool(_BOX_LABEL.match(text)) and text.isupper()


# USDA-licensed rabies vaccines for dogs, as their makers name them: a product is read only when
# it is one of these, so an OCR slip cannot invent one.
PRODUCTS = (
    (r"imrab\s*-?\s*(1|3)(\s*tf)?", "Imrab {0}"),
    (r"defensor\s*-?\s*(1|3)", "Defensor {0}"),
    (r"nobivac\s*:?\s*(1|3)\s*-?\s*rabies", "Nobivac {0}-Rabies"),
    (r"rabvac\s*-?\s*(1|3)(\s*tf)?", "Rabvac {0}"),
    (r"continuum\s*rabies", "Continuum Rabies"),
    (r"purevax\s*rabies", "Purevax Rabies"),
)
_DATE = re.compile(
    r"\b(?P<m>\d{1,2})\s?[/.-]\s?(?P<d>\d{1,2})\s?[/.-]\s?(?P<y>\d{4}|\d{2})\b"
    r"|\b(?P<mn>[A-Za-z]{3,9})\.?\s+(?P<dn>\d{1,2}),?\s+(?P<yn>\d{4})\b"
    r"|\b(?P<dd>\d{1,2})[\s-]+(?P<mm>[A-Za-z]{3})[a-z]*[\s-]+(?P<yy>\d{4})\b"
)
_NAME = re.compile(r"^[A-Z][a-zA-Z'’-]+(?: [A-Z][a-zA-Z'’-]+){0,3}$")
_TAG = re.compile(r"^[A-Z]{0,2}-?\d[\d-]{2,10}[A-Z]?$")
_LOT = re.compile(r"^[A-Z0-9][A-Z0-9-]{3,14}$")
_REMINDER = re.compile(r"\b(?:due|next|reminder|expires?|booster)\b", re.I)
_YEARS = re.compile(r"\b(1|3|one|three)[\s-]*(?:years?|yrs?|yr\.)\b", re.I)


@dataclass(frozen=True)
class RabiesReading:
    """The fields read off a certificate; None where nothing was read with confidence."""

    vaccinated: date | None = None
    expires: date | None = None
    tag: str | None = None
    veterinarian: str | None = None
    clinic: str | None = None
    dog: str | None = None
    owner: str | None = None
    product: str | None = None
    lot: str | None = None
    duration_years: int | None = None  # printed (1 or 3); the expiry derived from it when alone
    # How the dates are known, for the clerk: "text_layer" (a PDF's exact words) or
    # "two_readings" (every digit read twice by OCR, the readings agreeing).
    dates_evidence: str | None = None

    def filled(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)}


def parse_date(text: str) -> date | None:
    """The one date in a text (03/14/2025, 3/14/25, March 14, 2025, 14-MAR-2025), else None."""
    found = dates_in(text)
    return found[0] if len(found) == 1 else None


def dates_in(text: str) -> list[date]:
    found = []
    for match in _DATE.finditer(text):
        day = _date_of(match)
        if day is not None:
            found.append(day)
    return found


def _date_of(match: re.Match[str]) -> date | None:
    parts = match.groupdict()
    try:
        if parts["m"]:
            month, day, year = int(parts["m"]), int(parts["d"]), int(parts["y"])
        elif parts["mn"]:
            month = MONTHS.get(parts["mn"][:3].lower(), 0)
            day, year = int(parts["dn"]), int(parts["yn"])
        else:
            month = MONTHS.get(parts["mm"][:3].lower(), 0)
            day, year = int(parts["dd"]), int(parts["yy"])
        if year < 100:
            year += 2000
        if not 2000 <= year <= 2099:
            return None
        return date(year, month, day)
    except ValueError:
        return None


def years_after(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


# Where values stand: beside their label, or under it in the same box.


@dataclass(frozen=True)
class _Found:
    text: str
    confidence: float
    source: Segment


def _same_row(a: Segment, b: Segment) -> bool:
    middle = (b.y0 + b.y1) / 2
    if a.y0 - 0.2 * a.height <= middle <= a.y1 + 0.2 * a.height:
        return True
    # A value written larger than its small printed label, on the same line, has its middle
    # above the label's: on one row the two share most of the shorter one's height.
    shared = min(a.y1, b.y1) - max(a.y0, b.y0)
    return shared >= 0.6 * min(a.height, b.height)


def _labelled(segments: list[Segment], key: str) -> list[_Found]:
    """Every value written after or under a label of `key`, with its words' least certainty."""
    found = []
    for segment in segments:
        match = _is_label(segment.text, key)
        beside_only = False
        if not match and key in SHAPED:
            # A card's bare "Date" or "Lot", neither capitals nor colon: a label only when the
            # value beside it has its field's shape (a date, a code); never a header over a column.
            match = _LABEL[key].match(segment.text)
            beside_only = True
        if not match or (beside_only and match.end() < len(segment.text.rstrip())):
            continue
        rest = _before_next_label(segment.text[match.end() :])
        if rest.strip(" :#.-") and not only_label_words(rest):
            start = match.end() + len(rest) - len(rest.lstrip(" :#"))
            certainty = segment.confidence_of(start, match.end() + len(rest.rstrip()))
            if rest == segment.text[match.end() :] and _continued(segments, segment):
                certainty = 0.0  # more words just beside it may be the rest of this value
            found.append(_Found(rest.strip(" :#"), certainty, segment))
            continue
        value = _right_of(segments, segment)
        value = value or (None if beside_only else _under(segments, segment))
        if value is not None and not _a_label(value.text):
            text = _before_next_label(value.text)
            certainty = value.confidence_of(0, len(text.rstrip()))
            found.append(_Found(text.strip(" :#"), certainty, value))
    return found


def _continued(segments: list[Segment], segment: Segment) -> bool:
    """Words close after a segment on its line, not a label of their own: 'Dr. Karen' and
    'Whitfield' split by a wide gap in a photo."""
    return any(
        s is not segment
        and _same_row(segment, s)
        and 0 <= s.x0 - segment.x1 < 3 * segment.height
        and not _LABEL_START.match(s.text)
        and not _is_box_label(s.text)
        for s in segments
    )


def _before_next_label(text: str) -> str:
    other = _ANY_LABEL.search(text)
    return text[: other.start()] if other else text


def _a_label(text: str) -> bool:
    """Another box's label, not a value: a blank box's neighbour is never read as its value."""
    return _is_box_label(text) or bool(_LABEL_START.match(text)) or only_label_words(text)


def _right_of(segments: list[Segment], label: Segment) -> Segment | None:
    """The nearest words beside a label on its row; None when they are another label."""
    beside = [
        s
        for s in segments
        if s is not label and _same_row(label, s) and 0 <= s.x0 - label.x1 < BESIDE * label.height
    ]
    nearest = min(beside, key=lambda s: s.x0) if beside else None
    return None if nearest is None or _a_label(nearest.text) else nearest


def _under(segments: list[Segment], label: Segment) -> Segment | None:
    """The value in a form's box: just below its small label, starting near its left edge;
    None when what stands there is the next box's label (this box was left blank)."""
    below = [
        s
        for s in segments
        if s is not label
        and 0 <= s.y0 - label.y1 < 3 * label.height
        and abs(s.x0 - label.x0) < 4 * label.height
    ]
    nearest = min(below, key=lambda s: s.y0) if below else None
    return None if nearest is None or _a_label(nearest.text) else nearest


def _one(values: Iterable[T]) -> T | None:
    """The value when every reading agrees on it; None when none was read or they disagree."""
    distinct = set(values)
    return distinct.pop() if len(distinct) == 1 else None


# The fields.


def _name(text: str) -> str | None:
    text = re.sub(r"\s*\(.*$", "", text).strip(" ,.")
    return text if _NAME.match(text) else None


def _vet(text: str) -> str | None:
    text = re.sub(r"^(?:dr\.?|doctor)\s+", "", text.strip(), flags=re.I)
    text = re.sub(r",?\s*(?:d\.?v\.?m\.?|v\.?m\.?d\.?)\s*$", "", text, flags=re.I)
    return _name(text)


def _clinic_name(text: str) -> str | None:
    text = text.strip(" ,.")
    if re.match(r"^[A-Z][\w'’&.-]*(?: [\w'’&.-]+){1,6}$", text) and not _DATE.search(text):
        return text
    return None


def _code(text: str, shape: re.Pattern[str]) -> str | None:
    token = text.strip().split(" ")[0] if text.strip() else ""
    token = token.strip(".,;:")
    return token if shape.match(token) else None


def product_in(text: str) -> str | None:
    """The one licensed rabies vaccine a text names ("Imrab 3", "Nobivac 1-Rabies" ...)."""
    found = set()
    for pattern, name in PRODUCTS:
        for match in re.finditer(pattern, text.lower()):
            thimerosal_free = " TF" if len(match.groups()) > 1 and match.group(2) else ""
            found.add(name.format(*match.groups()[:1]) + thimerosal_free)
    return found.pop() if len(found) == 1 else None


def _sure_dates(segment: Segment) -> list[date]:
    """The dates in a segment whose every word was read with confidence."""
    found = []
    for match in _DATE.finditer(segment.text):
        day = _date_of(match)
        if day is not None and segment.confidence_of(match.start(), match.end()) >= SURE:
            found.append(day)
    return found


def _rabies_rows(segments: list[Segment]) -> tuple[list[list[Segment]], list[list[Segment]]]:
    """An invoice's rows that name rabies and carry a date (never the tag's line): those of the
    services given, and those of its reminders (a row saying due, next or reminder)."""
    given: list[list[Segment]] = []
    due: list[list[Segment]] = []
    for segment in segments:
        if "rabies" in segment.text.lower() and "tag" not in segment.text.lower():
            row = sorted((s for s in segments if _same_row(segment, s)), key=lambda s: s.x0)
            dated = any(dates_in(s.text) for s in row)
            if dated and not _stacked(row) and not _crowded(row, segment, segments):
                reminder = any(_REMINDER.search(s.text) for s in row)
                (due if reminder else given).append(row)
    return given, due


def _crowded(row: list[Segment], anchor: Segment, segments: list[Segment]) -> bool:
    """Another date in the column of one of the row's dates, nearly as close to the row: on a
    tilted photo the row's line runs through two rows of dates, and which is its own is a guess."""
    low, high = anchor.y0 - 0.5 * anchor.height, anchor.y1 + 0.5 * anchor.height
    return any(
        other not in row
        and low <= (other.y0 + other.y1) / 2 <= high
        and other.x0 < mine.x1
        and mine.x0 < other.x1
        and dates_in(other.text)
        for mine in row
        if dates_in(mine.text)
        for other in segments
    )


def _stacked(row: list[Segment]) -> bool:
    """Two of a row's segments one above the other: a tilted photo's rows run together, and
    which date belongs to the rabies row is then a guess."""
    return any(a.x1 > b.x0 for a, b in itertools.pairwise(row))


def read_fields(segments: Iterable[Segment]) -> RabiesReading:
    """The certificate's fields from its words, each one only when read with confidence."""
    words = [s for s in segments if s.text.strip()]
    texts = {key: _labelled_value(words, key, parse) for key, parse in _TEXT_FIELDS.items()}
    if texts["clinic"] is None and not _labelled(words, "clinic"):
        texts["clinic"] = _heading_clinic(words)
    vaccinated = _labelled_value(words, "vaccinated", parse_date)
    expires = _labelled_value(words, "expires", parse_date)
    given, due = _rabies_rows(words)
    if not _labelled(words, "vaccinated") and len(given) == 1:
        # A clinic's invoice: the rabies row's own dates and lot, never another vaccine's.
        row_dates = _row_dates(given[0])
        if row_dates and len(row_dates) <= 2:
            vaccinated = row_dates[0]
            expires = expires or (row_dates[1] if len(row_dates) == 2 else None)
        if texts["lot"] is None and not _labelled(words, "lot"):
            texts["lot"] = _row_lot(next(s for s in given[0] if "rabies" in s.text.lower()))
    if expires is None and not _labelled(words, "expires") and len(due) == 1:
        reminder = _row_dates(due[0])
        expires = reminder[0] if len(reminder) == 1 else None
    product = _product(words)
    years = _duration(words)
    corroborate = False
    if vaccinated is None and not _labelled(words, "vaccinated") and not given:
        vaccinated, corroborate = _labelled_value(words, "date", parse_date), True
    vaccinated, expires = _checked_dates(vaccinated, expires, years, _product_years(product))
    if corroborate and expires is None:
        vaccinated = None  # a bare "Date" is the vaccination's only when an expiry agrees with it
    return RabiesReading(
        vaccinated=vaccinated,
        expires=expires,
        duration_years=years,
        product=product,
        owner=texts["owner"],
        dog=texts["dog"],
        veterinarian=texts["veterinarian"],
        clinic=texts["clinic"],
        tag=texts["tag"],
        lot=texts["lot"],
    )


_TEXT_FIELDS: dict[str, Callable[[str], str | None]] = {
    "owner": lambda t: _name(t),
    "dog": lambda t: _name(t),
    "veterinarian": lambda t: _vet(t),
    "clinic": lambda t: _clinic_name(t),
    "tag": lambda t: _code(t, _TAG),
    "lot": lambda t: _code(t, _LOT),
}


def _labelled_value(words: list[Segment], key: str, parse: Callable[[str], T | None]) -> T | None:
    """The value every label of `key` agrees on; none if one of them was read unsure."""
    found = _labelled(words, key)
    if any(f.confidence < SURE for f in found):
        return None
    return _one(v for v in (parse(f.text) for f in found) if v is not None)


def _row_dates(row: list[Segment]) -> list[date]:
    """A row's dates, all of them, or none when one of them was read unsure."""
    sure = [d for s in row for d in _sure_dates(s)]
    return sure if len(sure) == sum(len(dates_in(s.text)) for s in row) else []


def _product_years(product: str | None) -> int | None:
    """The years a licensed product's label gives (Imrab 3: 3), None when none was read."""
    found = re.search(r"\b([13])\b", product or "")
    return int(found.group(1)) if found else None


def _row_lot(description: Segment) -> str | None:
    lot = re.search(r"\blot\s*[:#]?\s*([A-Z0-9-]{4,15})\b", description.text, re.I)
    if lot is None or description.confidence_of(lot.start(1), lot.end(1)) < SURE:
        return None
    return _code(lot.group(1), _LOT)


def _duration(words: list[Segment]) -> int | None:
    """1 or 3 years, when the certificate prints it (a duration box, 'Rabies 3 Year', '3 yr')."""
    found: list[str] = []
    unsure = False
    for segment in words:
        label = _is_label(segment.text, "duration")
        if not (label or "rabies" in segment.text.lower()):
            continue
        for match in _YEARS.finditer(segment.text):
            found.append(match.group(1))
            unsure |= segment.confidence_of(match.start(), match.end()) < SURE
    for value in _labelled(words, "duration"):
        for match in _YEARS.finditer(value.text):
            found.append(match.group(1))
            unsure |= value.confidence < SURE
    years = {1 if y.lower() in ("1", "one") else 3 for y in found}
    return years.pop() if len(years) == 1 and not unsure else None


def _checked_dates(
    vaccinated: date | None, expires: date | None, years: int | None, product_years: int | None
) -> tuple[date | None, date | None]:
    """Dates that agree with each other, the duration and the product; a disagreement leaves
    both empty. A 3-year product may be given for one year (a first dose), a 1-year one never
    lasts three, so only a 1-year product gives an expiry by itself."""
    if vaccinated is None:
        return None, None  # an expiry alone cannot be checked against anything
    if years is not None and product_years == 1 and years != 1:
        return None, None
    years = years or (1 if product_years == 1 else None)
    if expires is None:
        return vaccinated, years_after(vaccinated, years) if years else None
    gap = (expires - vaccinated).days
    if product_years == 1 and abs(gap - 365) > 3:
        return None, None
    if years is not None:
        if abs((expires - years_after(vaccinated, years)).days) <= 1:
            return vaccinated, expires
        return None, None
    if any(abs(gap - 365 * n) <= 3 for n in (1, 3)):
        return vaccinated, expires
    return None, None


def _product(words: list[Segment]) -> str | None:
    """The one licensed product named anywhere, every mention of it read with confidence."""
    found = set()
    for segment in words:
        for pattern, _ in PRODUCTS:
            for match in re.finditer(pattern, segment.text.lower()):
                if segment.confidence_of(match.start(), match.end()) < SURE:
                    return None
                found.add(product_in(match.group(0)))
    return found.pop() if len(found) == 1 else None


def _heading_clinic(words: list[Segment]) -> str | None:
    """An invoice's letterhead: the largest line near the top naming a clinic or hospital."""
    if not words:
        return None
    top = min(s.y0 for s in words)
    bottom = max(s.y1 for s in words)
    near_top = [s for s in words if s.y0 <= top + 0.2 * (bottom - top)]
    heading = max(near_top, key=lambda s: s.height)
    if heading.confidence < SURE:  # every word of a letterhead is the clinic's name
        return None
    if re.search(r"\b(clinic|hospital|veterinary|animal|pet care)\b", heading.text, re.I):
        return _clinic_name(heading.text)
    return None
