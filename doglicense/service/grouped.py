"""The commonest chat step taken in a commit group: one UPDATE, committed with others' steps."""

from __future__ import annotations

from dataclasses import dataclass

from doglicense.flows.pieces import (
    Ask,
    DraftState,
    Input,
)
from doglicense.flows.registry import flow_named
from doglicense.law import Clock
from doglicense.service.context import OPEN_READERS, context_from
from doglicense.service.office_side import OFFICE_SIDE
from doglicense.service.turns import Turn, advance
from doglicense.storage.group_commit import Member
from doglicense.storage.repositories import (
    save_draft_state_in_group,
    telegram_step_row,
)


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
    context = context_from(row, clock, (), card_payments=card_payments, channel=channel)
    state = DraftState.from_json(row.state)
    outcome = advance(flow, state, given, context)
    if not isinstance(outcome, Ask) or (outcome.question is None and flow.name in OPEN_READERS):
        return None  # a license's summary names another request still open: read on the path
    await save_draft_state_in_group(
        member, row.draft_id, state=state.to_json(), at=clock.now, channel=channel
    )
    return GroupedTurn(Turn(flow, outcome, context, state), row.resident_id, row.language)
