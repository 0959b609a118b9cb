"""Reading the eighth certificate set (issue 28): papers a Central New York resident hands in.

The pages come from tests/eighth_certificates.py (a bilingual Spanish/English certificate,
another state's landscape form, a word processor's e-mailed letter, a shelter's adoption packet,
a mobile clinic's thermal receipt, a pad form in block capitals and a carbonless copy in two
hands; colour and grey scans, text PDFs, scanner and fax PDFs, phone JPEGs with EXIF
orientation, HEICs and messaging-app JPEGs), written without looking at the reader or the other
sets and never tuned against the reader, and are measured by bench/heldout.py's own code, one
page at a time. The pen pages are measured apart and their vaccination date and tag given their
own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.eighth [--pages 84] [--layouts receipt] [--misses] [--engine tesseract|both]`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from bench import heldout, seventh
from tests.eighth_certificates import CONDITIONS, LAYOUTS, PAGES, PEN_LAYOUTS, eighth_set
from tests.eighth_conditions import GROUPS
from tests.heldout_certificates import Heldout


def measure(pages: list[Heldout], engine: str = "both") -> heldout.Report:
    """bench/seventh.py's measure, this set's pen layouts apart."""
    return seventh.measure(pages, engine, PEN_LAYOUTS)


def group_of(
    layout: str,
    condition: str,
    groups: dict[str, tuple[str, ...]] = GROUPS,
    pen_layouts: tuple[str, ...] = PEN_LAYOUTS,
) -> str:
    """The issue's goal group: a pen's page is handwritten however it came."""
    if layout in pen_layouts:
        return "handwritten"
    return next(group for group, members in groups.items() if condition in members)


def by_condition(
    report: heldout.Report,
    goal_groups: dict[str, tuple[str, ...]] = GROUPS,
    pen_layouts: tuple[str, ...] = PEN_LAYOUTS,
) -> list[str]:
    """The vaccination date's right rate per goal group, from heldout's own per-page tallies;
    another set passes its own groups and pen layouts (`run`)."""
    groups: dict[str, heldout.Tally] = {}
    for name, tally in report.tallies.items():
        if not name.startswith("vaccinated, "):
            continue
        layout, condition = name.removeprefix("vaccinated, ").split(" ")
        group = group_of(layout, condition, goal_groups, pen_layouts)
        into = groups.setdefault(group, heldout.Tally())
        for outcome in ("right", "empty", "wrong"):
            setattr(into, outcome, getattr(into, outcome) + getattr(tally, outcome))
    lines = ["| vaccination date, by group | counted | right | empty | wrong | wrong of proposed |"]
    lines.append("|---|---|---|---|---|---|")
    order = (*goal_groups, "handwritten")
    lines += [groups[g].row(g) for g in order if g in groups]
    return lines


def run(
    build: Callable[..., list[Heldout]],
    doc: str | None,
    pages: int,
    conditions: tuple[str, ...],
    layouts: tuple[str, ...],
    pen_layouts: tuple[str, ...],
    goal_groups: dict[str, tuple[str, ...]],
) -> None:
    """heldout's command line for a set measured as this one: its pen layouts apart, the
    vaccination date by its own goal groups (the ninth to eleventh sets)."""
    heldout.cli(
        build,
        doc,
        ("--pages", pages),
        conditions,
        layouts,
        functools.partial(seventh.measure, pen_layouts=pen_layouts),
        functools.partial(by_condition, goal_groups=goal_groups, pen_layouts=pen_layouts),
    )


def main() -> None:
    heldout.cli(eighth_set, __doc__, ("--pages", PAGES), CONDITIONS, LAYOUTS, measure, by_condition)


if __name__ == "__main__":
    main()
