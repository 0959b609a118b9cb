"""Residents' browser sessions on the server (decision 0027).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 04:50:00.000000

A resident's browser now carries a random session id whose hash is kept here, so signing out
ends it wherever the cookie went. Residents' web keys stay: a browser with an earlier release's
cookie exchanges it once for a session, and the key is cleared then.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import doglicense.storage.types

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "resident_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sid_hash", sa.String(length=64), nullable=False),
        sa.Column("resident_id", sa.Integer(), nullable=False),
        sa.Column(
            "started_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
        ),
        sa.Column(
            "last_seen_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
        ),
        sa.ForeignKeyConstraint(
            ["resident_id"],
            ["residents.id"],
            name=op.f("fk_resident_sessions_resident_id_residents"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_resident_sessions")),
        sa.UniqueConstraint("sid_hash", name=op.f("uq_resident_sessions_sid_hash")),
    )
    with op.batch_alter_table("resident_sessions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_resident_sessions_last_seen_at"), ["last_seen_at"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_resident_sessions_resident_id"), ["resident_id"], unique=False
        )


def downgrade() -> None:
    """Every resident's browser is signed out; earlier releases' cookies are not made again."""
    with op.batch_alter_table("resident_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_resident_sessions_resident_id"))
        batch_op.drop_index(batch_op.f("ix_resident_sessions_last_seen_at"))
    op.drop_table("resident_sessions")
