"""Reading the nineteenth certificate set (issue 28): papers a New York dog owner really has that
no earlier set drew, most of them photographed with a phone.

The pages come from tests/nineteenth_certificates.py (an interstate certificate of veterinary
inspection for one dog with the rabies shot in the animal table's columns and a Duration or
Expires column; a practice's medical record printout with SOAP notes, a later sick visit above
the wellness visit, an earlier rabies shot below and a reminders box; a vaccine history faxed to a
boarding kennel under the fax machine's header line, an older rabies row among the vaccines; a
wellness plan's statement of services used; and by pen a shelter's kennel card in felt marker that
went home with the adopted dog, a free rabies clinic's consent form with the owner's cursive and
the clinic's print and a ticked 1-/3-year box, and a 4-H dog project's health record a child
filled in under the practice's stamp); flatbed colour and grey scans, text and searchable PDFs,
scanned and faxed PDFs, and phone photos: JPEGs with EXIF orientation, HEICs, messaging-app
JPEGs, and this set's own: a page held up in two hands and curled, sun through window blinds
striping the page, the page lying on another paper whose words show around it, a wide lens's
barrel distortion and dark corners, and a page held against a bright window with the back's
print showing through), written without looking at the reader or the other sets and never tuned
against the reader, and are measured by bench/heldout.py's own code, one page at a time. The pen
pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.nineteenth [--pages 84] [--layouts shelter_kennel_card] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.nineteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    nineteenth_set,
)
from tests.nineteenth_conditions import GROUPS


def main() -> None:
    eighth.run(nineteenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
