"""`doglicense serve --workers N`: N uvicorn workers answer /health; SQLite is refused."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import httpx
import pytest

DOGLICENSE = str(Path(sys.executable).with_name("doglicense"))


def _env(database_url: str, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "STRIPE_"))}
    return env | {"DATABASE_URL": database_url, "VAR_DIR": str(tmp_path), "LOG_FORMAT": "json"}


def test_several_workers_over_sqlite_are_refused(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'town.db'}"
    done = subprocess.run(  # noqa: S603 - our own console script, fixed arguments
        [DOGLICENSE, "serve", "--workers", "2", "--port", str(free_port())],
        env=_env(url, tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and "PostgreSQL" in done.stderr.replace("postgresql", "PostgreSQL")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serving(args: Sequence[str], env: dict[str, str]) -> Iterator[tuple[int, list[str]]]:
    """`doglicense serve ARGS` on a free port: its port, and its stderr lines as they come."""
    port = free_port()
    server = subprocess.Popen(  # noqa: S603 - our own console script, fixed arguments
        [DOGLICENSE, "serve", *args, "--port", str(port)],
        env=env,
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
    )
    lines: list[str] = []
    assert server.stderr is not None
    stderr = server.stderr
    reader = threading.Thread(target=lambda: lines.extend(iter(stderr.readline, "")))
    reader.start()
    try:
        yield port, lines
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
        reader.join(timeout=5)


def two_workers(database_url: str, tmp_path: Path) -> AbstractContextManager[tuple[int, list[str]]]:
    """`doglicense serve --workers 2` on a free port; its port and its log's lines as they come."""
    return serving(["--workers", "2"], _env(database_url, tmp_path))


def test_two_workers_answer_health_and_ready(database_url: str, tmp_path: Path) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("several workers need PostgreSQL")
    with two_workers(database_url, tmp_path) as (port, lines):
        deadline = time.monotonic() + 60
        ready = False
        while time.monotonic() < deadline and not ready:
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=2)
                ready = httpx.get(f"http://127.0.0.1:{port}/ready", timeout=2).status_code == 200
                assert health.text == "ok"
            except httpx.TransportError:
                time.sleep(0.2)
        assert ready, "".join(lines[-20:])
        while time.monotonic() < deadline and sum("worker ready" in x for x in lines) < 2:
            time.sleep(0.2)
        workers = {x for x in lines if "worker ready" in x}
        assert len(workers) == 2, lines
        assert all(x.startswith("{") for x in workers)  # JSON lines


async def _nodelay_on_accepted(listener: socket.socket) -> int:
    """TCP_NODELAY on the socket asyncio accepts from `listener`, after the trip a worker's
    socket takes (multiprocessing pickles it into the spawned process)."""
    import asyncio
    import pickle
    from multiprocessing.reduction import ForkingPickler

    inherited: socket.socket = pickle.loads(ForkingPickler.dumps(listener))  # noqa: S301 - ours
    seen: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    async def accepted(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        sock = writer.get_extra_info("socket")
        seen.set_result(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
        writer.close()

    server = await asyncio.start_server(accepted, sock=inherited)
    try:
        _reader, writer = await asyncio.open_connection(*listener.getsockname())
        nodelay = await asyncio.wait_for(seen, 5)
        writer.close()
        return nodelay
    finally:
        server.close()
        listener.close()


async def test_workers_answer_without_waiting_for_the_clients_ack() -> None:
    """With Nagle on, a response written as headers then body waits ~40 ms for the client's
    delayed ACK: two workers answered 22 updates a second where one answered 190."""
    from doglicense.workers import listening_socket

    assert await _nodelay_on_accepted(listening_socket("127.0.0.1", 0)) != 0


def test_a_worker_frozen_for_a_while_is_not_killed(database_url: str, tmp_path: Path) -> None:
    """A worker that cannot answer the supervisor's ping for 8 s (a busy machine: stopped here by
    SIGSTOP) keeps running: uvicorn's default of 5 s killed workers still starting under load,
    and every replacement started over (docs/decisions/0026)."""
    if database_url.startswith("sqlite"):
        pytest.skip("several workers need PostgreSQL")
    with two_workers(database_url, tmp_path) as (_port, lines):
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and sum("worker ready" in x for x in lines) < 2:
            time.sleep(0.2)
        workers = [json.loads(x)["worker"] for x in lines if "worker ready" in x]
        assert len(workers) == 2, lines[-20:]
        frozen = workers[0]
        os.kill(frozen, signal.SIGSTOP)
        time.sleep(8)
        os.kill(frozen, signal.SIGCONT)
        time.sleep(1)
        os.kill(frozen, 0)  # still there (ProcessLookupError if the supervisor killed it)
        assert not [x for x in lines if "died" in x], lines[-10:]


@pytest.mark.parametrize(("workers", "each"), [(1, 2), (2, 1), (4, 1)])
def test_the_picture_workers_are_shared_out_among_the_workers(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, workers: int, each: int
) -> None:
    """IMAGE_WORKERS (2) is the machine's: N workers each starting 2 put 2 N processes on it."""
    from doglicense.web.factory import WORKERS_VARIABLE, create_from_env

    for name, value in _env(f"sqlite+aiosqlite:///{tmp_path / 'town.db'}", tmp_path).items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.setenv("IMAGE_WORKERS", "2")
    monkeypatch.setenv(WORKERS_VARIABLE, str(workers))
    app = create_from_env()
    assert app.state.services.images.size == each
