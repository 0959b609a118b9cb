"""Reading the fourteenth certificate set (issue 28): the rabies facts as other papers a New
York town's resident has at hand carry them, none of them a practice's certificate form.

The pages come from tests/fourteenth_certificates.py (a town clerk's dog license renewal notice
reprinting the rabies vaccination on file under column headers, a county health department's
letter releasing a dog from ten-day observation after a bite with the vaccination it verified, a
practice's reminder postcard with "Last given" and "Due" for each service, a practice's typed
letter stating the facts in sentences, a Brooklyn practice's English / Russian certificate in
boxes with dates like 4-MAR-26, and by pen a breeder's puppy health record grid in felt-tip
block letters with the rabies shot last and a town's dog license application the owner filled
in cursive; flatbed scans, a photocopy of a photocopy, text and searchable PDFs, scanned and
faxed PDFs, phone JPEGs with EXIF orientation, HEICs, messaging-app JPEGs, photos through a
plastic sleeve and of a folded page, and this set's own: a dim-room phone photo with noise and a
warm cast, a steep-angle photo with the far edge soft, a PDF viewer's screenshot and a scanned
PDF of a hole-punched, coffee-ringed page), written without looking at the reader or the other
sets and never tuned against the reader, and are measured by bench/heldout.py's own code, one
page at a time. The pen pages are measured apart and their vaccination date and tag given their
own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.fourteenth [--pages 84] [--layouts vet_letter] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.fourteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    fourteenth_set,
)
from tests.fourteenth_conditions import GROUPS


def main() -> None:
    eighth.run(fourteenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
