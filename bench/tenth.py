"""Reading the tenth certificate set (issue 28): the same facts as many writers write them.

The pages come from tests/tenth_certificates.py (a practice's vaccine-history printout with
several rabies shots of one dog, a household's certificate for two or three pets, an Ontario
clinic's bilingual form with day-first dates and terms in months, a clinic's tag receipt with
"Next due", a Puerto Rican clinic's certificate in Spanish, and by hand a pet health booklet with
vial stickers and a printed clinic form filled in by ballpoint; flatbed scans, text and
searchable PDFs, scanned and faxed PDFs, phone JPEGs with EXIF orientation, HEICs and
messaging-app JPEGs), written without looking at the reader or the other sets and never tuned
against the reader, and are measured by bench/heldout.py's own code, one page at a time. The pen
pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.tenth [--pages 84] [--layouts multi_pet] [--misses] [--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.tenth_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, tenth_set
from tests.tenth_conditions import GROUPS


def main() -> None:
    eighth.run(tenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
