"""`Database.look_up`: one read at once, never a wait in the event loop (on SQLite it reads in the
loop's own thread; a lock against readers sends it the ordinary way)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator

import pytest
from sqlalchemy import text

from doglicense.storage.database import Database

READ = text("SELECT s FROM probe WHERE id = :id")


@pytest.fixture
async def db(database_url: str) -> AsyncIterator[Database]:
    db = Database(database_url)
    async with db.engine.begin() as connection:
        await connection.execute(text("CREATE TABLE probe (id INTEGER PRIMARY KEY, s TEXT)"))
        await connection.execute(text("INSERT INTO probe VALUES (1, 'a')"))
    yield db
    await db.dispose()


async def test_a_look_up_reads_what_is_committed_while_a_writer_is_busy(db: Database) -> None:
    async with db.engine.connect() as writer:
        await writer.begin()
        await writer.execute(text("UPDATE probe SET s = 'b' WHERE id = 1"))
        row = await asyncio.wait_for(db.look_up(READ, {"id": 1}), 5)
        assert row is not None and row.s == "a"  # not the uncommitted write, and not held by it
        await writer.commit()
    row = await db.look_up(READ, {"id": 1})
    assert row is not None and row.s == "b"
    assert await db.look_up(READ, {"id": 2}) is None


async def test_a_database_locked_against_readers_is_waited_for_outside_the_loop(
    db: Database,
) -> None:
    if not db.is_sqlite:
        pytest.skip("SQLite's exclusive lock")
    path = db.url.split(":///", 1)[1]
    await db.dispose()  # no connection of ours open: the lock below shuts every one out
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")  # no reader gets in, WAL or not
    ticks = 0

    async def ticking() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    ticker = asyncio.create_task(ticking())
    looking = asyncio.create_task(db.look_up(READ, {"id": 1}))
    await asyncio.sleep(0.5)
    assert not looking.done()
    assert ticks >= 20, "the event loop stood still while the look-up waited for the lock"
    holder.execute("ROLLBACK")
    holder.close()
    row = await asyncio.wait_for(looking, 10)
    ticker.cancel()
    assert row is not None and row.s == "a"
