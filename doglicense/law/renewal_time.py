"""When renewing becomes a resident's task: the reminders' days, and what renewing early covers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from doglicense.law.term import capped_expiry, renewal_expiry
from doglicense.law.town import TownProfile


@dataclass(frozen=True)
class EarlyRenewal:
    """What renewing today, before the first reminder, would give: the new license's first and
    last days (R14), and the last day the rabies certificate on file allows when it cuts the
    term short (R13: a newer certificate is then asked for)."""

    starts_on: date
    ends_on: date
    rabies_cap: date | None


def renewal_reminder_offsets(town: TownProfile) -> list[tuple[int, str]]:
    """The renewal reminders as (days after expiry, kind), first first: [policy] 30 and 7 days
    before, the day, 14 days after."""
    policy = town.policy
    return sorted(
        {(-days, f"before_{days}") for days in policy.reminder_days_before}
        | {(days, f"after_{days}") for days in policy.reminder_days_after_lapse}
    )


def renewal_due_from(expires_on: date, town: TownProfile) -> date:
    """The first renewal reminder's day for a license ending `expires_on` [policy]: from then on
    renewing is offered as due; a town sending no reminders offers it from the expiry."""
    offsets = renewal_reminder_offsets(town)
    return expires_on + timedelta(days=offsets[0][0] if offsets else 0)


def early_renewal(
    expires_on: date, today: date, rabies_expires_on: date | None, town: TownProfile
) -> EarlyRenewal | None:
    """What renewing today would cover, while it is not due yet (R14, R13); None once it is."""
    if today >= renewal_due_from(expires_on, town):
        return None
    ends_on = renewal_expiry(expires_on, today, town)
    cap, capped = capped_expiry(ends_on, rabies_expires_on, town)
    return EarlyRenewal(expires_on + timedelta(days=1), ends_on, cap if capped else None)
