"""The day's money against the records: every payment and refund with its Stripe ids, as CSV."""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass, fields
from datetime import UTC, date, datetime, time, timedelta
from typing import TextIO

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.models import Payment, Record, Refund


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
        return -sum(line.amount_cents for line in self.lines if line.kind == "refund")

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
    """Money received (paid_at) and refunds made (created_at) on `day` in the town's time zone."""
    start, end = _bounds(day, town)
    paid = await session.execute(
        select(Payment, Record)
        .join(Record, Record.id == Payment.record_id)
        .where(Payment.paid_at >= start, Payment.paid_at < end)
    )
    refunded = await session.execute(
        select(Refund, Payment, Record)
        .join(Payment, Payment.id == Refund.payment_id)
        .join(Record, Record.id == Payment.record_id)
        .where(
            or_(
                (Refund.created_at >= start) & (Refund.created_at < end),
                (Refund.settled_at >= start) & (Refund.settled_at < end),
            )
        )
    )
    lines = [_payment_line(p, r, town) for p, r in paid.all()]
    lines += [_refund_line(f, p, r, town) for f, p, r in refunded.all()]
    lines.sort(key=lambda line: (line.at, line.kind, line.reference))
    return Reconciliation(day, lines)


def _stamp(value: datetime | None, town: TownProfile) -> str:
    return value.astimezone(town.tz).isoformat(timespec="seconds") if value else ""


def _payment_line(payment: Payment, record: Record, town: TownProfile) -> ReconciliationLine:
    return ReconciliationLine(
        kind="payment",
        at=_stamp(payment.paid_at, town),
        reference=record.reference,
        record_status=record.status,
        fee_cents=record.fee_cents,
        provider=payment.provider,
        method=payment.method,
        status=payment.status,
        amount_cents=payment.received_cents or 0,
        stripe_session_id=payment.stripe_session_id or "",
        stripe_payment_intent=payment.stripe_payment_intent or "",
        stripe_refund_id="",
        receipt_number=payment.receipt_number or "",
        attempt=payment.attempt,
    )


def _refund_line(
    refund: Refund, payment: Payment, record: Record, town: TownProfile
) -> ReconciliationLine:
    return ReconciliationLine(
        kind="refund",
        at=_stamp(refund.created_at, town),
        reference=record.reference,
        record_status=record.status,
        fee_cents=record.fee_cents,
        provider=payment.provider,
        method=payment.method,
        status=refund.status,
        amount_cents=-refund.amount_cents,
        stripe_session_id=payment.stripe_session_id or "",
        stripe_payment_intent=payment.stripe_payment_intent or "",
        stripe_refund_id=refund.stripe_refund_id or "",
        receipt_number=payment.receipt_number or "",
        attempt=payment.attempt,
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
