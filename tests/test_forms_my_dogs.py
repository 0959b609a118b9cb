"""My dogs and requests (/forms/mine), on a phone: each dog with its actions, each request with
what comes next; the same on the status link; nobody else's; in Spanish too."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

import pytest
from playwright.async_api import Page
from sqlalchemy import select

from doglicense.flows import registry
from doglicense.flows.pieces import Context, DogOnFile, Input, Refusal
from doglicense.law import load_town
from doglicense.office.residents.dogs_and_requests import ACTIONS
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import approve_in_console
from tests.clerkkit import confirmed, csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import PDF, axe_violations, choose, phone, submit, type_answer, upload
from tests.paytools import WEBHOOK_SECRET, use_stripe
from tests.standins.stripe_api import FakeStripe
from tests.test_forms_lost import license_on_the_web
from tests.test_forms_phone_width import assert_fits
from tests.webwalk import browser, license_to_done, to_dog_birth

NOTE = "The vet's statement is dated 2025; please check the date on it."
REASON = "The old tag was found: no replacement is needed."


@pytest.fixture
def stripe_api(services: Services, clock: FakeClock, web: str) -> Iterator[FakeStripe]:
    with FakeStripe(webhook_url=f"{web}/stripe/webhook", webhook_secret=WEBHOOK_SECRET) as fake:
        use_stripe(services, clock, fake.url)
        yield fake


async def accessible(page: Page) -> None:
    assert await axe_violations(page) == []
    await assert_fits(page)


async def in_console(services: Services, reference: str, action: str, **fields: str) -> None:
    """A clerk signs in to the console and decides the request: paid at the counter first when
    a fee is owed, then `action` ("return", "reject") with the form's fields."""
    await make_staff(services, "decider", Role.CLERK)
    async with services.db.session() as session:
        record = (
            await session.execute(select(Record).where(Record.reference == reference))
        ).scalar_one()
    async with served(services) as url, signed_in(url, "decider") as client:
        page = (await client.get(f"/clerk/records/{record.id}")).text
        fee = re.search(r'name="amount" inputmode="decimal" value="([^"]+)"', page)
        if fee is not None:
            fields_paid = {"method": "cash", "receipt_number": "R-9", "amount": fee.group(1)}
            paid = await client.post(
                f"/clerk/records/{record.id}/payments",
                data={"csrf_token": csrf_of(page), **fields_paid},
            )
            assert paid.headers["location"].endswith("paid_at_counter"), paid.text
            page = (await client.get(f"/clerk/records/{record.id}")).text
        asked = await client.post(
            f"/clerk/records/{record.id}/{action}", data={"csrf_token": csrf_of(page), **fields}
        )
        decided = await confirmed(client, asked)  # a rejection's refund is confirmed first
        assert decided.status_code == 303, decided.text


async def words(page: Page, selector: str = "main") -> str:
    """What a part of the page says, its lines and spaces squeezed to one space each."""
    return " ".join((await page.inner_text(selector)).split())


async def mine(page: Page, web: str) -> str:
    await page.goto(f"{web}/forms/mine")
    return await words(page)


async def test_the_licensed_dog_is_listed_and_renewed_from_its_own_link(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with phone() as page:
        await license_on_the_web(page, web)
        status_link = await page.get_attribute("#status-link", "href")
        assert status_link is not None
        await approve_in_console(services)
        await submit(page, "header >> text=My dogs")
        assert page.url == f"{web}/forms/mine"
        main = await words(page)
        assert "Rex – tag 000001, license ends March 31, 2027" in main
        request = await words(page, "#request-L-2603-00001")
        assert "New license L-2603-00001" in request and "approved" in request
        assert "Fee: $15.00" in request and "Paid: $15.00" in request
        assert "Sent: March 10, 2026 at 2:00 PM" in request
        assert "Decided: March 10, 2026 at 2:00 PM" in request
        await accessible(page)

        await submit(page, "#request-L-2603-00001 >> text=See and print the license")
        licence = await words(page)
        assert "Tag number 000001" in licence and "Expires March 31, 2027" in licence
        assert "Jane Smith" in licence and "4401 State Route 31" in licence
        await accessible(page)
        await page.emulate_media(media="print")
        assert not await page.is_visible("header") and not await page.is_visible(".no-print")
        await page.emulate_media(media="screen")

        await page.goto(f"{web}/forms/mine")
        actions = await words(page, "#dog-000001 .actions")
        for label in ["Report a move", "Report a new owner", "Report it lost or stolen"]:
            assert label in actions
        assert "Report its death" in actions and "Get a replacement tag" in actions
        # The day it is issued, renewing is no task: offered last, as early, with what it covers.
        assert "Renew the license" not in actions
        assert actions.endswith(
            "Renew early – Rex (the new license would run from April 1, 2027 to March 31, 2028)"
        )
        assert not await page.is_visible("#dog-000001 .button")
        clock.set("2027-02-28 10:00")  # the day before the first renewal reminder (30 days)
        await page.goto(f"{web}/forms/mine")
        assert "Renew early" in await words(page, "#dog-000001 .actions")
        clock.set("2027-03-01 10:00")  # the reminder's day: now it is due, the card's button
        await page.goto(f"{web}/forms/mine")
        actions = await words(page, "#dog-000001 .actions")
        assert actions.startswith("Renew the license") and "early" not in actions
        await accessible(page)
        await submit(page, "#dog-000001 .button >> text=Renew the license")
        assert page.url == f"{web}/forms/renewal"  # the dog already chosen: no tag typed
        assert "Which dog" not in await page.inner_text("main")
        await choose(page, "yes")  # the address and phone on file are still right
        await choose(page, "no")  # not spayed
        await choose(page, "vet_exemption")
        await upload(page, "vet.pdf", PDF, "application/pdf")
        await type_answer(page, "2/1/2027")
        await choose(page, "none")
        await choose(page, "counter")
        assert "Rex" in await page.inner_text("main")
        await submit(page, "#confirm")
        assert "/forms/done/R-2703-" in page.url
        assert await page.is_visible("main >> text=See all my dogs and requests")
        main = await mine(page, web)
        assert "Renew the license" not in main  # one renewal at a time
        assert "Renewal R-2703-00002" in main and "with the Town Clerk" in main

        # Another browser: nobody's dogs, nobody's license, and the tag is not taken as its own.
        browser_ = page.context.browser
        assert browser_ is not None
        other_context = await browser_.new_context(viewport={"width": 390, "height": 844})
        other = await other_context.new_page()
        main = await mine(other, web)
        assert "You have no dogs or requests with us yet." in main and "Rex" not in main
        assert not await other.is_visible("header >> text=My dogs")
        assert await other.get_attribute("text=Sign in to see it here", "href") == "/forms/signin"
        await accessible(other)
        response = await other.goto(f"{web}/forms/licence/L-2603-00001")
        assert response is not None and response.status == 404
        await other.goto(f"{web}/forms/renewal?tag=000001")
        assert "Tag 000001 isn't licensed to you" in await other.inner_text("main")
        # The status link shows the same page there, to look at: acting needs signing in.
        await other.goto(status_link)
        main = await other.inner_text("main")
        assert "Rex – tag 000001, license ends March 31, 2027" in main
        assert "Renewal R-2703-00002" in main and "Renew the license" not in main
        assert await other.is_visible("text=sign in first")
        await accessible(other)
        await submit(other, "#request-L-2603-00001 >> text=See and print the license")
        assert "Tag number 000001" in await other.inner_text("main")
        await other_context.close()


async def test_a_returned_request_shows_the_note_and_its_correction_opens(
    services: Services, web: str
) -> None:
    async with phone() as page:
        await license_on_the_web(page, web)
        await in_console(
            services, "L-2603-00001", "return", note=NOTE, question="vet_statement_date"
        )
        await page.goto(f"{web}/forms/mine")
        request = await words(page, "#request-L-2603-00001")
        assert "needs a correction from you" in request and NOTE in request
        await accessible(page)
        await submit(page, "#request-L-2603-00001 >> text=Make the correction")
        main = await page.inner_text("main")
        assert NOTE in main and "What date is on the vet's statement?" in main


async def test_a_rejected_request_shows_the_reason_and_the_refund_in_spanish(
    services: Services, web: str
) -> None:
    async with phone("es-US") as page:
        await license_on_the_web(page, web)
        await approve_in_console(services)
        await page.goto(f"{web}/forms/mine")
        assert "Mis perros y solicitudes" in await page.inner_text("h1")
        assert (await words(page, "#dog-000001 .actions")).endswith(
            "Renovar por adelantado – Rex (la nueva licencia iría del 1 de abril de 2027"
            " al 31 de marzo de 2028)"
        )
        await accessible(page)
        await submit(page, "#dog-000001 >> text=Pedir una placa de reemplazo")
        assert page.url == f"{web}/forms/tag"
        await choose(page, "counter")
        await submit(page, "#confirm")
        reference = await page.inner_text(".reference")
        await in_console(services, reference, "reject", reason=REASON)
        await page.goto(f"{web}/forms/mine")
        request = await words(page, f"#request-{reference}")
        assert "Placa de reemplazo" in request and "no aceptada" in request
        assert REASON in request and "Reembolso: $3.00" in request
        assert "Le devolvemos $3.00." in request
        await accessible(page)


async def test_a_request_awaiting_payment_offers_pay_now(
    services: Services, web: str, stripe_api: FakeStripe
) -> None:
    async with browser(web) as resident:
        await to_dog_birth(resident)
        for answer in ["3 years"]:
            await resident.answer("license", answer)
        await resident.choose("license", "no")
        await resident.choose("license", "vet_exemption")
        await resident.send_file("license", "vet.pdf")
        await resident.answer("license", "3/1/2026")
        await resident.choose("license", "none")
        await resident.choose("license", "no")
        await resident.choose("license", "card")
        await resident.choose("license", "nav:confirm")  # off to Stripe's page: not paid
        await resident.open("/forms/mine")
        assert "waiting for payment" in resident.text
        form = re.search(
            r'<form method="post" action="(/forms/done/(L-[^/]+)/pay)">', resident.html
        )
        assert form is not None, resident.text
        await resident.post(form.group(1), {})
        assert resident.url.startswith(stripe_api.url), resident.url
    async with browser(web) as stranger:
        await stranger.open("/forms/mine")
        assert "waiting for payment" not in stranger.text and form.group(2) not in stranger.text


async def test_a_dog_s_link_followed_again_keeps_the_answers_given_since(
    services: Services, web: str
) -> None:
    async with browser(web) as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        await resident.open("/forms/renewal?tag=000001")
        assert "Are these still right?" in resident.text
        await resident.choose("renewal", "yes")
        assert "Is Luna spayed?" in resident.text
        await resident.open("/forms/renewal?tag=1")  # the same dog, typed shorter: kept
        assert "Is Luna spayed?" in resident.text
        await resident.open("/forms/renewal?tag=000009")  # not this resident's: refused
        assert "Tag 000009 isn't licensed to you" in resident.text


def test_the_page_offers_what_each_flow_takes_for_a_dog_in_each_status() -> None:
    """The office's actions per dog status and the flows' own "which dog" questions agree."""
    town = load_town()
    for status in ("active", "lost", "dead", "moved_away", "transferred"):
        dog = DogOnFile(1, "000001", "Rex", "Beagle", "brown", "female", None, False, status,
                        date(2027, 3, 31), None, None)  # fmt: skip
        context = Context(today=date(2026, 3, 10), town=town, dogs=(dog,), channel="web")
        for name, flow in registry.FLOWS.items():
            if flow.dog_question is None or name == "redeem":  # whether a dog is held: the
                continue  # office's (online_redemption.held_dogs), whatever its status
            question = flow.question(flow.dog_question)
            try:
                question.parse(Input.of_text("000001"), {}, context)
                taken = True
            except Refusal:
                taken = False
            assert taken == (name in ACTIONS.get(status, ())), (status, name)
