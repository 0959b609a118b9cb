"""Reading the thirty-eighth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtyeighth_certificates.py (a neighbouring town's dog license
certificate, its labels in shaded cells beside their values, with the license's own issue and
expiry dates over the rabies certificate's; an airline's trip confirmation for a dog in the cabin,
its itinerary's "14MAR25" flight dates round a pet travel declaration that states the shot in
sentences; a county health department's letter after a rabid bat or raccoon, the shot on file in
a small table with heads over values beside the booster's deadline and the 45-day watch's end; a
public housing authority's annual pet registration, typed values over captions, with the lease
and recertification dates; and by pen a veterinary technology program's volunteer patient
consent with a grid of the dog's other vaccines, a yoga studio's dog yoga release whose blanks
stand inside sentences, and a rescue's adoption application page whose pets table can hold a
cat's own rabies shot) as a US letter page printed onto A4 "fit to page" and a report writer's
letter-spaced (Tc) PDF, a sun-faded dashboard page's scan and a dirty feeder roller's scan, a
CCITT Group 4 fax-coded picture PDF and a CIE L*a*b* colour picture PDF, and phone pictures on a
bathroom floor's tiles, on a coir doormat, pinned to a cork board, with a leash and a tennis ball
on the page, through a cheap lens's colour fringes and stored sideways with an EXIF orientation;
written without looking at the reader or the other sets and never tuned against the reader, and
measured by bench/heldout.py's own code, one page at a time. The pen pages are measured apart
and their vaccination date and tag given their own rows; `--by-condition` adds the vaccination
date's right rate per goal group.
`python -m bench.thirtyeighth [--pages 84] [--layouts dog_yoga_class_release] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtyeighth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtyeighth_set,
)
from tests.thirtyeighth_conditions import GROUPS


def main() -> None:
    eighth.run(thirtyeighth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
