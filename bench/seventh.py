"""Reading the seventh certificate set (issue 28): what a resident has at hand when asked.

The pages come from tests/seventh_certificates.py (a Form 51 typed by a practice system or filled
by pen, a practice-management printout, a two-page visit summary, a low-cost clinic's wallet card
by pen, a pet portal's screenshot; colour and grey scans, text and image PDFs, phone JPEGs with
EXIF orientation and HEICs), written without looking at the reader or the other sets and never
tuned against the reader, and are measured by bench/heldout.py's own code, one page at a time.
The pen pages (form51_pen, wallet_card) are measured apart and their vaccination date and tag
given their own rows; the table is otherwise heldout's.
`python -m bench.seventh [--pages 80] [--layouts portal] [--misses] [--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import heldout
from tests.heldout_certificates import Heldout
from tests.seventh_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, seventh_set

PEN_ROWS = {
    "field vaccinated": "field vaccinated, handwritten",
    "field tag": "field tag, handwritten",
}


def _add(report: heldout.Report, part: heldout.Report) -> None:
    for name, tally in part.tallies.items():
        for outcome in ("right", "empty", "wrong"):
            total = getattr(report.tallies[name], outcome) + getattr(tally, outcome)
            setattr(report.tallies[name], outcome, total)
    report.seconds += part.seconds
    for layout, seconds in part.layout_seconds.items():
        report.layout_seconds[layout] += seconds
    report.labels_proposed += part.labels_proposed
    report.misses += part.misses
    report.second_asked += part.second_asked


def measure(
    pages: list[Heldout], engine: str = "both", pen_layouts: tuple[str, ...] = PEN_LAYOUTS
) -> heldout.Report:
    """heldout.measure on the pen pages, then the printed ones: one report, pen rows apart."""
    pen = heldout.measure([p for p in pages if p.layout in pen_layouts], engine)
    printed = heldout.measure([p for p in pages if p.layout not in pen_layouts], engine)
    report = heldout.Report()
    _add(report, pen)
    _add(report, printed)
    for name, row in PEN_ROWS.items():
        if name in pen.tallies:
            report.tallies[row] = pen.tallies[name]
    return report


def main() -> None:
    heldout.cli(seventh_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS, measure)


if __name__ == "__main__":
    main()
