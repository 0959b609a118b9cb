"""A correction that changes the fee: the fee is decided again and the clerk is told."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.desk.decisions import return_for_correction
from doglicense.office.staff.staff import Role, SignedIn
from doglicense.payments.balance import Balance
from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.templates import macro
from tests.botchat import PNG, RABIES, dog, owner, talk, texts_of
from tests.standins.telegram import FakeTelegram


async def test_a_correction_to_spayed_lowers_the_fee_and_flags_it(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(5101)
    await talk(
        user,
        [
            *owner(),
            *dog(),
            ("tap", "no"),
            *RABIES,
            ("tap", "none"),
            ("tap", "no"),
            ("tap", "counter"),
            ("tap", "nav:confirm"),
        ],
    )
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
        assert record.fee_cents == 1500
        clerk = SignedIn(id=1, username="ann", full_name="Ann", role=Role.CLERK)
        await return_for_correction(
            session,
            record.id,
            person=clerk,
            services=services,
            note="The vet's letter says Rex is neutered.",
            keys=["spayed_neutered"],
        )
        await session.commit()
    await send_pending(services, bot.bot)
    asked = await user.reply(timeout=10)
    assert "The vet's letter says Rex is neutered." in texts_of(asked)
    summary = await talk(user, [("tap", "yes"), ("photo", PNG)])
    assert "Fee: $5.00" in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
    assert (record.status, record.fee_cents) == ("resubmitted", 500)
    assert record.fee_parts["town_share_cents"] == 400
    assert "fee_changed_from_1500" in record.flags


def test_the_clerk_reads_flags_in_words() -> None:
    def changed(balance: Balance) -> str:
        return macro("web/clerk/flags.html", "flag_words", "fee_changed_from_1500", balance)

    assert changed(Balance(fee_cents=500)) == "Fee changed on correction (was $15.00): $5.00 owed"
    assert changed(Balance(fee_cents=500, paid_cents=1500)) == (
        "Fee changed on correction (was $15.00): $10.00 paid beyond it, to refund"
    )
    assert changed(Balance(fee_cents=500, paid_cents=1500, refunded_cents=1000)) == (
        "Fee changed on correction (was $15.00): settled"
    )
    assert "R13" in macro("web/clerk/flags.html", "flag_words", "rabies_cap")
