"""Answering a ticket through the bot: the deadline's edges (R24) and the answer code's lock."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from doglicense.runtime import Services
from tests.botchat import talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.ticketkit import enter_ticket, local, ticket_named

# (violation, last day to answer): the day itself not counted, a weekend or holiday moves it
DEADLINES = [
    ("2026-03-10 09:00", "2026-03-16"),  # a Tuesday: day 5 is Sunday 03-15 -> Monday
    ("2026-03-12 21:30", "2026-03-17"),  # a Thursday: day 5 is a Tuesday
    ("2026-05-20 12:00", "2026-05-26"),  # day 5 is Memorial Day (Monday 05-25) -> Tuesday
]


@pytest.mark.parametrize(("violation", "last_day"), DEADLINES)
async def test_an_answer_at_23_59_on_the_last_day_is_taken_and_at_00_01_the_next_day_refused(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    clock: FakeClock,
    violation: str,
    last_day: str,
) -> None:
    clock.set(f"{violation[:10]} 08:00")
    code = await enter_ticket(services, number="T-1", violation_at=local(services, violation))
    clock.set(f"{last_day} 23:59")
    asked = await talk(fake.user(7001), ["/ticket", "T-1", code])
    assert "Do you admit the charge, or deny it?" in texts_of(asked)
    assert "a dog not on a leash" in texts_of(asked)
    clock.set(f"{last_day} 23:59:59")
    asked = await talk(fake.user(7001), [("tap", "admit")])
    assert "pay the $25.00 penalty at the court" in texts_of(asked)  # no card without Stripe
    done = await talk(fake.user(7001), [("tap", "counter"), ("tap", "nav:confirm")])
    assert "Your answer to ticket T-1 is in" in texts_of(done)
    assert (await ticket_named(services, "T-1")).disposition == "admitted"
    clock.set(f"{last_day} 00:00")
    code = await enter_ticket(services, number="T-2", violation_at=local(services, violation))
    day_after = date.fromisoformat(last_day) + timedelta(days=1)
    clock.set(f"{day_after.isoformat()} 00:01")
    refused = await talk(fake.user(7002), ["/ticket", "T-2", code])
    text = texts_of(refused)
    assert "The last day to answer ticket T-2 online was" in text
    assert "You must appear in court" in text and "Town of Clay Justice Court" in text
    assert (await ticket_named(services, "T-2")).status == "issued"


async def test_a_deep_link_names_the_ticket_and_asks_for_the_code(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    code = await enter_ticket(services, number="CT-77")
    asked = await talk(fake.user(7003), ["/start ticket-CT-77"])
    assert "answer code printed on ticket CT-77" in texts_of(asked)
    asked = await talk(fake.user(7003), [code[:4] + "-" + code[4:].lower()])
    assert "Do you admit the charge" in texts_of(asked)


async def test_five_wrong_codes_lock_the_online_answer_and_say_call_the_clerk(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    code = await enter_ticket(services, number="CT-9")
    user = fake.user(7004)
    reply = await talk(user, ["/ticket", "CT-9"])
    for left in (4, 3, 2, 1):
        reply = await talk(user, ["ZZZZ-ZZZZ"])
        assert f"You can try {left} more time" in texts_of(reply)
    reply = await talk(user, ["ZZZZ-ZZZZ"])
    assert "can't be answered online any more" in texts_of(reply)
    assert "(315) 652-3800" in texts_of(reply)
    ticket = await ticket_named(services, "CT-9")
    assert (ticket.failed_code_attempts, ticket.online_answer_locked) == (5, True)
    again = await talk(user, ["/ticket", "CT-9", code])  # even the right code, now
    assert "can't be answered online any more" in texts_of(again)


async def test_a_badly_typed_code_or_an_unknown_ticket_is_asked_again_without_counting(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await enter_ticket(services, number="CT-10")
    user = fake.user(7005)
    reply = await talk(user, ["/ticket", "NO-SUCH", "ABCD-EFGH"])
    assert "I can't find a ticket with that number" in texts_of(reply)
    reply = await talk(user, ["CT-10", "abc"])
    assert "The answer code has 8 letters and numbers" in texts_of(reply)
    assert (await ticket_named(services, "CT-10")).failed_code_attempts == 0
