"""Group commit: several residents' chat steps in one transaction, one BEGIN and one COMMIT.

A step that joins a group reads (locked) and writes on the group's one connection, its statements
taking turns with the other members'; then it waits for the group's COMMIT, and only after it is
the resident answered. A group takes new members until one of them has finished (so a group lives
about one step's time), and commits once the last member has finished. Meanwhile the next steps
open the next group on another connection.

Nothing a member wrote is kept unless the whole group commits. A statement that fails (a deadlock
found by PostgreSQL, a lost connection) rolls the group back, and every member gets `GroupFailed`:
its answer was not kept, so it takes the ordinary path and applies it again. A COMMIT that fails
is not `GroupFailed`: it may have been kept, so its error goes to the caller as is.

A member must do nothing but its statements and its own CPU work between joining and finishing
(no network call, no wait on anything else): the group's COMMIT waits for its slowest member. A
member that wants the ordinary path after reading must leave the group first: its row lock lasts
until the group ends, so the ordinary path's own lock waits for the group, never the other way.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from types import TracebackType
from typing import Any

from sqlalchemy import Executable, Row
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

log = logging.getLogger(__name__)

# A group stops taking members at this many: every member's statements share one connection.
MOST_MEMBERS = 32


class GroupFailed(Exception):
    """The group rolled back before its COMMIT: nothing its members wrote was kept."""


class _Group:
    """One transaction on one pooled connection, shared by its members one statement at a time."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._connection: AsyncConnection | None = None
        self._turns = asyncio.Lock()  # the members' statements, one at a time, first come first
        self.members = 0  # joined and not yet finished
        self.writes = 0
        self.closed = False  # takes no new member
        self._over = False  # committed or rolled back: a late statement finds no transaction
        self._failure: BaseException | None = None
        self.ended: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.ended.add_done_callback(_retrieved)
        self._ending: asyncio.Task[None] | None = None

    async def execute(
        self, statement: Executable, params: Mapping[str, Any], *, write: bool
    ) -> Sequence[Row[Any]]:
        # Shielded: a member cancelled mid-statement must not leave the shared connection halfway
        # through a round trip. The statement completes; its result is dropped.
        return await asyncio.shield(self._execute(statement, params, write=write))

    async def _execute(
        self, statement: Executable, params: Mapping[str, Any], *, write: bool
    ) -> Sequence[Row[Any]]:
        async with self._turns:
            if self._failure is not None or self._over:
                raise GroupFailed("an earlier statement of the group failed, or it has ended")
            try:
                if self._connection is None:
                    self._connection = await self._engine.connect()
                    await self._connection.begin()
                result = await self._connection.execute(statement, params)
                rows = result.all() if result.returns_rows else ()
            except Exception as error:
                self._failure = error
                raise GroupFailed(type(error).__name__) from error
            if write:
                self.writes += 1
            return rows

    def finish(self) -> None:
        """A member is done: the group takes no one new, and ends with its last member."""
        self.members -= 1
        self.closed = True
        if self.members == 0 and self._ending is None:
            # A task of its own: the COMMIT happens even if the member that started it is
            # cancelled while it waits.
            self._ending = asyncio.get_running_loop().create_task(self._end())

    async def _end(self) -> None:
        async with self._turns:
            self._over = True
            connection, self._connection = self._connection, None
            if connection is None:  # nobody got as far as a statement
                self.ended.set_result(None)
                return
            try:
                if self._failure is None and self.writes:
                    await connection.commit()
                else:
                    await connection.rollback()  # the row locks of members that only read
            except Exception as error:
                log.warning("a commit group failed to end: %s", type(error).__name__)
                await _discard(connection)
                self.ended.set_exception(error)
                return
            await connection.close()
            if self._failure is not None:
                self.ended.set_exception(GroupFailed(type(self._failure).__name__))
            else:
                self.ended.set_result(None)


class Member:
    """One step's place in a group: `read`, then either `save` (write, and wait for the COMMIT)
    or leaving the `with` block without writing."""

    def __init__(self, group: _Group, *, postgresql: bool) -> None:
        self._group = group
        self._finished = False
        self.postgresql = postgresql  # row locks to take (SQLite has none: one writer at a time)

    async def read(self, statement: Executable, params: Mapping[str, Any]) -> Sequence[Row[Any]]:
        return await self._group.execute(statement, params, write=False)

    async def save(self, statement: Executable, params: Mapping[str, Any]) -> None:
        """The step's one write; returns once the group has committed it. `GroupFailed` if the
        group rolled back (the write was not kept)."""
        try:
            await self._group.execute(statement, params, write=True)
        finally:
            self._finish()
        await asyncio.shield(self._group.ended)

    def _finish(self) -> None:
        if not self._finished:
            self._finished = True
            self._group.finish()

    async def __aenter__(self) -> Member:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._finish()  # left without writing (or failed): the group need not wait for it


class CommitGroups:
    """The groups of one process's database: the open one, which new steps join."""

    def __init__(self, engine: AsyncEngine, *, most_members: int = MOST_MEMBERS) -> None:
        self._engine = engine
        self._most = most_members
        self._postgresql = engine.dialect.name == "postgresql"
        self._open: _Group | None = None

    def join(self) -> Member:
        group = self._open
        if group is None or group.closed or group.members >= self._most:
            group = self._open = _Group(self._engine)
        group.members += 1
        return Member(group, postgresql=self._postgresql)


def _retrieved(ended: asyncio.Future[None]) -> None:
    """A group's failure is read here too, so a member cancelled before reading it leaves no
    "exception was never retrieved" behind."""
    if not ended.cancelled():
        ended.exception()


async def _discard(connection: AsyncConnection) -> None:
    """A connection whose transaction could not end is not put back in the pool as it is."""
    try:
        await connection.invalidate()
        await connection.close()
    except Exception:  # it is being thrown away
        log.debug("discarding a commit group's connection failed", exc_info=True)
