"""What a chat step costs at the Bot API: one message a step, no waste in the HTTP client."""

from __future__ import annotations

import asyncio
import sys
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Any

import pytest
import uvicorn
from pydantic import SecretStr
from telegram import Message

from bench.http_flow import license_steps
from doglicense.bot.app import BOT_API_CONNECTIONS, build_application
from doglicense.runtime import Services
from doglicense.web.app import create_app
from tests.botchat import TOKEN, Step, running_bot, send, talk, texts_of
from tests.clerkkit import _free_port
from tests.standins.telegram import FakeTelegram

WEBHOOK_SECRET = "webhook-secret-of-the-call-count"

# Besides the message itself: a tap is answered (Telegram's spinner), a photo is fetched.
# Long polling; in webhook mode a tap's answer rides on the webhook's answer (the last test).
CALLS_OF = {
    "command": ["sendMessage"],
    "say": ["sendMessage"],
    "tap": ["answerCallbackQuery", "sendMessage"],
    "photo": ["getFile", "sendMessage"],
}
POLLING = {"getUpdates"}


class ImportWatch:
    """A finder first in sys.meta_path that finds nothing and notes every name looked for:
    a module already imported is never looked for again, so a name noted twice failed twice."""

    def __init__(self) -> None:
        self.looked_for: Counter[str] = Counter()

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        self.looked_for[fullname] += 1
        return None


@contextmanager
def watching_imports() -> Iterator[ImportWatch]:
    watch = ImportWatch()
    sys.meta_path.insert(0, watch)
    try:
        yield watch
    finally:
        sys.meta_path.remove(watch)


def as_step(kind: str, value: Any) -> Step:
    if kind in ("command", "say"):
        return str(value)
    if kind == "tap":
        return ("tap", str(value).removeprefix("c:"))
    return ("photo", value)


async def test_each_step_of_the_license_flow_makes_only_the_calls_it_needs(
    services: Services, fake: FakeTelegram
) -> None:
    user = fake.user(9100)
    async with running_bot(services, fake):
        started = len(fake.calls)  # getMe, deleteWebhook
        for kind, value in license_steps():
            before = len(fake.calls)
            await send(user, as_step(kind, value))
            made = [call.method for call in fake.calls[before:] if call.method not in POLLING]
            assert made == CALLS_OF[kind], (kind, value if kind != "photo" else "photo", made)
        await asyncio.sleep(0.2)  # nothing trails a step (a late call would show here)
        steps = len(license_steps())
        made = [call.method for call in fake.calls[started:] if call.method not in POLLING]
        assert made.count("sendMessage") == steps  # one message a step, the floor
        taps = sum(1 for kind, _ in license_steps() if kind == "tap")
        photos = sum(1 for kind, _ in license_steps() if kind == "photo")
        assert len(made) == steps + taps + photos


async def test_telegram_s_answer_to_a_reply_is_not_made_into_a_message(
    services: Services, fake: FakeTelegram, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PTB's send_message builds a Message of every answer; the bot reads none of them, and the
    # building was a fifth of a chat step's CPU (bench/chat_step.py). Counted at PTB's parser.
    made_of_the_bot_s: list[str] = []
    parse = Message.de_json.__func__  # type: ignore[attr-defined]

    def counting(cls: type[Message], data: dict[str, Any] | None, bot: Any = None) -> Any:
        if data and data.get("from", {}).get("is_bot"):
            made_of_the_bot_s.append(str(data.get("text", ""))[:20])
        return parse(cls, data, bot)

    user = fake.user(9104)
    async with running_bot(services, fake):
        monkeypatch.setattr(Message, "de_json", classmethod(counting))
        reply = await send(user, "/license")
        reply = await send(user, "Jane Smith")
    assert texts_of(reply), "the bot answered"
    assert made_of_the_bot_s == []


async def test_no_import_fails_over_and_over_on_the_way_to_the_bot_api(
    services: Services, fake: FakeTelegram
) -> None:
    """httpcore imports sniffio on every call; missing, each import searched sys.path again."""
    user = fake.user(9200)
    async with running_bot(services, fake):
        with watching_imports() as watch:
            for kind, value in license_steps()[:6]:
                await send(user, as_step(kind, value))
    repeated = {name: times for name, times in watch.looked_for.items() if times > 1}
    assert repeated == {}, f"imports failing on every call: {repeated}"


async def test_a_burst_of_residents_shares_a_few_kept_alive_connections(
    services: Services, fake: FakeTelegram
) -> None:
    """httpcore scans all its connections for each request: PTB's 256 cost more than the calls."""
    users = [fake.user(9300 + n) for n in range(64)]
    services.settings.telegram_concurrent_updates = len(users)  # every reply at once
    async with running_bot(services, fake, max_per_second=None):
        fake.slow_next("sendMessage", 0.5, count=len(users))  # every reply in flight at once
        for user in users:
            user.command("/help")
        await asyncio.gather(*(user.reply(timeout=30) for user in users))
        # The replies' pool, and getUpdates on a connection of its own.
        assert fake.connections_seen <= BOT_API_CONNECTIONS + 1


@asynccontextmanager
async def webhook_bot(services: Services, fake: FakeTelegram) -> AsyncIterator[None]:
    """Our web app and bot in webhook mode, as `doglicense serve` runs them with a public URL."""
    services.settings.telegram_bot_token = SecretStr(TOKEN)
    services.settings.telegram_api_base_url = fake.url
    services.settings.telegram_webhook_secret = SecretStr(WEBHOOK_SECRET)
    application = build_application(services, updater=False, max_per_second=None)
    port = _free_port()
    config = uvicorn.Config(
        create_app(services, bot=application), port=port, log_level="warning", lifespan="off"
    )
    server = uvicorn.Server(config)
    async with application:
        await application.start()
        serving = asyncio.create_task(server.serve())
        while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
            await asyncio.sleep(0.02)
        url = f"http://127.0.0.1:{port}/telegram"
        await application.bot.set_webhook(url, secret_token=WEBHOOK_SECRET)
        try:
            yield
        finally:
            server.should_exit = True
            await serving
            await application.stop()


async def test_in_webhook_mode_a_tap_is_answered_in_the_webhook_answer(
    services: Services, fake: FakeTelegram
) -> None:
    """One request a step even for a tap: its answerCallbackQuery rides on the webhook's answer."""
    user = fake.user(9400)
    async with webhook_bot(services, fake):
        await talk(user, ["/license", "Jane Smith"])
        before = len(fake.calls)
        tapped = user.tap("c:yes")
        assert "street address" in texts_of(await user.reply(timeout=10))
        await asyncio.sleep(0.2)  # nothing trails the step
        calls = fake.calls[before:]
    requests = [call.method for call in calls if not call.in_webhook_answer]
    in_answer = [call.method for call in calls if call.in_webhook_answer]
    assert (requests, in_answer) == (["sendMessage"], ["answerCallbackQuery"])
    assert tapped["callback_query"]["id"] in fake.callback_answers  # the spinner stopped
    assert services.taps_answered == set()  # the bot knew, and forgot it once skipped
