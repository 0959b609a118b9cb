"""Lost meets seized: the open lost reports that may be the seized dog, and a confirmed match.

A match is the same tag number; for a dog seized without a tag, the same breed, colour and sex
as the lost dog's register entry (written alike once case and spaces are set aside). The
officer decides; the lost report's owner is told then, never on a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.office.lifecycle import Action, Status, move
from doglicense.office.seizures.seizure_entry import SeizureRefused
from doglicense.office.seizures.seizure_notices import tell_owner
from doglicense.office.seizures.seizures import commit_or_refuse, seizure_and_record
from doglicense.office.staff.staff import Role, SignedIn, require
from doglicense.storage.folding import fold
from doglicense.storage.models import Dog, Record, Resident
from doglicense.storage.office_models import Seizure

OPEN_LOST = (Status.IN_QUEUE, Status.RESUBMITTED)


@dataclass(frozen=True)
class LostReport:
    """An open lost report beside the seized dog: the report, its dog and who reported it."""

    record: Record
    dog: Dog | None
    resident: Resident | None

    @property
    def last_seen(self) -> str:
        return str(self.record.answers.get("last_seen", ""))

    @property
    def description(self) -> str:
        described = self.record.answers.get("lost_description")
        return described if isinstance(described, str) and described != "skip" else ""


def _alike(one: str | None, other: str | None) -> bool:
    """Written alike once case, accents and spacing are set aside (storage/folding.py)."""
    return bool(one) and fold(one or "") == fold(other or "")


def matches(seizure: Seizure, dog: Dog | None) -> bool:
    """The same tag; or, seized without a tag, the same breed, colour and sex."""
    if dog is None:
        return False
    if seizure.tag_number:
        return dog.tag_number == seizure.tag_number
    return all(
        _alike(getattr(seizure, part), getattr(dog, part)) for part in ("breed", "colour", "sex")
    )


async def open_lost_reports(session: AsyncSession, seizure: Seizure) -> list[LostReport]:
    """The open lost reports that match the seized dog, oldest first."""
    rows = await session.execute(
        select(Record, Dog, Resident)
        .outerjoin(Dog, Dog.id == Record.dog_id)
        .outerjoin(Resident, Resident.id == Record.resident_id)
        .where(Record.kind == "lost", Record.status.in_(OPEN_LOST))
        .order_by(Record.submitted_at, Record.id)
    )
    return [
        LostReport(record, dog, resident)
        for record, dog, resident in rows.all()
        if matches(seizure, dog)
    ]


async def confirm_match(
    session: AsyncSession,
    seizure_id: int,
    lost_record_id: int,
    *,
    person: SignedIn,
    town: TownProfile,
    now: datetime,
) -> Seizure:
    """Link the seized dog and the lost report; the report's owner is told where it is; commits.

    A dog seized without a tag takes the lost dog's register entry and owner, so the owner is
    reminded of the last day from now on.
    """
    require(person, Role.OFFICER)
    seizure, record = await seizure_and_record(session, seizure_id)
    if record.status != Status.HELD:
        raise SeizureRefused("seizure_decided")
    if seizure.lost_record_id is not None:  # one dog, one owner: matched once
        raise SeizureRefused("seizure_no_match")
    found = [r for r in await open_lost_reports(session, seizure) if r.record.id == lost_record_id]
    if not found:
        raise SeizureRefused("seizure_no_match")
    lost = found[0]
    seizure.lost_record_id = lost.record.id
    if seizure.dog_id is None and lost.dog is not None:
        seizure.dog_id, seizure.owner_id = lost.dog.id, lost.dog.owner_id
        record.dog_id = lost.dog.id
    move(
        session,
        record,
        Action.CONFIRM_MATCH,
        actor=person.actor,
        at=now,
        note=f"lost report {lost.record.reference}",
    )
    if lost.resident is not None:
        await tell_owner(
            session,
            seizure,
            record,
            "seizure_matched",
            town=town,
            now=now,
            resident_id=lost.resident.id,
            key=f"seizure_matched:{record.id}:{lost.record.id}",
            extra={"lost_reference": lost.record.reference},
        )
    await commit_or_refuse(session, record)
    return seizure
