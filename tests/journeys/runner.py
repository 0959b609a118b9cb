"""The runner: every planned journey on one channel in one language, checked at each step.

One resident per channel and language walks the license journeys first (the dogs they license
are approved by the clerk and become the later journeys' starting dogs), then renewals and the
reports. At each step the resident's draft is read back (read only) to know which question the
service is asking, and what the resident saw is checked against it.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select

from doglicense.bot import render
from doglicense.flows import engine, redeem
from doglicense.flows.answers.parsers import DOG_PREFIX
from doglicense.flows.pieces import CONFIRM, Ask, Context, Kind
from doglicense.flows.registry import flow_named
from doglicense.law import (
    license_fee,
    penalty_cents,
    renewal_due_from,
    replacement_tag_fee,
    ticket_security,
)
from doglicense.office.records.submissions import PROOF_AWAITED
from doglicense.office.seizures.online_redemption import held_dogs
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.service.turns import Turn
from doglicense.storage.models import Dog as DogOnRegister
from doglicense.storage.models import Record
from doglicense.storage.repositories import dogs_of
from doglicense.templates import QUESTIONS, macro
from doglicense.templates.language import LANGUAGES, gettext, speaking
from tests.journeys import collect, kennel, readings
from tests.journeys.answers import Answer, bad_answer, options, to_input
from tests.journeys.checks import (
    Findings,
    LogWatch,
    channel_problems,
    plain_problems,
    spanish_problems,
)
from tests.journeys.clerk import Console
from tests.journeys.drivers import Driver, Screen
from tests.journeys.later_proof import send_later
from tests.journeys.planner import Journey, Plan

MAX_STEPS = 60
VERBOSE = bool(os.environ.get("JOURNEYS_VERBOSE"))
NOT_SHOWN_ON_CONSOLE = {"address_zip", "found_tag", "ticket_number", "answer_code", "seizure"}
# A lost dog's license still runs; a dog given on in the Town is the new owner's to license.
LICENSE_ENDED = ("dead", "moved_away", "transferred", "given_in_town")
OFFICE_DECIDES = {
    "ticket_unchecked",
    "redeem_unchecked",
}  # the pure engine waits for office/ticket_answers here


@dataclass
class Tally:
    walked: int = 0
    steps: int = 0


@dataclass
class Dog:
    name: str
    role: kennel.Role
    uses: int = 0
    used_up: bool = False
    tag: str = ""
    gone_by: str = ""  # the report that took it (death: its tag renews nothing any more)


@dataclass
class Walker:
    """One resident on one channel, in one language, and the clerk who answers them."""

    driver: Driver
    services: Services
    console: Console
    findings: Findings
    tally: Tally
    logs: LogWatch
    names: Iterator[str] = field(default_factory=kennel.dog_names)
    licensed: list[Dog] = field(default_factory=list)
    fills: dict[str, str] = field(default_factory=dict)  # dogs this resident's journeys licensed
    fed_bad: set[tuple[str, str]] = field(default_factory=set)
    went_back: set[str] = field(default_factory=set)
    signed_in_elsewhere: bool = False

    @property
    def where(self) -> str:
        return f"{getattr(self.driver, 'label', self.driver.channel)}/{self.driver.language}"

    # What the service is doing, read back.

    async def observe(self) -> Turn | None:
        async with self.services.db.session() as session:
            resident = await self.driver.resident(session)
            if resident is None:
                return None
            return await conversation.resume(
                session,
                resident,
                self.services.clock(),
                card_payments=self.services.card_payments,
                channel=self.driver.channel,
            )

    async def latest_record(self) -> tuple[int, Record | None]:
        async with self.services.db.session() as session:
            resident = await self.driver.resident(session)
            if resident is None:
                return 0, None
            query = select(Record).where(Record.resident_id == resident.id)
            record = (await session.execute(query.order_by(Record.id.desc()))).scalars().first()
            return resident.id, record

    # Checks of one screen.

    def check(self, where: str, screen: Screen, turn: Turn | None, keep: list[str]) -> None:
        problems = [
            *screen.problems,
            *plain_problems(screen.everything),
            *channel_problems(self.driver.channel, screen.everything),
            *self.logs.take(self.driver.channel),
        ]
        if turn is not None and isinstance(turn.outcome, Ask):
            try:
                with speaking(self.driver.language):
                    heading = _first_line(turn)
            except Exception as error:
                heading = ""
                problems.append(f"the question {turn.outcome.key} cannot be worded: {error!r}")
            if heading and heading not in _flat(screen.text):
                problems.append(self.missing_question(turn, screen))
        if self.driver.language != "en":
            english = ""
            if turn is not None and not isinstance(turn.outcome, engine.Finished):
                try:
                    with speaking("en"):
                        english = _plain(render.turn_message(turn).text)
                except Exception:
                    english = ""
            town = self.services.town
            names = [town.name, town.clerk_office_address, town.court_name, *keep]
            english += "\n" + town.clerk_office_hours  # the town's file is written in English
            problems += spanish_problems(screen.everything, english, names)
        self.findings.add(where, problems)

    def missing_question(self, turn: Turn, screen: Screen) -> str:
        """Why the question is not on the screen: another language's words, or not at all."""
        key = turn.outcome.key if isinstance(turn.outcome, Ask) else "?"
        for other in LANGUAGES:
            if other == self.driver.language:
                continue
            try:
                with speaking(other):
                    heading = _first_line(turn)
            except Exception:
                heading = ""
            if heading and heading in _flat(screen.text):
                return f"the question {key} was asked in another language ({other})"
        return f"the screen does not show the question {key}"

    # A journey.

    async def walk(
        self,
        journey: Journey,
        *,
        dog_names: dict[str, str] | None = None,
        fills: dict[str, str] | None = None,
        start: Callable[[], Awaitable[Screen]] | None = None,
        given_dog: str = "",
    ) -> bool:
        """Walk one journey; True when it ended as planned. `fills`: typed answers only the
        service knows (a ticket's number and the answer code printed on it). `start`: how the
        flow begins when not by its command (a new owner's transfer code), `given_dog` the name
        of the dog it brings."""
        tags = dict(dog_names or {})
        self.fills = dict(fills or {})
        name = f"{self.where} {journey.name}"
        self.tally.walked += 1
        if VERBOSE:
            print(f"{stamp()} {name}", flush=True)
        own_dog = ""
        if journey.flow == "license" and journey.ends == "finished":
            own_dog = given_dog or next(self.names)
        typed = shown_on_console(journey, own_dog)
        keep = [*typed, self.email, own_dog, *tags.values(), *(d.name for d in self.licensed)]
        _, before = await self.latest_record()
        screen = await (start() if start else self.driver.begin(journey.flow))
        turn = await self.observe()
        self.check(f"{name} @start", screen, turn, keep)
        asked: dict[str, int] = {}
        for _ in range(MAX_STEPS):
            if turn is None or not isinstance(turn.outcome, Ask):
                break
            self.tally.steps += 1
            ask = turn.outcome
            if ask.question is None:
                self.check_summary(f"{name} @summary", screen, typed)
                screen = await self.driver.give(Answer("choice", CONFIRM), ask)
                turn = await self.observe()
                self.check(f"{name} @confirmed", screen, turn, keep)
                continue
            key = ask.question.key
            answer = journey.answer_for(key, asked.get(key, 0))
            asked[key] = asked.get(key, 0) + 1
            if answer is None:  # the dog on file differs from the plan's: the ordinary answer
                answer = options(ask.question, turn.state.answers, turn.context)[0]
            answer = self.resolve(answer, key, own_dog, tags)
            if key == redeem.COLLECT_DAY:  # the plan's nth day to collect: today's nth
                answer = collect.meant(answer, ask, self.fills)
            await self.try_bad(journey.flow, name, turn, keep, screen)
            if len(turn.state.history) >= 2 and journey.flow not in self.went_back:
                self.went_back.add(journey.flow)
                last = turn.state.history[-1]
                again = journey.answer_for(last, max(0, asked.get(last, 1) - 1))
                if again is not None:
                    await self.try_back(name, turn, keep, self.resolve(again, last, own_dog, tags))
            if read := await readings.read_two_ways(self, name, turn, answer, keep):
                screen, turn = read, await self.observe()  # the reading meant, tapped
                continue
            trial = engine.DraftState.from_json(turn.state.to_json())
            expected = engine.advance(turn.flow, trial, to_input(answer), turn.context)
            screen = await self.driver.give(answer, ask)
            if isinstance(expected, engine.Stop) and expected.reason not in OFFICE_DECIDES:
                self.check_stop(f"{name} @{key}", screen, turn, expected, keep)
                break
            turn = await self.observe()
            self.check(f"{name} @{key}", screen, turn, keep)
            stuck = turn is not None and isinstance(turn.outcome, Ask) and turn.outcome.key == key
            if screen.problems and stuck:
                return False  # the channel could not take the answer: nothing more to see
        return await self.ended(journey, name, screen, before, own_dog)

    def resolve(self, answer: Answer, key: str, own_dog: str, tags: dict[str, str]) -> Answer:
        """A role's dog by its real tag; a new license's dog by its own name."""
        if answer.kind == "choice" and answer.value.startswith(DOG_PREFIX):
            role = answer.value.removeprefix(DOG_PREFIX)
            return Answer("choice", DOG_PREFIX + tags.get(role, role), answer.name)
        if key == "dog_name" and own_dog:
            return Answer("text", own_dog, "dog")
        if key in self.fills and answer.kind == "text":
            return Answer("text", self.fills[key], answer.name)
        if key == "email" and answer.kind == "text":  # one person per walker, not all of them
            return Answer("text", self.email, answer.name)
        return answer

    @property
    def email(self) -> str:
        label = getattr(self.driver, "label", self.driver.channel)
        return f"jane.{label}.{self.driver.language}@example.org"

    async def try_bad(
        self, flow: str, name: str, turn: Turn, keep: list[str], shown: Screen
    ) -> None:
        """One refused answer per question: the same question again, with why, nothing lost."""
        ask = turn.outcome
        assert isinstance(ask, Ask) and ask.question is not None
        if (flow, ask.question.key) in self.fed_bad:
            return
        self.fed_bad.add((flow, ask.question.key))
        bad = bad_answer(turn.flow, turn.state, turn.context)
        if bad is None:
            return
        self.tally.steps += 1
        screen = await self.driver.give(bad, ask)
        after = await self.observe()
        where = f"{name} @{ask.question.key} refused {bad.value!r}"
        self.check(where, screen, after, keep)
        problems = []
        if after is None or not isinstance(after.outcome, Ask) or after.outcome.key != ask.key:
            problems.append("a refused answer did not ask the same question again")
        elif after.state.answers != turn.state.answers:
            lost = sorted(set(turn.state.answers) ^ set(after.state.answers))
            problems.append(f"a refused answer changed the answers kept: {lost}")
        # The web sends nothing typed where its page has no text box (Continue, nothing chosen).
        no_box = self.driver.channel == "web" and shown.typed_in is None
        given = engine.Input(engine.InputKind.OTHER) if no_box else to_input(bad)
        trial = engine.DraftState.from_json(turn.state.to_json())
        outcome = engine.advance(turn.flow, trial, given, turn.context)
        if isinstance(outcome, Ask) and outcome.refusal is not None:
            reason = outcome.refusal.reason
            if not self.explained(screen, outcome.refusal):
                problems.append("a refused answer was not told why")
            if no_box and reason == "text_expected" and self.says(screen, outcome.refusal):
                problems.append("buttons left unchosen are refused with 'Please type your answer'")
            if reason == "tag_not_yours" and not bad.value.strip("# ").isdigit():
                problems.append(f"words that are not a tag number ({bad.value!r}) called a tag")
        self.findings.add(where, problems)

    async def expect_refusal(self, name: str, flow: str, answer: Answer) -> None:
        """An answer the engine refuses at the first question of `flow` (a dead dog's tag to
        renew): the resident is told why and asked again."""
        self.tally.walked += 1
        shown = await self.driver.begin(flow)
        turn = await self.observe()
        if turn is None or not isinstance(turn.outcome, Ask):
            self.findings.add(name, [f"the {flow} flow did not start", *shown.problems])
            return
        trial = engine.DraftState.from_json(turn.state.to_json())
        outcome = engine.advance(turn.flow, trial, to_input(answer), turn.context)
        if not isinstance(outcome, Ask) or outcome.refusal is None:
            self.findings.add(name, [f"the engine took {answer.value!r}"])
            return
        screen = await self.driver.give(answer, turn.outcome)
        after = await self.observe()
        self.check(name, screen, after, [answer.value])
        if (
            after is None
            or not isinstance(after.outcome, Ask)
            or after.outcome.key != turn.outcome.key
        ):
            self.findings.add(name, ["a refused answer did not ask the same question again"])
        if not self.explained(screen, outcome.refusal):
            self.findings.add(name, [f"refused ({outcome.refusal.reason}) without saying why"])

    def explained(self, screen: Screen, refusal: engine.Refusal) -> bool:
        with speaking(self.driver.language):
            error_word = gettext("Error")
        web_error = self.driver.channel == "web" and f"{error_word}:" in _flat(screen.text)
        return self.says(screen, refusal) or web_error

    def says(self, screen: Screen, refusal: engine.Refusal) -> bool:
        """The screen carries the chat's own words for this refusal."""
        with speaking(self.driver.language):
            params = {**refusal.params, "channel": self.driver.channel}  # no "tap" in the terminal
            why = _plain(macro(render.REFUSALS, refusal.reason, params))
        return _flat(why.split("\n")[0]) in _flat(screen.text)

    async def try_back(self, name: str, turn: Turn, keep: list[str], again: Answer) -> None:
        """Back forgets the last answer only, and asks its question again."""
        last = turn.state.history[-1]
        screen = await self.driver.back()
        after = await self.observe()
        where = f"{name} @back from {turn.outcome.key if isinstance(turn.outcome, Ask) else '?'}"
        self.check(where, screen, after, keep)
        problems = []
        if after is None or not isinstance(after.outcome, Ask):
            problems.append("Back ended the conversation")
        else:
            kept = {k: v for k, v in turn.state.answers.items() if k != last}
            if after.state.answers != kept:
                lost = sorted(set(kept) ^ set(after.state.answers))
                problems.append(f"Back changed other answers than {last}: {lost}")
            if after.outcome.key != last:
                problems.append(f"Back asked {after.outcome.key}, not {last} again")
            else:
                answer = turn.state.answers[last]
                emptied = screen.typed_in is not None and screen.typed_in != answer
                if emptied and isinstance(answer, str):
                    problems.append(f"Back shows {last} with the answer box emptied")
                screen = await self.driver.give(again, after.outcome)
                again_turn = await self.observe()
                self.check(f"{where} answered again", screen, again_turn, keep)
                if again_turn is None or again_turn.state.answers != turn.state.answers:
                    problems.append(f"{last} answered again did not give the answers back")
        self.findings.add(where, problems)

    async def check_status_page(self, where: str, resident_id: int) -> None:
        """After the clerk's decision, the resident's own pages (by the status link, and "My
        dogs" for this browser) tell the truth about each dog: a dog dead, moved away or given
        away has no license that "ends" in the future, and nothing to renew or report."""
        for name in ("status_page", "my_dogs_page"):
            page = getattr(self.driver, name, None)
            screen = await page() if page is not None else None
            if screen is not None:
                await self.check_dogs_page(f"{where} ({name})", screen, resident_id)
        elsewhere = getattr(self.driver, "signed_in_elsewhere", None)
        if elsewhere is not None and not self.signed_in_elsewhere:
            self.signed_in_elsewhere = True  # once a resident: links are limited per address
            screen = await elsewhere(self.services)
            if screen is not None:
                await self.check_dogs_page(f"{where} (signed in elsewhere)", screen, resident_id)

    async def check_dogs_page(self, where: str, screen: Screen, resident_id: int) -> None:
        self.check(where, screen, None, [])
        async with self.services.db.session() as session:
            dogs = await dogs_of(session, resident_id)
            gone = [d for d in dogs if d.status in LICENSE_ENDED]
            held = await held_dogs(session, resident_id)
        self.findings.add(where, self._renewals_offered(dogs))
        with speaking(self.driver.language):
            ends = gettext("license ends %(day)s").split("%(")[0].strip()
        for dog in gone:
            line = next((ln for ln in screen.text.splitlines() if dog.name in ln), "")
            if ends and ends in line:
                seen = f"a {dog.status} dog is listed with a license that ends, in {line.strip()!r}"
                self.findings.add(where, [seen])
            links = getattr(getattr(self.driver, "reader", None), "links", [])  # the web's
            offered = [link for link in links if f"?tag={dog.tag_number}" in link]
            if dog.id in held:  # at the pound: its redemption stays open whatever the register says
                offered = [link for link in offered if "/forms/redeem?" not in link]
            if dog.tag_number and offered:
                self.findings.add(where, [f"a {dog.status} dog is offered a request to start"])

    def _renewals_offered(self, dogs: Sequence[DogOnRegister]) -> list[str]:
        """On the web's My dogs, renewing is the card's button from the first reminder's day on,
        a plain "Renew early" link before it (decision 0047)."""
        page, today, problems = getattr(self.driver, "page", ""), self.services.clock().today, []
        for dog in dogs:
            link = f'href="/forms/renewal?tag={dog.tag_number}" class="'
            latest = max((lic.expires_on for lic in dog.licenses), default=None)
            if not dog.tag_number or latest is None or link not in page:
                continue
            due = today >= renewal_due_from(latest, self.services.town)
            if (link + "button") in page and not due:
                problems.append(f"renewing {dog.name} offered as due before its first reminder")
            elif (link + "action") in page and due:
                problems.append(f"renewing {dog.name} offered as early on its reminder's day")
        return problems

    def check_stop(
        self, where: str, screen: Screen, turn: Turn, stop: engine.Stop, keep: list[str]
    ) -> None:
        """A flow that cannot go on says why (a puppy: when it must be licensed)."""
        self.check(where, screen, None, keep)
        with speaking(self.driver.language):
            said = _plain(render.stop_message(turn, stop).text)
        if _flat(said.split("\n")[0]) not in _flat(screen.text):
            shown = " ".join(screen.text.split())[:160]
            self.findings.add(where, [f"the stop {stop.reason} is not explained; shown: {shown!r}"])

    def check_summary(self, where: str, screen: Screen, typed: list[str]) -> None:
        missing = [value for value in typed if value and value not in screen.text]
        self.findings.add(where, [f"the summary does not show {m!r}" for m in missing])

    async def ended(
        self, journey: Journey, name: str, screen: Screen, before: Record | None, own_dog: str
    ) -> bool:
        if journey.flow == "redeem":
            return await self.redeemed(journey, name, screen)
        resident_id, record = await self.latest_record()
        new = record if record is not None and (before is None or record.id != before.id) else None
        if journey.ends != "finished":
            if new is not None:
                self.findings.add(name, [f"ended in {journey.ends} but made a record"])
            return new is None
        if new is None:
            last = " ".join(screen.text.split())[:160]
            self.findings.add(name, [f"the journey did not make a record; last shown: {last!r}"])
            return False
        if new.reference not in screen.text:
            self.findings.add(name, [f"the resident was not shown the reference {new.reference}"])
        if PROOF_AWAITED in new.flags:  # "I'll send it later": sent now, on the same channel
            self.findings.add(f"{name} @proof sent later", await send_later(self, new, name))
        problems = await self.console.review(
            new.id,
            resident_id,
            shown=shown_on_console(journey, own_dog),
            fee_cents=self.fee(journey),
            decide=journey.flow != "ticket",
        )
        self.findings.add(f"{name} @console {new.reference}", problems)
        await self.check_status_page(f"{name} @status page", resident_id)
        role = kennel.role_of(journey)
        if own_dog and role is not None:
            self.licensed.append(Dog(own_dog, role))
        return True

    async def redeemed(self, journey: Journey, name: str, screen: Screen) -> bool:
        """A redemption makes no record of the resident's: the seizure's own record carries
        the fees chosen, through the day promised (docs/decisions/0017), under its reference."""
        reference = self.fills.get("seizure", "")
        async with self.services.db.session() as session:
            record = await session.scalar(select(Record).where(Record.reference == reference))
            resident = await self.driver.resident(session)
        chosen = record is not None and "covers_through" in record.answers
        problems = []
        if journey.ends != "finished":
            if chosen:
                problems.append(f"ended in {journey.ends} but fixed the fees")
            if reference not in screen.text:
                problems.append(f"the {journey.ends} does not name the seizure {reference}")
        elif record is None or not chosen or resident is None:
            problems.append(f"the fees of {reference} were not fixed")
        else:
            if record.answers.get("redeemer_id") != resident.id:
                problems.append("the seizure does not name the resident who redeems it")
            if record.fee_cents <= 0:
                problems.append("the fees fixed are nothing")
            if reference not in screen.text:
                problems.append(f"the resident was not shown the reference {reference}")
            if day := self.fills.get(redeem.COLLECT_DAY):
                problems += await collect.fixed_through(self, reference, day)
        self.findings.add(name, problems)
        return not problems

    def fee(self, journey: Journey) -> int:
        """The fee the law gives for these answers (R6-R9, R8), from law/ directly."""
        answers = journey.answers()

        def chose(key: str, value: str) -> bool:
            answer = answers.get(key)
            return answer is not None and answer.value == value

        exempt = answers.get("exempt_type")
        exempt_type = None if exempt is None or exempt.value == "none" else exempt.value
        town = self.services.town
        if journey.flow == "license":
            fee = license_fee(
                town,
                spayed_neutered=chose("spayed_neutered", "yes"),
                exempt_type=exempt_type,
                enumerated=chose("enumerated", "yes"),
            )
            return fee.total_cents
        if journey.flow == "renewal":
            [role] = kennel.roles_in(journey) or ["Bella"]
            spayed = kennel.ROLES[role].spayed or chose("spayed_neutered", "yes")
            return license_fee(town, spayed_neutered=spayed, exempt_type=exempt_type).total_cents
        if journey.flow == "tag":
            return replacement_tag_fee(town)
        if journey.flow == "ticket" and chose("plea", "admit"):
            return penalty_cents(town, 1) or 0  # a first violation: the explorer's tickets are
        if journey.flow == "ticket" and chose("plea", "deny"):
            return ticket_security(town)
        return 0


def shown_on_console(journey: Journey, own_dog: str) -> list[str]:
    """The typed answers the clerk must see on the record (a new dog under its own name)."""
    flow = flow_named(journey.flow)
    kinds = {q.key: q.kind for q in flow.questions}
    words = []
    for step in journey.steps:
        if kinds.get(step.key) is not Kind.TEXT or step.answer.kind != "text":
            continue
        if step.key in NOT_SHOWN_ON_CONSOLE:
            continue
        words.append(own_dog if step.key == "dog_name" and own_dog else step.answer.value)
    return words


def _plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def _flat(text: str) -> str:
    return " ".join(text.split())


def _first_line(turn: Turn) -> str:
    """The question's own first line (after any refusal): what every channel shows."""
    ask = turn.outcome
    if isinstance(ask, Ask) and ask.question is not None:
        prompt = _plain(macro(QUESTIONS, ask.question.key, turn.state.answers, turn.context))
        return _flat(prompt.split("\n")[0])
    return ""


def stamp() -> str:
    return datetime.now().strftime("%H:%M:%S")


__all__ = ["Context", "Plan", "Tally", "Walker"]
