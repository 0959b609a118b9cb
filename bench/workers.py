"""Over HTTP on PostgreSQL: the same load served by 1, 2 and 4 workers (`serve --workers N`).

Prints `workers 1: N steps/s, workers 2: N steps/s, workers 4: N steps/s` and the server's CPU a
step for each (summed over its processes: the figure that predicts scaling on more cores). The
counts alternate (1 2 4, then 4 2 1, ...) so a machine whose load drifts favours none, and each
figure is the mean of its rounds. Every run starts on a fresh database once all its workers are
up, and a warm-up walk (unmeasured) has each worker render and compile what a step needs first.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from bench import http_flow

COUNTS = (1, 2, 4)
WARM_UP = 40  # residents walking once before the clock: one burst over Telegram's 40 connections


def order(counts: Sequence[int], rounds: int) -> list[int]:
    """The runs' worker counts, each round the previous one reversed: 1 2 4 4 2 1 ..."""
    runs: list[int] = []
    for number in range(rounds):
        runs += list(counts) if number % 2 == 0 else list(reversed(counts))
    return runs


def measure(
    fresh_database: Callable[[], str],
    *,
    counts: Sequence[int] = COUNTS,
    residents: int = 200,
    rounds: int = 2,
    warm_up: int = WARM_UP,
    say: Callable[[str], None] = print,
) -> dict[int, list[dict[str, Any]]]:
    """Every run of each worker count, in the alternating order."""
    runs: dict[int, list[dict[str, Any]]] = {count: [] for count in counts}
    for count in order(counts, rounds):
        result = asyncio.run(
            http_flow.measure(fresh_database(), workers=count, residents=residents, warm_up=warm_up)
        )
        one, five, _ = os.getloadavg()
        result["load"] = f"load {one:.1f}/{five:.1f}"
        say(f"{http_flow.describe(result)} ({result['load']})")
        runs[count].append(result)
    return runs


def mean(runs: list[dict[str, Any]], key: str) -> float:
    return statistics.fmean(run[key] for run in runs)


def workers_line(runs: dict[int, list[dict[str, Any]]]) -> str:
    """The issue's line: steps a second for each worker count, the mean of its rounds."""
    return ", ".join(
        f"workers {count}: {mean(done, 'steps_per_second'):.0f} steps/s"
        for count, done in runs.items()
    )


def cpu_line(runs: dict[int, list[dict[str, Any]]]) -> str:
    """The server's CPU a step (all its processes) for each worker count."""
    return "server CPU a step: " + ", ".join(
        f"workers {count}: {mean(done, 'cpu_ms_per_step'):.1f} ms" for count, done in runs.items()
    )


def answered_every_step(runs: dict[int, list[dict[str, Any]]]) -> bool:
    return all(
        run["errors"] == 0 and run["steps"] == run["residents"] * len(http_flow.license_steps())
        for done in runs.values()
        for run in done
    )


def main() -> None:
    from bench.__main__ import fresh_database, postgres

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--residents", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--counts", default="1,2,4", help="worker counts, comma-separated")
    args = parser.parse_args()
    counts = [int(count) for count in args.counts.split(",")]
    with postgres() as server:
        runs = measure(
            lambda: fresh_database(server),
            counts=counts,
            residents=args.residents,
            rounds=args.rounds,
        )
    print(workers_line(runs))
    print(cpu_line(runs))


if __name__ == "__main__":
    main()
