"""The Bot API over aiohttp (bot/transport.py): PTB's calls, files, errors and timeouts, against
the Telegram stand-in over HTTP."""

import asyncio
import socket
import ssl
import time
from collections.abc import AsyncIterator, Iterator

import aiohttp
import pytest
from standins.telegram import FakeTelegram
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest, NetworkError, TimedOut

from doglicense.bot.transport import AiohttpRequest

TOKEN = "123456:transport"
ANN = 4242
PDF = b"%PDF-1.4 a license\n%%EOF"


@pytest.fixture
def fake() -> Iterator[FakeTelegram]:
    with FakeTelegram() as telegram:
        yield telegram


def _bot(base_url: str, request: AiohttpRequest, base_file_url: str = "") -> Bot:
    file_url = base_file_url or base_url.replace("/bot", "/file/bot")
    return Bot(TOKEN, base_url=base_url, base_file_url=file_url, request=request)


@pytest.fixture
async def bot(fake: FakeTelegram) -> AsyncIterator[Bot]:
    request = AiohttpRequest(4, pool_timeout=1.0)
    async with _bot(fake.base_url, request, fake.base_file_url) as client:
        yield client


async def test_a_message_with_buttons_reaches_telegram_as_ptb_sends_it(
    fake: FakeTelegram, bot: Bot
) -> None:
    fake.user(ANN)
    keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("Sí, señora", callback_data="c:yes")]])
    sent = await bot.send_message(ANN, "¿Es usted la dueña?", reply_markup=keyboard)

    assert sent.text == "¿Es usted la dueña?"
    (call,) = fake.calls_to("sendMessage")
    assert call["reply_markup"]["inline_keyboard"][0][0]["callback_data"] == "c:yes"
    assert fake.last_message(ANN)["text"] == "¿Es usted la dueña?"  # type: ignore[index]


async def test_files_go_up_as_multipart_and_come_down_by_path(fake: FakeTelegram, bot: Bot) -> None:
    fake.user(ANN)
    sent = await bot.send_document(ANN, document=PDF, filename="license.pdf", caption="Rex")

    assert sent.document is not None and sent.document.file_name == "license.pdf"
    assert sent.caption == "Rex"
    assert fake.file_bytes(sent.document.file_id) == PDF
    stored = await bot.get_file(fake.add_file(b"rabies certificate", mime_type="text/plain"))
    assert bytes(await stored.download_as_bytearray()) == b"rabies certificate"


async def test_telegram_refusing_a_call_is_ptbs_error(fake: FakeTelegram, bot: Bot) -> None:
    fake.fail_next("sendMessage", status=400, description="Bad Request: chat not found")

    with pytest.raises(BadRequest, match=r"(?i)chat not found"):
        await bot.send_message(ANN, "hello")


async def test_a_slow_answer_times_out(fake: FakeTelegram, bot: Bot) -> None:
    fake.user(ANN)
    fake.slow_next("sendMessage", 2.0)

    started = time.monotonic()
    with pytest.raises(TimedOut):
        await bot.send_message(ANN, "hello", read_timeout=0.3)
    assert time.monotonic() - started < 1.5


async def test_a_call_waiting_for_a_connection_gives_up_unsent(fake: FakeTelegram) -> None:
    fake.user(ANN)
    request = AiohttpRequest(1, pool_timeout=0.2, connect_timeout=0.2)
    async with _bot(fake.base_url, request) as client:
        fake.slow_next("sendMessage", 1.5)
        holding = asyncio.create_task(client.send_message(ANN, "first"))
        await fake.wait_for(lambda: fake.calls_to("sendMessage"), what="the first call")
        with pytest.raises(TimedOut) as waited:
            await client.send_message(ANN, "second")
        await holding
    # aiohttp names the whole address, token and all, in its message: taken out, not chained
    assert "Connection timeout" in str(waited.value) and TOKEN not in str(waited.value)
    assert waited.value.__cause__ is None and waited.value.__suppress_context__
    assert [call["text"] for call in fake.calls_to("sendMessage")] == ["first"]


async def test_nobody_listening_is_a_network_error() -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    request = AiohttpRequest(1, pool_timeout=1.0)
    client = _bot(f"http://127.0.0.1:{port}/bot", request)
    await request.initialize()
    try:
        with pytest.raises(NetworkError) as refused:
            await client.get_me()
    finally:
        await request.shutdown()
    assert refused.value.__cause__ is None and refused.value.__suppress_context__
    assert TOKEN not in str(refused.value)


async def test_a_call_before_initialize_says_so() -> None:
    request = AiohttpRequest(1, pool_timeout=1.0)
    with pytest.raises(RuntimeError, match="not initialized"):
        await request.do_request("http://127.0.0.1:9/botX/getMe", "POST")


async def test_telegrams_certificate_is_checked_against_certifis_authorities() -> None:
    request = AiohttpRequest(1, pool_timeout=1.0)
    await request.initialize()
    try:
        assert request._session is not None
        connector = request._session.connector
        assert isinstance(connector, aiohttp.TCPConnector)
        trusted = connector._ssl
        assert isinstance(trusted, ssl.SSLContext)
        assert trusted.verify_mode is ssl.CERT_REQUIRED and trusted.check_hostname
        assert trusted.cert_store_stats()["x509_ca"] > 100  # certifi's bundle, loaded
    finally:
        await request.shutdown()
