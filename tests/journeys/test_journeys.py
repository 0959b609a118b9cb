"""The journey explorer as a test: every journey walked, all failures listed at the end."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from tests.conftest import FIGURE
from tests.dbkit import POSTGRES_URL, fresh_postgres
from tests.journeys.explorer import Exploration, explore

# What differs between two sightings of one problem: the words around it, which question.
SNIPPET = re.compile(r" (in|shown:) ['\"].*$|(?<=English left in Spanish): .*$")
WHICH = re.compile(r"(?<=the question )\w+|(?<=Back shows )\w+|(?<=a refused answer )\w+")


def report(exploration: Exploration) -> str:
    """The failures grouped by what went wrong, with how often and where first."""
    places: dict[str, list[str]] = defaultdict(list)
    for finding in exploration.findings.items:
        group = WHICH.sub("X", SNIPPET.sub("", finding.what))
        places[group].append(f"{finding.where}: {finding.what}")
    lines = [exploration.figure_line()]
    for what, seen in sorted(places.items(), key=lambda item: -len(item[1])):
        lines.append(f"- {what} ({len(seen)}x), first: {seen[0][:300]}")
        lines += [f"    also: {where[:200]}" for where in seen[1:4]]
    return "\n".join(lines)


async def test_every_journey_on_every_channel_and_language(
    tmp_path: Path, record_property: Callable[[str, object], None]
) -> None:
    postgres = await fresh_postgres() if POSTGRES_URL else None
    exploration = await explore(tmp_path, postgres_url=postgres)
    # The figure line, printed at the end of the run even under -q and from an xdist worker.
    record_property(FIGURE, exploration.figure_line())
    assert not exploration.findings, report(exploration)
