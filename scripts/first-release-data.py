"""Makes tests/data/first-release.json: what the first release (6ce4af0) wrote to its database.

Run with the first release's code on the path, never today's, so the rows are exactly what a town
running that release holds (its bot through its Telegram stand-in, its clerk's functions):

    git worktree add --detach /tmp/first-release 6ce4af0
    cd /tmp/first-release && PYTHONPATH=/tmp/first-release \
        /path/to/worktree/.venv/bin/python /path/to/worktree/scripts/first-release-data.py \
        /path/to/worktree/tests/data/first-release.json
    git worktree remove /tmp/first-release

What it makes: a clerk's account (ann); Jane's Rex, licensed in chat and approved (tag 000001);
Lee's Max, licensed and approved (000002), then reported lost; Bella's license, sent and waiting
in the queue; the outbox messages those wrote, never sent (no sender ran). The rows are written
as JSON per table (dates and times as ISO text, UTC), with the uploaded documents' bytes.
"""

from __future__ import annotations

import asyncio
import base64
import json
import sys
import tempfile
from datetime import date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import MetaData, select

import doglicense
from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade
from tests.botchat import PDF, PNG, approve_queue, owner, running_bot, talk
from tests.clerkkit import make_staff
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram

RELEASE = "6ce4af0"


def license_steps(dog_name: str, sex: str) -> list[Any]:
    return [
        *owner(),
        dog_name,
        "Beagle",
        "brown and white",
        ("tap", sex),
        "3 years",
        ("tap", "yes"),
        ("pdf", PDF),
        ("tap", "certificate"),
        ("photo", PNG),
        "6/1/2025",
        "6/1/2028",
        ("tap", "none"),
        ("tap", "no"),
        ("tap", "counter"),
        ("tap", "nav:confirm"),
    ]


async def make(folder: Path) -> Services:
    url = f"sqlite+aiosqlite:///{folder / 'first.db'}"
    await asyncio.to_thread(upgrade, url)
    town = load_town()
    clock = FakeClock(datetime(2026, 3, 10, 14, 0, tzinfo=town.tz).astimezone(town.tz))
    clock.set("2026-03-10 14:00")
    settings = Settings(database_url=url, var_dir=folder / "var", telegram_bot_token=None)
    services = Services(settings=settings, db=Database(url), town=town, now=clock)
    await make_staff(services, "ann", "clerk")
    with FakeTelegram() as fake:
        async with running_bot(services, fake):
            jane = fake.user(9001, first_name="Jane")
            await talk(jane, license_steps("Rex", "male"))
            await approve_queue(services)
            lee = fake.user(9003, first_name="Lee")
            await talk(lee, license_steps("Max", "female"))
            await approve_queue(services)
            clock.set("2026-03-12 09:00")
            await talk(
                lee,
                [
                    "/lost",
                    ("tap", "dog:000002"),
                    ("tap", "lost"),
                    "3/11/2026",
                    "Clay Park",
                    ("tap", "skip"),
                    ("tap", "nav:confirm"),
                ],
            )
            bella = fake.user(9002, first_name="Rosa")
            await talk(bella, license_steps("Bella", "female"))
    return services


def plain(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    return value


async def dump(services: Services, folder: Path) -> dict[str, Any]:
    tables: dict[str, list[dict[str, Any]]] = {}
    async with services.db.engine.connect() as connection:
        metadata = MetaData()
        await connection.run_sync(metadata.reflect)
        for table in metadata.sorted_tables:
            rows = (await connection.execute(select(table).order_by(*table.primary_key))).all()
            tables[table.name] = [{k: plain(v) for k, v in row._mapping.items()} for row in rows]
    documents = {
        str(path.relative_to(folder / "var")): base64.b64encode(path.read_bytes()).decode()
        for path in sorted((folder / "var").rglob("*"))
        if path.is_file()
    }
    return {"release": RELEASE, "tables": tables, "files": documents}


async def main(target: Path) -> None:
    with tempfile.TemporaryDirectory() as folder:
        services = await make(Path(folder))
        data = await dump(services, Path(folder))
        await services.db.dispose()
    await asyncio.to_thread(target.write_text, json.dumps(data, indent=1, sort_keys=True) + "\n")
    print({name: len(rows) for name, rows in data["tables"].items() if rows})


if __name__ == "__main__":
    today = Path(__file__).resolve().parents[1]
    assert not Path(doglicense.__file__).resolve().is_relative_to(today), "PYTHONPATH: 6ce4af0's"
    asyncio.run(main(Path(sys.argv[1])))
