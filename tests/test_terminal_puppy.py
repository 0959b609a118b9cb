"""`doglicense chat` and a puppy too young to license (R2): "Remind me then" takes its number,
and on that day the reminder is shown when the terminal starts, its "License a dog" numbered."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from doglicense.chores import remind
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.storage.office_models import ReminderRequest
from tests.conftest import FakeClock
from tests.test_terminal_resident import run

WORDS = {
    "en": {
        "age": "10 weeks",
        "remind": "Remind me then",
        "set": "Done. I'll remind you on",
        "reminder": 'Type the number of "License a dog" below',
        "license": "License a dog",
        "name": "What is your full name?",
        "off": "Reminders are off.",
    },
    "es": {
        "age": "10 semanas",
        "remind": "Recuérdemelo ese día",
        "set": "Listo. Se lo recordaré el",
        "reminder": "Escriba el número de",
        "license": "Sacar la licencia de un perro",
        "name": "¿Cuál es su nombre completo?",
        "off": "Los recordatorios están desactivados.",
    },
}
OWNER_AND_PUPPY = ["Jane Smith", "1", "4401 State Route 31", "13041", "315-555-0100", "Rex"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_puppy_s_reminder_is_asked_for_by_number_and_comes_back_to_the_terminal(
    services: Services, clock: FakeClock, language: str
) -> None:
    words = WORDS[language]
    said = await run(
        services,
        f"/language {language}",
        "/license",
        *OWNER_AND_PUPPY,
        "Beagle",
        "brown",
        "1",
        words["age"],
        "1",  # the first choice under the stop
    )
    assert f"  1. {words['remind']}" in said and words["set"] in said, said
    async with services.db.session() as session:
        asked = await session.scalar(select(ReminderRequest))
    assert asked is not None and asked.kind == "puppy"
    clock.set(f"{asked.due_on.isoformat()} 09:00")  # the day the puppy turns four months
    await remind(services)
    started = await run(services, "1")  # on starting: what the Town sent, its choices numbered
    assert words["reminder"] in started and f"  1. 🐕 {words['license']}" in started, started
    assert words["name"] in started.split(words["reminder"], 1)[1]  # 1: the license begins
    assert "/stop_reminders" in started  # and how to stop them, which the terminal takes
    stopped = await run(services, "/cancel", "/stop_reminders")
    assert words["off"] in stopped, stopped
    async with services.db.session() as session:
        assert (await session.get(Resident, asked.resident_id)).reminders_enabled is False
