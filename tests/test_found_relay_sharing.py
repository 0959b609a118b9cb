"""Issue 32, item 4: contact details in the found-dog relay go both ways or not at all: a finder the
Town has no name or phone for gives them first, each side sees what would be sent before agreeing,
and the finder is told their words reach the owner as written; bot, terminal and web, en and es."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from tests.botchat import PDF, approve_in_console, button_data, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import axe_violations, phone, submit
from tests.mailkit import link_in, one_with_subject, sent_mail
from tests.standins.telegram import ChatUser, FakeTelegram
from tests.test_email_kinds import parts_of
from tests.test_found_relay import WORDS, report_found_in_chat, unread_until
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser

SAY = {
    "en": {
        "word_for_word": "word for word",
        "ask_name": "What name should the owner be given?",
        "not_a_name": "Please type a name, in letters.",
        "ask_phone": "And a phone number the owner can call you on?",
        "owner_gets": "If you both agree, the dog's owner will be sent:",
        "finder_gets": "If you both agree, the person who found your dog will be sent:",
        "waiting": "Nothing is shared until the other side agrees too",
        "shared": "You both agreed: each of you has been sent the other's contact details.",
        "finder_shared": "The person who found Rex (tag 000001):",
    },
    "es": {
        "word_for_word": "tal como las escriba",
        "ask_name": "¿Qué nombre le damos al dueño?",
        "not_a_name": "Escriba un nombre, con letras.",
        "ask_phone": "¿Y un número de teléfono al que el dueño pueda llamarle?",
        "owner_gets": "Si los dos aceptan, al dueño del perro se le enviará:",
        "finder_gets": "Si los dos aceptan, a la persona que encontró a su perro se le enviará:",
        "waiting": "No se comparte nada hasta que la otra parte también acepte",
        "shared": "Ambos aceptaron: cada uno ha recibido los datos de contacto del otro.",
        "finder_shared": "La persona que encontró a Rex (placa",
    },
}
NOBODY = "The Town has no name, phone or e-mail for them"


async def owner_writes_to_finder(
    services: Services, bot: Any, owner: ChatUser, finder: ChatUser, language: str
) -> dict[str, Any]:
    """The found dog's message reaches the owner, who writes back: the finder's copy."""
    assert await send_pending(services, bot.bot) >= 1
    told = await unread_until(owner, WORDS[language]["found"])
    [reply] = button_data(told)
    await talk(owner, [("press", reply), "Thank you, I am on my way"])
    assert await send_pending(services, bot.bot) == 1
    return await unread_until(finder, WORDS[language]["from_owner"])


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_finder_with_no_details_gives_a_name_and_phone_before_anything_is_shared(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    say = SAY[language]
    owner = fake.user(5401, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")  # Jane Smith's Rex
    finder = fake.user(5402, language_code=language, first_name="Finder")
    asked = await talk(finder, ["/found", "000001", "At 5 Oak Road"])
    assert say["word_for_word"] in texts_of(asked)  # told before the words are sent
    await talk(finder, ["He is safe", ("tap", "chat"), ("tap", "nav:confirm")])
    to_finder = await owner_writes_to_finder(services, bot, owner, finder, language)
    _back, share = button_data(to_finder)

    assert say["ask_name"] in texts_of(await talk(finder, [("press", share)]))
    assert say["not_a_name"] in texts_of(await talk(finder, ["42"]))
    assert say["ask_phone"] in texts_of(await talk(finder, ["Sam Lee"]))
    preview = await talk(finder, ["315 555 0142"])
    assert say["owner_gets"] in texts_of(preview)
    assert "Sam Lee" in texts_of(preview) and "(315) 555-0142" in texts_of(preview)
    [agree] = button_data(preview)
    assert say["waiting"] in texts_of(await talk(finder, [("press", agree)]))
    assert await send_pending(services, bot.bot) == 1  # the owner is asked; nothing is shared
    offer = await unread_until(owner, "Rex (")
    assert "Sam Lee" not in texts_of(offer)

    _reply, owner_share = button_data(offer)
    shown = await talk(owner, [("press", owner_share)])  # the owner sees what would be sent
    assert say["finder_gets"] in texts_of(shown) and "Jane Smith" in texts_of(shown)
    assert "(315) 555-0100" in texts_of(shown)
    [owner_agree] = button_data(shown)
    assert say["shared"] in texts_of(await talk(owner, [("press", owner_agree)]))
    assert await send_pending(services, bot.bot) == 2
    about_finder = await unread_until(owner, say["finder_shared"])
    assert "Sam Lee" in texts_of(about_finder) and "(315) 555-0142" in texts_of(about_finder)
    assert NOBODY not in texts_of(about_finder)
    assert "Jane Smith" in texts_of(await unread_until(finder, "Jane Smith"))


async def test_the_message_typed_after_share_is_a_detail_and_reply_is_a_message_again(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    """A finder asked for a name who taps Reply instead writes to the owner, not a name."""
    owner = fake.user(5403)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")
    finder = fake.user(5404)
    await report_found_in_chat(finder)
    to_finder = await owner_writes_to_finder(services, bot, owner, finder, "en")
    back, share = button_data(to_finder)
    await talk(finder, [("press", share)])
    sent = await talk(finder, [("press", back), "Outside the library at 6"])
    assert WORDS["en"]["sent"] in texts_of(sent)
    assert await send_pending(services, bot.bot) == 1
    assert "Outside the library at 6" in texts_of(await unread_until(owner, "library"))


async def test_a_terminal_owner_sees_what_would_be_sent_and_agrees_by_its_number(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, *license_lines(certificate))
    await approve_in_console(services)
    await run(services, "/status")
    finder = fake.user(5405)
    asked = await talk(finder, ["/found", "000001", "At 5 Oak Road"])
    assert SAY["en"]["word_for_word"] in texts_of(asked)
    await talk(finder, ["He is safe", ("tap", "chat"), ("tap", "nav:confirm")])
    # The news shows Reply as 1; the reply sent, the finder's copy carries Share.
    await run(services, "1", "Thank you! I will come at 5.")
    assert await send_pending(services, bot.bot) == 1
    to_finder = await unread_until(finder, WORDS["en"]["from_owner"])
    _back, share = button_data(to_finder)
    preview = await talk(finder, [("press", share), "Sam Lee", "315-555-0142"])
    [agree] = button_data(preview)
    await talk(finder, [("press", agree)])
    text = await run(services, "2", "1")  # Share under the finder's offer, then agree
    # The finder's offer, as the terminal shows it: its button numbered, never tapped.
    assert "If you agree, type the number of “Share my contact details”" in text
    assert re.search(r"\btap", text, re.IGNORECASE) is None, text
    shown, agreed = text.split("1. Share these details", 1)
    assert SAY["en"]["finder_gets"] in shown and "Jane Smith" in shown
    assert "Sam Lee" not in shown  # nothing of the finder before the owner agrees
    assert SAY["en"]["shared"] in agreed
    assert "Tap" not in shown.split(SAY["en"]["finder_gets"], 1)[1]
    assert "Sam Lee" in agreed and "(315) 555-0142" in agreed  # shown at the next prompt


async def found_on_the_web(
    services: Services, bot: Any, web: str, owner: ChatUser, language: str
) -> str:
    """A web finder of Rex hears back by e-mail; the owner writes: the finder's reply link."""
    async with browser(web, language) as finder:
        await finder.open("/forms/found")
        await finder.answer("found", "000001")
        await finder.answer("found", "At 5 Oak Road")
        assert SAY[language]["word_for_word"] in finder.text
        await finder.answer("found", "He is safe")
        await finder.choose("found", "chat")
        await finder.answer("found", "finder@example.org")
        await finder.choose("found", "nav:confirm")
    assert await send_pending(services, bot.bot) >= 1
    told = await unread_until(owner, WORDS[language]["found"])
    [reply] = button_data(told)
    await talk(owner, [("press", reply), "Thank you, I am on my way"])
    return link_in(one_with_subject(await sent_mail(services), "Rex"), "/forms/reply/")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_web_finder_heard_by_e_mail_gives_name_and_phone_on_the_page_first(
    services: Services, fake: FakeTelegram, bot: Any, web: str, clock: FakeClock, language: str
) -> None:
    say = SAY[language]
    owner = fake.user(5406, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")
    link = await found_on_the_web(services, bot, web, owner, language)
    async with browser(web, language) as finder:
        await finder.open(link)
        asked = await finder.client.post(link, data={"share": "yes"})
        assert 'name="name"' in asked.text and 'name="phone"' in asked.text
        wrong = await finder.client.post(
            link, data={"share": "details", "name": "Sam Lee", "phone": "12"}
        )
        assert wrong.status_code == 400 and 'aria-invalid="true"' in wrong.text
        assert 'name="name"' not in wrong.text  # the name given is kept
        seen = await finder.client.post(link, data={"share": "details", "phone": "3155550142"})
        assert say["owner_gets"] in seen.text and "(315) 555-0142" in seen.text
        assert "finder@example.org" in seen.text  # the e-mail goes too, and says so
        done = await finder.client.post(link, data={"share": "agree"})
        assert say["waiting"] in done.text
    assert await send_pending(services, bot.bot) >= 1
    offer = await unread_until(owner, "Rex (")
    _reply, owner_share = button_data(offer)
    shown = await talk(owner, [("press", owner_share)])
    [owner_agree] = button_data(shown)
    await talk(owner, [("press", owner_agree)])
    assert await send_pending(services, bot.bot) >= 1
    about_finder = await unread_until(owner, say["finder_shared"])
    assert "Sam Lee" in texts_of(about_finder) and "finder@example.org" in texts_of(about_finder)
    about_owner = one_with_subject(await sent_mail(services), "Rex")
    assert "Jane Smith" in parts_of(about_owner)[0]


async def test_sharing_on_a_375_px_phone_in_spanish(
    services: Services, fake: FakeTelegram, bot: Any, web: str, clock: FakeClock
) -> None:
    """The boxes, what would be sent and the agreement fit the narrowest phone, and pass axe."""
    owner = fake.user(5407, language_code="es")
    await licensed_dog(owner, services, rabies_expires="6/1/2028")
    link = await found_on_the_web(services, bot, web, owner, "es")
    async with phone("es-US", width=375) as page:
        await page.goto(link)
        await submit(page, "button.secondary")  # Compartir mis datos de contacto
        assert await axe_violations(page) == []
        await page.fill("#name", "Sam Lee")
        await page.fill("#phone", "315-555-0142")
        await submit(page, "button.button")
        shown = await page.inner_text("main")
        assert SAY["es"]["owner_gets"] in shown and "(315) 555-0142" in shown
        assert await page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert await axe_violations(page) == []
        await submit(page, "button.button")  # Compartir estos datos
        assert SAY["es"]["waiting"] in await page.inner_text("main")
