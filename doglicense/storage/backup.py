"""`doglicense backup` and `restore`: the database and the uploaded documents, in one tar file.

The register is a legal record (R29). A backup holds a consistent copy of the database (SQLite's
online backup API, or `pg_dump` in its custom format) and every stored document, read from the
document store (the folder or the bucket), so that a restore brings back each license with its
certificates, into whichever store is set then. It runs while the service serves: documents are
written before the rows that name them, so copying them after the database catches every one.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DBAPIError

from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.document_store import DocumentStore
from doglicense.storage.models import Record
from doglicense.storage.stores import open_store

FORMAT = 1
MANIFEST = "manifest.json"
DOCUMENTS = "documents"
DUMPS = {"sqlite": "database.sqlite", "postgresql": "database.pgdump"}


class BackupRefused(Exception):
    """The backup cannot be made or restored as asked; the message says why."""


def _backend(url: URL) -> str:
    name = url.get_backend_name()
    if name not in DUMPS:
        raise BackupRefused(f"no backup for a {name} database")
    return name


def _sqlite_path(url: URL) -> Path:
    if not url.database or url.database == ":memory:":
        raise BackupRefused("an in-memory SQLite database has nothing to back up")
    return Path(url.database)


def postgres_tool(name: str) -> str:
    """pg_dump or pg_restore: on PATH, else the newest of Debian's server packages."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(
        Path("/usr/lib/postgresql").glob(f"*/bin/{name}"),
        key=lambda path: int(path.parts[-3]) if path.parts[-3].isdigit() else 0,
    )
    if not candidates:
        raise BackupRefused(f"{name} not found on PATH nor under /usr/lib/postgresql/*/bin")
    return str(candidates[-1])


def _libpq_env(url: URL) -> dict[str, str]:
    """The connection for pg_dump and pg_restore, in the environment: no password in argv."""
    env = dict(os.environ)
    parts = {
        "PGHOST": url.host,
        "PGPORT": str(url.port) if url.port else None,
        "PGUSER": url.username,
        "PGPASSWORD": url.password,
        "PGDATABASE": url.database,
    }
    env.update({key: str(value) for key, value in parts.items() if value})
    return env


def _run(command: list[str], url: URL) -> None:
    # Our own argv (pg_dump or pg_restore, paths we chose), never a shell: S603 is spoken for.
    done = subprocess.run(  # noqa: S603
        command, env=_libpq_env(url), capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise BackupRefused(f"{Path(command[0]).name} failed: {done.stderr.strip()[-2000:]}")


def _dump_database(url: URL, backend: str, target: Path) -> None:
    if backend == "sqlite":
        source = sqlite3.connect(_sqlite_path(url))
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)  # consistent even while the service writes
        finally:
            copy.close()
            source.close()
        return
    _run([postgres_tool("pg_dump"), "--format=custom", "--no-owner", f"--file={target}"], url)


def _add_bytes(archive: tarfile.TarFile, name: str, data: bytes) -> None:
    member = tarfile.TarInfo(name)
    member.size = len(data)
    member.mtime = int(datetime.now(UTC).timestamp())
    archive.addfile(member, io.BytesIO(data))


def backup(settings: Settings, target: Path) -> dict[str, object]:
    """Write the backup to `target` (a tar file); returns what it holds."""
    url = make_url(settings.resolved_database_url)
    backend = _backend(url)
    store = open_store(settings)
    with tempfile.TemporaryDirectory(prefix="doglicense-backup-") as scratch:
        dump = Path(scratch) / DUMPS[backend]
        _dump_database(url, backend, dump)
        stored = asyncio.run(_keys(store))
        manifest: dict[str, object] = {
            "format": FORMAT,
            "database": backend,
            "made_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "documents": len(stored),
        }
        partial = target.with_name(target.name + ".part")
        target.parent.mkdir(parents=True, exist_ok=True)
        with tarfile.open(partial, "w") as archive:
            _add_bytes(archive, MANIFEST, json.dumps(manifest, indent=2).encode())
            archive.add(dump, arcname=DUMPS[backend])
            asyncio.run(_add_documents(archive, store, stored))
        partial.replace(target)  # a backup file is whole, or absent
    return manifest


async def _keys(store: DocumentStore) -> list[str]:
    return sorted([key async for key in store.all_keys()])


async def _add_documents(archive: tarfile.TarFile, store: DocumentStore, keys: list[str]) -> None:
    for key in keys:
        _add_bytes(archive, f"{DOCUMENTS}/{key}", await store.get(key))


def _read_manifest(archive: tarfile.TarFile) -> dict[str, object]:
    member = archive.extractfile(MANIFEST)
    if member is None:
        raise BackupRefused("not a doglicense backup: no manifest")
    manifest: dict[str, object] = json.loads(member.read())
    if manifest.get("format") != FORMAT:
        raise BackupRefused(f"a backup of format {manifest.get('format')}, not {FORMAT}")
    return manifest


def _restore_database(url: URL, backend: str, dump: Path) -> None:
    if backend == "sqlite":
        path = _sqlite_path(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        source = sqlite3.connect(dump)
        live = sqlite3.connect(path)
        try:
            source.backup(live)  # page by page into the live file, under SQLite's own locks
        finally:
            live.close()
            source.close()
        return
    command = [
        postgres_tool("pg_restore"),
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        f"--dbname={url.database}",
        str(dump),
    ]
    _run(command, url)


async def _restore_documents(archive: tarfile.TarFile, store: DocumentStore) -> int:
    """Every document of the backup put in the store (one already there, by hash, is kept)."""
    restored = 0
    for member in archive.getmembers():
        if not member.name.startswith(f"{DOCUMENTS}/"):
            continue
        if not member.isfile() or ".." in Path(member.name).parts:
            raise BackupRefused(f"refusing a strange entry in the backup: {member.name!r}")
        source = archive.extractfile(member)
        assert source is not None
        await store.put(Path(member.name).relative_to(DOCUMENTS).as_posix(), source.read())
        restored += 1
    return restored


async def holds_records(settings: Settings) -> bool:
    """Whether this database already holds submissions (a restore would replace them)."""
    database = Database(settings.resolved_database_url)
    try:
        async with database.session() as session:
            return bool(await session.scalar(select(func.count(Record.id))))
    except DBAPIError:  # no schema yet: nothing to lose
        return False
    finally:
        await database.dispose()


def restore(settings: Settings, source: Path) -> dict[str, object]:
    """Put the backup's database in place of this one, and its documents beside ours."""
    url = make_url(settings.resolved_database_url)
    backend = _backend(url)
    with tarfile.open(source, "r") as archive:
        manifest = _read_manifest(archive)
        if manifest.get("database") != backend:
            raise BackupRefused(
                f"this is a {manifest.get('database')} backup; DATABASE_URL names {backend}"
            )
        with tempfile.TemporaryDirectory(prefix="doglicense-restore-") as scratch:
            dump = Path(scratch) / DUMPS[backend]
            member = archive.extractfile(DUMPS[backend])
            if member is None:
                raise BackupRefused("the backup holds no database")
            with dump.open("wb") as copy:
                shutil.copyfileobj(member, copy)
            _restore_database(url, backend, dump)
        documents = asyncio.run(_restore_documents(archive, open_store(settings)))
    return {**manifest, "documents_restored": documents}
