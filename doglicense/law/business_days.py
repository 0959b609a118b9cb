"""Business days: not a Saturday, Sunday or public holiday, for deadlines that roll past them."""

from __future__ import annotations

from datetime import date, timedelta

from doglicense.law.public_holidays import STATES_WITH_A_CALENDAR, is_public_holiday
from doglicense.law.town import TownProfile
from doglicense.law.town_file import town_or_default

_SATURDAY = 5


def is_business_day(day: date, town: TownProfile | None = None) -> bool:
    """Not a Saturday, Sunday or public holiday. [General Construction Law §25-a, §24], R24"""
    state = town_or_default(town).state
    if state not in STATES_WITH_A_CALENDAR:
        raise ValueError(f"no public-holiday calendar for the state {state!r}")
    return day.weekday() < _SATURDAY and not is_public_holiday(day)


def next_business_day(day: date, town: TownProfile | None = None) -> date:
    """``day`` itself when it is a business day, else the first business day after it.
    [General Construction Law §25-a], R24, R28
    """
    while not is_business_day(day, town):
        day += timedelta(days=1)
    return day
