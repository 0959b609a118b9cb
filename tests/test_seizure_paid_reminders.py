"""The reminders of a seized dog's last day to an owner who paid by card (decision 0056): what is
paid (the sum, through which day), what more is owed at collection (the boarding since, per day
and so far), where and when to collect the dog, and the last day; never the whole fees as owed
today. On Telegram, by e-mail and in the terminal, in English and Spanish; an owner who has not
paid reads the fees owed today, as before."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from doglicense.runtime import Services
from doglicense.templates import money
from tests.botchat import texts_of
from tests.conftest import FakeClock
from tests.redeemkit import CHANNELS, PaidOwner, last_day, paid_by_card
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram
from tests.test_seizure_collect_day import fee_through, in_words
from tests.test_seizure_collect_missed import WORDS as MISSED
from tests.test_seizure_collect_missed import _sweep, long_day
from tests.test_seizure_online import _all_news, _session_of, card_chosen, redeeming_rex
from tests.test_seizures import SHELTER

WORDS = {
    "en": {
        "paid": "Your card payment of {paid} covers the fees through {day}, the day you said you"
        " would collect the dog. Each later day of boarding adds {per_day}, paid when you collect"
        " the dog.",
        "paid_missed": "Your card payment of {paid} covers the fees through {day}. Each day of"
        " boarding since then adds {per_day}, paid when you collect the dog: {owed} so far.",
        "collect": "To collect the dog, come to {held_at} on a day the dog control officer"
        " releases dogs ({hours}), with proof of who you are.",
        "owed_today": ("Fees owed today", "Total today", "Or redeem it online"),
        "redeem": "Redeem my dog",
    },
    "es": {
        "paid": "Su pago con tarjeta de {paid} cubre las tarifas hasta el {day}, el día en que"
        " dijo que recogería al perro. Cada día de alojamiento después suma {per_day}, que se"
        " paga al recoger al perro.",
        "paid_missed": "Su pago con tarjeta de {paid} cubre las tarifas hasta el {day}. Cada día"
        " de alojamiento desde entonces suma {per_day}, que se paga al recoger al perro: {owed}"
        " hasta hoy.",
        "collect": "Para recoger al perro, venga a {held_at} un día en que los agentes de control"
        " de animales entregan perros ({hours}), con una prueba de su identidad.",
        "owed_today": ("Tarifas que se deben hoy", "Total hoy", "O recupérelo en línea"),
        "redeem": "Recuperar mi perro",
    },
}


def said_to_a_paid_owner(
    services: Services, language: str, paid: PaidOwner, *, today: date
) -> list[str]:
    """The reminder's sentences as the owner who paid reads them on ``today``."""
    words, per_day = WORDS[language], money(services.town.redemption_fees.boarding_per_day_cents)
    cents = fee_through(services, paid.chosen, paid.seized)
    day = in_words(paid.chosen, language)
    if today > paid.chosen:
        owed = fee_through(services, today, paid.seized) - cents
        covered = words["paid_missed"].format(
            paid=money(cents), day=day, per_day=per_day, owed=money(owed)
        )
        missed = [MISSED[language]["missed"].format(dog=paid.dog, day=day)]
    else:
        covered, missed = words["paid"].format(paid=money(cents), day=day, per_day=per_day), []
    return [
        MISSED[language]["reminder"],
        *missed,
        covered,
        MISSED[language]["last"].format(last=long_day(paid.last, language)),
        MISSED[language]["after"],
        words["collect"].format(held_at=SHELTER, hours=MISSED[language]["hours"]),
    ]


def _the_last_day(offered: list[date], last: date) -> int:
    return len(offered) - 1  # the reminders then come before the day chosen


def _the_first_day(offered: list[date], last: date) -> int:
    return 0  # the reminders then come after the day chosen, missed


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("day", ["before", "missed"])
async def test_a_paid_owner_s_reminder_says_what_is_paid_and_what_more_is_owed(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    web: str,
    clock: FakeClock,
    tmp_path: Path,
    day: str,
    channel: str,
    language: str,
) -> None:
    pick = _the_last_day if day == "before" else _the_first_day
    async with paid_by_card(
        channel,
        language,
        services,
        stripe_api,
        user=telegram.user(7431),
        card_bot=card_bot,
        web=web,
        folder=tmp_path,
        pick=pick,
    ) as paid:
        today = paid.last - timedelta(days=2)
        assert (today < paid.chosen) is (day == "before")
        swept = await _sweep(services, clock, today)
        assert (swept["seizure_reminder"], swept["seizure_collect_missed"]) == (1, 0), swept
        [reminder] = [news for news in await paid.read() if news.text]
        for said in said_to_a_paid_owner(services, language, paid, today=today):
            assert said in reminder.text, (said, reminder.text)
        for owed_today in WORDS[language]["owed_today"]:
            assert owed_today not in reminder.text, reminder.text
        if channel == "telegram":  # /redeem says what is owed now
            assert any(data.startswith("redeem:") for data in reminder.tap), reminder.tap
        elif channel == "email":
            assert f"?redeem={paid.reference}" in reminder.page
        else:
            assert WORDS[language]["redeem"] in reminder.text


async def test_an_owner_who_has_not_paid_reads_the_fees_owed_today(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7432)
    seizure_id = await redeeming_rex(user, services, card_bot)
    _done, url = await card_chosen(user)  # the link never paid
    assert _session_of(stripe_api, url)
    today = await last_day(services, seizure_id) - timedelta(days=2)
    swept = await _sweep(services, clock, today)
    assert (swept["seizure_reminder"], swept["seizure_collect_missed"]) == (1, 0), swept
    [reminder] = await _all_news(user, services, card_bot)
    text = " ".join(texts_of(reminder).split())
    for owed_today in WORDS["en"]["owed_today"][:2]:
        assert owed_today in text, text
    assert "Your card payment" not in text, text
