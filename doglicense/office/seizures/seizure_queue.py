"""The officer's queue of seized dogs, by last day to redeem, and the daily sweep (R28).

The sweep reminds the owner two days and one day before the last day (each reminder written
once, as the license reminders are; an owner who paid by card reads what is paid and what more
is owed at collection, not the fees as owed today: decision 0056), tells an owner who paid
online once that the day they promised to collect the dog has passed (collect_missed.py), and
forfeits a dog whose last day has passed, telling the owner. [69-11D]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.law.redemption import RedemptionFeesOwed, Shot, redemption_fees
from doglicense.law.seizure import AwaitingNotice, RedemptionPeriod
from doglicense.office.lifecycle import Action, Status
from doglicense.office.notices.reminders import Due
from doglicense.office.notices.reminders import _write as write_reminders  # the one safe writer
from doglicense.office.seizures.collect_missed import TEMPLATE as COLLECT_MISSED
from doglicense.office.seizures.collect_missed import missed_day_due, paid_online, recipient_of
from doglicense.office.seizures.seizure_entry import SeizureRefused
from doglicense.office.seizures.seizure_notices import period_of, redemption_facts, seized_on
from doglicense.office.seizures.seizures import KIND, end_seizure
from doglicense.office.staff.staff_names import actor_names
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Dog, Record, Resident
from doglicense.storage.office_models import Seizure
from doglicense.storage.repositories import audit_of

REMINDER_DAYS = (2, 1)  # days before the last day the owner is reminded
SWEEP_ACTOR = "system:daily"


@dataclass(frozen=True)
class SeizedDog:
    """A seized dog as the officer sees it: the record, the dog, its owner, its period."""

    seizure: Seizure
    record: Record
    dog: Dog | None
    owner: Resident | None
    period: RedemptionPeriod | AwaitingNotice
    today: date

    @property
    def last_day(self) -> date | None:
        return self.period.last_day if isinstance(self.period, RedemptionPeriod) else None

    @property
    def days_left(self) -> int | None:
        """Days from today to the last day; negative once it has passed; None before notice."""
        return (self.last_day - self.today).days if self.last_day else None

    @property
    def collect_on(self) -> date | None:
        """The day the owner paying by card said they would collect the dog (decision 0046)."""
        day = self.record.answers.get("covers_through")
        return date.fromisoformat(day) if day and self.record.payment_choice == "card" else None

    @property
    def collect_missed(self) -> bool:
        """Still held after the day promised: the days since are owed at release. [69-11F]"""
        promised = self.collect_on
        return promised is not None and self.today > promised and self.record.status == Status.HELD

    def fees(self, town: TownProfile) -> RedemptionFeesOwed:
        day = max(self.today, seized_on(self.seizure, town))
        shots = {Shot(shot) for shot in self.seizure.shots}
        return redemption_fees(town, seized_on=seized_on(self.seizure, town), on=day, shots=shots)


def _by_deadline(item: SeizedDog) -> tuple[int, date, int]:
    """Awaiting notice first (the officer's to do), then the nearest last day."""
    if item.last_day is None:
        return (0, item.seizure.seized_at.date(), item.seizure.id)
    return (1, item.last_day, item.seizure.id)


async def seized_dogs(
    session: AsyncSession,
    town: TownProfile,
    today: date,
    *,
    statuses: tuple[Status, ...] = (Status.HELD,),
    seizure_id: int | None = None,
) -> list[SeizedDog]:
    """Seized dogs in the given statuses (held: the queue), nearest last day first."""
    query = (
        select(Seizure, Record, Dog, Resident)
        .join(Record, Record.id == Seizure.record_id)
        .outerjoin(Dog, Dog.id == Seizure.dog_id)
        .outerjoin(Resident, Resident.id == Seizure.owner_id)
        .where(Record.kind == KIND)
    )
    if seizure_id is None:
        query = query.where(Record.status.in_(statuses))
    else:
        query = query.where(Seizure.id == seizure_id)
    rows = (await session.execute(query)).all()
    items = [
        SeizedDog(seizure, record, dog, owner, period_of(seizure, town), today)
        for seizure, record, dog, owner in rows
    ]
    return sorted(items, key=_by_deadline)


async def seized_dog(
    session: AsyncSession, seizure_id: int, town: TownProfile, today: date
) -> SeizedDog | None:
    found = await seized_dogs(session, town, today, seizure_id=seizure_id)
    return found[0] if found else None


async def seizure_of_record(session: AsyncSession, record_id: int) -> int | None:
    """The seizure a record of kind seizure holds the life of."""
    found: int | None = await session.scalar(
        select(Seizure.id).where(Seizure.record_id == record_id)
    )
    return found


async def history(
    session: AsyncSession, record: Record
) -> tuple[Sequence[AuditEntry], dict[str, str]]:
    """The seizure's moves, and the staff who made them by name."""
    audit = await audit_of(session, record.id)
    return audit, await actor_names(session, audit)


async def sweep_seizures(
    session: AsyncSession, services: Services, *, today: date, now: datetime
) -> dict[str, int]:
    """The day's sweep: dogs past their last day forfeited, owners reminded, and told once of a
    day promised to collect the dog gone by (decision 0052); safe to rerun."""
    forfeited, due, town = 0, [], services.town
    for item in await seized_dogs(session, town, today):
        if item.days_left is not None and item.days_left < 0:
            try:
                await end_seizure(
                    session,
                    item.seizure.id,
                    Action.FORFEIT,
                    actor=SWEEP_ACTOR,
                    services=services,
                    now=now,
                    note="not redeemed by the last day",
                )
            except SeizureRefused:  # redeemed at the counter at this very moment
                continue
            forfeited += 1
            continue
        reminded = None
        if item.days_left in REMINDER_DAYS and item.owner is not None:
            reminded = item.owner.id
            facts = await redemption_facts(session, item.seizure, item.record, town, today)
            if recipient_of(item.seizure, item.record) == reminded:  # paid: says so (0056)
                paid = await paid_online(session, item.seizure, item.record, town, today)
                facts = {**paid, "redeem_button": True} if paid else facts
            due.append(
                Due(
                    subject=f"seizure:{item.seizure.id}",
                    kind=f"redeem_{item.days_left}d",
                    resident_id=item.owner.id,
                    channel=item.owner.preferred_channel,
                    template="seizure_reminder",
                    context=facts,
                )
            )
        told = await missed_day_due(
            session, item.seizure, item.record, town=town, today=today, reminded_today=reminded
        )
        due.extend([told] if told else [])
    written = {
        template: await write_reminders(session, [d for d in due if d.template == template], now)
        for template in ("seizure_reminder", COLLECT_MISSED)
    }
    return {**written, "seizure_forfeited": forfeited}
