"""The bot process killed between two steps continues, after a restart, at the same question."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Draft
from tests.botchat import TOKEN, talk, texts_of
from tests.httpkit import LOCAL_TLS
from tests.standins.telegram import FakeTelegram

DOGLICENSE = Path(sys.executable).with_name("doglicense")


@pytest.fixture
def fake() -> Iterator[FakeTelegram]:
    with FakeTelegram() as fake:
        yield fake


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def _serve(
    services: Services, fake: FakeTelegram, port: int, *, stderr: int = asyncio.subprocess.DEVNULL
) -> asyncio.subprocess.Process:
    env = {
        **os.environ,
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_BASE_URL": fake.url,
        "DATABASE_URL": services.settings.resolved_database_url,
        "VAR_DIR": str(services.settings.var_dir),
        "LOG_FORMAT": "text",
    }
    process = await asyncio.create_subprocess_exec(
        str(DOGLICENSE),
        "serve",
        "--port",
        str(port),
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=stderr,
    )
    async with httpx.AsyncClient(verify=LOCAL_TLS) as client:
        for _ in range(200):
            try:
                if (await client.get(f"http://127.0.0.1:{port}/health")).status_code == 200:
                    return process
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.05)
    process.kill()
    raise AssertionError("doglicense serve did not start")


async def test_a_killed_bot_continues_at_the_same_question_with_every_answer_kept(
    services: Services, fake: FakeTelegram
) -> None:
    user = fake.user(4001)
    port = _free_port()
    process = await _serve(services, fake, port)
    try:
        reply = await talk(
            user,
            [
                "/license",
                "Jane Smith",
                ("tap", "yes"),
                "4401 State Route 31",
                "13041",
                "315-555-0100",
                "Rex",
            ],
        )
        assert "What breed is Rex?" in texts_of(reply)
        # `serve` set the command menu in each language (bot/app.py, publish_commands).
        assert fake.commands(language_code="es")[0]["description"] == "Lo que puedo hacer"
        assert fake.commands()[0]["description"] == "What I can do"
    finally:
        process.send_signal(signal.SIGKILL)
        await process.wait()

    process = await _serve(services, fake, port)
    try:
        reply = await talk(user, ["Beagle"])
        assert "What color is Rex" in texts_of(reply)
    finally:
        process.send_signal(signal.SIGTERM)
        await process.wait()
    async with services.db.session() as session:
        draft = (await session.execute(select(Draft).where(Draft.active))).scalar_one()
    assert draft.state["answers"] == {
        "owner_name": "Jane Smith",
        "owner_adult": True,
        "address_street": "4401 State Route 31",
        "address_zip": "13041",
        "phone": "(315) 555-0100",
        "dog_name": "Rex",
        "dog_breed": "Beagle",
    }


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
async def test_serve_stops_the_bot_and_the_chores_on_a_signal(
    services: Services, fake: FakeTelegram, stop: signal.Signals
) -> None:
    """uvicorn raises the signal it caught again after its graceful shutdown: SIGTERM then ended
    the process before the bot was stopped, and SIGINT cancelled the stopping halfway."""
    process = await _serve(services, fake, _free_port(), stderr=asyncio.subprocess.PIPE)
    user = fake.user(4002)
    reply = await talk(user, ["/help"])
    assert texts_of(reply), "the bot answered before the signal"
    process.send_signal(stop)
    assert process.stderr is not None
    stderr = (await asyncio.wait_for(process.stderr.read(), 30)).decode()
    await process.wait()
    assert "stopped: the bot, the chores and the database pool" in stderr, stderr[-2000:]
    assert "Traceback" not in stderr, stderr[-2000:]
