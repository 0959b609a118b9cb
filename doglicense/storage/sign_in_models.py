"""The tables of signing in: staff and their sessions, residents' sessions, e-mail links."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    ForeignKey,
    Integer,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column

from doglicense.storage.models import Base
from doglicense.storage.types import UTCDateTime


class Staff(Base):
    """A clerk, an animal control officer or a court clerk who signs in to the console."""

    __tablename__ = "staff"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True)
    full_name: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(16))
    password_hash: Mapped[str] = mapped_column(String(200))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class SignInThrottle(Base):
    """Failed sign-ins lately, per account and address or per address: when the next try may be."""

    __tablename__ = "sign_in_throttles"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    # Whole seconds since 1970, UTC: the back-off is one upsert, the same SQL on both backends.
    next_try_at: Mapped[int] = mapped_column(BigInteger, default=0, index=True)


class StaffSession(Base):
    """A signed-in console session, kept here so that signing out ends it (the cookie: the id)."""

    __tablename__ = "staff_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    sid_hash: Mapped[str] = mapped_column(
        String(64), unique=True
    )  # sha256: a leaked table is no key
    staff_id: Mapped[int] = mapped_column(ForeignKey("staff.id"), index=True)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_seen_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)


class ResidentSession(Base):
    """A resident's signed-in browser, kept so that signing out ends it (the cookie: the id)."""

    __tablename__ = "resident_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    sid_hash: Mapped[str] = mapped_column(
        String(64), unique=True
    )  # sha256: a leaked table is no key
    resident_id: Mapped[int] = mapped_column(ForeignKey("residents.id"), index=True)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_seen_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)


class EmailLink(Base):
    """A one-time link sent to an e-mail address: to sign in, or to confirm the address.

    The link carries only this row's id, signed with the session secret: the table holds no
    key (a copy of it signs no one in), and the outbox message can be written again after a
    crash. Rows for unknown addresses are kept too, so that the per-client count sees them.
    """

    __tablename__ = "email_links"

    id: Mapped[int] = mapped_column(primary_key=True)
    purpose: Mapped[str] = mapped_column(String(16))  # "sign_in" or "confirm"
    address: Mapped[str] = mapped_column(String(254), index=True)  # lower case
    resident_id: Mapped[int | None] = mapped_column(ForeignKey("residents.id"))
    # The browser's resident that asked: only its own answers join the one signed in.
    asked_by: Mapped[int | None] = mapped_column(ForeignKey("residents.id"))
    client: Mapped[str] = mapped_column(String(100), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
