"""Reading the third certificate set (issue 28): a set drawn by a hand that never read the reader.

The pages come from tests/third_certificates.py (a hospital letter, a county clinic receipt, a
Form 51, a handwritten tag card; scan, phone photo, low resolution, image PDF, text PDF) and are
measured by bench/heldout.py's own code, so the two sets' figures mean the same thing.
`python -m bench.third [--per-cell 3] [--misses]`.
"""

from __future__ import annotations

from bench import heldout
from tests.third_certificates import CONDITIONS, LAYOUTS, third_set

PER_CELL = 3  # 4 layouts x 5 conditions x 3 = 60 pages, as in the issue


def report(per_cell: int = PER_CELL, conditions: tuple[str, ...] = CONDITIONS) -> heldout.Report:
    """Every layout in every condition, `per_cell` certificates each, read and tallied."""
    return heldout.measure(third_set(per_cell, conditions))


def main() -> None:
    heldout.cli(third_set, __doc__, ("--per-cell", PER_CELL), CONDITIONS, LAYOUTS)


if __name__ == "__main__":
    main()
