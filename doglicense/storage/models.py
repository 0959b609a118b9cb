"""The database tables, as SQLAlchemy 2 typed models."""

from __future__ import annotations

import secrets
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    event,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, Mapper, mapped_column, relationship

from doglicense.storage.folding import folded_words
from doglicense.storage.types import UTCDateTime

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

WAITING_SQL = "status IN ('in_queue', 'resubmitted')"  # office/desk/queue.py's WAITING
Json = JSON().with_variant(JSON(none_as_null=True), "postgresql")


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Resident(Base):
    """A person who talks to us: by Telegram, by the web form, or both."""

    __tablename__ = "residents"

    id: Mapped[int] = mapped_column(primary_key=True)
    telegram_user_id: Mapped[int | None] = mapped_column(BigInteger, unique=True)
    telegram_chat_id: Mapped[int | None] = mapped_column(BigInteger)
    web_key: Mapped[str | None] = mapped_column(String(64), unique=True)
    # Kept in lower case (flows/answers/parsers.py): sign-in finds residents by it, by its index.
    email: Mapped[str | None] = mapped_column(String(254), index=True)
    full_name: Mapped[str | None] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(40))
    address: Mapped[str | None] = mapped_column(String(400))
    language: Mapped[str] = mapped_column(String(8), default="en")
    preferred_channel: Mapped[str] = mapped_column(String(16), default="telegram")
    reachable: Mapped[bool] = mapped_column(Boolean, default=True)
    reminders_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    # A found-dog report this resident tapped "Reply" under: the next words go to the other side.
    replying_to: Mapped[int | None] = mapped_column(Integer)  # a records.id
    # Name, e-mail and phone folded (storage/folding.py) for the console's search; kept by the
    # listener below on every flush, so no writer has to remember it.
    search_text: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)

    dogs: Mapped[list[Dog]] = relationship(back_populates="owner")


class Dog(Base):
    """A dog; its tag number is permanent once issued and never reused (R15)."""

    __tablename__ = "dogs"

    id: Mapped[int] = mapped_column(primary_key=True)
    tag_number: Mapped[str | None] = mapped_column(String(16), unique=True)
    owner_id: Mapped[int | None] = mapped_column(ForeignKey("residents.id"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    breed: Mapped[str] = mapped_column(String(100))
    colour: Mapped[str] = mapped_column(String(200))
    sex: Mapped[str] = mapped_column(String(8))
    birth_date: Mapped[date | None] = mapped_column(Date)
    spayed_neutered: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[str] = mapped_column(String(16), default="active")
    status_since: Mapped[date | None] = mapped_column(Date)
    # Name, tag and breed folded for the console's search, kept like the resident's.
    search_text: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)

    owner: Mapped[Resident | None] = relationship(back_populates="dogs")
    licenses: Mapped[list[License]] = relationship(
        back_populates="dog", order_by="License.expires_on"
    )


@event.listens_for(Resident, "before_insert")
@event.listens_for(Resident, "before_update")
def _fold_resident(_mapper: Mapper[Resident], _connection: Any, resident: Resident) -> None:
    resident.search_text = folded_words([resident.full_name, resident.email, resident.phone])


@event.listens_for(Dog, "before_insert")
@event.listens_for(Dog, "before_update")
def _fold_dog(_mapper: Mapper[Dog], _connection: Any, dog: Dog) -> None:
    dog.search_text = folded_words([dog.name, dog.tag_number, dog.breed])


class TagCounter(Base):
    """The last tag number handed out, per town: numbers only go up."""

    __tablename__ = "tag_counters"

    town: Mapped[str] = mapped_column(String(32), primary_key=True)
    last_number: Mapped[int] = mapped_column(Integer, default=0)


class License(Base):
    """One year's license of one dog, with its fee broken down (R7-R14, R29)."""

    __tablename__ = "licenses"

    id: Mapped[int] = mapped_column(primary_key=True)
    dog_id: Mapped[int] = mapped_column(ForeignKey("dogs.id"), index=True)
    owner_id: Mapped[int] = mapped_column(ForeignKey("residents.id"), index=True)
    record_id: Mapped[int | None] = mapped_column(ForeignKey("records.id"), unique=True)
    tag_number: Mapped[str] = mapped_column(String(16), index=True)
    issued_on: Mapped[date] = mapped_column(Date, index=True)
    expires_on: Mapped[date] = mapped_column(Date, index=True)
    capped_by_rabies: Mapped[bool] = mapped_column(Boolean, default=False)
    rabies_expires_on: Mapped[date | None] = mapped_column(Date, index=True)
    town_share_cents: Mapped[int] = mapped_column(Integer)
    state_surcharge_cents: Mapped[int] = mapped_column(Integer)
    enumeration_cents: Mapped[int] = mapped_column(Integer)
    surcharge_paid_by_town_cents: Mapped[int] = mapped_column(Integer, default=0)
    exempt_type: Mapped[str | None] = mapped_column(String(32))
    spayed_neutered: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)

    dog: Mapped[Dog] = relationship(back_populates="licenses")


class Draft(Base):
    """A conversation in progress: which flow, which question, the answers so far."""

    __tablename__ = "drafts"

    id: Mapped[int] = mapped_column(primary_key=True)
    resident_id: Mapped[int] = mapped_column(ForeignKey("residents.id"), index=True)
    flow: Mapped[str] = mapped_column(String(32))
    state: Mapped[dict[str, Any]] = mapped_column(Json)
    record_id: Mapped[int | None] = mapped_column(ForeignKey("records.id"))
    channel: Mapped[str] = mapped_column(String(16), default="telegram")
    active: Mapped[bool] = mapped_column(Boolean, default=True, index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


def pending_reference() -> str:
    """A record's reference until its number is known (its id, after the insert): unique, and
    within the column's 32 characters whatever the clock or the resident's number ('pending-' and
    a resident's number and a timestamp with its microseconds ran past them on PostgreSQL)."""
    return f"pending-{secrets.token_hex(8)}"


class Record(Base):
    """One submission of any kind, from the resident's confirm to the clerk's decision."""

    __tablename__ = "records"
    __table_args__ = (
        Index("ix_records_queue", "status", "submitted_at"),
        # The clerk's queue page and "next record", oldest first, read in index order: no sort of
        # every record ever decided (bench/storage_scale.py).
        Index(
            "ix_records_waiting",
            "submitted_at",
            "id",
            postgresql_where=text(WAITING_SQL),
            sqlite_where=text(WAITING_SQL),
        ),
        # A dog's records, and the reminder sweep's "renewal already waiting" (status): only the
        # records that have a dog. Most records of a spring have none (new-dog applications); a
        # plain index on dog_id counts those NULLs as one huge key in SQLite's statistics, and
        # SQLite then scanned every renewal record for each license. `dog_id = ?` implies NOT
        # NULL, so both databases use this index for it.
        Index(
            "ix_records_dog_status",
            "dog_id",
            "status",
            postgresql_where=text("dog_id IS NOT NULL"),
            sqlite_where=text("dog_id IS NOT NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    reference: Mapped[str] = mapped_column(String(32), unique=True)
    kind: Mapped[str] = mapped_column(String(24), index=True)
    status: Mapped[str] = mapped_column(String(24))
    queue: Mapped[str] = mapped_column(String(16), default="clerk")
    resident_id: Mapped[int | None] = mapped_column(ForeignKey("residents.id"), index=True)
    dog_id: Mapped[int | None] = mapped_column(ForeignKey("dogs.id"))
    channel: Mapped[str] = mapped_column(String(16))
    answers: Mapped[dict[str, Any]] = mapped_column(Json)
    fee_cents: Mapped[int] = mapped_column(Integer, default=0)
    fee_parts: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    payment_choice: Mapped[str] = mapped_column(String(16), default="none")
    event_date: Mapped[date | None] = mapped_column(Date)
    days_late: Mapped[int] = mapped_column(Integer, default=0)
    flags: Mapped[list[str]] = mapped_column(Json, default=list)
    search_text: Mapped[str] = mapped_column(Text, default="")
    claimed_by: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    decision_note: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    submitted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # The rabies certificate sent with it, so a record sending the same one again is found
    # (office/records/certificate_uses.py): its content hash; the tag read off it and its
    # vaccination day.
    certificate_sha256: Mapped[str | None] = mapped_column(String(64), index=True)
    certificate_tag_date: Mapped[str | None] = mapped_column(String(64), index=True)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}


class Document(Base):
    """An uploaded certificate: bytes on disk by content hash, facts here."""

    __tablename__ = "documents"

    id: Mapped[int] = mapped_column(primary_key=True)
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    content_type: Mapped[str] = mapped_column(String(64))
    size_bytes: Mapped[int] = mapped_column(Integer)
    original_name: Mapped[str | None] = mapped_column(String(200))
    resident_id: Mapped[int | None] = mapped_column(ForeignKey("residents.id"))
    # What was read off it at upload (office/documents/certificates.py `reading_as_json`): {} when
    # nothing
    # could be read, None when it was never read. The clerk's checks use it, never a new reading.
    reading: Mapped[dict[str, Any] | None] = mapped_column(Json)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class AuditEntry(Base):
    """Who moved a record, from what status to what, when and why."""

    __tablename__ = "audit_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    record_id: Mapped[int] = mapped_column(ForeignKey("records.id"), index=True)
    actor: Mapped[str] = mapped_column(String(64))
    action: Mapped[str] = mapped_column(String(32))
    from_status: Mapped[str | None] = mapped_column(String(24))
    to_status: Mapped[str] = mapped_column(String(24))
    note: Mapped[str | None] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(UTCDateTime)
