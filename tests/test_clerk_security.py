"""The console's locks: sign-in everywhere, CSRF on every form, roles, one decision per record."""

from __future__ import annotations

import asyncio
import re

import httpx
import pytest
from sqlalchemy import func, select
from starlette.routing import Mount, Route

from doglicense.office.desk import claims, decisions
from doglicense.office.staff.staff import Refused, Role, signed_in_staff, staff_by_username
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, License, Record
from doglicense.storage.office_models import OutboxMessage
from doglicense.web.app import create_app
from doglicense.web.clerk import PUBLIC_PATHS
from tests.clerkkit import (
    PASSWORD,
    confirmed,
    csrf_of,
    make_staff,
    queued_record,
    served,
    signed_in,
)
from tests.httpkit import LOCAL_TLS


def clerk_routes(services: Services) -> list[tuple[str, str]]:
    """Every (method, path) under /clerk, path parameters filled in: new routes come along."""
    found = []
    for mount in create_app(services).routes:
        if not isinstance(mount, Mount) or mount.path != "/clerk":
            continue
        for route in mount.routes:
            assert isinstance(route, Route)
            path = "/clerk" + re.sub(r"\{[^}]+\}", "1", route.path)
            for method in sorted(route.methods or {"GET"}):
                if method != "HEAD" and path not in PUBLIC_PATHS:
                    found.append((method, path))
    return found


async def test_every_console_route_refuses_an_anonymous_request(services: Services) -> None:
    routes = clerk_routes(services)
    assert len(routes) >= 12
    await queued_record(services)
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        for method, path in routes:
            response = await client.request(method, path)
            assert response.status_code in (303, 401, 403), (method, path)
            if response.status_code == 303:
                assert response.headers["location"].startswith("/clerk/sign-in"), path


async def test_a_form_posted_without_its_csrf_token_is_refused(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    record = await queued_record(services)
    async with served(services) as url:
        async with httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as anonymous:
            await anonymous.get("/clerk/sign-in")
            no_token = await anonymous.post(
                "/clerk/sign-in", data={"username": "clerk", "password": PASSWORD}
            )
            assert no_token.status_code == 403
        async with signed_in(url, "clerk") as client:
            refused = await client.post(f"/clerk/records/{record.id}/approve")
            wrong = await client.post(
                f"/clerk/records/{record.id}/approve", data={"csrf_token": "0" * 64}
            )
            assert (refused.status_code, wrong.status_code) == (403, 403)
            page = await client.get(f"/clerk/records/{record.id}")
            assert "Rex" in page.text and "Jane Smith" in page.text
            approved = await confirmed(
                client,
                await client.post(
                    f"/clerk/records/{record.id}/approve", data={"csrf_token": csrf_of(page.text)}
                ),
            )
            assert approved.status_code == 303
    async with services.db.session() as session:
        assert (await session.get(Record, record.id, populate_existing=True)).status == "approved"  # type: ignore[union-attr]


async def test_the_session_cookie_is_http_only_and_lax(services: Services) -> None:
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        response = await client.get("/clerk/sign-in")
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie and "secure" not in cookie


async def test_sign_in_is_slowed_after_five_failures(services: Services) -> None:
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        token = csrf_of((await client.get("/clerk/sign-in")).text)
        for _ in range(5):
            wrong = await client.post(
                "/clerk/sign-in",
                data={"csrf_token": token, "username": "clerk", "password": "guess"},
            )
            assert wrong.status_code == 401
        later = await client.post(
            "/clerk/sign-in",
            data={"csrf_token": token, "username": "clerk", "password": PASSWORD},
        )
        assert later.status_code == 429 and "try again later" in later.text


async def test_an_officer_cannot_approve_a_license(services: Services) -> None:
    await make_staff(services, "officer", Role.OFFICER)
    record = await queued_record(services)
    async with served(services) as url, signed_in(url, "officer") as client:
        queue = await client.get("/clerk/")
        assert record.reference not in queue.text  # the officer's queue is their own
        token = csrf_of(queue.text)
        response = await client.post(
            f"/clerk/records/{record.id}/approve", data={"csrf_token": token}
        )
        assert response.status_code == 403
    async with services.db.session() as session:
        staff = await staff_by_username(session, "officer")
        assert staff is not None
        person = await signed_in_staff(session, staff.id)
        assert person is not None
        with pytest.raises(Refused):
            await decisions.approve(session, record.id, person=person, services=services)
        assert (await session.get(Record, record.id)).status == "in_queue"  # type: ignore[union-attr]


async def test_two_clerks_approving_at_once_give_one_decision(services: Services) -> None:
    await make_staff(services, "anna", Role.CLERK)
    await make_staff(services, "bill", Role.CLERK)
    record = await queued_record(services)
    async with services.db.session() as session:
        people = []
        for name in ("anna", "bill"):
            staff = await staff_by_username(session, name)
            assert staff is not None
            person = await signed_in_staff(session, staff.id)
            assert person is not None
            people.append(person)

    async def approve_as(person: decisions.SignedIn) -> object:
        async with services.db.session() as session:
            return await decisions.approve(session, record.id, person=person, services=services)

    results = await asyncio.gather(*(approve_as(p) for p in people), return_exceptions=True)
    assert sum(isinstance(r, License) for r in results) == 1, results
    assert sum(isinstance(r, claims.AlreadyDecided) for r in results) == 1, results
    async with services.db.session() as session:
        licenses = (await session.execute(select(func.count(License.id)))).scalar_one()
        approvals = (
            await session.execute(
                select(func.count(AuditEntry.id)).where(AuditEntry.to_status == "approved")
            )
        ).scalar_one()
        messages = (
            await session.execute(
                select(func.count(OutboxMessage.id)).where(
                    OutboxMessage.template == "license_issued"
                )
            )
        ).scalar_one()
    assert (licenses, approvals, messages) == (1, 1, 1)
