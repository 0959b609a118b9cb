"""Reading the thirtieth certificate set (issue 28): papers a New York dog owner really has that
no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtieth_certificates.py (a pet screening service's profile report
printed for a landlord, small grey labels above the values in cards and the rabies shot a row of a
table of vaccination documents with its date given, its expiry or only its term in the vaccine's
name, the clinic that verified it and a status; a hospital's personal pet visit request, labels
small in the corners of boxes, the patient's and the handler's names beside the owner's and the
veterinarian's attestation with the exam's date beside the shot's; an insurance agency's canine
liability questionnaire, numbered questions with typed answers under them, the shot's date in an
answer's sentence; a county's foster home study page of household animals, a table where the dog's
row sits beside a cat's with its own rabies dates; and by pen a practice's new client
registration, the new practice's name printed and the one that gave the shot written in a vaccine
history table; a county's pet emergency information sheet, boxes with labels above and a vaccine
table; and a spay and neuter voucher, its own issue and expiry dates above the practice's part, the
shot given at surgery with its term circled or a current shot seen) as a browser's print that ran
onto a second page and a report writer's export with squeezed text, a scan with red drop-out and
an old flatbed's scan before its lamp warmed, ImageMagick's pixel-a-point PDF and an old scanning
program's LZW picture, and phone pictures in a collage beside the dog, saved from a social story,
printed low on toner, with a dried water splash, from a budget phone and with a rolling shutter's
waves; written without looking at the reader or the other sets and never tuned against the reader,
and measured by bench/heldout.py's own code, one page at a time. The pen pages are measured apart
and their vaccination date and tag given their own rows; `--by-condition` adds the vaccination
date's right rate per goal group.
`python -m bench.thirtieth [--pages 84] [--layouts home_study_pet_page] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtieth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtieth_set,
)
from tests.thirtieth_conditions import GROUPS


def main() -> None:
    eighth.run(thirtieth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
