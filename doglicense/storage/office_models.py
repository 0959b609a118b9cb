"""The Town's other tables: outbox, money, Stripe events, tickets, reminders, seizures."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from doglicense.storage.models import Base, Json
from doglicense.storage.types import UTCDateTime


class OutboxMessage(Base):
    """A message to a resident, written with the change it tells of; sent at least once."""

    __tablename__ = "outbox_messages"
    __table_args__ = (Index("ix_outbox_pending", "sent_at", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(128), unique=True)
    resident_id: Mapped[int] = mapped_column(ForeignKey("residents.id"), index=True)
    channel: Mapped[str] = mapped_column(String(16))
    template: Mapped[str] = mapped_column(String(64))
    context: Mapped[dict[str, Any]] = mapped_column(Json)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    not_before: Mapped[datetime | None] = mapped_column(UTCDateTime)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str | None] = mapped_column(String(400))
    abandoned: Mapped[bool] = mapped_column(Boolean, default=False)
    # A runner's lease: while fresh, no other runner sends the message (issue 7).
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    claimed_by: Mapped[str | None] = mapped_column(String(64))


class Payment(Base):
    """Money for one record: a Stripe Checkout attempt or a payment at the counter."""

    __tablename__ = "payments"

    id: Mapped[int] = mapped_column(primary_key=True)
    record_id: Mapped[int] = mapped_column(ForeignKey("records.id"), index=True)
    attempt: Mapped[int] = mapped_column(Integer, default=1)
    provider: Mapped[str] = mapped_column(String(16))
    method: Mapped[str] = mapped_column(String(24))
    status: Mapped[str] = mapped_column(String(24))
    amount_cents: Mapped[int] = mapped_column(Integer)
    received_cents: Mapped[int | None] = mapped_column(Integer)
    stripe_session_id: Mapped[str | None] = mapped_column(String(128), unique=True)
    stripe_payment_intent: Mapped[str | None] = mapped_column(String(128), index=True)
    checkout_url: Mapped[str | None] = mapped_column(Text)
    receipt_number: Mapped[str | None] = mapped_column(String(64))
    taken_by: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    paid_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class Refund(Base):
    """Money given back, tracked until Stripe says it has settled."""

    __tablename__ = "refunds"

    id: Mapped[int] = mapped_column(primary_key=True)
    payment_id: Mapped[int] = mapped_column(ForeignKey("payments.id"), index=True)
    amount_cents: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(24))
    stripe_refund_id: Mapped[str | None] = mapped_column(String(128), unique=True)
    idempotency_key: Mapped[str] = mapped_column(String(128), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    settled_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class StripeEvent(Base):
    """A webhook event id, recorded once so a replay changes nothing."""

    __tablename__ = "stripe_events"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    type: Mapped[str] = mapped_column(String(64))
    received_at: Mapped[datetime] = mapped_column(UTCDateTime)


class Ticket(Base):
    """An appearance ticket issued by an animal control officer (R23-R27)."""

    __tablename__ = "tickets"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(32), unique=True)
    answer_code_hash: Mapped[str] = mapped_column(String(200))
    person_name: Mapped[str] = mapped_column(String(200))
    person_address: Mapped[str] = mapped_column(String(400))
    tag_number: Mapped[str | None] = mapped_column(String(16))
    section: Mapped[str] = mapped_column(String(64))
    violation_at: Mapped[datetime] = mapped_column(UTCDateTime)
    return_at: Mapped[datetime] = mapped_column(UTCDateTime)
    court: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(24), default="issued")
    disposition: Mapped[str | None] = mapped_column(String(24))
    disposition_on: Mapped[date | None] = mapped_column(Date)
    failed_code_attempts: Mapped[int] = mapped_column(Integer, default=0)
    online_answer_locked: Mapped[bool] = mapped_column(Boolean, default=False)
    record_id: Mapped[int | None] = mapped_column(ForeignKey("records.id"))
    issued_by: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ReminderSent(Base):
    """One reminder of one kind for one license: never two (issue 7)."""

    __tablename__ = "reminders_sent"
    __table_args__ = (UniqueConstraint("subject", "kind", name="uq_reminders_sent_subject_kind"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    subject: Mapped[str] = mapped_column(String(64))
    kind: Mapped[str] = mapped_column(String(32))
    at: Mapped[datetime] = mapped_column(UTCDateTime)


class ReminderRequest(Base):
    """A reminder a resident asked for on a day, such as a puppy turning 4 months (R2)."""

    __tablename__ = "reminder_requests"
    __table_args__ = (
        UniqueConstraint("resident_id", "kind", "due_on", name="uq_reminder_requests_ask"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    resident_id: Mapped[int] = mapped_column(ForeignKey("residents.id"), index=True)
    kind: Mapped[str] = mapped_column(String(32))
    due_on: Mapped[date] = mapped_column(Date, index=True)
    context: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class Seizure(Base):
    """A dog the animal control officer seized and holds for its owner to redeem (R28).

    Its life (held, redeemed, forfeited, adopted) is the status of its record, in the officer's
    queue, so each move is guarded and audited like every other record's.
    """

    __tablename__ = "seizures"

    id: Mapped[int] = mapped_column(primary_key=True)
    record_id: Mapped[int] = mapped_column(ForeignKey("records.id"), unique=True)
    seized_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
    place: Mapped[str] = mapped_column(String(200))
    held_at: Mapped[str] = mapped_column(String(200))
    tag_number: Mapped[str | None] = mapped_column(String(16), index=True)
    breed: Mapped[str] = mapped_column(String(100), default="")
    colour: Mapped[str] = mapped_column(String(200), default="")
    sex: Mapped[str] = mapped_column(String(8), default="")
    description: Mapped[str] = mapped_column(Text, default="")
    identified: Mapped[bool] = mapped_column(Boolean)
    shots: Mapped[list[str]] = mapped_column(Json, default=list)
    photo_document_id: Mapped[int | None] = mapped_column(ForeignKey("documents.id"))
    dog_id: Mapped[int | None] = mapped_column(ForeignKey("dogs.id"))
    owner_id: Mapped[int | None] = mapped_column(ForeignKey("residents.id"))
    notice_kind: Mapped[str | None] = mapped_column(String(16))
    notice_on: Mapped[date | None] = mapped_column(Date)
    lost_record_id: Mapped[int | None] = mapped_column(ForeignKey("records.id"))
    seized_by: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
