"""Console sessions live on the server: signing out, a new password or time ends them for good."""

from __future__ import annotations

from datetime import timedelta

import httpx

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.clerkkit import csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.httpkit import LOCAL_TLS


async def queue_with(url: str, cookie: str) -> httpx.Response:
    """The queue page asked for by another browser holding only this cookie."""
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, base_url=url, cookies={"clerk_session": cookie}
    ) as other:
        return await other.get("/clerk/")


def still_in(response: httpx.Response) -> bool:
    if response.status_code == 303:
        assert response.headers["location"].startswith("/clerk/sign-in")
        return False
    assert response.status_code == 200
    return True


async def test_a_cookie_kept_after_signing_out_no_longer_signs_in(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as client:
        kept = client.cookies["clerk_session"]
        assert still_in(await queue_with(url, kept))
        token = csrf_of((await client.get("/clerk/")).text)
        out = await client.post("/clerk/sign-out", data={"csrf_token": token})
        assert out.status_code == 303
        assert not still_in(await queue_with(url, kept))


async def test_a_new_password_ends_the_sessions_signed_in_with_the_old(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    await make_staff(services, "other", Role.CLERK)
    async with (
        served(services) as url,
        signed_in(url, "clerk") as clerk,
        signed_in(url, "other") as other,
    ):
        await make_staff(services, "clerk", Role.CLERK)  # `doglicense staff add` again
        assert not still_in(await queue_with(url, clerk.cookies["clerk_session"]))
        assert still_in(await queue_with(url, other.cookies["clerk_session"]))


async def test_an_idle_hour_or_a_twelve_hour_day_ends_the_session(
    services: Services, clock: FakeClock
) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url:
        async with signed_in(url, "clerk") as idle:
            clock.current += timedelta(minutes=61)
            assert not still_in(await queue_with(url, idle.cookies["clerk_session"]))
        async with signed_in(url, "clerk") as busy:
            kept = busy.cookies["clerk_session"]
            for _ in range(13):  # a page every 55 minutes keeps it going, for one day
                clock.current += timedelta(minutes=55)
                assert still_in(await queue_with(url, kept))
            clock.current += timedelta(minutes=55)  # 12 h 50 min after signing in
            assert not still_in(await queue_with(url, kept))


async def test_signing_in_gives_a_new_session_id(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        await client.get("/clerk/sign-in")
        before = client.cookies["clerk_session"]
        assert not still_in(await queue_with(url, before))
        async with signed_in(url, "clerk") as clerk:
            assert clerk.cookies["clerk_session"] != before
