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

import argparse

from bench import heldout
from tests.heldout_certificates import Heldout
from tests.sixth_certificates import CONDITIONS, LAYOUTS, PAGES, sixth_set

HAND_ROWS = {
    "field vaccinated": "field vaccinated, handwritten",
    "field tag": "field tag, handwritten",
}


def measure(pages: list[Heldout], engine: str = "both") -> heldout.Report:
    """heldout.measure on pen pages, then printed ones: one report, pen date and tag apart."""
    pen = heldout.measure([p for p in pages if p.layout.startswith("hand_")], engine)
    printed = heldout.measure([p for p in pages if not p.layout.startswith("hand_")], engine)
    report = heldout.Report()
    for part in (pen, printed):
        for name, tally in part.tallies.items():
            for outcome in ("right", "empty", "wrong"):
                setattr(
                    report.tallies[name],
                    outcome,
                    getattr(report.tallies[name], outcome) + getattr(tally, outcome),
                )
        report.seconds += part.seconds
        for layout, seconds in part.layout_seconds.items():
            report.layout_seconds[layout] += seconds
        report.labels_proposed += part.labels_proposed
        report.misses += part.misses
        report.second_asked += part.second_asked
    for name, row in HAND_ROWS.items():
        if name in pen.tallies:
            report.tallies[row] = pen.tallies[name]
    return report


def report(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> heldout.Report:
    return measure(sixth_set(pages, conditions))


def main() -> None:
    # heldout.cli's own flags; it cannot split the pen pages' fields, so the parse is repeated here
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pages", type=int, default=PAGES, dest="count")
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    parser.add_argument("--engine", default="both", choices=("tesseract", "both", "rapidocr"))
    parser.add_argument("--misses", action="store_true", help="list every wrong field")
    args = parser.parse_args()
    pages = [
        p
        for p in sixth_set(args.count, tuple(args.conditions.split(",")))
        if p.layout in args.layouts.split(",")
    ]
    result = measure(pages, args.engine)
    print("\n".join(heldout.table(result)))
    if args.misses:
        print("\n".join(result.misses))
        print("labels:", "; ".join(result.labels_proposed))


if __name__ == "__main__":
    main()
