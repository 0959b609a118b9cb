"""Folded search text for residents and dogs; records' search text folded (decision 0034).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02 07:40:00.000000

The console's one search finds "Díaz" by "diaz" on SQLite and PostgreSQL alike: the folded
words (lower case, no accents) are stored beside what they fold, filled by the application.
This migration adds residents' and dogs' columns and fills them, and folds records' existing
search text, with its own copy of the folding so that it never changes after release.
"""

import re
import unicodedata
from collections.abc import Iterable, Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_WHOLE_LETTERS = str.maketrans(
    {"ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i", "’": "'"}
)
BATCH = 500


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_WHOLE_LETTERS))
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def _folded_words(parts: Iterable[str | None]) -> str:
    words: list[str] = []
    for part in parts:
        if not part:
            continue
        folded = _fold(str(part))
        words.extend(folded.split())
        digits = re.sub(r"\D", "", folded)
        if len(digits) >= 7 and digits != folded and re.fullmatch(r"[\d\s().+-]+", folded):
            words.append(digits)
    return " ".join(dict.fromkeys(words))


def _fill(name: str, columns: Sequence[str]) -> None:
    """Each row's search_text from its columns, a batch of rows at a time."""
    connection = op.get_bind()
    table = sa.table(name, sa.column("id"), sa.column("search_text"), *map(sa.column, columns))
    after = 0
    while True:
        rows = connection.execute(
            sa.select(table.c.id, *(table.c[c] for c in columns))
            .where(table.c.id > after)
            .order_by(table.c.id)
            .limit(BATCH)
        ).all()
        if not rows:
            return
        connection.execute(
            table.update()
            .where(table.c.id == sa.bindparam("row_id"))
            .values(search_text=sa.bindparam("folded")),
            [{"row_id": row[0], "folded": _folded_words(row[1:])} for row in rows],
        )
        after = rows[-1][0]


def upgrade() -> None:
    for table in ("residents", "dogs"):
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("search_text", sa.Text(), nullable=False, server_default="")
            )
    _fill("residents", ["full_name", "email", "phone"])
    _fill("dogs", ["name", "tag_number", "breed"])
    _fill("records", ["search_text"])
    for table in ("residents", "dogs"):  # the application writes it from now on, as for records
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.alter_column("search_text", server_default=None)


def downgrade() -> None:
    for table in ("dogs", "residents"):
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("search_text")
