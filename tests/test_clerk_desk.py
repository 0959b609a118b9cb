"""The clerk's desk (issue 33, items 3, 4 and 7): each queue row names its owner and dog, requests
waiting for their payment wait apart, money moves only once its amount is confirmed, and what
"Approve all green" leaves out is named with why."""

from __future__ import annotations

from typing import Any

from doglicense.office.staff import Role
from doglicense.runtime import Services
from tests.botchat import dog, talk
from tests.clerkkit import make_staff, pay_at_counter, served, signed_in
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
