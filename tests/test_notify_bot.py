"""Through the real bot: "Renew now" under a reminder renews; reminders on, off, and for a puppy."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.chores import remind
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.storage.office_models import ReminderRequest
from tests.botchat import approve_queue, button_data, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram


async def test_renew_now_in_a_reminder_completes_a_renewal(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7001)
    first = await licensed_dog(user, services, rabies_expires="6/1/2028")
    clock.set("2027-03-01 09:00")  # 30 days before March 31, 2027
    assert (await remind(services))["before_30"] == 1
    # The receipt for the fee paid at the counter, the approval, then the reminder.
    assert await send_pending(services, bot.bot) == 3
    receipt, issued, reminder = await user.reply(), await user.reply(), await user.reply()
    assert "Receipt" in texts_of(receipt) and "$5.00 in cash" in texts_of(receipt)
    assert "approved" in texts_of(issued)
    assert "ends on March 31, 2027, in 30 days" in texts_of(reminder)
    assert button_data(reminder) == ["renew:000001"]
    user.tap("renew:000001")
    asked = await user.reply(timeout=10)
    assert "4401 State Route 31" in texts_of(asked)  # the dog is chosen: details to confirm
    summary = await talk(user, [("tap", "yes"), ("tap", "none"), ("tap", "counter")])
    assert "March 31, 2028" in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    [renewed] = await approve_queue(services)
    assert renewed.expires_on == date(2028, 3, 31) and renewed.dog_id == first.dog_id
    clock.set("2027-03-24 09:00")
    assert sum((await remind(services)).values()) == 0  # renewed: no 7-day reminder


async def test_a_deep_link_opens_the_renewal_with_the_dog_chosen(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7002)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    clock.set("2027-03-20 10:00")
    reply = await talk(user, ["/start renew-000001"])
    assert "4401 State Route 31" in texts_of(reply)


async def test_stop_and_start_reminders(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7003)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    assert "Reminders are off" in texts_of(await talk(user, ["/stop_reminders"]))
    clock.set("2027-03-01 09:00")
    assert sum((await remind(services)).values()) == 0
    assert "Reminders are on" in texts_of(await talk(user, ["/start_reminders"]))
    assert (await remind(services))["before_30"] == 1


async def test_remind_me_then_stores_a_puppy_reminder(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7004)
    await talk(user, ["/start"])  # the offer's button itself is tested with the license flow
    async with services.db.session() as session:
        person = await session.scalar(select(Resident).where(Resident.telegram_user_id == 7004))
        assert person is not None
    reply = await _tap_offer(fake, user.id, "o:puppy_reminder:2026-05-02")
    assert "May 2, 2026" in texts_of(reply)
    async with services.db.session() as session:
        [request] = (await session.scalars(select(ReminderRequest))).all()
    assert request.due_on == date(2026, 5, 2) and request.kind == "puppy"
    clock.set("2026-05-02 09:00")
    assert (await remind(services))["puppy"] == 1
    await send_pending(services, bot.bot)
    reminder = await user.reply()
    assert "turns 4 months on May 2, 2026" in texts_of(reminder)
    assert button_data(reminder) == ["m:license"]


async def _tap_offer(fake: FakeTelegram, chat_id: int, data: str) -> dict[str, Any]:
    last = fake.last_message(chat_id)
    assert last is not None
    fake.push_callback(chat_id, data, message_id=last["message_id"])
    return await fake.next_message(chat_id, timeout=10)
