"""A household's table of animals, one row each, its columns headed "Name", "Species", "Breed",
"Rabies vacc. (date given)", "Valid through", "Veterinarian": a foster home study's page of
the animals kept in the home (decision 0087).

No row names rabies, as a vaccine history's rows do (layout/history.py): the column's heading
does, and the dog's row is the one whose species cell says so. The page is read as if that row
were written as a form's labelled boxes ("Dog's name: Coco", "Rabies vaccination date:
04/13/2026"), the other animals' rows left out: the cat's dates are the cat's. A term written
in the rabies cell ("08/01/2025 (3 yr)") stays in its box, where the reader's printed-duration
rule (rabies_terms.duration) counts the expiry from it when none is written. Nothing is
rewritten where no row, or two rows, are a dog's.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.issuer.letterhead import PLACE
from doglicense.office.documents.layout.notes.prose import written_codes
from doglicense.office.documents.names.people import vet_name
from doglicense.office.documents.names.practices import clinic_name

_KINDS = r"species|(?:type|kind) of (?:animal|pet)|animal type|kind"  # a rescue's "Kind / breed"
_SPECIES = re.compile(rf"^\s*(?:{_KINDS})(?: ?/ ?breed)?\s*:?\s*$", re.I)
_DOG = re.compile(r"^\s*(?:dog|canine)\b", re.I)
_OTHER = re.compile(r"^\s*(?:cat|kitten|feline|rabbit|ferret|horse|bird|parrot)\b", re.I)
# Each heading's field, as the page writes it in a box: the label the rest of the reader knows.
_ROLES = (
    (re.compile(r"\btag\b", re.I), "Rabies tag"),
    # before the shot's own: "Rabies exp." names rabies too
    (re.compile(r"\b(?:valid|exp\w*|due|until|through)\b", re.I), "Valid through"),
    (re.compile(r"\brabies\b|\bvacc", re.I), "Rabies vaccination date"),
    (re.compile(r"\b(?:veterinarian|vet|clinic|practice)\b", re.I), "Veterinarian"),
    (re.compile(r"^\s*(?:name|pet(?:'s)? name|animal(?:'s)? name)\s*$", re.I), "Dog's name"),
)


def animals_table(segments: list[Segment]) -> list[Segment]:
    """The page, its table of animals (when it has one, and one dog in it) written as the dog's
    own labelled boxes."""
    species = next((s for s in segments if _SPECIES.match(s.text)), None)
    if species is None:
        return segments
    headings = sorted((s for s in segments if same_row(species, s)), key=lambda s: s.x0)
    roles = [_role(h.text) for h in headings]
    if "Rabies vaccination date" not in roles or len(headings) < 4:
        return segments
    rows = _rows(segments, headings)
    dogs = [row for row in rows if any(_DOG.match(cell.text) for cell in _cells(row, species))]
    if len(dogs) != 1:
        # no dog's row read, or two: the cat's row is still the cat's, its dates never the dog's
        cats = [row for row in rows if any(_OTHER.match(c.text) for c in _cells(row, species))]
        theirs = {id(s) for row in cats for s in row}
        return [s for s in segments if id(s) not in theirs]
    table = {id(s) for row in rows for s in row} | {id(h) for h in headings}
    boxes = [
        _box(label, cell)
        for heading, label in zip(headings, roles, strict=True)
        if label is not None
        for cell in _cells(dogs[0], heading)
    ]
    # The caseworker's note of the tag on the dog's collar, the rabies certificate named in it.
    noted = written_codes(segments).tag
    tagged = (
        [_box("Rabies tag", replace(dogs[0][0], text=noted, certainty=(1.0,)))] if noted else []
    )
    return [s for s in segments if id(s) not in table] + boxes + tagged


def _role(heading: str) -> str | None:
    return next((label for pattern, label in _ROLES if pattern.search(heading)), None)


def _rows(segments: list[Segment], headings: list[Segment]) -> list[list[Segment]]:
    """The table's rows under its headings (and a heading's second line, "(date given)"), down
    to the first line that runs across a column's edge (the next section's heading, a note)."""
    bottom = max(h.y1 for h in headings)
    edges = [h.x0 for h in headings[1:]]
    table = []
    for row in lines_below(segments, bottom - 0.2 * headings[0].height):
        row = [cell for s in row for cell in parted(s, edges)]
        if any(s.x0 < edge - 0.5 * s.height < s.x1 - s.height for s in row for edge in edges):
            break
        if not any(_in_row_of(row, h) for h in headings):  # a heading's second line
            table.append(row)
    return table


def lines_below(segments: list[Segment], top: float) -> list[list[Segment]]:
    """The words starting below `top`, line by line, top to bottom."""
    lines: list[list[Segment]] = []
    for segment in sorted((s for s in segments if s.y0 >= top), key=_top):
        line = next((line for line in lines if same_row(line[0], segment)), None)
        if line is None:
            lines.append([segment])
        else:
            line.append(segment)
    return lines


def parted(segment: Segment, edges: list[float]) -> list[Segment]:
    """Two cells OCR read as one run ("Treeing Walker Coonhound 70", a breed and a weight),
    parted where a word starts at the next column's edge; a line that crosses a column with no
    word starting there (a note, the next section's heading) is left whole."""
    crossed = [
        e for e in edges if segment.x0 < e - 0.5 * segment.height < segment.x1 - segment.height
    ]
    if not crossed:
        return [segment]
    words = segment.text.split(" ")
    starts = [sum(len(w) + 1 for w in words[:n]) for n in range(len(words))]
    cuts = []
    for edge in crossed:
        at = [
            n
            for n, c in enumerate(starts)
            if n and abs(segment.part(c, c + 1).x0 - edge) < 1.5 * segment.height
        ]
        if len(at) != 1:
            return [segment]
        cuts.append(at[0])
    bounds = [0, *sorted(cuts), len(words)]
    return [
        replace(
            segment.part(starts[a], starts[b - 1] + len(words[b - 1])),
            certainty=segment.certainty[a:b],
        )
        for a, b in itertools.pairwise(bounds)
    ]


def _top(segment: Segment) -> float:
    return segment.y0


def _in_row_of(row: list[Segment], heading: Segment) -> bool:
    return any(same_row(heading, s) for s in row)


def _cells(row: list[Segment], heading: Segment) -> list[Segment]:
    """The row's words under the heading: starting within a letter or two of its left edge, as
    a table's cells are aligned."""
    return [s for s in row if abs(s.x0 - heading.x0) < 1.5 * heading.height]


def _box(label: str, cell: Segment) -> Segment:
    """The cell written as a labelled box, its words as sure as they were read."""
    practice = PLACE.search(cell.text) and clinic_name(cell.text) is not None
    if label == "Veterinarian" and practice and vet_name(cell.text) is None:
        label = "Clinic"
    text = f"{label}: {cell.text}"
    sure = (1.0,) * len(label.split(" "))
    return replace(cell, text=text, certainty=sure + cell.certainty)
