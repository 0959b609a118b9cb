"""Uploads: /health latency while residents' big iPhone photos are converted (issue 13).

`doglicense serve` runs in a subprocess on a fresh SQLite file, web forms only. Each resident
walks the license form to the rabies certificate, then all send their HEIC at once while /health
is asked every 50 ms. `--pythonpath` serves another checkout (the code before a change) with
this virtualenv. `--loop-lag` instead compares, in this process, how late a 10 ms timer fires
while the same pictures are converted on the event loop, on threads, or in the worker processes.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import re
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

from doglicense.office.documents.images import ImageWorkers
from doglicense.office.documents.pictures import read_picture

HEALTH_EVERY = 0.05
ANSWERS = [
    ("answer", "Jane Smith"),
    ("choice", "yes"),
    ("answer", "4401 State Route 31"),
    ("answer", "13041"),
    ("answer", "315-555-0100"),
    ("answer", "jane@example.org"),
    ("answer", "Rex"),
    ("answer", "Beagle"),
    ("answer", "brown"),
    ("choice", "female"),
    ("answer", "3 years"),
    ("choice", "no"),
    ("choice", "certificate"),
]


def make_heic(side: int) -> bytes:
    """A side x side photo-like HEIC (noise, so it decodes like a photo); slow to encode."""
    from PIL import Image
    from pillow_heif import register_heif_opener

    register_heif_opener()
    noise = Image.effect_noise((max(1, side // 8), max(1, side // 8)), 60)
    out = io.BytesIO()
    photo = noise.convert("RGB").resize((side, side))
    photo.save(out, format="HEIF", quality=60, enc_params={"preset": "ultrafast"})
    return out.getvalue()


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf_token" value="([^"]+)"', html)
    assert found, "no CSRF token on the page"
    return found.group(1)


async def _to_rabies(client: httpx.AsyncClient) -> str:
    page = await client.get("/forms/license")
    for field, value in ANSWERS:
        posted = {"csrf_token": _csrf(page.text), field: value}
        page = await client.post("/forms/license", data=posted)
    assert "rabies certificate" in page.text, page.text[-500:]
    return _csrf(page.text)


async def _upload(client: httpx.AsyncClient, csrf: str, picture: bytes) -> tuple[float, str]:
    started = time.perf_counter()
    answer = await client.post(
        "/forms/license",
        data={"csrf_token": csrf},
        files={"file": ("IMG_0001.HEIC", picture, "image/heic")},
        timeout=120,
    )
    seconds = time.perf_counter() - started
    if answer.status_code != 200:
        return seconds, f"HTTP {answer.status_code}"
    if "On what date was the rabies shot given?" in answer.text:
        return seconds, "accepted"
    refusal = re.search(r'class="error-summary".*?<li>(.*?)</li>', answer.text, re.S)
    return seconds, "refused: " + (re.sub(r"<[^>]+>", "", refusal.group(1)) if refusal else "?")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _wait_ready(url: str, server: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient() as client:
        for _ in range(600):
            if server.poll() is not None:
                raise RuntimeError("the server exited")
            try:
                if (await client.get(url + "/health")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError("the server never became ready")


def _start_server(env: dict[str, str], *, port: int, workdir: Path) -> subprocess.Popen[bytes]:
    command = [str(Path(sys.executable).with_name("doglicense")), "serve", "--port", str(port)]
    with (workdir / "server.log").open("wb") as log:
        return subprocess.Popen(  # noqa: S603 - our own console script, fixed arguments
            command, env=env, stdout=subprocess.DEVNULL, stderr=log, cwd=workdir
        )


def _ms(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


async def measure(
    picture: bytes,
    *,
    uploads: int = 4,
    pythonpath: str | None = None,
    env: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Walk `uploads` residents to the certificate, send the pictures at once, watch /health."""
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    workdir = Path(tempfile.mkdtemp(prefix="bench-uploads-"))
    server_env = {k: v for k, v in os.environ.items() if not k.startswith(("STRIPE_", "TELEGRAM_"))}
    server_env |= {"VAR_DIR": str(workdir), "DATABASE_URL": "", **(env or {})}
    if pythonpath:
        server_env["PYTHONPATH"] = pythonpath
    server = _start_server(server_env, port=port, workdir=workdir)
    try:
        await _wait_ready(base, server)
        clients = [httpx.AsyncClient(base_url=base, follow_redirects=True) for _ in range(uploads)]
        tokens = [await _to_rabies(client) for client in clients]
        waits: list[float] = []
        async with httpx.AsyncClient(base_url=base, timeout=300) as watcher:
            sending = asyncio.gather(
                *(_upload(c, token, picture) for c, token in zip(clients, tokens, strict=True))
            )
            while not sending.done():
                started = time.perf_counter()
                await watcher.get("/health")
                waits.append(time.perf_counter() - started)
                await asyncio.sleep(HEALTH_EVERY)
            answers = await sending
        for client in clients:
            await client.aclose()
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
    return {
        "uploads": uploads,
        "picture_kb": len(picture) // 1024,
        "health_checks": len(waits),
        "health_p50_ms": _ms(waits, 0.5),
        "health_p99_ms": _ms(waits, 0.99),
        "health_max_ms": 1000 * max(waits, default=0.0),
        "upload_seconds": [round(seconds, 1) for seconds, _ in answers],
        "outcomes": sorted({outcome for _, outcome in answers}),
        "server_log": str(workdir / "server.log"),
    }


def describe(result: dict[str, Any]) -> str:
    return (
        f"{result['uploads']} uploads of {result['picture_kb']} KB: /health p50 "
        f"{result['health_p50_ms']:.0f} ms, p99 {result['health_p99_ms']:.0f} ms, max "
        f"{result['health_max_ms']:.0f} ms over {result['health_checks']} checks; uploads took "
        f"{result['upload_seconds']} s; {', '.join(result['outcomes'])}"
    )


async def loop_lag(picture: bytes, *, way: str, jobs: int = 4) -> dict[str, Any]:
    """How late a 10 ms timer fires while `jobs` pictures are read: inline, thread or process."""
    pixels = 10**9  # no pixel cap here: the point is the decoding
    pool = ImageWorkers(2, max_pixels=pixels, time_limit=300) if way == "process" else None
    if pool is not None:
        await pool.read(make_heic(16), "image/heic")  # start the workers before timing

    async def one() -> None:
        if way == "inline":
            read_picture(picture, "image/heic", pixels)
        elif way == "thread":
            await asyncio.to_thread(read_picture, picture, "image/heic", pixels)
        else:
            assert pool is not None
            await pool.read(picture, "image/heic")

    lags: list[float] = []
    started = time.perf_counter()
    work = asyncio.gather(*(one() for _ in range(jobs)))
    while not work.done():
        before = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - before - 0.01)
    await work
    seconds = time.perf_counter() - started
    if pool is not None:
        pool.close()
    return {
        "way": way,
        "jobs": jobs,
        "seconds": seconds,
        "lag_p50_ms": 1000 * statistics.median(lags),
        "lag_max_ms": 1000 * max(lags),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--picture", type=Path, help="a HEIC to send (default: made, 9000 px)")
    parser.add_argument("--side", type=int, default=9000, help="side of the made picture")
    parser.add_argument("--uploads", type=int, default=4)
    parser.add_argument("--pythonpath", help="serve this checkout instead (the code before)")
    parser.add_argument("--max-pixels", type=int, help="IMAGE_MAX_PIXELS for the server")
    parser.add_argument("--time-limit", type=float, help="IMAGE_TIME_LIMIT_SECONDS for it")
    parser.add_argument("--loop-lag", action="store_true", help="inline vs threads vs processes")
    args = parser.parse_args()
    picture = args.picture.read_bytes() if args.picture else make_heic(args.side)
    load = "load {:.1f}/{:.1f}".format(*os.getloadavg()[:2])
    if args.loop_lag:
        for way in ("inline", "thread", "process"):
            result = asyncio.run(loop_lag(picture, way=way, jobs=args.uploads))
            print(
                f"{way}: {result['jobs']} pictures in {result['seconds']:.1f} s, a 10 ms timer "
                f"late by p50 {result['lag_p50_ms']:.0f} ms, max {result['lag_max_ms']:.0f} ms "
                f"({load})"
            )
        return
    env = {"IMAGE_MAX_PIXELS": str(args.max_pixels)} if args.max_pixels else {}
    if args.time_limit:
        env["IMAGE_TIME_LIMIT_SECONDS"] = str(args.time_limit)
    result = asyncio.run(
        measure(picture, uploads=args.uploads, pythonpath=args.pythonpath, env=env)
    )
    print(describe(result) + f" ({load})")


if __name__ == "__main__":
    main()
