"""The explorer's correction phase (issue 29 item 2, decision 0035): a license paid at the counter
is returned by the clerk about spaying and corrected by the resident on the channel walked; a
raised fee asks for the difference, which the clerk takes at the counter, and a lowered fee
refunds the difference only; then the clerk approves.

The explorer's towns take no cards (no Stripe key): the difference is asked with the counter as
the one way to pay; paying it by card is tests/test_correction_fee_difference.py's.
"""

from __future__ import annotations

import re

from sqlalchemy import select
from telegram import Bot

from doglicense.bot import render
from doglicense.flows.pieces import CONFIRM, Ask
from doglicense.law import load_town
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment, Refund
from doglicense.templates import money
from doglicense.templates.language import gettext, speaking
from tests.journeys import kennel
from tests.journeys.answers import Answer, options
from tests.journeys.checks import visible_html
from tests.journeys.clerk import CSRF
from tests.journeys.drivers import Screen
from tests.journeys.drivers.bot import BotDriver
from tests.journeys.drivers.terminal import TerminalDriver
from tests.journeys.drivers.web import WebDriver
from tests.journeys.planner import Journey
from tests.journeys.runner import Walker

MAX_STEPS = 12
AMOUNT = re.compile(r'name="amount" inputmode="decimal" value="([\d.]+)"')
PLACEHOLDER = re.compile(r"%\(\w+\)s")
NOTE = {
    "en": "Please check: is {dog} spayed or neutered? The vet's letter says otherwise.",
    "es": "Por favor, revise: ¿está {dog} esterilizado o castrado? El veterinario dice otra cosa.",
}
PAID = "Already paid: %(paid)s"
STILL_TO_PAY = "Still to pay: %(difference)s, the difference."
REFUNDED_TO_YOU = "To be refunded to you: %(difference)s, the difference."
PAY_AT_COUNTER = (
    "Please pay the difference of %(difference)s at the Town Clerk's office "
    "(%(address)s, %(hours)s). Bring this reference."
)
REFUNDED = (
    "The fee is now %(fee)s: the %(difference)s you paid beyond it is refunded, to your card "
    "or at the Town Clerk's office if you paid there."
)


class Applicant(Walker):
    """The walker licensing a dog the clerk will return: the record is left in the queue, its
    fee not yet taken, for the correction to start from."""

    made: Record | None = None

    async def ended(
        self, journey: Journey, name: str, screen: Screen, before: Record | None, own_dog: str
    ) -> bool:
        _, record = await self.latest_record()
        if record is None or (before is not None and record.id == before.id):
            self.findings.add(name, ["the license to correct made no record"])
            return False
        if record.reference not in screen.text:
            self.findings.add(name, [f"the reference {record.reference} is not shown"])
        self.made = record
        return True


async def walked(walker: Walker, bot: Bot | None) -> None:
    """Both corrections, the fee raised ($5 -> $15) and lowered ($15 -> $5), on this walker."""
    for spayed_first in (True, False):
        await _corrected(walker, bot, spayed_first=spayed_first)


async def _corrected(walker: Walker, bot: Bot | None, *, spayed_first: bool) -> None:
    way = "raised" if spayed_first else "lowered"
    walker.tally.walked += 1
    where = f"{walker.where} a correction that {way} the fee"
    record = await _licensed_and_paid(walker, spayed_first, where)
    if record is None:
        return
    dog = str(record.answers.get("dog_name", ""))
    note = NOTE.get(walker.driver.language, NOTE["en"]).format(dog=dog)
    if not await _returned(walker, record, note, where):
        return
    typed = [str(v) for v in record.answers.values() if isinstance(v, str)]
    keep = [note, walker.email, record.reference, *typed]
    screen = await _told(walker, bot, record.reference)
    if note not in " ".join(screen.text.split()):
        walker.findings.add(f"{where} @told", ["the clerk's note is not shown to the resident"])
    wanted = {"spayed_neutered": Answer("choice", "no" if spayed_first else "yes")}
    asked, summary, done = await _answered(walker, screen, wanted, keep, where)
    paid = record.fee_cents
    async with walker.services.db.session() as session:
        after = await session.get(Record, record.id)
        refunds = (
            await session.scalars(
                select(Refund).join(Payment).where(Payment.record_id == record.id)
            )
        ).all()
    if after is None or after.status != "resubmitted":
        shown = after.status if after else None
        walker.findings.add(where, [f"the correction left the record {shown}, not resubmitted"])
        return
    fee, language = after.fee_cents, walker.driver.language
    problems = []
    if (fee > paid) != spayed_first or fee == paid:
        problems.append(f"the fee went from {money(paid)} to {money(fee)}")
    if ("payment" in asked) != (fee > paid):
        problems.append(f"how to pay was {'' if 'payment' in asked else 'not '}asked ({asked})")
    difference = abs(fee - paid)
    rest = STILL_TO_PAY if fee > paid else REFUNDED_TO_YOU
    lines = [_said(language, PAID, paid=money(paid))]
    lines.append(_said(language, rest, difference=money(difference)))
    problems += [f"the summary does not say {s!r}" for s in lines if s not in _flat(summary)]
    message = PAY_AT_COUNTER if fee > paid else REFUNDED
    problems += [
        f"the last screen does not say {piece!r} (of {message[:40]!r})"
        for piece in _pieces(language, message, [money(difference)])
        if piece not in _flat(done)
    ]
    given_back = [(r.amount_cents, r.status) for r in refunds]
    if given_back != ([] if fee > paid else [(difference, "due_at_counter")]):
        problems.append(f"refunds {given_back} for a fee {way} by {money(difference)}")
    walker.findings.add(where, problems)
    await _approved(walker, after, difference if fee > paid else 0, where)


async def _licensed_and_paid(walker: Walker, spayed: bool, where: str) -> Record | None:
    """A license by the flow on the walker's channel, its fee taken at the counter."""
    channel = "web" if walker.driver.channel == "web" else "telegram"
    today = walker.services.clock().today
    context = kennel.planning_context("license", load_town(), today, channel)
    journey = kennel.recipe(kennel.Role(spayed=spayed, rabies="late"), "Recipe", context)
    applicant = Applicant(
        walker.driver,
        walker.services,
        walker.console,
        walker.findings,
        walker.tally,
        walker.logs,
        names=walker.names,
        fed_bad=walker.fed_bad,
        went_back=walker.went_back,
    )
    if not await applicant.walk(journey) or applicant.made is None:
        return None
    record = applicant.made
    problems = await _pay_at_counter(walker, record.id, record.fee_cents)
    walker.findings.add(f"{where} @counter {record.reference}", problems)
    return None if problems else record


async def _pay_at_counter(walker: Walker, record_id: int, owed: int) -> list[str]:
    """The clerk takes what the record's page says is owed, which must be `owed`."""
    client, path = walker.console.client, f"/clerk/records/{record_id}"
    page = await client.get(path)
    amount, csrf = AMOUNT.search(page.text), CSRF.search(page.text)
    if amount is None or csrf is None:
        return [f"the console offers no counter payment on {path}"]
    if amount.group(1) != f"{owed // 100}.{owed % 100:02d}":
        return [f"the counter form asks {amount.group(1)}, {money(owed)} is owed"]
    paid = await client.post(
        f"{path}/payments",
        data={
            "csrf_token": csrf.group(1),
            "method": "cash",
            "receipt_number": f"C-{record_id}-{owed}",
            "amount": amount.group(1),
        },
    )
    if "paid_at_counter" not in paid.headers.get("location", ""):  # the console's redirect
        return [f"the counter payment was refused: {visible_html(paid.text)[:120]!r}"]
    return []


async def _returned(walker: Walker, record: Record, note: str, where: str) -> bool:
    """The clerk returns the record from its page, for the spaying answer, with a note."""
    client, path = walker.console.client, f"/clerk/records/{record.id}"
    page = await client.get(path)
    csrf = CSRF.search(page.text)
    if f'action="{path}/return"' not in page.text or csrf is None:
        walker.findings.add(where, ["the console offers no return for a correction"])
        return False
    data = {"csrf_token": csrf.group(1), "question": "spayed_neutered", "note": note}
    sent = await client.post(f"{path}/return", data=data)
    if "returned" not in sent.headers.get("location", ""):
        walker.findings.add(where, [f"the return was refused: {visible_html(sent.text)[:120]!r}"])
        return False
    return True


async def _told(walker: Walker, bot: Bot | None, reference: str) -> Screen:
    """What the resident sees of the return: the bot's message, the terminal's news at
    /status, the web's status page and its "Make the correction"."""
    driver = walker.driver
    if isinstance(driver, BotDriver) and bot is not None:
        return await driver.news(walker.services, bot)
    if isinstance(driver, TerminalDriver):
        return await driver.type("/status")
    assert isinstance(driver, WebDriver)
    status = await driver.status_page()
    if status is None:
        return Screen("", problems=["the web resident has no status page"])
    walker.check(f"{walker.where} correction {reference} @status page", status, None, [])
    link = next((a for a in driver.reader.links if a.endswith(f"/correct/{reference}")), None)
    if link is None:
        return Screen(status.text, problems=["the status page has no Make the correction"])
    driver.flow = "license"
    opened = await driver.open(link)
    opened.text = f"{status.text}\n{opened.text}"  # the note is on the status page
    return opened


async def _answered(
    walker: Walker, screen: Screen, wanted: dict[str, Answer], keep: list[str], where: str
) -> tuple[list[str], str, str]:
    """The questions returned answered, the summary confirmed: the questions asked, the
    summary's words and the last screen's."""
    asked: list[str] = []
    summary = ""
    turn = await walker.observe()
    # Every channel asks the question again with its choices: the bot under its notice (issue 29).
    walker.check(f"{where} @told", screen, turn, keep)
    if isinstance(walker.driver, BotDriver) and turn and isinstance(turn.outcome, Ask):
        labels = [_label(walker, turn.outcome, c.key) for c in turn.outcome.choices]
        if missing := [label for label in labels if label not in screen.buttons]:
            walker.findings.add(f"{where} @told", [f"the notice has no buttons {missing}"])
    for _ in range(MAX_STEPS):
        if turn is None or not isinstance(turn.outcome, Ask):
            break
        ask = turn.outcome
        if ask.question is None:
            summary = screen.text
            screen = await walker.driver.give(Answer("choice", CONFIRM), ask)
            turn = await walker.observe()
            walker.check(f"{where} @confirmed", screen, turn, keep)
            break
        key = ask.question.key
        asked.append(key)
        answer = wanted.get(key) or options(ask.question, turn.state.answers, turn.context)[0]
        screen = await walker.driver.give(answer, ask)
        turn = await walker.observe()
        walker.check(f"{where} @{key}", screen, turn, keep)
        walker.tally.steps += 1
    else:
        walker.findings.add(where, [f"the correction did not end in {MAX_STEPS} steps"])
    if not summary:
        walker.findings.add(where, [f"no summary was shown; asked {asked}"])
    return asked, summary, screen.text


async def _approved(walker: Walker, record: Record, owed: int, where: str) -> None:
    """The difference taken at the counter when one is owed; then the clerk approves."""
    if owed:
        walker.findings.add(f"{where} @counter", await _pay_at_counter(walker, record.id, owed))
    problems = await walker.console.review(
        record.id, record.resident_id or 0, shown=[], fee_cents=record.fee_cents
    )
    async with walker.services.db.session() as session:
        final = await session.get(Record, record.id)
    if final is None or final.status != "approved":
        problems.append(f"the clerk could not approve it ({final.status if final else None})")
    walker.findings.add(f"{where} @console {record.reference}", problems)


def _label(walker: Walker, ask: Ask, key: str) -> str:
    """A choice's words as the resident reads them on its button."""
    [choice] = [c for c in ask.choices if c.key == key]
    with speaking(walker.driver.language):
        return render.button_label(choice.label, choice.params)


def _said(language: str, message: str, **values: str) -> str:
    with speaking(language):
        return _flat(gettext(message) % values)


def _pieces(language: str, message: str, values: list[str]) -> list[str]:
    """The words of a message around its placeholders, in the language, and the values."""
    with speaking(language):
        translated = gettext(message)
    pieces = [_flat(p).strip(" .,:;()") for p in PLACEHOLDER.split(translated)]
    return [p for p in pieces if len(p) >= 8] + values


def _flat(text: str) -> str:
    return " ".join(text.split())
