"""A seized dog redeemed at the counter: licensed first, the fees paid, then released (R28).

The owner shows proof of license [69-11B], [69-11C]: a dog never licensed, or whose license
lapsed, is licensed or renewed first through the usual flows and approved [69-11E]; a dog seized
without a tag is then found by the tag of its new license. The fees of the day are taken at
the counter like any fee (a payment on the seizure's record, with its receipt number).
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers.parsers import normal_tag
from doglicense.law.redemption import (
    LicensingBeforeRelease,
    Shot,
    licensing_before_release,
    redemption_fees,
)
from doglicense.office.desk.claims import AlreadyDecided, ClaimedByOther
from doglicense.office.desk.counter import cents_of
from doglicense.office.desk.decisions import close_lost_report
from doglicense.office.lifecycle import Action, Status, move
from doglicense.office.seizures.online_redemption import (
    COVERS_THROUGH,
    LICENCE_REFERENCE,
    redeemer_of,
)
from doglicense.office.seizures.seizure_entry import SeizureRefused
from doglicense.office.seizures.seizure_notices import license_expiry, seized_on, tell_owner
from doglicense.office.seizures.seizures import commit_or_refuse, forfeit_due, seizure_and_record
from doglicense.office.staff.staff import Role, SignedIn, require
from doglicense.payments.counter import CounterPaymentRefused, counter_payment
from doglicense.storage.models import Dog, Record
from doglicense.storage.office_models import Payment, Seizure

if TYPE_CHECKING:
    from doglicense.runtime import Services

NEEDS = {
    LicensingBeforeRelease.LICENSE: "seizure_needs_license",
    LicensingBeforeRelease.RENEW: "seizure_needs_renewal",
}


async def redeem_at_counter(
    session: AsyncSession,
    seizure_id: int,
    *,
    person: SignedIn,
    services: Services,
    method: str,
    receipt_number: str,
    amount: str,
    license_tag: str = "",
) -> Seizure:
    """The fees of the day paid at the counter and the dog marked redeemed; commits.

    Paid online (decision 0017): released with nothing more to pay through the day the payment
    covers; a later pick-up pays the days after it here.

    ``amount``: what the owner paid, as typed; it must be the day's fees (a page shown
    yesterday owes a day less boarding than today).
    """
    require(person, Role.OFFICER)
    town, now = services.town, services.now()
    today = now.astimezone(town.tz).date()
    seizure, record = await seizure_and_record(session, seizure_id)
    if record.status != Status.HELD:
        raise SeizureRefused("seizure_decided")
    if forfeit_due(seizure, town, today):  # title passed to the Town with the last day [69-11D]
        raise SeizureRefused("seizure_past_last_day")
    if seizure.dog_id is None and license_tag.strip():
        dog = await session.scalar(select(Dog).where(Dog.tag_number == normal_tag(license_tag)))
        if dog is None:
            raise SeizureRefused("seizure_needs_license")
        seizure.dog_id, seizure.owner_id, record.dog_id = dog.id, dog.owner_id, dog.id
    if seizure.dog_id is None:  # licensed in the online redemption: its license's dog
        dog = await licensed_in_redemption(session, record)
        if dog is not None:
            seizure.dog_id, seizure.owner_id, record.dog_id = dog.id, dog.owner_id, dog.id
    licensing = licensing_before_release(await license_expiry(session, seizure.dog_id), today)
    if licensing in NEEDS:
        raise SeizureRefused(NEEDS[licensing])
    fees = redemption_fees(
        town,
        seized_on=seized_on(seizure, town),
        on=today,
        shots={Shot(shot) for shot in seizure.shots},
    )
    online = await paid_online(session, record.id)
    owed = fees.total_cents - online
    if online:  # paid online through the day promised; the days since are owed at the counter
        covered = record.answers.get(COVERS_THROUGH)
        note = f"{_money(online)} paid online, covering through {covered}"
    else:
        record.fee_cents = fees.total_cents
        record.fee_parts = {f"{line.item.value}_cents": line.cents for line in fees.lines}
        record.payment_choice = "counter"
    if owed > 0 or not online:
        try:
            payment = await counter_payment(
                session,
                services,
                record,
                method=method,
                receipt_number=receipt_number,
                amount_cents=cents_of(amount),
                staff_id=person.id,
                due_cents=owed,
            )
        except CounterPaymentRefused as refused:
            raise SeizureRefused("seizure_payment") from refused
        payment.status, payment.received_cents, payment.paid_at = "paid", owed, now
        counter = f"{_money(owed)} paid at the counter, receipt {payment.receipt_number}"
        note = f"{note}; {counter}" if online else counter
    move(session, record, Action.REDEEM, actor=person.actor, at=now, note=note)
    if online:  # the owner who paid online hears the dog is released
        await tell_owner(
            session,
            seizure,
            record,
            "seizure_redeemed",
            town=town,
            now=now,
            resident_id=redeemer_of(record) or seizure.owner_id,
        )
    await commit_or_refuse(session, record)
    if seizure.lost_record_id is not None:  # the dog is home: its lost report closes, owner told
        # Closed or taken by a clerk meanwhile: the redemption stands all the same.
        with suppress(AlreadyDecided, ClaimedByOther):
            await close_lost_report(
                session,
                seizure.lost_record_id,
                person=person,
                services=services,
                outcome="found_home",
                note=f"Redeemed from the dog control officer, {record.reference}.",
            )
    return seizure


def _money(cents: int) -> str:
    dollars, rest = divmod(cents, 100)
    return f"${dollars}.{rest:02d}"


async def paid_online(session: AsyncSession, record_id: int) -> int:
    """What was paid by card for the seizure's fees (decision 0017); 0 when nothing was."""
    paid = await session.scalars(
        select(Payment).where(
            Payment.record_id == record_id, Payment.status == "paid", Payment.provider == "stripe"
        )
    )
    return sum(p.received_cents or p.amount_cents for p in paid)


async def paid_online_of(session: AsyncSession, record_ids: Sequence[int]) -> dict[int, int]:
    """What was paid by card for each of these seizures' fees; one paid nothing is left out."""
    paid = await session.scalars(
        select(Payment).where(
            Payment.record_id.in_(record_ids),
            Payment.status == "paid",
            Payment.provider == "stripe",
        )
    )
    totals: dict[int, int] = {}
    for payment in paid:
        totals[payment.record_id] = totals.get(payment.record_id, 0) + (
            payment.received_cents or payment.amount_cents
        )
    return totals


async def licensed_in_redemption(session: AsyncSession, record: Record) -> Dog | None:
    """The dog of the license asked for in the online redemption, once it was approved."""
    reference = record.answers.get(LICENCE_REFERENCE)
    if not reference:
        return None
    licensing = await session.scalar(select(Record).where(Record.reference == reference))
    if licensing is None or licensing.dog_id is None or licensing.status != Status.APPROVED:
        return None
    return await session.get(Dog, licensing.dog_id)


async def licensing_needed(
    session: AsyncSession, seizure: Seizure, services: Services
) -> LicensingBeforeRelease:
    """What the owner must do about the license before release today. [69-11E]"""
    today = services.clock().today
    return licensing_before_release(await license_expiry(session, seizure.dog_id), today)
