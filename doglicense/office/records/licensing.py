"""Issuing licenses: the permanent tag number, the expiry per law, the fee on the license."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers.parsers import normal_tag
from doglicense.law import TownProfile, capped_expiry, license_expiry, renewal_expiry
from doglicense.office.lifecycle import Action, move
from doglicense.office.outbox import notify
from doglicense.office.records.submissions import counts_as_spayed
from doglicense.storage.models import Dog, License, Record, Resident
from doglicense.storage.repositories import next_tag_number


def _day(value: Any) -> date | None:
    return date.fromisoformat(value) if value else None


def tag_label(number: int) -> str:
    return normal_tag(str(number))


def license_term(
    record: Record, previous: License | None, *, town: TownProfile, today: date
) -> tuple[date, bool, date | None]:
    """The license a record would get if issued today: its expiry, whether the rabies cap of R13
    cut it, and the rabies expiry that counts (None with a veterinarian's exemption).
    [69-8], R11-R14; ``previous`` is the dog's latest license, for a renewal."""
    answers = record.answers
    applied_on = record.created_at.astimezone(town.tz).date()
    if record.kind == "renewal" and previous is not None:
        expiry = renewal_expiry(previous.expires_on, applied_on, town)
    else:
        expiry = license_expiry(today, vet_exemption_date=_day(answers.get("vet_statement_date")))
    rabies = _day(answers.get("rabies_newer_expires_on")) or _day(answers.get("rabies_expires_on"))
    if rabies is None and answers.get("rabies_proof") != "vet_exemption" and previous:
        rabies = previous.rabies_expires_on
    expiry, capped = capped_expiry(expiry, rabies, town)
    return expiry, capped, rabies


async def issue_license(
    session: AsyncSession,
    record: Record,
    *,
    town: TownProfile,
    actor: str,
    now: datetime,
    today: date,
    allow_rabies_cap: bool = True,
) -> License:
    """Approve a license or renewal record: the dog gets its tag once, the license its term."""
    resident = await session.get(Resident, record.resident_id)
    assert resident is not None
    dog = await _dog_for(session, record, resident, now)
    new_tag = dog.tag_number is None
    if new_tag:
        dog.tag_number = tag_label(await next_tag_number(session, town.key))
    previous = max(dog.licenses, key=lambda lic: lic.expires_on, default=None)
    expiry, capped, rabies = license_term(record, previous, town=town, today=today)
    parts = record.fee_parts
    licence = License(
        dog_id=dog.id,
        owner_id=resident.id,
        record_id=record.id,
        tag_number=dog.tag_number,
        issued_on=today,
        expires_on=expiry,
        capped_by_rabies=capped,
        rabies_expires_on=rabies,
        town_share_cents=parts["town_share_cents"],
        state_surcharge_cents=parts["state_surcharge_cents"],
        enumeration_cents=parts["enumeration_cents"],
        surcharge_paid_by_town_cents=parts["surcharge_paid_by_town_cents"],
        exempt_type=parts["exempt_type"],
        spayed_neutered=dog.spayed_neutered,
        created_at=now,
    )
    session.add(licence)
    record.dog_id = dog.id
    move(session, record, Action.APPROVE, actor=actor, at=now)
    await session.flush()
    notify(
        session,
        resident,
        "license_issued",
        {
            "reference": record.reference,
            "dog": dog.name,
            "tag": dog.tag_number,
            "expires_on": expiry.isoformat(),
            "exempt_type": licence.exempt_type,
            "capped": capped,
            "new_tag": new_tag,
        },
        key=f"record:{record.id}:approved",
        at=now,
    )
    return licence


async def _dog_for(session: AsyncSession, record: Record, resident: Resident, now: datetime) -> Dog:
    answers = record.answers
    if record.dog_id is not None:
        dog = await session.get(Dog, record.dog_id, populate_existing=True)
        assert dog is not None
        await session.refresh(dog, ["licenses"])
    else:
        born = answers.get("dog_birth") or {}
        dog = Dog(
            name=answers["dog_name"],
            breed=answers["dog_breed"],
            colour=answers["dog_colour"],
            sex=answers["dog_sex"],
            birth_date=_day(born.get("date")),
            created_at=now,
            licenses=[],
        )
        session.add(dog)
    dog.owner_id = resident.id
    dog.status = "active"
    if counts_as_spayed(answers):
        dog.spayed_neutered = True
    await session.flush()
    return dog
