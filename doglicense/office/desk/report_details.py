"""What the clerk needs beside a report's answers: a replacement tag's dog, owner and where to
send the tag; a change of address's old address beside the new one (issue 33, item 9)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Dog, Record, Resident

KINDS = ("tag", "address")
LOOK_BACK = 50  # the resident's earlier requests read for the last address they gave


@dataclass(frozen=True)
class ReportDetails:
    """The dog and owner a report is about, and the addresses it concerns."""

    dog: Dog | None
    owner: Resident | None
    send_to: str | None = None  # a replacement tag: the owner's address now
    old_address: str | None = None  # a change of address: as last given before this report
    new_address: str | None = None


def address_of(answers: dict[str, Any]) -> str | None:
    """An address as the flows take it, written as the resident's row keeps it."""
    street = answers.get("address_street")
    return f"{street}, {answers.get('address_zip', '')}" if street else None


async def report_details(session: AsyncSession, record: Record) -> ReportDetails | None:
    """The facts of a replacement tag or a change of address; None for any other record."""
    if record.kind not in KINDS:
        return None
    dog = await session.get(Dog, record.dog_id) if record.dog_id else None
    owner = await session.get(Resident, record.resident_id) if record.resident_id else None
    if record.kind == "tag":
        return ReportDetails(dog, owner, send_to=owner.address if owner else None)
    return ReportDetails(
        dog,
        owner,
        old_address=await _address_before(session, record),
        new_address=address_of(record.answers),
    )


async def _address_before(session: AsyncSession, record: Record) -> str | None:
    """The address the resident gave in their last request before this one (the resident's row
    holds the new address from the moment the change is submitted)."""
    if record.resident_id is None:
        return None
    earlier = await session.scalars(
        select(Record.answers)
        .where(Record.resident_id == record.resident_id, Record.id < record.id)
        .order_by(Record.id.desc())
        .limit(LOOK_BACK)
    )
    return next((found for answers in earlier if (found := address_of(answers))), None)
