"""Appearance tickets: the last day to answer one, and the penalty a violation carries."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, timedelta

from doglicense.law.business_days import next_business_day
from doglicense.law.dates import add_years
from doglicense.law.town import TownProfile
from doglicense.law.town_file import town_or_default


def answer_deadline(violation_date: date, town: TownProfile | None = None) -> date:
    """The last day to answer an appearance ticket instead of appearing in court.
    [69-10B(1)], [policy] R24

    Five days after the violation, its day not counted; a deadline on a Saturday, Sunday or
    public holiday (General Construction Law §24's, not a holiday package's) moves to the next
    business day.
    """
    town = town_or_default(town)
    return next_business_day(violation_date + timedelta(days=town.policy.ticket_answer_days), town)


def answer_open(violation_at: datetime, now: datetime, town: TownProfile | None = None) -> bool:
    """Whether a ticket can still be answered at ``now``: through the whole deadline day, in
    the town's time zone. [69-10B(1)], [policy] R24

    Both times must be aware; after the deadline the resident appears on the return date.
    """
    if violation_at.utcoffset() is None or now.utcoffset() is None:
        raise ValueError("answer_open needs time-zone-aware datetimes")
    town = town_or_default(town)
    violation_date = violation_at.astimezone(town.tz).date()
    return now.astimezone(town.tz).date() <= answer_deadline(violation_date, town)


def penalty_tier(
    violation_date: date,
    prior_violation_dates: Iterable[date],
    town: TownProfile | None = None,
) -> int:
    """1, 2 or 3: first, second, or third and later violation. [69-18], [policy]
    [AML 118(2)(a)], R27

    A prior violation (admitted or found) counts when it fell in the 5 years before the
    violation date: on or after the same date 5 years earlier, and before the violation date.
    """
    years = town_or_default(town).policy.prior_violation_years
    window_start = add_years(violation_date, -years)
    priors = sum(1 for prior in prior_violation_dates if window_start <= prior < violation_date)
    return min(1 + priors, 3)


def penalty_cents(town: TownProfile, tier: int) -> int | None:
    """The penalty for a tier; None for the third tier, whose penalty the Town Justice sets,
    up to ``town.fees.penalty_max_cents``. [69-18], R25, R27
    """
    if tier < 1:
        raise ValueError(f"a penalty tier is 1 or more, got {tier}")
    if tier == 1:
        return town.fees.penalty_first_cents
    if tier == 2:
        return town.fees.penalty_second_cents
    return None
