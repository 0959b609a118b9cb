"""Who gave the shot, where no label names the vet: "Given by Dr. Eamon Ellsworth, Saratoga Springs
Pet Wellness Center" on a pharmacy's rabies card, "Submitted by: Dr. Priya Thistlewood" on a titer
report. A doctor is the vet; a practice, a technician or another vaccine's card is not. And a
letter's signature block: "Dr. Owen Kirkpatrick, DVM" typed over its caption "Veterinarian (print)".
"""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row, shares_width
from doglicense.office.documents.layout.cards import rabies_cards
from doglicense.office.documents.layout.issuer.sample import shot_placed
from doglicense.office.documents.layout.roles import OTHER_SHOTS, bare_label
from doglicense.office.documents.names.people import DEGREE, DOCTOR, vet_name

_TITLED = re.compile(rf".*,\s*{DEGREE}\s*$", re.I)  # "Ingrid Solheim, DVM"
# A referral's note under its rabies row: "by Dr. Forrest Applegate", its doctor alone.
_GIVER = re.compile(
    r"\s*(?:(?:given|administered|vaccinated|submitted|signed) by|by(?=\s*dr\b))\s*:?\s*", re.I
)

_SUBMITTED = re.compile(r"\s*submitted by", re.I)


def unlabelled_doctor(words: list[Segment], sure: float) -> str | None:
    """The vet no label of its own names: the doctor "Given by" names, or who signed over a
    caption naming the vet."""
    return doctor_given_by(words, sure) or doctor_signed_over(words, sure)


def doctor_given_by(words: list[Segment], sure: float) -> str | None:
    """The doctor every "Given by" names, read surely: on a page of vaccine cards, the rabies
    card's own; none where one of them names no doctor (a practice, a table's column heading)."""
    every = rabies_cards(words)
    cards = [card for card in every if any(_GIVER.match(s.text) for s in card)]
    if every and not cards and any(OTHER_SHOTS.search(s.text) for s in words):
        return None  # the rabies card says not who gave it; another vaccine's card may
    found = set()
    sampled = shot_placed(words)  # a titer report's "Submitted by", where a column says where
    for scope in cards or [words]:
        for label in scope:
            head = _GIVER.match(label.text)
            if head is None or (sampled and _SUBMITTED.match(label.text)):
                continue
            rest = label.text[head.end() :]
            value = label if rest else _right_of(scope, label)
            text = rest or (value.text if value is not None else "")
            if value is None or not DOCTOR.match(text) or value.confidence < sure:
                return None  # a practice, a technician, or a name read unsure
            found.add(vet_name(text))
    name = found.pop() if len(found) == 1 else None
    return name if name is not None and " " in name else None  # "Dr. Smith" alone is cut


def _right_of(words: list[Segment], label: Segment) -> Segment | None:
    """The words just right of a label on its row: its value."""
    right = [s for s in words if same_row(label, s) and s.x0 >= label.x1 - 0.2 * label.height]
    return min(right, key=lambda s: s.x0) if right else None


def doctor_signed_over(words: list[Segment], sure: float) -> str | None:
    """The doctor's name typed just over a caption naming the vet ("Veterinarian", "Staff
    Veterinarian", "Veterinarian (print)"): a signature block, the caption under its line. Only a
    doctor's name (a title before it or a degree after it), read surely; none where two disagree."""
    found = set()
    for caption in words:
        if not bare_label(caption.text, "veterinarian"):
            continue
        above = [s for s in words if s is not caption and _just_over(s, caption)]
        if not above:
            continue
        signed = max(above, key=lambda s: s.y1)
        if (
            not (DOCTOR.match(signed.text) or _TITLED.match(signed.text))
            or signed.confidence < sure
        ):
            continue
        found.add(vet_name(signed.text))
    name = found.pop() if len(found) == 1 else None
    return name if name is not None and " " in name else None


def _just_over(upper: Segment, lower: Segment) -> bool:
    """`upper` stands on the line over `lower`, sharing some of its width: no line between."""
    gap = lower.y0 - upper.y1
    near = -0.2 * lower.height <= gap <= 1.2 * max(upper.height, lower.height)
    return near and shares_width(upper, lower)
