"""The explorer's relay phase (issue 29 item 5, issue 32 item 4): a finder on the web reports the
walker's dog found and asks to hear back through the Town; the owner (the walker, on its own
channel) and the finder write to each other (Reply, both ways) and share contact details (Share,
both ways: the finder gives a name and a phone first, each sees what would be sent).

The finder is a second resident of the same town, on the web, as a person reached by e-mail
opens the relay's link: the link is made here with the town's secret, not read from a mailbox.
"""

from __future__ import annotations

import httpx
from sqlalchemy import select
from telegram import Bot

from doglicense.bot import render
from doglicense.flows.registry import FLOWS
from doglicense.law import load_town
from doglicense.mail.links import reply_link
from doglicense.storage.models import Record
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates.language import speaking
from tests.journeys import kennel
from tests.journeys.answers import TEXT
from tests.journeys.drivers import Screen
from tests.journeys.drivers.bot import BotDriver
from tests.journeys.drivers.terminal import OPTION, TerminalDriver
from tests.journeys.drivers.web import WebDriver
from tests.journeys.planner import Journey, plan_flow
from tests.journeys.runner import Walker

FINDER = ("Sam Finder", "315-555-0142")  # what the finder gives when asked, before sharing
OWNER_WRITES, FINDER_WRITES = "Thank you, I am on my way", "She is with me, in the yard"


class Finder(WebDriver):
    """The finder, on the web, beside the resident walked."""

    label = "web-finder"


def heard_by_email(walker: Walker) -> Journey | None:
    """The web's found journey for a tagged dog whose finder hears back through the Town."""
    today = walker.services.clock().today
    context = kennel.planning_context("found", load_town(), today, "web")
    for journey in plan_flow(FLOWS["found"], context).journeys:
        answers = journey.answers()
        way_back, tag = answers.get("finder_contact"), answers.get("found_tag")
        relayed = way_back is not None and way_back.value == "chat"
        if journey.ends == "finished" and relayed and tag is not None and tag.kind == "text":
            return journey
    return None


def link_path(walker: Walker, reference: str, resident_id: int) -> str:
    """The e-mail's "Write back" link for this side, on the town's own server."""
    return httpx.URL(reply_link(walker.services.settings, reference, resident_id)).path


class Owner:
    """The owner's side of the relay on the walker's channel: what the Town sent, Reply, Share
    and "Share these details"."""

    def __init__(self, walker: Walker, bot: Bot | None, reference: str, owner_id: int) -> None:
        self.walker, self.bot, self.driver = walker, bot, walker.driver
        self.link = link_path(walker, reference, owner_id)
        self.last = Screen("")

    def _label(self, key: str) -> str:
        with speaking(self.driver.language):
            return render.button_label(key)

    async def news(self) -> Screen:
        driver = self.driver
        if isinstance(driver, BotDriver) and self.bot is not None:
            self.last = await driver.news(self.walker.services, self.bot)
        elif isinstance(driver, TerminalDriver):
            self.last = await driver.type("/status")
        elif isinstance(driver, WebDriver):
            self.last = await driver.open(self.link)
        return self.last

    async def press(self, key: str) -> Screen:
        label, driver = self._label(key), self.driver
        if isinstance(driver, BotDriver):
            try:
                driver.user.press(label)
            except LookupError:
                return Screen("", problems=[f"no button {label!r} to press"])
            self.last = await driver._replies()
        elif isinstance(driver, TerminalDriver):
            numbers = [n for n, shown in OPTION.findall(self.last.text) if shown == label]
            if not numbers:
                return Screen("", problems=[f"no numbered choice {label!r}"])
            self.last = await driver.type(numbers[-1])
        elif isinstance(driver, WebDriver):  # the reply page's own buttons
            step = {"reply": None, "share_details": "yes", "share_these": "agree"}[key]
            if step is not None:
                self.last = await _post(driver, self.link, {"share": step})
        return self.last

    async def write(self, words: str) -> Screen:
        driver = self.driver
        if isinstance(driver, BotDriver):
            driver.user.say(words)
            self.last = await driver._replies()
        elif isinstance(driver, TerminalDriver):
            self.last = await driver.type(words)
        elif isinstance(driver, WebDriver):
            self.last = await _post(driver, self.link, {"words": words})
        return self.last


async def _post(driver: WebDriver, link: str, data: dict[str, str]) -> Screen:
    return await driver._go("POST", link, data=data)


async def walked(walker: Walker, tag: str, bot: Bot | None) -> None:
    """The relay, both ways, with the walker's dog on `tag` as the dog found."""
    where = f"{walker.where} the found-dog relay"
    journey = heard_by_email(walker)
    if journey is None:
        walker.findings.add(where, ["no web found journey hears back through the Town"])
        return
    secret = walker.services.settings.session_secret.get_secret_value()
    base_url = str(walker.console.client.base_url)
    finder_driver = Finder(base_url, walker.driver.language, secret)
    try:
        finder = Walker(
            finder_driver,
            walker.services,
            walker.console,
            walker.findings,
            walker.tally,
            walker.logs,
        )
        if not await finder.walk(journey, fills={"found_tag": tag}):
            return
        await _both_ways(walker, finder, finder_driver, bot, where)
    finally:
        await finder_driver.close()


async def _both_ways(
    walker: Walker, finder: Walker, finder_driver: Finder, bot: Bot | None, where: str
) -> None:
    async with walker.services.db.session() as session:
        finder_row = await finder_driver.resident(session)
        owner_row = await walker.driver.resident(session)
        finder_id = finder_row.id if finder_row else 0
        report = await session.scalar(
            select(Record)
            .where(Record.kind == "found", Record.resident_id == finder_id)
            .order_by(Record.id.desc())
        )
    if report is None or finder_row is None or owner_row is None:
        walker.findings.add(where, ["the finder's report or the owner is not on file"])
        return
    owner = Owner(walker, bot, report.reference, owner_row.id)
    finder_link = link_path(walker, report.reference, finder_row.id)
    keep = [TEXT["found_message"], OWNER_WRITES, FINDER_WRITES, *FINDER]
    walker.tally.walked += 1

    def seen(step: str, screen: Screen, needs: str = "") -> None:
        walker.tally.steps += 1
        walker.check(f"{where} @{step}", screen, None, keep)
        if needs and needs not in screen.text:
            shown = " ".join(screen.text.split())[:160]
            walker.findings.add(f"{where} @{step}", [f"{needs!r} is not shown; shown: {shown!r}"])

    chat = not isinstance(walker.driver, WebDriver)
    seen("the owner told", await owner.news(), TEXT["found_message"] if chat else "")
    seen("the owner's Reply", await owner.press("reply"))
    seen("the owner writes", await owner.write(OWNER_WRITES))
    opened = await finder_driver.open(finder_link)
    finder.check(f"{where} @the finder's link", opened, None, keep)
    answered = await _post(finder_driver, finder_link, {"words": FINDER_WRITES})
    finder.check(f"{where} @the finder writes back", answered, None, keep)
    seen("the finder's words", await owner.news(), FINDER_WRITES if chat else "")
    seen("the owner's Share", await owner.press("share_details"))
    seen("the owner agrees", await owner.press("share_these"))
    asked = await _post(finder_driver, finder_link, {"share": "yes"})
    finder.check(f"{where} @the finder's Share", asked, None, keep)
    if 'name="name"' not in finder_driver.page or 'name="phone"' not in finder_driver.page:
        walker.findings.add(where, ["the finder with no details was not asked a name and phone"])
    name, phone = FINDER
    details = {"share": "details", "name": name, "phone": phone}
    given = await _post(finder_driver, finder_link, details)
    finder.check(f"{where} @the finder's details", given, None, keep)
    agreed = await _post(finder_driver, finder_link, {"share": "agree"})
    finder.check(f"{where} @the finder agrees", agreed, None, keep)
    seen("the details shared", await owner.news(), name if chat else "")
    await _shared_both_ways(walker, report.id, owner_row.id, finder_row.id, where)


async def _shared_both_ways(
    walker: Walker, report_id: int, owner_id: int, finder_id: int, where: str
) -> None:
    """Each side was sent the other's details, the owner the finder's name and phone."""
    async with walker.services.db.session() as session:
        sent = (
            await session.scalars(
                select(OutboxMessage).where(OutboxMessage.template == "relay_shared")
            )
        ).all()
    to = {m.resident_id: m.context for m in sent if f"relay_shared:{report_id}:" in m.key}
    problems = []
    if set(to) != {owner_id, finder_id}:
        problems.append(f"the details did not go both ways (sent to {sorted(to)})")
    about_finder = to.get(owner_id, {})
    if about_finder.get("their_name") != FINDER[0] or not about_finder.get("their_phone"):
        problems.append(f"the owner was not sent the finder's name and phone: {about_finder}")
    walker.findings.add(where, problems)
