"""At scale: tag numbers under concurrency, clerks' next-record claims, one elected job runner."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import select, text

from doglicense.office.desk.queue import claim_next
from doglicense.office.notices.leader import leadership, run_as_leader
from doglicense.office.staff.staff import Role, SignedIn, add_staff
from doglicense.runtime import Services
from doglicense.storage.database import Database
from doglicense.storage.models import Record
from doglicense.storage.repositories import next_tag_number
from doglicense.storage.sign_in_models import Staff
from tests.clerkkit import queued_record


async def _clerks(services: Services) -> list[SignedIn]:
    async with services.db.session() as session:
        for name in ("ann", "bob"):
            await add_staff(
                session,
                username=name,
                password="a long enough password",
                role=Role.CLERK,
                full_name=name.title(),
                now=services.now(),
            )
        await session.commit()
        staff = (await session.execute(select(Staff).order_by(Staff.id))).scalars().all()
        return [SignedIn.of(s) for s in staff]


async def test_concurrent_tag_numbers_are_never_shared(services: Services) -> None:
    async def one() -> int:
        async with services.db.session() as session:
            number = await next_tag_number(session, "clay")
            await session.commit()
            return number

    numbers = await asyncio.gather(*(one() for _ in range(24)))  # the town's first numbers
    assert sorted(numbers) == list(range(1, 25))
    more = await asyncio.gather(*(one() for _ in range(24)))
    assert sorted(more) == list(range(25, 49))


async def test_two_clerks_taking_the_next_record_get_different_records(
    services: Services,
) -> None:
    ann, bob = await _clerks(services)
    for user in range(3):
        await queued_record(services, telegram_user=9100 + user, paid=False)

    async def take(person: SignedIn) -> Record | None:
        async with services.db.session() as session:
            return await claim_next(session, person=person, services=services)

    taken = await asyncio.gather(take(ann), take(bob))
    assert all(r is not None for r in taken)
    assert len({r.id for r in taken if r is not None}) == 2
    last = await take(ann)
    assert last is not None and last.id not in {r.id for r in taken if r is not None}
    assert await take(bob) is None  # nothing left unclaimed


async def test_a_locked_record_is_skipped_not_waited_for(services: Services) -> None:
    if services.db.is_sqlite:
        pytest.skip("SKIP LOCKED is PostgreSQL's; SQLite has one writer")
    _ann, bob = await _clerks(services)
    oldest = await queued_record(services, telegram_user=9200, paid=False)
    newer = await queued_record(services, telegram_user=9201, paid=False)
    async with services.db.session() as holding:
        # Ann is mid-claim: the oldest record is locked in her open transaction.
        lock = select(Record).where(Record.id == oldest.id).with_for_update()
        await holding.execute(lock)
        async with services.db.session() as session:
            got = await asyncio.wait_for(
                claim_next(session, person=bob, services=services), timeout=5
            )
        assert got is not None and got.id == newer.id
        await holding.rollback()


async def test_only_one_contender_runs_the_jobs_until_it_exits(services: Services) -> None:
    if services.db.is_sqlite:
        pytest.skip("advisory locks are PostgreSQL's; on SQLite the one process runs the jobs")
    url = services.settings.resolved_database_url
    first_db, second_db = Database(url), Database(url)
    first_may_end, first_leads = asyncio.Event(), asyncio.Event()
    ran: list[str] = []

    async def first_job() -> None:
        ran.append("first")
        first_leads.set()
        await first_may_end.wait()

    async def second_job() -> None:
        ran.append("second")

    first = asyncio.create_task(run_as_leader(first_db, "jobs-test", first_job, retry_seconds=0.05))
    await asyncio.wait_for(first_leads.wait(), timeout=5)
    second = asyncio.create_task(
        run_as_leader(second_db, "jobs-test", second_job, retry_seconds=0.05)
    )
    await asyncio.sleep(0.5)
    assert ran == ["first"]  # the second contender waits
    first_may_end.set()
    await asyncio.wait_for(first, timeout=5)
    await asyncio.wait_for(second, timeout=5)
    assert ran == ["first", "second"]
    await first_db.dispose()
    await second_db.dispose()


async def test_a_dead_leaders_lock_is_free_again(services: Services) -> None:
    if services.db.is_sqlite:
        async with leadership(services.db, "solo") as lease:
            assert lease is not None  # SQLite: the one process leads
        return
    async with leadership(services.db, "crash-test") as lease:
        assert lease is not None and lease.connection is not None
        async with leadership(services.db, "crash-test") as other:
            assert other is None
        pid = (await lease.connection.execute(text("SELECT pg_backend_pid()"))).scalar_one()
        async with services.db.engine.connect() as admin:
            await admin.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    async with leadership(services.db, "crash-test") as after:
        assert after is not None
