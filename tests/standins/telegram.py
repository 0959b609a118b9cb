"""A local stand-in of the Telegram Bot API that the real python-telegram-bot client talks to."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import dataclasses
import ipaddress
import itertools
import json
import mimetypes
import re
import secrets
import socket
import threading
import time
from collections import defaultdict
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from concurrent.futures import Future
from concurrent.futures import wait as wait_for_futures
from dataclasses import dataclass
from http import HTTPStatus
from types import TracebackType
from typing import Any, NamedTuple, Self, TypeVar
from urllib.parse import urlsplit

import aiohttp
import uvicorn
from starlette.applications import Starlette
from starlette.datastructures import UploadFile
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp

from doglicense.workers import listening_socket

T = TypeVar("T")
JsonDict = dict[str, Any]

BOT_ID = 777000111
BOT_USERNAME = "ClayDogLicenseBot"
BOT_FIRST_NAME = "Clay Dog Licenses"
BOT_USER: JsonDict = {
    "id": BOT_ID,
    "is_bot": True,
    "first_name": BOT_FIRST_NAME,
    "username": BOT_USERNAME,
}
DEFAULT_FIRST_NAME = "Resident"
DEFAULT_LANGUAGE = "en"
SECRET_TOKEN_HEADER = "X-Telegram-Bot-Api-Secret-Token"

SEND_METHODS = frozenset({"sendMessage", "sendDocument", "sendPhoto"})
MAX_TEXT_LENGTH = 4096
MAX_CAPTION_LENGTH = 1024
MAX_CALLBACK_DATA_BYTES = 64
MAX_LONG_POLL_SECONDS = 50.0
PHOTO_SIZES = ((90, 90), (320, 320), (800, 800))
WEBP_PLACEHOLDER = b"RIFF" + bytes(4) + b"WEBPVP8 " + bytes(18)

# PTB sends form fields with strings as they are and every other value JSON-encoded, so these
# parameters must stay strings even when they look like numbers ("42" as a message text).
TEXT_PARAMS = frozenset(
    [
        "action",
        "business_connection_id",
        "callback_query_id",
        "caption",
        "certificate",
        "description",
        "document",
        "emoji",
        "file_id",
        "inline_message_id",
        "ip_address",
        "language_code",
        "message_effect_id",
        "name",
        "parse_mode",
        "photo",
        "query",
        "secret_token",
        "short_description",
        "sticker",
        "text",
        "thumbnail",
        "title",
        "url",
    ]
)
INLINE_BUTTON_ACTIONS = (
    "callback_data",
    "url",
    "web_app",
    "login_url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "copy_text",
    "callback_game",
    "pay",
)
COMMAND_PATTERN = re.compile(r"[a-z0-9_]{1,32}")
SECRET_TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,256}")


class ApiCall(NamedTuple):
    """One Bot API request the bot made: the method name and its decoded parameters; or a method
    named in its answer to a webhook delivery (in_webhook_answer: no request of its own)."""

    method: str
    params: JsonDict
    in_webhook_answer: bool = False


@dataclass(frozen=True)
class UploadedFile:
    """A file the bot uploaded in a multipart request."""

    file_name: str
    mime_type: str
    data: bytes


@dataclass(frozen=True)
class StoredFile:
    """A file the stand-in holds, downloadable at /file/bot<token>/<file_path>."""

    file_id: str
    file_unique_id: str
    file_path: str
    data: bytes
    mime_type: str
    file_name: str | None


@dataclass(frozen=True)
class WebhookDelivery:
    """The outcome of POSTing one update to the webhook; status is None when no answer came."""

    update_id: int
    url: str
    status: int | None
    error: str | None = None


class _Turn:
    """One chat's updates in line for the webhook: the lock they take in turn, how many wait."""

    def __init__(self) -> None:
        self.lock = asyncio.Lock()  # FIFO
        self.waiting = 0


def _chat_of(update: JsonDict) -> int | None:
    """The chat an update belongs to (its message's, or the tapped message's), else its sender."""
    for kind in ("message", "edited_message", "callback_query"):
        event = update.get(kind)
        if not isinstance(event, dict):
            continue
        message = event.get("message", event) if kind == "callback_query" else event
        chat = message.get("chat") if isinstance(message, dict) else None
        if isinstance(chat, dict) and isinstance(chat.get("id"), int):
            return int(chat["id"])
        sender = event.get("from")
        if isinstance(sender, dict) and isinstance(sender.get("id"), int):
            return int(sender["id"])
    return None


@dataclass(frozen=True)
class _Webhook:
    url: str
    secret_token: str | None
    max_connections: int = 40  # Telegram's default: updates posted over this many at once


@dataclass
class _PlannedFailure:
    status: int
    description: str
    retry_after: int | None
    remaining: int


@dataclass
class _Profile:
    first_name: str
    language_code: str


class ApiError(Exception):
    """A Bot API error answer: HTTP status, description and optional response parameters."""

    def __init__(self, status: int, description: str, parameters: JsonDict | None = None) -> None:
        super().__init__(description)
        self.status = status
        self.description = description
        self.parameters = parameters

    def to_response(self) -> JSONResponse:
        body: JsonDict = {"ok": False, "error_code": self.status, "description": self.description}
        if self.parameters:
            body["parameters"] = self.parameters
        return JSONResponse(body, status_code=self.status)


def _bad_request(detail: str) -> ApiError:
    return ApiError(HTTPStatus.BAD_REQUEST, f"Bad Request: {detail}")


def _too_many_requests(retry_after: int) -> ApiError:
    return ApiError(
        HTTPStatus.TOO_MANY_REQUESTS,
        f"Too Many Requests: retry after {retry_after}",
        {"retry_after": retry_after},
    )


def _default_failure_description(status: int, retry_after: int | None) -> str:
    known = {
        400: "Bad Request: simulated failure",
        401: "Unauthorized",
        403: "Forbidden: bot was blocked by the user",
        404: "Not Found",
        409: "Conflict: terminated by other getUpdates request",
        429: f"Too Many Requests: retry after {retry_after}",
        500: "Internal Server Error",
        502: "Bad Gateway",
    }
    return known.get(status) or HTTPStatus(status).phrase


def _now() -> int:
    return int(time.time())


def _byte_offset(text: str, index: int) -> int:
    return len(text[:index].encode("utf-8"))


# --- Parse modes: the API answers with the visible text, and rejects malformed markup. ---

HTML_TOKEN = re.compile(r"<(/?)([a-zA-Z][\w-]*)([^<>]*)>|&(#\d+|#x[0-9a-fA-F]+|lt|gt|amp|quot);|<")
HTML_TAGS = frozenset(
    [
        "a",
        "b",
        "blockquote",
        "code",
        "del",
        "em",
        "i",
        "ins",
        "pre",
        "s",
        "span",
        "strike",
        "strong",
        "tg-emoji",
        "tg-spoiler",
        "u",
    ]
)
HTML_NAMED_ENTITIES = {"lt": "<", "gt": ">", "amp": "&", "quot": '"'}


def _entities_error(detail: str) -> ApiError:
    return _bad_request(f"can't parse entities: {detail}")


def _html_entity(name: str) -> str:
    if name.startswith("#x"):
        return chr(int(name[2:], 16))
    if name.startswith("#"):
        return chr(int(name[1:]))
    return HTML_NAMED_ENTITIES[name]


def _strip_html(text: str) -> str:
    visible: list[str] = []
    open_tags: list[str] = []
    position = 0
    for match in HTML_TOKEN.finditer(text):
        visible.append(text[position : match.start()])
        position = match.end()
        offset = _byte_offset(text, match.start())
        closing, tag, _attributes, entity = match.groups()
        if entity is not None:
            visible.append(_html_entity(entity))
        elif tag is None:
            raise _entities_error(f'Unsupported start tag "" at byte offset {offset}')
        elif tag.lower() not in HTML_TAGS:
            raise _entities_error(f'Unsupported start tag "{tag}" at byte offset {offset}')
        elif not closing:
            open_tags.append(tag.lower())
        elif not open_tags or open_tags.pop() != tag.lower():
            raise _entities_error(f"Unexpected end tag at byte offset {offset}")
    if open_tags:
        raise _entities_error(f'Can\'t find end tag corresponding to start tag "{open_tags[-1]}"')
    visible.append(text[position:])
    return "".join(visible)


class _MarkdownReader:
    """Turns Markdown or MarkdownV2 into the visible text, failing the way the Bot API does."""

    V2_RESERVED = frozenset("_*[]()~`>#+-=|{}.!\\")
    V2_MARKS = ("||", "__", "*", "_", "~")
    LEGACY_MARKS = ("*", "_")
    LEGACY_ESCAPABLE = frozenset("_*`[")

    def __init__(self, text: str, *, v2: bool) -> None:
        self.text = text
        self.v2 = v2
        self.position = 0
        self.visible: list[str] = []
        # Each open entity: its marker, where it starts in the text and in the visible text.
        self.open_marks: list[tuple[str, int, int]] = []

    def read(self) -> str:
        while self.position < len(self.text):
            self._step()
        if self.open_marks:
            raise self._unclosed(self.open_marks[-1][1])
        return "".join(self.visible)

    def _unclosed(self, index: int) -> ApiError:
        offset = _byte_offset(self.text, index)
        return _entities_error(f"Can't find end of the entity starting at byte offset {offset}")

    def _reserved(self, char: str) -> ApiError:
        return _entities_error(
            f"Character '{char}' is reserved and must be escaped with the preceding '\\'"
        )

    def _step(self) -> None:
        text, index = self.text, self.position
        char = text[index]
        if char == "\\":
            self._escape()
        elif text.startswith("```", index):
            self._code_block()
        elif char == "`":
            self._inline_code()
        elif char == "[":
            self._open("[")
        elif char == "]" and self.open_marks and self.open_marks[-1][0] == "[":
            self._link_end()
        elif self._toggle_mark():
            return
        elif self.v2 and char == ">" and (index == 0 or text[index - 1] == "\n"):
            self.position += 1
        elif self.v2 and char in self.V2_RESERVED:
            raise self._reserved(char)
        else:
            self._literal(char)

    def _literal(self, char: str) -> None:
        self.visible.append(char)
        self.position += 1

    def _open(self, mark: str) -> None:
        self.open_marks.append((mark, self.position, len(self.visible)))
        self.position += len(mark)

    def _escape(self) -> None:
        following = self.text[self.position + 1 : self.position + 2]
        if following and (self.v2 or following in self.LEGACY_ESCAPABLE):
            self.visible.append(following)
            self.position += 2
        else:
            self._literal("\\")

    def _find_closing(self, closing: str, start: int) -> int:
        index = start
        while index < len(self.text):
            if self.v2 and self.text[index] == "\\":
                index += 2
                continue
            if self.text.startswith(closing, index):
                return index
            index += 1
        raise self._unclosed(self.position)

    def _unescape(self, content: str) -> str:
        return re.sub(r"\\(.)", r"\1", content) if self.v2 else content

    def _code_block(self) -> None:
        end = self._find_closing("```", self.position + 3)
        content = self.text[self.position + 3 : end]
        language, newline, rest = content.partition("\n")
        if newline and not any(c.isspace() for c in language):
            content = rest
        self.visible.append(self._unescape(content))
        self.position = end + 3

    def _inline_code(self) -> None:
        end = self._find_closing("`", self.position + 1)
        self.visible.append(self._unescape(self.text[self.position + 1 : end]))
        self.position = end + 1

    def _link_end(self) -> None:
        _mark, _start, visible_start = self.open_marks.pop()
        if self.text.startswith("(", self.position + 1):
            self.position = self._find_closing(")", self.position + 2) + 1
        elif self.v2:
            raise self._reserved("]")
        else:
            self.visible.insert(visible_start, "[")
            self._literal("]")

    def _toggle_mark(self) -> bool:
        marks = self.V2_MARKS if self.v2 else self.LEGACY_MARKS
        mark = next((m for m in marks if self.text.startswith(m, self.position)), None)
        if mark is None:
            return False
        for index in range(len(self.open_marks) - 1, -1, -1):
            if self.open_marks[index][0] == mark:
                del self.open_marks[index]
                self.position += len(mark)
                return True
        self._open(mark)
        return True


def visible_text(text: str, parse_mode: str | None) -> str:
    """The text Telegram shows (and returns) for a text sent with the given parse mode."""
    mode = (parse_mode or "").lower()
    if mode == "html":
        return _strip_html(text)
    if mode in ("markdown", "markdownv2"):
        return _MarkdownReader(text, v2=mode == "markdownv2").read()
    if mode:
        raise _bad_request(f"unsupported parse_mode {parse_mode}")
    return text


# --- Request decoding. ---


def _decode_form_value(name: str, value: str) -> Any:
    if name in TEXT_PARAMS:
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


async def _read_upload(upload: UploadFile, field_name: str) -> UploadedFile:
    mime_type = upload.content_type or "application/octet-stream"
    return UploadedFile(upload.filename or field_name, mime_type, await upload.read())


async def read_params(request: Request) -> JsonDict:
    """Decodes query, JSON, form-urlencoded and multipart parameters of a Bot API request."""
    params: JsonDict = {k: _decode_form_value(k, v) for k, v in request.query_params.items()}
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("application/json"):
        body = await request.body()
        try:
            params.update(json.loads(body) if body else {})
        except ValueError:
            raise _bad_request("can't parse JSON body") from None
    elif content_type.startswith(("multipart/form-data", "application/x-www-form-urlencoded")):
        async with request.form() as form:
            for key, value in form.multi_items():
                if isinstance(value, UploadFile):
                    params[key] = await _read_upload(value, key)
                else:
                    params[key] = _decode_form_value(key, value)
    return params


def _json_object(value: Any, name: str) -> JsonDict | None:
    if value is None or value == "":
        return None
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            raise _bad_request(f"can't parse {name} JSON object") from None
    if not isinstance(value, dict):
        raise _bad_request(f'field "{name}" must be of type Object')
    return value


def _int_param(params: JsonDict, name: str, missing: str) -> int:
    raw = params.get(name)
    if raw is None or raw == "":
        raise _bad_request(missing)
    try:
        return int(raw)
    except (TypeError, ValueError):
        raise _bad_request(f"invalid {name}") from None


def _chat_id(params: JsonDict) -> int:
    raw = params.get("chat_id")
    if raw is None or raw == "":
        raise _bad_request("chat_id is empty")
    try:
        return int(raw)
    except (TypeError, ValueError):
        raise _bad_request("chat not found") from None


def _validate_inline_button(button: JsonDict) -> None:
    if not button.get("text"):
        raise _bad_request("can't parse inline keyboard button: Text is empty")
    if not any(action in button for action in INLINE_BUTTON_ACTIONS):
        raise _bad_request(
            "can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard"
        )
    data = button.get("callback_data")
    if data is not None and not 1 <= len(str(data).encode("utf-8")) <= MAX_CALLBACK_DATA_BYTES:
        raise _bad_request("BUTTON_DATA_INVALID")


def _inline_keyboard(markup: JsonDict | None) -> JsonDict | None:
    if markup is None or "inline_keyboard" not in markup:
        return None
    for row in markup["inline_keyboard"]:
        for button in row:
            _validate_inline_button(button)
    return markup


def buttons(message: JsonDict) -> list[tuple[str, str | None]]:
    """(text, callback_data or url) of each button of a message's keyboard, row by row."""
    markup = message.get("reply_markup", message)
    rows = markup.get("inline_keyboard") or markup.get("keyboard") or []
    found: list[tuple[str, str | None]] = []
    for row in rows:
        for button in row:
            if isinstance(button, str):
                found.append((button, None))
            else:
                found.append((button["text"], button.get("callback_data") or button.get("url")))
    return found


def _is_loopback_url(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


async def _client_left_within(request: Request | None, seconds: float) -> bool:
    """Wait `seconds`; True as soon as the request's client disconnects (its body already read,
    the next ASGI message is the disconnect)."""
    if request is None:
        await asyncio.sleep(seconds)
        return False
    try:
        message = await asyncio.wait_for(request.receive(), seconds)
    except TimeoutError:
        return False
    return message.get("type") == "http.disconnect"


def _max_in_window(times: Sequence[float], window: float) -> int:
    ordered = sorted(times)
    best = start = 0
    for end, moment in enumerate(ordered):
        while moment - ordered[start] >= window:
            start += 1
        best = max(best, end - start + 1)
    return best


# --- Serving an ASGI app from a background thread. ---


KEEP_ALIVE_SECONDS = 75  # nginx's default, in front of the Bot API


class ThreadedServer:
    """Serves an ASGI app with uvicorn on a free 127.0.0.1 port from a thread with its own loop."""

    def __init__(self, app: ASGIApp, *, name: str = "standin-server") -> None:
        self._app = app
        self._name = name
        self._socket: socket.socket | None = None
        self._port: int | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.loop: asyncio.AbstractEventLoop | None = None

    @property
    def port(self) -> int:
        if self._port is None:
            raise RuntimeError(f"{self._name} was never started")
        return self._port

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, timeout: float = 10.0) -> None:
        # Made as TCP by name: asyncio sets TCP_NODELAY only on sockets that say so, and
        # without it every keep-alive request waits ~40 ms on Nagle and delayed ACKs.
        self._socket = listening_socket("127.0.0.1", 0)
        self._port = int(self._socket.getsockname()[1])
        config = uvicorn.Config(
            self._app,
            log_config=None,
            log_level="warning",
            access_log=False,
            lifespan="on",
            ws="none",
            timeout_graceful_shutdown=2,
            # Telegram keeps an idle connection open longer than httpx does (5 s): with
            # uvicorn's 5 s here, a bot reusing a connection as the stand-in closed it got a
            # ReadError (1 step in 4,200 of the two-worker benchmark).
            timeout_keep_alive=KEEP_ALIVE_SECONDS,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
        self._thread.start()
        self._wait_until_started(timeout)

    def _serve(self) -> None:
        assert self._server is not None and self._socket is not None
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._server.serve(sockets=[self._socket]))
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def _wait_until_started(self, timeout: float) -> None:
        assert self._server is not None and self._thread is not None
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"{self._name} did not start")
            time.sleep(0.01)

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> Future[T]:
        """Runs a coroutine on the server's loop, from any thread."""
        if self.loop is None or not self.running:
            coroutine.close()
            raise RuntimeError(f"{self._name} is not running")
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call_soon(self, callback: Callable[[], object]) -> None:
        """Runs a plain callback on the server's loop, from any thread; ignored once stopped."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(callback)

    def stop(self, timeout: float = 10.0) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive() and self._server is not None:
                self._server.force_exit = True
                self._thread.join(timeout)
        if self._socket is not None:
            self._socket.close()
        self._thread = None


# --- The Bot API stand-in. ---


class FakeTelegram:
    """The Telegram Bot API for one bot, served on 127.0.0.1, with hooks to drive and inspect it."""

    def __init__(self) -> None:
        self._changed = threading.Condition(threading.RLock())
        self._server = ThreadedServer(self._build_app(), name="FakeTelegram")
        self._closing = False
        self._update_signal: asyncio.Event | None = None
        self._webhook_client: aiohttp.ClientSession | None = None
        self._chat_turns: dict[int | None, _Turn] = {}  # a chat's updates, one at a time
        self._webhook_places: dict[_Webhook, asyncio.Semaphore] = {}
        self._deliveries_in_flight: list[Future[None]] = []
        self._init_state()
        self._handlers: dict[str, Callable[[JsonDict], Any]] = self._method_table()
        self._canonical_names = {name.lower(): name for name in [*self._handlers, "getUpdates"]}
        self.rate_limit_per_second: int | None = None
        # Telegram opens up to setWebhook's max_connections to a webhook, fewer when few updates
        # wait: set, the stand-in posts over at most this many at once, whatever was allowed.
        self.webhook_connections: int | None = None

    def _init_state(self) -> None:
        self._update_ids = itertools.count(1)
        self._callback_ids = itertools.count(4_000_000_000_000_000_001)
        self._file_counter = itertools.count(1)
        self._calls: list[ApiCall] = []
        self._pending_updates: list[JsonDict] = []
        self._profiles: dict[int, _Profile] = {}
        self._last_message_id: dict[int, int] = defaultdict(int)
        self._messages: dict[tuple[int, int], JsonDict] = {}
        self._outbox: dict[int, list[int]] = defaultdict(list)
        self._read_cursor: dict[int, int] = defaultdict(int)
        self._edits: dict[int, list[JsonDict]] = defaultdict(list)
        self._deleted: set[tuple[int, int]] = set()
        self._reply_keyboards: dict[int, JsonDict | None] = {}
        self._files: dict[str, StoredFile] = {}
        self._files_by_path: dict[str, StoredFile] = {}
        self._callback_queries: dict[str, JsonDict] = {}
        self._callback_answers: dict[str, JsonDict] = {}
        self._commands: dict[tuple[str, str], list[JsonDict]] = {}
        self._webhook: _Webhook | None = None
        self._webhook_deliveries: list[WebhookDelivery] = []
        self._planned_failures: dict[str, list[_PlannedFailure]] = defaultdict(list)
        self._planned_delays: dict[str, list[float]] = defaultdict(list)
        self._client_addresses: set[tuple[str, int]] = set()
        self._blocked: set[int] = set()
        self._send_attempts: list[float] = []
        self._accepted_sends: list[float] = []

    def _method_table(self) -> dict[str, Callable[[JsonDict], Any]]:
        return {
            "getMe": self._get_me,
            "setWebhook": self._set_webhook,
            "deleteWebhook": self._delete_webhook,
            "getWebhookInfo": self._get_webhook_info,
            "setMyCommands": self._set_my_commands,
            "deleteMyCommands": self._delete_my_commands,
            "getMyCommands": self._get_my_commands,
            "sendMessage": self._send_message,
            "editMessageText": self._edit_message_text,
            "editMessageReplyMarkup": self._edit_message_reply_markup,
            "deleteMessage": self._delete_message,
            "answerCallbackQuery": self._answer_callback_query,
            "sendDocument": self._send_document,
            "sendPhoto": self._send_photo,
            "getFile": self._get_file,
            "sendChatAction": self._send_chat_action,
            "close": self._always_true,
            "logOut": self._always_true,
        }

    # Lifecycle and addresses.

    def start(self) -> Self:
        self._closing = False
        self._server.start()
        return self

    def stop(self) -> None:
        self._closing = True
        self._wake_pollers()
        wait_for_futures(list(self._deliveries_in_flight), timeout=5)
        self._server.stop()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    @property
    def running(self) -> bool:
        return self._server.running

    @property
    def url(self) -> str:
        return self._server.url

    @property
    def base_url(self) -> str:
        return f"{self.url}/bot"

    @property
    def base_file_url(self) -> str:
        return f"{self.url}/file/bot"

    # The HTTP side, running on the server thread.

    def _build_app(self) -> Starlette:
        routes = [
            Route("/bot{token}/{method}", self._handle_api_request, methods=["GET", "POST"]),
            Route("/file/bot{token}/{file_path:path}", self._handle_file_download),
        ]
        return Starlette(routes=routes, lifespan=self._lifespan)

    @contextlib.asynccontextmanager
    async def _lifespan(self, _app: Starlette) -> AsyncIterator[None]:
        self._update_signal = asyncio.Event()
        self._chat_turns = {}
        self._webhook_places = {}
        # Updates posted over aiohttp: httpx looks through every kept connection of its pool on
        # each post (a system call apiece), which made the stand-in, not the bot, the slowest
        # part of a benchmark. Connections are kept between bursts, as Telegram keeps them, and
        # let go before uvicorn's 5 s would close one under a post.
        connector = aiohttp.TCPConnector(limit=0, keepalive_timeout=4.0)
        self._webhook_client = aiohttp.ClientSession(
            connector=connector, timeout=aiohttp.ClientTimeout(total=5.0)
        )
        try:
            yield
        finally:
            await self._webhook_client.close()
            self._update_signal = None

    async def _handle_api_request(self, request: Request) -> Response:
        requested = request.path_params["method"]
        method = self._canonical_names.get(requested.lower(), requested)
        if request.client is not None:  # one address a TCP connection: the bot's pool, seen
            with self._changed:
                self._client_addresses.add((request.client.host, request.client.port))
        try:
            params = await read_params(request)
            self._record_call(method, params)
            result = await self._dispatch(method, params, request)
        except ApiError as error:
            return error.to_response()
        except Exception as error:  # a stand-in bug: tell the client instead of a bare 500
            failure = ApiError(HTTPStatus.INTERNAL_SERVER_ERROR, f"stand-in failed: {error!r}")
            return failure.to_response()
        return JSONResponse({"ok": True, "result": result})

    async def _handle_file_download(self, request: Request) -> Response:
        with self._changed:
            stored = self._files_by_path.get(request.path_params["file_path"])
        if stored is None:
            return ApiError(HTTPStatus.NOT_FOUND, "Not Found: file not found").to_response()
        return Response(stored.data, media_type=stored.mime_type)

    def _record_call(
        self, method: str, params: JsonDict, *, in_webhook_answer: bool = False
    ) -> None:
        with self._changed:
            self._calls.append(ApiCall(method, params, in_webhook_answer))
            self._changed.notify_all()

    async def _dispatch(self, method: str, params: JsonDict, request: Request | None = None) -> Any:
        if method == "getUpdates":
            with self._changed:
                self._raise_planned_failure(method)
            return await self._get_updates(params)
        handler = self._handlers.get(method)
        if handler is None:
            raise ApiError(HTTPStatus.NOT_FOUND, "Not Found: method not found")
        with self._changed:
            delays = self._planned_delays.get(method)
            delay = delays.pop(0) if delays else 0.0
        if delay and await _client_left_within(request, delay):
            # Telegram slow to take this call, and the bot gone meanwhile (timed out, killed):
            # the call was never carried out. Other calls go on during the wait.
            raise ApiError(HTTPStatus.BAD_REQUEST, "Bad Request: the client went away")
        with self._changed:
            self._raise_planned_failure(method)
            result = handler(params)
            self._changed.notify_all()
        return result

    def _raise_planned_failure(self, method: str) -> None:
        plans = self._planned_failures.get(method)
        if not plans:
            return
        plan = plans[0]
        plan.remaining -= 1
        if plan.remaining <= 0:
            plans.pop(0)
        parameters = {"retry_after": plan.retry_after} if plan.retry_after is not None else None
        raise ApiError(plan.status, plan.description, parameters)

    # getUpdates long polling.

    async def _get_updates(self, params: JsonDict) -> list[JsonDict]:
        offset = int(params.get("offset") or 0)
        limit = min(max(int(params.get("limit") or 100), 1), 100)
        timeout = min(max(float(params.get("timeout") or 0), 0.0), MAX_LONG_POLL_SECONDS)
        deadline = time.monotonic() + timeout
        signal = self._update_signal
        assert signal is not None
        while True:
            signal.clear()
            updates = self._confirm_and_peek(offset, limit)
            remaining = deadline - time.monotonic()
            if updates or self._closing or remaining <= 0:
                return updates
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(signal.wait(), remaining)

    def _confirm_and_peek(self, offset: int, limit: int) -> list[JsonDict]:
        with self._changed:
            if self._webhook is not None:
                raise ApiError(
                    HTTPStatus.CONFLICT,
                    "Conflict: can't use getUpdates method while webhook is active; "
                    "use deleteWebhook to delete the webhook first",
                )
            if offset < 0:
                self._pending_updates = self._pending_updates[offset:]
            elif offset > 0:
                self._pending_updates = [
                    u for u in self._pending_updates if u["update_id"] >= offset
                ]
            return copy.deepcopy(self._pending_updates[:limit])

    def _wake_pollers(self) -> None:
        signal = self._update_signal
        if signal is not None:
            self._server.call_soon(signal.set)

    # Webhooks.

    def _set_webhook(self, params: JsonDict) -> bool:
        url = str(params.get("url") or "")
        if not url:
            return self._delete_webhook(params)
        secret = params.get("secret_token")
        if secret is not None and not SECRET_TOKEN_PATTERN.fullmatch(str(secret)):
            raise _bad_request("secret token contains unallowed characters")
        if params.get("drop_pending_updates"):
            self._pending_updates.clear()
        connections = params.get("max_connections", 40)
        if not isinstance(connections, int) and not str(connections).isdigit():
            raise _bad_request('field "max_connections" must be of type Integer')
        if not 1 <= int(connections) <= 100:
            raise _bad_request("bad webhook: max_connections must be between 1 and 100")
        self._webhook = _Webhook(url, None if secret is None else str(secret), int(connections))
        for update in self._pending_updates:
            self._schedule_delivery(update, self._webhook)
        self._pending_updates.clear()
        return True

    def _delete_webhook(self, params: JsonDict) -> bool:
        self._webhook = None
        if params.get("drop_pending_updates"):
            self._pending_updates.clear()
        return True

    def _get_webhook_info(self, _params: JsonDict) -> JsonDict:
        info: JsonDict = {
            "url": self._webhook.url if self._webhook else "",
            "has_custom_certificate": False,
            "pending_update_count": len(self._pending_updates),
        }
        failures = [d for d in self._webhook_deliveries if d.error is not None]
        if self._webhook is not None:
            info["max_connections"] = self._webhook.max_connections
        if self._webhook is not None and failures:
            info["last_error_date"] = _now()
            info["last_error_message"] = failures[-1].error
        return info

    def _schedule_delivery(self, update: JsonDict, webhook: _Webhook) -> None:
        future = self._server.submit(self._deliver(copy.deepcopy(update), webhook))
        self._deliveries_in_flight = [f for f in self._deliveries_in_flight if not f.done()]
        self._deliveries_in_flight.append(future)

    async def _deliver(self, update: JsonDict, webhook: _Webhook) -> None:
        """Posted over up to the webhook's max_connections at once, as Telegram does; one
        chat's updates one after another, in order (each waits for the previous answer)."""
        chat = _chat_of(update)
        turn = self._chat_turns.get(chat)
        if turn is None:
            turn = self._chat_turns[chat] = _Turn()
        turn.waiting += 1
        places = self._webhook_places.get(webhook)
        if places is None:
            at_once = min(webhook.max_connections, self.webhook_connections or 100)
            places = self._webhook_places[webhook] = asyncio.Semaphore(at_once)
        try:
            async with turn.lock, places:
                status, error = await self._post_update(update, webhook)
        finally:
            turn.waiting -= 1
            if turn.waiting == 0:
                del self._chat_turns[chat]
        with self._changed:
            delivery = WebhookDelivery(update["update_id"], webhook.url, status, error)
            self._webhook_deliveries.append(delivery)
            self._changed.notify_all()

    async def _post_update(
        self, update: JsonDict, webhook: _Webhook
    ) -> tuple[int | None, str | None]:
        if not _is_loopback_url(webhook.url):
            return None, "the stand-in delivers updates only to loopback addresses"
        headers = {SECRET_TOKEN_HEADER: webhook.secret_token} if webhook.secret_token else {}
        assert self._webhook_client is not None
        try:
            async with self._webhook_client.post(
                webhook.url, json=update, headers=headers
            ) as response:
                body = await response.read()
                content_type = response.headers.get("content-type", "")
        except (aiohttp.ClientError, TimeoutError) as error:
            return None, f"Connection failed: {error!r}"
        if 200 <= response.status < 300:
            await self._run_answered_method(content_type, body)
            return response.status, None
        return response.status, f"Wrong response from the webhook: {response.status}"

    async def _run_answered_method(self, content_type: str, body: bytes) -> None:
        """The Bot API runs a method named in the webhook's answer; its outcome is told nobody."""
        if not content_type.startswith("application/json"):
            return
        try:
            answer = json.loads(body)
        except ValueError:
            return
        if not isinstance(answer, dict) or not isinstance(answer.get("method"), str):
            return
        params = {k: v for k, v in answer.items() if k != "method"}
        method = self._canonical_names.get(answer["method"].lower(), answer["method"])
        self._record_call(method, params, in_webhook_answer=True)
        with contextlib.suppress(ApiError):
            await self._dispatch(method, params)

    # Bot identity and commands.

    def _get_me(self, _params: JsonDict) -> JsonDict:
        return {
            **BOT_USER,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
            "can_connect_to_business": False,
            "has_main_web_app": False,
        }

    @staticmethod
    def _commands_key(params: JsonDict) -> tuple[str, str]:
        scope = _json_object(params.get("scope"), "scope") or {"type": "default"}
        return json.dumps(scope, sort_keys=True), str(params.get("language_code") or "")

    def _set_my_commands(self, params: JsonDict) -> bool:
        commands = params.get("commands")
        if isinstance(commands, str):
            commands = json.loads(commands)
        if not isinstance(commands, list):
            raise _bad_request('parameter "commands" is required')
        for command in commands:
            if not COMMAND_PATTERN.fullmatch(str(command.get("command", ""))):
                raise _bad_request("BOT_COMMAND_INVALID")
            if not 1 <= len(str(command.get("description", ""))) <= 256:
                raise _bad_request("command description must be 1-256 characters")
        self._commands[self._commands_key(params)] = commands
        return True

    def _delete_my_commands(self, params: JsonDict) -> bool:
        self._commands.pop(self._commands_key(params), None)
        return True

    def _get_my_commands(self, params: JsonDict) -> list[JsonDict]:
        return copy.deepcopy(self._commands.get(self._commands_key(params), []))

    @staticmethod
    def _always_true(_params: JsonDict) -> bool:
        return True

    # Sending and editing messages.

    def _target_chat(self, params: JsonDict, *, sending: bool) -> int:
        chat_id = _chat_id(params)
        if sending:
            self._meter_send()
        if chat_id in self._blocked:
            raise ApiError(HTTPStatus.FORBIDDEN, "Forbidden: bot was blocked by the user")
        return chat_id

    def _meter_send(self) -> None:
        now = time.monotonic()
        self._send_attempts.append(now)
        limit = self.rate_limit_per_second
        if limit is None:
            return
        if sum(1 for moment in self._accepted_sends if now - moment < 1.0) >= limit:
            raise _too_many_requests(1)
        self._accepted_sends.append(now)

    def _caption(self, params: JsonDict) -> str | None:
        caption = params.get("caption")
        if caption is None or caption == "":
            return None
        shown = visible_text(str(caption), params.get("parse_mode"))
        if len(shown) > MAX_CAPTION_LENGTH:
            raise _bad_request("message caption is too long")
        return shown

    @staticmethod
    def _message_text(params: JsonDict) -> str:
        text = visible_text(str(params.get("text") or ""), params.get("parse_mode"))
        if not text.strip():
            raise _bad_request("message text is empty")
        if len(text) > MAX_TEXT_LENGTH:
            raise _bad_request("message is too long")
        return text

    def _accept_reply_markup(self, chat_id: int, params: JsonDict) -> JsonDict | None:
        markup = _json_object(params.get("reply_markup"), "reply_markup")
        if markup is None:
            return None
        if "keyboard" in markup:
            self._reply_keyboards[chat_id] = markup
        elif markup.get("remove_keyboard"):
            self._reply_keyboards[chat_id] = None
        return _inline_keyboard(markup)

    def _next_message_id(self, chat_id: int) -> int:
        self._last_message_id[chat_id] += 1
        return self._last_message_id[chat_id]

    def _chat(self, chat_id: int) -> JsonDict:
        return {"id": chat_id, "type": "private", "first_name": self._profile(chat_id).first_name}

    def _new_bot_message(
        self, chat_id: int, content: JsonDict, markup: JsonDict | None
    ) -> JsonDict:
        message: JsonDict = {
            "message_id": self._next_message_id(chat_id),
            "from": dict(BOT_USER),
            "chat": self._chat(chat_id),
            "date": _now(),
            **content,
        }
        if markup is not None:
            message["reply_markup"] = markup
        self._messages[(chat_id, message["message_id"])] = message
        self._outbox[chat_id].append(message["message_id"])
        return copy.deepcopy(message)

    def _send_message(self, params: JsonDict) -> JsonDict:
        chat_id = self._target_chat(params, sending=True)
        text = self._message_text(params)
        markup = self._accept_reply_markup(chat_id, params)
        return self._new_bot_message(chat_id, {"text": text}, markup)

    def _send_media(
        self, params: JsonDict, field: str, content_of: Callable[[StoredFile], JsonDict]
    ) -> JsonDict:
        chat_id = self._target_chat(params, sending=True)
        stored = self._input_file(params, field, kind=f"{field}s")
        content = content_of(stored)
        caption = self._caption(params)
        if caption is not None:
            content["caption"] = caption
        markup = self._accept_reply_markup(chat_id, params)
        return self._new_bot_message(chat_id, content, markup)

    def _send_document(self, params: JsonDict) -> JsonDict:
        return self._send_media(params, "document", lambda s: {"document": _document_object(s)})

    def _send_photo(self, params: JsonDict) -> JsonDict:
        return self._send_media(params, "photo", lambda s: {"photo": self._photo_sizes(s)})

    def _input_file(self, params: JsonDict, field: str, *, kind: str) -> StoredFile:
        value = params.get(field)
        if isinstance(value, str) and value.startswith("attach://"):
            value = params.get(value.removeprefix("attach://"))
        if isinstance(value, UploadedFile):
            return self._store(value.data, value.mime_type, value.file_name, kind=kind)
        if isinstance(value, str) and value in self._files:
            return self._files[value]
        if isinstance(value, str) and value.startswith(("http://", "https://")):
            raise _bad_request("failed to get HTTP URL content (the stand-in fetches no URLs)")
        raise _bad_request("wrong file identifier/HTTP URL specified")

    def _stored_message(self, params: JsonDict) -> tuple[int, JsonDict]:
        if params.get("inline_message_id"):
            raise _bad_request("the stand-in does not support inline messages")
        chat_id = self._target_chat(params, sending=False)
        message_id = _int_param(params, "message_id", "message identifier is not specified")
        message = self._messages.get((chat_id, message_id))
        if message is None or (chat_id, message_id) in self._deleted:
            raise _bad_request("message to edit not found")
        if message["from"]["id"] != BOT_ID:
            raise _bad_request("message can't be edited")
        return chat_id, message

    def _apply_edit(self, chat_id: int, message: JsonDict, changes: JsonDict) -> JsonDict:
        markup = changes.pop("reply_markup")
        unchanged = all(message.get(k) == v for k, v in changes.items())
        if unchanged and message.get("reply_markup") == markup:
            raise _bad_request(
                "message is not modified: specified new message content and reply markup are "
                "exactly the same as a current content and reply markup of the message"
            )
        message.update(changes)
        if markup is None:
            message.pop("reply_markup", None)
        else:
            message["reply_markup"] = markup
        message["edit_date"] = _now()
        self._edits[chat_id].append(copy.deepcopy(message))
        return copy.deepcopy(message)

    def _edited_markup(self, params: JsonDict) -> JsonDict | None:
        markup = _json_object(params.get("reply_markup"), "reply_markup")
        if markup is not None and "inline_keyboard" not in markup:
            raise _bad_request("only inline keyboards can be set on an edited message")
        return _inline_keyboard(markup)

    def _edit_message_text(self, params: JsonDict) -> JsonDict:
        chat_id, message = self._stored_message(params)
        if "text" not in message:
            raise _bad_request("there is no text in the message to edit")
        changes = {"text": self._message_text(params), "reply_markup": self._edited_markup(params)}
        return self._apply_edit(chat_id, message, changes)

    def _edit_message_reply_markup(self, params: JsonDict) -> JsonDict:
        chat_id, message = self._stored_message(params)
        return self._apply_edit(chat_id, message, {"reply_markup": self._edited_markup(params)})

    def _delete_message(self, params: JsonDict) -> bool:
        chat_id = _chat_id(params)
        message_id = _int_param(params, "message_id", "message identifier is not specified")
        key = (chat_id, message_id)
        if key not in self._messages or key in self._deleted:
            raise _bad_request("message to delete not found")
        self._deleted.add(key)
        return True

    def _answer_callback_query(self, params: JsonDict) -> bool:
        query_id = str(params.get("callback_query_id") or "")
        if query_id not in self._callback_queries:
            raise _bad_request(
                "query is too old and response timeout expired or query ID is invalid"
            )
        self._callback_answers[query_id] = params
        return True

    def _send_chat_action(self, params: JsonDict) -> bool:
        self._target_chat(params, sending=False)
        if not params.get("action"):
            raise _bad_request("action is empty")
        return True

    # Files.

    def _new_file_id(self, kind: str) -> tuple[str, str]:
        number = next(self._file_counter)
        prefix = {"photos": "AgAC", "stickers": "CAAC"}.get(kind, "BQAC")
        return f"{prefix}{number:05d}{secrets.token_hex(8)}", f"AQAD{number:05d}"

    def _store(
        self, data: bytes, mime_type: str, file_name: str | None, *, kind: str
    ) -> StoredFile:
        file_id, unique_id = self._new_file_id(kind)
        suffix = (file_name and "." in file_name and "." + file_name.rsplit(".", 1)[1]) or (
            mimetypes.guess_extension(mime_type) or ""
        )
        path = f"{kind}/file_{unique_id.removeprefix('AQAD')}{suffix}"
        stored = StoredFile(file_id, unique_id, path, bytes(data), mime_type, file_name)
        self._files[file_id] = stored
        self._files_by_path[path] = stored
        return stored

    def _photo_sizes(self, largest: StoredFile) -> list[JsonDict]:
        sizes: list[JsonDict] = []
        for width, height in PHOTO_SIZES[:-1]:
            file_id, unique_id = self._new_file_id("photos")
            alias = dataclasses.replace(largest, file_id=file_id, file_unique_id=unique_id)
            self._files[file_id] = alias
            sizes.append(_photo_size_object(alias, width, height))
        width, height = PHOTO_SIZES[-1]
        return [*sizes, _photo_size_object(largest, width, height)]

    def _get_file(self, params: JsonDict) -> JsonDict:
        stored = self._files.get(str(params.get("file_id") or ""))
        if stored is None:
            raise _bad_request("invalid file_id")
        return {
            "file_id": stored.file_id,
            "file_unique_id": stored.file_unique_id,
            "file_size": len(stored.data),
            "file_path": stored.file_path,
        }

    def add_file(self, data: bytes, *, mime_type: str, file_name: str | None = None) -> str:
        """Stores bytes as a Telegram file and returns its file_id (for getFile and downloads)."""
        with self._changed:
            return self._store(data, mime_type, file_name, kind="documents").file_id

    def file_bytes(self, file_id: str) -> bytes:
        """The bytes behind a file_id, whether pushed by a user or uploaded by the bot."""
        with self._changed:
            return self._files[file_id].data

    # Users and pushed updates.

    def _profile(
        self, user_id: int, first_name: str | None = None, language_code: str | None = None
    ) -> _Profile:
        profile = self._profiles.setdefault(user_id, _Profile(DEFAULT_FIRST_NAME, DEFAULT_LANGUAGE))
        profile.first_name = first_name or profile.first_name
        profile.language_code = language_code or profile.language_code
        return profile

    def _user_object(self, user_id: int) -> JsonDict:
        profile = self._profile(user_id)
        return {
            "id": user_id,
            "is_bot": False,
            "first_name": profile.first_name,
            "language_code": profile.language_code,
        }

    def user(
        self, user_id: int, *, first_name: str = DEFAULT_FIRST_NAME, language_code: str = "en"
    ) -> ChatUser:
        """A resident chatting privately with the bot, to drive a conversation in tests."""
        with self._changed:
            self._profile(user_id, first_name, language_code)
        return ChatUser(self, user_id)

    def _push(self, body: JsonDict) -> JsonDict:
        with self._changed:
            update = {"update_id": next(self._update_ids), **body}
            if self._webhook is None:
                self._pending_updates.append(update)
            else:
                self._schedule_delivery(update, self._webhook)
            self._changed.notify_all()
        self._wake_pollers()
        return copy.deepcopy(update)

    def _push_message(
        self,
        user_id: int,
        content: JsonDict,
        *,
        first_name: str | None = None,
        language_code: str | None = None,
    ) -> JsonDict:
        with self._changed:
            self._profile(user_id, first_name, language_code)
            message: JsonDict = {
                "message_id": self._next_message_id(user_id),
                "from": self._user_object(user_id),
                "chat": self._chat(user_id),
                "date": _now(),
                **content,
            }
            self._messages[(user_id, message["message_id"])] = message
            return self._push({"message": copy.deepcopy(message)})

    def push_text(
        self,
        user_id: int,
        text: str,
        *,
        first_name: str | None = None,
        language_code: str | None = None,
    ) -> JsonDict:
        """Queues a text message from the user (first_name defaults to the user's, or Resident)."""
        content = {"text": text}
        return self._push_message(
            user_id, content, first_name=first_name, language_code=language_code
        )

    def push_command(
        self, user_id: int, command: str, args: str | Sequence[str] | None = None
    ) -> JsonDict:
        """Queues a /command message with a bot_command entity, e.g. ("/start", "payload")."""
        name = command if command.startswith("/") else f"/{command}"
        arg_text = args if isinstance(args, str) else " ".join(args or ())
        text = f"{name} {arg_text}" if arg_text else name
        entity = {"type": "bot_command", "offset": 0, "length": len(name)}
        return self._push_message(user_id, {"text": text, "entities": [entity]})

    def push_photo(self, user_id: int, data: bytes, caption: str | None = None) -> JsonDict:
        """Queues a photo message: several sizes, all downloadable as the given bytes."""
        with self._changed:
            stored = self._store(data, "image/jpeg", None, kind="photos")
            content: JsonDict = {"photo": self._photo_sizes(stored)}
        if caption is not None:
            content["caption"] = caption
        return self._push_message(user_id, content)

    def push_document(
        self,
        user_id: int,
        data: bytes,
        *,
        mime_type: str,
        file_name: str,
        caption: str | None = None,
    ) -> JsonDict:
        """Queues a document message whose file the bot can download."""
        with self._changed:
            stored = self._store(data, mime_type, file_name, kind="documents")
        content: JsonDict = {"document": _document_object(stored)}
        if caption is not None:
            content["caption"] = caption
        return self._push_message(user_id, content)

    def push_contact(self, user_id: int, phone_number: str) -> JsonDict:
        """Queues the user sharing their own contact (as a request_contact button does)."""
        with self._changed:
            first_name = self._profile(user_id).first_name
        contact = {"phone_number": phone_number, "first_name": first_name, "user_id": user_id}
        return self._push_message(user_id, {"contact": contact})

    def push_location(self, user_id: int, lat: float, lon: float) -> JsonDict:
        """Queues the user sharing a location."""
        return self._push_message(user_id, {"location": {"latitude": lat, "longitude": lon}})

    def push_sticker(self, user_id: int) -> JsonDict:
        """Queues a sticker message (something the bot does not expect)."""
        with self._changed:
            stored = self._store(WEBP_PLACEHOLDER, "image/webp", None, kind="stickers")
        sticker = {
            "file_id": stored.file_id,
            "file_unique_id": stored.file_unique_id,
            "type": "regular",
            "width": 512,
            "height": 512,
            "is_animated": False,
            "is_video": False,
            "emoji": "🐶",
            "file_size": len(stored.data),
        }
        return self._push_message(user_id, {"sticker": sticker})

    def push_callback(self, user_id: int, data: str, *, message_id: int | None = None) -> JsonDict:
        """Queues a button tap on the given bot message, or on the last one sent to that chat."""
        with self._changed:
            message = self._callback_message(user_id, message_id)
            query: JsonDict = {
                "id": str(next(self._callback_ids)),
                "from": self._user_object(user_id),
                "message": copy.deepcopy(message),
                "chat_instance": str(-abs(user_id) * 7919),
                "data": data,
            }
            self._callback_queries[query["id"]] = query
            return self._push({"callback_query": query})

    def _callback_message(self, chat_id: int, message_id: int | None) -> JsonDict:
        if message_id is None:
            if not self._outbox[chat_id]:
                raise LookupError(f"the bot has sent no message to chat {chat_id} to tap on")
            message_id = self._outbox[chat_id][-1]
        message = self._messages.get((chat_id, message_id))
        if message is None:
            raise LookupError(f"no message {message_id} in chat {chat_id}")
        return message

    def message_with_button(
        self, chat_id: int, *, data: str | None = None, label: str | None = None
    ) -> JsonDict | None:
        """The latest live bot message in the chat with a button of that callback_data or label."""
        with self._changed:
            for message_id in reversed(self._outbox[chat_id]):
                message = self._messages[(chat_id, message_id)]
                if (chat_id, message_id) in self._deleted:
                    continue
                found = buttons(message)
                if (data, label) != (None, None) and any(
                    data in (None, action) and label in (None, text) for text, action in found
                ):
                    return copy.deepcopy(message)
        return None

    @property
    def pending_updates(self) -> list[JsonDict]:
        """Updates queued for getUpdates that the bot has not confirmed yet."""
        with self._changed:
            return copy.deepcopy(self._pending_updates)

    # Inspecting what the bot did.

    @property
    def calls(self) -> list[ApiCall]:
        """Every Bot API request received, in order, failed ones included."""
        with self._changed:
            return list(self._calls)

    @property
    def connections_seen(self) -> int:
        """How many TCP connections the bot's Bot API requests came on."""
        with self._changed:
            return len(self._client_addresses)

    def calls_to(self, method: str) -> list[JsonDict]:
        """The parameters of every request to one method, in order."""
        return [call.params for call in self.calls if call.method == method]

    def sent(self, chat_id: int) -> list[JsonDict]:
        """Messages the bot sent to the chat, in order, as they are now (edits applied)."""
        with self._changed:
            return [copy.deepcopy(self._messages[(chat_id, i)]) for i in self._outbox[chat_id]]

    def last_message(self, chat_id: int) -> JsonDict | None:
        """The latest message the bot sent to the chat, or None."""
        sent = self.sent(chat_id)
        return sent[-1] if sent else None

    def message(self, chat_id: int, message_id: int) -> JsonDict:
        """A message of the chat (the bot's or the user's) as it is now."""
        with self._changed:
            return copy.deepcopy(self._messages[(chat_id, message_id)])

    def edits(self, chat_id: int) -> list[JsonDict]:
        """Each edit the bot made to its messages in the chat, as the message looked after it."""
        with self._changed:
            return copy.deepcopy(self._edits[chat_id])

    def deleted(self, chat_id: int) -> list[int]:
        """Ids of the messages the bot deleted in the chat."""
        with self._changed:
            return sorted(m for c, m in self._deleted if c == chat_id)

    def reply_keyboard(self, chat_id: int) -> JsonDict | None:
        """The custom reply keyboard the chat shows now (None when none or removed)."""
        with self._changed:
            return copy.deepcopy(self._reply_keyboards.get(chat_id))

    @property
    def callback_answers(self) -> dict[str, JsonDict]:
        """answerCallbackQuery parameters by callback query id."""
        with self._changed:
            return copy.deepcopy(self._callback_answers)

    def commands(self, scope: JsonDict | None = None, language_code: str = "") -> list[JsonDict]:
        """The command list set with setMyCommands for a scope and language."""
        with self._changed:
            return self._get_my_commands({"scope": scope, "language_code": language_code})

    @property
    def webhook_url(self) -> str | None:
        with self._changed:
            return self._webhook.url if self._webhook else None

    @property
    def webhook_deliveries(self) -> list[WebhookDelivery]:
        with self._changed:
            return list(self._webhook_deliveries)

    # Waiting for the bot, from the test's event loop or from a plain thread.

    def _take_next_message(self, chat_id: int) -> JsonDict | None:
        with self._changed:
            cursor = self._read_cursor[chat_id]
            if cursor >= len(self._outbox[chat_id]):
                return None
            self._read_cursor[chat_id] = cursor + 1
            return copy.deepcopy(self._messages[(chat_id, self._outbox[chat_id][cursor])])

    async def wait_for(
        self,
        predicate: Callable[[], T | None],
        timeout: float = 5.0,  # noqa: ASYNC109 - a plain deadline reads best in tests
        *,
        what: str = "the condition",
    ) -> T:
        """Awaits until predicate() is truthy (checked every 10 ms) and returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() >= deadline:
                raise TimeoutError(f"waited {timeout}s for {what}")
            await asyncio.sleep(0.01)

    def wait_for_sync(
        self,
        predicate: Callable[[], T | None],
        timeout: float = 5.0,
        *,
        what: str = "the condition",
    ) -> T:
        """Blocks this thread until predicate() is truthy; never call it on the bot's loop."""
        with self._changed:
            value = self._changed.wait_for(predicate, timeout)
        if not value:
            raise TimeoutError(f"waited {timeout}s for {what}")
        return value

    def _no_message_error(self, error: TimeoutError, chat_id: int) -> TimeoutError:
        texts = [m.get("text") or m.get("caption") or "<media>" for m in self.sent(chat_id)]
        return TimeoutError(f"{error}; all messages to chat {chat_id} so far: {texts}")

    async def next_message(self, chat_id: int, timeout: float = 5.0) -> JsonDict:  # noqa: ASYNC109
        """The next message sent to the chat that no one has read yet, awaiting it if needed."""
        what = f"a new message to chat {chat_id}"
        try:
            return await self.wait_for(lambda: self._take_next_message(chat_id), timeout, what=what)
        except TimeoutError as error:
            raise self._no_message_error(error, chat_id) from None

    def next_message_sync(self, chat_id: int, timeout: float = 5.0) -> JsonDict:
        """next_message for a plain thread."""
        what = f"a new message to chat {chat_id}"
        try:
            return self.wait_for_sync(lambda: self._take_next_message(chat_id), timeout, what=what)
        except TimeoutError as error:
            raise self._no_message_error(error, chat_id) from None

    # Faults.

    def fail_next(
        self,
        method: str,
        *,
        status: int = 429,
        retry_after: int = 2,
        count: int = 1,
        description: str | None = None,
    ) -> None:
        """Makes the next `count` calls of a method fail (429 carries retry_after)."""
        canonical = self._canonical_names.get(method.lower(), method)
        retry = retry_after if status == HTTPStatus.TOO_MANY_REQUESTS else None
        text = description or _default_failure_description(status, retry)
        with self._changed:
            self._planned_failures[canonical].append(_PlannedFailure(status, text, retry, count))

    def slow_next(self, method: str, seconds: float, *, count: int = 1) -> None:
        """Makes the next `count` calls of a method wait `seconds` before they are carried out and
        answered; a call whose client goes away meanwhile is never carried out (0 s: not slowed)."""
        canonical = self._canonical_names.get(method.lower(), method)
        with self._changed:
            self._planned_delays[canonical].extend([seconds] * count)

    def block(self, chat_id: int) -> None:
        """The user blocked the bot: sends, edits and chat actions to the chat answer 403."""
        with self._changed:
            self._blocked.add(chat_id)

    def unblock(self, chat_id: int) -> None:
        with self._changed:
            self._blocked.discard(chat_id)

    def max_rate_seen(self) -> int:
        """The most message sends (sendMessage, sendDocument, sendPhoto) in any 1-second window."""
        with self._changed:
            return _max_in_window(self._send_attempts, 1.0)


def _document_object(stored: StoredFile) -> JsonDict:
    document: JsonDict = {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "mime_type": stored.mime_type,
        "file_size": len(stored.data),
    }
    if stored.file_name:
        document["file_name"] = stored.file_name
    return document


def _photo_size_object(stored: StoredFile, width: int, height: int) -> JsonDict:
    return {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "width": width,
        "height": height,
        "file_size": len(stored.data),
    }


class ChatUser:
    """One resident in a private chat with the bot: says things, taps buttons, awaits replies."""

    def __init__(self, fake: FakeTelegram, user_id: int) -> None:
        self.fake = fake
        self.id = user_id

    @property
    def chat_id(self) -> int:
        return self.id

    def say(self, text: str) -> JsonDict:
        return self.fake.push_text(self.id, text)

    def command(self, command: str, args: str | Sequence[str] | None = None) -> JsonDict:
        return self.fake.push_command(self.id, command, args)

    def tap(self, data: str) -> JsonDict:
        """Taps the button with this callback_data on the latest bot message that has it."""
        message = self.fake.message_with_button(self.id, data=data)
        if message is None:
            raise LookupError(f"no button with callback_data {data!r}; {self._keyboards()}")
        return self.fake.push_callback(self.id, data, message_id=message["message_id"])

    def press(self, label: str) -> JsonDict:
        """Taps the callback button labelled `label` on the latest bot message that has it."""
        message = self.fake.message_with_button(self.id, label=label)
        if message is None:
            raise LookupError(f"no button labelled {label!r}; {self._keyboards()}")
        data = next(action for text, action in buttons(message) if text == label)
        if data is None or "inline_keyboard" not in message["reply_markup"]:
            raise LookupError(f"button {label!r} carries no callback_data")
        return self.fake.push_callback(self.id, data, message_id=message["message_id"])

    def _keyboards(self) -> str:
        shown = [buttons(m) for m in self.fake.sent(self.id) if "reply_markup" in m]
        return f"keyboards sent to chat {self.id}: {shown}"

    def send_photo(self, data: bytes, caption: str | None = None) -> JsonDict:
        return self.fake.push_photo(self.id, data, caption)

    def send_document(
        self, data: bytes, *, mime_type: str, file_name: str, caption: str | None = None
    ) -> JsonDict:
        return self.fake.push_document(
            self.id, data, mime_type=mime_type, file_name=file_name, caption=caption
        )

    def share_contact(self, phone_number: str) -> JsonDict:
        return self.fake.push_contact(self.id, phone_number)

    def send_location(self, lat: float, lon: float) -> JsonDict:
        return self.fake.push_location(self.id, lat, lon)

    def send_sticker(self) -> JsonDict:
        return self.fake.push_sticker(self.id)

    async def reply(self, timeout: float = 5.0) -> JsonDict:  # noqa: ASYNC109
        """The next unread message the bot sent to this chat."""
        return await self.fake.next_message(self.id, timeout)

    def reply_sync(self, timeout: float = 5.0) -> JsonDict:
        return self.fake.next_message_sync(self.id, timeout)

    @property
    def messages(self) -> list[JsonDict]:
        """Everything the bot sent to this chat, edits applied."""
        return self.fake.sent(self.id)
