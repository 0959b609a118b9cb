"""The day's money against the records: every payment and refund, split into its parts, as CSV."""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass, fields
from datetime import UTC, date, datetime, time, timedelta
from typing import TextIO

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.payments.parts import FeeDoesNotAddUp, fee_parts_of
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment, Refund
from doglicense.storage.sign_in_models import Staff

# A refund Stripe refused or that was called off gave nothing back.
NOT_GIVEN_BACK = frozenset({"failed", "canceled"})


@dataclass(frozen=True)
class ReconciliationLine:
    """One movement of money on the day: a payment in, or a refund out (negative cents)."""

    kind: str  # "payment" or "refund"
    at: str
    reference: str
    record_status: str
    fee_cents: int
    provider: str
    method: str
    status: str
    amount_cents: int
    stripe_session_id: str
    stripe_payment_intent: str
    stripe_refund_id: str
    receipt_number: str
    attempt: int
    # The amount split as the record's fee is: the Town's license fee, the State's surcharge,
    # and the Town's other fees (enumeration, seizure fees...); refunds negative.
    town_share_cents: int
    state_surcharge_cents: int
    other_cents: int
    taken_by: str  # the clerk who took it at the counter; empty for a card paid online
    record_id: int
    payment_id: int

    @property
    def counts(self) -> bool:
        """Whether the money moved: a payment, or a refund not failed or called off."""
        return self.kind == "payment" or self.status not in NOT_GIVEN_BACK


@dataclass(frozen=True)
class Reconciliation:
    """The day's lines and their totals in cents."""

    day: date
    lines: list[ReconciliationLine]

    @property
    def received_cents(self) -> int:
        return sum(line.amount_cents for line in self.lines if line.kind == "payment")

    @property
    def refunded_cents(self) -> int:
        return -sum(
            line.amount_cents for line in self.lines if line.kind == "refund" and line.counts
        )

    def csv(self) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(out, [f.name for f in fields(ReconciliationLine)])
        writer.writeheader()
        for line in self.lines:
            writer.writerow(asdict(line))
        return out.getvalue()


def _bounds(day: date, town: TownProfile) -> tuple[datetime, datetime]:
    start = datetime.combine(day, time(0), tzinfo=town.tz).astimezone(UTC)
    end = datetime.combine(day + timedelta(days=1), time(0), tzinfo=town.tz).astimezone(UTC)
    return start, end


async def daily_reconciliation(
    session: AsyncSession, day: date, town: TownProfile
) -> Reconciliation:
    """Money received (paid_at) and refunds made (created_at) on `day` in the town's time zone.

    A refund counts on the day it was made, once, however long Stripe takes to settle it, so
    that the days add up to what came in and went out.
    """
    start, end = _bounds(day, town)
    paid = await session.execute(
        select(Payment, Record, Staff.full_name)
        .join(Record, Record.id == Payment.record_id)
        .outerjoin(Staff, Staff.id == Payment.taken_by)
        .where(Payment.paid_at >= start, Payment.paid_at < end)
    )
    refunded = await session.execute(
        select(Refund, Payment, Record, Staff.full_name)
        .join(Payment, Payment.id == Refund.payment_id)
        .join(Record, Record.id == Payment.record_id)
        .outerjoin(Staff, Staff.id == Payment.taken_by)
        .where(Refund.created_at >= start, Refund.created_at < end)
    )
    lines = [_payment_line(p, r, who or "", town) for p, r, who in paid.all()]
    lines += [_refund_line(f, p, r, who or "", town) for f, p, r, who in refunded.all()]
    lines.sort(key=lambda line: (line.at, line.kind, line.reference))
    return Reconciliation(day, lines)


def _stamp(value: datetime | None, town: TownProfile) -> str:
    return value.astimezone(town.tz).isoformat(timespec="seconds") if value else ""


def split(record: Record, cents: int) -> tuple[int, int, int]:
    """`cents` as (town share, state surcharge, other fees): by the record's parts when it is
    the whole fee; otherwise (a remainder owed at the counter, an amount that differs) all of
    it is the Town's other fees, since no part can be told from it."""
    try:
        parts = {part.key: part.cents for part in fee_parts_of(record)}
    except FeeDoesNotAddUp:
        parts = {}
    if abs(cents) != record.fee_cents or not parts:
        return 0, 0, cents
    sign = -1 if cents < 0 else 1
    town_share = parts.pop("town_share", 0) * sign
    surcharge = parts.pop("state_surcharge", 0) * sign
    return town_share, surcharge, sum(parts.values()) * sign


def _payment_line(
    payment: Payment, record: Record, taken_by: str, town: TownProfile
) -> ReconciliationLine:
    amount = payment.received_cents or 0
    return _line(
        "payment", payment.paid_at, amount, payment.status, "", payment, record, taken_by, town
    )


def _refund_line(
    refund: Refund, payment: Payment, record: Record, taken_by: str, town: TownProfile
) -> ReconciliationLine:
    return _line(
        "refund",
        refund.created_at,
        -refund.amount_cents,
        refund.status,
        refund.stripe_refund_id or "",
        payment,
        record,
        taken_by,
        town,
    )


def _line(
    kind: str,
    at: datetime | None,
    amount: int,
    status: str,
    refund_id: str,
    payment: Payment,
    record: Record,
    taken_by: str,
    town: TownProfile,
) -> ReconciliationLine:
    """`amount` cents moved on `payment` (negative: a refund), split as its record's fee is."""
    town_share, surcharge, other = split(record, amount)
    return ReconciliationLine(
        kind=kind,
        at=_stamp(at, town),
        record_id=record.id,
        payment_id=payment.id,
        reference=record.reference,
        record_status=record.status,
        fee_cents=record.fee_cents,
        provider=payment.provider,
        method=payment.method,
        status=status,
        amount_cents=amount,
        stripe_session_id=payment.stripe_session_id or "",
        stripe_payment_intent=payment.stripe_payment_intent or "",
        stripe_refund_id=refund_id,
        receipt_number=payment.receipt_number or "",
        attempt=payment.attempt,
        town_share_cents=town_share,
        state_surcharge_cents=surcharge,
        other_cents=other,
        taken_by=taken_by,
    )


async def print_reconciliation(settings: Settings, day: date, out: TextIO) -> int:
    """`doglicense reconcile --day YYYY-MM-DD`: the day's CSV on `out`."""
    services = Services.from_settings(settings)
    try:
        async with services.db.session() as session:
            report = await daily_reconciliation(session, day, services.town)
    finally:
        await services.db.dispose()
    out.write(report.csv())
    return 0
