""" "Approve all green" over HTTP: what another clerk claimed, what changed since the queue was
shown, and what is not paid are skipped and reported; the rest approved one by one."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Record
from tests.botchat import PDF, PNG, dog, talk
from tests.certificate_set import Sample, sample
from tests.clerkkit import csrf_of, make_staff, pay_at_counter, served, signed_in
from tests.standins.telegram import FakeTelegram

CERTIFICATES = {  # three dogs' own certificates, valid past the test's day
    "Cooper": (sample("card", "phone", 0), "Thomas Becker"),
    "Biscuit": (sample("card", "phone", 1), "Aisha Khan"),
    "Sadie": (sample("form51", "phone", 2), "Miguel Ortega"),
}


async def _license(fake: FakeTelegram, user_id: int, dog_name: str) -> None:
    certificate, owner_name = CERTIFICATES[dog_name]
    user = fake.user(user_id)
    owner = ["/license", owner_name, ("tap", "yes"), "4401 State Route 31", "13041", "315-555-0100"]
    photo = _photo(certificate)
    await talk(user, [*owner, *dog(dog_name), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")])
    await talk(user, [photo, ("tap", "read_right"), ("tap", "none"), ("tap", "no")])
    await talk(user, [("tap", "counter"), ("tap", "nav:confirm")])


def _photo(certificate: Sample) -> tuple[str, Any]:
    return ("file", (certificate.data, certificate.content_type, "rabies.jpg"))


async def _records(services: Services) -> dict[str, Record]:
    async with services.db.session() as session:
        records = (await session.execute(select(Record))).scalars().all()
    return {record.answers["dog_name"]: record for record in records}


async def test_claimed_changed_and_unpaid_records_are_skipped_and_reported(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await _license(fake, 4301, "Cooper")
    await _license(fake, 4302, "Biscuit")
    await _license(fake, 4303, "Sadie")
    records = await _records(services)
    await make_staff(services, "clerk", Role.CLERK)
    await make_staff(services, "other", Role.CLERK)
    async with (
        served(services) as url,
        signed_in(url, "clerk") as clerk,
        signed_in(url, "other") as other,
    ):
        for name in ("Cooper", "Biscuit"):
            await pay_at_counter(clerk, records[name])
        queue = await clerk.get("/clerk/", params={"checks": "green"})
        shown = re.findall(r'name="record" value="([0-9:]+)"', queue.text)
        # Sadie's fee is owed: one click approves only what is ready, and the queue says why.
        assert len(shown) == 2 and "Approve all green (2)" in queue.text
        # ...and names it, with its owner and dog and the fee it waits for (issue 33, item 7).
        sadie = records["Sadie"]
        assert (
            f"{sadie.reference}</a> (Miguel Ortega · Sadie): its fee of ${sadie.fee_cents // 100}."
        ) in queue.text
        assert "(to pay at the counter: record it" in queue.text
        shown.append(f"{records['Sadie'].id}:{records['Sadie'].version}")  # a form from before
        claim = await other.get(f"/clerk/records/{records['Biscuit'].id}")
        await other.post(
            f"/clerk/records/{records['Biscuit'].id}/claim",
            data={"csrf_token": csrf_of(claim.text)},
        )
        refused = await clerk.post("/clerk/approve-green", data={"record": shown})
        assert refused.status_code == 403  # without the form's token: nothing done
        done = await clerk.post(
            "/clerk/approve-green", data={"csrf_token": csrf_of(queue.text), "record": shown}
        )
        assert done.status_code == 200
        cooper, biscuit, sadie = (records[n].reference for n in ("Cooper", "Biscuit", "Sadie"))
        assert f"<li>{cooper}</li>" in done.text
        assert f"<li>{biscuit}: claimed by another clerk</li>" in done.text
        assert f"<li>{sadie}: the fee is not paid yet</li>" in done.text

        # Claimed by this clerk after the queue was shown: changed, so not approved unseen.
        await pay_at_counter(clerk, records["Sadie"])
        queue = await clerk.get("/clerk/", params={"checks": "green"})
        shown = re.findall(r'name="record" value="([0-9:]+)"', queue.text)
        page = await clerk.get(f"/clerk/records/{records['Sadie'].id}")
        await clerk.post(
            f"/clerk/records/{records['Sadie'].id}/claim", data={"csrf_token": csrf_of(page.text)}
        )
        again = await clerk.post(
            "/clerk/approve-green", data={"csrf_token": csrf_of(queue.text), "record": shown}
        )
        assert f"<li>{sadie}: changed since the queue was shown</li>" in again.text

    after = await _records(services)
    assert [after[n].status for n in ("Cooper", "Biscuit", "Sadie")] == [
        "approved",
        "in_queue",
        "in_queue",
    ]
    async with services.db.session() as session:
        approvals = (
            (await session.execute(select(AuditEntry).where(AuditEntry.action == "approve")))
            .scalars()
            .all()
        )
    assert [entry.record_id for entry in approvals] == [after["Cooper"].id]


async def test_a_green_record_whose_spay_certificate_is_to_follow_is_named_not_offered(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    # Paid and all green, its spay certificate to follow: the queue names it beside the button
    # and why, and does not count it in "Approve all green" (the approval would be refused).
    certificate, owner_name = CERTIFICATES["Cooper"]
    user = fake.user(4321)
    owner = ["/license", owner_name, ("tap", "yes"), "4401 State Route 31", "13041", "315-555-0100"]
    await talk(user, [*owner, *dog("Cooper"), ("tap", "yes"), ("tap", "later")])
    await talk(user, [("tap", "certificate"), _photo(certificate), ("tap", "read_right")])
    await talk(user, [("tap", "none"), ("tap", "no"), ("tap", "counter"), ("tap", "nav:confirm")])
    cooper = (await _records(services))["Cooper"]
    assert "proof_awaited" in cooper.flags
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as clerk:
        await pay_at_counter(clerk, cooper)
        queue = (await clerk.get("/clerk/")).text
    assert 'action="/clerk/approve-green"' not in queue and "Approve all green (" not in queue
    waits = f"{cooper.reference}</a> (Thomas Becker · Cooper): its spay/neuter certificate has not"
    assert waits in queue


async def test_the_record_page_says_which_checks_do_not_apply_and_what_could_not_be_read(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    owner = [
        "/license",
        "Jane Smith",
        ("tap", "yes"),
        "4401 State Route 31",
        "13041",
        "315-555-0100",
    ]
    exempt = fake.user(4311)
    steps = [*owner, *dog("Rex"), ("tap", "no"), ("tap", "vet_exemption"), ("pdf", PDF)]
    await talk(exempt, [*steps, "3/1/2026", ("tap", "none"), ("tap", "no"), ("tap", "counter")])
    await talk(exempt, [("tap", "nav:confirm")])
    blank = fake.user(4312)  # a picture with no words: the dates are typed
    steps = [*owner, *dog("Max"), ("tap", "no"), ("tap", "certificate"), ("photo", PNG)]
    await talk(blank, [*steps, "8/3/2025", "8/3/2028", ("tap", "none"), ("tap", "no")])
    await talk(blank, [("tap", "counter"), ("tap", "nav:confirm")])
    records = await _records(services)
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as clerk:
        page = (await clerk.get(f"/clerk/records/{records['Rex'].id}")).text
        assert "These checks do not apply, so this record is not approved" in page
        assert "A veterinarian's exemption statement was sent" in page
        unread = (await clerk.get(f"/clerk/records/{records['Max'].id}")).text
        assert re.search(r'data-check="legible" data-level="amber">.*Nothing could be read', unread)
        assert 'data-check="dates" data-level="amber"' in unread
        queue = (await clerk.get("/clerk/", params={"checks": "green"})).text
        assert "No record waiting has all its checks green." in queue
        assert "Approve all green" not in queue
