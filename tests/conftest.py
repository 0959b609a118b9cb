"""Shared fixtures: a real database per test (SQLite file, or PostgreSQL), the services, a clock."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from sqlalchemy import text

from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade
from tests.botchat import running_bot
from tests.standins.telegram import FakeTelegram

# The card-payment fixtures (telegram, web, stripe_api, card_bot); the S3 stand-in and the
# document store's settings (document_store, bucket).
pytest_plugins = ["tests.paytools", "tests.s3kit"]

POSTGRES_URL = os.environ.get("TEST_POSTGRES_URL")
BACKENDS = ["sqlite", "postgresql"]


class FakeClock:
    """A clock the test moves by hand; the services read it."""

    def __init__(self, now: datetime) -> None:
        self.current = now

    def __call__(self) -> datetime:
        return self.current

    def set(self, when: str) -> None:
        """Stand on a day in the town: "2026-03-10 14:00" in America/New_York."""
        local = datetime.fromisoformat(when).replace(tzinfo=load_town().tz)
        self.current = local.astimezone(UTC)


async def _fresh_postgres_database() -> str:
    assert POSTGRES_URL is not None
    name = "t_" + uuid.uuid4().hex[:16]
    admin = POSTGRES_URL.replace("postgresql+asyncpg://", "postgresql://")
    connection = await asyncpg.connect(admin)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()
    return POSTGRES_URL.rsplit("/", 1)[0] + "/" + name


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "postgresql" and not POSTGRES_URL:
        pytest.skip("TEST_POSTGRES_URL is not set (make test starts a PostgreSQL)")
    return str(request.param)


@pytest.fixture
async def database_url(backend: str, tmp_path: Path) -> str:
    if backend == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'doglicense.db'}"
    else:
        url = await _fresh_postgres_database()
    await asyncio.to_thread(upgrade, url)
    return url


@pytest.fixture
def clock() -> FakeClock:
    town = load_town()
    return FakeClock(datetime(2026, 3, 10, 14, 0, tzinfo=town.tz).astimezone(UTC))


@pytest.fixture
def settings(database_url: str, tmp_path: Path, document_store: dict[str, Any]) -> Settings:
    return Settings(
        database_url=database_url,
        var_dir=tmp_path / "var",
        telegram_bot_token=None,
        stripe_api_key=None,
        **document_store,
    )


@pytest.fixture
async def services(settings: Settings, clock: FakeClock) -> AsyncIterator[Services]:
    services = Services(
        settings=settings,
        db=Database(settings.resolved_database_url),
        town=load_town(settings.town),
        now=clock,
    )
    yield services
    services.images.close()
    await services.db.dispose()


@pytest.fixture
def fake() -> Iterator[FakeTelegram]:
    """The Bot API stand-in on 127.0.0.1."""
    with FakeTelegram() as fake:
        yield fake


@pytest.fixture
async def bot(services: Services, fake: FakeTelegram) -> AsyncIterator[Any]:
    """The real PTB Application, long-polling the stand-in."""
    async with running_bot(services, fake) as application:
        yield application


@pytest.fixture
async def probe_db(database_url: str) -> AsyncIterator[Database]:
    """A migrated database with a small table of its own, `probe` (id, s): rows 1-3, "a" to "c"."""
    db = Database(database_url)
    async with db.engine.begin() as connection:
        await connection.execute(text("CREATE TABLE probe (id INTEGER PRIMARY KEY, s TEXT)"))
        await connection.execute(text("INSERT INTO probe VALUES (1, 'a'), (2, 'b'), (3, 'c')"))
    yield db
    await db.dispose()
