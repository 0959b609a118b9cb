"""Reading the third certificate set (issue 28): a set drawn by a hand that never read the reader.

The pages come from tests/third_certificates.py (a hospital letter, a county clinic receipt, a
Form 51, a handwritten tag card; scan, phone photo, low resolution, image PDF, text PDF) and are
measured by bench/heldout.py's own code, so the two sets' figures mean the same thing.
`python -m bench.third [--per-cell 3] [--engine tesseract] [--misses]`.
"""

from __future__ import annotations

import argparse

from bench import heldout
from tests.third_certificates import CONDITIONS, LAYOUTS, third_set

PER_CELL = 3  # 4 layouts x 5 conditions x 3 = 60 pages, as in the issue


def report(per_cell: int = PER_CELL, conditions: tuple[str, ...] = CONDITIONS) -> heldout.Report:
    """Every layout in every condition, `per_cell` certificates each, read and tallied."""
    return heldout.measure(third_set(per_cell, conditions))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--per-cell", type=int, default=PER_CELL)
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    # both: as an upload is read (Tesseract, RapidOCR too where the ocr2 extra is installed)
    parser.add_argument("--engine", default="both", choices=("tesseract", "both"))
    parser.add_argument("--misses", action="store_true", help="list every wrong field")
    args = parser.parse_args()
    pages = third_set(args.per_cell, tuple(args.conditions.split(",")))
    pages = [page for page in pages if page.layout in args.layouts.split(",")]
    measured = heldout.measure(pages, args.engine)
    print("\n".join(heldout.table(measured)))
    if args.misses:
        print("\n".join(measured.misses))
        print("labels:", "; ".join(measured.labels_proposed))


if __name__ == "__main__":
    main()
