"""One step of a resident's conversation, for any channel: load the draft, step, save, submit."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows import engine
from doglicense.flows.engine import (
    BACK,
    Ask,
    Context,
    DogOnFile,
    DraftState,
    Finished,
    Flow,
    Input,
    InputKind,
    Outcome,
    Stop,
)
from doglicense.flows.parsers import normal_tag, without_accents
from doglicense.flows.registry import flow_named
from doglicense.flows.reports import GIVEN_AWAY
from doglicense.law import Clock
from doglicense.office import online_redemption, ticket_answers, transfers
from doglicense.office.corrections import paid_for, resubmit
from doglicense.office.open_requests import open_requests
from doglicense.office.stolen import stolen_dogs
from doglicense.office.submissions import submit
from doglicense.storage.group_commit import Member
from doglicense.storage.models import Dog, Draft, Record, Resident
from doglicense.storage.repositories import (
    active_draft,
    deactivate_drafts,
    dogs_of,
    latest_draft,
    save_draft_state,
    save_draft_state_in_group,
    telegram_step_row,
)
from doglicense.templates import choice_words
from doglicense.templates.language import speaking

NO_WAY_BACK = frozenset({"ticket"})  # a ticket past its deadline stays past it
STOPPED = "stopped"  # in a draft's saved state: the reason it ended at a stop


# (session, flow, state, outcome, context, resident, clock) -> the outcome the resident sees
_Check = Callable[
    [AsyncSession, Flow, DraftState, Outcome, Context, Resident, Clock], Awaitable[Outcome]
]
# (session, resident, finished, draft, channel, clock) -> the record the office made of it
_HandOver = Callable[[AsyncSession, Resident, Finished, Draft, str, Clock], Awaitable[Record]]


@dataclass(frozen=True)
class OfficeSide:
    """A flow the Town's side answers itself: each outcome checked in the database before the
    resident sees it (flows/ is pure, so the flow cannot), and, when finished, handed to the
    office by `hand_over` instead of submitted for the Clerk's review."""

    check: _Check
    hand_over: _HandOver
    check_at_start: bool = False  # a link may answer the first questions: checked at once


async def _ticket_checked(
    session: AsyncSession,
    flow: Flow,
    state: DraftState,
    outcome: Outcome,
    context: Context,
    resident: Resident,
    clock: Clock,
) -> Outcome:
    """The answer code and the deadline, checked against the ticket on file."""
    return await ticket_answers.checked(session, flow, state, outcome, context, now=clock.now)


async def _ticket_answered(
    session: AsyncSession,
    resident: Resident,
    finished: Finished,
    draft: Draft,
    channel: str,
    clock: Clock,
) -> Record:
    return await ticket_answers.answer(
        session,
        resident=resident,
        answers=finished.answers,
        channel=channel,
        town=clock.town,
        now=clock.now,
        today=clock.today,
        draft=draft,
    )


async def _redeem_checked(
    session: AsyncSession,
    flow: Flow,
    state: DraftState,
    outcome: Outcome,
    context: Context,
    resident: Resident,
    clock: Clock,
) -> Outcome:
    """The seizure checked, and its fees read, afresh."""
    return await online_redemption.checked(
        session, flow, state, outcome, context, resident=resident
    )


async def _redeem_chosen(
    session: AsyncSession,
    resident: Resident,
    finished: Finished,
    draft: Draft,
    channel: str,
    clock: Clock,
) -> Record:
    record = await online_redemption.choose(
        session, resident, dict(finished.answers), town=clock.town, now=clock.now
    )
    draft.active = False
    return record


OFFICE_SIDE: dict[str, OfficeSide] = {
    "ticket": OfficeSide(_ticket_checked, _ticket_answered),
    # A notice's button names the seizure: checked as the flow starts.
    "redeem": OfficeSide(_redeem_checked, _redeem_chosen, check_at_start=True),
}


@dataclass
class Turn:
    """What a step produced, for the channel to render."""

    flow: Flow
    outcome: Outcome
    context: Context
    state: DraftState
    record: Record | None = None


def dog_on_file(dog: Dog) -> DogOnFile:
    latest = max(dog.licenses, key=lambda lic: lic.expires_on, default=None)
    return DogOnFile(
        dog_id=dog.id,
        tag_number=dog.tag_number or "",
        name=dog.name,
        breed=dog.breed,
        colour=dog.colour,
        sex=dog.sex,
        birth_date=dog.birth_date,
        spayed_neutered=dog.spayed_neutered,
        status=dog.status,
        license_expires_on=latest.expires_on if latest else None,
        rabies_expires_on=latest.rabies_expires_on if latest else None,
        exempt_type=latest.exempt_type if latest else None,
        license_issued_on=latest.issued_on if latest else None,
        status_since=dog.status_since,
    )


async def dogs_on_file(session: AsyncSession, resident_id: int) -> tuple[DogOnFile, ...]:
    """The resident's tagged dogs, then those given to a new owner in the Town since (R18):
    shown as gone, chosen for nothing."""
    stolen = await stolen_dogs(session, resident_id)
    own = [
        replace(dog_on_file(d), stolen=d.id in stolen)
        for d in await dogs_of(session, resident_id)
        if d.tag_number
    ]
    given = [
        replace(dog_on_file(d), status=GIVEN_AWAY)
        for d, _day in await transfers.given_away(session, resident_id)
    ]
    return (*own, *given)


async def context_for(
    session: AsyncSession,
    resident: Resident,
    clock: Clock,
    *,
    card_payments: bool,
    with_dogs: bool = True,
    channel: str = "telegram",
) -> Context:
    dogs: tuple[DogOnFile, ...] = ()
    if with_dogs:
        dogs = await dogs_on_file(session, resident.id)
    return _context(resident, clock, dogs, card_payments=card_payments, channel=channel)


def _context(
    resident: Resident | Row[Any],
    clock: Clock,
    dogs: tuple[DogOnFile, ...],
    *,
    card_payments: bool,
    channel: str,
) -> Context:
    """A step's context from the resident, loaded as an entity or read as a row."""
    known = {
        "owner_name": resident.full_name,
        "phone": resident.phone,
        "email": resident.email,
        "address": resident.address,
        "language": resident.language,  # how the resident writes dates: 3/15 or 15/3
    }
    return Context(
        today=clock.today,
        town=clock.town,
        dogs=dogs,
        card_payments=card_payments,
        resident=known,
        channel=channel,
    )


async def begin(
    session: AsyncSession,
    resident: Resident,
    flow_name: str,
    clock: Clock,
    *,
    channel: str,
    card_payments: bool,
    prefill: dict[str, object] | None = None,
) -> Turn:
    """Start a flow afresh; an unfinished draft of another flow, or a reply about a found dog
    not yet written, is set aside."""
    flow = flow_named(flow_name)
    await deactivate_drafts(session, resident.id)
    resident.replying_to = None
    context = await context_for(
        session, resident, clock, card_payments=card_payments, channel=channel
    )
    state, outcome = engine.start(flow, context, prefill)
    side = OFFICE_SIDE.get(flow.name)
    if side is not None and side.check_at_start:
        outcome = await side.check(session, flow, state, outcome, context, resident, clock)
    session.add(
        Draft(
            resident_id=resident.id,
            flow=flow.name,
            state=state.to_json(),
            channel=channel,
            active=not isinstance(outcome, Stop),
            created_at=clock.now,
            updated_at=clock.now,
        )
    )
    await session.commit()
    return Turn(flow, outcome, context, state)


async def begin_for_dog(
    session: AsyncSession,
    resident: Resident,
    flow_name: str,
    tag: str,
    clock: Clock,
    *,
    channel: str,
    card_payments: bool,
) -> Turn:
    """A flow started from one dog's own link: its "which dog" question answered with the tag,
    as if typed, so the flow's own checks refuse a tag that is not the resident's.

    The open draft of this flow for this dog is kept (the link followed twice)."""
    flow = flow_named(flow_name)
    assert flow.dog_question is not None, f"{flow_name} asks for no dog"
    draft = await active_draft(session, resident.id)
    if draft is not None and draft.flow == flow_name:
        chosen = DraftState.from_json(draft.state).answers.get(flow.dog_question)
        if chosen is not None and chosen == normal_tag(tag):
            turn = await resume(
                session, resident, clock, card_payments=card_payments, channel=channel
            )
            assert turn is not None
            return turn
    turn = await begin(
        session, resident, flow_name, clock, channel=channel, card_payments=card_payments
    )
    if isinstance(turn.outcome, Ask) and turn.outcome.key == flow.dog_question:
        answered = await step(
            session,
            resident,
            Input.of_text(tag),
            clock,
            channel=channel,
            card_payments=card_payments,
        )
        assert answered is not None, "begin left the draft open"
        return answered
    return turn


async def resume(
    session: AsyncSession,
    resident: Resident,
    clock: Clock,
    *,
    card_payments: bool,
    channel: str = "telegram",
) -> Turn | None:
    """Where the resident's open draft stands, without taking any input."""
    draft = await active_draft(session, resident.id)
    if draft is None:
        return None
    flow = flow_named(draft.flow)
    context = await context_for(
        session, resident, clock, card_payments=card_payments, channel=channel
    )
    context = replace(context, paid_cents=await paid_for(session, draft))
    context = await _with_open_requests(session, resident, draft, flow, context)
    state = DraftState.from_json(draft.state)
    return Turn(flow, engine.current(flow, state, context), context, state)


async def where_draft_stands(
    session: AsyncSession,
    resident: Resident,
    draft: Draft,
    clock: Clock,
    *,
    card_payments: bool,
    channel: str = "telegram",
) -> Turn:
    """`resume` with the open draft already loaded; the dogs read only when the flow reads them
    (as `step_draft` does), so the question is the one the next step will answer."""
    flow, context, state = await _loaded(
        session, resident, draft, clock, card_payments=card_payments, channel=channel
    )
    return Turn(flow, engine.current(flow, state, context), context, state)


async def _loaded(
    session: AsyncSession,
    resident: Resident,
    draft: Draft,
    clock: Clock,
    *,
    card_payments: bool,
    channel: str,
) -> tuple[Flow, Context, DraftState]:
    """A loaded draft's flow, its context (the dogs read only when the flow reads them) and
    its state."""
    flow = flow_named(draft.flow)
    context = await context_for(
        session,
        resident,
        clock,
        card_payments=card_payments,
        with_dogs=flow.reads_dogs,
        channel=channel,
    )
    context = replace(context, paid_cents=await paid_for(session, draft))
    context = await _with_open_requests(session, resident, draft, flow, context)
    return flow, context, DraftState.from_json(draft.state)


OPEN_READERS = ("license", "renewal")  # their summaries warn of a second request for a dog


async def _with_open_requests(
    session: AsyncSession, resident: Resident, draft: Draft, flow: Flow, context: Context
) -> Context:
    """A license or renewal reads the resident's others still open: a second one is warned of."""
    if flow.name not in OPEN_READERS:
        return context
    found = await open_requests(session, resident.id, besides=draft.record_id)
    return replace(context, open_requests=found)


async def step(
    session: AsyncSession,
    resident: Resident,
    given: Input,
    clock: Clock,
    *,
    channel: str,
    card_payments: bool,
) -> Turn | None:
    """Feed one input to the open draft; save it; submit it when confirmed. Back after a stop
    reopens the stopped draft with its last answer taken back."""
    draft = await active_draft(session, resident.id)
    if draft is None:
        if is_back(given):
            return await back_from_stop(
                session, resident, clock, channel=channel, card_payments=card_payments
            )
        return None
    return await step_draft(
        session, resident, draft, given, clock, channel=channel, card_payments=card_payments
    )


async def step_draft(
    session: AsyncSession,
    resident: Resident,
    draft: Draft,
    given: Input,
    clock: Clock,
    *,
    channel: str,
    card_payments: bool,
) -> Turn:
    """`step` with the open draft already loaded (with the resident, in one query)."""
    flow, context, state = await _loaded(
        session, resident, draft, clock, card_payments=card_payments, channel=channel
    )
    outcome = _advance(flow, state, given, context)
    side = OFFICE_SIDE.get(flow.name)
    if side is not None:
        outcome = await side.check(session, flow, state, outcome, context, resident, clock)
    if isinstance(outcome, Ask):
        # Most steps: one UPDATE, durable at commit, without the unit of work's bookkeeping.
        await save_draft_state(
            session, draft.id, state=state.to_json(), at=clock.now, channel=channel
        )
        await session.commit()
        return Turn(flow, outcome, context, state)
    draft.state = state.to_json()
    draft.updated_at = clock.now
    draft.channel = channel
    record = None
    if isinstance(outcome, Finished) and draft.record_id is not None:
        # A record returned for a correction: the same record goes back, not a new one.
        record = await session.get(Record, draft.record_id)
        assert record is not None
        await resubmit(
            session,
            record,
            resident,
            outcome.answers,
            draft=draft,
            town=clock.town,
            now=clock.now,
            card_payments=card_payments,
        )
    elif isinstance(outcome, Finished) and side is not None:
        record = await side.hand_over(session, resident, outcome, draft, channel, clock)
    elif isinstance(outcome, Finished):
        flags = _flags(flow, outcome, context)
        record = await submit(
            session,
            resident=resident,
            kind=flow.name,
            answers=outcome.answers,
            channel=channel,
            town=clock.town,
            now=clock.now,
            today=clock.today,
            flags=flags,
            draft=draft,
        )
    elif isinstance(outcome, Stop):
        draft.active = False
        draft.state = {**state.to_json(), STOPPED: outcome.reason}  # kept, to come back to
    await session.commit()
    return Turn(flow, outcome, context, state, record)


def _advance(flow: Flow, state: DraftState, given: Input, context: Context) -> Outcome:
    """The engine's step; a choice typed in words rather than tapped ("hembra" under the
    "Hembra" button, "confirm" under the summary) is taken as that choice."""
    outcome = engine.advance(flow, state, given, context)
    named = _choice_named(outcome, given, context, can_go_back=bool(state.history))
    return outcome if named is None else engine.advance(flow, state, named, context)


def _choice_named(
    outcome: Outcome, given: Input, context: Context, *, can_go_back: bool
) -> Input | None:
    """The one choice of a refused question (Back among them, when offered) whose words, in the
    resident's language, are what was typed (case, accents and end punctuation aside); None
    when none or several are."""
    if not isinstance(outcome, Ask) or outcome.refusal is None or given.kind is not InputKind.TEXT:
        return None
    typed = _plain(given.text)
    offered = outcome.choices + ((engine.Choice(BACK, "back"),) if can_go_back else ())
    if not typed or not offered:
        return None
    with speaking(context.resident.get("language")):
        named = [c.key for c in offered if _plain(choice_words(c.label, c.params)) == typed]
    return Input.of_choice(named[0]) if len(named) == 1 else None


def _plain(words: str) -> str:
    kept = without_accents(words.casefold())
    return " ".join(kept.replace("✅", " ").replace("⬅", " ").split()).strip(".!¡¿? ")


@dataclass
class GroupedTurn:
    """A step taken in a commit group: the turn, and whose it was (there is no entity)."""

    turn: Turn
    resident_id: int
    language: str


async def step_in_group(
    member: Member,
    *,
    user_id: int,
    chat_id: int,
    given: Input,
    clock: Clock,
    channel: str,
    card_payments: bool,
) -> GroupedTurn | None:
    """`step_draft`'s most common step, in a commit group (storage/group_commit.py): an open
    draft of a flow that reads no dogs and needs no check by the office, whose answer leads to
    another question. Saved with one UPDATE, returned once the group has committed it.

    None for any other step: the caller leaves the group, then takes the ordinary path, which
    reads again (nothing was written here).
    """
    row = await telegram_step_row(member, user_id)
    if (
        row is None
        or row.draft_id is None
        or row.telegram_chat_id != chat_id
        or row.replying_to is not None  # the words go to a found dog's finder or owner
        or row.record_id is not None  # a correction: what was paid is read for its summary
    ):
        return None
    flow = flow_named(row.flow)
    if flow.reads_dogs or flow.name in OFFICE_SIDE:
        return None
    context = _context(row, clock, (), card_payments=card_payments, channel=channel)
    state = DraftState.from_json(row.state)
    outcome = _advance(flow, state, given, context)
    if not isinstance(outcome, Ask) or (outcome.question is None and flow.name in OPEN_READERS):
        return None  # a license's summary names another request still open: read on the path
    await save_draft_state_in_group(
        member, row.draft_id, state=state.to_json(), at=clock.now, channel=channel
    )
    return GroupedTurn(Turn(flow, outcome, context, state), row.resident_id, row.language)


async def reopen_stopped(
    session: AsyncSession,
    resident: Resident,
    flow_name: str,
    clock: Clock,
    *,
    channel: str,
    card_payments: bool,
    back: bool = False,
) -> Turn | None:
    """The resident's last draft, when it was this flow and ended at a stop: its answers kept.

    Shown again as it stands today (a puppy may be old enough now), or with its last answer
    taken back (`back`). It is the open draft again once it no longer stops.
    """
    draft = await latest_draft(session, resident.id)
    if draft is None or draft.flow != flow_name or draft.active or STOPPED not in draft.state:
        return None
    if draft.record_id is not None:
        return None
    flow = flow_named(flow_name)
    context = await context_for(
        session, resident, clock, card_payments=card_payments, channel=channel
    )
    state = DraftState.from_json(draft.state)
    if back:
        engine.go_back(state)
    outcome = engine.current(flow, state, context)
    if isinstance(outcome, Stop):
        draft.state = {**state.to_json(), STOPPED: outcome.reason}
    else:
        await deactivate_drafts(session, resident.id)
        draft.state = state.to_json()
    draft.active = not isinstance(outcome, Stop)
    draft.updated_at = clock.now
    draft.channel = channel
    await session.commit()
    return Turn(flow, outcome, context, state)


def is_back(given: Input) -> bool:
    return given.kind is InputKind.CHOICE and given.choice == BACK


def can_go_back_from_stop(turn: Turn) -> bool:
    """Back under a stop when an answer led to it; never under a ticket's (its deadline)."""
    return bool(turn.state.answers) and turn.flow.name not in NO_WAY_BACK


async def back_from_stop(
    session: AsyncSession, resident: Resident, clock: Clock, *, channel: str, card_payments: bool
) -> Turn | None:
    """Back pressed after a stop: the stopped draft again, its last answer taken back."""
    draft = await latest_draft(session, resident.id)
    if draft is None or draft.flow in NO_WAY_BACK:
        return None
    return await reopen_stopped(
        session,
        resident,
        draft.flow,
        clock,
        channel=channel,
        card_payments=card_payments,
        back=True,
    )


async def cancel(session: AsyncSession, resident: Resident) -> bool:
    """Set the open draft (or a reply not yet written) aside; its answers stay in the database."""
    had = await active_draft(session, resident.id) is not None or resident.replying_to is not None
    await deactivate_drafts(session, resident.id)
    resident.replying_to = None
    await session.commit()
    return had


def _flags(flow: Flow, finished: Finished, context: Context) -> list[str]:
    facts = flow.summary_facts(finished.answers, context)
    flags = []
    if facts.get("capped"):
        flags.append("rabies_cap")
    birth = finished.answers.get("dog_birth")
    if isinstance(birth, dict) and birth.get("estimated"):
        flags.append("age_estimated")
    return flags


def is_asking(outcome: Outcome) -> bool:
    return isinstance(outcome, Ask)
