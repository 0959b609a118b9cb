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

import functools

from bench import eighth, heldout, seventh
from tests.heldout_certificates import Heldout
from tests.tenth_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, tenth_set
from tests.tenth_conditions import GROUPS


def measure(pages: list[Heldout], engine: str = "both") -> heldout.Report:
    """bench/seventh.py's measure, this set's pen layouts apart."""
    return seventh.measure(pages, engine, PEN_LAYOUTS)


# bench/eighth.py's table by goal group, with this set's groups and pen layouts
by_condition = functools.partial(eighth.by_condition, goal_groups=GROUPS, pen_layouts=PEN_LAYOUTS)


def main() -> None:
    heldout.cli(tenth_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS, measure, by_condition)


if __name__ == "__main__":
    main()
