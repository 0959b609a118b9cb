"""Seized meets found: the held dogs a found report may be, and the found reports beside a
seized dog, by the same measure as lost meets found (found_matches.score). Shown to the officer,
who knows both ends; nobody is told on a guess."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import QUEUED, Status
from doglicense.office.reports.dog_likeness import DogFacts, found_facts, score
from doglicense.storage.models import Record
from doglicense.storage.office_models import Seizure


@dataclass(frozen=True)
class SeizedBeside:
    """A held seized dog and an open found report that may be the same dog."""

    seizure: Seizure
    seizure_record: Record
    found: Record
    points: int


def seized_facts(seizure: Seizure) -> DogFacts:
    """The officer's entry: its tag, breed, colour, sex, and where it was taken."""
    return DogFacts(
        tag=seizure.tag_number or None,
        breed=seizure.breed,
        colour=f"{seizure.colour} {seizure.description}",
        sex=seizure.sex or None,
        places=(seizure.place,),
    )


def _fits(found: Record, seizure: Seizure) -> int | None:
    facts, seized = found_facts(found.answers), seized_facts(seizure)
    if facts.tag or seized.tag:  # a tag on either side: the same tag or not this dog
        return 100 if facts.tag == seized.tag else None
    return score(facts, seized)


async def _pairs(session: AsyncSession, *conditions: object) -> list[SeizedBeside]:
    held = (
        await session.execute(
            select(Seizure, Record)
            .join(Record, Record.id == Seizure.record_id)
            .where(Record.status == Status.HELD, *conditions)  # type: ignore[arg-type]
            .order_by(Seizure.seized_at)
        )
    ).all()
    found = (
        await session.scalars(
            select(Record)
            .where(Record.kind == "found", Record.status.in_(QUEUED))
            .order_by(Record.submitted_at, Record.id)
        )
    ).all()
    pairs = [
        SeizedBeside(seizure, record, report, points)
        for seizure, record in held
        for report in found
        if (points := _fits(report, seizure)) is not None
    ]
    return sorted(pairs, key=lambda pair: -pair.points)


async def found_beside_seizure(session: AsyncSession, seizure: Seizure) -> list[SeizedBeside]:
    """The open found reports that may be this held dog, best first."""
    return await _pairs(session, Seizure.id == seizure.id)


async def seized_beside_found(session: AsyncSession, found: Record) -> list[SeizedBeside]:
    """The held seized dogs this found report may be, best first."""
    if found.kind != "found" or found.status not in QUEUED:
        return []
    return [pair for pair in await _pairs(session) if pair.found.id == found.id]
