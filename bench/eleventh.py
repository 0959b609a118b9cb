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

from bench import eighth
from tests.eleventh_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, eleventh_set
from tests.eleventh_conditions import GROUPS


def main() -> None:
    eighth.run(eleventh_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
