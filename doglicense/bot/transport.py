"""The Bot API over aiohttp: python-telegram-bot's request interface, for a fraction of httpx's CPU.

Through PTB's default client (httpx, httpcore, anyio) a Bot API call cost 4.5-6 ms of CPU, through
aiohttp 1.45 ms, the in-process stand-in's share in both (`python -m bench.bot_api_client`;
bench/README.md, "2026-12-01, the Bot API's client and the harness"). PTB documents `BaseRequest`
as the place for another networking backend; the semantics kept are PTB's: parameters sent as
form fields (JSON-encoded values), files as multipart, a timeout raised as `TimedOut` and any
other failure as `NetworkError`, and the same four timeouts (aiohttp has no write timeout of its
own: a call's total is bounded by the sum of them).
"""

from __future__ import annotations

import functools
import re
import ssl

import aiohttp
import certifi

# PTB's own requests type their timeouts so (private modules, as its HTTPXRequest imports them)
from telegram._utils.defaultvalue import DefaultValue
from telegram._utils.types import ODVInput
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData

DEFAULT_TIMEOUT = 5.0  # PTB's HTTPXRequest's read, write and connect defaults
MEDIA_WRITE_TIMEOUT = 20.0  # PTB's for uploads
_TOKEN_IN_PATH = re.compile(r"/bot[^/\s]+")


class AiohttpRequest(BaseRequest):
    """Bot API calls over one aiohttp session with at most `connections` kept-alive connections.

    A call waits up to `pool_timeout` for a free connection (it then counts as not sent).
    """

    __slots__ = ("_connect", "_connections", "_pool", "_read", "_session", "_write")

    def __init__(
        self,
        connections: int,
        *,
        pool_timeout: float | None,
        read_timeout: float | None = DEFAULT_TIMEOUT,
        write_timeout: float | None = DEFAULT_TIMEOUT,
        connect_timeout: float | None = DEFAULT_TIMEOUT,
    ) -> None:
        self._connections = connections
        self._pool = pool_timeout
        self._read = read_timeout
        self._write = write_timeout
        self._connect = connect_timeout
        self._session: aiohttp.ClientSession | None = None

    @property
    def read_timeout(self) -> float | None:
        return self._read

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            # Made here, not in __init__: an aiohttp session belongs to the running loop.
            connector = aiohttp.TCPConnector(
                limit=self._connections, limit_per_host=0, ssl=_trusted_authorities()
            )
            # No proxy or ~/.netrc from the environment: with trust_env, aiohttp reads ~/.netrc
            # on a thread for every call (the service reaches api.telegram.org directly).
            self._session = aiohttp.ClientSession(connector=connector, trust_env=False)

    async def shutdown(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        write_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        connect_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        pool_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        if self._session is None or self._session.closed:
            raise RuntimeError("This AiohttpRequest is not initialized!")
        files = request_data.multipart_data if request_data else None
        fields = request_data.json_parameters if request_data else None
        read = self._read if isinstance(read_timeout, DefaultValue) else read_timeout
        connect = self._connect if isinstance(connect_timeout, DefaultValue) else connect_timeout
        pool = self._pool if isinstance(pool_timeout, DefaultValue) else pool_timeout
        write = write_timeout
        if isinstance(write, DefaultValue):
            write = MEDIA_WRITE_TIMEOUT if files else self._write
        parts = (read, write, connect, pool)
        timeout = aiohttp.ClientTimeout(
            total=None if None in parts else sum(p for p in parts if p is not None),
            connect=None if pool is None or connect is None else pool + connect,
            sock_connect=connect,
            sock_read=read,
        )
        body: aiohttp.FormData | dict[str, str] | None = fields
        if files:
            body = aiohttp.FormData(fields or {})
            for name, (filename, content, mime_type) in files.items():
                body.add_field(name, content, filename=filename, content_type=mime_type)
        try:
            async with self._session.request(
                method,
                url,
                data=body,
                headers={"User-Agent": self.USER_AGENT},
                timeout=timeout,
            ) as response:
                return response.status, await response.read()
        # aiohttp's messages may hold the address, whose path holds the bot's token: never
        # chained, never logged as they are.
        except TimeoutError as error:  # aiohttp's timeouts are TimeoutErrors
            raise TimedOut(f"Timed out: {_without_token(str(error))}") from None
        except aiohttp.ClientError as error:
            raise NetworkError(
                f"aiohttp.{type(error).__name__}: {_without_token(str(error))}"
            ) from None


@functools.cache
def _trusted_authorities() -> ssl.SSLContext:
    """Telegram's certificate checked against certifi's authorities, as httpx checked it (aiohttp
    would take the system's, which a slim container may lack); read once for every session."""
    return ssl.create_default_context(cafile=certifi.where())


def _without_token(text: str) -> str:
    """`text` with the token taken out of any Bot API address in it (/bot<token>/...)."""
    return _TOKEN_IN_PATH.sub("/bot<token>", text)
