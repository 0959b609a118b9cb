"""What the owner of a seized dog is told: where it is, the fees, the last day (R10, R28).

A courtesy through the outbox, never the legal notice [69-11C]: every message says so, and
carries the clerk's phone and hours (the templates read them from the town).
"""

from __future__ import annotations

import secrets
from datetime import date, datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.law.redemption import Shot, licensing_before_release, redemption_fees
from doglicense.law.seizure import (
    AwaitingNotice,
    NoticeKind,
    OwnerNotice,
    RedemptionPeriod,
    redemption_period,
)
from doglicense.office.outbox import notify
from doglicense.storage.models import Dog, License, Record, Resident
from doglicense.storage.office_models import Seizure

REDEEMABLE = frozenset({"seizure_held", "seizure_reminder"})


def seized_on(seizure: Seizure, town: TownProfile) -> date:
    return seizure.seized_at.astimezone(town.tz).date()


def period_of(seizure: Seizure, town: TownProfile) -> RedemptionPeriod | AwaitingNotice:
    """The days the owner may redeem the dog, from what the officer recorded. [69-11B], [69-11C]"""
    notice = None
    if seizure.notice_kind is not None and seizure.notice_on is not None:
        notice = OwnerNotice(NoticeKind(seizure.notice_kind), seizure.notice_on)
    return redemption_period(
        seized_on(seizure, town), identified=seizure.identified, notice=notice, town=town
    )


async def license_expiry(session: AsyncSession, dog_id: int | None) -> date | None:
    """The last day of the dog's latest license; None for a dog never licensed here."""
    if dog_id is None:
        return None
    latest = select(func.max(License.expires_on)).where(License.dog_id == dog_id)
    expires: date | None = await session.scalar(latest)
    return expires


async def redemption_facts(
    session: AsyncSession, seizure: Seizure, record: Record, town: TownProfile, today: date
) -> dict[str, Any]:
    """The facts every message about the seized dog reads (JSON: kept in the outbox)."""
    day = max(today, seized_on(seizure, town))
    fees = redemption_fees(
        town, seized_on=seized_on(seizure, town), on=day, shots={Shot(s) for s in seizure.shots}
    )
    period = period_of(seizure, town)
    dog = await session.get(Dog, seizure.dog_id) if seizure.dog_id else None
    licensing = licensing_before_release(await license_expiry(session, seizure.dog_id), day)
    return {
        "reference": record.reference,
        "dog": dog.name if dog else None,
        "sex": dog.sex if dog else None,  # Spanish agrees with it ("Bienvenida")
        "tag": seizure.tag_number,
        "seized_on": seized_on(seizure, town).isoformat(),
        "place": seizure.place,
        "held_at": seizure.held_at,
        "fees": [
            {"item": line.item.value, "quantity": line.quantity, "cents": line.cents}
            for line in fees.lines
        ],
        "fees_total_cents": fees.total_cents,
        "per_day_cents": town.redemption_fees.boarding_per_day_cents,
        "last_day": period.last_day.isoformat() if isinstance(period, RedemptionPeriod) else None,
        "notice": seizure.notice_kind,
        "licensing": licensing.value,
    }


async def tell_owner(
    session: AsyncSession,
    seizure: Seizure,
    record: Record,
    template: str,
    *,
    town: TownProfile,
    now: datetime,
    resident_id: int | None = None,
    key: str | None = None,
    extra: dict[str, Any] | None = None,
) -> bool:
    """Queue one message to the owner of record (or ``resident_id``); False when none is known."""
    owner_id = resident_id or seizure.owner_id
    resident = await session.get(Resident, owner_id) if owner_id else None
    if resident is None:
        return False
    today = now.astimezone(town.tz).date()
    facts = {**await redemption_facts(session, seizure, record, town, today), **(extra or {})}
    if template in REDEEMABLE:  # a button in chat, a link in the e-mail: redeem online
        facts["redeem_button"] = True
    # Each step writes its message once, in its own transaction: a fresh key per step.
    key = key or f"{template}:{record.id}:{resident.id}:{secrets.token_hex(4)}"
    notify(session, resident, template, facts, key=key, at=now)
    return True
