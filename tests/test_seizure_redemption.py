"""A seized dog redeemed at the counter: the day's fees paid, and a dog unlicensed or lapsed
licensed first (R10, R28, §69-11E)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry
from doglicense.storage.office_models import Payment, Seizure
from tests.botchat import licensed_dog
from tests.clerkkit import csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_seizures import act, news, rex_licensed_and_seized, seize


async def redeem(officer: Any, seizure_id: int, **data: str) -> Any:
    page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
    fields = {"csrf_token": csrf_of(page), "method": "cash", "receipt_number": "R-77", **data}
    return await officer.post(f"/clerk/seizures/{seizure_id}/redeem", data=fields)


async def test_the_days_fees_are_paid_at_the_counter_and_the_dog_is_redeemed(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7301)
    _, seizure_id = await rex_licensed_and_seized(user, services, bot, clock)
    clock.set("2026-03-23 11:00")  # three days of boarding after Friday the 20th
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
        assert 'name="amount" inputmode="decimal" value="70.00"' in page  # $25 + 3 x $15
        short = await redeem(officer, seizure_id, amount="55.00")  # yesterday's fees
        assert short.status_code == 409 and "today&#39;s fees" in short.text
        no_receipt = await redeem(officer, seizure_id, amount="70.00", receipt_number=" ")
        assert no_receipt.status_code == 409
        page = await act(
            officer, seizure_id, "redeem", method="cash", receipt_number="R-77", amount="70.00"
        )
        assert "Fees paid: marked redeemed." in page
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None
        [payment] = (
            await session.scalars(select(Payment).where(Payment.record_id == seizure.record_id))
        ).all()
        note = await session.scalar(select(AuditEntry.note).where(AuditEntry.action == "redeem"))
    assert (payment.status, payment.amount_cents, payment.receipt_number) == ("paid", 7000, "R-77")
    assert note == "$70.00 paid at the counter, receipt R-77"


async def test_an_unlicensed_seized_dog_is_licensed_before_it_is_released(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 10:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        posted = await seize(officer, tag_number="", identified="no", breed="Beagle")
        seizure_id = int(posted.headers["location"].split("/")[-1].split("?")[0])
        page = (await officer.get(posted.headers["location"])).text
        assert "Before release the dog must be licensed" in page
        refused = await redeem(officer, seizure_id, amount="25.00")
        assert refused.status_code == 409 and "it is licensed first" in refused.text
    user = fake.user(7302)  # the owner licenses the dog through the bot; the clerk approves
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    async with served(services) as url, signed_in(url, "otto") as officer:
        wrong = await redeem(officer, seizure_id, amount="25.00", license_tag="999")
        assert wrong.status_code == 409
        done = await redeem(officer, seizure_id, amount="25.00", license_tag="1")
        assert done.status_code == 303
        page = (await officer.get(done.headers["location"])).text
        assert "Fees paid: marked redeemed." in page and "Rex" in page
    await news(user, services, bot)


async def test_a_lapsed_license_is_renewed_before_release(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7303)
    await licensed_dog(user, services, rabies_expires="6/1/2028")  # runs to March 31, 2027
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2027-04-05 10:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        posted = await seize(officer, seized_date="2027-04-05")
        seizure_id = int(posted.headers["location"].split("/")[-1].split("?")[0])
        page = (await officer.get(posted.headers["location"])).text
        assert "lapsed license must be renewed" in page
        refused = await redeem(officer, seizure_id, amount="25.00")
        assert refused.status_code == 409 and "renewed first" in refused.text
