"""Fresh migrated databases for tests: the migrations run once per test process into a template,
and each test gets a copy (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL).

Migrating took 0.6-1.5 s a test; a copy takes a few milliseconds (SQLite) or ~0.1 s (PostgreSQL).
The copy is the migrated schema itself, so a test sees exactly what `doglicense db upgrade` makes.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import shutil
import tempfile
import threading
import uuid
from pathlib import Path

import asyncpg

from doglicense.storage.migrate import upgrade

POSTGRES_URL = os.environ.get("TEST_POSTGRES_URL")

_made = threading.Lock()  # two event loops of one process (a test and a thread) may ask at once
_sqlite_template: Path | None = None
_postgres_template: str | None = None


def _admin_dsn() -> str:
    assert POSTGRES_URL is not None
    return POSTGRES_URL.replace("postgresql+asyncpg://", "postgresql://")


def _database_url(name: str) -> str:
    assert POSTGRES_URL is not None
    return POSTGRES_URL.rsplit("/", 1)[0] + "/" + name


def sqlite_template() -> Path:
    """The migrated SQLite file of this process, made on first use (blocking: call in a thread)."""
    global _sqlite_template
    with _made:
        if _sqlite_template is None:
            folder = Path(tempfile.mkdtemp(prefix="doglicense-template-"))
            atexit.register(shutil.rmtree, folder, ignore_errors=True)
            path = folder / "template.db"
            upgrade(f"sqlite+aiosqlite:///{path}")
            _sqlite_template = path
        return _sqlite_template


async def fresh_sqlite(path: Path) -> str:
    """A migrated SQLite database at `path`, copied from the template."""
    template = await asyncio.to_thread(sqlite_template)
    await asyncio.to_thread(path.parent.mkdir, parents=True, exist_ok=True)
    await asyncio.to_thread(shutil.copyfile, template, path)
    return f"sqlite+aiosqlite:///{path}"


async def _execute(statement: str) -> None:
    connection = await asyncpg.connect(_admin_dsn())
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


def postgres_template() -> str:
    """The name of this process's migrated template database (blocking: call in a thread)."""
    global _postgres_template
    with _made:
        if _postgres_template is None:
            name = "template_" + uuid.uuid4().hex[:12]
            asyncio.run(_execute(f'CREATE DATABASE "{name}"'))
            upgrade(_database_url(name))  # its engine is disposed: nobody stays connected
            atexit.register(_drop, name)
            _postgres_template = name
        return _postgres_template


def _drop(name: str) -> None:
    with contextlib.suppress(Exception):  # the server may be gone already at exit: throwaway
        asyncio.run(_execute(f'DROP DATABASE IF EXISTS "{name}"'))


async def empty_postgres() -> str:
    """A new, empty PostgreSQL database (no schema): for tests that migrate it themselves."""
    name = "t_" + uuid.uuid4().hex[:16]
    await _execute(f'CREATE DATABASE "{name}"')
    return _database_url(name)


async def fresh_postgres() -> str:
    """A new PostgreSQL database holding the migrated schema, copied from the template."""
    template = await asyncio.to_thread(postgres_template)
    name = "t_" + uuid.uuid4().hex[:16]
    await _execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    return _database_url(name)
