"""The found-dog relay: the owner and the finder write to each other through the Town, both ways,
neither learning the other's name, address or phone; in chat and from an e-mail, en and es."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from tests.botchat import PDF, approve_in_console, button_data, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.mailkit import link_in, one_with_subject, sent_mail
from tests.standins.telegram import ChatUser, FakeTelegram
from tests.test_email_kinds import parts_of
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser, license_to_done

WORDS = {
    "en": {
        "found": "Someone found Rex",
        "write": "Type your message to the person who found your dog.",
        "sent": "Sent. We will pass on the answer here.",
        "from_owner": "A message from the owner of Rex (tag 000001), the dog you found:",
        "from_finder": "A message from the person who found Rex (tag 000001):",
    },
    "es": {
        "found": "Alguien encontró a Rex",
        "write": "Escriba su mensaje para la persona que encontró a su perro.",
        "sent": "Enviado. Le pasaremos la respuesta aquí.",
        "from_owner": "Un mensaje del dueño de Rex (placa 000001), el perro que encontró:",
        "from_finder": "Un mensaje de la persona que encontró a Rex (placa 000001):",
    },
}
OWNERS = ("Jane", "Smith", "4401", "State Route 31", "555-0100")


async def unread_until(user: ChatUser, words: str) -> dict[str, Any]:
    """The bot's messages not yet read, up to the one with these words."""
    for _ in range(10):
        message = await user.reply()
        if words in texts_of(message):
            return message
    raise AssertionError(f"no message with {words!r}")


async def report_found_in_chat(finder: ChatUser) -> None:
    await talk(
        finder,
        ["/found", "000001", "At 5 Oak Road", "He is safe, come get him", ("tap", "chat")],
    )
    await talk(finder, [("tap", "nav:confirm")])


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_owner_and_the_finder_write_to_each_other_in_chat(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    words = WORDS[language]
    owner = fake.user(5301, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")
    finder = fake.user(5302, language_code=language, first_name="Finder")
    await report_found_in_chat(finder)
    assert await send_pending(services, bot.bot) >= 1
    told = await unread_until(owner, words["found"])
    [reply] = button_data(told)
    assert reply.startswith("relay:F-")

    assert words["write"] in texts_of(await talk(owner, [("press", reply)]))
    sent = await talk(owner, ["Thank you! I will come at 5, my number is in the book."])
    assert words["sent"] in texts_of(sent)
    assert await send_pending(services, bot.bot) == 1
    to_finder = await unread_until(finder, words["from_owner"])
    assert "I will come at 5" in texts_of(to_finder)
    back, share = button_data(to_finder)  # Reply, and Share my contact details
    assert share.startswith("share:F-")

    await talk(finder, [("press", back)])
    await talk(finder, ["See you then <b>friend</b>"])  # typed markup stays words
    assert await send_pending(services, bot.bot) == 1
    to_owner = await unread_until(owner, words["from_finder"])
    assert "See you then <b>friend</b>" in texts_of(to_owner)  # shown as typed: escaped once
    for message in finder.messages:  # nothing of the owner reaches the finder
        assert not any(secret in texts_of(message) for secret in OWNERS)
    for message in owner.messages:  # nor the finder's name the owner
        assert "Finder" not in texts_of(message)

    again = await talk(owner, ["/license"])  # a flow begun ends the reply not yet written
    assert words["from_finder"] not in texts_of(again)


async def test_a_web_owner_writes_back_from_the_e_mail(
    services: Services, fake: FakeTelegram, bot: Any, web: str, clock: FakeClock
) -> None:
    async with browser(web) as resident:
        await license_to_done(resident, email="ana@example.org")  # Luna, tag 000001
    await approve_in_console(services)
    await sent_mail(services)
    finder = fake.user(5303)
    await talk(
        finder,
        [
            "/found",
            "000001",
            "At 5 Oak Road",
            "She is safe",
            ("tap", "chat"),
            ("tap", "nav:confirm"),
        ],
    )
    mail = one_with_subject(await sent_mail(services), "Luna")  # the found dog's e-mail
    text, _ = parts_of(mail)
    assert "Someone found Luna" in text
    link = link_in(mail, "/forms/reply/")
    async with browser(web) as elsewhere:
        await elsewhere.open(link)
        assert "without your name or number" in elsewhere.text
        empty = await elsewhere.client.post(link, data={"words": "  "})
        assert empty.status_code == 400
        done = await elsewhere.client.post(link, data={"words": "Thank you, on my way"})
        assert "Sent." in done.text
    assert await send_pending(services, bot.bot) == 1
    to_finder = await unread_until(finder, "Thank you, on my way")
    assert "ana@example.org" not in texts_of(to_finder)
    back, share = button_data(to_finder)  # Reply, and Share my contact details
    assert share.startswith("share:F-")
    await talk(finder, [("press", back), "Great, she is with me"])
    answer = one_with_subject(await sent_mail(services), "Luna")
    assert "Great, she is with me" in parts_of(answer)[0]
    assert "/forms/reply/" in parts_of(answer)[0]


async def test_a_terminal_owner_replies_and_shares_as_in_the_bot(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, tmp_path: Path
) -> None:
    """Issue 29, item 5: `doglicense chat` shows what the Town sent its resident, with Reply and
    Share numbered; the finder in Telegram reads the owner's words, and details go both ways
    only once both sides agree."""
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, *license_lines(certificate))
    await approve_in_console(services)
    await run(services, "/status")  # the receipt and the approval, read
    finder = fake.user(5303, first_name="Finder")
    await report_found_in_chat(finder)
    # The chat's first screen shows the news; its numbers pick on the next line.
    text = await run(services, "1", "Thank you! I will come at 5.")
    told = text.split("Someone found Rex", 1)[1]
    assert "  1. Reply" in told and WORDS["en"]["write"] in told and WORDS["en"]["sent"] in told
    assert await send_pending(services, bot.bot) == 1
    to_finder = await unread_until(finder, WORDS["en"]["from_owner"])
    assert "I will come at 5." in texts_of(to_finder)
    _back, share = button_data(to_finder)
    # A finder the Town has no name or phone for gives them before agreeing (issue 32, item 4).
    preview = await talk(finder, [("press", share), "Sam Finder", "315-555-0142"])
    [agree] = button_data(preview)
    await talk(finder, [("press", agree)])
    asked = await run(services, "2", "1")  # Share, then "Share these details" once seen
    assert "1. Reply" in asked and "2. Share my contact details" in asked
    before, shared = asked.split("1. Share these details", 1)
    assert "Finder" not in before  # nothing of the finder before the owner agrees
    assert "You both agreed to share your contact details. The person who found Rex" in shared
    assert "Sam Finder" in shared
    assert await send_pending(services, bot.bot) >= 1
    details = await unread_until(finder, "Jane Smith")
    assert "(315) 555-0100" in texts_of(details)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_web_finder_of_a_tagged_dog_hears_back_by_e_mail_through_the_town(
    services: Services, fake: FakeTelegram, bot: Any, web: str, clock: FakeClock, language: str
) -> None:
    """Issue 29, item 5: on the web the finder of a tagged dog may choose the relay (by e-mail)
    instead of giving a phone number to the owner; the owner's Reply reaches the finder's
    e-mail, and neither learns the other's number."""
    owner = fake.user(5304, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")  # Rex, tag 000001
    async with browser(web, language) as finder:
        await finder.open("/forms/found")
        await finder.answer("found", "000001")
        await finder.answer("found", "At 5 Oak Road")
        await finder.answer("found", "He is safe")
        assert 'type="tel" autocomplete="tel"' in finder.html  # a phone, or the relay
        relay_label = {"en": "Hear back by e-mail", "es": "Recibir la respuesta por correo"}
        assert relay_label[language] in finder.text
        await finder.choose("found", "chat")
        await finder.answer("found", "finder@example.org")
        await finder.choose("found", "nav:confirm")
        assert "/forms/done/" in finder.url, finder.text[:400]
    assert await send_pending(services, bot.bot) >= 1
    told = await unread_until(owner, WORDS[language]["found"])
    [reply] = button_data(told)
    assert reply.startswith("relay:F-") and "finder@example.org" not in texts_of(told)
    await talk(owner, [("press", reply), "Thank you, I am on my way"])
    mail = one_with_subject(await sent_mail(services), "Rex")
    text, _ = parts_of(mail)
    assert mail["To"] == "finder@example.org" and "Thank you, I am on my way" in text
    assert "/forms/reply/" in text and "555-0100" not in text and "Jane" not in text
