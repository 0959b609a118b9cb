"""Reading the thirty-sixth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtysixth_certificates.py (a senior living community's resident pet
agreement, the rabies shot typed on blanks in a sentence of its health clause; a veterinary
payment plan agreement, the rabies vaccine a line of its itemized treatment with its term or
expiry; a clinic's vaccine consent and declination form, the rabies row of its table given among
declined vaccines; a pet shipper's live-animal crate label, the rabies facts in its vaccination
box beside another vet's health certificate; and by pen a county fair's open-class dog show entry
card with its rabies lines, a brewery's taproom pup club card with captions over its boxes and
the term ringed, and a pet store's photos-with-Santa sign-up with captions under its lines) as a
report writer's overstruck-bold PDF and a practice's PDF with a "CLIENT COPY" text watermark, a
scan held flat by fingertips and a scan under an aged magenta lamp, an inverted-decode grey PDF
and an ICC-based progressive JPEG PDF, and phone pictures under holiday lights, on a pool table,
on gift wrap, held flat by keys and a wallet, scribbled on by a toddler and under a ring light;
written without looking at the reader or the other sets and never tuned against the reader, and
measured by bench/heldout.py's own code, one page at a time. The pen pages are measured apart and
their vaccination date and tag given their own rows; `--by-condition` adds the vaccination date's
right rate per goal group.
`python -m bench.thirtysixth [--pages 84] [--layouts brewery_pup_club_card] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtysixth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtysixth_set,
)
from tests.thirtysixth_conditions import GROUPS


def main() -> None:
    eighth.run(thirtysixth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
