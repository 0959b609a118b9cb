"""From any earlier 0001 to today's: each change made only where the database lacks it.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02 00:59:28.175446

Until this release 0001 was edited in place, so a town's database stamped "0001" holds the tables
of whichever release made it: the first release's (6ce4af0), today's (what 0001 makes now), or one
between. This step brings any of them to today's schema: the new tables (sign-in throttles,
console sessions, e-mail links, seizures), the new nullable columns (documents.reading,
records.certificate_*, residents.replying_to) and indexes, each made when missing;
sign_in_attempts, which only slowed guessing for minutes, dropped where it is left. The data
step: e-mail addresses lower-cased (sign-in finds them so, through the new index), and each
record's certificate hash kept on it as submissions now do, so a certificate sent again is found
against the records of earlier releases. A certificate's reading stays NULL: "never read", which
the clerk's checks already say. On a database 0001 made today nothing changes but that data step.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import doglicense.storage.types

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    have = sa.inspect(op.get_bind())
    tables = set(have.get_table_names())
    if "sign_in_throttles" not in tables:
        op.create_table(
            "sign_in_throttles",
            sa.Column("key", sa.String(length=200), nullable=False),
            sa.Column("failures", sa.Integer(), nullable=False),
            sa.Column("next_try_at", sa.BigInteger(), nullable=False),
            sa.PrimaryKeyConstraint("key", name=op.f("pk_sign_in_throttles")),
        )
        with op.batch_alter_table("sign_in_throttles", schema=None) as batch_op:
            batch_op.create_index(
                batch_op.f("ix_sign_in_throttles_next_try_at"), ["next_try_at"], unique=False
            )

    if "email_links" not in tables:
        op.create_table(
            "email_links",
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("purpose", sa.String(length=16), nullable=False),
            sa.Column("address", sa.String(length=254), nullable=False),
            sa.Column("resident_id", sa.Integer(), nullable=True),
            sa.Column("asked_by", sa.Integer(), nullable=True),
            sa.Column("client", sa.String(length=100), nullable=False),
            sa.Column(
                "created_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
            ),
            sa.Column(
                "expires_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
            ),
            sa.Column(
                "used_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=True
            ),
            sa.ForeignKeyConstraint(
                ["asked_by"], ["residents.id"], name=op.f("fk_email_links_asked_by_residents")
            ),
            sa.ForeignKeyConstraint(
                ["resident_id"], ["residents.id"], name=op.f("fk_email_links_resident_id_residents")
            ),
            sa.PrimaryKeyConstraint("id", name=op.f("pk_email_links")),
        )
        with op.batch_alter_table("email_links", schema=None) as batch_op:
            batch_op.create_index(batch_op.f("ix_email_links_address"), ["address"], unique=False)
            batch_op.create_index(batch_op.f("ix_email_links_client"), ["client"], unique=False)
            batch_op.create_index(
                batch_op.f("ix_email_links_created_at"), ["created_at"], unique=False
            )

    if "staff_sessions" not in tables:
        op.create_table(
            "staff_sessions",
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("sid_hash", sa.String(length=64), nullable=False),
            sa.Column("staff_id", sa.Integer(), nullable=False),
            sa.Column(
                "started_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
            ),
            sa.Column(
                "last_seen_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
            ),
            sa.ForeignKeyConstraint(
                ["staff_id"], ["staff.id"], name=op.f("fk_staff_sessions_staff_id_staff")
            ),
            sa.PrimaryKeyConstraint("id", name=op.f("pk_staff_sessions")),
            sa.UniqueConstraint("sid_hash", name=op.f("uq_staff_sessions_sid_hash")),
        )
        with op.batch_alter_table("staff_sessions", schema=None) as batch_op:
            batch_op.create_index(
                batch_op.f("ix_staff_sessions_last_seen_at"), ["last_seen_at"], unique=False
            )
            batch_op.create_index(
                batch_op.f("ix_staff_sessions_staff_id"), ["staff_id"], unique=False
            )

    if "seizures" not in tables:
        op.create_table(
            "seizures",
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("record_id", sa.Integer(), nullable=False),
            sa.Column(
                "seized_at", doglicense.storage.types.UTCDateTime(timezone=True), nullable=False
            ),
            sa.Column("place", sa.String(length=200), nullable=False),
            sa.Column("held_at", sa.String(length=200), nullable=False),
            sa.Column("tag_number", sa.String(length=16), nullable=True),
            sa.Column("breed", sa.String(length=100), nullable=False),
            sa.Column("colour", sa.String(length=200), nullable=False),
            sa.Column("sex", sa.String(length=8), nullable=False),
            sa.Column("description", sa.Text(), nullable=False),
            sa.Column("identified", sa.Boolean(), nullable=False),
            sa.Column(
                "shots",
                sa.JSON().with_variant(sa.JSON(none_as_null=True), "postgresql"),
                nullable=False,
            ),
            sa.Column("photo_document_id", sa.Integer(), nullable=True),
            sa.Column("dog_id", sa.Integer(), nullable=True),
            sa.Column("owner_id", sa.Integer(), nullable=True),
            sa.Column("notice_kind", sa.String(length=16), nullable=True),
            sa.Column("notice_on", sa.Date(), nullable=True),
            sa.Column("lost_record_id", sa.Integer(), nullable=True),
            sa.Column("seized_by", sa.Integer(), nullable=True),
            sa.ForeignKeyConstraint(["dog_id"], ["dogs.id"], name=op.f("fk_seizures_dog_id_dogs")),
            sa.ForeignKeyConstraint(
                ["lost_record_id"], ["records.id"], name=op.f("fk_seizures_lost_record_id_records")
            ),
            sa.ForeignKeyConstraint(
                ["owner_id"], ["residents.id"], name=op.f("fk_seizures_owner_id_residents")
            ),
            sa.ForeignKeyConstraint(
                ["photo_document_id"],
                ["documents.id"],
                name=op.f("fk_seizures_photo_document_id_documents"),
            ),
            sa.ForeignKeyConstraint(
                ["record_id"], ["records.id"], name=op.f("fk_seizures_record_id_records")
            ),
            sa.ForeignKeyConstraint(
                ["seized_by"], ["staff.id"], name=op.f("fk_seizures_seized_by_staff")
            ),
            sa.PrimaryKeyConstraint("id", name=op.f("pk_seizures")),
            sa.UniqueConstraint("record_id", name=op.f("uq_seizures_record_id")),
        )
        with op.batch_alter_table("seizures", schema=None) as batch_op:
            batch_op.create_index(batch_op.f("ix_seizures_seized_at"), ["seized_at"], unique=False)
            batch_op.create_index(
                batch_op.f("ix_seizures_tag_number"), ["tag_number"], unique=False
            )

    if "sign_in_attempts" in tables:
        with op.batch_alter_table("sign_in_attempts", schema=None) as batch_op:
            batch_op.drop_index(batch_op.f("ix_sign_in_attempts_at"))
            batch_op.drop_index(batch_op.f("ix_sign_in_attempts_username"))
        op.drop_table("sign_in_attempts")

    if "reading" not in _columns(have, "documents"):
        with op.batch_alter_table("documents", schema=None) as batch_op:
            batch_op.add_column(
                sa.Column(
                    "reading",
                    sa.JSON().with_variant(sa.JSON(none_as_null=True), "postgresql"),
                    nullable=True,
                )
            )

    record_columns, record_indexes = _columns(have, "records"), _indexes(have, "records")
    with op.batch_alter_table("records", schema=None) as batch_op:
        for name in ("certificate_sha256", "certificate_tag_date"):
            if name not in record_columns:
                batch_op.add_column(sa.Column(name, sa.String(length=64), nullable=True))
            if f"ix_records_{name}" not in record_indexes:
                batch_op.create_index(batch_op.f(f"ix_records_{name}"), [name], unique=False)

    with op.batch_alter_table("residents", schema=None) as batch_op:
        if "replying_to" not in _columns(have, "residents"):
            batch_op.add_column(sa.Column("replying_to", sa.Integer(), nullable=True))
        if "ix_residents_email" not in _indexes(have, "residents"):
            batch_op.create_index(batch_op.f("ix_residents_email"), ["email"], unique=False)

    _data_step()


def _data_step() -> None:
    """Rows of the first release brought to what today's code writes (see the module's note)."""
    bind = op.get_bind()
    bind.execute(sa.text("UPDATE residents SET email = lower(email) WHERE email IS NOT NULL"))
    records = sa.table("records", sa.column("id", sa.Integer), sa.column("answers", sa.JSON))
    documents = sa.table("documents", sa.column("id", sa.Integer), sa.column("sha256", sa.String))
    hashes = dict(bind.execute(sa.select(documents.c.id, documents.c.sha256)).all())
    kept = sa.text("UPDATE records SET certificate_sha256 = :sha256 WHERE id = :id")
    for record_id, answers in bind.execute(sa.select(records.c.id, records.c.answers)).all():
        sent = (answers or {}).get("rabies_certificate")
        if (answers or {}).get("rabies_proof") != "certificate" or not isinstance(sent, dict):
            continue
        sha256 = hashes.get(int(sent.get("document_id") or 0))
        if sha256 is not None:
            bind.execute(kept, {"sha256": sha256, "id": record_id})


def _columns(have: sa.Inspector, table: str) -> set[str]:
    return {column["name"] for column in have.get_columns(table)}


def _indexes(have: sa.Inspector, table: str) -> set[str | None]:
    return {index["name"] for index in have.get_indexes(table)}


def downgrade() -> None:
    """Nothing: 0001 as it reads now makes every table and column this step may add, so going
    back to 0001 leaves them. E-mail addresses stay lower-cased."""
