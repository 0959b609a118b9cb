"""Tests of the Telegram stand-in, driven by the real python-telegram-bot client over HTTP."""

import asyncio
import contextlib
import datetime as dtm
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
from standins.telegram import (
    BOT_ID,
    BOT_USERNAME,
    SECRET_TOKEN_HEADER,
    ApiError,
    FakeTelegram,
    ThreadedServer,
    buttons,
    visible_text,
)
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route
from telegram import (
    Bot,
    BotCommand,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    KeyboardButton,
    Message,
    ReplyKeyboardMarkup,
    Update,
)
from telegram.constants import ParseMode
from telegram.error import (
    BadRequest,
    Conflict,
    EndPointNotFound,
    Forbidden,
    NetworkError,
    RetryAfter,
)
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from tests.httpkit import LOCAL_TLS

TOKEN = "123:ABC"
ANN = 1001
JPEG_BYTES = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)) + b"\xff\xd9"
PDF_BYTES = b"%PDF-1.4\n% dog license\n%%EOF\n"
YES_NO = InlineKeyboardMarkup(
    [
        [
            InlineKeyboardButton("Yes", callback_data="yes"),
            InlineKeyboardButton("No", callback_data="no"),
        ]
    ]
)

AnyApplication = Application[Any, Any, Any, Any, Any, Any]


@pytest.fixture(autouse=True)
def timedelta_retry_after(monkeypatch: pytest.MonkeyPatch) -> None:
    """Opt in to PTB's timedelta durations, so RetryAfter does not warn about deprecation."""
    monkeypatch.setenv("PTB_TIMEDELTA", "true")


@pytest.fixture
def fake() -> Iterator[FakeTelegram]:
    with FakeTelegram() as telegram:
        yield telegram
    assert not telegram.running


@pytest.fixture
async def bot(fake: FakeTelegram) -> AsyncIterator[Bot]:
    async with Bot(TOKEN, base_url=fake.base_url, base_file_url=fake.base_file_url) as client:
        yield client


async def echo_with_keyboard(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    assert update.effective_message is not None
    text = update.effective_message.text
    await update.effective_message.reply_text(f"echo: {text}", reply_markup=YES_NO)


async def answer_tap(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    assert query is not None
    await query.answer("Noted")
    await query.edit_message_text(f"You chose {query.data}")


async def keep_photo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    assert update.message is not None
    photo_file = await update.message.photo[-1].get_file()
    data = bytes(await photo_file.download_as_bytearray())
    context.bot_data.setdefault("photos", []).append(data)
    await update.message.reply_text(f"Got a photo of {len(data)} bytes")


@pytest.fixture
async def app(fake: FakeTelegram) -> AsyncIterator[AnyApplication]:
    application = (
        ApplicationBuilder()
        .token(TOKEN)
        .base_url(fake.base_url)
        .base_file_url(fake.base_file_url)
        .build()
    )
    application.add_handler(MessageHandler(filters.PHOTO, keep_photo))
    application.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, echo_with_keyboard))
    application.add_handler(CallbackQueryHandler(answer_tap))
    await application.initialize()
    await application.start()
    assert application.updater is not None
    await application.updater.start_polling(poll_interval=0, timeout=1)
    yield application
    await application.updater.stop()
    await application.stop()
    await application.shutdown()


async def test_bot_identity_and_keyboard_message_are_recorded(fake: FakeTelegram, bot: Bot) -> None:
    assert (bot.id, bot.username) == (BOT_ID, BOT_USERNAME)
    keyboard = InlineKeyboardMarkup(
        [
            [InlineKeyboardButton("Pay", callback_data="pay")],
            [InlineKeyboardButton("Fees", url="https://example.org/fees")],
        ]
    )

    first = await bot.send_message(ANN, "Your license is ready", reply_markup=keyboard)
    second = await bot.send_message(ANN, "42")

    assert first.reply_markup == keyboard
    assert second.message_id == first.message_id + 1
    assert second.text == "42"  # a numeric text stays a string through the form encoding
    assert [call.method for call in fake.calls] == ["getMe", "sendMessage", "sendMessage"]
    assert fake.calls_to("sendMessage")[0]["chat_id"] == ANN
    message = await fake.next_message(ANN)
    assert message["text"] == "Your license is ready"
    assert message["from"]["id"] == BOT_ID
    assert buttons(message) == [("Pay", "pay"), ("Fees", "https://example.org/fees")]
    assert (await fake.next_message(ANN))["text"] == "42"
    with pytest.raises(TimeoutError, match="Your license is ready"):
        await fake.next_message(ANN, timeout=0.05)


async def test_application_answers_text_and_taps_promptly(
    fake: FakeTelegram, app: AnyApplication
) -> None:
    ann = fake.user(ANN, first_name="Ann")

    started = time.monotonic()
    ann.say("hello")
    reply = await ann.reply(timeout=3)
    assert time.monotonic() - started < 0.5
    assert reply["text"] == "echo: hello"
    assert reply["chat"] == {"id": ANN, "type": "private", "first_name": "Ann"}

    started = time.monotonic()
    tap = ann.tap("yes")
    edited = await fake.wait_for(lambda: fake.edits(ANN), timeout=3)
    assert time.monotonic() - started < 0.5
    assert edited[0]["text"] == "You chose yes"
    assert "reply_markup" not in fake.message(ANN, reply["message_id"])
    assert fake.callback_answers[tap["callback_query"]["id"]]["text"] == "Noted"


async def test_pushed_photo_is_downloadable_by_the_bot(
    fake: FakeTelegram, app: AnyApplication
) -> None:
    ann = fake.user(ANN)
    update = ann.send_photo(JPEG_BYTES, caption="Rex")

    reply = await ann.reply(timeout=3)

    assert reply["text"] == f"Got a photo of {len(JPEG_BYTES)} bytes"
    assert app.bot_data["photos"] == [JPEG_BYTES]
    assert len(update["message"]["photo"]) >= 3


async def test_fail_next_surfaces_as_retry_after(fake: FakeTelegram, bot: Bot) -> None:
    fake.fail_next("sendMessage", retry_after=2)

    with pytest.raises(RetryAfter) as raised:
        await bot.send_message(ANN, "first try")
    await bot.send_message(ANN, "second try")

    assert raised.value.retry_after == dtm.timedelta(seconds=2)
    assert [m["text"] for m in fake.sent(ANN)] == ["second try"]


async def test_blocked_chat_surfaces_as_forbidden(fake: FakeTelegram, bot: Bot) -> None:
    fake.block(ANN)

    with pytest.raises(Forbidden, match="bot was blocked by the user"):
        await bot.send_message(ANN, "Your renewal is due")

    fake.unblock(ANN)
    await bot.send_message(ANN, "Your renewal is due")


async def test_rate_is_metered_and_limit_enforced(fake: FakeTelegram, bot: Bot) -> None:
    fake.rate_limit_per_second = 3

    for number in range(3):
        await bot.send_message(ANN, f"reminder {number}")
    with pytest.raises(RetryAfter):
        await bot.send_message(ANN, "one too many")

    assert fake.max_rate_seen() == 4
    assert len(fake.sent(ANN)) == 3


async def test_webhook_receives_updates_with_the_secret(fake: FakeTelegram, bot: Bot) -> None:
    received: list[tuple[str | None, dict[str, Any]]] = []

    async def hook(request: Request) -> PlainTextResponse:
        received.append((request.headers.get(SECRET_TOKEN_HEADER), await request.json()))
        return PlainTextResponse("ok")

    receiver = ThreadedServer(Starlette(routes=[Route("/hook", hook, methods=["POST"])]))
    receiver.start()
    try:
        await bot.set_webhook(f"{receiver.url}/hook", secret_token="s3cret-token")
        update = fake.push_text(ANN, "via webhook")
        deliveries = await fake.wait_for(lambda: fake.webhook_deliveries, timeout=3)
        with pytest.raises(Conflict):
            await bot.get_updates()
        info = await bot.get_webhook_info()
    finally:
        receiver.stop()

    assert received == [("s3cret-token", update)]
    assert deliveries[0].status == 200
    assert info.url == f"{receiver.url}/hook"
    await bot.delete_webhook()
    fake.push_text(ANN, "via polling")
    assert [u.message.text for u in await bot.get_updates() if u.message] == ["via polling"]


@pytest.mark.parametrize(("connections", "most"), [(None, 6), (2, 2), (1, 1)])
async def test_webhook_posts_go_over_at_most_the_connections_set(
    fake: FakeTelegram, bot: Bot, connections: int | None, most: int
) -> None:
    """Six chats' updates at once: over setWebhook's 40 unless the stand-in is told fewer (as
    Telegram opens fewer when little waits); each chat's still in order."""
    fake.webhook_connections = connections
    in_hand: list[int] = [0]
    peak: list[int] = [0]

    async def hook(_request: Request) -> PlainTextResponse:
        in_hand[0] += 1
        peak[0] = max(peak[0], in_hand[0])
        await asyncio.sleep(0.05)
        in_hand[0] -= 1
        return PlainTextResponse("ok")

    receiver = ThreadedServer(Starlette(routes=[Route("/hook", hook, methods=["POST"])]))
    receiver.start()
    try:
        await bot.set_webhook(f"{receiver.url}/hook")
        for chat in range(6):
            fake.push_text(ANN + chat, "at once")
        await fake.wait_for(lambda: len(fake.webhook_deliveries) == 6 or None, timeout=10)
    finally:
        receiver.stop()
    assert peak[0] == most


async def test_long_poll_answers_as_soon_as_an_update_arrives(fake: FakeTelegram, bot: Bot) -> None:
    poll = asyncio.create_task(bot.get_updates(timeout=10))
    await asyncio.sleep(0.2)

    started = time.monotonic()
    fake.push_text(ANN, "are you there?")
    updates = await asyncio.wait_for(poll, timeout=3)

    assert time.monotonic() - started < 0.5
    assert [u.message.text for u in updates if u.message] == ["are you there?"]


async def test_long_poll_holds_until_its_timeout(bot: Bot) -> None:
    started = time.monotonic()
    updates = await bot.get_updates(timeout=1)

    assert updates == ()
    assert 0.9 <= time.monotonic() - started < 2.5


async def test_get_updates_honours_offset_and_limit(fake: FakeTelegram, bot: Bot) -> None:
    for text in ("one", "two", "three"):
        fake.push_text(ANN, text)

    first_two = await bot.get_updates(limit=2)
    rest = await bot.get_updates(offset=first_two[-1].update_id + 1)

    assert [u.message.text for u in first_two if u.message] == ["one", "two"]
    assert [u.message.text for u in rest if u.message] == ["three"]
    assert [u["message"]["text"] for u in fake.pending_updates] == ["three"]


async def test_every_pushed_update_parses_as_a_ptb_update(fake: FakeTelegram, bot: Bot) -> None:
    await bot.send_message(ANN, "Pick one", reply_markup=YES_NO)
    pushed = [
        fake.push_text(ANN, "hi", first_name="Ann"),
        fake.push_command(ANN, "/start", args="renew"),
        fake.push_photo(ANN, JPEG_BYTES),
        fake.push_document(ANN, PDF_BYTES, mime_type="application/pdf", file_name="rabies.pdf"),
        fake.push_contact(ANN, "+15185550100"),
        fake.push_location(ANN, 42.65, -73.75),
        fake.push_callback(ANN, "yes"),
        fake.push_sticker(ANN),
    ]

    updates = [Update.de_json(data, bot) for data in pushed]

    ids = [u.update_id for u in updates]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    text, command, photo, document, contact, location, callback, sticker = updates
    assert text.message is not None and text.message.from_user is not None
    assert text.message.from_user.first_name == "Ann"
    assert command.message is not None and command.message.text == "/start renew"
    assert command.message.parse_entities() and filters.COMMAND.check_update(command)
    assert photo.message is not None and photo.message.photo
    assert document.message is not None and document.message.document is not None
    assert document.message.document.file_name == "rabies.pdf"
    assert contact.message is not None and contact.message.contact is not None
    assert contact.message.contact.user_id == ANN
    assert location.message is not None and location.message.location is not None
    assert callback.callback_query is not None and callback.callback_query.data == "yes"
    tapped = callback.callback_query.message
    assert isinstance(tapped, Message) and tapped.text == "Pick one"
    assert sticker.message is not None and sticker.message.sticker is not None


async def test_bot_uploads_and_downloads_documents(fake: FakeTelegram, bot: Bot) -> None:
    sent = await bot.send_document(
        ANN, document=PDF_BYTES, filename="license.pdf", caption="Your license"
    )
    assert sent.document is not None and sent.caption == "Your license"
    assert sent.document.file_name == "license.pdf"
    assert fake.file_bytes(sent.document.file_id) == PDF_BYTES

    stored_id = fake.add_file(b"vaccination record", mime_type="text/plain", file_name="shot.txt")
    stored = await bot.get_file(stored_id)
    assert bytes(await stored.download_as_bytearray()) == b"vaccination record"

    photo = await bot.send_photo(ANN, photo=JPEG_BYTES)
    assert fake.file_bytes(photo.photo[-1].file_id) == JPEG_BYTES


async def test_parse_modes_yield_visible_text_and_reject_bad_markup(
    fake: FakeTelegram, bot: Bot
) -> None:
    html = await bot.send_message(ANN, "<b>Rex</b> &amp; <i>Fido</i>", parse_mode=ParseMode.HTML)
    markdown = await bot.send_message(ANN, r"*Fee:* \$5\.00", parse_mode=ParseMode.MARKDOWN_V2)

    assert html.text == "Rex & Fido"
    assert markdown.text == "Fee: $5.00"
    with pytest.raises(BadRequest, match=r"(?i)can.t parse entities"):
        await bot.send_message(ANN, "Rex <3 treats", parse_mode=ParseMode.HTML)
    with pytest.raises(BadRequest, match="reserved"):
        await bot.send_message(ANN, "Fee: $5.00", parse_mode=ParseMode.MARKDOWN_V2)
    assert visible_text("see [the law](https://example.org)", "MarkdownV2") == "see the law"


def test_markdown_legacy_rejects_unclosed_entities() -> None:
    assert visible_text("*bold* and _italic_", "Markdown") == "bold and italic"
    with pytest.raises(ApiError, match="Can't find end of the entity"):
        visible_text("user_name", "Markdown")


async def test_edits_and_deletes_are_applied_and_recorded(fake: FakeTelegram, bot: Bot) -> None:
    sent = await bot.send_message(ANN, "Pick one", reply_markup=YES_NO)
    await fake.next_message(ANN)

    await bot.edit_message_text("Picked", chat_id=ANN, message_id=sent.message_id)
    with pytest.raises(BadRequest, match="not modified"):
        await bot.edit_message_text("Picked", chat_id=ANN, message_id=sent.message_id)
    await bot.delete_message(ANN, sent.message_id)

    assert fake.message(ANN, sent.message_id)["text"] == "Picked"
    assert [e["text"] for e in fake.edits(ANN)] == ["Picked"]
    assert fake.deleted(ANN) == [sent.message_id]
    with pytest.raises(TimeoutError):
        await fake.next_message(ANN, timeout=0.05)


async def test_reply_keyboards_are_tracked_per_chat(fake: FakeTelegram, bot: Bot) -> None:
    share = ReplyKeyboardMarkup([[KeyboardButton("Share my phone", request_contact=True)]])

    message = await bot.send_message(ANN, "May we have your phone?", reply_markup=share)

    assert message.reply_markup is None  # Telegram echoes only inline keyboards
    keyboard = fake.reply_keyboard(ANN)
    assert keyboard is not None and buttons(keyboard) == [("Share my phone", None)]


async def test_commands_round_trip(fake: FakeTelegram, bot: Bot) -> None:
    await bot.set_my_commands([BotCommand("start", "Begin"), BotCommand("renew", "Renew")])

    assert [c.command for c in await bot.get_my_commands()] == ["start", "renew"]
    assert [c["command"] for c in fake.commands()] == ["start", "renew"]
    with pytest.raises(BadRequest, match=r"(?i)bot_command_invalid"):
        await bot.set_my_commands([BotCommand("Start", "Begin")])
    await bot.delete_my_commands()
    assert await bot.get_my_commands() == ()


async def test_unknown_methods_answer_404(fake: FakeTelegram, bot: Bot) -> None:
    async with httpx.AsyncClient(verify=LOCAL_TLS) as client:
        response = await client.post(f"{fake.base_url}{TOKEN}/frobnicate", json={})

    assert response.status_code == 404
    assert response.json() == {
        "ok": False,
        "error_code": 404,
        "description": "Not Found: method not found",
    }
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request("frobnicate")


async def test_tapping_a_missing_button_names_the_keyboards(fake: FakeTelegram, bot: Bot) -> None:
    await bot.send_message(ANN, "Pick one", reply_markup=YES_NO)
    ann = fake.user(ANN)

    with pytest.raises(LookupError, match="'yes'"):
        ann.tap("maybe")
    pressed = ann.press("No")

    assert pressed["callback_query"]["data"] == "no"


async def test_stop_releases_a_held_long_poll() -> None:
    telegram = FakeTelegram().start()
    async with Bot(TOKEN, base_url=telegram.base_url) as client:
        poll = asyncio.create_task(client.get_updates(timeout=30))
        await asyncio.sleep(0.2)

        started = time.monotonic()
        await asyncio.to_thread(telegram.stop)

        assert time.monotonic() - started < 3
        assert not telegram.running
        with contextlib.suppress(NetworkError):  # the connection closing first is as good
            assert await asyncio.wait_for(poll, timeout=3) == ()


async def test_sync_waiting_works_from_another_thread(fake: FakeTelegram, bot: Bot) -> None:
    waiting = asyncio.create_task(asyncio.to_thread(fake.next_message_sync, ANN, 3))
    await asyncio.sleep(0.1)

    await bot.send_message(ANN, "Your tag number is 1207")

    assert (await waiting)["text"] == "Your tag number is 1207"
    with pytest.raises(TimeoutError):
        fake.wait_for_sync(lambda: fake.edits(ANN), timeout=0.05)
