"""Guessing a ticket's answer code on the web form: tries sent at once are each counted."""

from __future__ import annotations

import asyncio
import re

import httpx

from doglicense.runtime import Services
from tests.clerkkit import served
from tests.httpkit import LOCAL_TLS
from tests.ticketkit import enter_ticket, ticket_named


def _token(html: str) -> str:
    found = re.search(r'name="csrf_token" value="([^"]+)"', html)
    assert found, html
    return found.group(1)


async def _answer(client: httpx.AsyncClient, token: str, text: str) -> httpx.Response:
    return await client.post("/forms/ticket", data={"csrf_token": token, "answer": text})


async def test_fifteen_wrong_codes_at_once_lock_the_ticket(services: Services) -> None:
    code = await enter_ticket(services, number="CT-50")
    async with (
        served(services) as url,
        httpx.AsyncClient(verify=LOCAL_TLS, base_url=url, timeout=60) as client,
    ):
        token = _token((await client.get("/forms/ticket")).text)
        await _answer(client, token, "CT-50")
        asked = await client.get("/forms/ticket")
        assert "answer code" in asked.text
        guesses = await asyncio.gather(
            *(_answer(client, token, f"ZZZZ-ZZ{n:02d}") for n in range(15))
        )
        assert all(response.status_code in (200, 303) for response in guesses)
        ticket = await ticket_named(services, "CT-50")
        assert (ticket.failed_code_attempts, ticket.online_answer_locked) == (5, True)
        await client.get("/forms/ticket")  # a new start, even with the right code, now
        await _answer(client, token, "CT-50")
        again = await _answer(client, token, code)
        page = again.text if again.status_code == 200 else (await client.get("/forms/ticket")).text
        assert "Do you admit the charge" not in page
    assert (await ticket_named(services, "CT-50")).status == "issued"
