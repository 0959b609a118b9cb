"""Reading the eighteenth certificate set (issue 28): papers a New York dog owner really has that
no earlier set drew, most of them photographed with a phone.

The pages come from tests/eighteenth_certificates.py (a low-cost vaccine clinic's thermal till
receipt from a pet store or the fairgrounds, faded down the roll; a dog-training school's class
registration with the vet's vaccination section and a ticked 1-/3-year box; an apartment lease's
pet addendum; a boarding kennel's confirmation letter listing the vaccines on file; and by pen a
dog park's membership application in comb boxes filled in block capitals, a breeder's spiral
notebook page with a lapsed first shot above the current one, and a vet tech's cursive on a lined
index card under a rubber stamp); flatbed colour and grey scans, text and searchable PDFs, colour
and black-and-white scanned PDFs, and phone photos: JPEGs with EXIF orientation, HEICs,
messaging-app JPEGs, and this set's own: a steep angle with the page small in the frame, a thumb
over one edge, a coffee ring, a page crumpled and flattened, and a screenshot of the chat the
photo was sent in), written without looking at the reader or the other sets and never tuned
against the reader, and are measured by bench/heldout.py's own code, one page at a time. The pen
pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.eighteenth [--pages 84] [--layouts breeder_notebook] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.eighteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    eighteenth_set,
)
from tests.eighteenth_conditions import GROUPS


def main() -> None:
    eighth.run(eighteenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
