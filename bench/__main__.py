"""`python -m bench [--quick]`: every benchmark, figures printed and written to bench/RESULTS.md.

PostgreSQL benchmarks use BENCH_POSTGRES_URL, or a throwaway server started by bench/pg.sh.
The machine's load average is written beside every figure: on a shared machine they are noisy.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import site
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from datetime import UTC, datetime
from pathlib import Path

import asyncpg

from bench import (
    bot_api_client,
    certificates,
    chat_step,
    clerk_minute,
    heldout,
    http_flow,
    outbound,
    pacing,
    storage_scale,
    third,
)
from bench import workers as several_workers

RESULTS = Path(__file__).with_name("RESULTS.md")
PG_SCRIPT = Path(__file__).with_name("pg.sh")


def stamp() -> str:
    return f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC"


def _short(line: str) -> str:
    """A profile line without the long site-packages and checkout prefixes."""
    for prefix in (*site.getsitepackages(), str(Path(__file__).parents[1]), sys.base_prefix):
        line = line.replace(prefix.rstrip("/") + "/", "")
    return line.rstrip()


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f}/{five:.1f}"


@contextmanager
def postgres() -> Iterator[str]:
    """BENCH_POSTGRES_URL, or a throwaway server for the length of the run."""
    given = os.environ.get("BENCH_POSTGRES_URL")
    if given:
        yield given
        return
    started = subprocess.run(  # noqa: S603 - our own script, no arguments
        ["/bin/bash", str(PG_SCRIPT)], capture_output=True, text=True, check=True
    )
    found = dict(line.split("=", 1) for line in started.stdout.split())
    try:
        yield found["BENCH_POSTGRES_URL"]
    finally:
        subprocess.run(  # noqa: S603 - our own script, its own directory
            ["/bin/bash", str(PG_SCRIPT), "stop", found["PGDIR"]], check=False
        )


def fresh_database(server_url: str) -> str:
    """A new, empty database on the server, so every benchmark starts from nothing."""
    name = "bench_" + uuid.uuid4().hex[:12]

    async def create() -> None:
        admin = await asyncpg.connect(server_url.replace("postgresql+asyncpg://", "postgresql://"))
        try:
            await admin.execute(f'CREATE DATABASE "{name}"')
        finally:
            await admin.close()

    asyncio.run(create())
    return server_url.rsplit("/", 1)[0] + "/" + name


def sqlite_url(name: str) -> str:
    return f"sqlite+aiosqlite:///{tempfile.mkdtemp(prefix='bench-')}/{name}.db"


def run(quick: bool, only: set[str]) -> list[str]:
    """Every benchmark; the Markdown lines of RESULTS.md."""
    out: list[str] = []

    def say(line: str = "") -> None:
        print(line, flush=True)
        out.append(line)

    needs_postgres = bool(only & {"chat", "http", "storage", "workers"})
    with postgres() if needs_postgres else nullcontext("") as server:
        backends = {
            "sqlite": lambda name: sqlite_url(name),
            "postgresql": lambda _n: fresh_database(server),
        }
        if "chat" in only:
            residents = 10 if quick else 50
            say(f"## 1. Chat step cost (in process, bench/chat_step.py), run {stamp()}")
            say()
            say(
                f"A license conversation of 21 steps, {residents} residents one after another, "
                "through `Application.process_update` with the Bot API answered in-process; "
                "every step's draft committed. The floor: one read, one update, one commit."
            )
            say()
            say(
                "| database | ours | bare PTB echo | ratio (goal <= 3) "
                "| floor: SQLAlchemy session | floor: bare driver | load |"
            )
            say("|---|---|---|---|---|---|---|")
            anchors: list[str] = []
            for name, make in backends.items():
                url = make("chat")
                result = asyncio.run(chat_step.measure(url, residents=residents))
                measured_at = load()
                lowest = asyncio.run(chat_step.floor(url))
                say(
                    f"| {name} | {result['ours_per_second']:.0f} steps/s | "
                    f"{result['bare_per_second']:.0f} steps/s | {result['ratio']:.1f} | "
                    f"{lowest['sqlalchemy_tx_per_second']:.0f} tx/s | "
                    f"{lowest['driver_tx_per_second']:.0f} tx/s | {measured_at} |"
                )
                anchors.append(f"`{chat_step.anchor_line(name, result)}` ({measured_at})")
            say()
            say(
                "Ours and the bare echo run one right after the other in the same process "
                "(the echo: bench/chat_step.py `_bare`, PTB's `process_update` and one "
                "sendMessage, no database); the load is `os.getloadavg()` (1 and 5 minutes) "
                "when the pair ended: the machine is shared with other engineers' test runs."
            )
            say()
            for line in anchors:
                say(line)
                say()
            # A separate run: the profiler slows what it watches, so it never times the table.
            profiled = asyncio.run(
                chat_step.measure(sqlite_url("profile"), residents=10, profile=True)
            )
            profile = str(profiled["profile"])
            say("Profile of our steps on SQLite (cProfile, cumulative; the profiler slows it):")
            say()
            say("```")
            say("\n".join(_short(line) for line in profile.strip().splitlines()[:40]))
            say("```")
            say()
        if "http" in only:
            residents = 30 if quick else 200
            say(f"## 2. Over HTTP: webhook mode, PostgreSQL (bench/http_flow.py), run {stamp()}")
            say()
            say(
                f"{residents} residents at once walk the 21-step license flow against the Bot API "
                "stand-in, which posts each update to `doglicense serve --workers N`; then the "
                "bare PTB webhook echo (bench/echo_bot.py: Starlette + uvicorn, one sendMessage "
                "an update) takes the same load, in the same run."
            )
            say()
            ours = asyncio.run(
                http_flow.measure(fresh_database(server), workers=1, residents=residents)
            )
            ours_load = load()
            say(f"- {http_flow.describe(ours)} ({ours_load})")
            echo, echo_runs = asyncio.run(http_flow.best_echo(residents))
            echo_load = load()
            for run in echo_runs:
                say(f"- {http_flow.describe(run)} ({echo_load})")
            durable = asyncio.run(
                http_flow.measure(
                    fresh_database(server),
                    workers=1,
                    residents=residents,
                    echo=True,
                    durable_echo=True,
                    webhook_connections=echo["webhook_connections"],
                )
            )
            durable_load = load()
            say(f"- {http_flow.describe(durable)} ({durable_load})")
            paced_residents = 100 if quick else 1_000
            paced = asyncio.run(
                http_flow.measure(
                    fresh_database(server),
                    workers=1,
                    residents=paced_residents,
                    open_rate=echo["steps_per_second"] / 2,
                )
            )
            paced_load = load()
            say(f"- {http_flow.describe_open(paced)} ({paced_load})")
            mixed = asyncio.run(
                http_flow.measure(
                    fresh_database(server),
                    workers=1,
                    residents=paced_residents,
                    open_rate=echo["steps_per_second"] / 2,
                    mixed=True,
                )
            )
            mixed_load = load()
            say(f"- {http_flow.describe_open(mixed)} ({mixed_load})")
            runs = [(2, residents, False)]
            if not quick:
                runs.append((1, 50, True))
            for workers, count, capped in runs:
                result = asyncio.run(
                    http_flow.measure(
                        fresh_database(server),
                        workers=workers,
                        residents=count,
                        telegram_cap=capped,
                    )
                )
                say(f"- {http_flow.describe(result)} ({load()})")
            say()
            say(
                "The load beside each figure is `os.getloadavg()` (1 and 5 minutes) when that "
                "run ended: the machine is shared with other engineers' test runs. The open-loop "
                "rate is half the echo's steps/s measured just before; in the first open-loop "
                "run the residents walk in step (all their photos within a few seconds), in the "
                "second each starts at a random point of the flow, so the steps due are the "
                "flow's mix (bench/http_flow.py `_mixed_resident`). The echo is measured with "
                "the stand-in posting updates over one connection and over 40 (Telegram's "
                "default, which ours is measured with); its better run is the anchor "
                "(bench/http_flow.py `best_echo`)."
            )
            say()
            say(f"`{http_flow.anchor_line(ours, echo)}` (ours {ours_load}, echo {echo_load})")
            say()
            say(f"`{http_flow.open_line(paced)}` (residents in step, {paced_load})")
            say()
            say(f"`{http_flow.open_line(mixed)}` (the flow's mix of steps due, {mixed_load})")
            say()
            say(f"`{http_flow.cpu_line(ours, echo)}`")
            say()
            say(f"`{http_flow.durable_echo_line(durable, echo)}` ({durable_load})")
            say()
            client = asyncio.run(bot_api_client.measure(3000 if not quick else 300))
            say(f"`{bot_api_client.line(client)}` ({load()})")
            say()
        if "workers" in only:
            residents = 30 if quick else 200
            say(f"## 7. Several workers over HTTP, PostgreSQL (bench/workers.py), run {stamp()}")
            say()
            say(
                f"{residents} residents walk the license flow against `doglicense serve --workers "
                "N` for N = 1, 2, 4, alternating (1 2 4 4 2 1), each run on a fresh database once "
                "all its workers are up and 40 other residents have walked once (unmeasured); "
                "Telegram's stand-in posts over up to 40 connections. The CPU a step is the "
                "server's, summed over its processes."
            )
            say()
            runs = several_workers.measure(
                lambda: fresh_database(server),
                residents=residents,
                rounds=1 if quick else 2,
                say=lambda line: say(f"- {line}"),
            )
            say()
            say(f"`{several_workers.workers_line(runs)}` ({load()})")
            say()
            say(f"`{several_workers.cpu_line(runs)}`")
            say()
        if "storage" in only:
            licenses, queued = (50_000, 5_000) if quick else (1_000_000, 100_000)
            say(f"## 3. Storage at scale (bench/storage_scale.py), run {stamp()}")
            say()
            for name, make in backends.items():
                result = asyncio.run(
                    storage_scale.measure(make("scale"), licenses=licenses, queued=queued)
                )
                say(f"- {name}: {storage_scale.describe(result)} ({load()})")
            say()
        if "outbound" in only:
            count = 1_000 if quick else 10_000
            say(f"## 4. Outbound at Telegram's cap (bench/outbound.py), run {stamp()}")
            say()
            result = asyncio.run(outbound.measure(sqlite_url("outbound"), notifications=count))
            say(f"- sqlite: {outbound.describe(result)} ({load()})")
            say(f"- {pacing.describe(asyncio.run(pacing.measure()))} ({load()})")
            say()
        if "certificates" in only:
            per_layout = 2 if quick else 10
            say(f"## 6. Reading rabies certificates (bench/certificates.py), run {stamp()}")
            say()
            say(
                f"{per_layout} certificates of each layout (Form 51 style form, clinic invoice, "
                "county card) in each condition, drawn by tests/certificate_set.py from numbers "
                f"{certificates.HELD_OUT} on (the tests and the tuning used 0-9, 100-109 and "
                "200-209); each read in this process on one thread, CPU seconds. "
                "Nine fields a page. Goals: wrong < 1 % everywhere; right >= 95 % on clean scans "
                "and text PDFs, >= 85 % on phone photos; < 2 s a page."
            )
            say()
            results = certificates.measure(per_layout)
            for line in certificates.table(results):
                say(line)
            say()
            say(f"({load()})")
            say()
            pages = heldout.PER_LAYOUT if not quick else 1
            say(
                f"Held out (bench/heldout.py, issue 28): {pages} certificates of each layout (a "
                "state form, a clinic invoice, a handwritten county card) in each condition, "
                "drawn by tests/heldout_certificates.py, a generator the reader was not tuned on."
            )
            say()
            for line in heldout.table(heldout.measure(heldout.heldout_set(pages))):
                say(line)
            say()
            say(f"({load()})")
            say()
            cells = third.PER_CELL if not quick else 1
            say(
                f"Third set (bench/third.py, issue 28): {cells} certificates of each layout (a "
                "hospital letter, a county clinic receipt, a Form 51, a handwritten tag card) in "
                "each condition, drawn by tests/third_certificates.py, by a hand that never read "
                "the reader."
            )
            say()
            for line in heldout.table(third.report(cells)):
                say(line)
            say()
        if "minute" in only:
            say(f"## 9. The clerk's minute (bench/clerk_minute.py), run {stamp()}")
            say()
            say(
                "Headless Chromium on SQLite: from opening the queue to a green license approved, "
                "and to one returned with a note; residents licensed on the web forms first. "
                "Page loads and typing, not the clerk's reading. Goal: < 60 s, < 5 clicks."
            )
            say()
            for walk in asyncio.run(clerk_minute.run()):
                say(f"- {clerk_minute.describe(walk)}")
            say(f"({load()})")
            say()
    return out


EVERY = "chat,http,workers,storage,outbound,certificates,minute"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small sizes: a few minutes in all")
    parser.add_argument("--only", default=EVERY, help="a comma-separated subset")
    args = parser.parse_args()
    command = "make bench" + (" QUICK=1" if args.quick else "")
    if args.only != parser.get_default("only"):
        command = ".venv/bin/python -m bench" + (" --quick" if args.quick else "")
    lines = run(args.quick, set(args.only.split(",")))
    header = [
        "# Benchmark results",
        "",
        f"Run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, "
        f"{os.cpu_count()} cores ({platform.processor() or platform.platform()}), "
        f"Python {platform.python_version()}: `{command}`"
        + (
            ""
            if args.only == parser.get_default("only")
            else f" `--only {args.only}`; other sections kept from earlier runs (times in titles)"
        ),
        "",
        "What the figures mean, the floors, and the goals met or missed: bench/README.md.",
        "",
    ]
    RESULTS.write_text("\n".join(header + merged(lines, only=args.only)) + "\n")


def merged(lines: list[str], *, only: str) -> list[str]:
    """With --only, the new sections replace theirs in RESULTS.md; the others are kept."""
    if only == EVERY or not RESULTS.exists():
        return lines
    sections = _sections(RESULTS.read_text().splitlines()) | _sections(lines)
    return [line for _title, body in sorted(sections.items()) for line in body]


def _sections(lines: list[str]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in lines:
        if line.startswith("## "):
            current = found.setdefault(line.split(".", 1)[0], [])  # "## 1", "## 2" ...
        if current is not None:
            current.append(line)
    return found


if __name__ == "__main__":
    main()
