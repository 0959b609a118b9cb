"""An animal's row of boxes: "NAME  BREED  COLOR  MICROCHIP" over a shipper's crate label's
values. "NAME" alone names no one (a shipper's, a consignee's, a vet's); beside "BREED" on its
row, it is the dog's, unless a "SPECIES" heads a column of the row (a household's pets table)."""

from __future__ import annotations

import re
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row

_NAME = re.compile(r"^\s*name\s*:?\s*$", re.I)
_BREED = re.compile(r"^\s*breed\s*:?\s*$", re.I)
_SPECIES = re.compile(r"^\s*(?:species|type|animal)\s*:?\s*$", re.I)


def animal_rows(segments: list[Segment]) -> list[Segment]:
    """The page's words, a bare "NAME" beside a bare "BREED" on its row read as the dog's."""
    return [replace(s, text="DOG'S NAME") if _animals_name(segments, s) else s for s in segments]


def _animals_name(segments: list[Segment], word: Segment) -> bool:
    """A bare "NAME" with a bare "BREED" on its row, and no "SPECIES": a household's table of
    animals names a cat's row too, and which row is the dog's its species says."""
    if _NAME.match(word.text) is None:
        return False
    row = [s for s in segments if same_row(word, s)]
    return any(_BREED.match(s.text) for s in row) and not any(_SPECIES.match(s.text) for s in row)
