"""Residents' steps taken at once are committed together (storage/group_commit.py), each saved
with its own resident's answer, each answered in its own resident's language."""

from __future__ import annotations

import asyncio

from sqlalchemy import select, text

from doglicense.runtime import Services
from doglicense.storage.models import Draft, Resident
from tests.botchat import running_bot, send, texts_of
from tests.standins.telegram import FakeTelegram

SURNAMES = ["Smith", "Garcia", "Lee", "Okafor", "Novak", "Rossi", "Haddad", "Kim", "Silva", "Berg"]
ASKED_NEXT = {"en": "Are you 18 or older?", "es": "¿Tiene 18 años o más?"}


async def test_residents_stepping_at_once_share_commits_and_keep_their_own_answers(
    services: Services, fake: FakeTelegram
) -> None:
    residents = [
        (fake.user(8700 + n, language_code=language), f"Jane {surname}", language)
        for n, (surname, language) in enumerate(zip(SURNAMES * 2, ["en", "es"] * 10, strict=True))
    ]
    async with running_bot(services, fake, max_per_second=None):
        for user, _name, _language in residents:
            await send(user, "/license")
        for user, name, _language in residents:  # every name sent before any reply
            user.say(name)
        replies = await asyncio.gather(*(user.reply(timeout=20) for user, _, _ in residents))
    for (_user, _name, language), reply in zip(residents, replies, strict=True):
        assert ASKED_NEXT[language] in texts_of(reply)
    async with services.db.session() as session:
        saved = (
            await session.execute(
                select(Resident.telegram_user_id, Draft.state)
                .join(Draft, Draft.resident_id == Resident.id)
                .where(Draft.active.is_(True))
            )
        ).all()
        names = {user_id: state["answers"]["owner_name"] for user_id, state in saved}
        assert names == {user.id: name for user, name, _ in residents}
        if services.db.engine.dialect.name != "postgresql":
            return
        # The transaction that last wrote each draft: fewer transactions than residents.
        writers = (
            await session.execute(text("SELECT count(DISTINCT xmin::text) FROM drafts"))
        ).scalar_one()
    assert writers < len(residents), "every resident's step was committed on its own"
