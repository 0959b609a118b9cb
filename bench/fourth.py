"""Reading the fourth certificate set (issue 28): five layouts drawn from an idea of real ones.

The pages come from tests/fourth_certificates.py (a typewritten Form 51, a pet-store clinic's
invoice, a county clinic's stub with its tear-off, a vet's letterhead in ballpoint under a
stamp, a practice system's export; scan, phone photo, 200-dpi fax, image PDF, text PDF),
written without looking at the reader, and are measured by bench/heldout.py's own code, so the
sets' figures mean the same thing. `python -m bench.fourth [--pages 60] [--misses]`.
"""

from __future__ import annotations

from bench import heldout
from tests.fourth_certificates import CONDITIONS, LAYOUTS, PAGES, fourth_set


def report(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> heldout.Report:
    """The first `pages` pages of the set (every five meet every layout and condition), tallied."""
    return heldout.measure(fourth_set(pages, conditions))


def main() -> None:
    heldout.cli(fourth_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS)


if __name__ == "__main__":
    main()
