"""Reading the sixth certificate set (issue 28): pen-filled cards, receipts and forms, printouts.

The pages come from tests/sixth_certificates.py (a free clinic's card with a vaccine sticker, a
receipt book's carbon copy, a practice's printout with the date and tag written in, a county's
ruled form, all by pen; a chain's vaccine table, a Form 51, a shelter's medical page, a printed
e-mail; scan, phone photo, image PDF, fax, text PDF for the printed kinds, a folded page on a
clipboard in low light), written without looking at the reader or the other sets, and are
measured by bench/heldout.py's own code. The handwritten pages (layouts hand_*) are measured
apart from the printed ones and their vaccination date and tag given their own rows; the table
is otherwise heldout's.
`python -m bench.sixth [--pages 84] [--layouts hand_clinic_card] [--misses]`.
"""

from __future__ import annotations

from bench import heldout, seventh
from tests.heldout_certificates import Heldout
from tests.sixth_certificates import CONDITIONS, LAYOUTS, PAGES, sixth_set


def measure(pages: list[Heldout], engine: str = "both") -> heldout.Report:
    """bench/seventh.py's measure, this set's pen layouts (hand_...) apart."""
    return seventh.measure(pages, engine, tuple(k for k in LAYOUTS if k.startswith("hand_")))


def main() -> None:
    heldout.cli(sixth_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS, measure)


if __name__ == "__main__":
    main()
