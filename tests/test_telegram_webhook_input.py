"""/telegram with the right secret but a body that is no update: 400 and a log line, never 500."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
import uvicorn
from pydantic import SecretStr

from doglicense.runtime import Services
from doglicense.web.app import create_app
from tests.clerkkit import _free_port
from tests.httpkit import LOCAL_TLS
from tests.standins.telegram import SECRET_TOKEN_HEADER

SECRET = "webhook-secret-not-for-logs"
DEEP = '{"a":' * 100_000 + "1" + "}" * 100_000


@asynccontextmanager
async def webhook_app(services: Services, bot: Any) -> AsyncIterator[httpx.AsyncClient]:
    services.settings.telegram_webhook_secret = SecretStr(SECRET)
    port = _free_port()
    app = create_app(services, bot=bot)
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.02)
    try:
        async with httpx.AsyncClient(
            verify=LOCAL_TLS,
            base_url=f"http://127.0.0.1:{port}",
            headers={SECRET_TOKEN_HEADER: SECRET},
        ) as client:
            yield client
    finally:
        server.should_exit = True
        await task


@pytest.mark.parametrize(
    "body",
    ["[1, 2, 3]", DEEP, "[" * 50_000 + "]" * 50_000, "{}", '{"update_id": "x"}', '"text"', "nul"],
    ids=["list", "deep-object", "deep-list", "empty", "bad-id", "string", "not-json"],
)
async def test_a_body_that_is_no_update_is_refused_with_400(
    services: Services, bot: Any, body: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with webhook_app(services, bot) as client:
        response = await client.post(
            "/telegram", content=body, headers={"content-type": "application/json"}
        )
    assert response.status_code == 400
    assert "refused" in caplog.text  # the operator sees it, and never the secret
    assert SECRET not in caplog.text


async def test_a_real_update_is_still_taken(services: Services, bot: Any) -> None:
    update = {
        "update_id": 1,
        "message": {
            "message_id": 1,
            "date": 0,
            "chat": {"id": 5, "type": "private"},
            "from": {"id": 5, "is_bot": False, "first_name": "Jo"},
            "text": "/help",
        },
    }
    async with webhook_app(services, bot) as client:
        response = await client.post("/telegram", json=update)
    assert response.status_code == 200
