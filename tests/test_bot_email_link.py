"""A Telegram resident gives an e-mail address with /email and sees the same dogs on the web.

The address is confirmed by opening the link sent there; the web resident who gave the same
address (a dog licensed on the web form) becomes the same resident: one person, both dogs, in
chat and on the web, in English and Spanish.
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, select

from doglicense.office.residents.crossing import telegram_start_token
from doglicense.runtime import Services
from doglicense.storage.models import Dog, Resident
from tests.botchat import approve_in_console, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import phone, submit
from tests.mailkit import link_in, sent_mail
from tests.standins.telegram import FakeTelegram
from tests.test_email_kinds import subject_of
from tests.webwalk import browser, license_to_done

WORDS = {
    "en": {
        "how": "Send /email and your address",
        "bad": "That does not look like an e-mail address.",
        "sent": "We sent a link to ana@example.org.",
        "on_file": "Your e-mail address is ana@example.org.",
        "confirm": "Confirm your e-mail address",
    },
    "es": {
        "how": "Envíe /email y su correo",
        "bad": "Eso no parece un correo electrónico.",
        "sent": "Enviamos un enlace a ana@example.org.",
        "on_file": "Su correo electrónico es ana@example.org.",
        "confirm": "Confirme su correo electrónico",
    },
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_telegram_resident_links_an_email_and_sees_the_same_dogs_on_the_web(
    services: Services, fake: FakeTelegram, bot: Any, web: str, clock: FakeClock, language: str
) -> None:
    words = WORDS[language]
    user = fake.user(4101, language_code=language)
    await licensed_dog(user, services, rabies_expires="6/1/2028")  # Rex, tag 000001
    async with browser(web, language) as on_the_web:  # Luna, licensed on the web form
        await license_to_done(on_the_web, email="Ana@Example.org")
    await approve_in_console(services)
    await sent_mail(services)

    assert words["how"] in texts_of(await talk(user, ["/email"]))
    assert words["bad"] in texts_of(await talk(user, ["/email ana at example"]))
    assert words["sent"] in texts_of(await talk(user, ["/email ana@example.org"]))
    [mail] = await sent_mail(services)
    assert mail["To"] == "ana@example.org" and words["confirm"] in subject_of(mail)
    link = link_in(mail, "/forms/link/")
    assert "/forms/status/" not in str(
        mail
    )  # nothing of the resident's before the address is proven

    async with phone("es-ES" if language == "es" else "en-US") as page:
        await page.goto(link)
        await submit(page, "form button.button")
        assert "/forms/mine" in page.url
        await page.goto(f"{web}/forms/lost")
        assert await page.is_visible("input[name=choice][value='dog:000001']")
        assert await page.is_visible("input[name=choice][value='dog:000002']")
    status = texts_of(await talk(user, ["/status"]))
    assert "000001" in status and "000002" in status
    assert words["on_file"] in texts_of(await talk(user, ["/email"]))
    async with services.db.session() as session:
        residents = await session.scalar(select(func.count()).select_from(Resident))
        owners = set((await session.scalars(select(Dog.owner_id))).all())
    assert residents == 1 and len(owners) == 1


async def test_the_continue_in_telegram_link_joins_a_web_resident_with_a_known_chat(
    services: Services, fake: FakeTelegram, bot: Any, web: str, clock: FakeClock
) -> None:
    user = fake.user(4102, language_code="en")
    await licensed_dog(user, services, rabies_expires="6/1/2028")  # Rex, tag 000001, in chat
    async with browser(web) as on_the_web:
        await license_to_done(on_the_web, email="ana@example.org")  # Luna, on the web form
        await approve_in_console(services)
        await on_the_web.open("/forms/lost")  # a report begun on the web, to finish in chat
        assert "dog:000002" in on_the_web.html
        async with services.db.session() as session:
            web_resident = await session.scalar(select(Resident).where(Resident.email.is_not(None)))
            assert web_resident is not None
            token = telegram_start_token(
                services.settings.session_secret.get_secret_value(),
                web_resident.id,
                now=services.now(),
            )
    reply = await talk(user, [f"/start {token}"])
    assert "Which dog is missing?" in texts_of(reply)  # the web's open report, now in chat
    status = texts_of(await talk(user, ["/status"]))
    assert "000001" in status and "000002" in status
    async with services.db.session() as session:
        residents = await session.scalar(select(func.count()).select_from(Resident))
    assert residents == 1
