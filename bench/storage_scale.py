"""Storage at scale: a million licenses and 100,000 queued records, on SQLite and PostgreSQL.

Bulk-loads the tables (executemany on SQLite, COPY on PostgreSQL), then times what a busy office
does: a tag look-up (p50/p99), the clerk's first queue page and "next record" claim, and the
reminder sweep (office/notices/reminders.py) in a fresh process, for its time and peak memory.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Table
from sqlalchemy.ext.asyncio import AsyncConnection

from doglicense.law import load_town
from doglicense.office.desk.register import dog_holding_tag
from doglicense.office.desk.search import search
from doglicense.office.lifecycle import Status
from doglicense.office.notices import reminders
from doglicense.office.staff.staff import Role, SignedIn
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade
from doglicense.storage.models import Dog, License, Record, Resident
from doglicense.storage.repositories import dog_by_tag, queue

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)
FIRST_EXPIRY = date(2026, 1, 1)
SWEEP_DAY = date(2026, 7, 1)
CHUNK = 50_000


def _rows_with_defaults(
    table: Table, columns: Sequence[str], rows: Iterator[tuple[Any, ...]]
) -> tuple[list[str], Iterator[tuple[Any, ...]]]:
    """Every NOT NULL column the rows leave out gets its model's scalar default."""
    extra = [
        c
        for c in table.columns
        if c.name not in columns
        and not c.primary_key
        and c.default is not None
        and c.default.is_scalar
    ]
    names = [*columns, *(c.name for c in extra)]
    values = tuple(c.default.arg for c in extra)  # type: ignore[union-attr]
    return names, (row + values for row in rows)


async def _load(
    connection: AsyncConnection,
    table: Table,
    columns: Sequence[str],
    rows: Iterator[tuple[Any, ...]],
) -> None:
    names, complete = _rows_with_defaults(table, columns, rows)
    postgres = connection.dialect.name == "postgresql"
    chunk: list[tuple[Any, ...]] = []

    async def flush() -> None:
        if not chunk:
            return
        if postgres:
            raw = (await connection.get_raw_connection()).driver_connection
            records = [
                tuple(json.dumps(v) if isinstance(v, dict | list) else v for v in row)
                for row in chunk
            ]
            await raw.copy_records_to_table(table.name, records=records, columns=names)
        else:
            await connection.execute(
                table.insert(), [dict(zip(names, r, strict=True)) for r in chunk]
            )
        chunk.clear()

    for row in complete:
        chunk.append(row)
        if len(chunk) >= CHUNK:
            await flush()
    await flush()


async def populate(db: Database, *, licenses: int, queued: int) -> float:
    """The tables filled: residents (one per five dogs), dogs, licenses and queued records."""
    residents = max(1, licenses // 5)
    start = time.perf_counter()
    async with db.engine.begin() as connection:
        await _load(
            connection,
            Resident.__table__,  # type: ignore[arg-type]
            ["id", "full_name", "search_text", "created_at"],
            (
                (i, f"Ann Smith{i}", f"ann smith{i}", NOW)  # folded as storage/folding.py would
                for i in range(1, residents + 1)
            ),
        )
        await _load(
            connection,
            Dog.__table__,  # type: ignore[arg-type]
            [
                "id",
                "tag_number",
                "owner_id",
                "name",
                "breed",
                "colour",
                "sex",
                "search_text",
                "created_at",
            ],
            (
                (
                    i,
                    f"{i:07d}",
                    i % residents + 1,
                    "Dog",
                    "Mixed",
                    "brown",
                    "female",
                    f"dog {i:07d} mixed",
                    NOW,
                )
                for i in range(1, licenses + 1)
            ),
        )
        await _load(
            connection,
            License.__table__,  # type: ignore[arg-type]
            [
                "id",
                "dog_id",
                "owner_id",
                "tag_number",
                "issued_on",
                "expires_on",
                "rabies_expires_on",
                "town_share_cents",
                "state_surcharge_cents",
                "enumeration_cents",
                "spayed_neutered",
                "created_at",
            ],
            (
                (
                    i,
                    i,
                    i % residents + 1,
                    f"{i:07d}",
                    FIRST_EXPIRY - timedelta(days=365 - i % 365),
                    FIRST_EXPIRY + timedelta(days=i % 365),
                    FIRST_EXPIRY + timedelta(days=i % 365 + 400),
                    1500,
                    300,
                    0,
                    False,
                    NOW,
                )
                for i in range(1, licenses + 1)
            ),
        )
        await _load(
            connection,
            Record.__table__,  # type: ignore[arg-type]
            [
                "id",
                "reference",
                "kind",
                "status",
                "resident_id",
                "dog_id",
                "channel",
                "answers",
                "fee_parts",
                "flags",
                "search_text",
                "created_at",
                "submitted_at",
            ],
            (
                (
                    i,
                    f"B-{i:08d}",
                    # Half renewals of dogs on file, half new dogs (no dog yet), as a spring queue.
                    "renewal" if i % 2 else "license",
                    Status.IN_QUEUE.value,
                    i % residents + 1,
                    i if i % 2 else None,
                    "telegram",
                    {},
                    {},
                    [],
                    f"b-{i:08d}",
                    NOW,
                    NOW - timedelta(seconds=queued - i),
                )
                for i in range(1, queued + 1)
            ),
        )
        if connection.dialect.name == "postgresql":
            for table in ("residents", "dogs", "licenses", "records"):
                await connection.exec_driver_sql(
                    f"SELECT setval('{table}_id_seq', (SELECT max(id) FROM {table}))"  # noqa: S608 - our table names
                )
                await connection.exec_driver_sql(f"ANALYZE {table}")
        else:
            await connection.exec_driver_sql("ANALYZE")
    return time.perf_counter() - start


def _percentiles(seconds: list[float]) -> tuple[float, float]:
    ordered = sorted(seconds)
    return 1000 * statistics.median(ordered), 1000 * ordered[int(0.99 * (len(ordered) - 1))]


async def tag_lookups(db: Database, *, licenses: int, count: int = 2000) -> dict[str, float]:
    """Dog by tag as the officer's look-up does it (office/desk/register.py `dog_holding_tag`: one
    statement, no transaction, `Database.look_up`: on SQLite in the event loop's own thread),
    beside the ORM's way it replaced (a session, the dog, then its licenses)."""
    step = max(1, licenses // count)
    tags = [f"{i:07d}" for i in range(1, licenses + 1, step)]
    for tag in tags[:50]:  # the pool's connections opened and the statement compiled first
        await dog_holding_tag(db, tag)
    # Each way in a pass of its own: interleaved, the ORM's garbage and aiosqlite's thread were
    # collected and scheduled inside the quick way's timings.
    times, orm = [], []
    for tag in tags:
        start = time.perf_counter()
        found = await dog_holding_tag(db, tag)
        times.append(time.perf_counter() - start)
        assert found is not None and found.license_expires_on is not None
    for tag in tags:
        start = time.perf_counter()
        async with db.session() as session:
            dog = await dog_by_tag(session, tag)
        orm.append(time.perf_counter() - start)
        assert dog is not None and dog.licenses
    p50, p99 = _percentiles(times)
    orm50, orm99 = _percentiles(orm)
    return {
        "tag_p50_ms": p50,
        "tag_p99_ms": p99,
        "tag_orm_p50_ms": orm50,
        "tag_orm_p99_ms": orm99,
        "tag_in_database_ms": await _in_database_ms(db, f"{licenses // 2:07d}"),
    }


async def _in_database_ms(db: Database, tag: str) -> float:
    """The database's own time for the look-up (PostgreSQL's EXPLAIN ANALYZE); -1 on SQLite."""
    if db.is_sqlite:
        return -1.0
    async with db.engine.connect() as connection:
        plan = await connection.exec_driver_sql(
            "EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM licenses WHERE tag_number = $1", (tag,)
        )
        return float(plan.scalar_one()[0]["Execution Time"])


async def queue_page(db: Database, repeat: int = 50) -> dict[str, float]:
    """The clerk's first page: 50 waiting records, oldest first."""
    times = []
    waiting = [Status.IN_QUEUE.value, Status.RESUBMITTED.value]
    for _ in range(repeat):
        start = time.perf_counter()
        async with db.session() as session:
            page = await queue(session, waiting, limit=50)
        times.append(time.perf_counter() - start)
        assert len(page) == 50
    p50, p99 = _percentiles(times)
    return {"queue_page_p50_ms": p50, "queue_page_p99_ms": p99}


async def console_search(db: Database, *, licenses: int, repeat: int = 20) -> dict[str, float]:
    """The console's one search (office/desk/search.py): an owner's name, and a tag number."""
    clerk = SignedIn(id=1, username="bench", full_name="Bench", role=Role.CLERK)
    result = {}
    for label, typed in (("name", f"smith{licenses // 10}"), ("tag", f"{licenses // 2:07d}")):
        seconds = []
        for _ in range(repeat):
            async with db.session() as session:
                start = time.perf_counter()
                found = await search(session, clerk, typed)
                seconds.append(time.perf_counter() - start)
        assert found.dogs, typed
        p50, p99 = _percentiles(seconds)
        result |= {f"search_{label}_p50_ms": p50, f"search_{label}_p99_ms": p99}
    return result


async def sweep(url: str, day: date) -> dict[str, float]:
    """One reminder sweep (run in its own process, so its peak memory is its own)."""
    db = Database(url)
    start = time.perf_counter()
    async with db.session() as session:
        written = await reminders.send_reminders(
            session, load_town(), today=day, now=datetime.combine(day, NOW.timetz())
        )
    seconds = time.perf_counter() - start
    await db.dispose()
    return {"seconds": seconds, "peak_mb": _peak_mb(), "written": float(sum(written.values()))}


def _peak_mb() -> float:
    """This process's peak resident memory. VmHWM starts afresh at exec; ru_maxrss on Linux
    keeps the forking parent's peak, so it is only the fallback."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def sweep_in_a_process(url: str, day: date) -> dict[str, float]:
    command = [sys.executable, "-m", "bench.storage_scale", "--sweep", day.isoformat(), url]
    done = subprocess.run(  # noqa: S603 - this module, fixed arguments
        command, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


async def measure(url: str, *, licenses: int, queued: int, lookups: int = 2000) -> dict[str, float]:
    """Load, then time look-ups, the queue page and two sweeps (the first, then the next day)."""
    await asyncio.to_thread(upgrade, url)
    db = Database(url, pool_size=2)
    result: dict[str, float] = {"licenses": licenses, "queued": queued}
    result["load_seconds"] = await populate(db, licenses=licenses, queued=queued)
    result |= await tag_lookups(db, licenses=licenses, count=lookups)
    result |= await queue_page(db)
    result |= await console_search(db, licenses=licenses)
    await db.dispose()
    first = await asyncio.to_thread(sweep_in_a_process, url, SWEEP_DAY)
    following = await asyncio.to_thread(sweep_in_a_process, url, SWEEP_DAY + timedelta(days=1))
    result |= {f"sweep_{k}": v for k, v in first.items()}
    result |= {f"next_day_sweep_{k}": v for k, v in following.items()}
    return result


def _inside(result: dict[str, float]) -> str:
    inside = result["tag_in_database_ms"]
    return f"; inside PostgreSQL {inside:.3f} ms" if inside >= 0 else ""


def describe(result: dict[str, float]) -> str:
    return (
        f"{result['licenses']:,.0f} licenses, {result['queued']:,.0f} queued "
        f"(loaded in {result['load_seconds']:.0f} s): tag look-up p50 "
        f"{result['tag_p50_ms']:.2f} ms p99 {result['tag_p99_ms']:.2f} ms "
        f"(the ORM session's way: p50 {result['tag_orm_p50_ms']:.2f} ms p99 "
        f"{result['tag_orm_p99_ms']:.2f} ms{_inside(result)}); first queue page p50 "
        f"{result['queue_page_p50_ms']:.1f} ms p99 {result['queue_page_p99_ms']:.1f} ms; "
        f"console search by owner p50 {result['search_name_p50_ms']:.0f} ms, by tag p50 "
        f"{result['search_tag_p50_ms']:.0f} ms; "
        f"first reminder sweep {result['sweep_seconds']:.1f} s, {result['sweep_written']:,.0f} "
        f"written, peak {result['sweep_peak_mb']:.0f} MB; next day's "
        f"{result['next_day_sweep_seconds']:.1f} s, {result['next_day_sweep_written']:,.0f} "
        f"written, peak {result['next_day_sweep_peak_mb']:.0f} MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("url", nargs="?", default="")
    parser.add_argument("--licenses", type=int, default=1_000_000)
    parser.add_argument("--queued", type=int, default=100_000)
    parser.add_argument("--sweep", type=date.fromisoformat, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    url = args.url or f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/scale.db"
    if args.sweep is not None:
        print(json.dumps(asyncio.run(sweep(url, args.sweep))))
        return
    result = asyncio.run(measure(url, licenses=args.licenses, queued=args.queued))
    print(f"storage [{url.split(':', 1)[0]}]:", describe(result))


if __name__ == "__main__":
    main()
