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


@pytest.mark.parametrize(
    ("wait", "calls"),
    [(2.0, [("sendMessage", True)]), (0, [("sendMessage", False)])],
    ids=["rides-on-the-answer", "no-wait-a-request"],
)
async def test_in_webhook_mode_a_typed_answer_s_reply_rides_on_the_webhook_answer(
    services: Services, fake: FakeTelegram, wait: float, calls: list[tuple[str, bool]]
) -> None:
    """No request of the bot's own for a step's reply: Telegram runs the sendMessage named in
    the webhook's answer (bot/webhook_reply.py), and the resident reads the same reply; with
    TELEGRAM_WEBHOOK_REPLY_WAIT=0 every reply is a request of its own."""
    services.settings.telegram_webhook_reply_wait = wait
    user = fake.user(9500)
    async with webhook_bot(services, fake):
        await talk(user, ["/license"])
        before = len(fake.calls)
        user.say("Jane Smith")
        assert "18 or older" in texts_of(await user.reply(timeout=10))
        await asyncio.sleep(0.2)  # nothing trails the step
        made = fake.calls[before:]
    assert [(call.method, call.in_webhook_answer) for call in made] == calls


def _update_from(user_id: int, update_id: int, bot: Any) -> Any:
    from telegram import Update

    chat = {"id": user_id, "type": "private", "first_name": "Jane"}
    sender = {"id": user_id, "is_bot": False, "first_name": "Jane"}
    message = {"message_id": 1, "date": 0, "chat": chat, "from": sender, "text": "hi"}
    return Update.de_json({"update_id": update_id, "message": message}, bot)


@asynccontextmanager
async def a_bot(fake: FakeTelegram) -> AsyncIterator[Any]:
    from telegram import Bot

    async with Bot(TOKEN, base_url=f"{fake.url}/bot") as bot:
        yield bot


async def test_held_messages_reach_the_resident_in_the_order_they_were_sent(
    fake: FakeTelegram,
) -> None:
    """The webhook's answer carries only the last message: an earlier one goes first, as a
    request; and a wait that runs out sends what was held before any later message."""
    from doglicense.bot.webhook_reply import WebhookReplies, send

    user = fake.user(9502)
    replies = WebhookReplies()
    async with a_bot(fake) as bot:

        async def handlers(update: Any, texts: list[str], pause: float) -> None:
            with replies.processing(update):
                for n, text in enumerate(texts):
                    if n:
                        await asyncio.sleep(pause)
                    await send(bot, "sendMessage", {"chat_id": user.id, "text": text})

        # Two messages within the wait: the first as a request, the second in the answer.
        update = _update_from(user.id, 1, bot)
        reply = replies.expect(1)
        running = asyncio.create_task(handlers(update, ["one", "two"], 0))
        answer = await replies.answer(reply, bot, wait=2)
        await running
        assert answer == {"method": "sendMessage", "chat_id": user.id, "text": "two"}
        assert [m["text"] for m in user.messages] == ["one"]  # "two" is Telegram's to run

        # The wait runs out with "three" held: it goes before "four".
        update = _update_from(user.id, 2, bot)
        reply = replies.expect(2)
        running = asyncio.create_task(handlers(update, ["three", "four"], 0.3))
        answer = await replies.answer(reply, bot, wait=0.1)
        await running
        assert answer is None
        assert [m["text"] for m in user.messages] == ["one", "three", "four"]

        # The webhook's request given up (Telegram hung up): the held message still goes.
        update = _update_from(user.id, 3, bot)
        reply = replies.expect(3)
        running = asyncio.create_task(handlers(update, ["five", "six"], 0.3))
        waiting = asyncio.create_task(replies.answer(reply, bot, wait=2))
        await asyncio.sleep(0.1)
        waiting.cancel()
        await running
        assert [m["text"] for m in user.messages][-2:] == ["five", "six"]


async def test_in_webhook_mode_a_photo_is_answered_at_once_and_replied_to_by_request(
    services: Services, fake: FakeTelegram
) -> None:
    """A picture is fetched and read first: its webhook answer does not wait (it would hold one
    of Telegram's connections all that time), and its reply goes as a request."""
    steps = license_steps()
    photo = next(n for n, (kind, _) in enumerate(steps) if kind == "photo")
    user = fake.user(9503)
    async with webhook_bot(services, fake):
        await talk(user, [as_step(kind, value) for kind, value in steps[:photo]])
        before = len(fake.calls)
        await send(user, as_step(*steps[photo]))
        await asyncio.sleep(0.2)
        calls = fake.calls[before:]
    assert [(c.method, c.in_webhook_answer) for c in calls] == [
        ("getFile", False),
        ("sendMessage", False),
    ]
