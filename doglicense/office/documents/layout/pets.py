"""On a page listing several animals, the words of the dog's block: its heading and what follows;
the dog's own name, without its family's.

A client's vaccination history lists two or three pets, each under its "Patient:" or "Pet:"
heading with its own table; a tag, lot, date or doctor is the dog's only when it stands in the
dog's block, and words outside every block (the client, the clinic) belong to no animal.
"""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment

# An animal's heading: its label, a colon and a name ("Patient: Bentley  (Canine, Beagle)").
HEADING = re.compile(
    r"^\s*(?:patient|pet|animal|dog)(?:'?s)?(?: name)?\s*[:#]\s*(?P<name>[A-Za-z][\w'’-]*)", re.I
)
_CAT = re.compile(r"\b(?:feline|cat|kitten|dsh|dlh)\b", re.I)
_DOG = re.compile(r"\b(?:canine|dog|puppy|k9)\b", re.I)


def dog_block(words: list[Segment]) -> list[Segment]:
    """The words of the dog's block when the page lists several animals, else all the words;
    none when no heading is the dog's (every one a cat, or two dogs named by their species)."""
    headings = _headings(words)
    if len({name.lower() for _, name in headings}) < 2:
        return words
    first = min(headings, key=lambda h: h[0].y0)[0]
    dogs = [h for h, _ in headings if _DOG.search(_row_text(words, h))]
    # The dog the page is read for: the first animal, unless it is a cat; then the one dog.
    dog = first if not _CAT.search(_row_text(words, first)) else dogs[0] if len(dogs) == 1 else None
    if dog is None:
        return []
    below = [h.y0 for h, _ in headings if h.y0 > dog.y0]
    end = min(below, default=float("inf"))
    return [w for w in words if dog.y0 <= (w.y0 + w.y1) / 2 < end]


def _row_text(words: list[Segment], heading: Segment) -> str:
    """The heading's line, the species written apart from the name ("Bentley    (Canine)")."""
    return " ".join(w.text for w in words if heading.y0 <= (w.y0 + w.y1) / 2 <= heading.y1)


def _headings(words: list[Segment]) -> list[tuple[Segment, str]]:
    found = []
    for word in words:
        match = HEADING.match(word.text)
        # "Animal: Canine" on a one-dog form is its species, no second animal.
        if match is not None and not (
            _CAT.fullmatch(match["name"]) or _DOG.fullmatch(match["name"])
        ):
            found.append((word, match.group("name")))
    return found


def without_family_name(dog: str | None, owner: str | None) -> str | None:
    """A practice's patient "Hank MacAllister": the dog Hank, the client's family name after
    it (decision 0061)."""
    if dog is None or owner is None or " " not in dog:
        return dog
    family = owner.split(",")[0] if "," in owner else owner.rsplit(" ", 1)[-1]
    name, last = dog.rsplit(" ", 1)
    return name if last.casefold() == family.strip().casefold() else dog
