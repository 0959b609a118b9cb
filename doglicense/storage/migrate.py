"""Runs the Alembic migrations that ship inside the package."""

from __future__ import annotations

from importlib.resources import files

from alembic import command
from alembic.config import Config


def alembic_config(database_url: str) -> Config:
    """An Alembic configuration pointing at our migrations and the given database."""
    config = Config()
    config.set_main_option("script_location", str(files("doglicense.storage") / "migrations"))
    config.set_main_option("sqlalchemy.url", database_url)
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    """Bring the database to the given revision (run in a thread: Alembic here is sync)."""
    command.upgrade(alembic_config(database_url), revision)
