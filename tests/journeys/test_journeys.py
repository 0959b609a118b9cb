"""The journey explorer as a test: every journey walked, all failures listed at the end."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from tests.conftest import POSTGRES_URL, _fresh_postgres_database
from tests.journeys.conftest import FIGURES
from tests.journeys.explorer import Exploration, explore


def report(exploration: Exploration) -> str:
    """The failures grouped by what went wrong, each with where it was first seen."""
    places: dict[str, list[str]] = defaultdict(list)
    for finding in exploration.findings.items:
        places[finding.what].append(finding.where)
    lines = [exploration.figure_line()]
    for what, where in sorted(places.items(), key=lambda item: -len(item[1])):
        lines.append(f"- {what} ({len(where)}x) first at {where[0]}")
    return "\n".join(lines)


async def test_every_journey_on_every_channel_and_language(tmp_path: Path) -> None:
    postgres = await _fresh_postgres_database() if POSTGRES_URL else None
    exploration = await explore(tmp_path, postgres_url=postgres)
    FIGURES.append(exploration.figure_line())
    assert not exploration.findings, report(exploration)
