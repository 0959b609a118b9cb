"""Which missing dogs were reported stolen, not lost (R20), so every message says so."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Record

LOST_OR_STOLEN = "lost_or_stolen"


def reported_stolen(record: Record) -> bool:
    """A lost dog's report whose owner answered "stolen"."""
    return record.kind == "lost" and record.answers.get(LOST_OR_STOLEN) == "stolen"


def stolen_dog_ids(records: Iterable[Record]) -> set[int]:
    """The dogs whose latest lost report says stolen (a later "lost" report says lost)."""
    latest: dict[int, Record] = {}
    for record in sorted(records, key=lambda r: r.id):
        if record.kind == "lost" and record.dog_id is not None:
            latest[record.dog_id] = record
    return {dog_id for dog_id, record in latest.items() if reported_stolen(record)}


async def stolen_dogs(session: AsyncSession, resident_id: int) -> set[int]:
    """The resident's dogs reported stolen, by their latest report."""
    query = select(Record).where(Record.resident_id == resident_id, Record.kind == "lost")
    return stolen_dog_ids(await session.scalars(query))
