"""The Bot API client's cost: PTB's default (httpx) against ours (aiohttp, bot/transport.py).

The same python-telegram-bot `Bot` sends the same messages, 16 at once, to the Telegram stand-in
in this process, once through each request class; the process's CPU a call (the stand-in's share
included, the same for both) is printed for each. `python -m bench.bot_api_client [--calls N]`.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import time

from telegram import Bot
from telegram.request import BaseRequest, HTTPXRequest

from doglicense.bot.app import BOT_API_CONNECTIONS, BOT_API_POOL_TIMEOUT
from doglicense.bot.transport import AiohttpRequest
from tests.standins.telegram import FakeTelegram

TOKEN = "123456:client-bench"  # noqa: S105 - the stand-in takes any token
CHAT = 4242
AT_ONCE = 16


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def _calls(fake: FakeTelegram, request: BaseRequest, calls: int) -> tuple[float, float]:
    """(CPU ms a call, calls a second) of `calls` sendMessage, AT_ONCE in flight."""
    bot = Bot(TOKEN, base_url=fake.base_url, base_file_url=fake.base_file_url, request=request)
    async with bot:
        places = asyncio.Semaphore(AT_ONCE)

        async def send(number: int) -> None:
            async with places:
                await bot.send_message(CHAT, f"Step {number}: what is your dog's name?")

        await asyncio.gather(*(send(n) for n in range(AT_ONCE * 4)))  # connections opened
        started, cpu = time.perf_counter(), _cpu()
        await asyncio.gather(*(send(n) for n in range(calls)))
        seconds = time.perf_counter() - started
        return 1000 * (_cpu() - cpu) / calls, calls / seconds


async def measure(calls: int) -> dict[str, tuple[float, float]]:
    with FakeTelegram() as fake:
        fake.user(CHAT)
        return {
            "httpx": await _calls(
                fake, HTTPXRequest(BOT_API_CONNECTIONS, pool_timeout=BOT_API_POOL_TIMEOUT), calls
            ),
            "aiohttp": await _calls(
                fake, AiohttpRequest(BOT_API_CONNECTIONS, pool_timeout=BOT_API_POOL_TIMEOUT), calls
            ),
        }


def line(result: dict[str, tuple[float, float]]) -> str:
    httpx_ms, aiohttp_ms = result["httpx"][0], result["aiohttp"][0]
    return (
        f"bot api client: httpx {httpx_ms:.2f} ms CPU a call ({result['httpx'][1]:.0f}/s), "
        f"aiohttp {aiohttp_ms:.2f} ms ({result['aiohttp'][1]:.0f}/s), "
        f"the stand-in's share included in both"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=3000)
    args = parser.parse_args()
    result = asyncio.run(measure(args.calls))
    one, five, _ = os.getloadavg()
    print(f"{line(result)} (load {one:.1f}/{five:.1f})")


if __name__ == "__main__":
    main()
