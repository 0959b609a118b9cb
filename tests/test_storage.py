"""The schema on a real SQLite file and a real PostgreSQL: tags, datetimes, a fresh file's folder
(models against migrations: tests/test_migrations.py)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.migrate import upgrade
from doglicense.storage.models import Resident
from doglicense.storage.repositories import next_tag_number


async def test_datetimes_come_back_aware_and_equal(services: Services) -> None:
    moment = datetime(2026, 3, 10, 18, 30, 5, tzinfo=UTC)
    async with services.db.session() as session:
        session.add(Resident(telegram_user_id=5, created_at=moment))
        await session.commit()
    async with services.db.session() as session:
        found = (await session.execute(select(Resident))).scalar_one()
    assert found.created_at == moment
    assert found.created_at.tzinfo is not None


async def test_tag_numbers_are_never_handed_out_twice_under_concurrency(
    services: Services,
) -> None:
    async with services.db.session() as session:
        assert await next_tag_number(session, "clay") == 1
        await session.commit()

    async def one() -> int:
        async with services.db.session() as session:
            number = await next_tag_number(session, "clay")
            await session.commit()
            return number

    numbers = await asyncio.gather(*(one() for _ in range(20)))
    assert sorted(numbers) == list(range(2, 22))


def test_upgrade_creates_the_folder_of_a_fresh_sqlite_file(tmp_path: Path) -> None:
    target = tmp_path / "fresh" / "var" / "doglicense.db"
    upgrade(f"sqlite+aiosqlite:///{target}")
    assert target.exists()
