"""New York's public holidays as General Construction Law §24 lists them.

Written from the statute's text (as amended by L.2020 ch. 249, which added Juneteenth), not from
a holiday package: §24 moves only a holiday that falls on a Sunday, to the Monday, and lists
neither Susan B. Anthony Day nor a Friday for a Saturday holiday. See docs/decisions/0011.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from datetime import date, timedelta

_MONDAY, _THURSDAY, _SUNDAY = 0, 3, 6
_JUNETEENTH_FROM = 2021  # L.2020 ch. 249 took effect in October 2020, after 19 June
# The states whose public-holiday law is written here; a town elsewhere is refused on load.
STATES_WITH_A_CALENDAR = frozenset({"NY"})


@dataclass(frozen=True, order=True)
class PublicHoliday:
    """One day §24 makes a public holiday, under the name §24 gives it."""

    day: date
    name: str


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    first = date(year, month, 1)
    return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))


def _last_weekday(year: int, month: int, weekday: int) -> date:
    after = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    last = after - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def general_election_day(year: int) -> date:
    """The Tuesday after the first Monday in November. [Election Law §8-100]"""
    return _nth_weekday(year, 11, _MONDAY, 1) + timedelta(days=1)


def _listed_days(year: int) -> list[PublicHoliday]:
    days = [
        PublicHoliday(date(year, 1, 1), "New Year's day"),
        PublicHoliday(_nth_weekday(year, 1, _MONDAY, 3), "Dr. Martin Luther King, Jr. day"),
        PublicHoliday(date(year, 2, 12), "Lincoln's birthday"),
        PublicHoliday(_nth_weekday(year, 2, _MONDAY, 3), "Washington's birthday"),
        PublicHoliday(_last_weekday(year, 5, _MONDAY), "Memorial day"),
        PublicHoliday(date(year, 7, 4), "Independence day"),
        PublicHoliday(_nth_weekday(year, 9, _MONDAY, 1), "Labor day"),
        PublicHoliday(_nth_weekday(year, 10, _MONDAY, 2), "Columbus day"),
        PublicHoliday(date(year, 11, 11), "Veterans' day"),
        PublicHoliday(_nth_weekday(year, 11, _THURSDAY, 4), "Thanksgiving day"),
        PublicHoliday(date(year, 12, 25), "Christmas day"),
    ]
    if year >= _JUNETEENTH_FROM:
        days.append(PublicHoliday(date(year, 6, 19), "Juneteenth"))
    return days


@functools.lru_cache(maxsize=64)
def public_holidays(year: int) -> tuple[PublicHoliday, ...]:
    """The public holidays of ``year`` in date order. [General Construction Law §24]

    Each listed day; the Monday after any of them but Flag day that falls on a Sunday; Flag day
    (the second Sunday in June, never moved); each general election day. A Saturday holiday is
    not moved. Days the President or the Governor appoint for thanksgiving, fasting and prayer
    or religious observance cannot be known in advance and are not here.
    """
    listed = _listed_days(year)
    kept_on_monday = [
        PublicHoliday(h.day + timedelta(days=1), f"{h.name} (Sunday, kept on the Monday)")
        for h in listed
        if h.day.weekday() == _SUNDAY
    ]
    flag_day = PublicHoliday(_nth_weekday(year, 6, _SUNDAY, 2), "Flag day")
    election = PublicHoliday(general_election_day(year), "General election day")
    return tuple(sorted([*listed, *kept_on_monday, flag_day, election]))


@functools.lru_cache(maxsize=64)
def _holiday_dates(year: int) -> frozenset[date]:
    return frozenset(h.day for h in public_holidays(year))


def is_public_holiday(day: date) -> bool:
    """Whether ``day`` is a public holiday. [General Construction Law §24]"""
    return day in _holiday_dates(day.year)
