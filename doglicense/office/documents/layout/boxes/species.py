"""A species box's options ("X Dog  Cat  Ferret"): each a choice, ticked or not, never a label."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.roles import TICKED, UNTICKED

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
