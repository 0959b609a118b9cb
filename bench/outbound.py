"""Outbound: the outbox drained to the Bot API stand-in, capped like Telegram at 30 a second.

Queues N notifications (renewal reminders) for N residents, then runs the sender
(bot/sender.py) through the real Application and its rate limiter until the outbox is empty.
Prints the rate reached (goal >= 29/s), the busiest second the stand-in saw, and the 429s.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from doglicense.bot.app import build_application
from doglicense.bot.sender import send_pending
from doglicense.law import load_town
from doglicense.office.outbox import queue_message
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade
from doglicense.storage.models import Resident
from tests.standins.telegram import FakeTelegram

TOKEN = "123456:bench-outbound"  # noqa: S105 - the stand-in takes any token
TELEGRAM_CAP = 30
NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)


async def _queue(services: Services, count: int) -> None:
    async with services.db.session() as session:
        residents = [
            Resident(telegram_user_id=70_000 + i, telegram_chat_id=70_000 + i, created_at=NOW)
            for i in range(count)
        ]
        session.add_all(residents)
        await session.flush()
        for i, resident in enumerate(residents):
            queue_message(
                session,
                resident_id=resident.id,
                channel="telegram",
                template="renewal_reminder",
                context={
                    "dog": "Rex",
                    "tag": f"{i:06d}",
                    "expires_on": "2026-06-30",
                    "days": 29,
                    "renew_tag": f"{i:06d}",
                },
                key=f"bench:{i}",
                at=NOW,
            )
        await session.commit()


async def measure(database_url: str, *, notifications: int) -> dict[str, Any]:
    """Queue, then drain at Telegram's cap; the figures of the whole drain."""
    await asyncio.to_thread(upgrade, database_url)
    fake = FakeTelegram().start()
    fake.rate_limit_per_second = TELEGRAM_CAP
    settings = Settings(
        database_url=database_url,
        var_dir=Path(tempfile.mkdtemp(prefix="bench-out-")),
        telegram_bot_token=SecretStr(TOKEN),
        telegram_api_base_url=fake.url,
    )
    services = Services(
        settings=settings, db=Database(database_url), town=load_town(), now=lambda: NOW
    )
    await _queue(services, notifications)
    application = build_application(services, updater=False)
    sent = 0
    try:
        async with application:
            start = time.perf_counter()
            while sent < notifications:
                batch = await send_pending(services, application.bot, limit=200)
                if batch == 0:
                    break
                sent += batch
            seconds = time.perf_counter() - start
        attempts = len(fake.calls_to("sendMessage"))
        busiest = fake.max_rate_seen()
    finally:
        fake.stop()
        await services.db.dispose()
    return {
        "notifications": notifications,
        "sent": sent,
        "seconds": seconds,
        "rate": sent / seconds,
        "busiest_second": busiest,
        "rejected_429": attempts - sent,
    }


def describe(result: dict[str, Any]) -> str:
    return (
        f"{result['sent']:,} of {result['notifications']:,} sent in {result['seconds']:.0f} s = "
        f"{result['rate']:.1f}/s (busiest second {result['busiest_second']}), "
        f"429s received {result['rejected_429']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database-url", default="")
    parser.add_argument("--notifications", type=int, default=10_000)
    parser.add_argument("--quick", action="store_true", help="1,000 notifications (~35 s)")
    args = parser.parse_args()
    url = args.database_url or f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/outbound.db"
    count = 1_000 if args.quick else args.notifications
    result = asyncio.run(measure(url, notifications=count))
    print("outbound:", describe(result))


if __name__ == "__main__":
    main()
