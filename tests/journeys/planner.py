"""The planner: journeys derived from the flow definitions by a dry run of the pure engine.

For each flow it walks the engine with the answer generator's options until every question has
been asked and every option of every question (each choice, each law boundary) has been taken
at least once. A greedy walk takes a new option wherever it can without ending the flow; the
options that end it (a minor, a puppy, an address outside the Town) get a journey each.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from doglicense.flows import engine, redeem, ticket
from doglicense.flows.pieces import CONFIRM, Ask, Context, DraftState, Finished, Flow, Input, Stop
from tests.journeys.answers import Answer, bad_answer, options, to_input

Goal = tuple[str, str]  # (question key, option label)
Seen = dict[Goal, tuple[Answer, ...]]  # each goal, with the answers that led to it
MAX_STEPS = 60


@dataclass(frozen=True)
class Step:
    """One question of a journey: the answer given, and a refused answer to try first."""

    key: str
    answer: Answer
    bad: Answer | None


@dataclass(frozen=True)
class Journey:
    """A path through one flow: its steps in order and how it ends ("finished" or "stop:...")."""

    flow: str
    steps: tuple[Step, ...]
    ends: str
    prefill: Mapping[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        chosen = [s.answer.label() for s in self.steps if s.answer.name]
        return f"{self.flow}[{', '.join(chosen[-3:]) or 'ordinary'}] -> {self.ends}"

    def answer_for(self, key: str, nth: int = 0) -> Answer | None:
        found = [s.answer for s in self.steps if s.key == key]
        return found[nth] if nth < len(found) else (found[-1] if found else None)

    def answers(self) -> dict[str, Answer]:
        return {s.key: s.answer for s in self.steps}


@dataclass
class Plan:
    """A flow's journeys, and what the dry run could not reach or found wrong."""

    flow: str
    journeys: list[Journey]
    unreached: list[str]
    problems: list[str]


# Answers only the database gives: a ticket's facts once its code is checked (office side).
SAMPLE_TICKET_FACTS = {
    "section": "69-9A",
    "violation_at": "2026-03-09T14:00:00-05:00",
    "tier": 1,
    "penalty_cents": 2500,
    "security_cents": 1500,
    "return_at": "2026-04-09T14:00:00-04:00",
    "court": "Town of Clay Justice Court",
    "deadline": "2026-03-16",
}
# What office/online_redemption gives the redeem flow for a licensed dog the officer holds.
SAMPLE_SEIZURE_FACTS = {
    "dog": "Bella",
    "tag": "000001",
    "seized_on": "2026-03-20",
    "place": "Clay Park, by the pond",
    "held_at": "Clay Animal Shelter, 7340 Henry Clay Blvd",
    "fees": [
        {"item": "impoundment", "quantity": 1, "cents": 2500},
        {"item": "boarding", "quantity": 0, "cents": 0},
    ],
    "fees_total_cents": 2500,
    "per_day_cents": 1500,
    "last_day": "2026-03-27",
    "notice": "personal",
    "licensing": "none",
    "covers_through": "2026-03-20",
    # A card payment's days to collect the dog: Friday, and Monday after the weekend's boarding.
    "collect_days": [{"day": "2026-03-20", "cents": 2500}, {"day": "2026-03-23", "cents": 7000}],
    "licence_reference": None,
    "paid_cents": 0,
}
# Questions a resident never answers by typing: set by a signed link, walked elsewhere.
SET_BY_LINKS = {
    "transfer_tag": "the new owner's code or invitation link (the explorer's transfer phase)",
    "transfer_from": "the new owner's code or invitation link (the explorer's transfer phase)",
}
# Questions a flow keeps for a state no journey through today's product leaves; tested on their own.
UNREACHABLE = {
    ("renewal", "owner_name"): "no owner's name on file (tests/test_flows_renewal.py)",
    ("license", "rabies_read_right"): "only when OCR read a certificate (test_rabies_confirm.py)",
    ("renewal", "rabies_read_right"): "only when OCR read a certificate (test_rabies_confirm.py)",
    ("redeem", "collect_day"): "only when cards are taken: the explorer's card phase (collect.py)",
}
# Asked on the web form only: in chat the address is given by /email (test_bot_email_link.py).
WEB_ONLY = {"email"}

Picker = Callable[[engine.Question, list[Answer], DraftState], Answer]


def _office_step(flow: Flow, state: DraftState, outcome: engine.Outcome) -> engine.Outcome | None:
    """What office/ticket_answers does after the code: the ticket's facts replace the code."""
    if (
        flow.name == ticket.NAME
        and isinstance(outcome, Stop)
        and outcome.reason == "ticket_unchecked"
    ):
        number = state.answers["ticket_number"]
        state.answers[ticket.FACTS] = {**SAMPLE_TICKET_FACTS, "number": number}
        return None
    if (
        flow.name == redeem.NAME
        and isinstance(outcome, Stop)
        and outcome.reason == "redeem_unchecked"
    ):
        reference = state.answers[redeem.FACTS]
        state.answers[redeem.FACTS] = {**SAMPLE_SEIZURE_FACTS, "reference": reference}
        return None
    return outcome


def walk(
    flow: Flow, context: Context, pick: Picker, prefill: Mapping[str, Any] | None = None
) -> tuple[Journey, Seen, list[str]]:
    """One dry run: the journey, the goals seen on the way, problems met."""
    state, outcome = engine.start(flow, context, prefill)
    steps: list[Step] = []
    seen: Seen = {}
    problems: list[str] = []
    while len(steps) < MAX_STEPS:
        if isinstance(outcome, Stop) and _office_step(flow, state, outcome) is None:
            outcome = engine.current(flow, state, context)
        if not isinstance(outcome, Ask):
            break
        if outcome.question is None:
            outcome = engine.advance(flow, state, Input.of_choice(CONFIRM), context)
            break
        question = outcome.question
        offered = options(question, state.answers, context)
        before = tuple(s.answer for s in steps)
        for option in offered:
            seen.setdefault((question.key, option.label()), before)
        answer = pick(question, offered, state)
        steps.append(Step(question.key, answer, bad_answer(flow, state, context)))
        outcome = engine.advance(flow, state, to_input(answer, document_id=len(steps)), context)
        if isinstance(outcome, Ask) and outcome.refusal is not None:
            problems.append(
                f"{flow.name}: the generator's answer {answer.label()} to {question.key} "
                f"was refused ({outcome.refusal.reason})"
            )
            break
    if isinstance(outcome, Finished):
        ends = "finished"
    elif isinstance(outcome, Stop):
        ends = f"stop:{outcome.reason}"
    else:
        ends = "unfinished"
        problems.append(f"{flow.name}: a dry run did not end after {len(steps)} steps")
    return Journey(flow.name, tuple(steps), ends, dict(prefill or {})), seen, problems


def _stops(flow: Flow, context: Context, state: DraftState, answer: Answer) -> bool:
    trial = DraftState.from_json(state.to_json())
    return isinstance(engine.advance(flow, trial, to_input(answer), context), Stop)


def _aimed_at(key: str, label: str, path: list[Answer], otherwise: Picker) -> Picker:
    """A picker that replays the answers that led to a goal, then takes it."""

    taken: list[bool] = []  # the goal is taken once: "change the date" asks its question again

    def aimed(question: engine.Question, offered: list[Answer], state: DraftState) -> Answer:
        if path:
            return path.pop(0)
        if question.key == key and not taken:
            taken.append(True)
            return next((a for a in offered if a.label() == label), offered[0])
        return otherwise(question, offered, state)

    return aimed


def plan_flow(flow: Flow, context: Context, prefill: Mapping[str, Any] | None = None) -> Plan:
    """Journeys of one flow such that every question and every option is taken at least once."""
    covered: set[Goal] = set()
    goals: Seen = {}
    journeys: list[Journey] = []
    problems: list[str] = []

    def greedy(question: engine.Question, offered: list[Answer], state: DraftState) -> Answer:
        if question.key in state.history:  # asked again in this walk ("change the date"): end
            return offered[0]
        for answer in offered:
            if (question.key, answer.label()) not in covered and not _stops(
                flow, context, state, answer
            ):
                return answer
        return offered[0]

    def record(journey: Journey, seen: Seen, met: list[str]) -> bool:
        for goal, before in seen.items():
            goals.setdefault(goal, before)
        new = {(s.key, s.answer.label()) for s in journey.steps} - covered
        if new or not journeys:
            journeys.append(journey)
            covered.update(new)
        problems.extend(met)
        return bool(new)

    while record(*walk(flow, context, greedy, prefill)):
        pass
    while uncovered := sorted(set(goals) - covered):
        key, label = uncovered[0]
        aimed = _aimed_at(key, label, list(goals[(key, label)]), greedy)
        if not record(*walk(flow, context, aimed, prefill)):
            problems.append(f"{flow.name}: could not take {label} at {key}")
            covered.add((key, label))
    asked = {s.key for j in journeys for s in j.steps}
    unreached = [
        q.key
        for q in flow.questions
        if q.key not in asked
        and q.key not in SET_BY_LINKS
        and (flow.name, q.key) not in UNREACHABLE
        and not (q.key in WEB_ONLY and context.channel != "web")
    ]
    return Plan(flow.name, journeys, unreached, problems)
