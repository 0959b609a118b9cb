"""Reading the thirty-first certificate set (issue 28): papers a New York dog owner really has that
no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtyfirst_certificates.py (a rail carrier's pet travel confirmation,
the passenger's rabies facts typed into the self-certification's boxes beside their labels, a
valid-through date or only the vaccine's term; a specialty hospital's referral form typed in by
the family practice, shaded label cells beside values and the rabies shot a row of a vaccine table
with where it was given, at times the vial's product and lot, the doctor and the tag below; a pet
insurer's explanation of benefits, the shot a billed line with its date of service and provider and
its term in the description or none, no tag; a rescue transport's landscape manifest, a row a dog
with its own rabies date, expiry or term, tag and shelter clinic, the adopter's row highlighted;
and by pen a county health department's animal bite report, labels small above boxed lines and the
rabies box with a term ringed; a pet food pantry's client enrollment, the client's pets table and
the volunteer's box with the date, expiry or term ticked, tag and clinic; and an emergency
hospital's triage sheet, the rabies line written from the owner's certificate beside another
doctor on duty) as a report server's PDF with its words grouped by font and a layout program's PDF
with crop marks and slug, a wand scanner's uneven drag and a folded page's scan blurred along its
folds, img2pdf's Flate picture and tiff2pdf's min-is-black picture, and phone pictures through the
mono filter, as a screenshot of the camera's preview, in a printer's output tray, after an object
eraser's smudge, held at a slant and on a red blanket that fooled the white balance; written
without looking at the reader or the other sets and never tuned against the reader, and measured
by bench/heldout.py's own code, one page at a time. The pen pages are measured apart and their
vaccination date and tag given their own rows; `--by-condition` adds the vaccination date's right
rate per goal group.
`python -m bench.thirtyfirst [--pages 84] [--layouts animal_bite_report] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtyfirst_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtyfirst_set,
)
from tests.thirtyfirst_conditions import GROUPS


def main() -> None:
    eighth.run(thirtyfirst_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
