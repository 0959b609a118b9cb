"""Appearance tickets: the answer deadline, and penalty tiers and amounts. R24-R27"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from doglicense.law import (
    TownProfile,
    answer_deadline,
    answer_open,
    is_business_day,
    load_town,
    next_business_day,
    penalty_cents,
    penalty_tier,
)

D = date.fromisoformat
NY = ZoneInfo("America/New_York")


@pytest.fixture
def clay() -> TownProfile:
    return load_town()


@pytest.mark.parametrize(
    ("violation", "deadline"),
    [
        ("2026-03-03", "2026-03-09"),  # Tuesday: day 5 is a Sunday, so Monday
        ("2026-03-05", "2026-03-10"),  # Thursday: day 5 is a Tuesday
        ("2026-03-10", "2026-03-16"),  # Tuesday
        ("2026-03-12", "2026-03-17"),  # Thursday
        ("2026-03-16", "2026-03-23"),  # Monday: day 5 is a Saturday, so Monday
        ("2026-11-21", "2026-11-27"),  # Saturday: day 5 is Thanksgiving, so Friday
        ("2026-11-23", "2026-11-30"),  # Thanksgiving week: day 5 is a Saturday
        ("2026-10-29", "2026-11-04"),  # day 5 is Election Day
        ("2026-11-06", "2026-11-12"),  # day 5 is Veterans Day
        ("2026-02-07", "2026-02-13"),  # day 5 is Lincoln's Birthday
        ("2026-01-14", "2026-01-20"),  # day 5 is Martin Luther King Jr. Day
        ("2026-06-28", "2026-07-03"),  # day 5 is a Friday: 4 July, a Saturday, is not moved
        ("2026-06-14", "2026-06-22"),  # day 5 is Juneteenth, then a weekend
        ("2028-02-10", "2028-02-15"),  # Tuesday 15 February, Susan B. Anthony Day: not §24's
        ("2029-11-06", "2029-11-13"),  # day 5 is Veterans' Day on a Sunday, kept on Monday
        ("2026-12-20", "2026-12-28"),  # day 5 is Christmas, then a weekend
        ("2026-12-27", "2027-01-04"),  # day 5 is New Year's Day 2027, then a weekend
    ],
)
def test_r24_answer_deadline(violation: str, deadline: str) -> None:
    assert answer_deadline(D(violation)) == D(deadline)
    assert answer_deadline(D(violation), load_town()) == D(deadline)


def test_holidays_are_those_of_general_construction_law_24() -> None:
    for day in ("2026-11-26", "2026-11-03", "2026-02-12"):
        assert not is_business_day(D(day))
    assert is_business_day(D("2026-11-27"))


def test_next_business_day_keeps_a_business_day(clay: TownProfile) -> None:
    assert next_business_day(D("2026-03-10"), clay) == D("2026-03-10")
    assert next_business_day(D("2026-03-14"), clay) == D("2026-03-16")


def _ny(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=NY)


@pytest.mark.parametrize(
    ("now", "is_open"),
    [
        (_ny("2026-03-05T10:00"), True),  # the moment of the violation
        (_ny("2026-03-10T00:00"), True),
        (_ny("2026-03-10T23:59"), True),  # the last minute of the deadline day
        (_ny("2026-03-11T00:00"), False),
        (_ny("2026-03-11T00:01"), False),
        # The same instants told in UTC; daylight saving time began on 8 March.
        (datetime(2026, 3, 11, 3, 59, tzinfo=UTC), True),
        (datetime(2026, 3, 11, 4, 1, tzinfo=UTC), False),
    ],
)
def test_r24_answer_open_through_the_deadline_day(now: datetime, is_open: bool) -> None:
    assert answer_open(_ny("2026-03-05T10:00"), now) is is_open


def test_answer_open_reads_the_violation_date_in_the_towns_time_zone(clay: TownProfile) -> None:
    # 02:00 UTC on Friday 6 March is 21:00 on Thursday 5 March in Clay: deadline Tuesday 10th.
    violation_at = datetime(2026, 3, 6, 2, 0, tzinfo=UTC)
    assert answer_open(violation_at, _ny("2026-03-10T23:59"), clay) is True
    assert answer_open(violation_at, _ny("2026-03-11T00:01"), clay) is False


def test_answer_open_refuses_naive_datetimes() -> None:
    with pytest.raises(ValueError, match="aware"):
        answer_open(datetime(2026, 3, 5, 10), _ny("2026-03-06T10:00"))
    with pytest.raises(ValueError, match="aware"):
        answer_open(_ny("2026-03-05T10:00"), datetime(2026, 3, 6, 10))


@pytest.mark.parametrize(
    ("priors", "tier"),
    [
        ([], 1),
        (["2024-01-01"], 2),
        (["2024-01-01", "2025-07-04"], 3),
        (["2022-01-01", "2024-01-01", "2025-07-04"], 3),  # capped at the third tier
        (["2021-06-15"], 2),  # exactly five years before: counts
        (["2021-06-14"], 1),  # five years and a day before: does not
        (["2019-01-01", "2025-01-01"], 2),  # only the recent one counts
        (["2026-06-15"], 1),  # the same day is not a prior
        (["2026-08-01"], 1),  # a later violation is not a prior
    ],
)
def test_r27_penalty_tier(priors: list[str], tier: int) -> None:
    assert penalty_tier(D("2026-06-15"), [D(p) for p in priors]) == tier


def test_penalty_tier_takes_any_iterable(clay: TownProfile) -> None:
    priors = (D(p) for p in ("2024-01-01", "2025-01-01"))
    assert penalty_tier(D("2026-06-15"), priors, clay) == 3


def test_penalty_window_from_29_february() -> None:
    # Five years before 29 February 2028 is taken as 28 February 2023.
    assert penalty_tier(D("2028-02-29"), [D("2023-02-28")]) == 2
    assert penalty_tier(D("2028-02-29"), [D("2023-02-27")]) == 1


@pytest.mark.parametrize(("tier", "cents"), [(1, 2500), (2, 5000), (3, None), (4, None)])
def test_r27_penalty_amounts(clay: TownProfile, tier: int, cents: int | None) -> None:
    assert penalty_cents(clay, tier) == cents
    assert clay.fees.penalty_max_cents == 10000


def test_penalty_tier_below_one_is_refused(clay: TownProfile) -> None:
    with pytest.raises(ValueError, match="tier"):
        penalty_cents(clay, 0)
