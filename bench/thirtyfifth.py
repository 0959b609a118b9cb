"""Reading the thirty-fifth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/thirtyfifth_certificates.py (a dog trainer's board-and-train agreement,
the rabies row of a vaccine table with date given, next due and where it was verified; a
veterinary dental report card, the rabies shot a sentence in its "also done today" box under the
tooth chart; a pet fence dealer's work order, the rabies date, expiry or term and tag in captioned
boxes of the pet section; a pet waste removal service's online agreement, the rabies answers in
grey boxes under their questions; and by pen a sheep farm's herding lesson release in a ruled
table, a library's read-to-a-dog team application with captions over the lines and a self-serve
dog wash's half-sheet membership form with the term ringed) as a ClearScan PDF and a Word PDF with
its tracked changes, a copier's drum-ghost scan and a cracked-platen scan, a lifted-subject PDF
from Notes and a Ghostscript 4-bit grey PDF, and phone pictures on a wire crate, on a steel exam
table, on a moving box, with a fingertip over the lens, by torchlight and as a Photos crop-editor
screenshot; written without looking at the reader or the other sets and never tuned against the
reader, and measured by bench/heldout.py's own code, one page at a time. The pen pages are
measured apart and their vaccination date and tag given their own rows; `--by-condition` adds the
vaccination date's right rate per goal group.
`python -m bench.thirtyfifth [--pages 84] [--layouts herding_lesson_release] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.thirtyfifth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    thirtyfifth_set,
)
from tests.thirtyfifth_conditions import GROUPS


def main() -> None:
    eighth.run(thirtyfifth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
