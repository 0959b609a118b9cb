"""One resident on every browser: a one-time link by e-mail signs in, a reminder's Renew link too.

A dog licensed in one phone's browser and approved in the console; on a second, fresh browser the
resident asks for a link, opens it from the e-mail, and has the dog; a reminder's Renew link renews
it and a move is reported, in English and Spanish. The link's rules: once, 30 minutes, the same
answer for an unknown address, a few an hour.
"""

from __future__ import annotations

from datetime import date

import pytest
from playwright.async_api import Page
from sqlalchemy import func, select

from doglicense.chores import remind
from doglicense.runtime import Services
from doglicense.storage.models import Draft, Record, Resident
from doglicense.storage.sign_in_models import EmailLink
from tests.botchat import approve_in_console
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, license_rex, phone, submit, tab, type_answer
from tests.mailkit import link_in, one_with_subject, sent_mail
from tests.test_email_kinds import parts_of, subject_of
from tests.webwalk import browser, license_to_done

ADDRESS = "jane@example.org"
WORDS = {
    "en": {
        "locale": "en-US",
        "sent": "a link to sign in is on its way",
        "sign_in_subject": "Your link to sign in",
        "approved": "Rex's license is approved",
        "reminder": "Rex's dog license ends soon",
        "sign_in": "Sign in",
        "spent": "This link no longer works",
        "move_date": "4/1/2027",
        "signed_in": "You are signed in on this phone or computer.",
        "licence": "See and print the license",
        "my_dogs": "My dogs",
    },
    "es": {
        "locale": "es-ES",
        "sent": "un enlace para entrar va en camino",
        "sign_in_subject": "Su enlace para entrar",
        "approved": "La licencia de Rex está aprobada",
        "reminder": "La licencia de Rex vence pronto",
        "sign_in": "Entrar",
        "spent": "Este enlace ya no funciona",
        "move_date": "4/1/2027",  # the web asks Month, Day, Year boxes in every language
        "signed_in": "Ha entrado en este teléfono o computadora.",
        "licence": "Ver e imprimir la licencia",
        "my_dogs": "Mis perros",
    },
}


async def sign_in_by_email(page: Page, web: str, services: Services, words: dict[str, str]) -> None:
    """On a browser that knows nobody: ask for a link, open it from the e-mail, use it."""
    await page.goto(f"{web}/forms/signin")
    assert await axe_violations(page) == []
    await page.fill("#email", ADDRESS.upper())  # however the resident types it
    await submit(page, "form[action='/forms/signin'] button")
    assert words["sent"] in await page.inner_text("main")
    mail = one_with_subject(await sent_mail(services), words["sign_in_subject"])
    assert mail["To"] == ADDRESS and mail["Content-Language"] == page_language(words)
    link = link_in(mail, "/forms/link/")
    await page.goto(link)  # a mail program's preview opens it too: that spends nothing
    await page.goto(link)
    assert await axe_violations(page) == []
    await submit(page, "form button.button")
    assert "/forms/mine" in page.url
    spent = await page.request.get(link)  # once only (read beside the page, which stays)
    assert spent.status == 410 and "/forms/signin" in await spent.text()


def page_language(words: dict[str, str]) -> str:
    return words["locale"][:2]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_resident_signs_in_on_a_second_browser_and_renews_from_the_reminder(
    services: Services, web: str, clock: FakeClock, language: str
) -> None:
    words = WORDS[language]
    async with phone(words["locale"]) as first:
        await license_rex(first, web, email=ADDRESS)
    await approve_in_console(services)
    mails = await sent_mail(services)
    received, approved = mails[0], one_with_subject(mails, words["approved"])
    assert all(m["To"] == ADDRESS for m in mails) and "L-" in subject_of(received)
    assert "000001" in parts_of(approved)[0]

    async with phone(words["locale"]) as second:  # another phone: no cookie, no answers
        await sign_in_by_email(second, web, services, words)
        mine = await second.inner_text("main")  # "My dogs and requests": the dog, the request
        assert words["signed_in"] in mine and "Rex" in mine and "000001" in mine
        assert words["licence"] in mine and "L-" in mine
        assert await axe_violations(second) == []
        await second.goto(f"{web}/forms/lost")  # the dog on file is this browser's now
        assert await second.is_visible("input[name=choice][value='dog:000001']")

    clock.set("2027-03-01 09:00")  # 30 days before the license ends
    await remind(services)
    reminder = one_with_subject(await sent_mail(services), words["reminder"])
    renew = link_in(reminder, "/forms/renew/")
    async with phone(words["locale"]) as third:  # opened from the e-mail on yet another browser
        await third.goto(renew)
        assert "/forms/renewal" in third.url  # Rex chosen by the link: his owner's details next
        assert await third.is_visible("text=4401 State Route 31")
        await choose(third, "yes")  # address and phone unchanged
        await choose(third, "no")  # still not spayed
        await choose(third, "none")
        await choose(third, "counter")
        await submit(third, "#confirm")
        assert "/forms/done/" in third.url
        [renewed] = await approve_in_console(services)
        assert renewed.expires_on == date(2028, 3, 31)
        clock.set("2027-04-03 09:00")
        await third.goto(f"{web}/forms/address")
        await choose(third, "dog:000001")
        await type_answer(third, "12 Maple Drive")
        await type_answer(third, "13041")
        await type_answer(third, words["move_date"])
        await submit(third, "#confirm")
        assert "/forms/done/" in third.url
    async with services.db.session() as session:
        kinds = (await session.scalars(select(Record.kind).order_by(Record.id))).all()
        residents = await session.scalar(select(func.count()).select_from(Resident))
    assert kinds == ["license", "renewal", "address"] and residents == 1


async def test_a_link_works_once_for_30_minutes_and_tells_nobody_which_addresses_we_know(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web) as resident:
        await license_to_done(resident)  # the address given in the flow
    await sent_mail(services)  # the receipt
    async with browser(web) as stranger:
        await stranger.open("/forms/signin")
        known = await stranger.client.post("/forms/signin", data={"email": ADDRESS})
        unknown = await stranger.client.post("/forms/signin", data={"email": "x@example.org"})
        assert known.status_code == unknown.status_code == 200
        assert known.text.replace(ADDRESS, "@") == unknown.text.replace("x@example.org", "@")
        bad = await stranger.client.post("/forms/signin", data={"email": "jane"})
        assert bad.status_code == 400 and "name@example.org" in bad.text
    [mail] = await sent_mail(services)  # none to the unknown address
    link = link_in(mail, "/forms/link/")
    clock.set("2026-03-10 14:31")  # asked at 14:00
    async with browser(web) as late:
        assert (await late.open(link)).status_code == 410
        assert WORDS["en"]["spent"] in late.text
        assert (await late.client.post(link)).status_code == 410
    clock.set("2026-03-10 14:29")
    async with browser(web) as tamperer:
        token = link.split("/forms/link/")[1].split("?")[0]
        assert (await tamperer.open(f"/forms/link/{token[:-3]}abc")).status_code == 410


async def test_the_web_license_asks_an_e_mail_address_and_refuses_a_mistyped_one(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web, "es") as resident:
        await resident.open("/forms/license")
        await resident.answer("license", "Jane Smith")
        await resident.choose("license", "yes")
        for text in ["4401 State Route 31", "13041", "315-555-0100"]:
            await resident.answer("license", text)
        assert 'type="email" autocomplete="email"' in resident.html
        await resident.answer("license", "jane at example")
        assert "Escriba un correo electrónico, como nombre@example.org." in resident.text
        await resident.answer("license", "Jane@Example.org")
        assert "¿Cómo se llama su perro?" in resident.text
    async with services.db.session() as session:
        draft = await session.scalar(select(Draft))
    assert draft is not None and draft.state["answers"]["email"] == "jane@example.org"


async def test_links_asked_for_are_limited_per_address_and_per_client(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web) as resident:
        await license_to_done(resident)
    await sent_mail(services)
    async with browser(web) as asker:
        for _ in range(8):
            answer = await asker.client.post("/forms/signin", data={"email": ADDRESS})
            assert answer.status_code == 200  # the same page, limited or not
    assert len(await sent_mail(services)) == 5  # 5 an hour to one address
    clock.set("2026-03-10 15:01")
    async with browser(web) as asker:
        for number in range(20):
            await asker.client.post("/forms/signin", data={"email": f"n{number}@example.org"})
        await asker.client.post("/forms/signin", data={"email": ADDRESS})
    assert await sent_mail(services) == []  # 20 an hour from one client: the 21st sends nothing
    async with services.db.session() as session:
        asked = await session.scalar(select(func.count()).select_from(EmailLink))
    assert asked == 8 + 21


async def test_signing_out_forgets_the_resident_on_this_browser_only(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with phone() as page:
        await page.goto(f"{web}/forms/license")
        async with browser(web) as resident:
            await license_to_done(resident)
        await sent_mail(services)
        await sign_in_by_email(page, web, services, WORDS["en"])
        assert "You are signed in as jane@example.org" in await page.inner_text("main")
        await submit(page, "form[action='/forms/signout'] button")
        assert "You are signed out" in await page.inner_text("main")
        await page.goto(f"{web}/forms/lost")
        assert not await page.is_visible("input[name=choice][value='dog:000001']")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_new_phone_finds_sign_in_in_the_header_from_the_town_s_address(
    services: Services, web: str, language: str
) -> None:
    """Issue 29, item 1: a resident whose dog was licensed on another phone opens the town's
    address on a new 375 px phone and reaches sign-in from the header of every page it shows;
    signed in, the header says My dogs."""
    words = WORDS[language]
    async with browser(web) as first:
        await license_to_done(first, email=ADDRESS)
    await approve_in_console(services)
    await sent_mail(services)  # the receipt and the approval
    small = {"width": 375, "height": 812}
    async with tab(viewport=small, locale=words["locale"], is_mobile=True) as page:
        await page.goto(f"{web}/")
        assert page.url == f"{web}/forms/"
        assert await page.locator("header.top a[href='/forms/mine']").count() == 0
        # A form begun here makes a resident with no address yet: still offered "Sign in".
        for path in ("/forms/", "/forms/renewal", "/forms/ticket", "/forms/mine"):
            await page.goto(f"{web}{path}")
            sign_in = page.locator("header.top a[href='/forms/signin']")
            assert await sign_in.inner_text() == words["sign_in"], path
            await fits_a_small_phone(page)
        await page.goto(f"{web}/forms/")
        await submit(page, f"header.top >> text={words['sign_in']}")
        assert page.url == f"{web}/forms/signin"
        await page.fill("#email", ADDRESS)
        await submit(page, "form[action='/forms/signin'] button")
        [mail] = await sent_mail(services)  # in the language Jane licensed in
        await page.goto(link_in(mail, "/forms/link/"))
        await submit(page, "form button.button")
        assert "Luna – tag 000001" in await page.inner_text("main")  # license_to_done's dog
        await page.goto(f"{web}/forms/?lang={language}")  # Jane licensed in English
        mine = page.locator("header.top a[href='/forms/mine']")
        assert await mine.inner_text() == words["my_dogs"]
        assert await page.locator("header.top a[href='/forms/signin']").count() == 0
        await fits_a_small_phone(page)


async def fits_a_small_phone(page: Page) -> None:
    """Nothing wider than 375 px, and no accessibility violation."""
    assert await page.evaluate("document.documentElement.scrollWidth") == 375, page.url
    assert await axe_violations(page) == []
