"""/dev/mail holds every resident's sign-in links: it is served to a developer's own machine only.

Issue 27, item 5: it was served to anyone reaching the port outside production, and `serve`
started beyond loopback with the development secret, with which anyone can sign a renew link
for any resident. Now /dev/mail needs a loopback bind and the development secret; `serve`
refuses the development secret beyond loopback and warns loudly beyond loopback outside
production (decision 0028).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import AbstractContextManager, asynccontextmanager
from pathlib import Path

import httpx
import pytest
import uvicorn
from pydantic import SecretStr

from doglicense.runtime import Services
from doglicense.web.app import create_app
from doglicense.workers import listening_socket
from tests.httpkit import LOCAL_TLS
from tests.test_workers import free_port, serving

DOGLICENSE = str(Path(sys.executable).with_name("doglicense"))
A_REAL_SECRET = "a-town-test-server-secret-0f3c9b7e5d1a4c2b8e6f"


@asynccontextmanager
async def served_on(services: Services, bound_to: str) -> AsyncIterator[str]:
    """The app as `serve --host bound_to` builds it, reached here on 127.0.0.1."""
    sock = listening_socket("127.0.0.1", 0)
    app = create_app(services, bound_to=bound_to)
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_config=None))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:  # noqa: ASYNC110 - uvicorn offers a flag, not an event
        await asyncio.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        await task


async def dev_mail_status(url: str, headers: dict[str, str] | None = None) -> int:
    async with httpx.AsyncClient(verify=LOCAL_TLS, base_url=url, trust_env=False) as client:
        return (await client.get("/dev/mail", headers=headers)).status_code


async def test_a_loopback_bind_with_the_development_secret_shows_the_mail(
    services: Services,
) -> None:
    async with served_on(services, "127.0.0.1") as url:
        assert await dev_mail_status(url) == 200
        # A proxy on this machine passing the world's requests on: not the developer's own.
        assert await dev_mail_status(url, {"X-Forwarded-For": "203.0.113.9"}) == 404


async def test_a_bind_beyond_loopback_shows_nothing(services: Services) -> None:
    beyond = ("0.0.0.0", "::", "192.0.2.10", "clay-test.example.org", "")  # noqa: S104
    for host in beyond:
        async with served_on(services, host) as url:
            assert await dev_mail_status(url) == 404, host


async def test_a_real_secret_shows_nothing_even_on_loopback(services: Services) -> None:
    services.settings.session_secret = SecretStr(A_REAL_SECRET)
    async with served_on(services, "127.0.0.1") as url:
        assert await dev_mail_status(url) == 404


def _env(tmp_path: Path, **settings: str) -> dict[str, str]:
    kept = ("TELEGRAM_", "STRIPE_", "SESSION_SECRET", "ENVIRONMENT", "DATABASE_URL", "SMTP_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(kept)}
    url = f"sqlite+aiosqlite:///{tmp_path / 'town.db'}"
    return env | {"DATABASE_URL": url, "VAR_DIR": str(tmp_path), "LOG_FORMAT": "json"} | settings


def serve(
    tmp_path: Path, *args: str, **settings: str
) -> AbstractContextManager[tuple[int, list[str]]]:
    """A real `doglicense serve ARGS` on a free port: its port, and its stderr's lines so far."""
    return serving(args, _env(tmp_path, **settings))


def answered(port: int, lines: list[str]) -> httpx.Response:
    """/dev/mail's answer once the server answers /health (on 127.0.0.1, whatever the bind)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                return httpx.get(f"http://127.0.0.1:{port}/dev/mail", timeout=5)
        except httpx.TransportError:
            time.sleep(0.2)
    raise AssertionError("".join(lines[-20:]))


@pytest.mark.slow  # a `doglicense serve` process of its own (make test-fast leaves it)
def test_serve_refuses_the_development_secret_beyond_loopback(tmp_path: Path) -> None:
    done = subprocess.run(  # noqa: S603 - our own console script, fixed arguments
        [DOGLICENSE, "serve", "--host", "0.0.0.0", "--port", str(free_port())],  # noqa: S104
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert "doglicense serve: refused: --host 0.0.0.0" in done.stderr
    assert "SESSION_SECRET" in done.stderr and "127.0.0.1" in done.stderr


@pytest.mark.slow  # a `doglicense serve` process of its own (make test-fast leaves it)
def test_serve_warns_loudly_beyond_loopback_outside_production(tmp_path: Path) -> None:
    everywhere = "0.0.0.0"  # noqa: S104 - the bind under test
    with serve(tmp_path, "--host", everywhere, SESSION_SECRET=A_REAL_SECRET) as (port, lines):
        assert answered(port, lines).status_code == 404
    said = "".join(lines)
    assert f"doglicense serve: WARNING: serving on {everywhere}, beyond this machine" in said
    logged = [x for x in lines if x.startswith("{") and '"level": "WARNING"' in x]
    assert any("beyond this machine" in x for x in logged), lines
    assert A_REAL_SECRET not in said


@pytest.mark.slow  # a `doglicense serve` process of its own (make test-fast leaves it)
def test_serve_on_loopback_shows_the_mail_without_a_warning(tmp_path: Path) -> None:
    with serve(tmp_path, "--workers", "1") as (port, lines):  # the workers' factory
        assert answered(port, lines).status_code == 200
    assert "WARNING" not in "".join(lines)
