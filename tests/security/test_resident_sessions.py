"""Residents' sign-in attacked from outside (issue 27, items 1 and 2), on SQLite and PostgreSQL.

A resident licenses Luna on the web and signs in by e-mail on other browsers, all over HTTP as a
browser does. The attacks: a signed-out cookie replayed; the attacker's own sign-in link posted
from another site into the victim's browser; a forgotten browser left signed in; a session kept
past its idle and absolute limits; an earlier release's cookie copied before the upgrade.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from datetime import timedelta

from itsdangerous import URLSafeSerializer
from playwright.async_api import Page
from sqlalchemy import update

from doglicense.runtime import Services
from doglicense.storage.models import Resident
from tests.conftest import FakeClock
from tests.formkit import axe_violations, submit, tab
from tests.mailkit import link_in, one_with_subject, sent_mail
from tests.webwalk import WebResident, browser, license_to_done, to_dog_birth

ADDRESS = "jane@example.org"
ATTACKER = "mallory@example.org"
HOST = "127.0.0.1"  # where serving() listens: a cookie copied there is sent there
FOREIGN = {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}


async def licensed(web: str, services: Services, address: str = ADDRESS) -> str:
    """Luna's license sent on the web with this address: its reference."""
    async with browser(web) as resident:
        reference = await license_to_done(resident, email=address)
    await sent_mail(services)  # the receipt
    return reference


async def sign_in_link(resident: WebResident, services: Services, address: str) -> str:
    await resident.client.post("/forms/signin", data={"email": address})
    mail = one_with_subject(await sent_mail(services), "Your link to sign in")
    return link_in(mail, "/forms/link/")


async def sign_in(resident: WebResident, services: Services, address: str = ADDRESS) -> None:
    """As the resident does: ask for a link, open it from the e-mail, press the button."""
    link = await sign_in_link(resident, services, address)
    await resident.open(link)
    token = re.search(r'name="signin_token" value="([^"]+)"', resident.html)
    resident.page = await resident.client.post(
        link, data={"signin_token": token.group(1)} if token else {}
    )
    assert "/forms/mine" in resident.url, resident.text


async def my_dogs(web: str, cookie: str) -> str:
    """ "My dogs" in a browser carrying only this resident cookie (copied, or replayed)."""
    async with browser(web) as other:
        other.client.cookies.set("resident", cookie, domain=HOST)
        await other.open("/forms/mine")
        return other.text


async def test_a_signed_out_cookie_replayed_opens_nothing(services: Services, web: str) -> None:
    reference = await licensed(web, services)
    async with browser(web) as library_pc:
        await sign_in(library_pc, services)
        assert reference in library_pc.text and "Luna" in library_pc.text
        kept = library_pc.client.cookies["resident"]  # what the next user of the PC copies
        assert reference in await my_dogs(web, kept)
        await library_pc.post("/forms/signout", {})
        assert "You are signed out" in library_pc.text
    shown = await my_dogs(web, kept)
    assert reference not in shown and "Luna" not in shown


async def test_a_cross_site_post_of_the_attackers_link_signs_nobody_in(
    services: Services, web: str
) -> None:
    await licensed(web, services, ATTACKER)
    async with browser(web) as attacker:
        link = await sign_in_link(attacker, services, ATTACKER)
        await attacker.open(link)  # the attacker's own page: a token for the attacker's browser
        found = re.search(r'name="signin_token" value="([^"]+)"', attacker.html)
        own_token = found.group(1) if found else ""
    async with browser(web) as victim:
        await victim.open("/forms/")
        for fields in ({}, {"signin_token": own_token}):  # no token; a token of another browser
            answer = await victim.client.post(link, data=fields, headers=FOREIGN)
            assert answer.status_code == 403 and "We did not sign you in" in answer.text
        await victim.open("/forms/mine")
        assert "Luna" not in victim.text and ATTACKER not in victim.text
        # Even from our own origin, a token not made for this browser signs nobody in.
        answer = await victim.client.post(link, data={"signin_token": own_token})
        assert answer.status_code == 403
    async with browser(web) as attacker:  # its own page's token, sent from another site
        await attacker.open(link)
        found = re.search(r'name="signin_token" value="([^"]+)"', attacker.html)
        assert found is not None
        answer = await attacker.client.post(
            link, data={"signin_token": found.group(1)}, headers=FOREIGN
        )
        assert answer.status_code == 403
    async with browser(web) as attacker:  # the link was not spent by the refusals
        await attacker.open(link)
        assert attacker.page is not None and attacker.page.status_code == 200


async def test_a_link_opened_where_someone_else_is_signed_in_asks_before_switching(
    services: Services, web: str
) -> None:
    await licensed(web, services, ADDRESS)
    await licensed(web, services, ATTACKER)
    async with browser(web, "es") as shared:
        await sign_in(shared, services, ADDRESS)
        link = await sign_in_link(shared, services, ATTACKER)
        await shared.open(re.sub(r"lang=\w+", "lang=es", link))
        assert f"Ha entrado como {ADDRESS}. ¿Cambiar a {ATTACKER}?" in shared.text
        assert f"Cambiar a {ATTACKER}" in shared.text and f"Seguir como {ADDRESS}" in shared.text
    async with browser(web) as shared:
        await sign_in(shared, services, ADDRESS)
        link = await sign_in_link(shared, services, ATTACKER)
        await shared.open(link)
        assert f"You are signed in as {ADDRESS}. Switch to {ATTACKER}?" in shared.text
        token = re.search(r'name="signin_token" value="([^"]+)"', shared.html)
        assert token is not None
        await shared.client.post(link, data={"signin_token": token.group(1)})  # "Switch"
        await shared.open("/forms/mine")
        assert f"You are signed in as {ATTACKER}" in shared.text


async def test_sign_out_everywhere_ends_the_session_of_a_browser_left_signed_in(
    services: Services, web: str
) -> None:
    reference = await licensed(web, services)
    async with browser(web) as forgotten, browser(web, "es") as phone:
        await sign_in(forgotten, services)
        await sign_in(phone, services)
        await phone.open("/forms/mine?lang=es")
        assert "Salir en todas partes" in phone.text
        await phone.post("/forms/signout-everywhere", {})
        assert "Ha salido de su cuenta en todos los teléfonos y computadoras." in phone.text
        await forgotten.open("/forms/mine")
        assert reference not in forgotten.text and "Luna" not in forgotten.text
        await phone.open("/forms/mine")
        assert reference not in phone.text


async def test_a_session_ends_idle_and_at_its_absolute_limit(
    services: Services, web: str, clock: FakeClock
) -> None:
    settings = services.settings
    idle = timedelta(days=settings.resident_session_idle_days)
    longest = timedelta(days=settings.resident_session_max_days)
    reference = await licensed(web, services)
    async with browser(web) as left:
        await sign_in(left, services)
        clock.current += idle - timedelta(hours=1)
        await left.open("/forms/mine")
        assert reference in left.text  # used within the idle limit: still signed in
        clock.current += idle + timedelta(minutes=1)
        await left.open("/forms/mine")
        assert reference not in left.text
    async with browser(web) as daily:
        await sign_in(daily, services)
        started = clock.current
        while clock.current + idle / 2 < started + longest:
            clock.current += idle / 2  # used often: never idle
            await daily.open("/forms/mine")
            assert reference in daily.text
        clock.current = started + longest + timedelta(minutes=1)
        await daily.open("/forms/mine")
        assert reference not in daily.text


async def test_an_earlier_releases_cookie_is_honoured_once_and_keeps_the_answers(
    services: Services, web: str
) -> None:
    """A browser mid-form at the upgrade: its next answer is taken, then the copy opens nothing."""
    async with browser(web) as before_upgrade:
        await to_dog_birth(before_upgrade)  # questions answered up to the dog's birth
        async with services.db.session() as db:  # as the earlier release kept it: a key
            await db.execute(update(Resident).values(web_key="k" * 43))
            await db.commit()
    secret = services.settings.session_secret.get_secret_value()
    old_cookie = URLSafeSerializer(secret, salt="web-key").dumps("k" * 43)
    # The form token of the question page the earlier release showed: made from the key.
    page_token = hmac.new(
        secret.encode(), b"resident-csrf:" + b"k" * 43, hashlib.sha256
    ).hexdigest()
    async with browser(web) as upgraded:
        upgraded.client.cookies.set("resident", old_cookie, domain=HOST)
        answer = upgraded.page = await upgraded.client.post(
            "/forms/license", data={"csrf_token": page_token, "answer": "3 years"}
        )
        assert answer.status_code == 200 and "Expired" not in answer.text
        assert "spayed" in answer.text.lower()  # the next question: the answer was taken
        assert upgraded.client.cookies["resident"] != old_cookie
        asked = upgraded.text
        await upgraded.open("/forms/license")  # the same draft, on the new session
        assert upgraded.text == asked
    async with browser(web) as copied:
        copied.client.cookies.set("resident", old_cookie, domain=HOST)
        await copied.open("/forms/license")
        assert "What is your full name?" in copied.text  # a new resident's first question


async def test_in_chromium_on_a_small_phone_the_switch_and_sign_out_everywhere(
    services: Services, web: str
) -> None:
    """The new words and buttons as a resident sees them: 375 px, accessible, both languages."""
    await licensed(web, services, ADDRESS)
    await licensed(web, services, ATTACKER)
    async with tab(viewport={"width": 375, "height": 812}, is_mobile=True) as page:
        for address in (ADDRESS, ATTACKER):
            await page.goto(f"{web}/forms/signin")
            await page.fill("#email", address)
            await submit(page, "form[action='/forms/signin'] button")
            mail = one_with_subject(await sent_mail(services), "Your link to sign in")
            await page.goto(link_in(mail, "/forms/link/"))
            await fits_and_reads(page)
            if address == ATTACKER:  # this browser is Jane's: asked first
                asked = f"You are signed in as {ADDRESS}. Switch to {ATTACKER}?"
                assert asked in await page.inner_text("main")
            await submit(page, "form button.button")
        main = await page.inner_text("main")
        assert f"You are signed in as {ATTACKER}" in main
        await page.goto(f"{web}/forms/mine?lang=es")
        await fits_and_reads(page)
        await submit(page, "form[action='/forms/signout-everywhere'] button")
        main = await page.inner_text("main")
        assert "Ha salido de su cuenta en todos los teléfonos y computadoras." in main


async def fits_and_reads(page: Page) -> None:
    """Nothing wider than the phone, and no accessibility violation."""
    width = await page.evaluate("document.documentElement.scrollWidth")
    assert width == 375, page.url
    assert await axe_violations(page) == []
