"""Reading the twenty-first certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, most of them photographed with a phone.

The pages come from tests/twentyfirst_certificates.py (an animal shelter's adoption agreement
whose medical-care table holds the rabies row among DHPP, Bordetella and a heartworm test, with
a term or a due date and sometimes an older shot from the previous owner's papers; a veterinary
teaching hospital's discharge summary that states the shot, its serial and its due date or term
in sentences, the attending clinician above the student; a house-call vet's certificate made
and signed on a tablet, its cards in any order and its generated-at footer; a pet insurer's
claim form, the rabies line in the itemised visit and the treating vet's statement signed days
later; and by pen a grooming salon's intake index card, a clinic's hand-addressed reminder
postcard with the last shot's date, its due date and the post office's cancel, and a
prescription-pad note written when the certificate was lost, the pad's two vets printed and the
signer's name by hand) as born-digital PDFs and PDFs printed from a browser, a flatbed's two-up
grey scan beside the clinic's aftercare handout and a colour scan with the lid open, a phone
scanner app's PDF and a photocopy of a photocopy scanned to PDF, and phone photos: through a
plastic sleeve, folded and flattened again, a screenshot of a PDF viewer, a dim kitchen at
night, a moving hand, lying on a newspaper, crumpled and smoothed, and a counter's 4K document
camera; written without looking at the reader or the other sets and never tuned against the
reader, and measured by bench/heldout.py's own code, one page at a time. The pen pages are
measured apart and their vaccination date and tag given their own rows; `--by-condition` adds
the vaccination date's right rate per goal group.
`python -m bench.twentyfirst [--pages 84] [--layouts rx_pad_note] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentyfirst_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentyfirst_set,
)
from tests.twentyfirst_conditions import GROUPS


def main() -> None:
    eighth.run(twentyfirst_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
