"""Alembic's environment: runs our async engine's migrations synchronously."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy import pool
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from doglicense.storage.migrate import log_step, refuse_unknown
from doglicense.storage.schema import metadata

target_metadata = metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
        on_version_apply=log_step,
    )
    refuse_unknown(context.get_context().get_current_heads(), context.script)
    with context.begin_transaction():
        context.run_migrations()


async def _run_async(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        await connection.run_sync(_run)
        await connection.commit()


async def _run_on_url(url: str) -> None:
    engine = create_async_engine(url, poolclass=pool.NullPool)
    try:
        await _run_async(engine)
    finally:
        await engine.dispose()


def run() -> None:
    url = context.config.get_main_option("sqlalchemy.url")
    assert url, "sqlalchemy.url must be set"
    # A caller's own connection or engine (pytest-alembic hands over an AsyncEngine), else the URL.
    given = context.config.attributes.get("connection")
    if isinstance(given, AsyncEngine):
        asyncio.run(_run_async(given))
    elif given is not None:
        _run(given)
    else:
        asyncio.run(_run_on_url(url))


run()
