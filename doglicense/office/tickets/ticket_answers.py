"""A resident's answer to an appearance ticket: the code checked, the deadline kept, a record.

The ticket flow is pure; this module is its database side. `checked` runs after each step of
the flow: it verifies the answer code (counting wrong ones, locking the online answer after
``town.policy.ticket_code_attempts``), refuses an answer past the deadline (R24), and gives the
flow the ticket's facts. `answer` turns the confirmed answer into a record in the court's queue.
"""

from __future__ import annotations

import asyncio
from datetime import date, datetime
from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows import engine
from doglicense.flows.engine import Outcome
from doglicense.flows.pieces import Ask, Context, DraftState, Finished, Flow, Refusal, Stop
from doglicense.flows.ticket import ADMIT, FACTS
from doglicense.law import TownProfile, answer_deadline, answer_open, penalty_cents, ticket_security
from doglicense.office.lifecycle import Action, begin, move
from doglicense.office.tickets.tickets import code_matches, ticket_by_number, tier_of
from doglicense.storage.folding import folded_words
from doglicense.storage.models import Draft, Record, Resident
from doglicense.storage.office_models import Ticket

QUEUE = "court"
THIRD_TIER = "third_tier"


def _local(moment: datetime, town: TownProfile) -> str:
    return moment.astimezone(town.tz).isoformat()


def deadline_of(ticket: Ticket, town: TownProfile) -> date:
    return answer_deadline(ticket.violation_at.astimezone(town.tz).date(), town)


def _where_and_when(ticket: Ticket, town: TownProfile) -> dict[str, Any]:
    return {
        "number": ticket.number,
        "return_at": _local(ticket.return_at, town),
        "court": ticket.court,
        "deadline": deadline_of(ticket, town).isoformat(),
    }


async def facts_of(session: AsyncSession, ticket: Ticket, town: TownProfile) -> dict[str, Any]:
    """What the resident is shown and the court later reads: the charge, deadline, tier, sums."""
    tier = await tier_of(session, ticket, town)
    return {
        **_where_and_when(ticket, town),
        "section": ticket.section,
        "violation_at": _local(ticket.violation_at, town),
        "tier": tier,
        "penalty_cents": penalty_cents(town, tier),
        "security_cents": ticket_security(town),
    }


def _ask_again(
    flow: Flow, state: DraftState, context: Context, key: str, refusal: Refusal
) -> Outcome:
    for dropped in (key, FACTS):
        state.answers.pop(dropped, None)
    now = engine.current(flow, state, context)
    if isinstance(now, Ask) and now.key == key:
        return Ask(now.question, refusal, now.choices, now.facts)
    return now


async def _count_try(session: AsyncSession, ticket: Ticket, limit: int) -> int | None:
    """Count a try before its code is checked, in one UPDATE: tries sent at once all count.

    None when the online answer is locked or its tries are used up; else this try's number.
    """
    counted = await session.execute(
        update(Ticket)
        .where(
            Ticket.id == ticket.id,
            Ticket.online_answer_locked.is_(False),
            Ticket.failed_code_attempts < limit,
        )
        .values(failed_code_attempts=Ticket.failed_code_attempts + 1)
        .returning(Ticket.failed_code_attempts)
    )
    return counted.scalar_one_or_none()


def _closed_to_answers(ticket: Ticket, town: TownProfile, now: datetime) -> Stop | None:
    if ticket.online_answer_locked:
        return Stop("ticket_locked", {"number": ticket.number})
    if ticket.status != "issued":
        return Stop("ticket_answered", {"number": ticket.number})
    if not answer_open(ticket.violation_at, now, town):
        return Stop("ticket_past_deadline", _where_and_when(ticket, town))
    return None


async def checked(
    session: AsyncSession,
    flow: Flow,
    state: DraftState,
    outcome: Outcome,
    context: Context,
    *,
    now: datetime,
) -> Outcome:
    """The flow's outcome once the database has had its say; changes ``state`` in place."""
    answers, town = state.answers, context.town
    if isinstance(outcome, Finished):
        ticket = await ticket_by_number(session, str(answers.get("ticket_number")))
        if ticket is None:
            return Stop("ticket_answered", {"number": answers.get("ticket_number")})
        return _closed_to_answers(ticket, town, now) or outcome
    if not (isinstance(outcome, Stop) and outcome.reason == "ticket_unchecked"):
        return outcome
    code = answers.get(FACTS)
    if not isinstance(code, str):  # the ticket number was changed after the code was checked
        answers.pop(FACTS, None)
        return engine.current(flow, state, context)
    ticket = await ticket_by_number(session, str(answers.get("ticket_number")))
    if ticket is None:
        return _ask_again(flow, state, context, "ticket_number", Refusal("ticket_not_found"))
    limit = town.policy.ticket_code_attempts
    tries = await _count_try(session, ticket, limit)
    # The try stands whatever this step does next, and no lock is held while the code is checked.
    await session.commit()
    if tries is None:
        return Stop("ticket_locked", {"number": ticket.number})
    if not await asyncio.to_thread(code_matches, ticket, code):
        if tries >= limit:
            await session.execute(
                update(Ticket).where(Ticket.id == ticket.id).values(online_answer_locked=True)
            )
            return Stop("ticket_locked", {"number": ticket.number})
        left = limit - tries
        return _ask_again(
            flow, state, context, "answer_code", Refusal("wrong_answer_code", left=left)
        )
    await session.execute(  # the right code: its try is given back
        update(Ticket)
        .where(Ticket.id == ticket.id)
        .values(failed_code_attempts=Ticket.failed_code_attempts - 1)
    )
    if stop := _closed_to_answers(ticket, town, now):
        return stop
    answers[FACTS] = await facts_of(session, ticket, town)  # the code itself is not kept
    return engine.current(flow, state, context)


def _owed(plea: str, tier: int, town: TownProfile) -> dict[str, int]:
    """The fee parts paid with the answer (R25-R27); a third-tier penalty is set later."""
    if plea == ADMIT:
        penalty = penalty_cents(town, tier)
        return {"ticket_penalty_cents": penalty} if penalty else {}
    return {"security_cents": ticket_security(town)}


async def answer(
    session: AsyncSession,
    *,
    resident: Resident,
    answers: dict[str, Any],
    channel: str,
    town: TownProfile,
    now: datetime,
    today: date,
    draft: Draft | None = None,
) -> Record:
    """Record the answer: it waits for its payment, or goes straight to the court's queue."""
    ticket = await ticket_by_number(session, str(answers["ticket_number"]))
    assert ticket is not None, "checked() found the ticket before the answer was confirmed"
    plea = str(answers["plea"])
    tier = await tier_of(session, ticket, town)
    parts = _owed(plea, tier, town)
    owed = sum(parts.values())
    record = Record(
        reference=f"pending-ticket-{ticket.id}",
        kind="ticket",
        status="submitted",
        queue=QUEUE,
        resident_id=resident.id,
        channel=channel,
        answers={**answers, "ticket": await facts_of(session, ticket, town)},
        fee_cents=owed,
        fee_parts=parts,
        payment_choice=str(answers.get("ticket_payment", "none")) if owed else "none",
        event_date=ticket.violation_at.astimezone(town.tz).date(),
        flags=[THIRD_TIER] if plea == ADMIT and not owed else [],
        created_at=now,
    )
    session.add(record)
    await session.flush()
    record.reference = f"TK-{today:%y%m}-{record.id:05d}"
    record.search_text = folded_words(
        [record.reference, ticket.number, ticket.person_name, ticket.person_address]
    )
    actor = f"resident:{resident.id}"
    begin(session, record, actor=actor, at=now)
    action = Action.AWAIT_PAYMENT if record.payment_choice == "card" else Action.QUEUE
    move(session, record, action, actor=actor, at=now, note=f"ticket {ticket.number}: {plea}")
    ticket.record_id = record.id
    ticket.status = "answered"
    ticket.disposition = "admitted" if plea == ADMIT else "denied"
    ticket.disposition_on = today
    if draft is not None:
        draft.active = False
        draft.record_id = record.id
    return record
