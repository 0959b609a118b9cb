"""`doglicense backup` and `restore`: a license and its certificates survive losing the database."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy import select
from sqlalchemy.engine import make_url

from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.documents import original_key
from doglicense.storage.models import Document, License
from tests.botchat import licensed_dog
from tests.s3kit import both_stores, bucket_settings, drop, kept, store_env
from tests.standins.telegram import FakeTelegram

DOGLICENSE = str(Path(sys.executable).with_name("doglicense"))


async def doglicense(settings: Settings, *args: str) -> subprocess.CompletedProcess[str]:
    """The console script, as an operator runs it, on this test's database and folder."""
    env = {
        **os.environ,
        "DATABASE_URL": settings.resolved_database_url,
        "VAR_DIR": str(settings.var_dir),
        **store_env(settings),
    }
    return await asyncio.to_thread(
        subprocess.run, [DOGLICENSE, *args], env=env, capture_output=True, text=True, check=False
    )


async def lose_the_database(services: Services, backend: str) -> None:
    await services.db.dispose()
    url = make_url(services.settings.resolved_database_url)
    if backend == "sqlite":
        for suffix in ("", "-wal", "-shm"):
            await asyncio.to_thread(Path(f"{url.database}{suffix}").unlink, missing_ok=True)
    else:
        plain = url.set(drivername="postgresql").render_as_string(hide_password=False)
        connection = await asyncpg.connect(plain)
        try:
            await connection.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
        finally:
            await connection.close()
    for key in kept(services.settings):
        drop(services.settings, key)


async def register(services: Services) -> tuple[list[str], dict[str, bytes]]:
    """The tags issued, and each document's bytes as the store holds them."""
    async with services.db.session() as session:
        tags = list(await session.scalars(select(License.tag_number)))
        documents = list(await session.scalars(select(Document)))
    held = await asyncio.to_thread(kept, services.settings)
    return tags, {d.sha256: held[original_key(d.sha256)] for d in documents}


@both_stores
async def test_a_license_and_its_certificates_survive_backup_and_restore(
    services: Services, fake: FakeTelegram, bot: Any, backend: str, tmp_path: Path
) -> None:
    await licensed_dog(fake.user(6001), services, rabies_expires="6/1/2028")
    before = await register(services)
    assert before[0] and len(before[1]) == 2  # a tag; the PDF and the photo of the certificate
    target = tmp_path / "backups" / "clay.tar"

    made = await doglicense(services.settings, "backup", str(target))
    assert made.returncode == 0, made.stderr
    with tarfile.open(target) as archive:
        names = archive.getnames()
    assert "manifest.json" in names and len([n for n in names if n.startswith("documents/")]) == 2

    over_records = await doglicense(services.settings, "restore", str(target))
    assert over_records.returncode == 1 and "--replace" in over_records.stderr
    await services.db.dispose()
    replaced = await doglicense(services.settings, "restore", "--replace", str(target))
    assert replaced.returncode == 0, replaced.stderr
    assert await register(services) == before

    await lose_the_database(services, backend)
    put_back = await doglicense(services.settings, "restore", str(target))
    assert put_back.returncode == 0, put_back.stderr
    assert await register(services) == before


async def test_a_backup_of_the_folder_restores_into_a_bucket(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    tmp_path: Path,
    s3_endpoint: str,
    bucket: str,
) -> None:
    """How a town moves its documents to shared storage: back up, set DOCUMENT_STORE, restore."""
    await licensed_dog(fake.user(6002), services, rabies_expires="6/1/2028")
    before = await register(services)
    target = tmp_path / "clay.tar"
    made = await doglicense(services.settings, "backup", str(target))
    assert made.returncode == 0, made.stderr
    await services.db.dispose()

    moved = Settings(**(services.settings.model_dump() | bucket_settings(s3_endpoint, bucket)))
    assert await asyncio.to_thread(kept, moved) == {}
    put = await doglicense(moved, "restore", "--replace", str(target))
    assert put.returncode == 0, put.stderr
    services.settings = moved
    assert await register(services) == before
