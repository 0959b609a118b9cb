"""Reading the thirty-second certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtysecond_certificates.py (a minor-league ballpark's "Bark in the
Park" dog ticket waiver, the rabies facts typed into boxes under small labels, an expiry or the
vaccine's term ticked, the town license number beside the tag; a pet store's animal history
certificate for a puppy, the rabies shot a row of the vaccination table among the distemper series
and a dewormer, with its next due date or "1 yr", at times its product and lot; a practice's
vaccine adverse event report, the rabies vaccine a row of the visit's products with its lot and the
vial's own expiry, and the certificate's validity or the duration of immunity in a line below; a
homeowners association's pet registration, the dog a row of the household's pets table, at times
beside a cat with its own shot; and by pen a school district's classroom animal request, labels
beside lines; a charity 5K's entry, captions under the lines and the term ringed; and a town
festival's pet parade entry, the rabies row of a small vaccine table) as a printout two pages to
a sheet and a scanned form filled in with Fill & Sign, a scan stitched from two passes and a
laminated page's scan with Newton's rings, a cairo PDF painting the scan as a pattern and a pdfjam
PDF placing it on A4 as a Form XObject, and phone pictures as a video's frame, through a beauty
mode, behind a mug's blurred rim, with rain drops on the lens, on a cutting mat and as a video
call's screenshot; written without looking at the reader or the other sets and never tuned against
the reader, and measured by bench/heldout.py's own code, one page at a time. The pen pages are
measured apart and their vaccination date and tag given their own rows; `--by-condition` adds the
vaccination date's right rate per goal group.
`python -m bench.thirtysecond [--pages 84] [--layouts pet_parade_entry] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtysecond_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtysecond_set,
)
from tests.thirtysecond_conditions import GROUPS


def main() -> None:
    eighth.run(thirtysecond_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
