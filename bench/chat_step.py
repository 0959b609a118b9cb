"""Chat step cost: a license-flow step through Application.process_update, against a bare echo.

Both run in one process with the Bot API answered in-process (bench/offline.py); ours saves the
draft to a real SQLite file (WAL) or PostgreSQL after every step. Prints steps per second and the
ratio of our step's cost to the echo's.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import os
import pstats
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import SecretStr
from sqlalchemy import text
from telegram import Update
from telegram.ext import Application, ApplicationBuilder, MessageHandler, filters

from bench.offline import OfflineRequest
from doglicense.bot.app import build_application
from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade

TOKEN = "123456:bench"  # noqa: S105 - the offline Bot API takes any token


class Updates:
    """Bot API updates, as Telegram would send them, for one resident after another."""

    def __init__(self) -> None:
        self.update_id = 0
        self.message_id = 0

    def _base(self, user: int) -> dict[str, Any]:
        self.update_id += 1
        self.message_id += 1
        return {
            "message_id": self.message_id,
            "date": int(time.time()),
            "chat": {"id": user, "type": "private"},
            "from": {"id": user, "is_bot": False, "first_name": "R", "language_code": "en"},
        }

    def text(self, user: int, text: str) -> dict[str, Any]:
        message = self._base(user) | {"text": text}
        if text.startswith("/"):
            message["entities"] = [
                {"type": "bot_command", "offset": 0, "length": len(text.split()[0])}
            ]
        return {"update_id": self.update_id, "message": message}

    def tap(self, user: int, data: str) -> dict[str, Any]:
        message = self._base(user) | {
            "text": "question",
            "from": {"id": 777000111, "is_bot": True, "first_name": "Bot"},
        }
        return {
            "update_id": self.update_id,
            "callback_query": {
                "id": str(self.update_id),
                "chat_instance": "c",
                "data": data,
                "message": message,
                "from": {"id": user, "is_bot": False, "first_name": "R"},
            },
        }

    def photo(self, user: int) -> dict[str, Any]:
        message = self._base(user) | {
            "photo": [
                {
                    "file_id": "p1",
                    "file_unique_id": "u1",
                    "width": 90,
                    "height": 90,
                    "file_size": 72,
                }
            ]
        }
        return {"update_id": self.update_id, "message": message}

    def license_flow(self, user: int) -> list[dict[str, Any]]:
        t, c = self.text, self.tap
        return [
            t(user, "/license"),
            t(user, "Jane Smith"),
            c(user, "c:yes"),
            t(user, "4401 State Route 31"),
            t(user, "13041"),
            t(user, "315-555-0100"),
            t(user, "Rex"),
            t(user, "Beagle"),
            t(user, "brown"),
            c(user, "c:male"),
            t(user, "3 years"),
            c(user, "c:yes"),
            self.photo(user),
            c(user, "c:certificate"),
            self.photo(user),
            t(user, "6/1/2025"),
            t(user, "6/1/2028"),
            c(user, "c:none"),
            c(user, "c:no"),
            c(user, "c:counter"),
            c(user, "c:nav:confirm"),
        ]


async def _echo(update: Update, _context: Any) -> None:
    if update.effective_chat is not None:
        await update.effective_chat.send_message("echo")


async def _run(
    application: Application[Any, Any, Any, Any, Any, Any], updates: list[dict[str, Any]]
) -> float:
    objects = [Update.de_json(u, application.bot) for u in updates]
    start = time.perf_counter()
    for update in objects:
        await application.process_update(update)
    return time.perf_counter() - start


def _bare() -> Application[Any, Any, Any, Any, Any, Any]:
    application = ApplicationBuilder().token(TOKEN).request(OfflineRequest()).updater(None).build()
    application.add_handler(MessageHandler(filters.ALL, _echo))
    return application


async def measure(database_url: str, residents: int, profile: bool = False) -> dict[str, float]:
    await asyncio.to_thread(upgrade, database_url)
    workdir = Path(tempfile.mkdtemp(prefix="bench-"))
    settings = Settings(
        database_url=database_url, var_dir=workdir, telegram_bot_token=SecretStr(TOKEN)
    )
    services = Services(
        settings=settings,
        db=Database(database_url),
        town=load_town(),
        now=lambda: datetime(2026, 3, 10, 18, tzinfo=UTC),
    )
    ours = build_application(services, updater=False, request=OfflineRequest())
    bare = _bare()
    maker = Updates()
    flows = [u for r in range(residents) for u in maker.license_flow(10_000 + r)]
    echo_updates = [maker.text(9, "hello") for _ in flows]
    async with ours, bare:
        await _run(ours, maker.license_flow(1))  # warm up caches and templates
        await _run(bare, echo_updates[:50])
        profiler = cProfile.Profile() if profile else None
        if profiler:
            profiler.enable()
        ours_seconds = await _run(ours, flows)
        if profiler:
            profiler.disable()
        bare_seconds = await _run(bare, echo_updates)
    await services.db.dispose()
    steps = len(flows)
    result = {
        "steps": steps,
        "ours_per_second": steps / ours_seconds,
        "bare_per_second": steps / bare_seconds,
        "ratio": ours_seconds / bare_seconds,
    }
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(45)
        result["profile"] = out.getvalue()  # type: ignore[assignment]
    return result


def anchor_line(database: str, result: dict[str, float]) -> str:
    """The issue's line: our step's cost over the bare echo's, measured in the same run."""
    return f"in process {database}: ratio {result['ratio']:.1f}"


async def floor(database_url: str, transactions: int = 500) -> dict[str, float]:
    """The least a durable step costs: read one row, update it, commit, nothing else.

    Once through SQLAlchemy's async session (as our step does), once on the bare driver.
    """
    db = Database(database_url)
    async with db.engine.begin() as connection:
        await connection.exec_driver_sql("DROP TABLE IF EXISTS bench_floor")
        await connection.exec_driver_sql(
            "CREATE TABLE bench_floor (id INTEGER PRIMARY KEY, s TEXT)"
        )
        await connection.exec_driver_sql("INSERT INTO bench_floor VALUES (1, 'x')")
    read, write = (
        text("SELECT s FROM bench_floor WHERE id = 1"),
        text("UPDATE bench_floor SET s = :s WHERE id = 1"),
    )
    start = time.perf_counter()
    for i in range(transactions):
        async with db.session() as session:
            (await session.execute(read)).scalar_one()
            await session.execute(write, {"s": str(i)})
            await session.commit()
    orm_seconds = time.perf_counter() - start
    await db.dispose()
    driver_seconds = await _driver_floor(database_url, transactions)
    return {
        "sqlalchemy_tx_per_second": transactions / orm_seconds,
        "driver_tx_per_second": transactions / driver_seconds,
    }


async def _driver_floor(database_url: str, transactions: int) -> float:
    if database_url.startswith("sqlite"):
        import aiosqlite

        async with aiosqlite.connect(database_url.split(":///", 1)[1]) as sqlite:
            await sqlite.execute("PRAGMA journal_mode=WAL")
            await sqlite.execute("PRAGMA synchronous=NORMAL")
            start = time.perf_counter()
            for i in range(transactions):
                async with sqlite.execute("SELECT s FROM bench_floor WHERE id = 1") as cursor:
                    await cursor.fetchone()
                await sqlite.execute("UPDATE bench_floor SET s = ? WHERE id = 1", (str(i),))
                await sqlite.commit()
            return time.perf_counter() - start
    import asyncpg

    postgres = await asyncpg.connect(database_url.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        start = time.perf_counter()
        for i in range(transactions):
            async with postgres.transaction():
                await postgres.fetchval("SELECT s FROM bench_floor WHERE id = 1")
                await postgres.execute("UPDATE bench_floor SET s = $1 WHERE id = 1", str(i))
        return time.perf_counter() - start
    finally:
        await postgres.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--residents", type=int, default=50)
    parser.add_argument("--database-url", default="")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    url = args.database_url or f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/bench.db"
    result = asyncio.run(measure(url, args.residents, args.profile))
    backend = url.split(":", 1)[0]
    one, five, _ = os.getloadavg()
    print(
        f"chat step [{backend}]: {result['steps']} steps, "
        f"ours {result['ours_per_second']:.0f} steps/s, "
        f"bare echo {result['bare_per_second']:.0f} steps/s, ratio {result['ratio']:.1f} "
        f"(load {one:.1f}/{five:.1f})"
    )
    name = "postgresql" if backend.startswith("postgresql") else "sqlite"
    print(anchor_line(name, result))
    lowest = asyncio.run(floor(url))
    print(
        f"floor [{backend}]: read+update+commit through SQLAlchemy's async session "
        f"{lowest['sqlalchemy_tx_per_second']:.0f}/s, on the bare driver "
        f"{lowest['driver_tx_per_second']:.0f}/s"
    )
    if args.profile:
        print(result["profile"])


if __name__ == "__main__":
    main()
