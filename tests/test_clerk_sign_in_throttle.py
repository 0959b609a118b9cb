"""Guessing clerks' passwords: each address and account slowed, counted at once, nobody shut out."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

import httpx

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.clerkkit import PASSWORD, csrf_of, make_staff, served
from tests.conftest import FakeClock
from tests.httpkit import LOCAL_TLS


@asynccontextmanager
async def browser_at(base_url: str, address: str = "127.0.0.1") -> AsyncIterator[httpx.AsyncClient]:
    """A client whose requests come from this loopback address, holding a sign-in form's token."""
    transport = httpx.AsyncHTTPTransport(local_address=address)
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, base_url=base_url, transport=transport, timeout=60
    ) as client:
        client.headers["x-test-csrf"] = csrf_of((await client.get("/clerk/sign-in")).text)
        yield client


async def try_password(client: httpx.AsyncClient, username: str, password: str) -> int:
    token = client.headers["x-test-csrf"]
    response = await client.post(
        "/clerk/sign-in",
        data={"csrf_token": token, "username": username, "password": password, "next": "/clerk/"},
    )
    return response.status_code


async def test_thirty_guesses_at_once_are_five_checked(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, browser_at(url) as attacker:
        codes = await asyncio.gather(
            *(try_password(attacker, "clerk", f"guess {n}") for n in range(30))
        )
    assert Counter(codes) == {401: 5, 429: 25}


async def test_one_address_trying_25_usernames_is_slowed_after_ten(services: Services) -> None:
    async with served(services) as url, browser_at(url) as attacker:
        codes = [await try_password(attacker, f"user{n}", "password") for n in range(25)]
    assert Counter(codes) == {401: 10, 429: 15}


async def test_guesses_from_elsewhere_do_not_keep_the_clerk_out(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url:
        async with browser_at(url, "127.0.0.2") as attacker:
            codes = [await try_password(attacker, "clerk", "guess") for _ in range(8)]
            assert codes == [401] * 5 + [429] * 3
        async with browser_at(url, "127.0.0.1") as clerk:
            assert await try_password(clerk, "clerk", PASSWORD) == 303


async def test_the_delay_grows_and_the_right_password_works_once_it_has_passed(
    services: Services, clock: FakeClock
) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url:
        async with browser_at(url) as clerk:
            assert [await try_password(clerk, "clerk", "typo") for _ in range(5)] == [401] * 5
            assert await try_password(clerk, "clerk", PASSWORD) == 429  # not checked: too soon
            clock.current += timedelta(seconds=31)
            assert await try_password(clerk, "clerk", "typo again") == 401
            clock.current += timedelta(seconds=31)
            assert await try_password(clerk, "clerk", PASSWORD) == 429  # now a minute
            clock.current += timedelta(seconds=30)
            assert await try_password(clerk, "clerk", PASSWORD) == 303
        async with browser_at(url) as clerk:  # signed in: the slate is clean, a typo is a typo
            assert await try_password(clerk, "clerk", "typo") == 401
            assert await try_password(clerk, "clerk", PASSWORD) == 303
