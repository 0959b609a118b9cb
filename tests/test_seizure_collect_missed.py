"""The morning after a day promised to collect a seized dog passes with the dog still held, the
owner who paid by card is told once, in their channel and language: the boarding since is owed at
collection, the last day and what follows it, what to do now (decision 0052). Not again at the
next sweep, not after the dog is collected; the reminders of the last day say it instead."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from doglicense.chores import remind
from doglicense.runtime import Services
from doglicense.templates import money
from tests.botchat import texts_of
from tests.clerkkit import served, signed_in
from tests.conftest import FakeClock
from tests.redeemkit import CHANNELS, News, PaidOwner, paid_by_card
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import ChatUser, FakeTelegram
from tests.test_seizure_collect_day import MONTHS_ES, fee_through, in_words
from tests.test_seizures import act

WORDS = {
    "en": {
        "missed": "You said you would collect {dog} on {day}, and the dog is still held",
        "owed": "Each day of boarding since then adds {per_day}, paid when you collect the dog:"
        " {owed} so far.",
        "last": "The pound keeps the dog until {last}, the last day to redeem it.",
        "after": "forfeited to the Town, to be adopted or euthanized (Town Code §69-11D), and your"
        " card payment is refunded in full.",
        "hours": "Monday to Friday, 8:30 a.m. to 4:30 p.m.",
        "subject": "The day you chose to collect your dog has passed",
        "paid": "That day has passed: the $",
        "reminder": "Reminder: the last day to redeem",
    },
    "es": {
        "missed": "Usted dijo que recogería a {dog} el {day}, y los agentes de control de"
        " animales todavía tienen al perro.",
        "owed": "Cada día de alojamiento desde entonces suma {per_day}, que se paga al recoger al"
        " perro: {owed} hasta hoy.",
        "last": "El refugio guarda al perro hasta el {last}, el último día para recuperarlo.",
        "after": "el perro pasa al Municipio, que lo dará en adopción o lo sacrificará (Código"
        " Municipal §69-11D), y se le devuelve todo su pago con tarjeta.",
        "hours": "de lunes a viernes, de 8:30 a 16:30",
        "subject": "Pasó el día que eligió para recoger a su perro",
        "paid": "Ese día ya pasó: los $",
        "reminder": "Recordatorio: el último día para recuperar",
    },
}


def long_day(day: date, language: str) -> str:
    if language == "es":
        return f"{day.day} de {MONTHS_ES[day.month - 1]} de {day.year}"
    return f"{day:%B} {day.day}, {day.year}"


def expected(services: Services, language: str, paid: PaidOwner, *, today: date) -> list[str]:
    """The message's sentences as the resident reads them on ``today``."""
    words = WORDS[language]
    owed = fee_through(services, today, paid.seized) - fee_through(
        services, paid.chosen, paid.seized
    )
    per_day = money(services.town.redemption_fees.boarding_per_day_cents)
    return [
        words["missed"].format(dog=paid.dog, day=in_words(paid.chosen, language)),
        words["owed"].format(per_day=per_day, owed=money(owed)),
        words["last"].format(last=long_day(paid.last, language)),
        words["after"],
        words["hours"],
    ]


async def _sweep(services: Services, clock: FakeClock, day: date) -> dict[str, int]:
    clock.set(f"{day.isoformat()} 08:00")
    written = await remind(services)
    assert (await remind(services))["seizure_collect_missed"] == 0  # the cron run and the job
    return written


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("channel", CHANNELS)
async def test_the_morning_after_the_day_the_owner_is_told_once_in_their_channel(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    web: str,
    clock: FakeClock,
    tmp_path: Path,
    channel: str,
    language: str,
) -> None:
    user = telegram.user(7421)
    async with paid_by_card(
        channel,
        language,
        services,
        stripe_api,
        user=user,
        card_bot=card_bot,
        web=web,
        folder=tmp_path,
    ) as paid:
        assert (await _sweep(services, clock, paid.chosen))["seizure_collect_missed"] == 0
        after = paid.chosen + timedelta(days=1)
        assert (paid.last - after).days > 2  # before the reminders of the last day
        assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 1
        [told] = await paid.read()
        for said in expected(services, language, paid, today=after):
            assert said in told.text, (said, told.text)
        if channel == "telegram":
            await _the_button_and_the_reminder_say_it(services, clock, user, paid, told, language)
        elif channel == "email":
            assert told.subject.startswith(WORDS[language]["subject"]), told.subject
            link = f"?redeem={paid.reference}"
            assert link in told.page and "/redeem" not in told.text.split("?redeem=")[0]
        else:
            assert ("Redeem my dog" if language == "en" else "Recuperar mi perro") in told.text
            assert "tap" not in told.text.lower().replace("tapas", "")
            [again] = await paid.read()
            assert WORDS[language]["missed"].split("{")[0] not in again.text


async def _the_button_and_the_reminder_say_it(
    services: Services,
    clock: FakeClock,
    user: ChatUser,
    paid: PaidOwner,
    told: News,
    language: str,
) -> None:
    assert "/redeem" in told.text
    user.tap(next(data for data in told.tap if data.startswith("redeem:")))
    now = " ".join(texts_of(await user.reply()).split())  # what is owed now, never asked again
    assert WORDS[language]["paid"] in now, now
    # The reminders of the last day say it too; the message is not written again.
    swept = await _sweep(services, clock, paid.last - timedelta(days=2))
    assert (swept["seizure_reminder"], swept["seizure_collect_missed"]) == (1, 0)
    [reminder] = await paid.read()
    assert WORDS[language]["reminder"] in reminder.text
    missed = WORDS[language]["missed"].format(dog="Rex", day=in_words(paid.chosen, language))
    assert missed in reminder.text


async def test_a_dog_collected_on_the_day_brings_no_message(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7422)
    async with paid_by_card(
        "telegram", "en", services, stripe_api, user=user, card_bot=card_bot
    ) as paid:
        clock.set(f"{paid.chosen.isoformat()} 11:00")
        async with served(services) as url, signed_in(url, "otto") as officer:
            page = await act(
                officer, paid.seizure_id, "redeem", method="cash", receipt_number="", amount="0"
            )
            assert "Fees paid: marked redeemed." in page
        await paid.read()
        after = paid.chosen + timedelta(days=1)
        assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 0
        assert await paid.read() == []


def _an_eve(offered: list[date], last: date) -> int:
    """The last day offered two or three days before the last day: missed on a reminder's eve."""
    eves = [n for n, day in enumerate(offered) if (last - day).days in (2, 3)]
    if not eves:  # a last day on a Tuesday: the two days before it are a weekend
        pytest.skip("no day the pound opens falls two or three days before the last day")
    return eves[-1]


async def test_a_day_missed_on_the_eve_of_a_reminder_is_said_by_the_reminder_alone(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7423)
    async with paid_by_card(
        "telegram", "en", services, stripe_api, user=user, card_bot=card_bot, pick=_an_eve
    ) as paid:
        after = paid.chosen + timedelta(days=1)
        swept = await _sweep(services, clock, after)
        assert (swept["seizure_reminder"], swept["seizure_collect_missed"]) == (1, 0), swept
        [reminder] = await paid.read()
        assert WORDS["en"]["reminder"] in reminder.text
        assert WORDS["en"]["missed"].format(dog="Rex", day=in_words(paid.chosen)) in reminder.text
        swept = await _sweep(services, clock, after + timedelta(days=1))
        assert swept["seizure_collect_missed"] == 0, swept  # the reminder said it: not sent later
