"""Reading the twenty-fourth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentyfourth_certificates.py (a veterinary teaching hospital's community
clinic vaccine administration record, a patient barcode sticker with the birth date, the vaccines
in a table with each vial's own expiry, a duration and at times a next-due date, the supervising
clinician beside the student; a rabies serology laboratory's FAVN titer report whose last rabies
vaccination sits among the sample's collected, received, tested and reported dates, with no expiry
and no tag; a retriever club's hunt test entry form, the dog's registered name beside its call
name, the event's and closing dates and the date signed around its typed rabies section; a
neighbouring town's dog control officer's notice that proof of vaccination was received after a
ticket; and by pen a church hall's free rabies clinic slip on tinted carbonless paper, a receipt
book page a house-call vet wrote with the practice's rubber stamp, and an airline pet travel
booklet's spread with an older shot above the one that counts and at times day-first dates) as a
"Microsoft Print to PDF" page with hairline margins and an owner's redacted text PDF (black boxes,
the words still under them), a copier's 70-80 % reduction scanned grey and a colour scan of a
tinted paper, a 1-bit fax with its header line and a copier's scan-to-e-mail PDF behind a cover
sheet, and phone pictures on a car seat, through a warm filter with a vignette, under a glass
table top, on a plaid bedspread, on a fridge under magnets, pinned to a cork board, in portrait
mode's blur and on a granite counter; written without looking at the reader or the other sets and
never tuned against the reader, and measured by bench/heldout.py's own code, one page at a time.
The pen pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentyfourth [--pages 84] [--layouts receipt_book_page] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentyfourth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentyfourth_set,
)
from tests.twentyfourth_conditions import GROUPS


def main() -> None:
    eighth.run(twentyfourth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
