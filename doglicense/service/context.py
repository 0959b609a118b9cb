"""What a flow may know of the resident: their details on file and their dogs, as its context."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import (
    Context,
    DogOnFile,
    Flow,
)
from doglicense.flows.reports import GIVEN_AWAY
from doglicense.law import Clock
from doglicense.office.records.open_requests import open_requests
from doglicense.office.reports import transfers
from doglicense.office.reports.stolen import stolen_dogs
from doglicense.storage.models import Dog, Draft, Resident
from doglicense.storage.repositories import (
    dogs_of,
)


def dog_on_file(dog: Dog) -> DogOnFile:
    latest = max(dog.licenses, key=lambda lic: lic.expires_on, default=None)
    return DogOnFile(
        dog_id=dog.id,
        tag_number=dog.tag_number or "",
        name=dog.name,
        breed=dog.breed,
        colour=dog.colour,
        sex=dog.sex,
        birth_date=dog.birth_date,
        spayed_neutered=dog.spayed_neutered,
        status=dog.status,
        license_expires_on=latest.expires_on if latest else None,
        rabies_expires_on=latest.rabies_expires_on if latest else None,
        exempt_type=latest.exempt_type if latest else None,
        license_issued_on=latest.issued_on if latest else None,
        status_since=dog.status_since,
    )


async def dogs_on_file(session: AsyncSession, resident_id: int) -> tuple[DogOnFile, ...]:
    """The resident's tagged dogs, then those given to a new owner in the Town since (R18):
    shown as gone, chosen for nothing."""
    stolen = await stolen_dogs(session, resident_id)
    own = [
        replace(dog_on_file(d), stolen=d.id in stolen)
        for d in await dogs_of(session, resident_id)
        if d.tag_number
    ]
    given = [
        replace(dog_on_file(d), status=GIVEN_AWAY)
        for d, _day in await transfers.given_away(session, resident_id)
    ]
    return (*own, *given)


async def context_for(
    session: AsyncSession,
    resident: Resident,
    clock: Clock,
    *,
    card_payments: bool,
    with_dogs: bool = True,
    channel: str = "telegram",
) -> Context:
    dogs: tuple[DogOnFile, ...] = ()
    if with_dogs:
        dogs = await dogs_on_file(session, resident.id)
    return context_from(resident, clock, dogs, card_payments=card_payments, channel=channel)


def context_from(
    resident: Resident | Row[Any],
    clock: Clock,
    dogs: tuple[DogOnFile, ...],
    *,
    card_payments: bool,
    channel: str,
) -> Context:
    """A step's context from the resident, loaded as an entity or read as a row."""
    known = {
        "owner_name": resident.full_name,
        "phone": resident.phone,
        "email": resident.email,
        "address": resident.address,
        "language": resident.language,  # how the resident writes dates: 3/15 or 15/3
    }
    return Context(
        today=clock.today,
        town=clock.town,
        dogs=dogs,
        card_payments=card_payments,
        resident=known,
        channel=channel,
    )


OPEN_READERS = ("license", "renewal")  # their summaries warn of a second request for a dog


async def with_open_requests(
    session: AsyncSession, resident: Resident, draft: Draft, flow: Flow, context: Context
) -> Context:
    """A license or renewal reads the resident's others still open: a second one is warned of."""
    if flow.name not in OPEN_READERS:
        return context
    found = await open_requests(session, resident.id, besides=draft.record_id)
    return replace(context, open_requests=found)
