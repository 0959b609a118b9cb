"""Reading the sixteenth certificate set (issue 28): papers a New York dog owner really has that no
earlier set drew, most of them photographed with a phone.

The pages come from tests/sixteenth_certificates.py (a practice's patient portal vaccine page
printed from a browser with its header and footer, a pet store mobile vaccine clinic's household
printout where the dog is listed among the family's cats, a practice's e-mailed reminder of
services due printed from webmail, a breeder's puppy health record whose schedule ends with the
first rabies shot at a vet's, and by pen a town's free rabies clinic half-sheet slip (some with
the shot date struck out, rewritten and initialled), a boarding kennel's intake form whose
vaccination section the vet's office completed, and a vet's note on a prescription pad); flatbed
colour and grey scans, text and searchable PDFs, scanned PDFs, and phone photos: JPEGs with EXIF
orientation, HEICs, messaging-app JPEGs, and this set's own: dim lamp light with grain, a low
angle's strong keystone, the phone's shadow across the page, the page running off the frame, and
the PDF photographed off a laptop's screen), written without looking at the reader or the other
sets and never tuned against the reader, and are measured by bench/heldout.py's own code, one
page at a time. The pen pages are measured apart and their vaccination date and tag given their
own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.sixteenth [--pages 84] [--layouts rx_pad_note] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.sixteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    sixteenth_set,
)
from tests.sixteenth_conditions import GROUPS


def main() -> None:
    eighth.run(sixteenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
