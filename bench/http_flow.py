"""Over HTTP: `doglicense serve --workers N` in webhook mode, many residents at once.

The Bot API stand-in (tests/standins/telegram.py) runs in this process and posts each resident's
updates to the webhook; every resident walks the whole license flow, waiting for the bot's answer
before the next step. Prints throughput, p50 and p99 per step, the server's CPU a step, and
errors. `--echo` measures the bare PTB webhook echo (bench/echo_bot.py) under the same load right
after, and prints the two side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from bench import echo_bot
from tests.picturekit import blank_png
from tests.standins.telegram import FakeTelegram

TOKEN = "123456:bench-http"  # noqa: S105 - the stand-in takes any token
SECRET = "bench-webhook-secret"  # noqa: S105
PNG = blank_png(8, 8)  # a real picture: uploads are decoded before they are kept
STEP_TIMEOUT = 60.0
CHECKOUT = Path(__file__).parents[1]  # where `python -m bench.echo_bot` finds the package


class AnsweringTelegram(FakeTelegram):
    """The stand-in, telling the waiting resident (on the bench's loop) when the bot answers."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self.loop = loop
        self.waiting: dict[int, asyncio.Future[None]] = {}

    def _send_message(self, params: dict[str, Any]) -> dict[str, Any]:
        result: dict[str, Any] = super()._send_message(params)
        future = self.waiting.pop(int(result["chat"]["id"]), None)
        if future is not None:
            self.loop.call_soon_threadsafe(_resolve, future)
        return result


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def license_steps() -> list[tuple[str, Any]]:
    """The same license conversation as bench/chat_step.py, as a resident types and taps it."""
    return [
        ("command", "/license"),
        ("say", "Jane Smith"),
        ("tap", "c:yes"),
        ("say", "4401 State Route 31"),
        ("say", "13041"),
        ("say", "315-555-0100"),
        ("say", "Rex"),
        ("say", "Beagle"),
        ("say", "brown"),
        ("tap", "c:male"),
        ("say", "3 years"),
        ("tap", "c:yes"),
        ("photo", PNG),
        ("tap", "c:certificate"),
        ("photo", PNG),
        ("say", "6/1/2025"),
        ("say", "6/1/2028"),
        ("tap", "c:none"),
        ("tap", "c:no"),
        ("tap", "c:counter"),
        ("tap", "c:nav:confirm"),
    ]


class Latencies:
    """Each measured step's seconds; those of typed and tapped steps also apart from photos'
    (a photo is fetched and read by an image worker before its answer: its own distribution)."""

    def __init__(self) -> None:
        self.all: list[float] = []
        self.typed: list[float] = []

    def add(self, kind: str, seconds: float) -> None:
        self.all.append(seconds)
        if kind != "photo":
            self.typed.append(seconds)


def _p99(ordered: list[float]) -> float:
    return ordered[int(0.99 * (len(ordered) - 1))]


async def _resident(
    fake: AnsweringTelegram,
    user_id: int,
    latencies: Latencies,
    errors: list[str],
    *,
    echo: bool = False,
) -> None:
    for number, (kind, value) in enumerate(license_steps(), start=1):
        start = time.perf_counter()
        try:
            await _step(fake, user_id, kind, value, echo=echo)
        except (TimeoutError, LookupError) as error:
            errors.append(f"step {number} {kind} {value!r:.20}: {type(error).__name__}")
            return
        latencies.add(kind, time.perf_counter() - start)


async def _step(
    fake: AnsweringTelegram, user_id: int, kind: str, value: Any, *, echo: bool
) -> None:
    """One step of a resident: the update pushed, then the bot's answer awaited."""
    user = fake.user(user_id)
    answered = fake.loop.create_future()
    fake.waiting[user_id] = answered
    if kind == "command":
        user.command(value)
    elif kind == "say":
        user.say(value)
    elif kind == "tap" and echo:  # the echo's messages carry no buttons: tap the last one
        fake.push_callback(user_id, value)
    elif kind == "tap":
        user.tap(value)
    else:
        user.send_photo(value)
    await asyncio.wait_for(answered, STEP_TIMEOUT)


async def _paced_resident(
    fake: AnsweringTelegram,
    user_id: int,
    due: list[float],
    latencies: Latencies,
    late: list[float],
    errors: list[str],
) -> None:
    """A resident of the open-loop run, walking the license flow on schedule."""
    walk = [(user_id, step) for step in license_steps()]
    await _on_schedule(fake, walk, due, latencies, late, errors)


async def _on_schedule(
    fake: AnsweringTelegram,
    walk: list[tuple[int, tuple[str, Any]]],
    due: list[float],
    latencies: Latencies,
    late: list[float],
    errors: list[str],
) -> None:
    """Each step (whose, what) sent at its due time (perf_counter), or, when the bot has not yet
    answered the previous one by then, as soon as it has (counted late)."""
    for number, ((who, (kind, value)), when) in enumerate(zip(walk, due, strict=True), 1):
        wait = when - time.perf_counter()
        if wait > 0:
            await asyncio.sleep(wait)
        else:
            late.append(-wait)
        start = time.perf_counter()
        try:
            await _step(fake, who, kind, value, echo=False)
        except (TimeoutError, LookupError) as error:
            errors.append(f"step {number} {kind} {value!r:.20}: {type(error).__name__}")
            return
        latencies.add(kind, time.perf_counter() - start)


class _Start:
    """The mixed run's starting gun: fired once every resident has walked their warm-up."""

    def __init__(self, residents: int) -> None:
        self.waiting = residents
        self.warmed = asyncio.Event()
        self.fired = asyncio.Event()
        self.due: list[list[float]] = []  # each resident's 21 due times, set when fired

    def ready(self) -> None:
        self.waiting -= 1
        if self.waiting == 0:
            self.warmed.set()

    def fire(self, due: list[list[float]]) -> None:
        self.due = due
        self.fired.set()


async def _mixed_resident(
    fake: AnsweringTelegram,
    number: int,
    first_step: int,
    start: _Start,
    latencies: Latencies,
    late: list[float],
    errors: list[str],
) -> None:
    """A resident of the mixed open-loop run: steps 1 to `first_step` walked before the clock
    starts (unmeasured), then 21 steps on schedule: the rest of this license, and the next
    license from its first step, as the resident's next dog (another user id, the same flow)."""
    user_id = 200_000 + number
    steps = license_steps()
    try:
        for kind, value in steps[:first_step]:
            await _step(fake, user_id, kind, value, echo=False)
    except (TimeoutError, LookupError) as error:
        errors.append(f"warm-up: {type(error).__name__}")
        return
    finally:
        start.ready()
    await start.fired.wait()
    walk = [(user_id, step) for step in steps[first_step:]]
    walk += [(user_id + MIXED_NEXT_DOG, step) for step in steps[:first_step]]
    await _on_schedule(fake, walk, start.due[number], latencies, late, errors)


MIXED_NEXT_DOG = 1_000_000  # the resident's second license, as another Telegram user
WARM_UP = 3_000_000  # the warm-up's residents' user ids


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _wait_ready(
    url: str, server: subprocess.Popen[bytes], *, log: Path, workers: int | None
) -> None:
    """/ready answered, and with `workers`, that many "worker ready" lines in the server's log:
    one worker answers /ready while the others may still be starting (their start-up would
    count as the run's CPU)."""
    async with httpx.AsyncClient() as client:
        for _ in range(600):
            if server.poll() is not None:
                raise RuntimeError("the server exited")
            try:
                ready = (await client.get(url + "/ready")).status_code == 200
            except httpx.TransportError:
                ready = False
            if ready and (workers is None or _workers_ready(log) >= workers):
                return
            await asyncio.sleep(0.1)
    raise RuntimeError("the server never became ready")


def _workers_ready(log: Path) -> int:
    return sum('"worker ready"' in line for line in log.read_text(errors="replace").splitlines())


def _start_server(
    env: dict[str, str], *, workers: int, port: int, log: Path, echo: bool = False
) -> subprocess.Popen[bytes]:
    if echo:
        command = [sys.executable, "-m", "bench.echo_bot", "--port", str(port)]
    else:
        command = [str(Path(sys.executable).with_name("doglicense"))]
        command += ["serve", "--workers", str(workers), "--port", str(port)]
    with log.open("wb") as stderr:  # the server's JSON log lines, kept for a failed run
        return subprocess.Popen(  # noqa: S603 - our own console script, fixed arguments
            command, env=env, stdout=subprocess.DEVNULL, stderr=stderr, cwd=CHECKOUT
        )


def _cpu_seconds(pid: int) -> float:
    """CPU time (user + system) of a process and its live descendants, from /proc."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            continue
        parents[int(entry.name)] = int(fields[1])
        times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    tree, grown = {pid}, True
    while grown:
        more = {child for child, parent in parents.items() if parent in tree} - tree
        tree |= more
        grown = bool(more)
    return sum(times.get(member, 0.0) for member in tree)


async def measure(
    database_url: str,
    *,
    workers: int,
    residents: int,
    telegram_cap: bool = False,
    echo: bool = False,
    concurrent_updates: int | None = None,
    open_rate: float | None = None,
    mixed: bool = False,
    webhook_connections: int | None = None,
    durable_echo: bool = False,
    warm_up: int = 0,
) -> dict[str, Any]:
    """Start the stand-in and N workers, walk `residents` through the flow at once.

    Without `telegram_cap` the bot's 29-a-second send limiter is lifted, to measure our capacity
    rather than Telegram's cap (with it, every reply waits its turn under 29 a second).
    With `echo`, the bare PTB echo (bench/echo_bot.py) serves instead, under the same load.
    With `open_rate` (steps a second), the run is open-loop: the residents' steps arrive at that
    fixed rate, evenly spaced, each resident pausing `residents / open_rate` seconds between
    its steps (resident r's step k is due at (r + k * residents) / open_rate); the answer's
    time no longer sets the pace, so the latencies are those of a service at that load.
    Those residents walk in step: all of them send their photos within the same few seconds.
    With `mixed` too, each resident first walks a random number of steps (0-20, unmeasured),
    so at any moment the steps due are the flow's mix (2 photos in 21), then 21 steps on the
    same schedule, going on to a second license when the first is done.
    With `warm_up`, that many other residents first walk the whole flow, unmeasured, so every
    worker has rendered each template and compiled each statement once before the clock starts.
    """
    fake = AnsweringTelegram(asyncio.get_running_loop())
    fake.webhook_connections = webhook_connections  # Telegram's POSTs at once (default 40)
    fake.start()
    port = _free_port()
    workdir = Path(tempfile.mkdtemp(prefix="bench-http-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("STRIPE_", "TELEGRAM_"))}
    env |= {
        "DATABASE_URL": database_url,
        "VAR_DIR": str(workdir),
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_BASE_URL": fake.url,
        "TELEGRAM_WEBHOOK_SECRET": SECRET,
        "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}",
        "LOG_FORMAT": "json",
        "TELEGRAM_MAX_PER_SECOND": "" if telegram_cap else "0",
    }
    if durable_echo:  # the echo keeps a draft in `database_url` at each step
        env[echo_bot.DATABASE_VARIABLE] = database_url
    if webhook_connections is not None:  # the echo's setWebhook max_connections
        env[echo_bot.CONNECTIONS_VARIABLE] = str(webhook_connections)
    if concurrent_updates is not None:  # residents' updates at once (bot/ordering.py)
        env["TELEGRAM_CONCURRENT_UPDATES"] = str(concurrent_updates)
    log = workdir / "server.log"
    server = _start_server(env, workers=workers, port=port, log=log, echo=echo)
    latencies = Latencies()
    errors: list[str] = []
    late: list[float] = []
    try:
        await _wait_ready(
            f"http://127.0.0.1:{port}", server, log=log, workers=None if echo else workers
        )
        if warm_up:
            await asyncio.gather(
                *(_resident(fake, WARM_UP + r, Latencies(), errors) for r in range(warm_up))
            )
            await asyncio.sleep(1)  # the warm-up's last writes settle
        if open_rate and mixed:
            steps = len(license_steps())
            chosen = random.Random(residents)  # the same mix in every run
            gun = _Start(residents)
            walking = [
                asyncio.create_task(
                    _mixed_resident(fake, r, chosen.randrange(steps), gun, latencies, late, errors)
                )
                for r in range(residents)
            ]
            await gun.warmed.wait()
            await asyncio.sleep(1)  # the warm-up's last answers and writes settle
        cpu_before = _cpu_seconds(server.pid)
        start = time.perf_counter()
        if open_rate and mixed:
            gun.fire(
                [
                    [start + (r + k * residents) / open_rate for k in range(steps)]
                    for r in range(residents)
                ]
            )
            await asyncio.gather(*walking)
        elif open_rate:
            steps = len(license_steps())
            due = [
                [start + (r + k * residents) / open_rate for k in range(steps)]
                for r in range(residents)
            ]
            await asyncio.gather(
                *(
                    _paced_resident(fake, 100_000 + r, due[r], latencies, late, errors)
                    for r in range(residents)
                )
            )
        else:
            await asyncio.gather(
                *(
                    _resident(fake, 50_000 + r, latencies, errors, echo=echo)
                    for r in range(residents)
                )
            )
        seconds = time.perf_counter() - start
        cpu = _cpu_seconds(server.pid) - cpu_before
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        fake.stop()
    everything, typed = sorted(latencies.all), sorted(latencies.typed)
    return {
        "bot": ("durable echo" if durable_echo else "echo") if echo else "ours",
        "mixed": mixed,
        "webhook_connections": webhook_connections or 40,
        "cpu_ms_per_step": 1000 * cpu / len(everything) if everything else 0.0,
        "telegram_cap": telegram_cap,
        "workers": workers,
        "residents": residents,
        "steps": len(everything),
        "seconds": seconds,
        "steps_per_second": len(everything) / seconds,
        "p50_ms": 1000 * statistics.median(everything) if everything else 0.0,
        "p99_ms": 1000 * _p99(everything) if everything else 0.0,
        "typed_p50_ms": 1000 * statistics.median(typed) if typed else 0.0,
        "typed_p99_ms": 1000 * _p99(typed) if typed else 0.0,
        "errors": len(errors),
        "first_errors": errors[:3],
        "open_rate": open_rate,
        "late": len(late),
        "late_max_ms": 1000 * max(late, default=0.0),
        "server_log": str(workdir / "server.log"),
    }


async def best_echo(residents: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The bare echo at its best: Telegram posting over one connection, then over 40.

    Ours answers the webhook with the step's reply, so it needs Telegram's connections at once
    (40 unless setWebhook says otherwise); the echo answers at once and sends its reply as a
    request, which with updates arriving 40 at a time fills PTB's default pool of 256
    connections, and httpcore looks through all of them on every request. Whichever way
    serves the echo better is the anchor.
    """
    runs = [
        await measure("", workers=1, residents=residents, echo=True, webhook_connections=n)
        for n in (1, 40)
    ]
    return max(runs, key=lambda run: run["steps_per_second"]), runs


BOT_NAMES = {
    "echo": "bare PTB echo",
    "durable echo": "durable echo (a draft read, written and committed each step)",
}


def durable_echo_line(durable: dict[str, Any], echo: dict[str, Any]) -> str:
    """The floor of a durable step over HTTP: the echo with our database work and nothing else."""
    return (
        f"durable echo {durable['residents']} residents: {durable['steps_per_second']:.0f} "
        f"steps/s p99 {durable['p99_ms']:.0f} ms, CPU {durable['cpu_ms_per_step']:.1f} ms a step "
        f"(echo {echo['cpu_ms_per_step']:.1f} ms), ratio to the echo "
        f"{durable['steps_per_second'] / echo['steps_per_second']:.2f}"
    )


def describe(result: dict[str, Any]) -> str:
    who = (
        f"{BOT_NAMES[result['bot']]} over {result['webhook_connections']} webhook connection(s)"
        if result["bot"] != "ours"
        else f"{result['workers']} worker(s)"
    )
    return (
        f"{who}, {result['residents']} residents, "
        f"{'29/s Telegram limiter' if result['telegram_cap'] else 'no send limiter'}: "
        f"{result['steps']} steps in {result['seconds']:.1f} s = "
        f"{result['steps_per_second']:.0f} steps/s, p50 {result['p50_ms']:.0f} ms, "
        f"p99 {result['p99_ms']:.0f} ms, server CPU {result['cpu_ms_per_step']:.1f} ms a step, "
        f"errors {result['errors']}{_which(result)}"
    )


def _which(result: dict[str, Any]) -> str:
    """The first errors, and where the server's log was kept, when there were any."""
    if not result["errors"]:
        return ""
    return f" (first: {'; '.join(result['first_errors'])}; server log {result['server_log']})"


def describe_open(result: dict[str, Any]) -> str:
    how = "the flow's mix of steps due" if result["mixed"] else "residents in step"
    return (
        f"open loop ({how}), {result['residents']} residents pausing "
        f"{result['residents'] / result['open_rate']:.1f} s between steps, "
        f"steps due at {result['open_rate']:.0f}/s: {result['steps']} steps in "
        f"{result['seconds']:.1f} s = {result['steps_per_second']:.0f} steps/s, "
        f"p50 {result['p50_ms']:.0f} ms, p99 {result['p99_ms']:.0f} ms "
        f"(steps other than photos: p50 {result['typed_p50_ms']:.0f} ms, "
        f"p99 {result['typed_p99_ms']:.0f} ms), "
        f"server CPU {result['cpu_ms_per_step']:.1f} ms a step, "
        f"sent late (the previous answer not in yet) {result['late']} "
        f"(at most {result['late_max_ms']:.0f} ms), errors {result['errors']}{_which(result)}"
    )


def open_line(result: dict[str, Any]) -> str:
    """The issue's line for the open-loop run: the rate the steps were due at, and latency."""
    return (
        f"open loop {result['open_rate']:.0f} steps/s: "
        f"p50 {result['p50_ms']:.0f} ms, p99 {result['p99_ms']:.0f} ms"
    )


def anchor_line(ours: dict[str, Any], echo: dict[str, Any]) -> str:
    """The issue's line: ours beside the bare echo, measured one after the other in one run."""
    return (
        f"http {ours['residents']} residents: ours {ours['steps_per_second']:.0f} steps/s "
        f"p99 {ours['p99_ms']:.0f} ms, echo {echo['steps_per_second']:.0f} steps/s, "
        f"ratio {ours['steps_per_second'] / echo['steps_per_second']:.2f}"
    )


def cpu_line(ours: dict[str, Any], echo: dict[str, Any]) -> str:
    return (
        f"server CPU a step: ours {ours['cpu_ms_per_step']:.1f} ms, "
        f"echo {echo['cpu_ms_per_step']:.1f} ms, "
        f"ratio {ours['cpu_ms_per_step'] / echo['cpu_ms_per_step']:.1f} (goal <= 1.5)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database-url", default=os.environ.get("BENCH_POSTGRES_URL", ""))
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--residents", type=int, default=200)
    parser.add_argument("--telegram-cap", action="store_true", help="keep the 29/s limiter")
    parser.add_argument("--echo", action="store_true", help="the bare PTB echo under the same load")
    parser.add_argument("--concurrent-updates", type=int, help="TELEGRAM_CONCURRENT_UPDATES")
    parser.add_argument(
        "--webhook-connections",
        type=int,
        help="updates the stand-in posts at once (Telegram: up to setWebhook's 40)",
    )
    parser.add_argument(
        "--open-loop",
        type=int,
        metavar="RESIDENTS",
        help="then an open-loop run of that many residents, steps due at half the echo's rate "
        "(with --echo) or at --open-rate",
    )
    parser.add_argument("--open-rate", type=float, help="steps a second of the open-loop run")
    parser.add_argument(
        "--mixed", action="store_true", help="the open-loop residents at random points of the flow"
    )
    args = parser.parse_args()
    if not args.database_url:
        parser.error("needs --database-url or BENCH_POSTGRES_URL (bench/pg.sh starts one)")
    result = asyncio.run(
        measure(
            args.database_url,
            workers=args.workers,
            residents=args.residents,
            telegram_cap=args.telegram_cap,
            concurrent_updates=args.concurrent_updates,
            webhook_connections=args.webhook_connections,
        )
    )
    print("http webhook:", describe(result))
    if result["errors"]:
        print("first errors:", result["first_errors"], "server log:", result["server_log"])
    if args.echo:
        echo, runs = asyncio.run(best_echo(args.residents))
        for run in runs:
            print("http webhook:", describe(run))
        durable = asyncio.run(
            measure(
                args.database_url,
                workers=1,
                residents=args.residents,
                echo=True,
                durable_echo=True,
                webhook_connections=echo["webhook_connections"],
            )
        )
        print("http webhook:", describe(durable))
        print(durable_echo_line(durable, echo))
        print(anchor_line(result, echo))
        print(cpu_line(result, echo))
    if args.open_loop:
        rate = args.open_rate or (echo["steps_per_second"] / 2 if args.echo else None)
        if not rate:
            parser.error("--open-loop needs --echo or --open-rate")
        paced = asyncio.run(
            measure(
                args.database_url,
                workers=1,
                residents=args.open_loop,
                open_rate=rate,
                mixed=args.mixed,
            )
        )
        print("http webhook:", describe_open(paced))
        print(open_line(paced))


if __name__ == "__main__":
    main()
