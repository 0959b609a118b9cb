"""Security headers on every page: a script-free CSP, no framing, no Referer, nosniff, HSTS."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import License
from tests.clerkkit import (
    PASSWORD,
    confirmed,
    csrf_of,
    make_staff,
    queued_record,
    served,
    signed_in,
)
from tests.formkit import axe_violations, phone
from tests.httpkit import LOCAL_TLS

PAGES = ["/forms/", "/forms/license", "/clerk/sign-in"]


def csp_of(response: httpx.Response) -> dict[str, str]:
    policy = response.headers.get("content-security-policy", "")
    return {part.split()[0]: part.strip() for part in policy.split(";") if part.strip()}


def assert_guarded(response: httpx.Response) -> None:
    csp = csp_of(response)
    assert csp["default-src"] == "default-src 'none'", csp
    assert "'unsafe-inline'" not in response.headers["content-security-policy"]
    assert csp["script-src"] == "script-src 'none'"
    assert csp["frame-ancestors"] == "frame-ancestors 'none'"
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"


async def test_every_page_sends_the_headers_and_no_hsts_over_http(services: Services) -> None:
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        for path in PAGES:
            response = await client.get(path, follow_redirects=True)
            assert response.headers["content-type"].startswith("text/html"), path
            assert_guarded(response)
            assert "strict-transport-security" not in response.headers
        health = await client.get("/health")
        assert health.headers["x-content-type-options"] == "nosniff"
        assert health.headers["referrer-policy"] == "no-referrer"


async def test_hsts_is_sent_when_the_service_is_served_over_https(services: Services) -> None:
    services.settings.public_base_url = "https://dogs.townofclay.example"
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        response = await client.get("/forms/")
    assert response.headers["strict-transport-security"] == "max-age=31536000"


async def _certificate_path(services: Services, url: str) -> str:
    record = await queued_record(services)
    async with signed_in(url, "clerk") as client:
        page = await client.get(f"/clerk/records/{record.id}")
        approved = await confirmed(
            client,
            await client.post(
                f"/clerk/records/{record.id}/approve", data={"csrf_token": csrf_of(page.text)}
            ),
        )
        assert approved.status_code == 303
    async with services.db.session() as session:
        licence = (await session.execute(select(License))).scalar_one()
    return f"/clerk/licenses/{licence.id}/certificate"


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
async def test_pages_keep_their_looks_under_the_policy_in_chromium(services: Services) -> None:
    """The policy bans inline style and script: every page must still be styled, and pass axe."""
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, phone() as page:
        refused: list[str] = []
        page.on("console", lambda message: refused.append(message.text))
        certificate = await _certificate_path(services, url)
        async with httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
            assert_guarded(await client.get(certificate, follow_redirects=True))
        for path in PAGES:
            await page.goto(url + path)
            font = await page.eval_on_selector("body", "b => getComputedStyle(b).fontFamily")
            assert "Times" not in font, (path, font)  # the stylesheet is applied
            assert await axe_violations(page) == [], path
        await page.goto(url + "/clerk/sign-in")
        await page.fill("#username", "clerk")
        await page.fill("#password", PASSWORD)
        await page.click("button:has-text('Sign in')")
        await page.goto(url + certificate)
        size = await page.eval_on_selector(".tag", "t => getComputedStyle(t).fontSize")
        assert size == "29.3333px"  # 22pt: the certificate's own stylesheet
        assert not [text for text in refused if "Content Security Policy" in text], refused
