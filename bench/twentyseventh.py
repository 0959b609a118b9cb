"""Reading the twenty-seventh certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentyseventh_certificates.py (the federal certification of a rabies
shot given abroad that comes back with a dog adopted in the Dominican Republic, Colombia, Ecuador
or Peru, a government form of numbered boxes with every date day first, the lot's own expiry and
at times the shot before it beside the one that counts, an official veterinarian's endorsement
under a round ministry stamp; a Flushing animal hospital's receipt whose every heading is Chinese
and English side by side, its dates year first with slashes or with the year, month and day
characters; a hotel's pet agreement from a word processor, filled in at the front desk above
fill-in lines, its term a ticked box, the guest's signature across the printed name; a pet ground
transport company's bill of lading with small grey capitals above the values in a grid, pickup,
delivery and health certificate dates around the shot's; and by pen the Town's dog enumeration
card with the sex, the licence and the shot's term circled, a rescue's medical record page where
each clinic pressed a crooked rubber-stamped vaccine block and filled its blanks by hand, and the
letter a dog's first family wrote when they rehomed it, the shot in running sentences) as a
report writer's PDF that sets every letter by itself (the values first, the form's words after)
and the program's PDF with the owner's comments added in a viewer (a typed text box and a loop
round the date, an incremental update), a flatbed scan through dusty glass and a scan an image
optimiser shrank to a dithered palette PNG, a scanner's compact (mixed raster content) PDF and a
duplex scan whose blank back is a page of its own (first, when the sheet went in face down), and
phone pictures with the dog's head pushing into the frame, through a cracked camera cover glass,
close up with only a band in focus, with a corner dog-eared, lit by a window on one side and a
lamp on the other, and with the dog's hairs on the page; written without looking at the reader or
the other sets and never tuned against the reader, and measured by bench/heldout.py's own code,
one page at a time. The pen pages are measured apart and their vaccination date and tag given
their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentyseventh [--pages 84] [--layouts rehoming_letter] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentyseventh_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentyseventh_set,
)
from tests.twentyseventh_conditions import GROUPS


def main() -> None:
    eighth.run(twentyseventh_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
