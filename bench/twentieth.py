"""Reading the twentieth certificate set (issue 28): papers a New York dog owner really has that
no earlier set drew in this form, most of them photographed with a phone.

The pages come from tests/twentieth_certificates.py (a practice's patient portal's vaccine page as
a phone's screenshot in light or dark mode, the rabies card among the other vaccines with "Given"
and "Due", printed on a letter page or saved as PDF; a Canadian practice's rabies certificate
whose form states its dates day first, dd/mm/yyyy, with a due date or only a ticked term; a
community clinic's English / Spanish certificate, "Fecha de vacunación / Date vaccinated"; a
practice's e-mailed receipt printed from webmail, the mail's Date and the browser's print date
above the visit's; and by pen a county rabies clinic's carbonless pink or yellow bottom copy with
the writing faint and doubled, a pet health booklet's vaccination page with the vial's peel-off
sticker whose EXP is the vial's and not the certificate's, and a rescue's foster medical record
a volunteer filled in, the foster's name above the adopter's); flatbed colour and grey scans,
text and searchable PDFs, a scanner's image PDF and one whose certificate is page 2 behind the
clinic's cover letter, and phone photos: JPEGs with EXIF orientation, HEICs, messaging-app JPEGs,
and this set's own: a greasy lens's haze and bloom, an LED ceiling light's cold cast and
rolling-shutter flicker bands, a page cockled by rain with tide-line stains, a sunny porch that
clips the paper's white under a hard shadow, and a digital zoom from across a counter, upscaled
and oversharpened), written without looking at the reader or the other sets and never tuned
against the reader, and are measured by bench/heldout.py's own code, one page at a time. The pen
pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentieth [--pages 84] [--layouts booklet_sticker] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentieth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentieth_set,
)
from tests.twentieth_conditions import GROUPS


def main() -> None:
    eighth.run(twentieth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
