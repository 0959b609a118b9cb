"""Runs the Alembic migrations that ship inside the package, and checks a database against them."""

from __future__ import annotations

import logging
from collections.abc import Collection, Iterable, Mapping
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext, MigrationInfo
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger(__name__)


class NewerThanTheCode(RuntimeError):
    """The database carries a migration this code does not ship: a later release made it."""


def alembic_config(database_url: str) -> Config:
    """An Alembic configuration pointing at our migrations and the given database."""
    config = Config()
    config.set_main_option("script_location", str(files("doglicense.storage") / "migrations"))
    config.set_main_option("sqlalchemy.url", database_url)
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    """Bring the database to the given revision (run in a thread: Alembic here is sync).

    Each migration applied is logged (env.py); a database newer than the code raises
    NewerThanTheCode before anything is touched."""
    if database_url.startswith("sqlite"):
        path = database_url.split(":///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)  # a fresh clone has no var/
    command.upgrade(alembic_config(database_url), revision)


def scripts() -> ScriptDirectory:
    return ScriptDirectory.from_config(alembic_config("sqlite://"))


@lru_cache(maxsize=1)
def head_revision() -> str:
    """The newest migration shipped with this code."""
    head = scripts().get_current_head()
    assert head is not None
    return head


def refuse_unknown(revisions: Iterable[str], script: ScriptDirectory) -> None:
    """Raise NewerThanTheCode when the database carries a revision this code does not ship."""
    known = {each.revision for each in script.walk_revisions()}
    unknown = sorted(set(revisions) - known)
    if unknown:
        raise NewerThanTheCode(
            f"the database is at migration {', '.join(unknown)}, which this release does not"
            f" know (its newest is {script.get_current_head()}): a newer release wrote it."
            " Run that release, or restore a backup made for this one; nothing was changed."
        )


def log_step(
    ctx: MigrationContext, step: MigrationInfo, heads: Collection[Any], run_args: Mapping[str, Any]
) -> None:
    """Alembic's on_version_apply: one line per migration run."""
    log.info(
        "database %s %s -> %s: %s",
        "upgraded" if step.is_upgrade else "downgraded",
        ",".join(step.source_revision_ids) or "(empty)",
        ",".join(step.destination_revision_ids) or "(empty)",
        (getattr(step.up_revision, "doc", None) or "").split("\n", 1)[0],
    )


def _missing(connection: Connection) -> list[str]:
    """What the models have and the live schema lacks, in words (Alembic's comparison). What
    the database has beyond them (a DBA's index, a table of another tool) harms nothing."""
    from doglicense.storage.schema import metadata

    context = MigrationContext.configure(connection, opts={"compare_type": False})
    diffs = compare_metadata(context, metadata)
    return [_in_words(diff) for diff in diffs if isinstance(diff, tuple) and _lacks(diff)]


def _lacks(diff: tuple[Any, ...]) -> bool:
    return str(diff[0]) in ("add_table", "add_column", "add_index", "add_constraint", "add_fk")


def _in_words(diff: tuple[Any, ...]) -> str:
    kind, *rest = diff
    if kind == "add_table":
        return f"missing table {rest[0].name}"
    if kind == "add_column":
        return f"missing column {rest[1]}.{rest[2].name}"
    if kind == "add_index":
        return f"missing index {rest[0].name} on {rest[0].table.name}"
    return f"missing {kind.removeprefix('add_')} {getattr(rest[0], 'name', rest[0])}"


async def schema_problems(engine: AsyncEngine) -> list[str]:
    """Why the database does not match this code (empty when it does): its migration, then what
    the live tables, columns and indexes lack against the models. A few hundred milliseconds on a
    busy machine: cache a clean answer (SchemaCheck)."""
    try:
        async with engine.connect() as connection:
            try:
                result = await connection.execute(text("SELECT version_num FROM alembic_version"))
                revisions = {row[0] for row in result}
            except Exception:
                return ["no migrations applied (run: doglicense db upgrade)"]
            await connection.rollback()  # PostgreSQL: the failed or read transaction ended
            problems = []
            if revisions != {head_revision()}:
                problems.append(
                    f"at migration {', '.join(sorted(revisions)) or '(none)'},"
                    f" this code's is {head_revision()} (run: doglicense db upgrade)"
                )
            problems += await connection.run_sync(_missing)
            return problems
    except Exception as error:  # the database does not answer
        return [f"database unavailable: {type(error).__name__}"]


async def _revisions(engine: AsyncEngine) -> set[str]:
    try:
        async with engine.connect() as connection:
            result = await connection.execute(text("SELECT version_num FROM alembic_version"))
            return {row[0] for row in result}
    except Exception:
        return set()


class SchemaCheck:
    """/ready's check, cheap enough for a load balancer's every probe: the whole comparison
    until it passes once, then only the migration's name (one indexed read) while it stays."""

    def __init__(self) -> None:
        self.matched = False

    async def problems(self, engine: AsyncEngine) -> list[str]:
        if self.matched and await _revisions(engine) == {head_revision()}:
            return []
        problems = await schema_problems(engine)
        self.matched = not problems
        return problems
