"""Group commit (storage/group_commit.py): several steps in one transaction, each answered only
after its COMMIT; a failure rolls the whole group back and says so to every member."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import text

from doglicense.storage.database import Database
from doglicense.storage.group_commit import GroupFailed, Member

READ = text("SELECT s FROM probe WHERE id = :id")
READ_LOCKED = text("SELECT s FROM probe WHERE id = :id FOR UPDATE")
WRITE = text("UPDATE probe SET s = :s WHERE id = :id")
NOT_YET = 0.3  # seconds a save is given to return too early


async def _committed(db: Database) -> dict[int, str]:
    """What another connection sees: only what was committed."""
    async with db.engine.connect() as connection:
        rows = await connection.execute(text("SELECT id, s FROM probe ORDER BY id"))
        return {row.id: row.s for row in rows}


async def _step(member: Member, row: int, value: str) -> None:
    async with member:
        await member.read(READ, {"id": row})
        await member.save(WRITE, {"id": row, "s": value})


async def test_members_are_answered_only_after_their_group_commits(probe_db: Database) -> None:
    first, second = probe_db.groups.join(), probe_db.groups.join()
    saving = asyncio.create_task(_step(first, 1, "one"))
    done, _ = await asyncio.wait({saving}, timeout=NOT_YET)
    assert not done, "answered before the group committed"
    assert (await _committed(probe_db))[1] == "a"  # written, not yet committed
    await asyncio.wait_for(_step(second, 2, "two"), 10)
    await asyncio.wait_for(saving, 10)
    assert await _committed(probe_db) == {1: "one", 2: "two", 3: "c"}


async def test_the_members_share_one_transaction(probe_db: Database) -> None:
    if probe_db.engine.dialect.name != "postgresql":
        pytest.skip("PostgreSQL numbers its transactions")
    members = [probe_db.groups.join() for _ in range(3)]
    seen: list[int] = []

    async def step(member: Member, row: int) -> None:
        async with member:
            seen.append((await member.read(text("SELECT txid_current()"), {}))[0][0])
            await member.save(WRITE, {"id": row, "s": "x"})

    await asyncio.wait_for(asyncio.gather(*(step(m, i + 1) for i, m in enumerate(members))), 10)
    assert len(seen) == 3 and len(set(seen)) == 1


async def test_a_failed_statement_rolls_back_every_member(probe_db: Database) -> None:
    first, second = probe_db.groups.join(), probe_db.groups.join()
    saving = asyncio.create_task(_step(first, 1, "one"))
    await asyncio.sleep(0.05)
    with pytest.raises(GroupFailed):
        async with second:
            await second.read(text("SELECT s FROM no_such_table"), {})
    with pytest.raises(GroupFailed):
        await asyncio.wait_for(saving, 10)
    assert await _committed(probe_db) == {1: "a", 2: "b", 3: "c"}  # the first's write not kept
    # The connection went back to the pool clean: the next group works.
    await asyncio.wait_for(_step(probe_db.groups.join(), 1, "again"), 10)
    assert (await _committed(probe_db))[1] == "again"


async def test_a_finished_member_closes_its_group_to_newcomers(probe_db: Database) -> None:
    first, slow = probe_db.groups.join(), probe_db.groups.join()
    saving = asyncio.create_task(_step(first, 1, "one"))
    await asyncio.sleep(0.05)  # the first has saved: its group takes no one new
    newcomer = asyncio.create_task(_step(probe_db.groups.join(), 3, "three"))
    if probe_db.engine.dialect.name == "postgresql":
        await asyncio.wait_for(newcomer, 10)  # committed by its own group, not held by `slow`
        assert not saving.done()
    # SQLite writes one transaction at a time: the newcomer's group waits for the first's.
    await asyncio.wait_for(_step(slow, 2, "two"), 10)
    await asyncio.wait_for(asyncio.gather(saving, newcomer), 10)
    assert await _committed(probe_db) == {1: "one", 2: "two", 3: "three"}


async def test_a_member_that_leaves_takes_the_ordinary_way_without_a_deadlock(
    probe_db: Database,
) -> None:
    postgresql = probe_db.engine.dialect.name == "postgresql"
    leaver, other = probe_db.groups.join(), probe_db.groups.join()
    saving = asyncio.create_task(_step(other, 2, "two"))
    async with leaver:
        await leaver.read(READ_LOCKED if postgresql else READ, {"id": 1})
    # Left: the ordinary transaction waits for the group's end (its row lock), which no longer
    # waits for the leaver.
    async with probe_db.session() as session:
        if postgresql:
            await session.execute(READ_LOCKED, {"id": 1})
        await session.execute(WRITE, {"id": 1, "s": "one"})
        await asyncio.wait_for(session.commit(), 10)
    await asyncio.wait_for(saving, 10)
    assert await _committed(probe_db) == {1: "one", 2: "two", 3: "c"}


async def test_a_cancelled_member_does_not_stop_its_group(probe_db: Database) -> None:
    first, cancelled = probe_db.groups.join(), probe_db.groups.join()
    saving = asyncio.create_task(_step(first, 1, "one"))
    started = asyncio.Event()

    async def never_finishes() -> None:
        async with cancelled:
            await cancelled.read(READ, {"id": 2})
            started.set()
            await asyncio.Event().wait()

    hanging = asyncio.create_task(never_finishes())
    await asyncio.wait_for(started.wait(), 10)
    hanging.cancel()
    await asyncio.wait_for(saving, 10)
    assert (await _committed(probe_db))[1] == "one"
