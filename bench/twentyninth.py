"""Reading the twenty-ninth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentyninth_certificates.py (the care notes an owner writes for a pet
sitter in a word processor, the rabies shot a bullet among the other vaccines with, as the owner
copied it, its term or date of expiry and the tag on the collar, at times signed with a first name
only; an apartment community's pet DNA registration printed from its resident portal, small grey
labels above boxed values, a DNA kit's number, a unit, a lease and fees beside the shot; a
college's emotional support animal form, labels in the left cells of ruled tables and the
veterinarian's typed answers in the right, a student ID number and the date signed beside the
shot's; a search and rescue team's landscape K9 record, the dog's certifications with their dates
and the rabies shot a row of a table of vaccines and tests with given and due dates, the vet and at
times the lot; and by pen a guide dog school's puppy raiser monthly report (the raiser is not the
owner; the shot written in a table of vet visits), a practice's wellness report card (the shot
ticked among the vaccines given today, its term circled, the tag, at times its lot and due date,
the exam's date the shot's) and a county emergency pet shelter's intake form, boxed, the intake's
date after the shot's, kennel and band numbers) as a PDF signed through an e-signature service
(the envelope's ID over the page, a certificate of completion after it) and a PDF cropped in
Preview (the cut footer's words still in the text), a carrier sheet's scan and scanimage's 16-bit
linear grey PNG, a print shop's CMYK JPEG in a PDF and a scanner driver's inline picture, and phone
pictures with reading glasses on the page, from the front camera saved mirrored, with a ceiling
light's ghosts, ringed in red in the markup editor, as a vertical panorama, and as the second
sheet of a stapled pair with the first folded back; written without looking at the reader or the
other sets and never tuned against the reader, and measured by bench/heldout.py's own code, one
page at a time. The pen pages are measured apart and their vaccination date and tag given their
own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentyninth [--pages 84] [--layouts campus_esa_form] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentyninth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentyninth_set,
)
from tests.twentyninth_conditions import GROUPS


def main() -> None:
    eighth.run(twentyninth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
