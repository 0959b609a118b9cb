"""Reading the twelfth certificate set (issue 28): forms filled in by machines and people who did
not line up with them, and screens.

The pages come from tests/twelfth_certificates.py (NASPHV Form 51 typed off its boxes, a
dot-matrix certificate's pink or yellow carbon copy, a municipal rabies clinic's half-sheet with a
tear-off stub, an emailed certificate under its mail header, a clinic app's screenshot in light or
dark mode, and by pen a county clinic's card filled in a hurry and a vet's hand-filled Form 51;
flatbed scans, text and searchable PDFs, scanned and faxed PDFs, phone JPEGs with EXIF
orientation, HEICs, messaging-app JPEGs and phone screenshots), written without looking at the
reader or the other sets and never tuned against the reader, and are measured by bench/heldout.py's
own code, one page at a time. The pen pages are measured apart and their vaccination date and tag
given their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twelfth [--pages 84] [--layouts county_card] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twelfth_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, twelfth_set
from tests.twelfth_conditions import GROUPS


def main() -> None:
    eighth.run(twelfth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
