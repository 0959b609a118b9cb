"""Words that look like the dog's label and are not: a species box's options ("X Dog  Cat
Ferret"), each a choice, ticked or not; a species written in a table's "Species" column; a
hospital's "Patient name", a person's, on a form that names the pet apart."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.roles import TICKED, UNTICKED


def no_dog_label(segments: list[Segment], word: Segment) -> bool:
    """The word is no label of the dog's name, though it reads as one."""
    return (
        species_option(segments, word)
        or species_cell(segments, word)
        or person_patient(segments, word)
    )


_SPECIES = frozenset(("dog", "cat", "ferret", "canine", "feline", "other"))


def species_option(segments: list[Segment], word: Segment) -> bool:
    """'Dog' printed as one of a species box's options ("X Dog  Cat  Ferret"): another species
    stands on its row close beside it, so it is an option ticked or not, never a label."""
    if not _a_species(word.text):
        return False
    return any(
        other is not word
        and same_row(word, other)
        and abs(other.x0 - word.x0) < 12 * word.height
        and _a_species(other.text)
        for other in segments
    )


def _a_species(text: str) -> bool:
    """A species, its box ticked or not: 'Cat' is one as printed, though an empty box read
    before a word may be a 'C' ('CDog') or an 'O' ('OFerret')."""
    bare = text.strip().lower()
    return bare in _SPECIES or UNTICKED.sub("", TICKED.sub("", text)).strip().lower() in _SPECIES


_COLUMN = re.compile(r"^\s*(?:species|type|kind|animal type)\s*:?\s*$", re.I)


def species_cell(segments: list[Segment], word: Segment) -> bool:
    """'Dog' in a table's row under its "Species" heading ("Java  Dog  Australian Shepherd"):
    the animal's species, its name in the row's first cell, never a label of the breed beside."""
    if not _a_species(word.text):
        return False
    return any(
        _COLUMN.match(heading.text)
        and heading.y1 <= word.y0 < heading.y1 + 12 * heading.height
        and heading.x0 < word.x1
        and word.x0 < heading.x1
        for heading in segments
    )


_PATIENT = re.compile(r"^\s*patient(?:'s)?(?: name)?\s*:?", re.I)
_PET = re.compile(r"^\s*(?:pet|dog|animal)(?:'s)? ?name\b", re.I)


def person_patient(segments: list[Segment], word: Segment) -> bool:
    """ "Patient name" on a page that also labels the pet's name ("Pet name"): a hospital's
    patient, the person the dog visits, not a practice's patient."""
    return bool(_PATIENT.match(word.text)) and any(_PET.match(s.text) for s in segments)
