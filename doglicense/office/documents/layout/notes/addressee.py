"""Whom a letter is sent to: a town's notice, a vet's letter, a reminder card names its owner
on the line over a street and a "City, ST 12345" line, a block of its own: no heading or label
just over it (a health certificate's "Consignee - name, address" is another's)."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import only_one
from doglicense.office.documents.layout.beside import shares_width
from doglicense.office.documents.names.people import person_name
from doglicense.office.documents.names.practices import STREET
from doglicense.office.documents.pdf.hidden import BLACKED_OUT

_TOWN_LINE = re.compile(r"^[A-Z][\w .'-]+,? [A-Z]{2}\.?,? \d{5}(?:-\d{4})?$")
# A sender's name over its address: a practice's, a vet's, an office's; no owner's.
_SENDER = re.compile(
    r"\b(?:dr|doctor|dvm|vmd|clinic|hospital|practice|veterinary|vets?|animal|pet|center|office"
    r"|department|town|county|city|shelter)\b",
    re.I,
)

# Over another's name and address: a consignee's, a seller's, a vet's or a practice's block.
_HEADING = re.compile(
    r"\b(?:names?|address|owner|consign\w*|ship\w*|sold|bill\w*|veterinarian|vet|doctor"
    r"|clinic|hospital|practice|from|issued|signed|signature)\b|:\s*$",
    re.I,
)


def addressee(words: list[Segment], sure: float) -> str | None:
    """The one person a letter is addressed to, read surely; None where none, or two."""
    found = []
    for line in words:
        name = person_name(line.text)
        if name is None or " " not in name or _SENDER.search(line.text):
            continue
        if _headed(words, line):
            continue
        street = _next_line(words, line)
        town = _next_line(words, street) if street is not None else None
        if street is None or town is None:
            continue
        # a street blacked out before the letter was shared (pdf/hidden.py) is still its line
        if not _street(street.text.strip()) and street.text != BLACKED_OUT:
            continue
        if _TOWN_LINE.match(town.text.strip()):
            found.append(name if line.confidence >= sure else None)
    return None if None in found else only_one(found)


def _street(text: str) -> bool:
    """A street's line, also as a mailing's capitals print it ("6169 WETZEL RD")."""
    return bool(STREET.fullmatch(text) or (text.isupper() and STREET.fullmatch(text.title())))


def _headed(words: list[Segment], line: Segment) -> bool:
    """A heading or a label just over the name ("2. CONSIGNEE - NAME, ADDRESS"); a mail's
    presort line ("***AUTO**5-DIGIT 13031") is the address block's own."""
    return any(
        0 <= line.y0 - s.y1 < 2 * line.height and shares_width(s, line) and _HEADING.search(s.text)
        for s in words
    )


def _next_line(words: list[Segment], line: Segment) -> Segment | None:
    """The words just under a line, starting where it starts: the next line of one block."""
    under = [
        s
        for s in words
        if 0 <= s.y0 - line.y1 < line.height
        and abs(s.x0 - line.x0) < line.height
        and s.height < 1.5 * line.height
    ]
    return min(under, key=lambda s: s.y0) if under else None


def in_new_york(segments: list[Segment], name: Segment) -> bool:
    """A name over a New York address ("9735 Blackberry Rd, Clay NY 13041"): of a shipper's two
    parties, the one the dog lives with here (a moving owner, or the adopter a rescue ships to)."""
    under = [
        s
        for s in segments
        if 0 <= s.y0 - name.y1 < 1.5 * name.height and shares_width(s, name) and s is not name
    ]
    return any(_NEW_YORK.search(s.text) for s in under)


_NEW_YORK = re.compile(r"\bNY\.?,? \d{5}\b")
