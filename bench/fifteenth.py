"""Reading the fifteenth certificate set (issue 28): papers a New York dog owner really has that no
earlier set drew, most of them photographed with a phone.

The pages come from tests/fifteenth_certificates.py (a Puerto Rico practice's Spanish-only
"Certificado de Vacunación Antirrábica" with day-first dates, a Québec practice's French /
English certificate with dates like "5 août 2025" or 2025-08-05, a practice's two-page visit
record whose second page is the certificate, a rescue's foster-to-adopt handover sheet with the
rabies shot in its medical history, and by pen a doggy daycare's vaccination verification form
the vet's front desk filled in, a page of a practice's rabies clinic log with the resident's row
highlighted, and a pocket health record card with each vaccine's peel-off vial sticker and the
dates written beside it; flatbed colour and grey scans, text and searchable PDFs, scanned PDFs,
and phone photos: JPEGs with EXIF orientation, HEICs, messaging-app JPEGs, and this set's own: a
flash's hotspot washing out part of the page, the page small on a tablecloth or a wood table, a
little motion blur, a chat app's screenshot of the photo, and a photo turned a quarter with no
EXIF to say so), written without looking at the reader or the other sets and never tuned
against the reader, and are measured by bench/heldout.py's own code, one page at a time. The
pen pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.fifteenth [--pages 84] [--layouts clinic_log] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.fifteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    fifteenth_set,
)
from tests.fifteenth_conditions import GROUPS


def main() -> None:
    eighth.run(fifteenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
