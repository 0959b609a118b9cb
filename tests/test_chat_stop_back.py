"""A stop in the chat is not a dead end: a mistyped ZIP or a mis-tapped "No" is taken back
with Back, and every earlier answer is kept, in Telegram and in `doglicense chat`."""

from __future__ import annotations

from typing import Any

from doglicense.runtime import Services
from tests.botchat import button_data, open_draft_answers, send, talk, texts_of
from tests.standins.telegram import FakeTelegram
from tests.test_terminal_resident import run


async def test_a_zip_outside_the_town_is_taken_back_in_telegram(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(4101)
    stop = await talk(user, ["/license", "Jane Smith", ("tap", "yes"), "12 Main St", "90210"])
    assert "outside the Town of Clay" in texts_of(stop)
    assert "c:nav:back" in button_data(stop)
    again = await send(user, ("tap", "nav:back"))
    assert texts_of(again).startswith("And the ZIP code?")
    reply = await talk(user, ["13041", "315-555-0100"])
    assert texts_of(reply).startswith("What is your dog's name?")
    answers = await open_draft_answers(services)
    assert answers["owner_name"] == "Jane Smith" and answers["address_street"] == "12 Main St"
    assert answers["address_zip"] == "13041"


async def test_a_mis_tapped_no_is_taken_back_in_spanish_in_the_terminal(
    services: Services,
) -> None:
    said = await run(
        services,
        "/language es",
        "/license",
        "María López",
        "2",  # No: not 18 or older, a stop
        "1",  # Atrás
        "1",  # Sí
        "4401 State Route 31",
    )
    _stop, after = said.split("(Código del Municipio de Clay §69-4)", 1)
    assert "⬅ Atrás" in after.split("¿Tiene 18 años o más?")[0]
    assert "No tiene nada en curso" not in after
    assert after.count("¿Tiene 18 años o más?") == 1
    assert "¿Cuál es la dirección donde vive el perro?" in after
    assert "¿Y el código postal?" in after  # the street was taken, the name before it kept
