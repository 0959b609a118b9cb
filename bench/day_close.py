"""How long closing a day takes on a register of many payments: the reconciliation's two queries
and the totals by method, on SQLite or PostgreSQL (decision 0036)."""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from doglicense.law import load_town
from doglicense.payments.day_close import close_of
from doglicense.payments.reconciliation import daily_reconciliation
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment

FIRST = datetime(2024, 1, 1, 14, tzinfo=UTC)
PARTS = {"town_share_cents": 400, "state_surcharge_cents": 100, "total_cents": 500}
METHODS = ("card", "cash", "check", "money_order", "card_at_counter")


async def measure(url: str, *, payments: int, days: int = 1095, rounds: int = 20) -> dict[str, Any]:
    """`payments` paid $5 licenses spread evenly over `days`; the close of a day among them."""
    await asyncio.to_thread(upgrade, url)
    db = Database(url, pool_size=2)
    town = load_town()
    step = timedelta(days=days) / payments
    async with db.session() as session:
        for start in range(0, payments, 5000):
            ids = range(start + 1, min(payments, start + 5000) + 1)
            at = {i: FIRST + step * i for i in ids}
            await session.execute(insert(Record), [_record(i, at[i]) for i in ids])
            await session.execute(insert(Payment), [_payment(i, at[i]) for i in ids])
        await session.commit()
    day = (FIRST + timedelta(days=days // 2)).date()
    times, lines = [], 0
    for _ in range(rounds):
        async with db.session() as session:
            began = time.perf_counter()
            close = close_of(await daily_reconciliation(session, day, town))
            times.append((time.perf_counter() - began) * 1000)
        lines = len(close.report.lines)
    await db.dispose()
    return {
        "payments": payments,
        "lines_on_the_day": lines,
        "close_p50_ms": round(statistics.median(times), 1),
        "close_max_ms": round(max(times), 1),
    }


def _record(i: int, at: datetime) -> dict[str, Any]:
    return {
        "id": i,
        "reference": f"B-{i:07d}",
        "kind": "license",
        "status": "approved",
        "queue": "clerk",
        "channel": "web",
        "answers": {},
        "fee_cents": 500,
        "fee_parts": PARTS,
        "payment_choice": "card",
        "search_text": "",
        "created_at": at,
    }


def _payment(i: int, at: datetime) -> dict[str, Any]:
    method = METHODS[i % len(METHODS)]
    return {
        "record_id": i,
        "attempt": 1,
        "provider": "stripe" if method == "card" else "counter",
        "method": method,
        "status": "paid",
        "amount_cents": 500,
        "received_cents": 500,
        "receipt_number": f"R-{i}",
        "created_at": at,
        "paid_at": at,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("url", nargs="?", help="a fresh database's URL (default: a temp SQLite)")
    parser.add_argument("--payments", type=int, default=100_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.url or f"sqlite+aiosqlite:///{Path(folder) / 'day.db'}"
        print(json.dumps(asyncio.run(measure(url, payments=args.payments))))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
