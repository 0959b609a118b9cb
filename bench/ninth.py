"""Reading the ninth certificate set (issue 28): papers that have been handled, and the ways people
in a hurry get them to the Town Clerk.

The pages come from tests/ninth_certificates.py (the national standard form overprinted by a
drifting practice printer, a county free clinic's certificate by pen with a rubber-stamped date,
an index card in pencil with crossed-out values, a copy of a copy, a vet portal photographed off a
laptop, a practice certificate behind its invoice through a phone scanner app, and a laminated
wallet card with glare and a thumb; folded, crumpled, coffee-ringed or dog-eared first; flatbed
scans, text and searchable PDFs, copier and scanner-app PDFs, phone JPEGs with EXIF orientation,
night shots with flash, HEICs and messaging-app JPEGs), written without looking at the reader or
the other sets and never tuned against the reader, and are measured by bench/heldout.py's own
code, one page at a time. The pen pages are measured apart and their vaccination date and tag
given their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.ninth [--pages 84] [--layouts wallet_card] [--misses] [--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.ninth_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, ninth_set
from tests.ninth_conditions import GROUPS


def main() -> None:
    eighth.run(ninth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
