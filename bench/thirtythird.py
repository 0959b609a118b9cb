"""Reading the thirty-third certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtythird_certificates.py (a breeder's stud service contract, the
dam's rabies shot a row of its health table with its date, its expiry, the vaccine's term or only
"current", at times its product, lot and tag, the practice a row of its own; a veterinary
college's clinical trial enrollment, the rabies shot a row of the vaccination history among
distemper, lepto and Lyme, with a referring doctor and the study's doctor on the page who did
not give it; a pet custody and care agreement, the rabies shot a sentence of its veterinary
clause in prose, with the contract's and the notary's dates in words; and a cruise line's service
animal form, the rabies facts in boxes with labels above, the term ticked; and by pen a Canine
Good Citizen test's evaluation form, labels beside lines and the term ringed; a practice's
anesthesia consent, the technician's staff box under captions; and a summer dog camp's
registration, the rabies row of a small vaccine table) as a report writer's PDF in unembedded
standard fonts and a Bates-numbered court exhibit, a one-bit halftone scan and a scan with its
colour lines read apart, a copier's 16-colour indexed PDF and ImageMagick's one-bit RunLength PDF,
and phone pictures on a lap, on the lawn, with a muddy paw print, with a chewed corner, under a
glass of water's caustics and as a Live Text screenshot; written without looking at the reader or
the other sets and never tuned against the reader, and measured by bench/heldout.py's own code,
one page at a time. The pen pages are measured apart and their vaccination date and tag given
their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.thirtythird [--pages 84] [--layouts dog_camp_registration] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtythird_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtythird_set,
)
from tests.thirtythird_conditions import GROUPS


def main() -> None:
    eighth.run(thirtythird_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
