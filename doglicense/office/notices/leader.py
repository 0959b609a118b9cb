"""One job runner at a time across workers: a PostgreSQL advisory lock on its own connection."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from contextvars import ContextVar
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncConnection, create_async_engine
from sqlalchemy.pool import NullPool

from doglicense.storage.database import Database

log = logging.getLogger(__name__)

JobFactory = Callable[[], Awaitable[None]]


def lock_key(name: str) -> int:
    """A stable signed 64-bit key for a job's name (pg_try_advisory_lock takes a bigint)."""
    return int.from_bytes(
        hashlib.blake2b(name.encode(), digest_size=8).digest(), "big", signed=True
    )


class LeadershipLost(Exception):
    """The lock's session is gone: another process may lead now, so this one must not act."""


@dataclass(frozen=True)
class Lease:
    """Leadership held: the lock's connection (None on SQLite, where no one else contends)."""

    connection: AsyncConnection | None
    # The heartbeat and the jobs' confirmations share the connection, one query at a time.
    turn: asyncio.Lock = field(default_factory=asyncio.Lock, compare=False)

    async def confirm(self) -> None:
        """Raise LeadershipLost unless the lock's session still answers (and so still holds it)."""
        if self.connection is None:
            return
        async with self.turn:
            try:
                await self.connection.execute(text("SELECT 1"))
                await self.connection.commit()
            except Exception as lost:
                raise LeadershipLost from lost


# The lease the running job was started under; None outside a leader's job (cron, tests).
_current_lease: ContextVar[Lease | None] = ContextVar("current_lease", default=None)


async def confirm_leading() -> None:
    """Before an act that must not be repeated (a message sent), check this process still leads.

    A leader whose lock connection died may not have noticed yet (the heartbeat is periodic)
    while the next leader already took over its claims; this check closes that gap.
    """
    lease = _current_lease.get()
    if lease is not None:
        await lease.confirm()


@asynccontextmanager
async def leadership(db: Database, name: str) -> AsyncIterator[Lease | None]:
    """Try once to lead: yields a Lease, or None when another process leads.

    The connection is dedicated (no pool): when this process dies, PostgreSQL ends its session
    and the lock is free for the next contender. On SQLite a single process is the runner.
    """
    if db.is_sqlite:
        yield Lease(None)
        return
    engine = create_async_engine(db.url, poolclass=NullPool)
    try:
        async with engine.connect() as connection:
            key = lock_key(name)
            taken = (
                await connection.execute(text("SELECT pg_try_advisory_lock(:key)"), {"key": key})
            ).scalar_one()
            await connection.commit()  # no transaction left open while the lock is held
            if not taken:
                yield None
                return
            try:
                yield Lease(connection)
            finally:
                with suppress(Exception):  # a dead connection has let go of the lock already
                    await connection.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": key})
                    await connection.commit()
    finally:
        await engine.dispose()


async def run_as_leader(
    db: Database,
    name: str,
    job_coroutine_factory: JobFactory,
    *,
    retry_seconds: float = 5.0,
    heartbeat_seconds: float = 10.0,
) -> None:
    """Run the job only while this process holds the lock `name`; otherwise wait and contend.

    Returns when the job returns. A job that raises is logged and contended for again; when the
    lock's connection is lost the job is cancelled, since another process may now be leading.
    """
    while True:
        async with leadership(db, name) as lease:
            if lease is not None:
                log.info("leading the job runner", extra={"job": name, "worker": os.getpid()})
                held = await _run_while_held(lease, name, job_coroutine_factory, heartbeat_seconds)
                if held:
                    return
        await asyncio.sleep(retry_seconds)


async def _run_while_held(
    lease: Lease, name: str, job: JobFactory, heartbeat_seconds: float
) -> bool:
    """True when the job finished; False when it failed or the lock was lost."""
    held = _current_lease.set(lease)
    try:
        task = asyncio.ensure_future(job())  # the task (and what it starts) sees the lease
    finally:
        _current_lease.reset(held)
    try:
        while not task.done():
            await asyncio.wait({task}, timeout=heartbeat_seconds)
            if not task.done():
                try:
                    await lease.confirm()
                except LeadershipLost:
                    log.warning("lost the job runner's lock", extra={"job": name})
                    task.cancel()
                    with suppress(asyncio.CancelledError, Exception):
                        await task
                    return False
        task.result()
        return True
    except asyncio.CancelledError:
        task.cancel()
        with suppress(asyncio.CancelledError, Exception):
            await task
        raise
    except Exception:
        log.exception("job runner failed", extra={"job": name})
        return False
