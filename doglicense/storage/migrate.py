"""Runs the Alembic migrations that ship inside the package."""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine


def alembic_config(database_url: str) -> Config:
    """An Alembic configuration pointing at our migrations and the given database."""
    config = Config()
    config.set_main_option("script_location", str(files("doglicense.storage") / "migrations"))
    config.set_main_option("sqlalchemy.url", database_url)
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    """Bring the database to the given revision (run in a thread: Alembic here is sync)."""
    if database_url.startswith("sqlite"):
        path = database_url.split(":///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)  # a fresh clone has no var/
    command.upgrade(alembic_config(database_url), revision)


@lru_cache(maxsize=1)
def head_revision() -> str:
    """The newest migration shipped with this code."""
    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert head is not None
    return head


async def is_at_head(engine: AsyncEngine) -> bool:
    """The database answers and carries the newest migration (false on any database error)."""
    try:
        async with engine.connect() as connection:
            result = await connection.execute(text("SELECT version_num FROM alembic_version"))
            return {row[0] for row in result} == {head_revision()}
    except Exception:
        return False
