"""Report deadlines for an owner of record, and how late a late report is. R18-R22"""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.law import days_late, load_town, report_deadline

D = date.fromisoformat


@pytest.mark.parametrize(
    ("event", "deadline"),
    [
        ("2026-03-01", "2026-03-11"),
        ("2026-02-25", "2026-03-07"),  # weekends do not move a report deadline
        ("2026-12-28", "2027-01-07"),
        ("2028-02-20", "2028-03-01"),
    ],
)
def test_report_deadline_is_ten_days_after_the_event(event: str, deadline: str) -> None:
    assert report_deadline(D(event)) == D(deadline)
    assert report_deadline(D(event), load_town()) == D(deadline)


@pytest.mark.parametrize(
    ("reported_on", "late"),
    [
        ("2026-02-28", 0),  # before the event: not late
        ("2026-03-01", 0),  # the day of the event
        ("2026-03-10", 0),
        ("2026-03-11", 0),  # day 10: on time
        ("2026-03-12", 1),  # day 11: one day late
        ("2026-04-10", 30),
    ],
)
def test_r22_days_late(reported_on: str, late: int) -> None:
    assert days_late(D("2026-03-01"), D(reported_on)) == late
