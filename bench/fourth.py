"""Reading the fourth certificate set (issue 28): five layouts drawn from an idea of real ones.

The pages come from tests/fourth_certificates.py (a typewritten Form 51, a pet-store clinic's
invoice, a county clinic's stub with its tear-off, a vet's letterhead in ballpoint under a
stamp, a practice system's export; scan, phone photo, 200-dpi fax, image PDF, text PDF),
written without looking at the reader, and are measured by bench/heldout.py's own code, so the
sets' figures mean the same thing. `python -m bench.fourth [--pages 60] [--misses]`.
"""

from __future__ import annotations

import argparse

from bench import heldout
from tests.fourth_certificates import CONDITIONS, LAYOUTS, PAGES, fourth_set


def report(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> heldout.Report:
    """The first `pages` pages of the set (every five meet every layout and condition), tallied."""
    return heldout.measure(fourth_set(pages, conditions))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pages", type=int, default=PAGES)
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    # both: as an upload is read (Tesseract, RapidOCR too where the ocr2 extra is installed)
    parser.add_argument("--engine", default="both", choices=("tesseract", "both"))
    parser.add_argument("--misses", action="store_true", help="list every wrong field")
    args = parser.parse_args()
    pages = fourth_set(args.pages, tuple(args.conditions.split(",")))
    pages = [page for page in pages if page.layout in args.layouts.split(",")]
    measured = heldout.measure(pages, args.engine)
    print("\n".join(heldout.table(measured)))
    if args.misses:
        print("\n".join(measured.misses))
        print("labels:", "; ".join(measured.labels_proposed))


if __name__ == "__main__":
    main()
