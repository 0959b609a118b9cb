"""Reading the eleventh certificate set (issue 28): the rabies facts inside another document.

The pages come from tests/eleventh_certificates.py (a boarding kennel's intake form, a hospital's
discharge summary, a groomer's client record with a vaccination compliance table, page 2 of a
rescue's adoption contract, a pet insurer's claim form with the vaccine as an invoice line, and
by pen a travel health certificate and a kennel's index card; flatbed scans, text and searchable
PDFs, scanned and faxed PDFs, phone JPEGs with EXIF orientation, HEICs and messaging-app JPEGs),
written without looking at the reader or the other sets and never tuned against the reader, and
are measured by bench/heldout.py's own code, one page at a time. The pen pages are measured apart
and their vaccination date and tag given their own rows; `--by-condition` adds the vaccination
date's right rate per goal group.
`python -m bench.eleventh [--pages 84] [--layouts kennel_card] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

import functools

from bench import eighth, heldout, seventh
from tests.eleventh_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, eleventh_set
from tests.eleventh_conditions import GROUPS
from tests.heldout_certificates import Heldout


def measure(pages: list[Heldout], engine: str = "both") -> heldout.Report:
    """bench/seventh.py's measure, this set's pen layouts apart."""
    return seventh.measure(pages, engine, PEN_LAYOUTS)


# bench/eighth.py's table by goal group, with this set's groups and pen layouts
by_condition = functools.partial(eighth.by_condition, goal_groups=GROUPS, pen_layouts=PEN_LAYOUTS)


def main() -> None:
    heldout.cli(
        eleventh_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS, measure, by_condition
    )


if __name__ == "__main__":
    main()
