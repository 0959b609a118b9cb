"""A database as the first release (6ce4af0) left it: its schema (migration 0001) and the rows its
own code wrote (tests/data/first-release.json, made by scripts/first-release-data.py)."""

from __future__ import annotations

import asyncio
import base64
import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from alembic.migration import MigrationContext
from alembic.operations import Operations
from alembic.script import ScriptDirectory
from sqlalchemy import Column, Date, DateTime, MetaData, Table, text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from doglicense.storage.migrate import alembic_config
from tests import first_release_schema

DATA = Path(__file__).parent / "data" / "first-release.json"


def _value(column: Column[Any], value: Any) -> Any:
    """JSON's text back to the column's Python type (times were written as UTC)."""
    if value is None:
        return None
    if isinstance(column.type, DateTime):
        moment = datetime.fromisoformat(value)
        return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    if isinstance(column.type, Date):
        return date.fromisoformat(value)
    return value


def _rows(table: Table, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{name: _value(table.c[name], value) for name, value in row.items()} for row in rows]


def _first_release_schema(connection: Connection, url: str) -> None:
    """The tables as the first release's 0001 made them, stamped "0001" as it left them."""
    context = MigrationContext.configure(connection)
    with Operations.context(context):
        first_release_schema.upgrade()
    context.stamp(ScriptDirectory.from_config(alembic_config(url)), "0001")


async def first_release_database(url: str, var_dir: Path) -> None:
    """The first release's schema (its own 0001) with its rows and documents: nothing newer."""
    data = json.loads(await asyncio.to_thread(DATA.read_text))
    engine = create_async_engine(url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_first_release_schema, url)
            metadata = MetaData()
            await connection.run_sync(metadata.reflect)
            for table in metadata.sorted_tables:
                rows = data["tables"].get(table.name)
                if rows and table.name != "alembic_version":
                    await connection.execute(table.insert(), _rows(table, rows))
                if connection.dialect.name == "postgresql" and "id" in table.c and rows:
                    # Rows came with their ids: the sequences go on from the highest.
                    await connection.execute(
                        text(f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), :n)"),
                        {"n": max(row["id"] for row in rows)},
                    )
    finally:
        await engine.dispose()
    for name, encoded in data["files"].items():
        target = var_dir / name
        await asyncio.to_thread(target.parent.mkdir, parents=True, exist_ok=True)
        await asyncio.to_thread(target.write_bytes, base64.b64decode(encoded))
