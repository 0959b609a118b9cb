"""The benchmarks still run: one resident through the chat-step benchmark."""

from __future__ import annotations

from pathlib import Path

from bench.chat_step import measure


async def test_chat_step_benchmark_runs_a_whole_license(tmp_path: Path) -> None:
    result = await measure(f"sqlite+aiosqlite:///{tmp_path / 'bench.db'}", residents=1)
    assert result["steps"] == 21
    assert result["ours_per_second"] > 0 and result["ratio"] > 0
