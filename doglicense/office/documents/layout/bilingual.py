"""A bilingual form's labels read by their English half: "Fecha de vacunación / Date of
vaccination" names the box the English words name.

A practice serving Spanish-speaking owners prints each label twice, one language over the other
beside a slash. The English half is one of the labels the reader knows; the Spanish half stands
before it. The label is read as its English half, in the same place: its value is found beside
or under it as any label's. A value with a slash (a date, "M/N", "Black/tan") is never cut: the
part before the slash must hold no figure, and the part after it must be a whole label.
"""

from __future__ import annotations

import re
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LABEL_OF, is_box_label
from doglicense.office.documents.layout.roles import bare_label
from doglicense.office.documents.layout.spanish import read_in_english

_PAIR = re.compile(r"^(?P<first>[^/|\d]+?)\s*[/|]\s*(?P<english>[^/|]+)$")


def english_labels(segments: list[Segment]) -> list[Segment]:
    """The page's words, blanks left out, each two-language label read as its English half,
    and a page in Spanish alone read by its labels' English names (layout/spanish.py)."""
    return read_in_english([_english(s) for s in segments if s.text.strip()])


def _english(segment: Segment) -> Segment:
    pair = _PAIR.match(segment.text.strip())
    if pair is None:
        return segment
    english = pair.group("english").strip()
    first = pair.group("first").strip()
    if _known(first) and not _known(english):
        # "Owner / Propriétaire:": English first, the other language after it, then the colon
        colon = ":" if english.endswith(":") else ""
        words = len(first.split(" "))
        return replace(segment, text=first + colon, certainty=segment.certainty[:words])
    # "Lot / serial no": two English names of one box, not two languages; left as printed.
    if not _known(english) or _known(pair.group("first").strip()):
        return segment
    # The English half's own words, each with the certainty its word was read with.
    words = len(english.split(" "))
    return replace(segment, text=english, certainty=segment.certainty[-words:])


def _known(text: str) -> bool:
    """One of the labels the reader knows, whole."""
    return is_box_label(text) or any(
        LABEL_OF[key].match(text) or bare_label(text, key) for key in LABEL_OF
    )
