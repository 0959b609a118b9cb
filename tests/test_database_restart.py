"""The pool without a pre-ping (storage/database.py): a check-out sends the database nothing, and
the first requests after PostgreSQL restarted under a live service succeed. A throwaway server
(fsync off, like scripts/test.sh's), since the shared test server must never stop."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from sqlalchemy import event

from doglicense.office.desk.register import dog_holding_tag
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.migrate import upgrade
from tests.botchat import approve_queue, dog, owner, talk, texts_of
from tests.clerkkit import make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps

PG_BIN = max(Path("/usr/lib/postgresql").glob("*/bin"), default=None, key=lambda p: p.parts)


class ThrowawayPostgres:
    """initdb, start, restart and stop one server of our own (as postgres when we are root)."""

    def __init__(self, home: Path) -> None:
        assert PG_BIN is not None
        self.data, self.log = home / "data", home / "log"
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.as_postgres = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []
        if self.as_postgres:
            shutil.chown(home, "postgres")
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync")
        options = f"-c listen_addresses=127.0.0.1 -p {self.port} -k {home} -c fsync=off"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-o", options, "start")

    def _run(self, program: str, *args: str) -> None:
        assert PG_BIN is not None
        command = [*self.as_postgres, str(PG_BIN / program), *args]
        subprocess.run(command, check=True, capture_output=True)  # noqa: S603 - our own server

    def restart(self) -> None:
        """Every session ended by the server, which is down a moment, then up again."""
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.log), "-m", "fast", "-w", "restart"
        )

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")


@pytest.fixture
def postgres() -> Iterator[ThrowawayPostgres]:
    if PG_BIN is None:
        pytest.skip("PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin")
    home = Path(tempfile.mkdtemp(prefix="doglicense-restart-pg."))  # pytest's tmp is root's only
    try:
        server = ThrowawayPostgres(home)
        yield server
        server.stop()
    finally:
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
async def database_url(postgres: ThrowawayPostgres) -> str:
    """This module's database: on the throwaway server (the shared one's fixture, overridden)."""
    admin = await asyncpg.connect(f"postgresql://postgres@127.0.0.1:{postgres.port}/postgres")
    try:
        await admin.execute('CREATE DATABASE "town"')
    finally:
        await admin.close()
    url = f"postgresql+asyncpg://postgres@127.0.0.1:{postgres.port}/town"
    await asyncio.to_thread(upgrade, url)
    return url


def log_simple_queries(services: Services) -> list[str]:
    """Every statement asyncpg sends outside a prepared one (BEGIN, a ping, ROLLBACK ...)."""
    sent: list[str] = []

    @event.listens_for(services.db.engine.sync_engine, "connect")
    def _log(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.driver_connection.add_query_logger(lambda q: sent.append(q.query))

    return sent


async def test_a_tag_look_up_sends_nothing_but_its_select(services: Services) -> None:
    sent = log_simple_queries(services)
    await dog_holding_tag(services.db, "000001")  # the pool's first connection opened
    sent.clear()
    for _ in range(3):
        assert await dog_holding_tag(services.db, "000001") is None
    assert sent == []  # no ping (BEGIN; ; ROLLBACK;), no transaction around the SELECT


async def test_the_next_requests_succeed_after_the_database_restarted(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    clock: FakeClock,
    postgres: ThrowawayPostgres,
) -> None:
    jane = fake.user(5201)
    await talk(jane, license_steps(owner_steps=owner(), dog_steps=dog()))
    [licence] = await approve_queue(services, ("license",))
    await make_staff(services, "officer", Role.OFFICER)
    async with served(services) as url, signed_in(url, "officer") as client:
        assert services.db.engine.pool.checkedin() > 0  # pooled connections the restart ends
        await asyncio.to_thread(postgres.restart)
        status = await talk(jane, ["/status"])  # a chat step: a session's unit of work
        assert "Rex – tag 000001" in texts_of(status), texts_of(status)
        await asyncio.to_thread(postgres.restart)
        found = await client.get("/clerk/dogs", params={"q": "000001"})  # the tag look-up
        assert found.headers.get("location") == f"/clerk/dogs/{licence.dog_id}", found.text
        await asyncio.to_thread(postgres.restart)
        page = await client.get(f"/clerk/dogs/{licence.dog_id}")  # the console's session
        assert page.status_code == 200 and "Rex" in page.text
