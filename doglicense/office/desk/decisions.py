"""The clerk's decisions on a record: claim, approve, return for a correction, reject."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.registry import FLOWS
from doglicense.office.desk.claims import (
    LICENSE_KINDS,
    ChangedMeanwhile,
    ClaimedByOther,
    ProofAwaited,
    check_paid,
    deciding,
)
from doglicense.office.lifecycle import Action, move
from doglicense.office.outbox import notify
from doglicense.office.records.corrections import reopen_draft
from doglicense.office.records.licensing import issue_license
from doglicense.office.records.submissions import PROOF_AWAITED
from doglicense.office.reports.found_closing import close_with_lost
from doglicense.office.reports.owner_reports import LOST_OUTCOME_FLAG, home_again
from doglicense.office.reports.stolen import reported_stolen
from doglicense.office.staff.staff import Refused, SignedIn
from doglicense.payments.refunds import (
    REFUNDABLE,
    refundable_cents,
    request_refunds,
    send_refunds,
)
from doglicense.storage.models import Dog, License, Record, Resident
from doglicense.storage.office_models import Payment
from doglicense.storage.repositories import payments_of

if TYPE_CHECKING:
    from doglicense.runtime import Services

# Reports the clerk records; a lost dog's report is closed with its outcome instead.
REPORT_KINDS = ("address", "ownership", "found", "death", "tag")


async def approve(
    session: AsyncSession,
    record_id: int,
    *,
    person: SignedIn,
    services: Services,
    expected_version: int | None = None,
) -> License:
    """Issue the license: the tag number, the expiry, the resident told — one decision only.

    ``expected_version``: the record as the clerk saw it ("Approve all green"); changed since,
    it is not approved.
    """
    clock = services.clock()
    async with deciding(session, record_id, person, Action.APPROVE) as record:
        if record.claimed_by not in (None, person.id):
            raise ClaimedByOther(record.reference)
        if expected_version is not None and record.version != expected_version:
            raise ChangedMeanwhile(record.reference)
        if record.kind not in LICENSE_KINDS:
            raise Refused("only licenses and renewals are approved here")
        if PROOF_AWAITED in record.flags:
            raise ProofAwaited(record.reference)
        await check_paid(session, record)
        record.claimed_by = person.id
        licence = await issue_license(
            session,
            record,
            town=services.town,
            actor=person.actor,
            now=clock.now,
            today=clock.today,
        )
        await session.flush()
    return licence


async def record_report(
    session: AsyncSession, record_id: int, *, person: SignedIn, services: Services, note: str = ""
) -> Record:
    """A report taken into the records (R18-R22): closed, and the resident told it is done.

    A replacement tag is recorded once its $3.00 is paid; the tag keeps the dog's number.
    """
    now = services.now()
    async with deciding(session, record_id, person, Action.CLOSE) as record:
        if record.kind not in REPORT_KINDS:
            raise Refused("only reports are recorded here")
        await check_paid(session, record)
        move(session, record, Action.CLOSE, actor=person.actor, at=now, note=note or None)
        record.decision_note = note or None
        record.claimed_by = None
        resident = await session.get(Resident, record.resident_id) if record.resident_id else None
        if resident is not None:
            notify(
                session,
                resident,
                "record_closed",
                {"reference": record.reference, "note": note or None, "kind": record.kind},
                key=f"record:{record.id}:closed",
                at=now,
            )
    return record


LOST_OUTCOMES = {
    "found_home": Action.FOUND_HOME,
    "still_missing": Action.STILL_MISSING,
    "other": Action.CLOSE,
}


async def close_lost_report(
    session: AsyncSession,
    record_id: int,
    *,
    person: SignedIn,
    services: Services,
    outcome: str,
    note: str = "",
) -> Record:
    """A lost or stolen dog's report closed with what became of the dog (R20); the owner told.

    Found and home makes the dog active again; still missing keeps it lost; any other outcome
    needs the clerk's note saying what happened.
    """
    action, note = LOST_OUTCOMES.get(outcome), note.strip()
    if action is None or (action is Action.CLOSE and not note):
        raise ValueError("an outcome is needed, and a note for any other outcome")
    now = services.now()
    async with deciding(session, record_id, person, action) as record:
        if record.kind != "lost":
            raise Refused("only a lost dog's report is closed with an outcome")
        move(session, record, action, actor=person.actor, at=now, note=note or None)
        record.decision_note = note or None
        record.claimed_by = None
        record.flags = [*record.flags, LOST_OUTCOME_FLAG[outcome]]
        dog = await session.get(Dog, record.dog_id) if record.dog_id else None
        if dog is not None and action is Action.FOUND_HOME:
            home_again(dog, services.clock().today)
        if action is Action.FOUND_HOME:  # the finder's report of it closes too, finder told
            await close_with_lost(session, record, actor=person.actor, at=now)
        resident = await session.get(Resident, record.resident_id) if record.resident_id else None
        if resident is not None:
            notify(
                session,
                resident,
                "lost_report_closed",
                {
                    "reference": record.reference,
                    "dog": dog.name if dog else None,
                    "outcome": outcome,
                    "note": note or None,
                    "stolen": reported_stolen(record),  # told as a theft, not a loss
                },
                key=f"record:{record.id}:closed",
                at=now,
            )
    return record


def correctable_questions(record: Record) -> list[tuple[str, str]]:
    """The record's answered questions, as (key, clerk's label), in the flow's order."""
    flow = FLOWS.get(record.kind)
    if flow is None:
        return []
    return [(q.key, q.label) for q in flow.questions if q.key in record.answers]


async def return_for_correction(
    session: AsyncSession,
    record_id: int,
    *,
    person: SignedIn,
    services: Services,
    note: str,
    keys: Sequence[str],
) -> Record:
    """Send the record back: the resident is asked the chosen questions again, in their channel."""
    now = services.now()
    async with deciding(session, record_id, person, Action.RETURN) as record:
        labels = dict(correctable_questions(record))
        chosen = [k for k in keys if k in labels]
        if not chosen or not note.strip():
            raise ValueError("a note and at least one question to correct are needed")
        move(session, record, Action.RETURN, actor=person.actor, at=now, note=note)
        record.decision_note = note
        record.claimed_by = None
        await reopen_draft(session, record, chosen, now=now)
        resident = await session.get(Resident, record.resident_id)
        assert resident is not None
        notify(
            session,
            resident,
            "record_returned",
            {
                "reference": record.reference,
                "note": note,
                "question": ", ".join(labels[k] for k in chosen),
                "questions": [labels[k] for k in chosen],  # each put in the resident's words
            },
            key=f"record:{record.id}:returned:{now.isoformat()}",
            at=now,
        )
        await session.flush()
    return record


async def reject(
    session: AsyncSession,
    record_id: int,
    *,
    person: SignedIn,
    services: Services,
    reason: str,
    expected_version: int | None = None,
    expected_refund_cents: int | None = None,
) -> Record:
    """Refuse the record with a reason; what was paid is refunded, Stripe asked after commit.

    ``expected_version`` and ``expected_refund_cents``: the record and the refund's amount as the
    clerk confirmed them; changed since (a payment recorded meanwhile), nothing is done and the
    clerk looks again.
    """
    now = services.now()
    refund_ids: list[int] = []
    async with deciding(session, record_id, person, Action.REJECT) as record:
        if expected_version is not None and record.version != expected_version:
            raise ChangedMeanwhile(record.reference)
        if not reason.strip():
            raise ValueError("a reason is needed")
        payments = await payments_of(session, record.id)
        held = await held_now(session, payments)
        if expected_refund_cents is not None and held != expected_refund_cents:
            raise ChangedMeanwhile(record.reference)
        paid = [p for p in payments if p.status == "paid"]
        move(session, record, Action.REJECT, actor=person.actor, at=now, note=reason)
        record.decision_note = reason
        await session.flush()
        if paid:
            refunds = await request_refunds(
                session, services, record.id, reason=reason, actor=person.actor
            )
            refund_ids = [refund.id for refund in refunds]
        resident = await session.get(Resident, record.resident_id)
        assert resident is not None
        notify(
            session,
            resident,
            "record_rejected",
            {
                "reference": record.reference,
                "note": reason,
                "refund_cents": held,
            },
            key=f"record:{record.id}:rejected",
            at=now,
        )
        await session.flush()
    await send_refunds(services, refund_ids)
    return record


def refundable(payments: Sequence[Payment]) -> list[Payment]:
    """The payments a rejection gives back: the money we hold for the record."""
    return [payment for payment in payments if payment.status in REFUNDABLE]


async def held_now(session: AsyncSession, payments: Sequence[Payment]) -> int:
    """What a rejection gives back: the money held, less what a lowered fee gave back already."""
    return sum([await refundable_cents(session, p) for p in refundable(payments)])


def held_cents(payment: Payment) -> int:
    """What a payment brought in (the amount received, when it differed from the one asked)."""
    return payment.received_cents if payment.received_cents is not None else payment.amount_cents
