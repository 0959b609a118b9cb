"""`Database.look_up`: one read at once, never a wait in the event loop (on SQLite it reads in the
loop's own thread; a lock against readers sends it the ordinary way)."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from sqlalchemy import text

from doglicense.storage.database import Database

READ = text("SELECT s FROM probe WHERE id = :id")


async def test_a_look_up_reads_what_is_committed_while_a_writer_is_busy(probe_db: Database) -> None:
    async with probe_db.engine.connect() as writer:
        await writer.begin()
        await writer.execute(text("UPDATE probe SET s = 'b' WHERE id = 1"))
        row = await asyncio.wait_for(probe_db.look_up(READ, {"id": 1}), 5)
        assert row is not None and row.s == "a"  # not the uncommitted write, and not held by it
        await writer.commit()
    row = await probe_db.look_up(READ, {"id": 1})
    assert row is not None and row.s == "b"
    assert await probe_db.look_up(READ, {"id": 9}) is None


async def test_a_database_locked_against_readers_is_waited_for_outside_the_loop(
    probe_db: Database,
) -> None:
    if not probe_db.is_sqlite:
        pytest.skip("SQLite's exclusive lock")
    path = probe_db.url.split(":///", 1)[1]
    await probe_db.dispose()  # no connection of ours open: the lock below shuts every one out
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
    looking = asyncio.create_task(probe_db.look_up(READ, {"id": 1}))
    await asyncio.sleep(0.5)
    assert not looking.done()
    assert ticks >= 20, "the event loop stood still while the look-up waited for the lock"
    holder.execute("ROLLBACK")
    holder.close()
    row = await asyncio.wait_for(looking, 10)
    ticker.cancel()
    assert row is not None and row.s == "a"
