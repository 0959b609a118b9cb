"""The whole exploration: plan every flow, then walk the plans on each channel and language.

Each channel and language gets its own fresh town (database, web server, bot) so that one
resident's dogs never meet another's; inside it one resident walks every journey in turn.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import tempfile
import time
import traceback
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from doglicense.flows.registry import FLOWS
from doglicense.law import load_town
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.repositories import dogs_of
from tests.botchat import running_bot
from tests.clerkkit import served
from tests.conftest import FakeClock
from tests.dbkit import fresh_sqlite
from tests.journeys import collect, corrections, kennel, relay, transfer
from tests.journeys.answers import Answer
from tests.journeys.checks import Findings, LogWatch, plain_problems, visible_html
from tests.journeys.clerk import Console
from tests.journeys.drivers import Driver
from tests.journeys.drivers.bot import BotDriver
from tests.journeys.drivers.chromium import chromium
from tests.journeys.drivers.terminal import TerminalDriver
from tests.journeys.drivers.web import WebDriver
from tests.journeys.planner import Journey, Plan, plan_flow
from tests.journeys.runner import Dog, Tally, Walker
from tests.standins.telegram import FakeTelegram

CHANNELS = ("telegram", "web", "terminal")
_ticket_numbers = itertools.count(5001)
PARALLEL = int(os.environ.get("JOURNEYS_PARALLEL", "9"))  # channels and languages at once
RAM = Path("/dev/shm")  # noqa: S108 - a private TemporaryDirectory is made inside it
HAS_CHROMIUM = Path("/usr/bin/chromium").exists()  # Debian's; never a downloaded browser
LANGUAGES = ("en", "es")
# Renewals first (they keep their dog), then reports; a move may end every license: last.
ORDER = (
    "license",
    "renewal",
    "tag",
    "found",
    "ticket",
    "redeem",
    "lost",
    "ownership",
    "death",
    "address",
)
ONLY = tuple(filter(None, os.environ.get("JOURNEYS_FLOWS", "").split(",")))  # to iterate on one
CHANNEL_FLOWS = {"terminal": set(ORDER) - {"ticket"}}  # `doglicense chat` has no /ticket


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
    """A fresh town: its database migrated (a URL given is migrated already), its documents
    folder, a clock standing on now."""
    await asyncio.to_thread(folder.mkdir, parents=True, exist_ok=True)
    url = database_url or await fresh_sqlite(folder / "doglicense.db")
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

    async def provide(self, role_name: str, *, use_up: bool, by: str = "") -> str | None:
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
                dog.used_up, dog.tag, dog.gone_by = use_up, tags[dog.name], by if use_up else ""
                return dog.tag
            context = kennel.planning_context("license", load_town(), _today(self.walker), "x")
            await self.walker.walk(kennel.recipe(wanted, "Recipe", context))
        return None


def _today(walker: Walker) -> date:
    return walker.services.clock().today


Choose = Callable[[str, list[Journey]], list[Journey]]


def every(_flow: str, journeys: list[Journey]) -> list[Journey]:
    return journeys


def first_of(*flows: str) -> Choose:
    """A sample: the first journey of each of these flows."""
    return lambda flow, journeys: journeys[:1] if flow in flows else []


async def explore_one(
    channel: str,
    languages: tuple[str, ...],
    folder: Path,
    exploration: Exploration,
    logs: LogWatch,
    *,
    choose: Choose = every,
    database_url: str | None = None,
) -> None:
    """Every chosen journey of every flow, on one channel ("chromium": the web in a browser),
    one resident per language, all at once on the same service: a reply must never take the
    language of the resident answered just before (issue 12, item 12)."""
    plans = plans_for("web" if channel == "chromium" else channel, exploration)
    backend = "postgresql" if database_url else "sqlite"
    async with AsyncExitStack() as stack:
        here = folder / f"{channel}-{'-'.join(languages)}-{backend}"
        services = await stack.enter_async_context(town(here, database_url))
        base_url = await stack.enter_async_context(served(services))
        console = Console(base_url, services)
        officer = Console(base_url, services, Role.OFFICER)
        for staff in (console, officer):
            stack.push_async_callback(staff.close)
            await staff.sign_in()
        fake = stack.enter_context(FakeTelegram()) if channel == "telegram" else None
        bot = None
        if fake is not None:
            bot = (await stack.enter_async_context(running_bot(services, fake))).bot
        walkers = []
        for language in languages:
            driver = await _driver(channel, language, services, base_url, folder, stack, fake)
            stack.push_async_callback(driver.close)
            walker = Walker(
                driver, services, console, exploration.findings, exploration.tally, logs
            )
            walkers.append((walker, Kennel(walker)))
        # The relay between the flows up to a found dog and the rest (a move may end its license),
        # one resident at a time: the Town's messages are sent to every chat of the town at once.
        found = ORDER.index("found") + 1
        await asyncio.gather(
            *(_everything(w, d, plans, officer, choose, channel, ORDER[:found]) for w, d in walkers)
        )
        if choose is every and (not ONLY or "found" in ONLY):
            for walker, dogs in walkers:
                tag = await dogs.provide("Bella", use_up=False)
                await relay.walked(walker, tag or "", bot)
        await asyncio.gather(
            *(_everything(w, d, plans, officer, choose, channel, ORDER[found:]) for w, d in walkers)
        )
        if channel != "web" and choose is every and (not ONLY or "redeem" in ONLY):
            # Cards are taken for a while: one resident at a time. The web's card payment leaves
            # for Checkout; test_seizure_collect_day.py walks it in Chromium at 375 px.
            for walker, dogs in walkers:
                await collect.walked(walker, dogs, officer, base_url)
        if channel != "terminal" and choose is every:  # `doglicense chat` reads the real clock
            clock = services.now
            assert isinstance(clock, FakeClock)
            clock.current += timedelta(days=400)
            await console.sign_in()  # a console session ends after 12 hours: a new day's sign-in
            renewal = plans["renewal"].journeys[0]
            await asyncio.gather(*(_a_year_later(w, dogs, renewal) for w, dogs in walkers))
        if choose is every and (not ONLY or "license" in ONLY):
            # The bot sends every chat's messages at once: one resident at a time there.
            if bot is not None:
                for walker, _dogs in walkers:
                    await corrections.walked(walker, bot)
            else:
                await asyncio.gather(*(corrections.walked(w, bot) for w, _dogs in walkers))


async def _everything(
    walker: Walker,
    dogs: Kennel,
    plans: dict[str, Plan],
    officer: Console,
    choose: Choose,
    channel: str,
    flows: tuple[str, ...] = ORDER,
) -> None:
    """One resident's journeys, flow after flow; then, after the last flow, what is typed
    outside any flow."""
    for flow in flows:
        if flow not in CHANNEL_FLOWS.get(channel, set(ORDER)) or (ONLY and flow not in ONLY):
            continue
        chosen = choose(flow, plans[flow].journeys)
        if flow == "ticket":
            await _answer_tickets(walker, officer, chosen)
            continue
        if flow == "redeem":
            await _redeem_seized(walker, dogs, officer, chosen)
            continue
        for journey in chosen:
            await _walk_with_dogs(walker, dogs, journey)
        if flow == "ownership" and choose is every:
            await _transfer_completed(walker, plans["ownership"])
    if flows[-1:] != ORDER[-1:]:
        return
    driver = walker.driver
    if isinstance(driver, BotDriver):
        await _unknown_command(walker, driver)
    if isinstance(driver, WebDriver) and driver.language != "en":
        await _error_pages_speak(walker, driver)


async def _transfer_completed(walker: Walker, plan: Plan) -> None:
    """A dog given on in the Town by another resident (on the web), taken on by this one with
    the code the old owner was shown, and licensed under its own tag (R15, R18)."""
    journey = transfer.given_in_town(plan)
    if journey is None:
        walker.findings.add(f"{walker.where} transfer", ["no ownership journey in the Town"])
        return
    secret = walker.services.settings.session_secret.get_secret_value()
    base_url = str(walker.console.client.base_url)
    old_owner = transfer.OldOwner(base_url, walker.driver.language, secret)
    try:
        old = Walker(
            old_owner,
            walker.services,
            walker.console,
            walker.findings,
            walker.tally,
            walker.logs,
            names=(f"{name} Senior" for name in kennel.NAMES),  # never the walker's own dogs'
        )
        tag = await Kennel(old).provide("Daisy", use_up=True, by="ownership")
        if tag is None:
            walker.findings.add(f"{walker.where} transfer", ["the old owner has no dog to give"])
            return
        [dog] = [d for d in old.licensed if d.tag == tag]
        if await old.walk(journey, dog_names={"Daisy": tag}):
            await transfer.completed(walker, old, tag, dog.name)
    finally:
        await old_owner.close()


async def _answer_tickets(walker: Walker, officer: Console, journeys: list[Journey]) -> None:
    """Each ticket journey on a ticket of its own, entered by an officer an hour after the
    violation; and one more a week after it, past the deadline to answer online (R24)."""
    if not journeys:
        return
    late = Journey("ticket", journeys[0].steps[:2], "stop:ticket_past_deadline")
    now = walker.services.now()
    for journey, ago in [*((j, timedelta(hours=1)) for j in journeys), (late, timedelta(days=8))]:
        number = f"CT-{next(_ticket_numbers)}"
        code = await officer.enter_ticket(number, now - ago, walker.driver.language)
        if code is None:
            walker.findings.add(
                f"{walker.where} {journey.name}", ["the officer got no answer code"]
            )
            continue
        await walker.walk(journey, fills={"ticket_number": number, "answer_code": code})


async def _redeem_seized(
    walker: Walker, dogs: Kennel, officer: Console, journeys: list[Journey]
) -> None:
    """Each redemption of a dog of the resident's the officer seized a moment ago, in the
    console; and one of a dog seized with no tag, never licensed: licensed first (69-11E)."""
    if not journeys:
        return
    unlicensed = Journey("redeem", journeys[0].steps[:1], "stop:redeem_license_first")
    for journey in [*journeys, unlicensed]:
        tag = "" if journey is unlicensed else await dogs.provide("Bella", use_up=False)
        reference = await officer.seize(tag or "")
        if reference is None or tag is None:
            walker.findings.add(f"{walker.where} {journey.name}", ["the officer seized no dog"])
            continue
        await walker.walk(journey, fills={"seizure": reference})


async def _a_year_later(walker: Walker, dogs: Kennel, renewal: Journey) -> None:
    """The starting states only time makes: licenses lapsed (a renewal counts from today,
    R14), and dogs that died or went to a new owner, whose tags no longer renew anything."""
    gone = [dog for dog in walker.licensed if dog.gone_by == "death"]
    await _walk_with_dogs(walker, dogs, renewal)
    for dog in gone[:1]:
        name = f"{walker.where} renewal of {dog.name}, reported dead, a year later"
        await walker.expect_refusal(name, "renewal", Answer("text", dog.tag, "a gone dog's tag"))


async def _error_pages_speak(walker: Walker, driver: WebDriver) -> None:
    """A page that is not there, or a form posted without its token, in the resident's language."""
    for method, path in (
        ("GET", "/forms/no-such-form"),
        ("GET", "/nowhere"),
        ("POST", "/forms/license"),
    ):
        walker.tally.walked += 1
        pages = {}
        for language in ("en", driver.language):
            driver.client.cookies.set("lang", language)
            response = await driver.client.request(method, path)
            pages[language] = " ".join(visible_html(response.text).split())
        driver.client.cookies.set("lang", driver.language)
        if pages["en"] == pages[driver.language]:
            shown = pages["en"][:80]
            walker.findings.add(
                f"{walker.where} {method} {path}", [f"the error page is in English only: {shown!r}"]
            )


async def _unknown_command(walker: Walker, driver: BotDriver) -> None:
    """A command the bot does not know gets an answer (what it can do), never silence."""
    walker.tally.walked += 1
    screen = await driver.say("/admin")
    problems = [*screen.problems, *plain_problems(screen.everything)]
    walker.findings.add(f"{walker.where} unknown command /admin", problems)


async def _walk_with_dogs(walker: Walker, dogs: Kennel, journey: Journey) -> None:
    tags = {}
    for role in kennel.roles_in(journey):
        uses_up = journey.flow in kennel.USES_UP_ITS_DOG
        tag = await dogs.provide(role, use_up=uses_up, by=journey.flow)
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
    fake: FakeTelegram | None,
) -> Driver:
    if channel == "web":
        secret = services.settings.session_secret.get_secret_value()
        return WebDriver(base_url, language, secret)
    if channel == "terminal":
        return TerminalDriver(services.settings, language, folder)
    if channel == "chromium":
        secret = services.settings.session_secret.get_secret_value()
        return await stack.enter_async_context(chromium(base_url, language, secret))
    assert fake is not None, "the bot's town has the Bot API stand-in running"
    return BotDriver(fake, language)


@contextmanager
def _in_memory(folder: Path) -> Iterator[Path]:
    """The towns' SQLite files in RAM when the machine has it (tmpfs): no fsync per answer."""
    if not RAM.is_dir():
        yield folder
        return
    with tempfile.TemporaryDirectory(dir=RAM, prefix="journeys-") as ram:
        yield Path(ram)


async def explore(
    folder: Path,
    channels: tuple[str, ...] = CHANNELS,
    languages: tuple[str, ...] = LANGUAGES,
    *,
    postgres_url: str | None = None,
    browser: bool = True,
) -> Exploration:
    """Everything on SQLite; a sample in Chromium and a sample on PostgreSQL."""
    exploration = Exploration()
    started = time.monotonic()
    with _in_memory(folder) as folder, LogWatch() as logs:
        # Channels wait on each other's replies far more than they compute: run them side by side.
        at_once = asyncio.Semaphore(PARALLEL)

        async def one(channel: str, languages: tuple[str, ...]) -> None:
            async with at_once:
                await explore_one(channel, languages, folder, exploration, logs)

        async def sample(channel: str, language: str, choose: Choose, url: str | None) -> None:
            async with at_once:
                await explore_one(
                    channel, (language,), folder, exploration, logs, choose=choose, database_url=url
                )

        samples = []
        if browser and HAS_CHROMIUM:  # a browser is slow: a few journeys, as a person taps them
            samples.append(sample("chromium", "en", first_of("license", "lost"), None))
            samples.append(sample("chromium", "es", first_of("renewal"), None))
        if postgres_url:
            samples.append(
                sample("web", "es", first_of("license", "renewal", "address"), postgres_url)
            )
        # The terminal has one resident per town: a town per language there.
        towns = [(c, (lang,)) for c in channels if c == "terminal" for lang in languages]
        towns += [(c, languages) for c in channels if c != "terminal"]
        await asyncio.gather(*(one(c, langs) for c, langs in towns), *samples)
    exploration.seconds = time.monotonic() - started
    return exploration


__all__ = ["Dog", "Exploration", "explore"]
