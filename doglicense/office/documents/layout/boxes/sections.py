"""A form's sections: a "Name" box under its section's heading ("CLIENT", "ANIMAL", "Section 5.
Vaccinating veterinarian") names the section's one, the owner, the dog or the vet, and is read
as that field's label."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment

_HEADINGS = {
    "Owner name": re.compile(
        r"^(?:client|owner|pet owner|primary contact)(?: information| details)?$", re.I
    ),  # a microchip registry's "Primary contact", over its "Alternate contact"
    "Pet name": re.compile(
        r"^(?:(?:service |assistance )?animal|pet|patient|(?:service )?dog)"
        r"(?: information| details)?$",
        re.I,
    ),
    "Veterinarian's name": re.compile(
        r"^(?:vaccinating |attending |examining )?veterinarian(?: information| details)?$", re.I
    ),
}
# "Section 2. Dog", "Part 1: Owner", "1. Owner", "B. Service animal"
_SECTION = re.compile(r"^[\W_]*(?:(?:section|part)\s*\d+[.:]?|\d{1,2}[.)]|[A-H][.)])\s*", re.I)
_NAME = re.compile(r"^\s*name\s*(?::|$)", re.I)  # "Name", "Name: Freckles"; never "Name of dog"


def sectioned(segments: list[Segment]) -> list[Segment]:
    """Each bare "Name" under a section's heading named for the section; all else as read."""
    return [_named(segments, s) for s in segments]


def _named(segments: list[Segment], segment: Segment) -> Segment:
    """A bare "Name" as its section's label ("Pet name: Freckles"), or the segment as read."""
    if not _NAME.match(segment.text):
        return segment
    heading = _heading_over(segments, segment)
    if heading is None:
        return segment
    label = next(
        (name for name, says in _HEADINGS.items() if says.match(_title(heading.text))), None
    )
    if label is None:
        return segment
    text = label + segment.text.lstrip()[len("name") :]
    # two words where "Name" was one: each as sure as "Name" was read
    certainty = segment.certainty[:1] * 2 + segment.certainty[1:]
    return Segment(text, segment.x0, segment.y0, segment.x1, segment.y1, certainty)


def _title(heading: str) -> str:
    """A section's heading without its number: "Section 2. Dog" is "Dog"."""
    return _SECTION.sub("", heading.strip())


def _heading_over(segments: list[Segment], segment: Segment) -> Segment | None:
    """The line just over a box's label, starting where it starts: its section's heading."""
    above = [
        s
        for s in segments
        # a Korean label over the English one taken out between them (layout/languages)
        if 0 <= segment.y0 - s.y1 < 3 * max(segment.height, s.height)
        # a label printed small under a larger heading; its number cut off ("2a. Name")
        and abs(s.x0 - segment.x0) < 2 * max(segment.height, s.height)
    ]
    return max(above, key=lambda s: s.y1) if above else None
