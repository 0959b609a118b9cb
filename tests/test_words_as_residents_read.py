"""Issue 32, item 15: the words residents read, on every channel: American English, no emoji
drawn as a box, Spanish that agrees with the dog and never makes "Town" a noun, /cancel and
/start that fit where the resident is, no "Tap" where there is nothing to tap."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

from doglicense.runtime import Services
from tests.botchat import PDF, PNG, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_terminal_resident import license_lines, run

CATALOGUE = Path(__file__).parent.parent / "doglicense/locale/es/LC_MESSAGES/messages.po"


def test_spanish_never_makes_the_town_a_noun() -> None:
    """ "el Town", "del Town": the office's English name stays only beside its Spanish one."""
    with CATALOGUE.open("rb") as source:
        catalogue = read_po(source, locale="es")
    nouns = []
    for message in catalogue:
        for said in message.string if isinstance(message.string, tuple) else (message.string,):
            bare = re.sub(r"\((Town Clerk|Town Justice)\)", "", said or "")
            if re.search(r"\bTown\b(?! of Clay\b)", bare):
                nouns.append(said)
    assert nouns == []


async def test_the_terminal_reads_color_and_asks_to_choose_not_tap(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    text = await run(services, *lines[:-1], "/cancel", "/cancel", "/help")
    assert "What color is Rex, and any markings?" in text
    assert "Color and markings: brown" in text
    assert "rabies.pdf received" in text and "📎" not in text
    assert "Choose Confirm to send it to the Town Clerk, or an answer to change it." in text
    assert "Tap" not in text and "tap" not in text
    stopped, nothing = text.split("Stopped: ")[1], text.split("Stopped: ")[-1]
    assert stopped.startswith("nothing was sent. Send /license to start it again")
    assert "There was nothing to stop." in nothing
    assert "Para leer en español, envíe /language." in nothing
    spanish = await run(services, "/language es", "/lost", "1", "/cancel", "/help")
    assert "Detenido: no se envió nada. Envíe /lost para empezar de nuevo" in spanish
    assert "To read in English, send /language." in spanish


async def test_the_bot_welcomes_a_female_dog_home_in_spanish_and_offers_english(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3215)
    await licensed_dog(user, services, rabies_expires="6/1/2028")  # Rex, a female
    start = await talk(user, ["/start"])
    assert "Para leer en español, envíe /language." in texts_of(start)
    await talk(user, ["/language es"])
    assert "To read in English, send /language." in texts_of(await talk(user, ["/help"]))
    clock.set("2026-03-20 10:00")
    steps = ["/lost", ("tap", "dog:000001"), ("tap", "lost"), "2026-03-18", "Route 31"]
    summary = await talk(user, [*steps, ("photo", PNG)])
    assert "Avise a más tardar el 28 de marzo de 2026: a tiempo." in texts_of(summary)
    assert "Toque Confirmar" in texts_of(summary)  # in Telegram there are buttons to tap
    await talk(user, [("tap", "nav:confirm"), "/status"])
    user.tap("home:000001")
    home = await user.reply(timeout=10)
    assert "¡Bienvenida a casa, Rex!" in texts_of(home)
    stopped = await talk(user, ["/renew", "/cancel"])
    assert "Envíe /renew para empezar de nuevo" in texts_of(stopped)


async def test_an_e_mail_typed_for_the_dog_s_name_is_refused_and_asked_again(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    # A resident in the terminal types the e-mail a web form asked for, one question early.
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    at = lines.index("Rex")
    text = await run(services, *lines[:at], "dana@example.com", "Rex", "Beagle", "/cancel")
    refused = "That looks like an e-mail address, a web link or a phone number, not a dog's name."
    assert refused in text
    assert "What breed is Rex?" in text and "dana@example.com?" not in text
    spanish = await run(
        services, "/language es", *lines[:at], "https://example.com", "Rex", "/cancel"
    )
    assert (
        "Eso parece un correo electrónico, un enlace o un número de teléfono, no el nombre de un "
        "perro." in spanish
    )
    # The phone number typed again, one question late (the chat is in Spanish now): asked again.
    text = await run(services, *lines[:at], "315-555-0163", "Rex", "Beagle", "/cancel")
    assert "o un número de teléfono, no el nombre de un perro." in text
    assert "¿De qué raza es Rex?" in text and "315-555-0163?" not in text


async def test_the_terminal_says_how_to_send_a_file_where_it_asks_for_one(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    lines = license_lines(tmp_path / "rabies.pdf")
    upload = next(n for n, line in enumerate(lines) if line.startswith("file:"))
    text = await run(services, *lines[:upload], "/cancel")
    asked = text.split("Please send a photo or PDF of the rabies certificate.")[1]
    assert asked.lstrip().startswith("Type file: and the path of the photo or PDF")
    assert text.count("Type file: and the path") == 1  # only where a file is asked for
    spanish = await run(services, "/language es", *lines[:upload], "/cancel")
    assert "Escriba file: y la ruta de la foto o del PDF" in spanish
