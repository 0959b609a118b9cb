"""Reading the thirty-fourth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtyfourth_certificates.py (a veterinary behaviorist's consultation
report, the rabies shot a sentence of its history in prose with the referring doctor beside it;
an estate lawyer's pet trust schedule, the rabies lines rows of a two-column table; a wedding
venue's dog agreement, the rabies facts in boxes with labels above, the term ticked; a guide dog
school's annual veterinary report, the rabies row of a vaccine table among four others; and by pen
a canine rehab centre's intake, a marina's slip-holder pet registration in captioned boxes and a
horse barn's dog registration with captions under the lines) as a letter over a scanned
letterhead and a report designer's out-of-order PDF, an over-sharpened copier scan and a scan
with its paper clip on, a sideways-stored image PDF and an ASCII85-coded one, and phone pictures
on a laptop keyboard, on a snowy car hood, on an ironing board, with a grease spot, under a sodium
lamp and through the Magnifier app; written without looking at the reader or the other sets and
never tuned against the reader, and measured by bench/heldout.py's own code, one page at a time.
The pen pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.thirtyfourth [--pages 84] [--layouts canine_rehab_intake] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtyfourth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtyfourth_set,
)
from tests.thirtyfourth_conditions import GROUPS


def main() -> None:
    eighth.run(thirtyfourth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
