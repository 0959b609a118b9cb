"""The engine and the one place database sessions are opened."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, Executable, Row, create_engine, event
from sqlalchemy.exc import DisconnectionError, OperationalError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from doglicense.storage.group_commit import CommitGroups

# A connection silently cut (no FIN: a firewall, a failover) is replaced within this; a restart's
# closed connections are seen at once by `_closed_by_the_server`.
RECYCLE_SECONDS = 1800


class Database:
    """An async engine with its session factory; SQLite gets WAL and a busy timeout."""

    def __init__(
        self, url: str, *, echo: bool = False, pool_size: int = 5, max_overflow: int = 10
    ) -> None:
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        options: dict[str, Any] = {"echo": echo}
        if self.is_sqlite:
            path = url.split(":///", 1)[-1]
            if path and path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            options["connect_args"] = {"timeout": 30}
        else:
            options["pool_size"] = pool_size
            options["max_overflow"] = max_overflow
            # No pre-ping (three round trips a check-out); `_closed_by_the_server` checks instead.
            options["pool_pre_ping"] = False
            options["pool_recycle"] = RECYCLE_SECONDS
        self.engine: AsyncEngine = create_async_engine(url, **options)
        # SQLite's look-ups answered in the loop's own thread (`look_up`); a file only.
        self._in_loop: Engine | None = None
        if self.is_sqlite:
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
            if ":memory:" not in url:
                self._in_loop = create_engine(url.replace("+aiosqlite", "+pysqlite", 1))
                event.listen(self._in_loop, "connect", _sqlite_reader_pragmas)
        else:
            event.listen(self.engine.sync_engine, "checkout", _closed_by_the_server)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        self.groups = CommitGroups(self.engine)  # chat steps committed together
        # PostgreSQL would wrap a lone SELECT in BEGIN ... ROLLBACK: two round trips for nothing.
        # SQLite begins no transaction for a SELECT, and switching its mode costs two thread hops.
        self._reader = (
            self.engine
            if self.is_sqlite
            else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        )

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        """One session per update or request; the service layer commits, this rolls back."""
        async with self.sessions() as session:
            try:
                yield session
            except BaseException:
                await session.rollback()
                raise

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[AsyncConnection]:
        """A pooled connection for a read-only look-up: each statement on its own, no transaction
        around it. Never for writes: nothing here commits or rolls back."""
        async with self._reader.connect() as connection:
            yield connection

    async def look_up(self, statement: Executable, params: dict[str, Any]) -> Row[Any] | None:
        """A read-only statement's first row, for a look-up on an index (the tag look-up).

        On SQLite it is answered in the event loop's own thread by the synchronous driver: an
        indexed read takes tens of microseconds there, where aiosqlite's hops to its thread and
        back took most of a millisecond (bench/storage_scale.py). A database locked against
        readers (rare in WAL mode) is not waited for in the loop: the look-up then goes the
        ordinary way. On PostgreSQL, a pooled connection without a transaction (`reading`).
        """
        if self._in_loop is not None:
            try:
                with self._in_loop.connect() as connection:
                    return connection.execute(statement, params).first()
            except OperationalError:  # locked: waited for in aiosqlite's thread instead
                pass
        async with self.reading() as connection:
            return (await connection.execute(statement, params)).first()

    async def dispose(self) -> None:
        await self.engine.dispose()
        if self._in_loop is not None:
            self._in_loop.dispose()


def _closed_by_the_server(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    """A pooled connection the server ended (a restart, pg_terminate_backend) is swapped for a
    new one at check-out, without a round trip: asyncpg saw the socket close while it idled.
    The pool opens a fresh connection when a checkout listener raises DisconnectionError."""
    is_closed = getattr(dbapi_connection.driver_connection, "is_closed", None)  # asyncpg's
    if is_closed is not None and is_closed():
        raise DisconnectionError("the database closed this pooled connection")


def _sqlite_reader_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """The loop's own reader: reads only, and never waits for a lock (it would block the loop)."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA query_only=ON")
    cursor.execute("PRAGMA busy_timeout=0")
    cursor.close()


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()
