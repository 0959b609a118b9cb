"""The flows the Town's side answers itself (a ticket, a redemption): checked, then handed over."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.engine import Outcome
from doglicense.flows.pieces import (
    Context,
    DraftState,
    Finished,
    Flow,
)
from doglicense.law import Clock
from doglicense.office.seizures import online_redemption
from doglicense.office.tickets import ticket_answers
from doglicense.storage.models import Draft, Record, Resident

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


def _checks(
    check: Callable[..., Awaitable[Outcome]], **reads: Callable[[Resident, Clock], object]
) -> _Check:
    """An office module's `checked` as a flow's check: the flow's step, and by name what else
    that module reads of the resident or the clock."""

    async def checked(
        session: AsyncSession,
        flow: Flow,
        state: DraftState,
        outcome: Outcome,
        context: Context,
        resident: Resident,
        clock: Clock,
    ) -> Outcome:
        extra = {name: read(resident, clock) for name, read in reads.items()}
        return await check(session, flow, state, outcome, context, **extra)

    return checked


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
    # The answer code and the deadline, checked against the ticket on file.
    "ticket": OfficeSide(
        _checks(ticket_answers.checked, now=lambda _resident, clock: clock.now),
        _ticket_answered,
    ),
    # The seizure checked, and its fees read, afresh; a notice's button names the seizure:
    # checked as the flow starts.
    "redeem": OfficeSide(
        _checks(online_redemption.checked, resident=lambda resident, _clock: resident),
        _redeem_chosen,
        check_at_start=True,
    ),
}
