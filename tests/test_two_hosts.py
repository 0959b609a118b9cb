"""Two hosts behind one load balancer: two `doglicense serve` processes over one PostgreSQL and
one bucket. A resident starts on one and finishes on the other; the clerk sees the certificate
from either."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.documents import original_key, preview_key
from doglicense.storage.models import Document, Record
from tests.clerkkit import make_staff, signed_in
from tests.formkit import finish_after_the_certificate, phone, upload
from tests.picturekit import blank_png
from tests.s3kit import kept, store_env
from tests.test_uploads import to_rabies_on_the_web

DOGLICENSE = str(Path(sys.executable).with_name("doglicense"))
SESSION_SECRET = "one secret shared by every host of the town"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def host(services: Services, var_dir: Path) -> Iterator[str]:
    """One `doglicense serve` with a folder of its own, sharing the database and the bucket."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "STRIPE_"))}
    env |= {
        "DATABASE_URL": services.settings.resolved_database_url,
        "VAR_DIR": str(var_dir),
        "SESSION_SECRET": SESSION_SECRET,
        "LOG_FORMAT": "json",
        **store_env(services.settings),
    }
    port = _free_port()
    server = subprocess.Popen(  # noqa: S603 - our own console script, fixed arguments
        [DOGLICENSE, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert server.stderr is not None
    stderr, lines = server.stderr, list[str]()
    reader = threading.Thread(target=lambda: lines.extend(iter(stderr.readline, "")))
    reader.start()
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while not _ready(url):
            assert server.poll() is None and time.monotonic() < deadline, "".join(lines[-20:])
            time.sleep(0.2)
        yield url
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
        reader.join(timeout=5)


def _ready(url: str) -> bool:
    try:
        return httpx.get(f"{url}/ready", timeout=2).status_code == 200
    except httpx.TransportError:
        return False


@pytest.mark.parametrize("document_store", ["bucket"], indirect=True)
async def test_a_resident_starts_on_one_host_and_the_clerk_sees_the_certificate_on_the_other(
    services: Services, backend: str, tmp_path: Path
) -> None:
    if backend != "postgresql":
        pytest.skip("several hosts share one PostgreSQL")
    await make_staff(services, "ann", Role.CLERK)
    certificate = blank_png(1200, 900)
    with ExitStack() as hosts:
        first = hosts.enter_context(host(services, tmp_path / "host-a"))
        second = hosts.enter_context(host(services, tmp_path / "host-b"))
        async with phone() as page:  # the browser's cookie is the same for both: one address
            await to_rabies_on_the_web(page, first)
            await upload(page, "rabies.png", certificate, "image/png")
            assert await page.is_visible("text=On what date was the rabies shot given?")
            await page.goto(f"{second}/forms/license")  # the balancer sends the next to B
            assert await page.is_visible("text=On what date was the rabies shot given?")
            await finish_after_the_certificate(page)
            assert page.url.startswith(second)

        async with services.db.session() as session:
            [document] = list(await session.scalars(select(Document)))
            [record] = list(await session.scalars(select(Record)))
        async with signed_in(second, "ann") as clerk:
            shown = await clerk.get(f"/clerk/records/{record.id}")
            assert f"/clerk/documents/{document.id}" in shown.text
            preview = await clerk.get(f"/clerk/documents/{document.id}")
            assert preview.status_code == 200, preview.text
            assert preview.headers["content-type"] == "image/jpeg"
            original = await clerk.get(f"/clerk/documents/{document.id}/original")
            assert original.content == certificate
        async with signed_in(first, "ann") as clerk:
            again = await clerk.get(f"/clerk/documents/{document.id}")
            assert again.content == preview.content
            original = await clerk.get(f"/clerk/documents/{document.id}/original")
            assert original.content == certificate

    held = kept(services.settings)
    assert held[original_key(document.sha256)] == certificate
    assert held[preview_key(document.sha256, 1600)] == preview.content
    for var_dir in (tmp_path / "host-a", tmp_path / "host-b"):
        assert not (var_dir / "documents").exists()  # nothing kept on either machine
