"""Reading the twenty-second certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, most of them photographed with a phone.

The pages come from tests/twentysecond_certificates.py (a practice's QR-coded digital rabies
certificate, big header and small print, sometimes with the dog's previous shot and an issuing
date; a low-cost spay/neuter clinic's discharge form, the day's vaccines ticked in a list and the
rabies term a ticked 1- or 3-year box or a printed due date; a European vet's certificate in
German, Italian or Polish with day-first dates and a certified English translation typed below
it; a city shelter's redemption receipt for a dog vaccinated at release, the fees around it; and
by pen an EU pet passport open at its rabies page, the vaccine's sticker with its batch, the
day-first vaccination, valid-from and valid-until dates and the vet's stamp, an older entry
above at times; a boarding kennel's check-in checklist whose vaccine table a clerk filled in;
and a note on the back of a vet's business card, scanned beside its front) as born-digital PDFs
and a pet portal's records bundle with the paper on page 2 or 3, an upside-down grey flatbed
scan and a colour scan of a page gone over with a highlighter, an inkjet printout running out of
ink scanned to PDF and a copier's COPY-marked copy with a clerk's RECEIVED stamp, and phone
photos: on a car's dashboard, a ballpoint lying on it, sent through a messenger twice, a wide
lens close up at a slant, a smart-inverted PDF viewer's screenshot, thin paper with its back
showing through, under a warm lamp, and a sticky note stuck on it; written without looking at the
reader or the other sets and never tuned against the reader, and measured by bench/heldout.py's
own code, one page at a time. The pen pages are measured apart and their vaccination date and
tag given their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentysecond [--pages 84] [--layouts eu_passport] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentysecond_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentysecond_set,
)
from tests.twentysecond_conditions import GROUPS


def main() -> None:
    eighth.run(twentysecond_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
