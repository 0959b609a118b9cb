"""Helpers for the payment tests: Stripe settings, our web app served in the test's loop, events."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
import uvicorn
from pydantic import SecretStr
from sqlalchemy import select

from doglicense.office.records.submissions import submit
from doglicense.payments.checkout import new_attempt, open_session
from doglicense.payments.refunds import request_refunds, send_refunds
from doglicense.runtime import Services
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import OutboxMessage, Payment, Refund, StripeEvent
from doglicense.web.app import create_app
from doglicense.workers import listening_socket
from tests.botchat import running_bot
from tests.conftest import FakeClock
from tests.httpkit import LOCAL_TLS
from tests.standins.stripe_api import FakeStripe, sign
from tests.standins.telegram import FakeTelegram

API_KEY = "sk_test_doglicense_payments"
WEBHOOK_SECRET = "whsec_test_doglicense_payments"


def use_stripe(services: Services, clock: FakeClock, api_base: str) -> None:
    """Card payments on, against the stand-in; the clock on real time, as Stripe's is."""
    services.settings.stripe_api_key = SecretStr(API_KEY)
    services.settings.stripe_webhook_secret = SecretStr(WEBHOOK_SECRET)
    services.settings.stripe_api_base = api_base
    clock.current = datetime.now(UTC).replace(microsecond=0)


@asynccontextmanager
async def serving(services: Services) -> AsyncIterator[str]:
    """create_app(services) on 127.0.0.1 with uvicorn, in this event loop; yields its base URL."""
    sock = listening_socket("127.0.0.1", 0)  # TCP by name: Nagle off (doglicense/workers.py)
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        create_app(services, bound_to="127.0.0.1"),
        lifespan="off",
        log_config=None,
        log_level="warning",
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:  # noqa: ASYNC110 - uvicorn offers a flag, not an event
        await asyncio.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task


async def post_event(
    base_url: str,
    event: dict[str, Any],
    *,
    secret: str = WEBHOOK_SECRET,
    timestamp: int | None = None,
    signature: str | None = None,
) -> httpx.Response:
    """POST an event to /stripe/webhook as Stripe does: raw JSON, signed."""
    payload = json.dumps(event, indent=2).encode()
    header = signature or sign(payload, secret, timestamp=timestamp)
    async with httpx.AsyncClient(verify=LOCAL_TLS, trust_env=False, timeout=10) as client:
        return await client.post(
            f"{base_url}/stripe/webhook",
            content=payload,
            headers={"Stripe-Signature": header, "Content-Type": "application/json"},
        )


async def card_record(services: Services, *, telegram_user_id: int = 5001) -> Record:
    """A spayed dog's license application, $5.00 by card, awaiting payment."""
    async with services.db.session() as session:
        resident = Resident(
            telegram_user_id=telegram_user_id,
            telegram_chat_id=telegram_user_id,
            created_at=services.now(),
        )
        session.add(resident)
        await session.flush()
        clock = services.clock()
        record = await submit(
            session,
            resident=resident,
            kind="license",
            answers={"owner_name": "Jane Smith", "spayed_neutered": True, "payment": "card"},
            channel="telegram",
            town=services.town,
            now=clock.now,
            today=clock.today,
        )
        await session.commit()
        return record


async def eventually(check: Callable[[], Awaitable[bool]], *, seconds: float = 10) -> None:
    """Wait until `check()` holds: what a webhook asks of Stripe runs after its answer."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("the webhook's follow-up did not finish in time")
        await asyncio.sleep(0.05)


async def followed_up(services: Services, *, told: str | None = None) -> None:
    """Every refund sent and every link opened that webhooks left to their follow-up, and the
    resident `told` by a message with a link, when given."""

    async def nothing_waits() -> bool:
        waiting = [r for r in await rows(services, Refund) if r.status == "requested"]
        if waiting or any(p.status == "creating" for p in await rows(services, Payment)):
            return False
        messages = [m for m in await rows(services, OutboxMessage) if m.template == told]
        return told is None or any("url_button" in m.context for m in messages)

    await eventually(nothing_waits)


async def checkout_attempt(services: Services, record_id: int) -> Payment:
    """A new Checkout attempt for the record, opened as the service opens one (even if another
    link is open): committed "creating", then asked of Stripe."""
    async with services.db.session() as session:
        record = await session.get(Record, record_id)
        assert record is not None
        attempt = await new_attempt(session, services, record)
        await session.commit()
    return await open_session(services, attempt.id)


async def refund_everything(services: Services, record_id: int, *, reason: str) -> list[Refund]:
    """Every payment held for the record refunded, as a rejection does: asked, committed, sent."""
    async with services.db.session() as session:
        asked = await request_refunds(session, services, record_id, reason=reason, actor="staff:1")
        await session.commit()
    await send_refunds(services, [refund.id for refund in asked])
    return [r for r in await rows(services, Refund) if r.id in {a.id for a in asked}]


async def rows(services: Services, model: type[Any]) -> list[Any]:
    async with services.db.session() as session:
        return list((await session.scalars(select(model).order_by(model.id))).all())


async def record_by_id(services: Services, record_id: int) -> Record:
    async with services.db.session() as session:
        record = await session.get(Record, record_id)
        assert record is not None
        return record


async def payments(services: Services) -> list[Payment]:
    return await rows(services, Payment)


async def refunds(services: Services) -> list[Refund]:
    return await rows(services, Refund)


async def event_ids(services: Services) -> list[str]:
    async with services.db.session() as session:
        return list((await session.scalars(select(StripeEvent.id))).all())


# Fixtures for tests that pay by card through the bot: import them into the test module.


@pytest.fixture
def telegram() -> Iterator[FakeTelegram]:
    """The Bot API stand-in."""
    with FakeTelegram() as fake:
        yield fake


@pytest.fixture
async def web(services: Services, clock: FakeClock) -> AsyncIterator[str]:
    """Our web app served on 127.0.0.1, where Stripe's webhooks arrive."""
    async with serving(services) as url:
        yield url


@pytest.fixture
def stripe_api(services: Services, clock: FakeClock, web: str) -> Iterator[FakeStripe]:
    """The Stripe stand-in, delivering signed webhooks to our app."""
    with FakeStripe(webhook_url=f"{web}/stripe/webhook", webhook_secret=WEBHOOK_SECRET) as fake:
        use_stripe(services, clock, fake.url)
        yield fake


@pytest.fixture
async def card_bot(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe
) -> AsyncIterator[Any]:
    """The real bot, with card payments through the Stripe stand-in."""
    async with running_bot(services, telegram) as application:
        yield application
