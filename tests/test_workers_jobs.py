"""Jobs under `serve --workers 2`: one leader; killed mid-sweep, each reminder still goes once."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

import asyncpg
import pytest
from sqlalchemy import text

from doglicense.bot.sender import send_pending
from doglicense.chores import lead_chores, remind
from doglicense.office.notices import delivery
from doglicense.office.notices.leader import LeadershipLost, run_as_leader
from doglicense.runtime import Services
from tests.notifykit import licensed_resident, outbox
from tests.standins.telegram import FakeTelegram
from tests.test_workers import DOGLICENSE, free_port

TOKEN = "123456:TEST-token-for-the-stand-in"
# Expiry, in days from today, that puts a license in each reminder's window.
WINDOWS = {"before_30": 20, "before_7": 3, "before_0": -5, "after_14": -16}
EACH = 25  # licenses per window, each its own resident and chat
SENT_BEFORE_THE_KILL = 5  # the leader's next message is held by "Telegram" when it is killed


async def _until(check: Callable[[], Any], what: str, seconds: float = 60.0) -> Any:
    """Poll `check` (sync or async) until it is truthy; fail naming `what` at the deadline."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if asyncio.iscoroutine(value):
            value = await value
        if value:
            return value
        assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
        await asyncio.sleep(0.05)


def _leaders(lines: list[str]) -> list[int]:
    """The worker processes that logged taking the lead, in order."""
    taken = [json.loads(x) for x in lines if "leading the job runner" in x and x.startswith("{")]
    return [int(line["worker"]) for line in taken]


async def test_a_leader_killed_mid_sweep_loses_and_repeats_no_reminder(
    services: Services, fake: FakeTelegram
) -> None:
    if services.db.is_sqlite:
        pytest.skip("several workers need PostgreSQL")
    today = datetime.now(services.town.tz).date()
    chats: dict[int, tuple[str, str]] = {}  # chat -> (tag, the reminder it is due)
    blocked_subject = ""
    for number, (kind, days) in enumerate(
        (kind, days) for kind, days in WINDOWS.items() for _ in range(EACH)
    ):
        chat, tag = 70_000 + number, f"{700_000 + number:06d}"
        _, license_id = await licensed_resident(
            services, chat_id=chat, tag=tag, expires_on=today + timedelta(days=days)
        )
        chats[chat] = (tag, kind)
        blocked_subject = f"license:{license_id}"  # the last: an after_14 license

    plain_url = services.settings.resolved_database_url.replace("+asyncpg", "")
    probe = await asyncpg.connect(plain_url)
    # Mid-sweep, for sure: the sweep's after_14 batch waits on this uncommitted claim of one of
    # its reminders, after the three kinds before it were written and are being sent.
    holder = await asyncpg.connect(plain_url)
    holding = holder.transaction()
    await holding.start()
    await holder.execute(
        "INSERT INTO reminders_sent (subject, kind, at) VALUES ($1, 'after_14', now())",
        blocked_subject,
    )
    fake.slow_next("sendMessage", 0.0, count=SENT_BEFORE_THE_KILL)
    fake.slow_next("sendMessage", 60.0)  # "Telegram" takes its time: the leader waits on it

    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "STRIPE_"))}
    env |= {
        "DATABASE_URL": services.settings.resolved_database_url,
        "VAR_DIR": str(services.settings.var_dir),
        "LOG_FORMAT": "json",
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_BASE_URL": fake.url,
        "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}",
        "TELEGRAM_MAX_PER_SECOND": "0",  # the stand-in takes any rate: the test's time
    }
    server = await asyncio.create_subprocess_exec(
        DOGLICENSE,
        *("serve", "--workers", "2", "--port", str(port)),
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    lines: list[str] = []

    async def read_log() -> None:
        assert server.stderr is not None
        async for line in server.stderr:
            lines.append(line.decode())

    reader = asyncio.create_task(read_log())
    try:
        await _until(
            lambda: len(fake.calls_to("sendMessage")) > SENT_BEFORE_THE_KILL,
            "the leader's held message",
        )
        [leader] = await _until(lambda: _leaders(lines), "the leader's log line")
        lock_session = await probe.fetchval(
            "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        )
        claimed = await probe.fetchval(
            "SELECT count(*) FROM outbox_messages WHERE claimed_at IS NOT NULL AND sent_at IS NULL"
        )
        assert claimed > 1  # the message in flight and the rest of the leader's batch
        os.kill(leader, signal.SIGKILL)  # well within the 5 s its send waits for an answer
        await _until(
            lambda: probe.fetchval(
                "SELECT count(*) = 0 FROM pg_stat_activity WHERE pid = $1", lock_session
            ),
            "the killed leader's session to end",
        )
        after_14 = "SELECT count(*) FROM reminders_sent WHERE kind = 'after_14'"
        assert await probe.fetchval(after_14) == 0  # killed mid-sweep
        await holding.rollback()  # the after_14 reminders are now the next leader's to write

        await _until(
            lambda: probe.fetchval(
                "SELECT count(*) = $1 FROM outbox_messages WHERE sent_at IS NOT NULL", len(chats)
            ),
            "every reminder sent",
        )
        leaders = await _until(lambda: set(_leaders(lines)) - {leader}, "the next leader's line")
        assert len(leaders) == 1 and _leaders(lines)[0] == leader
        received = {chat: fake.sent(chat) for chat in chats}
        assert {chat: len(got) for chat, got in received.items()} == dict.fromkeys(chats, 1)
        for chat, [message] in received.items():
            assert chats[chat][0] in message["text"]
        written = await probe.fetch("SELECT subject, kind FROM reminders_sent")
        kinds = sorted(row["kind"] for row in written)
        assert kinds == sorted(kind for _tag, kind in chats.values())
        keys = await probe.fetchval("SELECT count(DISTINCT key) FROM outbox_messages")
        assert keys == len(chats)
    finally:
        server.send_signal(signal.SIGINT)
        # Two workers, one just respawned, drain and stop; a loaded CI machine took over 30 s.
        await asyncio.wait_for(server.wait(), 90)
        await reader
        await holder.close()
        await probe.close()


async def test_a_leader_cut_off_from_its_lock_sends_nothing_and_the_next_one_does(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    """Its lock's session ended (a network cut, an administrator) before its heartbeat noticed:
    it must not send what the next leader, freeing its claims, sends too."""
    if services.db.is_sqlite:
        pytest.skip("advisory locks are PostgreSQL's; on SQLite the one process leads")
    await licensed_resident(services, chat_id=8801, tag="008801", expires_on=date(2026, 3, 30))
    assert (await remind(services))["before_30"] == 1
    stopped: list[str] = []

    async def cut_off_then_drain() -> None:
        async with services.db.engine.connect() as admin:
            await admin.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory'"
                    " AND granted AND database ="
                    " (SELECT oid FROM pg_database WHERE datname = current_database())"
                )
            )
            await admin.commit()
        try:
            await send_pending(services, bot.bot)
        except LeadershipLost:
            stopped.append("stopped")

    await run_as_leader(services.db, "fence-test", cut_off_then_drain, heartbeat_seconds=60)
    assert stopped == ["stopped"] and fake.sent(8801) == []
    async with services.db.session() as session:
        [held] = await outbox(session)
        assert held.claimed_at is not None and held.sent_at is None  # claimed, not sent
        assert await delivery.take_over_claims(session) == 1
    assert await send_pending(services, bot.bot) == 1
    assert len(fake.sent(8801)) == 1


async def test_one_serving_process_leads_and_sends_the_days_reminders(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    """`serve` as one process (SQLite, or one host on PostgreSQL) runs the chores itself."""
    await licensed_resident(services, chat_id=8802, tag="008802", expires_on=date(2026, 3, 30))
    chores = asyncio.create_task(lead_chores(services, bot.bot))
    try:
        await fake.wait_for(lambda: fake.sent(8802), timeout=30, what="the reminder")
    finally:
        chores.cancel()
        await asyncio.gather(chores, return_exceptions=True)
    [message] = fake.sent(8802)
    assert "008802" in message["text"]
