"""A returned record: its draft reopened without the answers to correct, then resubmitted."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.office.lifecycle import Action, Status, move
from doglicense.office.records.certificate_uses import note_certificate
from doglicense.office.records.submissions import application_fee, fee_parts, with_proof_flag
from doglicense.payments.balance import balance_of
from doglicense.payments.refunds import refundable_cents, request_part_refund
from doglicense.storage.folding import folded_words
from doglicense.storage.models import Draft, Record, Resident
from doglicense.storage.office_models import Payment
from doglicense.storage.repositories import active_draft, deactivate_drafts

FEE_KINDS = ("license", "renewal", "tag")
FEE_LOWERED = "fee_lowered"  # a refund's reason: a correction lowered a fee paid


async def reopen_draft(
    session: AsyncSession, record: Record, keys: Sequence[str], *, now: datetime
) -> Draft:
    """Make the record's draft the resident's open one again, minus the answers to correct."""
    assert record.resident_id is not None
    result = await session.execute(
        select(Draft).where(Draft.record_id == record.id).order_by(Draft.id.desc()).limit(1)
    )
    draft = result.scalar_one_or_none()
    answers: dict[str, Any] = dict(record.answers)
    history = list(answers)
    if draft is not None:
        history = [k for k in draft.state.get("history", []) if k in answers] or history
    if (await balance_of(session, record)).held_cents:
        # Paid already: how to pay is asked again only if the correction raises the fee.
        keys = [*keys, "payment"]
    for key in keys:
        answers.pop(key, None)
    history = [k for k in history if k in answers]
    await deactivate_drafts(session, record.resident_id)
    if draft is None:
        draft = Draft(
            resident_id=record.resident_id,
            flow=record.kind,
            record_id=record.id,
            channel=record.channel,
            created_at=now,
        )
        session.add(draft)
    draft.state = {"answers": answers, "history": history}
    draft.active = True
    draft.updated_at = now
    await session.flush()
    return draft


async def resubmit(
    session: AsyncSession,
    record: Record,
    resident: Resident,
    answers: dict[str, Any],
    *,
    draft: Draft,
    town: TownProfile,
    now: datetime,
    card_payments: bool = False,
) -> Record:
    """The resident confirmed the corrected answers: the same record goes back to the queue.

    A correction can change the fee (a dog now spayed, an exemption): the fee is decided again,
    and a change is flagged for the clerk. Of a fee paid already, a lowered one is refunded the
    difference (requested here, sent to Stripe by the payment sweep after the commit); a raised
    one owes the difference, by card (the record waits for it, as a new request does) or at the
    counter (it waits in the queue, owed).
    """
    record.answers = answers
    record.flags = with_proof_flag(answers, record.flags)  # a certificate sent after all
    await note_certificate(session, record)
    actor = f"resident:{resident.id}"
    action = Action.RESUBMIT
    if record.kind in FEE_KINDS:
        fee = await application_fee(session, record.kind, answers, town)
        if fee.total_cents != record.fee_cents:
            record.flags = [*record.flags, f"fee_changed_from_{record.fee_cents}"]
            record.fee_cents = fee.total_cents
            record.fee_parts = fee_parts(fee)
            balance = await balance_of(session, record)
            if balance.over_cents:
                await _refund_over(session, record, balance.over_cents, now=now)
            elif balance.owed_cents:  # raised, even from nothing paid (an exemption dropped)
                by_card = answers.get("payment") == "card" and card_payments
                record.payment_choice = "card" if by_card else "counter"
                action = Action.AWAIT_PAYMENT if by_card else Action.RESUBMIT
    record.search_text = folded_words([record.search_text, str(answers.get("dog_name", ""))])
    move(session, record, action, actor=actor, at=now)
    draft.active = False
    return record


async def _refund_over(session: AsyncSession, record: Record, over: int, *, now: datetime) -> None:
    """Give back what a lowered fee leaves paid beyond it, from the newest payments first."""
    held = (
        await session.scalars(
            select(Payment)
            .where(Payment.record_id == record.id, Payment.status == "paid")
            .order_by(Payment.id.desc())
        )
    ).all()
    for payment in held:
        part = min(over, await refundable_cents(session, payment))
        if part > 0:
            await request_part_refund(
                session, payment, amount_cents=part, reason=FEE_LOWERED, now=now
            )
            over -= part
        if over <= 0:
            return


async def paid_for(session: AsyncSession, draft: Draft) -> int:
    """What is paid and kept for the returned record a draft corrects; 0 for a new draft."""
    if draft.record_id is None:
        return 0
    record = await session.get(Record, draft.record_id)
    if record is None or record.status != Status.RETURNED:
        return 0
    return (await balance_of(session, record)).held_cents


async def correction_in_hand(session: AsyncSession, resident: Resident) -> Record | None:
    """The returned record the resident's open draft corrects, for its clerk's note."""
    draft = await active_draft(session, resident.id)
    if draft is None or draft.record_id is None:
        return None
    record = await session.get(Record, draft.record_id)
    return record if record is not None and record.status == Status.RETURNED else None


async def open_correction(
    session: AsyncSession, resident: Resident, reference: str, *, now: datetime
) -> Record | None:
    """The resident's returned record by reference, its correction made the open draft again."""
    record = await session.scalar(
        select(Record).where(Record.reference == reference, Record.resident_id == resident.id)
    )
    if record is None or record.status != Status.RETURNED:
        return None
    draft = await session.scalar(
        select(Draft).where(Draft.record_id == record.id).order_by(Draft.id.desc()).limit(1)
    )
    if draft is None:
        return None
    if not draft.active:
        await deactivate_drafts(session, resident.id)
        draft.active = True
        draft.updated_at = now
    return record
