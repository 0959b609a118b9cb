"""One step of a resident's conversation, for any channel: load the draft, step, save, submit."""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows import engine
from doglicense.flows.answers.parsers import normal_tag
from doglicense.flows.engine import Outcome
from doglicense.flows.pieces import (
    Ask,
    Context,
    DraftState,
    Finished,
    Flow,
    Input,
    Stop,
)
from doglicense.flows.registry import flow_named
from doglicense.law import Clock
from doglicense.office.records.corrections import paid_for, resubmit
from doglicense.office.records.submissions import submit
from doglicense.service.context import context_for, with_open_requests
from doglicense.service.office_side import OFFICE_SIDE
from doglicense.service.stops import back_from_stop, is_back
from doglicense.service.turns import STOPPED, Turn, advance
from doglicense.storage.models import Draft, Record, Resident
from doglicense.storage.repositories import (
    active_draft,
    deactivate_drafts,
    save_draft_state,
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
    context = await with_open_requests(session, resident, draft, flow, context)
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
    context = await with_open_requests(session, resident, draft, flow, context)
    return flow, context, DraftState.from_json(draft.state)


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
    outcome = advance(flow, state, given, context)
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


async def cancel(session: AsyncSession, resident: Resident) -> str | None:
    """Set the open draft (or a reply not yet written) aside; its answers stay in the database.
    What was left: the draft's flow, "reply", or None when nothing was open."""
    draft = await active_draft(session, resident.id)
    left = draft.flow if draft is not None else "reply" if resident.replying_to else None
    await deactivate_drafts(session, resident.id)
    resident.replying_to = None
    await session.commit()
    return left


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
