"""A bare "Date" that is no day of the shot: the day a form was signed, or an e-mail was sent.

A page's bare "Date" is the vaccination's only where an expiry agrees with it (rabies_fields),
and a receipt's term counted from it always agrees: so the days a page is stamped with for
another reason are set apart first. A "Date" beside a signature's line is the day it was
signed (a contract, a claim). A "Date:" in an e-mail's header ("Date: Thu, Jan 30, 2025 at
4:42 PM", among "From:", "To:", "Subject:" and the senders' addresses) is the day the message was
sent, a day or a week after the visit it tells of; the visit's own date is in the message.
A treatment plan's "Valid through", under its title and number, is the day the estimate ends.
"""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.history import later_shot_below
from doglicense.office.documents.layout.rows import SECTION_REACH, another_shots_section

SIGNED = re.compile(r"signature|signed|certif(?:y|ied)", re.I)  # "Adoptersignature" run together
# An e-mail's header: its labels, and an address ("Name <name@host.com>", "To: name@host.com").
_HEADER = re.compile(r"^(?:from|to|cc|subject|sent)\s*:|[\w.+-]+@[\w-]+\.[\w.]+", re.I)


def another_day(words: list[Segment], value: Segment) -> bool:
    """The bare "Date" whose value this is dates a signature or an e-mail, not the shot."""
    return any(
        _near_line(value, s) and (SIGNED.search(s.text) or _HEADER.search(s.text.strip()))
        for s in words
    )


def _near_line(value: Segment, other: Segment) -> bool:
    """On the value's line or the next one either side (a tilted photo's signature line)."""
    middle = (other.y0 + other.y1) / 2
    return value.y0 - 2 * value.height <= middle <= value.y1 + 2 * value.height


def another_things(segments: list[Segment], value: Segment) -> bool:
    """A labelled date that is another thing's, not the shot's: another vaccine's section's, or
    a treatment plan's own "Valid through" under its title and number (an estimate is good for
    30 days; the rabies shot it lists as performed has its own term), or an older shot's, a
    later one below it in its column (a booklet's rows: decision 0079)."""
    if later_shot_below(value, segments):
        return True
    return another_shots_section(segments, value) or any(
        s.y1 <= value.y1
        and value.y0 - s.y1 < SECTION_REACH * value.height
        and _ESTIMATE.search(s.text)
        for s in segments
    )


_ESTIMATE = re.compile(r"\b(?:treatment plan|estimate|quote)\b|\bplan\s*#", re.I)
