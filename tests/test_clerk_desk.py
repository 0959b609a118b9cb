"""The clerk's desk (issue 33, items 3, 4 and 7): each queue row names its owner and dog, requests
waiting for their payment wait apart, money moves only once its amount is confirmed, and what
"Approve all green" leaves out is named with why."""

from __future__ import annotations

import html
import re
from typing import Any

import httpx
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.storage.office_models import Refund
from tests.botchat import dog, licensed_dog, talk
from tests.clerkkit import confirmed, csrf_of, make_staff, pay_at_counter, served, signed_in
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.test_clerk_search import owner_steps, references


async def test_each_queue_row_names_its_owner_and_dog_and_the_unpaid_wait_apart(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    people = [("Carmen Díaz", "Rex"), ("Susan Parker", "Bella"), ("Ann Lee", "Max")]
    for number, (name, dog_name) in enumerate(people):
        steps = license_steps(
            owner_steps=owner_steps(name, "315-555-0101"), dog_steps=dog(dog_name)
        )
        await talk(fake.user(3400 + number), steps)
    records = await references(services)
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as clerk:
        await pay_at_counter(clerk, records["Rex"])
        await pay_at_counter(clerk, records["Max"])
        queue = (await clerk.get("/clerk/")).text
    to_validate, to_pay = queue.split('<h2 id="payment">')
    assert "Carmen Díaz · Rex" in to_validate and "Ann Lee · Max" in to_validate
    assert "Susan Parker" not in to_validate
    fee = records["Bella"].fee_cents
    assert "Susan Parker · Bella" in to_pay
    assert f"To pay at the counter: ${fee // 100}.{fee % 100:02d} owed" in to_pay
    assert "Carmen" not in to_pay and "Ann Lee" not in to_pay


async def test_money_moves_only_once_the_clerk_confirms_its_amount(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    for number, dog_name in enumerate(("Rex", "Bella")):
        steps = license_steps(
            owner_steps=owner_steps("Carmen Díaz", "315-555-0101"), dog_steps=dog(dog_name)
        )
        await talk(fake.user(3410 + number), steps)
    records = await references(services)
    rex, bella = records["Rex"], records["Bella"]
    fee = f"${rex.fee_cents // 100}.{rex.fee_cents % 100:02d}"
    await make_staff(services, "clerk", Role.CLERK)
    await make_staff(services, "other", Role.CLERK)
    async with (
        served(services) as url,
        signed_in(url, "clerk") as clerk,
        signed_in(url, "other") as other,
    ):
        # Owed and not paid: approving is not offered, the page says what is owed.
        page = (await clerk.get(f"/clerk/records/{rex.id}")).text
        assert "Approve and issue the license" not in page
        assert f"the fee of {fee} is owed, to pay at the counter" in page
        early = await clerk.post(
            f"/clerk/records/{rex.id}/approve", data={"csrf_token": csrf_of(page)}
        )
        assert early.headers["location"].endswith("not_paid")
        await pay_at_counter(clerk, rex)
        await pay_at_counter(clerk, bella)

        # Reject and refund: the first post claims the record and names the amount; no refund yet.
        page = (await clerk.get(f"/clerk/records/{rex.id}")).text
        asked = await clerk.post(
            f"/clerk/records/{rex.id}/reject",
            data={"csrf_token": csrf_of(page), "reason": "The dog lives in Cicero."},
        )
        assert asked.status_code == 200
        assert f"Yes, reject and refund {fee}" in asked.text
        assert f"{fee} by cash, receipt R-{rex.id}" in asked.text
        assert "to hand back at the counter" in asked.text
        assert await refunds(services) == []
        taken = (await other.get(f"/clerk/records/{rex.id}")).text  # claimed meanwhile
        assert "Claimed by</dt><dd>Clerk" in taken
        refused = await other.post(
            f"/clerk/records/{rex.id}/reject",
            data={"csrf_token": csrf_of(taken), "reason": "Another reason."},
        )
        assert refused.status_code == 409 and await refunds(services) == []
        done = await confirmed(clerk, asked)
        assert done.headers["location"].endswith("rejected")
        assert [(r.amount_cents, r.status) for r in await refunds(services)] == [
            (rex.fee_cents, "due_at_counter")
        ]
        decided = (await clerk.get(f"/clerk/records/{rex.id}")).text
        assert '<dd id="decided-by">Clerk, ' in decided  # a decided record says who decided

        # Approve: asked once more, naming what was paid; a changed record is not approved.
        page = (await clerk.get(f"/clerk/records/{bella.id}")).text
        asked = await clerk.post(
            f"/clerk/records/{bella.id}/approve", data={"csrf_token": csrf_of(page)}
        )
        assert f"The {fee} paid is kept" in asked.text
        stale = asked.text.replace('name="version" value="', 'name="version" value="9')
        changed = await confirmed(clerk, httpx.Response(200, text=stale, request=asked.request))
        assert changed.status_code == 409 and "changed after you confirmed" in changed.text
        approved = await confirmed(clerk, asked)
        assert approved.headers["location"].endswith("approved")


async def refunds(services: Services) -> list[Refund]:
    async with services.db.session() as session:
        return list((await session.execute(select(Refund).order_by(Refund.id))).scalars())


async def test_approve_all_green_takes_an_ordinary_renewal_with_its_certificate_on_file(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    jane = fake.user(3420)
    await licensed_dog(jane, services, rabies_expires="6/1/2028")  # Rex, tag 000001
    clock.set("2027-03-15 10:00")  # the license ends on March 31; the rabies shot covers 2028
    await talk(jane, ["/renew", ("tap", "dog:000001"), ("tap", "yes"), ("tap", "none")])
    await talk(jane, [("tap", "counter"), ("tap", "nav:confirm")])
    renewal = next(r for r in (await references_by_kind(services)) if r.kind == "renewal")
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as clerk:
        page = (await clerk.get(f"/clerk/records/{renewal.id}")).text
        assert 'data-check="on_file" data-level="green"' in page
        assert 'data-check="term" data-level="green"' in page
        assert "These checks do not apply" not in page
        await pay_at_counter(clerk, renewal)
        queue = await clerk.get("/clerk/", params={"checks": "green"})
        assert "Approve all green (1)" in queue.text and "Jane Smith · Rex" in queue.text
        shown = re.findall(r'name="record" value="([0-9:]+)"', queue.text)
        done = await clerk.post(
            "/clerk/approve-green", data={"csrf_token": csrf_of(queue.text), "record": shown}
        )
        assert f"<li>{renewal.reference}</li>" in done.text
        decided = (await clerk.get(f"/clerk/records/{renewal.id}")).text
        assert '<dd id="decided-by">Clerk, ' in decided


async def references_by_kind(services: Services) -> list[Record]:
    async with services.db.session() as session:
        return list((await session.execute(select(Record).order_by(Record.id))).scalars())


async def test_a_second_request_for_the_same_dog_is_named_a_likely_duplicate(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    carmen = fake.user(3430)
    steps = license_steps(
        owner_steps=owner_steps("Carmen Díaz", "315-555-0101"), dog_steps=dog("Rex")
    )
    await talk(carmen, steps)
    again = license_steps(
        owner_steps=owner_steps("Carmen Díaz", "315-555-0101"), dog_steps=dog("REX")
    )
    await talk(carmen, again)  # the same dog, sent again (its name typed in capitals)
    first, second = await references_by_kind(services)
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as clerk:
        await pay_at_counter(clerk, first)
        await pay_at_counter(clerk, second)
        page = (await clerk.get(f"/clerk/records/{second.id}")).text
        assert 'data-check="duplicate" data-level="red"' in page
        link = f'<a href="/clerk/records/{first.id}">{first.reference}</a>'
        assert f"Likely a duplicate: this resident already sent request {link}" in page
        assert "Already sent with record" not in page  # the same dog's certificate, not reuse
        assert 'data-check="duplicate"' not in (await clerk.get(f"/clerk/records/{first.id}")).text
        queue = (await clerk.get("/clerk/")).text
        assert f"{second.reference}</a></td>" in queue
        # Reject and refund, one confirmed step away: the reason is written, the amount named.
        form = page.split('id="reject-duplicate">', 1)[1].split("</form>", 1)[0]
        reason = re.search(r'name="reason" value="([^"]+)"', form)
        assert reason and f"request {first.reference} goes on" in reason.group(1)
        asked = await clerk.post(
            f"/clerk/records/{second.id}/reject",
            data={"csrf_token": csrf_of(page), "reason": html.unescape(reason.group(1))},
        )
        fee = f"${second.fee_cents // 100}.{second.fee_cents % 100:02d}"
        assert f"Yes, reject and refund {fee}" in asked.text
        done = await confirmed(clerk, asked)
        assert done.headers["location"].endswith("rejected")
        assert [r.amount_cents for r in await refunds(services)] == [second.fee_cents]


async def test_a_duplicate_s_reason_is_written_in_its_resident_s_language(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    # The reason "Reject as a duplicate" sends is ours, not the clerk's: a Spanish-speaking
    # resident reads it in Spanish, and the clerk is told the resident reads Spanish.
    lucia = fake.user(3431, language_code="es")
    for name in ("Luna", "LUNA"):
        await talk(
            lucia,
            license_steps(
                owner_steps=owner_steps("Lucía Ramos", "315-555-0107"), dog_steps=dog(name)
            ),
        )
    first, second = await references_by_kind(services)
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as clerk:
        page = (await clerk.get(f"/clerk/records/{second.id}")).text
        assert f"Reject as a duplicate of {first.reference}" in page  # the clerk's own words
        form = page.split('id="reject-duplicate">', 1)[1].split("</form>", 1)[0]
        reason = re.search(r'name="reason" value="([^"]+)"', form)
        spanish = (
            "Esta es una segunda solicitud para el mismo perro: "
            f"la solicitud {first.reference} sigue adelante, así que esta se cierra."
        )
        assert reason and html.unescape(reason.group(1)) == spanish
        asked = await clerk.post(
            f"/clerk/records/{second.id}/reject",
            data={"csrf_token": csrf_of(page), "reason": spanish},
        )
        shown = html.unescape(asked.text)
        assert "Lucía Ramos (who reads Spanish) reads this reason: “Esta es una segunda" in shown
        await confirmed(clerk, asked)
        decided = html.unescape((await clerk.get(f"/clerk/records/{second.id}")).text)
        assert "Rejected" in decided and spanish in decided  # what the resident was sent
