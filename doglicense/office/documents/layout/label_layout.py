"""Where a label's value stands on a page: beside it on its row, under it, or in its own box."""

from __future__ import annotations

import re
from dataclasses import dataclass

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    ANY_LABEL,
    BESIDE,
    DATE_SHAPE,
    LABEL_OF,
    LABEL_START,
    LABELS,
    SHAPED,
    SURE,
    is_label,
    only_label_words,
)
from doglicense.office.documents.layout.beside import (
    a_label,
    beside,
    beside_another,
    drifted,
    far_beside,
    off_line,
    over,
    same_row,
    shares_width,
)
from doglicense.office.documents.layout.boxes.captioned import captioned_under, on_its_line
from doglicense.office.documents.layout.boxes.next_row import continues_a_value, next_row_s_label
from doglicense.office.documents.layout.boxes.species import no_dog_label
from doglicense.office.documents.layout.languages.bilingual import translated_label
from doglicense.office.documents.layout.roles import (
    a_phrase,
    bare_label,
    misread_date_label,
    near_label,
    refused,
    without_hint,
    worded_date_label,
)
from doglicense.office.documents.layout.rows import another_shots, names_rabies
from doglicense.office.documents.layout.same_place import NAMES
from doglicense.office.documents.layout.tables.headings import heads_column, in_another_box
from doglicense.office.documents.names.people import doctor_before_practice

DATED = ("vaccinated", "expires", "visit")

# A label with no colon and its value in one run of words ("Tag No. A94750", "Date vaccinated
# 6/6/26"): a pen writes close after the printed label, so OCR joins them. Only for the fields
# whose values have figures, and only when figures follow (a month's name may come first).
# Not a bare "due" or "exp.": a reminders table's "due 03/14/2026" is another shot's.
_JOINED = {
    "vaccinated": LABELS["vaccinated"],
    "expires": r"expir(?:es|ation)(?: date)?|expiry(?: date)?|valid (?:until|through)"
    r"|revaccinate by",
    "tag": LABELS["tag"],
}
LABEL_THEN_FIGURES = {
    key: re.compile(rf"^\s*(?:{label})\s+(?=\S*\d|[A-Za-z]{{2,9}}\.?,?\s+\d)", re.I)
    for key, label in _JOINED.items()
}


_BESIDE_ONLY = re.compile(r"^\s*rabies given\s*$", re.I)


@dataclass(frozen=True)
class _Found:
    text: str
    confidence: float
    source: Segment


def labelled(segments: list[Segment], key: str) -> list[_Found]:
    """Every value written after or under a label of `key`, with its words' least certainty."""
    found = []
    under_lines = captioned_under(segments)
    for segment in segments:
        if key == "dog" and no_dog_label(segments, segment):
            continue
        if " " not in segment.text.strip() and continues_a_value(segments, segment):
            continue  # "BREWER TON  PET  CARE" in a form's letter boxes: "PET" is no label
        match = is_label(segment.text, key)
        beside_only = False
        # A box's label alone ("Owner", "Date Vaccinated"): its value stands beside or under it.
        alone = not match and key != "date" and bare_label(segment.text, key)
        worded = misread_date_label(segment.text, key) or worded_date_label(segment.text, key)
        alone = alone or (not match and worded)
        if alone and " " not in segment.text.strip():
            alone = not _under_another(segments, segment, key)
        # "Rabies given" alone: its value beside it (a crate label's box), never the next line's
        # under it; on a page of captions under their lines, the words written over it
        beside_only = alone and not under_lines and _BESIDE_ONLY.match(segment.text) is not None
        if not match and not alone and key in SHAPED:
            # A card's bare "Date" or "Lot", neither capitals nor colon: a label only when the
            # value beside it has its field's shape (a date, a code); never a header over a column.
            match = LABEL_OF[key].match(segment.text)
            beside_only = True
            if match is None and key in LABEL_THEN_FIGURES:
                match = LABEL_THEN_FIGURES[key].match(segment.text)
                beside_only = False
                if match is not None and key == "tag" and _hash_read(segment.text[match.end() :]):
                    continue
        if not alone and (not match or (beside_only and match.end() < len(segment.text.rstrip()))):
            continue
        rest = "" if alone or match is None else _before_next_label(segment.text[match.end() :])
        rest = without_hint(rest)  # "Practice name, address and phone (stamp)"
        if match is not None and rest.strip(" :#.-") and not only_label_words(rest):
            if _refused(rest, key):
                continue
            start = match.end() + len(rest) - len(rest.lstrip(" :#"))
            certainty = segment.confidence_of(start, match.end() + len(rest.rstrip()))
            if rest == segment.text[match.end() :] and _continued(segments, segment):
                certainty = 0.0  # more words just beside it may be the rest of this value
            found.append(_Found(rest.strip(" :#"), certainty, segment))
            continue
        value = right_of(segments, segment)
        # a table's row label, its value far right in the values' column: not the next row's
        # label under it ("Patient ... Biscuit" over "Microchip ... 985...")
        value = value or (None if beside_only else far_beside(segments, segment, table=True))
        if value and a_phrase(value.text) and not beside_only:
            value = None  # the next box's label beside it ("Document uploaded"): its value is under
        if value and key in DATED and not beside_only and not DATE_SHAPE.search(value.text):
            value = _date_under(segments, segment) or value  # the next box's label beside it
        under = None if value or beside_only else _under(segments, segment, under_lines)
        if under and key in NAMES and next_row_s_label(segments, segment, under):
            under = None
        if under and key in DATED and another_shots(segments, under):
            continue  # a column's first row is another vaccine's: its dates are not rabies'
        value = value or under
        value = value or off_line(segments, segment)
        value = None if value and in_another_box(segments, value, segment) else value
        if value is not None and not a_label(value.text) and not _refused(value.text, key):
            text = _before_next_label(value.text)
            certainty = value.confidence_of(0, len(text.rstrip()))
            if text == value.text and _continued(segments, value, scrawl=True):
                certainty = 0.0  # '26-532' and a scrawl just after it: the value may go on
            found.append(_Found(text.strip(" :#"), certainty, value))
    return found


def _date_under(segments: list[Segment], label: Segment) -> Segment | None:
    """A date in the label's box under it; not a table's row naming a vaccine, rabies or
    another (the table's rows say which date is which)."""
    under = _under(segments, label)
    if under is None or not DATE_SHAPE.search(under.text) or another_shots(segments, under):
        return None
    return None if any(names_rabies(s.text) for s in segments if same_row(s, under)) else under


def _hash_read(value: str) -> bool:
    """'Tag #R-34408' read 'Tag HR-34408' or 'Tag 493310': with no colon, the sign after the
    label may be the value's first character, and which it is no reading says."""
    return value[:1] in ("#", "H", "4")


def _under_another(segments: list[Segment], word: Segment, key: str) -> bool:
    """A word alone in another field's box ("Dog" under SPECIES) is its value, no label; under
    a heading of its own field ("Owner" under OWNER) it labels its box; so too under a taller
    section heading, its own value beside it ("Owner  Horace Gallagher" under "Client and
    patient"). A label whose value stands beside it ("Client  Okafor, Anne") has no box: the
    word under it is the next row's label ("Patient")."""
    return any(
        s is not word
        and 0 <= word.y0 - s.y1 < 3 * s.height
        and abs(word.x0 - s.x0) < 4 * s.height
        and a_label(s.text)
        and not is_label(s.text, key)
        and not (s.height > 1.3 * word.height and right_of(segments, word) is not None)
        and (right_of(segments, s) or far_beside(segments, s, table=True)) is None
        and not _own_value_between(segments, s, word)
        for s in segments
    )


def _own_value_between(segments: list[Segment], label: Segment, word: Segment) -> bool:
    """The label's own value stands under it, before the word: the word is no value in its box
    (a web receipt's question, its answer, the next question: "Rabies tag number", "T41880",
    "Veterinarian")."""
    return (
        (value := _under(segments, label)) is not None and value is not word and value.y1 <= word.y0
    )


def _refused(text: str, key: str) -> bool:
    """A name's field refuses a label, a title or a heading read in its place; a code, a label
    misread by a letter."""
    text = _before_next_label(text)
    if key == "veterinarian":  # "Dr. Jasper Merriweather, Syracuse Family Vet": the vet's words
        text = doctor_before_practice(text)
    if key in ("tag", "lot"):
        return near_label(text)  # the code; "11003. Certificate given …" after
    return key not in SHAPED and (
        refused(text, key) or any(bare_label(text, other) for other in LABEL_OF)
    )


def _continued(segments: list[Segment], segment: Segment, *, scrawl: bool = False) -> bool:
    """Words close after a segment on its line, not a label of their own: 'Dr. Karen' and
    'Whitfield' split by a wide gap in a photo."""
    return any(
        s is not segment
        and same_row(segment, s)
        and 0 <= s.x0 - segment.x1 < 3 * segment.height
        and not LABEL_START.match(s.text)
        and not a_label(s.text)
        and (not scrawl or s.confidence < SURE)
        for s in segments
    )


def _before_next_label(text: str) -> str:
    other = ANY_LABEL.search(text)
    return text[: other.start()] if other else text


def right_of(segments: list[Segment], label: Segment) -> Segment | None:
    """The nearest words beside a label on its row; None when they are another label."""
    beside = [
        s
        for s in segments
        if s is not label
        and same_row(label, s)
        # a value printed over its label's last letter starts a little before the label ends
        and -0.3 * label.height <= s.x0 - label.x1 < BESIDE * label.height
    ]
    beside = beside or [s for s in segments if s is not label and over(label, s)]
    nearest = min(beside, key=lambda s: s.x0) if beside else None
    return None if nearest is None or a_label(nearest.text) else nearest


def _under(segments: list[Segment], label: Segment, lined: bool = False) -> Segment | None:
    """The value in a form's box: just below its small label, starting near its left edge;
    None when what stands there is the next box's label (this box was left blank). On a page of
    captions under their lines (a sign-up's), the words written on the caption's line over it."""
    if lined and (written := on_its_line(segments, label)) is not None:
        return written
    below = [
        s
        for s in segments
        if s is not label
        # a form's labels may be printed far smaller than what is written under them; a
        # typewriter's line may touch the label's foot
        and -0.3 * label.height
        <= s.y0 - label.y1
        < 3 * max(label.height, min(s.height, 2 * label.height))
        and not same_row(label, s)
        and abs(s.x0 - label.x0) < 4 * label.height
    ]
    # under the label itself before the next column's, a hair higher in a photo ("2/27/2028")
    below = [s for s in below if shares_width(s, label)] or below
    nearest = min(below, key=lambda s: s.y0) if below else None
    caption = nearest if nearest is not None and translated_label(label, nearest) else None
    if caption is not None:  # the value stands under the label's other language
        below = [s for s in below if s.y0 > caption.y1 - 0.3 * caption.height]
        nearest = min(below, key=lambda s: s.y0) if below else None
    if nearest is None or a_label(nearest.text) or heads_column(segments, nearest, label):
        return None
    if _line_between(segments, label, nearest, caption):
        return None
    return None if beside_another(segments, label, nearest) else nearest


def _line_between(
    segments: list[Segment], label: Segment, value: Segment, caption: Segment | None = None
) -> bool:
    """Words under the label above the value, starting further left: the first row's cell
    under a table's heading run into its neighbour ("2026-11-22 2026-04-07", a lot's expiry
    and the date given), and the value is then the next row's."""
    return any(
        s is not label
        and s is not value
        and s is not caption
        and not same_row(label, s)
        and label.y1 - 0.3 * label.height <= s.y0 < value.y0 - 0.5 * value.height
        and shares_width(s, label)
        for s in segments
    )


def date_by_label(segments: list[Segment], key: str) -> bool:
    """A date written in, beside or under a label of `key`, read surely or not: the page says
    that date, so none is counted in its place."""
    for label in segments:
        then = LABEL_THEN_FIGURES.get(key)
        joined = (then is not None and then.match(label.text)) or worded_date_label(label.text, key)
        if not (is_label(label.text, key) or bare_label(label.text, key) or joined):
            continue
        reach = 4 * label.height
        for s in segments:
            after = beside(label, s) or drifted(segments, label, s)
            under = 0 <= s.y0 - label.y1 < 3 * label.height
            under = under and s.x0 < label.x1 + reach and label.x0 - reach < s.x1
            if DATE_SHAPE.search(s.text) and (s is label or after or under):
                return True
    return False
