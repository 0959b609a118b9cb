"""The public holidays of General Construction Law §24, and the business days of §25-a.

Each year's list is written by hand from the statute's words (a day of the month, or the nth
weekday of a month), not computed by the code under test.
"""

from __future__ import annotations

import dataclasses
from datetime import date, timedelta

import holidays
import pytest
from hypothesis import given
from hypothesis import strategies as st

from doglicense.law import (
    answer_deadline,
    is_business_day,
    is_public_holiday,
    load_town,
    next_business_day,
    public_holidays,
)

D = date.fromisoformat

# New Year's, King, Lincoln, Washington, Memorial, Flag, Juneteenth, Independence, Labor,
# Columbus, general election, Veterans', Thanksgiving, Christmas; a Sunday one adds its Monday.
GCL_24 = {
    2026: [
        "2026-01-01", "2026-01-19", "2026-02-12", "2026-02-16", "2026-05-25", "2026-06-14",
        "2026-06-19", "2026-07-04", "2026-09-07", "2026-10-12", "2026-11-03", "2026-11-11",
        "2026-11-26", "2026-12-25",
    ],
    2027: [
        "2027-01-01", "2027-01-18", "2027-02-12", "2027-02-15", "2027-05-31", "2027-06-13",
        "2027-06-19", "2027-07-04", "2027-07-05", "2027-09-06", "2027-10-11", "2027-11-02",
        "2027-11-11", "2027-11-25", "2027-12-25",
    ],
    2028: [
        "2028-01-01", "2028-01-17", "2028-02-12", "2028-02-21", "2028-05-29", "2028-06-11",
        "2028-06-19", "2028-07-04", "2028-09-04", "2028-10-09", "2028-11-07", "2028-11-11",
        "2028-11-23", "2028-12-25",
    ],
    2029: [
        "2029-01-01", "2029-01-15", "2029-02-12", "2029-02-19", "2029-05-28", "2029-06-10",
        "2029-06-19", "2029-07-04", "2029-09-03", "2029-10-08", "2029-11-06", "2029-11-11",
        "2029-11-12", "2029-11-22", "2029-12-25",
    ],
    2030: [
        "2030-01-01", "2030-01-21", "2030-02-12", "2030-02-18", "2030-05-27", "2030-06-09",
        "2030-06-19", "2030-07-04", "2030-09-02", "2030-10-14", "2030-11-05", "2030-11-11",
        "2030-11-28", "2030-12-25",
    ],
}  # fmt: skip

# Days the `holidays` package's New York calendar has and §24 does not: Susan B. Anthony Day
# and a Friday kept for a Saturday holiday. Each is an ordinary business day.
NOT_GCL_24 = [
    "2026-07-03",  # Independence day on a Saturday
    "2027-06-18",  # Juneteenth on a Saturday
    "2027-12-24",  # Christmas on a Saturday
    "2027-12-31",  # New Year's day 2028 on a Saturday
    "2028-02-11",  # Lincoln's birthday on a Saturday
    "2028-02-15",  # Susan B. Anthony Day, a Tuesday
    "2028-11-10",  # Veterans' day on a Saturday
    "2029-02-15",  # Susan B. Anthony Day, a Thursday
    "2030-02-15",  # Susan B. Anthony Day, a Friday
]


@pytest.mark.parametrize("year", sorted(GCL_24))
def test_the_public_holidays_of_each_year_are_those_gcl_24_lists(year: int) -> None:
    assert [h.day for h in public_holidays(year)] == [D(day) for day in GCL_24[year]]
    for day in GCL_24[year]:
        assert is_public_holiday(D(day))
        assert not is_business_day(D(day))


@pytest.mark.parametrize("year", sorted(GCL_24))
def test_every_other_weekday_of_the_year_is_a_business_day(year: int) -> None:
    day, holiday_days = date(year, 1, 1), {D(d) for d in GCL_24[year]}
    while day.year == year:
        assert is_business_day(day) is (day.weekday() < 5 and day not in holiday_days), day
        day += timedelta(days=1)


@pytest.mark.parametrize("day", NOT_GCL_24)
def test_no_saturday_holiday_moves_to_friday_and_no_susan_b_anthony_day(day: str) -> None:
    assert not is_public_holiday(D(day))
    assert is_business_day(D(day))


def test_the_package_calendar_differs_from_gcl_24_only_where_the_decision_says() -> None:
    # Why the package is not used: what it adds, and the one §24 day (a Sunday) it lacks.
    for year in GCL_24:
        package = set(holidays.country_holidays("US", subdiv="NY", years=year))
        ours = {D(day) for day in GCL_24[year]}
        flag_day = {h.day for h in public_holidays(year) if h.name == "Flag day"}
        extra = {day for day in package - ours if day.year == year}
        assert extra <= {D(day) for day in NOT_GCL_24} | {date(year, 2, 15)}
        assert ours - package == flag_day


@pytest.mark.parametrize(
    ("sunday", "monday"),
    [
        ("2023-01-01", "2023-01-02"),  # New Year's day
        ("2022-06-19", "2022-06-20"),  # Juneteenth
        ("2022-12-25", "2022-12-26"),  # Christmas day
        ("2029-11-11", "2029-11-12"),  # Veterans' day
        ("2027-07-04", "2027-07-05"),  # Independence day
    ],
)
def test_a_sunday_holiday_is_kept_on_the_monday(sunday: str, monday: str) -> None:
    assert is_public_holiday(D(sunday))
    assert is_public_holiday(D(monday))
    assert next_business_day(D(sunday)) == D(monday) + timedelta(days=1)


def test_flag_day_is_never_moved_to_the_monday() -> None:
    assert is_public_holiday(D("2026-06-14"))
    assert is_business_day(D("2026-06-15"))


def test_juneteenth_is_a_holiday_from_2021_when_chapter_249_of_2020_was_in_force() -> None:
    assert not is_public_holiday(D("2020-06-19"))
    assert is_public_holiday(D("2021-06-18")) is False  # a Saturday 19th is not moved
    assert is_public_holiday(D("2021-06-19"))


def test_the_issue_17_example_a_violation_on_28_june_2026() -> None:
    # Day 5 is Friday 3 July, a business day: 4 July falls on a Saturday and is not moved.
    assert answer_deadline(D("2026-06-28")) == D("2026-07-03")


def test_a_town_whose_state_has_no_calendar_is_refused() -> None:
    elsewhere = dataclasses.replace(load_town(), state="NJ")
    with pytest.raises(ValueError, match="no public-holiday calendar for the state 'NJ'"):
        is_business_day(D("2026-03-10"), elsewhere)


@given(st.dates(min_value=date(2021, 1, 1), max_value=date(2040, 12, 31)))
def test_next_business_day_is_the_first_business_day_on_or_after(day: date) -> None:
    found = next_business_day(day)
    assert found >= day
    assert is_business_day(found)
    assert found.weekday() < 5
    assert not is_public_holiday(found)
    assert all(not is_business_day(day + timedelta(days=n)) for n in range((found - day).days))
