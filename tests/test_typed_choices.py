"""A choice typed in words instead of tapped or numbered ("hembra" under the "Hembra" button) is
taken as that choice, in the resident's language, in the chat and in the terminal."""

from __future__ import annotations

from typing import Any

from doglicense.runtime import Services
from tests.botchat import dog, open_draft_answers, owner, send, talk, texts_of
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.test_terminal_resident import run

TO_THE_SEX = ["/license", "Jane Smith", ("tap", "yes"), "4401 State Route 31", "13041"]
TO_THE_SEX += ["315-555-0100", "Rex", "Beagle", "brown"]


async def test_a_spanish_resident_types_hembra_and_an_english_one_female_in_the_chat(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    spanish = fake.user(4301, language_code="es")
    asked = await talk(spanish, TO_THE_SEX)
    assert "¿Rex es macho o hembra?" in texts_of(asked)
    assert "¿Cuándo nació Rex?" in texts_of(await send(spanish, "Hembra."))
    assert (await open_draft_answers(services))["dog_sex"] == "female"
    assert "esterilizad" in texts_of(await send(spanish, "tres años"))  # an age in words too
    assert (await open_draft_answers(services))["dog_birth"]["estimated"] is True
    await send(spanish, "/cancel")
    english = fake.user(4302, language_code="en")
    await talk(english, TO_THE_SEX)
    assert "When was Rex born?" in texts_of(await send(english, "  female "))


async def test_words_that_name_no_choice_or_another_language_s_are_refused_kindly(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    spanish = fake.user(4303, language_code="es")
    await talk(spanish, TO_THE_SEX)
    for words in ("perra", "Hembra o macho"):
        again = texts_of(await send(spanish, words))
        assert "¿Rex es macho o hembra?" in again, words
    assert "dog_sex" not in await open_draft_answers(services)


async def test_the_terminal_takes_the_words_of_a_numbered_choice_and_of_back(
    services: Services,
) -> None:
    said = await run(
        services,
        "/language es",
        "/license",
        "María López",
        "sí",
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "Canela",
        "Beagle",
        "marrón",
        "HEMBRA",
        "3 años",
        "Atrás",  # the Back choice in words: the age asked again
    )
    after_sex = said.split("¿Canela es macho o hembra?")[-1]
    assert "Elija una de las opciones" not in after_sex
    assert after_sex.count("¿Cuándo nació Canela?") == 2  # asked, then asked again after "atrás"
    answers = await open_draft_answers(services)
    assert answers["dog_sex"] == "female" and "dog_birth" not in answers


async def test_confirm_typed_at_the_summary_sends_the_licence(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    spanish = fake.user(4304, language_code="es")
    summary = await talk(spanish, license_steps(owner_steps=owner(), dog_steps=dog())[:-1])
    assert "Revise sus respuestas" in texts_of(summary)
    sent = texts_of(await send(spanish, "confirmar"))
    assert "Referencia: L-" in sent, sent
