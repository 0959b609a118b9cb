"""A seized dog redeemed online: the seizure checked for the resident, the fees fixed, paid (R28).

The redeem flow is pure; this module is its database side. `checked` runs after each step of the
flow: it finds the seizure the resident named (its reference, or the tag of their dog held) and
gives the flow its facts: where the dog is, the fees through the day of release promised, the
last day, and whether the dog must be licensed or renewed first and that request is in. `choose`
fixes the fees on the seizure's record for a card or counter payment (docs/decisions/0017).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows import engine
from doglicense.flows.engine import Outcome
from doglicense.flows.pieces import Ask, Context, DraftState, Finished, Flow, Refusal, Stop
from doglicense.flows.redeem import (
    COLLECT_DAY,
    FACTS,
    NEEDS_LICENSE,
    NEEDS_RENEWAL,
    PAYMENT,
    licensing_first,
)
from doglicense.law import TownProfile
from doglicense.law.seizure import RedemptionPeriod
from doglicense.office.lifecycle import Status
from doglicense.office.seizures.collect_days import collect_days, fees_through
from doglicense.office.seizures.seizure_notices import period_of, redemption_facts
from doglicense.storage.models import Draft, Record, Resident
from doglicense.storage.office_models import Payment, Seizure

KIND = "seizure"
REDEEMER = "redeemer_id"  # in the seizure record's answers: who chose to redeem online
COVERS_THROUGH = "covers_through"  # in the seizure record's answers: the fees' last day
LICENCE_REFERENCE = "licence_reference"
LICENSING_KINDS = {NEEDS_LICENSE: "license", NEEDS_RENEWAL: "renewal"}
GONE = (Status.REJECTED, Status.WITHDRAWN)


async def seizure_named(session: AsyncSession, reference: str) -> tuple[Seizure, Record] | None:
    """The held seizure with this reference, or the one holding the dog with this tag."""
    if reference.startswith("SZ-"):
        query = select(Seizure, Record).join(Record, Record.id == Seizure.record_id)
        row = (await session.execute(query.where(Record.reference == reference))).first()
    else:
        query = (
            select(Seizure, Record)
            .join(Record, Record.id == Seizure.record_id)
            .where(Seizure.tag_number == reference, Record.status == Status.HELD)
            .order_by(Seizure.seized_at.desc())
        )
        row = (await session.execute(query.limit(1))).first()
    return (row[0], row[1]) if row else None


async def licence_request(
    session: AsyncSession, seizure: Seizure, record: Record, resident: Resident, needed: str
) -> Record | None:
    """The license or renewal asked for the seized dog since the seizure was recorded, not
    turned down.

    A never-licensed dog has no dog on file yet: the resident's own license request since the
    seizure is taken for it, and the officer sees the dog at release. [69-11E]
    """
    kind = LICENSING_KINDS.get(needed)
    if kind is None:
        return None
    query = select(Record).where(
        Record.kind == kind,
        Record.id > record.id,  # asked after the seizure was recorded
        Record.status.not_in(GONE),
    )
    if kind == "renewal" and seizure.dog_id is not None:
        query = query.where(Record.dog_id == seizure.dog_id)
    else:
        query = query.where(Record.resident_id == resident.id)
    found: Record | None = await session.scalar(query.order_by(Record.id.desc()).limit(1))
    return found


async def facts_for(
    session: AsyncSession,
    seizure: Seizure,
    record: Record,
    resident: Resident,
    *,
    town: TownProfile,
    today: date,
    chosen: str | None = None,
) -> dict[str, Any]:
    """What the resident is shown: the seizure's facts with the fees through the day chosen to
    collect the dog (``chosen``, an ISO date), or the first day it may be collected."""
    days = collect_days(seizure, town, today)
    day = next((d for d in days if d.isoformat() == chosen), days[0])
    facts = await redemption_facts(session, seizure, record, town, day)
    licence = await licence_request(session, seizure, record, resident, str(facts["licensing"]))
    paid = await paid_cents(session, record.id)
    return {
        **facts,
        "covers_through": day.isoformat(),
        "collect_days": [
            {"day": d.isoformat(), "cents": fees_through(seizure, town, d).total_cents}
            for d in days
        ],
        "on": today.isoformat(),
        LICENCE_REFERENCE: licence.reference if licence else None,
        "licence_status": licence.status if licence else None,
        "paid_cents": paid,
    }


async def paid_cents(session: AsyncSession, record_id: int) -> int:
    paid = await session.scalars(
        select(Payment).where(Payment.record_id == record_id, Payment.status == "paid")
    )
    return sum(p.received_cents or p.amount_cents for p in paid)


def _ask_again(flow: Flow, state: DraftState, context: Context, reason: str) -> Ask:
    state.answers.pop(FACTS, None)
    if state.history and state.history[-1] == FACTS:
        state.history.pop()
    outcome = engine.current(flow, state, context)
    assert isinstance(outcome, Ask)
    return Ask(outcome.question, Refusal(reason), outcome.choices, outcome.facts)


async def checked(
    session: AsyncSession,
    flow: Flow,
    state: DraftState,
    outcome: Outcome,
    context: Context,
    *,
    resident: Resident,
) -> Outcome:
    """The flow's outcome once the database has had its say; changes ``state`` in place.

    The facts are read afresh at every step, so a draft left overnight shows today's fees.
    """
    typed = state.answers.get(FACTS)
    if typed is None:
        return outcome
    reference = str(typed["reference"]) if isinstance(typed, dict) else str(typed)
    found = await seizure_named(session, reference)
    if found is None:
        return _ask_again(flow, state, context, "seizure_not_found")
    seizure, record = found
    if seizure.owner_id not in (None, resident.id):  # another owner's dog: not said whose
        return _ask_again(flow, state, context, "seizure_not_found")
    if record.status != Status.HELD:
        return Stop("redeem_closed", {"reference": record.reference, "status": record.status})
    today = context.today
    period = period_of(seizure, context.town)
    if isinstance(period, RedemptionPeriod) and not period.open_on(today):
        return Stop("redeem_closed", {"reference": record.reference, "status": "forfeited"})
    chosen = state.answers.get(COLLECT_DAY) if state.answers.get(PAYMENT.key) == "card" else None
    facts = await facts_for(
        session, seizure, record, resident, town=context.town, today=today, chosen=chosen
    )
    if facts["paid_cents"]:  # paid online: a day missed is owed at release, never paid twice
        promised = record.answers.get(COVERS_THROUGH, facts[COVERS_THROUGH])
        since = max(int(facts["fees_total_cents"]) - int(facts["paid_cents"]), 0)
        missed = promised < today.isoformat() and since > 0
        return Stop(
            "redeem_paid",
            {**_said(facts), COVERS_THROUGH: promised, "owed_since_cents": since if missed else 0},
        )
    state.answers[FACTS] = facts
    if chosen is not None and facts[COVERS_THROUGH] != chosen:  # a day gone by: asked again
        state.answers.pop(COLLECT_DAY, None)
        return engine.current(flow, state, context)
    if isinstance(outcome, Finished):
        return Finished({**outcome.answers, FACTS: facts})
    if isinstance(typed, dict) and isinstance(outcome, Ask) and outcome.refusal is not None:
        return outcome  # a refused answer is asked again as it was
    return engine.current(flow, state, context)


def _said(facts: dict[str, Any]) -> dict[str, Any]:
    return {k: facts.get(k) for k in ("reference", "dog", "tag", "held_at", "covers_through")}


async def choose(
    session: AsyncSession,
    resident: Resident,
    answers: dict[str, Any],
    *,
    town: TownProfile,
    now: datetime,
) -> Record:
    """The fees fixed on the seizure's record for the payment chosen; does not commit.

    The amount is the fees through the day of release promised (``covers_through``); a later
    pick-up owes the days after it at the counter (docs/decisions/0017).
    """
    facts = answers[FACTS]
    found = await seizure_named(session, str(facts["reference"]))
    assert found is not None, "checked at this step"
    seizure, record = found
    day = date.fromisoformat(str(facts["covers_through"]))
    fees = fees_through(seizure, town, day)
    record.fee_cents = fees.total_cents
    record.fee_parts = {f"{line.item.value}_cents": line.cents for line in fees.lines}
    record.payment_choice = str(answers.get(PAYMENT.key) or "counter")
    record.answers = {
        **record.answers,
        REDEEMER: resident.id,
        COVERS_THROUGH: day.isoformat(),
        LICENCE_REFERENCE: facts.get(LICENCE_REFERENCE),
    }
    return record


def card_due(record: Record) -> bool:
    """A seizure's fees chosen to be paid by card online, while the dog is held."""
    return (
        record.kind == KIND
        and record.status == Status.HELD
        and record.payment_choice == "card"
        and record.fee_cents > 0
        and COVERS_THROUGH in record.answers
    )


def redeemer_of(record: Record) -> int | None:
    value = record.answers.get(REDEEMER) if record.kind == KIND else None
    return int(value) if value is not None else None


async def waiting_redemption(session: AsyncSession, resident_id: int) -> str | None:
    """The seizure a resident's redemption stopped on for a license, to go back to once the
    license or renewal request is in (the same journey): its reference, or None."""
    draft: Draft | None = await session.scalar(
        select(Draft)
        .where(Draft.resident_id == resident_id, Draft.flow == "redeem")
        .order_by(Draft.updated_at.desc(), Draft.id.desc())
        .limit(1)
    )
    if draft is None:
        return None
    state = DraftState.from_json(draft.state)
    if licensing_first(state.answers) is None:
        return None
    facts = state.answers.get(FACTS)
    reference = facts.get("reference") if isinstance(facts, dict) else None
    found = await seizure_named(session, str(reference)) if reference else None
    if found is None or found[1].status != Status.HELD:
        return None
    return str(reference)


async def held_dogs(session: AsyncSession, resident_id: int) -> dict[int, str]:
    """The resident's dogs held by the officer now: dog id -> the seizure's reference."""
    rows = await session.execute(
        select(Seizure.dog_id, Record.reference)
        .join(Record, Record.id == Seizure.record_id)
        .where(Seizure.owner_id == resident_id, Record.status == Status.HELD)
    )
    return {dog_id: reference for dog_id, reference in rows if dog_id is not None}
