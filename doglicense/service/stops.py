"""A flow that ended at a stop: shown as it stands today, or reopened with its last answer back."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows import engine
from doglicense.flows.pieces import (
    BACK,
    DraftState,
    Input,
    InputKind,
    Stop,
)
from doglicense.flows.registry import flow_named
from doglicense.law import Clock
from doglicense.service.context import context_for
from doglicense.service.turns import NO_WAY_BACK, STOPPED, Turn
from doglicense.storage.models import Resident
from doglicense.storage.repositories import (
    deactivate_drafts,
    latest_draft,
)


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
