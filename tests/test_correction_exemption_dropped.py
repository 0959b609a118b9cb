"""A correction that drops an exemption: the free license now owes its whole fee, and the
resident is asked for it by the way they choose, as a new request is (decision 0035)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from doglicense.bot.sender import send_pending
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.botchat import PDF, RABIES, approve_in_console, dog, owner, talk, texts_of
from tests.clerkkit import make_staff, return_as_clerk, served, signed_in
from tests.formkit import a_therapy_dog, choose, owner_and_rex, phone, submit
from tests.paytools import card_bot, payments, record_by_id, serving, stripe_api, telegram, web
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram, buttons
from tests.test_proof_later import the_record
from tests.test_terminal_resident import run

__all__ = ["card_bot", "stripe_api", "telegram", "web"]  # the fixtures this module uses

NOTE = "The therapy certificate names another dog. If not a therapy dog, choose a regular license."
NOTA = "El certificado es de otro perro. Si no es perro de terapia, elija una licencia normal."
EXEMPTION = ["exempt_type", "exempt_certificate"]


async def test_in_telegram_a_dropped_exemption_is_paid_by_card_in_full(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    user = telegram.user(6201)
    therapy = [("tap", "therapy"), ("pdf", PDF), ("tap", "no")]
    await talk(user, [*owner(), *dog(), ("tap", "no"), *RABIES, *therapy, ("tap", "nav:confirm")])
    record = await the_record(services)
    assert (record.fee_cents, record.payment_choice) == (0, "none")
    await return_as_clerk(services, record.id, note=NOTE, keys=EXEMPTION)
    await send_pending(services, card_bot.bot)
    assert "choose a regular license" in texts_of(await user.reply(timeout=10))

    asked = await talk(user, [("tap", "none")])  # not exempt after all: $15, nothing paid
    assert "card" in str(asked.get("reply_markup")), texts_of(asked)
    summary = texts_of(await talk(user, [("tap", "card")]))
    assert "Fee: $15.00" in summary, summary
    done = await talk(user, [("tap", "nav:confirm")])
    [(label, url)] = buttons(done)
    assert label == "💳 Pay $15.00 by card", texts_of(done)
    assert "as soon as your payment of $15.00 is received" in texts_of(done)
    created = [r for r in stripe_api.requests if r.path == "/v1/checkout/sessions"][-1]
    names = [i["price_data"]["product_data"]["name"] for i in created.params["line_items"]]
    assert "Fee difference after a correction" not in names and len(names) == 2, names
    assert (await record_by_id(services, record.id)).status == "awaiting_payment"
    sid = next(s for s, session in stripe_api.sessions.items() if session["url"] == url)
    await asyncio.to_thread(stripe_api.pay, sid)
    again = await record_by_id(services, record.id)
    assert (again.status, again.fee_cents) == ("in_queue", 1500)
    assert [p.received_cents for p in await payments(services)] == [1500]
    [licence] = await approve_in_console(services)
    assert licence.record_id == record.id and licence.exempt_type is None


async def test_in_the_terminal_in_spanish_a_dropped_exemption_is_paid_at_the_counter(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    owner_lines = ["/license", "Juana Pérez", "1", "4401 State Route 31", "13041", "315-555-0100"]
    dog_lines = ["Rex", "Beagle", "marrón", "1", "3 años", "2"]  # male, not neutered
    rabies = ["1", f"file:{certificate}", "2025-06-01", "2028-06-01"]
    therapy = ["9", f"file:{certificate}", "2", "1"]  # therapy, its certificate, no notice, confirm
    done = await run(services, "/language es", *owner_lines, *dog_lines, *rabies, *therapy)
    assert "Tarifa: $0.00 (Exento – Perro de terapia)" in done, done
    record = await the_record(services)
    await return_as_clerk(services, record.id, note=NOTA, keys=EXEMPTION)

    text = await run(services, "1", "1")  # no exemption; how to pay: at the counter
    assert "elija una licencia normal" in text, text
    assert "Responda de nuevo: Exención de la tarifa, Certificado de exención." in text, text
    assert "Tarifa: $15.00" in text, text
    done = await run(services, "1")  # confirm
    assert "Pague $15.00 en la oficina de la Secretaria Municipal" in done, done
    again = await record_by_id(services, record.id)
    assert (again.status, again.fee_cents, again.payment_choice) == ("resubmitted", 1500, "counter")
    flag = "Fee changed on correction (was $0.00):"
    await make_staff(services, "reader", Role.CLERK)
    assert f"{flag} $15.00 owed" in await clerks_page(services, record.id)
    [licence] = await approve_in_console(services)  # $15.00 taken at the counter, then approved
    assert licence.record_id == record.id
    assert [p.received_cents for p in await payments(services)] == [1500]
    assert f"{flag} settled" in await clerks_page(services, record.id)


async def clerks_page(services: Services, record_id: int) -> str:
    """The record's page in the console, as the clerk "reader" reads it."""
    async with served(services) as url, signed_in(url, "reader") as client:
        return (await client.get(f"/clerk/records/{record_id}")).text


async def test_on_a_phone_a_dropped_exemption_asks_for_the_fee_at_the_counter(
    services: Services,
) -> None:
    async with serving(services) as url, phone(width=375) as page:
        services.settings.public_base_url = url
        await owner_and_rex(page, url, sex="male")
        await choose(page, "no")  # not neutered
        await a_therapy_dog(page)
        await submit(page, "#confirm")
        status_link = await page.get_attribute("#status-link", "href")
        assert status_link is not None
        record = await the_record(services)
        await return_as_clerk(services, record.id, note=NOTE, keys=EXEMPTION)

        await page.goto(status_link)
        await submit(page, "text=Make the correction")
        await choose(page, "none")
        await choose(page, "counter")
        assert "$15.00" in await page.inner_text("main")
        await submit(page, "#confirm")
        main = await page.inner_text("main")
        assert "Please pay $15.00 at the Town Clerk's office" in main, main
        await page.goto(status_link)
        main = await page.inner_text("main")
        assert "Please pay $15.00 at the Town Clerk's office" in main, main
    again = await record_by_id(services, record.id)
    assert (again.status, again.fee_cents, again.payment_choice) == ("resubmitted", 1500, "counter")
    [licence] = await approve_in_console(services)
    assert licence.record_id == record.id
