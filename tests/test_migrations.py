"""The schema changes only by migrations: pytest-alembic's checks on SQLite and PostgreSQL, the
released migrations frozen by their hashes, and `/ready` and `serve` against the schema."""

from __future__ import annotations

import asyncio
import hashlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from alembic.config import Config
from pytest_alembic.tests import (  # the kept library's checks, collected as this module's tests
    test_model_definitions_match_ddl,
    test_single_head_revision,
    test_up_down_consistency,
    test_upgrade,
)
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine
from sqlalchemy.pool import NullPool

from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.migrate import alembic_config as doglicense_alembic_config
from doglicense.storage.migrate import head_revision, upgrade
from doglicense.web.app import create_app
from tests.clerkkit import _free_port as free_port
from tests.dbkit import empty_postgres
from tests.firstrelease import first_release_database
from tests.httpkit import LOCAL_TLS

__all__ = [
    "test_model_definitions_match_ddl",
    "test_single_head_revision",
    "test_up_down_consistency",
    "test_upgrade",
]

VERSIONS = Path(__file__).parents[1] / "doglicense" / "storage" / "migrations" / "versions"
RELEASED = Path(__file__).parent / "data" / "released-migrations.txt"


@pytest.fixture
def alembic_config() -> Config:
    return doglicense_alembic_config("sqlite://")  # the engine below is what runs


@pytest.fixture
def alembic_engine(backend: str, tmp_path: Path) -> Iterator[AsyncEngine]:
    """A fresh, empty database for pytest-alembic (which drives an AsyncEngine in asyncio.run)."""
    if backend == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'alembic.db'}"
    else:
        url = asyncio.run(empty_postgres())
    engine = create_async_engine(url, poolclass=NullPool)  # each of its asyncio.run has a loop
    yield engine
    asyncio.run(engine.dispose())


def hashes_now() -> dict[str, str]:
    return {
        path.name: hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(VERSIONS.glob("*.py"))
    }


def released() -> dict[str, str]:
    lines = RELEASED.read_text().splitlines()
    return {name: digest for digest, name in (line.split() for line in lines if line.strip())}


def changed_migrations(now: dict[str, str], kept: dict[str, str]) -> list[str]:
    """Why the migration files differ from the released ones, one sentence each."""
    problems = [
        f"{name} was released and has changed: write a new migration instead"
        for name, digest in kept.items()
        if name in now and now[name] != digest
    ]
    problems += [
        f"{name} was released and is gone: put it back" for name in kept if name not in now
    ]
    problems += [
        f"{name} is not in {RELEASED.name}: add its `sha256sum` line; it never changes after"
        for name in now
        if name not in kept
    ]
    return problems


def test_released_migrations_are_never_edited() -> None:
    assert changed_migrations(hashes_now(), released()) == []


def test_an_edited_migration_is_named_and_refused() -> None:
    edited = hashes_now() | {"0001_the_first_schema.py": "0" * 64}
    assert changed_migrations(edited, released()) == [
        "0001_the_first_schema.py was released and has changed: write a new migration instead"
    ]


async def _ready(services: Services) -> httpx.Response:
    transport = httpx.ASGITransport(app=create_app(services))
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, transport=transport, base_url="http://town"
    ) as client:
        return await client.get("/ready")


@pytest.fixture
async def first_release_url(backend: str, tmp_path: Path) -> str:
    """A database the first release made: its schema (0001) and its rows, not upgraded."""
    if backend == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'first.db'}"
    else:
        url = await empty_postgres()
    await first_release_database(url, tmp_path / "var")
    return url


async def test_ready_names_what_the_first_release_database_lacks_until_upgraded(
    first_release_url: str, tmp_path: Path
) -> None:
    settings = Settings(database_url=first_release_url, var_dir=tmp_path / "var")
    on_it = Services(settings=settings, db=Database(first_release_url), town=load_town())
    response = await _ready(on_it)
    assert response.status_code == 503
    assert f"at migration 0001, this code's is {head_revision()}" in response.text
    assert "missing column residents.replying_to" in response.text
    assert "missing table seizures" in response.text
    await asyncio.to_thread(upgrade, first_release_url)
    response = await _ready(on_it)
    assert (response.status_code, response.text) == (200, "ready")
    await on_it.db.dispose()


async def test_ready_sees_a_column_missing_though_the_migration_name_is_right(
    services: Services,
) -> None:
    app = create_app(services)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, transport=transport, base_url="http://town"
    ) as client:
        assert (await client.get("/ready")).status_code == 200
        async with services.db.engine.begin() as connection:
            await connection.execute(text("DROP TABLE staff_sessions"))
        # The probe's cached answer holds while the migration's name does (it is cheap)...
        assert (await client.get("/ready")).status_code == 200
    # ...and a process starting on such a database is told.
    response = await _ready(services)
    assert response.status_code == 503
    assert "missing table staff_sessions" in response.text


async def test_ready_minds_what_is_missing_not_what_was_added(services: Services) -> None:
    async with services.db.engine.begin() as connection:  # a DBA's index, another tool's table
        await connection.execute(text("CREATE TABLE other_tool (id INTEGER PRIMARY KEY)"))
        await connection.execute(text("CREATE INDEX ix_dogs_name_by_hand ON dogs (name)"))
    assert (await _ready(services)).status_code == 200


async def started(url: str, var_dir: Path, *args: str) -> asyncio.subprocess.Process:
    """The console script as an operator runs it, on this database and folder."""
    return await asyncio.create_subprocess_exec(
        str(Path(sys.executable).with_name("doglicense")),
        *args,
        env={**os.environ, "DATABASE_URL": url, "VAR_DIR": str(var_dir), "LOG_FORMAT": "text"},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )


async def doglicense(url: str, var_dir: Path, *args: str) -> tuple[int | None, str]:
    """Its exit code and what it wrote."""
    process = await started(url, var_dir, *args)
    out, _ = await asyncio.wait_for(process.communicate(), 60)
    return process.returncode, out.decode()


@pytest.mark.parametrize("command", [["serve"], ["serve", "--workers", "2"], ["db", "upgrade"]])
async def test_serve_refuses_a_database_newer_than_the_code(
    database_url: str, backend: str, tmp_path: Path, command: list[str]
) -> None:
    if command[1:] == ["--workers", "2"] and backend == "sqlite":
        pytest.skip("several workers run on PostgreSQL only")
    engine = create_async_engine(database_url)
    async with engine.begin() as connection:
        await connection.execute(text("UPDATE alembic_version SET version_num = '0099'"))
    await engine.dispose()
    port = ["--port", str(free_port())] if command[0] == "serve" else []
    code, said = await doglicense(database_url, tmp_path / "var", *command, *port)
    assert code == 2, said
    assert "refused: the database is at migration 0099, which this release does not know" in said
    assert f"its newest is {head_revision()}" in said


async def test_serve_upgrades_an_older_database_and_logs_each_step(
    first_release_url: str, tmp_path: Path
) -> None:
    port = free_port()
    server = await started(first_release_url, tmp_path / "var", "serve", "--port", str(port))
    try:
        async with httpx.AsyncClient(
            verify=LOCAL_TLS, base_url=f"http://127.0.0.1:{port}"
        ) as client:
            for _ in range(300):
                try:
                    if (await client.get("/ready")).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.1)
            else:
                raise AssertionError("serve never became ready")
    finally:
        server.terminate()
        try:
            out, _ = await asyncio.wait_for(server.communicate(), 30)
        except TimeoutError:
            server.kill()  # never left behind
            raise
    said = out.decode()
    assert "database upgraded 0001 -> 0002: From any earlier 0001 to today" in said, said
    assert "database upgraded 0002 -> 0003: Residents' browser sessions" in said, said
    code, said = await doglicense(first_release_url, tmp_path / "var", "db", "upgrade")
    assert code == 0 and "database upgraded" not in said, said  # nothing left to do
