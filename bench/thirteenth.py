"""Reading the thirteenth certificate set (issue 28): papers from somewhere else, certificates
that did not come from a Central New York clinic's own printer.

The pages come from tests/thirteenth_certificates.py (another state's certificate in numbered
boxes, a military veterinary treatment facility's block-capital form with dates like 04 MAR
2026, a practice's statement of account with the rabies vaccine one line item among others, a
pet passport page with the vial's peel-off sticker and a date stamp, a rescue's adoption or
transfer record with a medical history table, and by pen a mobile clinic's carbon pad in
capitals and a rural vet's certificate in cursive on notebook paper; flatbed scans, a photocopy
of a photocopy, text and searchable PDFs, scanned and faxed PDFs, phone JPEGs with EXIF
orientation, HEICs, messaging-app JPEGs, photos through a plastic sleeve with glare and of a
folded, crumpled page), written without looking at the reader or the other sets and never tuned
against the reader, and are measured by bench/heldout.py's own code, one page at a time. The pen
pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.thirteenth [--pages 84] [--layouts invoice] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirteenth_set,
)
from tests.thirteenth_conditions import GROUPS


def main() -> None:
    eighth.run(thirteenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
