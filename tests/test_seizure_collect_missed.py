"""The morning after a day promised to collect a seized dog passes with the dog still held, the
owner who paid by card is told once, in their channel and language: the boarding since is owed at
collection, the last day and what follows it, what to do now (decision 0052). Not again at the
next sweep, not after the dog is collected; the reminders of the last day say it instead."""

from __future__ import annotations

import asyncio
import re
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from doglicense.chores import remind
from doglicense.law.seizure import RedemptionPeriod
from doglicense.mail.sender import send_pending_email
from doglicense.office.seizures.seizure_notices import period_of
from doglicense.runtime import Services
from doglicense.storage.office_models import Seizure
from doglicense.templates import money
from tests.botchat import PDF, approve_in_console, talk, texts_of
from tests.clerkkit import served, signed_in
from tests.conftest import FakeClock
from tests.standins.smtp import FakeSmtp
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram, buttons
from tests.test_email_kinds import parts_of, subject_of
from tests.test_notify_email import use_smtp
from tests.test_seizure_collect_day import (
    MONTHS_ES,
    _reference,
    fee_through,
    in_words,
    seizure_record,
)
from tests.test_seizure_online import (
    _all_news,
    _now_local,
    _pays_by_card,
    _redeem_button,
    _seized_today,
    _session_of,
    collect_days,
    redeeming_rex,
)
from tests.test_seizures import act
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser, license_to_done

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


async def _last_day(services: Services, seizure_id: int) -> date:
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None
        period = period_of(seizure, services.town)
    assert isinstance(period, RedemptionPeriod)
    return period.last_day


def expected(
    services: Services,
    language: str,
    *,
    dog: str,
    chosen: date,
    last: date,
    today: date,
    seized: date,
) -> list[str]:
    """The message's sentences as the resident reads them on ``today``."""
    words = WORDS[language]
    owed = fee_through(services, today, seized) - fee_through(services, chosen, seized)
    per_day = money(services.town.redemption_fees.boarding_per_day_cents)
    return [
        words["missed"].format(dog=dog, day=in_words(chosen, language)),
        words["owed"].format(per_day=per_day, owed=money(owed)),
        words["last"].format(last=long_day(last, language)),
        words["after"],
        words["hours"],
    ]


async def _chosen(services: Services, seizure_id: int) -> date:
    record = await seizure_record(services, seizure_id)
    return date.fromisoformat(record.answers["covers_through"])


async def _sweep(services: Services, clock: FakeClock, day: date) -> dict[str, int]:
    clock.set(f"{day.isoformat()} 08:00")
    written = await remind(services)
    assert (await remind(services))["seizure_collect_missed"] == 0  # the cron run and the job
    return written


@pytest.mark.parametrize("language", ["en", "es"])
async def test_on_telegram_the_morning_after_the_day_the_owner_is_told_once(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
    language: str,
) -> None:
    user = telegram.user(7421)
    seizure_id = await redeeming_rex(user, services, card_bot)
    seized, _ = _now_local(services)
    await _pays_by_card(user, stripe_api)  # the first day offered
    await _all_news(user, services, card_bot)  # the receipt
    await talk(user, [f"/language {language}"])
    chosen = await _chosen(services, seizure_id)
    last = await _last_day(services, seizure_id)
    assert (await _sweep(services, clock, chosen))["seizure_collect_missed"] == 0  # the day itself
    assert await _all_news(user, services, card_bot) == []
    after = chosen + timedelta(days=1)
    assert (last - after).days > 2  # before the reminders of the last day
    assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 1
    [told] = await _all_news(user, services, card_bot)
    text = " ".join(texts_of(told).split())
    for said in expected(
        services, language, dog="Rex", chosen=chosen, last=last, today=after, seized=seized
    ):
        assert said in text, (said, text)
    assert "/redeem" in text
    user.tap(_redeem_button([told]))  # the button says what is owed now, never asks it again
    now = " ".join(texts_of(await user.reply()).split())
    assert WORDS[language]["paid"] in now, now
    # The reminders of the last day say it too; the message is not written again.
    swept = await _sweep(services, clock, last - timedelta(days=2))
    assert (swept["seizure_reminder"], swept["seizure_collect_missed"]) == (1, 0)
    [reminder] = await _all_news(user, services, card_bot)
    reminded = " ".join(texts_of(reminder).split())
    assert WORDS[language]["reminder"] in reminded
    assert WORDS[language]["missed"].format(dog="Rex", day=in_words(chosen, language)) in reminded


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_web_resident_is_told_by_e_mail_with_the_link_to_see_what_is_owed(
    services: Services, stripe_api: FakeStripe, web: str, clock: FakeClock, language: str
) -> None:
    services.settings.public_base_url = web  # Checkout comes back to this browser's page
    async with browser(web, language) as resident:
        await license_to_done(resident)  # Luna, paid at the counter
        await approve_in_console(services)
        seizure_id = await _seized_today(services)
        seized, _ = _now_local(services)
        await resident.open("/forms/redeem?tag=000001")
        await resident.choose("redeem", "card")
        chosen = date.fromisoformat(re.findall(r'name="choice" value="([\d-]+)"', resident.html)[0])
        await resident.choose("redeem", chosen.isoformat())
        await resident.choose("redeem", "nav:confirm")  # on to Stripe's page
        assert "/pay/" in resident.url, resident.text
        reference = await _reference(services, seizure_id)
        await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, resident.url))
    last = await _last_day(services, seizure_id)
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        await send_pending_email(services)  # the receipts and the seizure's news
        before = len(smtp.messages)
        after = chosen + timedelta(days=1)
        assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 1
        assert await send_pending_email(services) == 1
        [mail] = smtp.messages[before:]
    assert subject_of(mail).startswith(WORDS[language]["subject"]), subject_of(mail)
    text, page = parts_of(mail)
    text = " ".join(text.split())
    for said in expected(
        services, language, dog="Luna", chosen=chosen, last=last, today=after, seized=seized
    ):
        assert said in text, (said, text)
    assert f"?redeem={reference}" in page and "/redeem" not in text.split("?redeem=")[0]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_in_the_terminal_the_news_says_it_with_redeem_numbered(
    services: Services, stripe_api: FakeStripe, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"  # year first: one reading in either language
    lines[lines.index("6/1/2028")] = "2028-06-01"
    lines[-2] = "2"  # cards are taken: the second way to pay is at the counter
    await run(services, *lines)
    await approve_in_console(services)
    seizure_id = await _seized_today(services)
    seized, _ = _now_local(services)
    await run(services)  # the receipt, the license and the seizure: read, out of the way
    said = await run(services, "/redeem", "000001", "1", "1", "1")  # card, the first day, confirm
    url = next(word for word in said.split() if "/pay/" in word)
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, url))
    await run(services, f"/language {language}")  # the receipt read; Spanish from now on
    chosen, last = await _chosen(services, seizure_id), await _last_day(services, seizure_id)
    after = chosen + timedelta(days=1)
    assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 1
    news = " ".join((await run(services)).split())
    for words in expected(
        services, language, dog="Rex", chosen=chosen, last=last, today=after, seized=seized
    ):
        assert words in news, (words, news)
    assert ("Redeem my dog" if language == "en" else "Recuperar mi perro") in news
    assert "tap" not in news.lower().replace("tapas", "")
    assert WORDS[language]["missed"].split("{")[0] not in " ".join((await run(services)).split())


async def test_a_dog_collected_on_the_day_brings_no_message(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7422)
    seizure_id = await redeeming_rex(user, services, card_bot)
    await _pays_by_card(user, stripe_api)
    chosen = await _chosen(services, seizure_id)
    clock.set(f"{chosen.isoformat()} 11:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = await act(
            officer, seizure_id, "redeem", method="cash", receipt_number="", amount="0"
        )
        assert "Fees paid: marked redeemed." in page
    await _all_news(user, services, card_bot)
    after = chosen + timedelta(days=1)
    assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 0
    assert await _all_news(user, services, card_bot) == []


async def test_a_day_missed_on_the_eve_of_a_reminder_is_said_by_the_reminder_alone(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7423)
    seizure_id = await redeeming_rex(user, services, card_bot)
    last = await _last_day(services, seizure_id)
    offered = [day for _label, day in collect_days(await talk(user, [("tap", "card")]))]
    eves = [n for n, day in enumerate(offered) if (last - date.fromisoformat(day)).days in (2, 3)]
    if not eves:  # a last day on a Tuesday: the two days before it are a weekend
        pytest.skip("no day the pound opens falls two or three days before the last day")
    done = await talk(user, [("tap", offered[eves[-1]]), ("tap", "nav:confirm")])
    [(_label, url)] = buttons(done)
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, str(url)))
    await _all_news(user, services, card_bot)  # the receipt
    chosen = await _chosen(services, seizure_id)
    after = chosen + timedelta(days=1)
    swept = await _sweep(services, clock, after)
    assert (swept["seizure_reminder"], swept["seizure_collect_missed"]) == (1, 0), swept
    [reminder] = await _all_news(user, services, card_bot)
    reminded = " ".join(texts_of(reminder).split())
    assert WORDS["en"]["reminder"] in reminded
    assert WORDS["en"]["missed"].format(dog="Rex", day=in_words(chosen)) in reminded
    swept = await _sweep(services, clock, after + timedelta(days=1))
    assert swept["seizure_collect_missed"] == 0, swept  # the reminder said it: not sent later
