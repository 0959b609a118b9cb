"""The benchmarks still run: each one, tiny (seconds), in the normal test run."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from bench import (
    bot_api_client,
    certificates,
    heldout,
    http_flow,
    outbound,
    storage_scale,
    third,
    uploads,
    workers,
)
from bench.chat_step import anchor_line, floor, measure


async def test_chat_step_benchmark_runs_a_whole_license(tmp_path: Path) -> None:
    result = await measure(f"sqlite+aiosqlite:///{tmp_path / 'bench.db'}", residents=1)
    assert result["steps"] == 21
    assert result["ours_per_second"] > 0 and result["ratio"] > 0
    assert re.fullmatch(r"in process sqlite: ratio \d+\.\d", anchor_line("sqlite", result))


async def test_chat_step_floor_runs(tmp_path: Path) -> None:
    lowest = await floor(f"sqlite+aiosqlite:///{tmp_path / 'floor.db'}", transactions=20)
    assert lowest["sqlalchemy_tx_per_second"] > 0 and lowest["driver_tx_per_second"] > 0


async def test_the_bot_api_client_benchmark_sends_through_both_clients() -> None:
    result = await bot_api_client.measure(calls=20)
    assert set(result) == {"httpx", "aiohttp"}
    assert all(cpu > 0 and rate > 0 for cpu, rate in result.values())
    assert bot_api_client.line(result).startswith("bot api client: httpx ")


async def test_http_benchmark_walks_two_residents_through_one_worker(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'http.db'}"
    result = await http_flow.measure(url, workers=1, residents=2)
    assert (result["steps"], result["errors"]) == (42, 0), result


async def test_http_benchmark_walks_two_residents_past_the_bare_echo() -> None:
    echo = await http_flow.measure("", workers=1, residents=2, echo=True)
    assert (echo["steps"], echo["errors"]) == (42, 0), echo
    assert echo["cpu_ms_per_step"] > 0
    line = http_flow.anchor_line({**echo, "steps_per_second": 50.0}, echo)
    assert line.startswith("http 2 residents: ours 50 steps/s p99 "), line


async def test_the_durable_echo_keeps_a_draft_for_each_chat(tmp_path: Path) -> None:
    database = tmp_path / "durable.db"
    url = f"sqlite+aiosqlite:///{database}"
    durable = await http_flow.measure(url, workers=1, residents=2, echo=True, durable_echo=True)
    assert (durable["steps"], durable["errors"]) == (42, 0), durable
    import sqlite3

    with sqlite3.connect(database) as kept:
        rows = kept.execute("SELECT chat_id, length(state) FROM bench_echo_drafts").fetchall()
    assert sorted(length for _chat, length in rows) == [20, 20]  # 21 steps: 1 insert, 20 writes
    line = http_flow.durable_echo_line(durable, durable)
    assert re.fullmatch(
        r"durable echo 2 residents: \d+ steps/s p99 \d+ ms, .* ratio to the echo 1\.00", line
    )


async def test_http_benchmark_open_loop_paces_three_residents(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'open.db'}"
    result = await http_flow.measure(url, workers=1, residents=3, open_rate=30.0)
    assert (result["steps"], result["errors"]) == (63, 0), result
    # 63 steps due 1/30 s apart: the run lasts at least the last one's due time.
    assert result["seconds"] >= 62 / 30
    line = http_flow.open_line(result)
    assert re.fullmatch(r"open loop 30 steps/s: p50 \d+ ms, p99 \d+ ms", line), line
    assert "3 residents pausing 0.1 s between steps" in http_flow.describe_open(result)


async def test_storage_benchmark_runs_small(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'scale.db'}"
    result = await storage_scale.measure(url, licenses=2_000, queued=200, lookups=100)
    assert result["tag_p99_ms"] > 0 and result["queue_page_p99_ms"] > 0
    assert result["sweep_written"] > 0 and result["next_day_sweep_peak_mb"] > 0


async def test_outbound_benchmark_stays_under_the_cap(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'outbound.db'}"
    result = await outbound.measure(url, notifications=40)
    assert result["sent"] == 40 and result["rejected_429"] == 0
    assert result["busiest_second"] <= 30


async def test_uploads_benchmark_watches_health_while_a_photo_is_converted() -> None:
    result = await uploads.measure(uploads.make_heic(64), uploads=1)
    assert result["outcomes"] == ["accepted"], result
    assert result["health_checks"] >= 1


async def test_uploads_loop_lag_compares_the_three_ways() -> None:
    picture = uploads.make_heic(64)
    for way in ("inline", "thread", "process"):
        result = await uploads.loop_lag(picture, way=way, jobs=2)
        assert result["jobs"] == 2 and result["lag_max_ms"] >= 0


def test_certificate_benchmark_scores_a_text_pdf_of_each_layout() -> None:
    result = certificates.measure(1, ("pdf_text",))["pdf_text"]
    assert (result["pages"], result["fields"]) == (3, 27)
    assert result["right"] + result["empty"] + result["wrong"] == 27
    assert result["wrong"] == 0, result["misses"]
    assert certificates.table({"pdf_text": result})[2].startswith("| pdf_text | 3 |")


def test_third_set_benchmark_reads_a_text_pdf_of_each_layout() -> None:
    report = third.report(1, ("pdf_text",))  # what it reads right is the benchmark's to say
    assert len(report.seconds) == 4
    assert report.tallies["field vaccinated"].counted == 4
    lines = heldout.table(report)
    for layout in ("hospital_letter", "clinic_receipt", "form51", "tag_card"):
        assert any(line.startswith(f"| layout {layout} |") for line in lines), layout


async def test_http_benchmark_mixed_open_loop_walks_every_resident_21_steps(
    tmp_path: Path,
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'mixed.db'}"
    result = await http_flow.measure(url, workers=1, residents=3, open_rate=30.0, mixed=True)
    assert (result["steps"], result["errors"], result["mixed"]) == (63, 0, True), result
    assert result["seconds"] >= 62 / 30
    assert http_flow.describe_open(result).startswith("open loop (the flow's mix of steps due)")


def test_workers_benchmark_answers_every_step_under_one_two_and_four_workers() -> None:
    server = os.environ.get("TEST_POSTGRES_URL")
    if not server:
        pytest.skip("several workers need PostgreSQL (TEST_POSTGRES_URL)")
    from bench.__main__ import fresh_database

    runs = workers.measure(
        lambda: fresh_database(server), residents=2, rounds=1, warm_up=2, say=lambda _line: None
    )
    assert {count: [run["workers"] for run in done] for count, done in runs.items()} == {
        1: [1],
        2: [2],
        4: [4],
    }
    for done in runs.values():
        assert [(run["steps"], run["errors"]) for run in done] == [(42, 0)], done
    assert workers.answered_every_step(runs)
    assert re.fullmatch(
        r"workers 1: \d+ steps/s, workers 2: \d+ steps/s, workers 4: \d+ steps/s",
        workers.workers_line(runs),
    )
    assert re.fullmatch(
        r"server CPU a step: workers 1: [\d.]+ ms, workers 2: [\d.]+ ms, workers 4: [\d.]+ ms",
        workers.cpu_line(runs),
    )
    assert workers.order((1, 2, 4), 3) == [1, 2, 4, 4, 2, 1, 1, 2, 4]


async def test_day_close_benchmark_closes_a_day_among_many(tmp_path: Path) -> None:
    from bench import day_close

    url = f"sqlite+aiosqlite:///{tmp_path / 'day.db'}"
    result = await day_close.measure(url, payments=730, days=365, rounds=2)
    assert result["lines_on_the_day"] == 2 and result["close_p50_ms"] > 0


async def test_the_clerks_minute_approves_a_green_license_and_returns_one_in_few_clicks(
    tmp_path: Path,
) -> None:
    from bench import clerk_minute

    url = f"sqlite+aiosqlite:///{tmp_path / 'minute.db'}"
    walks = await clerk_minute.measure(url, tmp_path / "var")
    assert [(w.screen, w.errand, w.clicks) for w in walks] == [
        ("desk", "approve", 3),
        ("desk", "return", 4),
        ("phone", "approve", 3),
        ("phone", "return", 4),
    ]
    assert all(w.within_goal for w in walks), walks
    assert "3 clicks (within the goal" in clerk_minute.describe(walks[0])
