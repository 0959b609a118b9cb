"""The database pool keeps a connection for each update at once: a burst opens none anew."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import event, text

from doglicense.runtime import Services
from doglicense.settings import Settings


async def test_a_second_burst_of_updates_opens_no_database_connection(settings: Settings) -> None:
    if not settings.resolved_database_url.startswith("postgresql"):
        pytest.skip("SQLite opens a file, not a server's backend")
    services = Services.from_settings(settings)
    opened: list[object] = []
    event.listen(services.db.engine.sync_engine, "connect", lambda *_: opened.append(1))
    at_once = settings.telegram_concurrent_updates
    holding: list[int] = []
    every_one_holds, release = asyncio.Event(), asyncio.Event()

    async def an_update() -> None:  # holds its connection until every update has one
        async with services.db.session() as session:
            await session.execute(text("SELECT 1"))
            holding.append(1)
            if len(holding) == at_once:
                every_one_holds.set()
            await release.wait()

    try:
        for _burst in range(2):
            holding.clear()
            held = [asyncio.create_task(an_update()) for _ in range(at_once)]
            try:
                await asyncio.wait_for(every_one_holds.wait(), 10)
            finally:
                release.set()
                await asyncio.gather(*held, return_exceptions=True)
            assert len(holding) == at_once, "the pool lent fewer connections than updates"
            every_one_holds.clear()
            release.clear()
        # Each of the first burst's connections opened once; the second burst found them kept
        # (5 kept and 10 overflow lent only 15, and closed the overflow on its return).
        assert len(opened) == at_once
    finally:
        services.images.close()
        await services.db.dispose()
