"""The days an owner paying online may promise to collect a seized dog, and the fees through each.

The officer releases on business days [policy]; the choices run from the first such day up to
the last day to redeem (R28), so no day offered is one the dog may be forfeited on
(docs/decisions/0046).
"""

from __future__ import annotations

from datetime import date, timedelta

from doglicense.law import TownProfile
from doglicense.law.business_days import is_business_day, next_business_day
from doglicense.law.redemption import RedemptionFeesOwed, Shot, redemption_fees
from doglicense.law.seizure import NoticeKind, OwnerNotice, RedemptionPeriod, redemption_period
from doglicense.office.seizures.seizure_notices import period_of, seized_on
from doglicense.storage.office_models import Seizure


def release_day(town: TownProfile, today: date) -> date:
    """The first day of release: today, or the next day the pound opens (decision 0017)."""
    return next_business_day(today, town)


def fees_through(seizure: Seizure, town: TownProfile, day: date) -> RedemptionFeesOwed:
    return redemption_fees(
        town, seized_on=seized_on(seizure, town), on=day, shots={Shot(s) for s in seizure.shots}
    )


def last_promise(seizure: Seizure, town: TownProfile, today: date) -> date:
    """The last day to redeem; before the officer's notice, the earliest it can turn out to be
    (a notice given today), so that no day offered falls after it. [69-11C]"""
    period = period_of(seizure, town)
    if isinstance(period, RedemptionPeriod):
        return period.last_day
    seized = seized_on(seizure, town)
    earliest = [
        redemption_period(seized, identified=True, notice=OwnerNotice(kind, today), town=town)
        for kind in NoticeKind
    ]
    return min(p.last_day for p in earliest if isinstance(p, RedemptionPeriod))


def collect_days(seizure: Seizure, town: TownProfile, today: date) -> list[date]:
    """Each day the owner may say they will collect the dog, the first possible one first."""
    first = release_day(town, max(today, seized_on(seizure, town)))
    last = max(today, last_promise(seizure, town, today))
    days = [
        first + timedelta(days=n)
        for n in range((last - first).days + 1)
        if is_business_day(first + timedelta(days=n), town)
    ]
    return days or [min(first, last)]  # a last day the pound is closed: that day all the same
