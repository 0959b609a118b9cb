"""A correction that leaves a paid fee as it was says what is paid and that nothing more is owed,
never "Pay by card now"; where the fee rises, the difference is still asked (issue 32, item 10)."""

from __future__ import annotations

from typing import Any

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from tests.botchat import talk, texts_of
from tests.clerkkit import return_as_clerk
from tests.paytools import card_bot, stripe_api, telegram, web
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram
from tests.test_correction_fee_difference import SPAYED, paid_by_card

__all__ = ["card_bot", "stripe_api", "telegram", "web"]  # the fixtures this module uses


async def test_a_colour_corrected_after_paying_by_card_owes_nothing_more(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any, web: str
) -> None:
    user = telegram.user(6201)
    record = await paid_by_card(services, stripe_api, user, SPAYED)
    await return_as_clerk(services, record.id, note="Which colour?", keys=["dog_colour"])
    await send_pending(services, card_bot.bot)
    await user.reply(timeout=10)
    await user.reply(timeout=10)
    summary = texts_of(await talk(user, ["black and tan"]))
    assert "Already paid: $5.00" in summary and "Nothing more to pay." in summary, summary
    assert "Pay by card now" not in summary and "card" not in summary.lower(), summary
    done = texts_of(await talk(user, [("tap", "nav:confirm")]))
    assert "Pay" not in done and "pay" not in done.split("Town Clerk")[0], done
