"""Reading the thirty-seventh certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtyseventh_certificates.py (a CDC certification of U.S.-issued
rabies vaccination, its boxes labelled over their values, with the microchip's implant date and
the vaccine lot's own expiry beside the shot's; a rabies antibody (FAVN) titer report, its table
giving the latest rabies shot and the one before it, drawn and tested dates round them; a county
park's off-leash dog park permit, a wallet pass with captions under its values over a record
that states the shot in sentences beside a Town dog license number; a dog daycare's incident
report, the shot in a sentence of its vaccination check beside another dog's; and by pen a barn
hunt trial's entry form with its rabies boxes under printed heads, a parish's blessing of the
animals card with captions under its lines and the family's other animals, and a puppy memory
book's vet visits page whose blanks stand inside sentences) as a landscape print driver's PDF
turned upright by /Rotate 90 and an issuing system's PDF over a vector guilloche background, a
scan with a sticky note left on and a thin-paper scan with the back showing through, a 16-bit
RGB picture PDF and a one-bit stencil-mask PDF, and phone pictures on a clipboard, on a fridge
under magnets, on a granite countertop, with coffee ring stains, on a car's passenger seat and
with a pen lying across the page; written without looking at the reader or the other sets and
never tuned against the reader, and measured by bench/heldout.py's own code, one page at a time.
The pen pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.thirtyseventh [--pages 84] [--layouts barn_hunt_trial_entry] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtyseventh_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtyseventh_set,
)
from tests.thirtyseventh_conditions import GROUPS


def main() -> None:
    eighth.run(thirtyseventh_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
