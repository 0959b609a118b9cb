"""Reading the fifth certificate set (issue 28): five kinds of upload drawn blind to the reader.

The pages come from tests/fifth_certificates.py (a hospital's two-column certificate, a
pet-health app's screenshot, a free clinic's carbon card, a pet history listing several pets, a
handwritten pad; scan, phone photo, image PDF, text PDF, crumpled, and a screenshot's own ways)
and are measured by bench/heldout.py's own code, so every set's figures mean the same thing.
`python -m bench.fifth [--pages 75] [--layouts handwritten_pad] [--misses]`.
"""

from __future__ import annotations

from bench import heldout
from tests.fifth_certificates import CONDITIONS, LAYOUTS, PAGES, fifth_set


def report(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> heldout.Report:
    """The first `pages` pages (every 25 meet each layout in each of its cells), tallied."""
    return heldout.measure(fifth_set(pages, conditions))


def main() -> None:
    heldout.cli(fifth_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS)


if __name__ == "__main__":
    main()
