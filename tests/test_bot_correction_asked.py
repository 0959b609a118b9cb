"""Issue 29: a request the clerk returns for a correction is asked again on Telegram, its question
with its buttons under the notice, so the resident answers right there (English and Spanish)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import PNG, RABIES, button_data, dog, owner, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_forms_my_dogs import in_console

NOTE = {"en": "The vet's letter says Rex is spayed.", "es": "La carta del veterinario dice que sí."}
ASKED = {
    "en": ("Please answer again: Spayed or neutered.", "Is Rex spayed?"),
    "es": ("Responda de nuevo: Esterilización.", "¿Rex está esterilizada?"),
}
FEE = {"en": "Fee: $5.00", "es": "Tarifa: $5.00"}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_returned_question_comes_with_its_buttons_and_is_answered_there(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    user = fake.user(5201, language_code=language)
    not_spayed = [("tap", "no"), *RABIES, ("tap", "none"), ("tap", "no"), ("tap", "counter")]
    await talk(user, [*owner(), *dog(), *not_spayed, ("tap", "nav:confirm")])
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
    await in_console(
        services, record.reference, "return", note=NOTE[language], question="spayed_neutered"
    )
    assert await send_pending(services, bot.bot) >= 1
    told = await user.reply(timeout=10)
    text = texts_of(told)
    while NOTE[language] not in text:  # the counter's receipt came first
        told = await user.reply(timeout=10)
        text = texts_of(told)
    heading, question = ASKED[language]
    assert heading in text and question in text, text
    assert text.index(NOTE[language]) < text.index(question)  # the notice, then the question
    assert {"c:yes", "c:no"} <= set(button_data(told))  # under the notice itself
    summary = await talk(user, [("press", "c:yes"), ("photo", PNG)])
    assert FEE[language] in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
    assert (record.status, record.fee_cents) == ("resubmitted", 500)
