"""The whole exploration: plan every flow, then walk the plans on each channel and language.

Each channel and language gets its own fresh town (database, web server, bot) so that one
resident's dogs never meet another's; inside it one resident walks every journey in turn.
"""

from __future__ import annotations

import asyncio
import os
import time
import traceback
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path

from doglicense.flows.registry import FLOWS
from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.migrate import upgrade
from doglicense.storage.repositories import dogs_of
from tests.botchat import running_bot
from tests.clerkkit import served
from tests.conftest import FakeClock
from tests.journeys import kennel
from tests.journeys.checks import Findings, LogWatch
from tests.journeys.clerk import Console
from tests.journeys.drivers import Driver
from tests.journeys.drivers.bot import BotDriver
from tests.journeys.drivers.terminal import TerminalDriver
from tests.journeys.drivers.web import WebDriver
from tests.journeys.planner import Journey, Plan, plan_flow
from tests.journeys.runner import Dog, Tally, Walker
from tests.standins.telegram import FakeTelegram

CHANNELS = ("telegram", "web", "terminal")
LANGUAGES = ("en", "es")
# Renewals first (they keep their dog), then reports; a move may end every license: last.
ORDER = ("license", "renewal", "tag", "found", "lost", "ownership", "death", "address")
ONLY = tuple(filter(None, os.environ.get("JOURNEYS_FLOWS", "").split(",")))  # to iterate on one
CHANNEL_FLOWS = {"terminal": set(ORDER) - {"ticket"}}


@dataclass
class Exploration:
    """What one run found: the plans, the tally, the findings."""

    plans: dict[tuple[str, str], Plan] = field(default_factory=dict)
    tally: Tally = field(default_factory=Tally)
    findings: Findings = field(default_factory=Findings)
    seconds: float = 0.0

    def figure_line(self) -> str:
        return (
            f"journeys: {self.tally.walked} walked (flows x branches x channels x languages), "
            f"{self.tally.steps} steps, {len(self.findings)} failures, {self.seconds:.0f} s"
        )


def plans_for(channel: str, exploration: Exploration) -> dict[str, Plan]:
    """Every flow's plan for this channel (a web page offers no "reply in this chat")."""
    town, today = load_town(), datetime.now(load_town().tz).date()
    context_channel = "web" if channel == "web" else "telegram"
    plans = {}
    for name in ORDER:
        context = kennel.planning_context(name, town, today, context_channel)
        plan = plans.setdefault(name, plan_flow(FLOWS[name], context))
        exploration.plans[(channel, name)] = plan
        exploration.findings.add(f"plan {channel} {name}", plan.problems)
        exploration.findings.add(
            f"plan {channel} {name}", [f"question {key} never asked" for key in plan.unreached]
        )
    return plans


@asynccontextmanager
async def town(folder: Path, database_url: str | None = None) -> AsyncIterator[Services]:
    """A fresh town: its database migrated, its documents folder, a clock standing on now."""
    await asyncio.to_thread(folder.mkdir, parents=True, exist_ok=True)
    url = database_url or f"sqlite+aiosqlite:///{folder / 'doglicense.db'}"
    await asyncio.to_thread(upgrade, url)
    settings = Settings(
        database_url=url, var_dir=folder / "var", telegram_bot_token=None, stripe_api_key=None
    )
    services = Services(
        settings=settings,
        db=Database(settings.resolved_database_url),
        town=load_town(),
        now=FakeClock(datetime.now(UTC)),
    )
    try:
        yield services
    finally:
        await services.db.dispose()


class Kennel:
    """The resident's licensed dogs by role; a dog is licensed (and approved) when none fits."""

    def __init__(self, walker: Walker) -> None:
        self.walker = walker

    async def tags(self) -> dict[str, str]:
        async with self.walker.services.db.session() as session:
            resident = await self.walker.driver.resident(session)
            dogs = await dogs_of(session, resident.id) if resident else []
            return {d.name: d.tag_number or "" for d in dogs if d.status == "active"}

    async def provide(self, role_name: str, *, use_up: bool) -> str | None:
        """The tag of an active dog for the role (any dog when it is used up); None if none."""
        wanted = kennel.ROLES[role_name]
        for _attempt in range(2):
            tags = await self.tags()
            fitting = [
                dog
                for dog in self.walker.licensed
                if (use_up or dog.role == wanted) and not dog.used_up and tags.get(dog.name)
            ]
            if fitting:  # the least used: a dog renewed again and again outgrows its rabies shot
                dog = min(fitting, key=lambda d: d.uses)
                dog.uses += 1
                dog.used_up = use_up
                return tags[dog.name]
            context = kennel.planning_context("license", load_town(), _today(self.walker), "x")
            await self.walker.walk(kennel.recipe(wanted, "Recipe", context))
        return None


def _today(walker: Walker) -> date:
    return walker.services.clock().today


async def explore_one(
    channel: str, language: str, folder: Path, exploration: Exploration, logs: LogWatch
) -> None:
    """Every journey of every flow, on one channel in one language."""
    plans = plans_for(channel, exploration)
    async with AsyncExitStack() as stack:
        services = await stack.enter_async_context(town(folder / f"{channel}-{language}"))
        base_url = await stack.enter_async_context(served(services))
        console = Console(base_url, services)
        stack.push_async_callback(console.close)
        await console.sign_in()
        driver = await _driver(channel, language, services, base_url, folder, stack)
        stack.push_async_callback(driver.close)
        walker = Walker(driver, services, console, exploration.findings, exploration.tally, logs)
        dogs = Kennel(walker)
        for flow in ORDER:
            if flow not in CHANNEL_FLOWS.get(channel, set(ORDER)) or (ONLY and flow not in ONLY):
                continue
            for journey in plans[flow].journeys:
                await _walk_with_dogs(walker, dogs, journey)


async def _walk_with_dogs(walker: Walker, dogs: Kennel, journey: Journey) -> None:
    tags = {}
    for role in kennel.roles_in(journey):
        tag = await dogs.provide(role, use_up=journey.flow in kennel.USES_UP_ITS_DOG)
        if tag is None:
            walker.findings.add(f"{walker.where} {journey.name}", [f"no dog for the role {role}"])
            return
        tags[role] = tag
    try:
        await walker.walk(journey, dog_names=tags)
    except Exception as error:
        where = f"{walker.where} {journey.name}"
        walker.findings.add(where, [f"the explorer stopped: {error!r} {_origin(error)}"])


def _origin(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    return f"at {frames[-1].filename.split('/')[-1]}:{frames[-1].lineno}" if frames else ""


async def _driver(
    channel: str,
    language: str,
    services: Services,
    base_url: str,
    folder: Path,
    stack: AsyncExitStack,
) -> Driver:
    if channel == "web":
        secret = services.settings.session_secret.get_secret_value()
        return WebDriver(base_url, language, secret)
    if channel == "terminal":
        return TerminalDriver(services.settings, language, folder)
    fake = stack.enter_context(FakeTelegram())
    await stack.enter_async_context(running_bot(services, fake))
    return BotDriver(fake, language)


async def explore(
    folder: Path,
    channels: tuple[str, ...] = CHANNELS,
    languages: tuple[str, ...] = LANGUAGES,
) -> Exploration:
    exploration = Exploration()
    started = time.monotonic()
    with LogWatch() as logs:
        for channel in channels:
            for language in languages:
                await explore_one(channel, language, folder, exploration, logs)
    exploration.seconds = time.monotonic() - started
    return exploration


__all__ = ["Dog", "Exploration", "explore"]
