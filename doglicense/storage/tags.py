"""The dog that holds a tag number, in one statement built once: the tag look-up's hot path.

One round trip, no ORM entities: the dog's columns and its latest license's expiry come back as a
small typed row. The ORM's way (a session, the dog, then its licenses by `selectinload`) took
two statements and, on a fresh connection, a transaction begun and rolled back around them.
"""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

from sqlalchemy import Table, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncConnection

from doglicense.storage.database import Database
from doglicense.storage.models import Dog, License

_dogs: Table = Dog.__table__  # type: ignore[assignment]
_licenses: Table = License.__table__  # type: ignore[assignment]


class DogOnTag(NamedTuple):
    """What a tag look-up answers: who the dog is, whose, in what state, licensed until when."""

    dog_id: int
    tag_number: str
    name: str
    owner_id: int | None
    status: str
    spayed_neutered: bool
    license_expires_on: date | None


# Built once at import on the tables' own columns (no ORM plugin), so each call only binds the tag.
_DOG_ON_TAG = select(
    _dogs.c.id,
    _dogs.c.tag_number,
    _dogs.c.name,
    _dogs.c.owner_id,
    _dogs.c.status,
    _dogs.c.spayed_neutered,
    select(func.max(_licenses.c.expires_on))
    .where(_licenses.c.dog_id == _dogs.c.id)
    .scalar_subquery()
    .label("license_expires_on"),
).where(_dogs.c.tag_number == bindparam("tag"))


async def dog_on_tag(connection: AsyncConnection, tag_number: str) -> DogOnTag | None:
    """The dog holding this tag, or None. A tag is never reused (R15): a dead dog keeps its own.

    Runs on the caller's connection (in a session: `await session.connection()`), so it sees
    what is committed or flushed, not unflushed ORM changes.
    """
    row = (await connection.execute(_DOG_ON_TAG, {"tag": tag_number})).first()
    return None if row is None else DogOnTag(*row)


async def dog_on_tag_at_once(db: Database, tag_number: str) -> DogOnTag | None:
    """`dog_on_tag` outside any transaction, by the database's quickest read (`Database.look_up`):
    the officer's look-up of a found dog's tag."""
    row = await db.look_up(_DOG_ON_TAG, {"tag": tag_number})
    return None if row is None else DogOnTag._make(row)
