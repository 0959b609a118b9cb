"""`python -m bench`: every benchmark, figures printed and written to bench/RESULTS.md."""

from __future__ import annotations

import asyncio
import os
import platform
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from bench.chat_step import measure

RESULTS = Path(__file__).with_name("RESULTS.md")


def main() -> None:
    lines = []
    urls = {"sqlite": f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/bench.db"}
    if os.environ.get("BENCH_POSTGRES_URL"):
        urls["postgresql"] = os.environ["BENCH_POSTGRES_URL"]
    for name, url in urls.items():
        result = asyncio.run(measure(url, residents=50))
        line = (
            f"| chat step | {name} | {result['ours_per_second']:.0f} steps/s | "
            f"{result['bare_per_second']:.0f} steps/s | {result['ratio']:.1f} |"
        )
        print(line)
        lines.append(line)
    header = [
        f"Run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}: `make bench`",
        "",
        "| benchmark | database | ours | bare PTB echo | ratio (goal <= 3) |",
        "|---|---|---|---|---|",
    ]
    RESULTS.write_text("# Benchmark results\n\n" + "\n".join(header + lines) + "\n")


if __name__ == "__main__":
    main()
