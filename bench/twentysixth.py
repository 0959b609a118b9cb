"""Reading the twenty-sixth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentysixth_certificates.py (a referral hospital's canine blood donor
record whose eligibility table holds the rabies shot the family vet gave, its dates in the
hospital system's 14-MAR-2025, the donations' dates and the program's medical director beside it;
a microchip registry's pet recovery record with small grey labels above their values, the rabies
tag beside the Town's dog licence number, ISO dates when the registry is Canadian; an employer's
"dogs at work" registration printed from its service desk, labels in shaded cells, an activity
log of timestamps under it; a campground's monospaced pet permit with dotted leaders, arrival and
departure dates and a ranger's turned stamp; and by pen a pink "While You Were Out" slip with the
shot's details taken down over the phone under the call's own date, an exam room's travel sheet
where the doctor and the rabies line of one term are ticked among printed others, and the owner's
page-a-day planner with the vet visit written in at its hour under a printed weekday heading) as
a filled-in PDF form whose values live only in form fields added by an incremental save and a
"secured" PDF (RC4, an owner password only), a sheet-feeder scan whose rollers slipped and a PNG
whose paper is transparent over black, an office scanner's PDF built of strips and a phone photo
printed to a Letter PDF, and phone pictures on a picnic table under leaf shadows, merged by night
mode into a double image, over-processed by "smart HDR", of a page torn and taped back, with a
camera app's orange date burnt in, and with the dog's metal rabies tag lying on the page; written
without looking at the reader or the other sets and never tuned against the reader, and measured
by bench/heldout.py's own code, one page at a time. The pen pages are measured apart and their
vaccination date and tag given their own rows; `--by-condition` adds the vaccination date's right
rate per goal group. `python -m bench.twentysixth [--pages 84] [--layouts owner_day_planner]
[--misses] [--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentysixth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentysixth_set,
)
from tests.twentysixth_conditions import GROUPS


def main() -> None:
    eighth.run(twentysixth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
