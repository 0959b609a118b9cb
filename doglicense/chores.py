"""The office's recurring chores: the reminder sweep (cron or daily job) and the outbox drain.

Every process that serves contends for one lock (office/notices/leader.py: a PostgreSQL advisory
lock;
on SQLite the one process) and only its holder runs the chores, however many workers and hosts
share the database. Each chore's unit of work is claimed in the database with its effect, so a
leader killed mid-sweep leaves nothing half done for the next one.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import suppress
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, TextIO

from doglicense.mail.sender import send_pending_email
from doglicense.office.notices import delivery
from doglicense.office.notices.leader import LeadershipLost, run_as_leader
from doglicense.office.notices.reminders import send_reminders
from doglicense.office.seizures.seizure_queue import sweep_seizures
from doglicense.runtime import Services
from doglicense.settings import Settings

if TYPE_CHECKING:
    from telegram import Bot

log = logging.getLogger(__name__)
DRAIN_EVERY_SECONDS = 2.0
PAYMENT_SWEEP_SECONDS = 60.0
JOB_RUNNER_LOCK = "doglicense-job-runner"
CONTEND_EVERY_SECONDS = 1.0  # how soon a waiting process takes over from a dead leader


async def remind(services: Services) -> dict[str, int]:
    """Today's reminders and seized dogs' sweep; running it twice writes nothing more."""
    clock = services.clock()
    async with services.db.session() as session:
        written = await send_reminders(session, services.town, today=clock.today, now=clock.now)
    async with services.db.session() as session:  # seized dogs: reminders and forfeiture (R28)
        written |= await sweep_seizures(session, services, today=clock.today, now=clock.now)
    return written


def next_sweep(now: datetime, services: Services) -> datetime:
    """The next reminder_hour o'clock in the town's time zone after `now`."""
    local = now.astimezone(services.town.tz)
    at = local.replace(hour=services.town.policy.reminder_hour, minute=0, second=0, microsecond=0)
    if at <= local:
        at = (at + timedelta(days=1)).replace(hour=services.town.policy.reminder_hour)
    return at


async def daily_reminders(services: Services, written_some: asyncio.Event | None = None) -> None:
    """The in-process daily job: once at start (a missed day is caught up), then at the hour.

    `written_some` is set when a sweep wrote messages, so the drain sends them without waiting.
    """
    while True:
        try:
            written = await remind(services)
            log.info("reminders written: %s", written)
            if written_some is not None and any(written.values()):
                written_some.set()
        except Exception:
            log.exception("reminder sweep failed; the next one catches up")
        now = services.now()
        await asyncio.sleep(max(1.0, (next_sweep(now, services) - now).total_seconds()))


async def drain_outbox(
    services: Services, bot: Bot | None, written_some: asyncio.Event | None = None
) -> None:
    """Send what waits in the outbox, every few seconds (at once when `written_some` is set),
    by Telegram and by e-mail."""
    from doglicense.bot.sender import send_pending

    written_some = written_some or asyncio.Event()
    while True:
        written_some.clear()
        try:
            if bot is not None:
                await send_pending(services, bot)
            await send_pending_email(services)
        except asyncio.CancelledError:
            raise
        except LeadershipLost:
            log.warning("outbox drain stopped: this process no longer leads")
        except Exception:
            log.exception("outbox drain failed; retrying")
        # asyncio.timeout, not wait_for: 3.11's wait_for swallows a cancel that lands as the
        # event is set, and the drain would never stop.
        with suppress(TimeoutError):
            async with asyncio.timeout(DRAIN_EVERY_SECONDS):
                await written_some.wait()


async def payment_sweep(services: Services) -> None:
    """Refunds and payment links Stripe was too slow for, asked again with the same keys."""
    from doglicense.office.money.stripe_events import finish_unsent

    while True:
        try:
            done = await finish_unsent(services)
            if any(done.values()):
                log.info("payment sweep: %s", done)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("payment sweep failed; retrying")
        await asyncio.sleep(PAYMENT_SWEEP_SECONDS)


async def lead_chores(services: Services, bot: Bot | None) -> None:
    """Contend for the job runner's lock until cancelled; run the chores while holding it."""
    await run_as_leader(
        services.db,
        JOB_RUNNER_LOCK,
        lambda: run_chores(services, bot),
        retry_seconds=CONTEND_EVERY_SECONDS,
    )


async def run_chores(services: Services, bot: Bot | None) -> None:
    """The leader's work: first the outbox claims the last leader left, then every chore."""
    async with services.db.session() as session:
        freed = await delivery.take_over_claims(session)
    if freed:
        log.info("outbox claims taken over from the last leader: %d", freed)
    tasks = start_chores(services, bot)
    try:
        await asyncio.gather(*tasks)
    finally:
        await stop_chores(tasks)


def start_chores(services: Services, bot: Bot | None) -> list[asyncio.Task[None]]:
    written_some = asyncio.Event()  # the sweep's messages go out at once, not at the next drain
    tasks = [
        asyncio.create_task(daily_reminders(services, written_some), name="daily-reminders"),
        asyncio.create_task(drain_outbox(services, bot, written_some), name="outbox-drain"),
    ]
    if services.card_payments:
        tasks.append(asyncio.create_task(payment_sweep(services), name="payment-sweep"))
    return tasks


async def stop_chores(tasks: list[asyncio.Task[None]]) -> None:
    """Cancel the chores; the sender finishes the message in flight first."""
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def remind_command(settings: Settings, out: TextIO) -> int:
    """`doglicense remind`, for cron: today's reminders, then how many of each kind."""
    services = Services.from_settings(settings)
    try:
        written = await remind(services)
    finally:
        await services.db.dispose()
    for kind, count in written.items():
        print(f"{kind}\t{count}", file=out)
    return 0
