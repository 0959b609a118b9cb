"""Issue 32, item 7: a terminal resident hears from the office (the receipt, the license
approved with its tag) once, at the next prompt, and closes a lost report from /status."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sqlalchemy import select

from doglicense.chores import remind
from doglicense.runtime import Services
from doglicense.storage.models import Dog, Record
from doglicense.storage.office_models import OutboxMessage
from tests.botchat import PDF, approve_in_console
from tests.conftest import FakeClock
from tests.test_terminal_resident import license_lines, run

WORDS = {
    "en": {
        "approved": "Rex's license is approved.\nTag number: 000001",
        "receipt": ": $15.00 in cash",
        "home": "1. 🏠 Rex is home",
        "welcome": "Welcome home, Rex! We have closed the lost dog report.",
        "lost": "If your dog comes home, send /status and type the number it shows for your dog.",
        "renew": 'Renew it here in a minute: type the number of "Renew now" below.',
        "renew_button": "1. 🔁 Renew now",
    },
    "es": {
        "approved": "La licencia de Rex está aprobada.\nNúmero de placa: 000001",
        "receipt": ": $15.00 en efectivo",
        "home": "1. 🏠 Rex ya está en casa",
        "welcome": "¡Bienvenido a casa, Rex! Cerramos el reporte de perro perdido.",
        "lost": "Si su perro vuelve a casa, envíe /status y escriba el número que le muestra",
        "renew": 'Renuévela aquí en un minuto: escriba el número de "Renovar ahora", abajo.',
        "renew_button": "1. 🔁 Renovar ahora",
    },
}
# What a chat taps, the terminal types the number of (English and Spanish).
TAPPING = re.compile(r"\btap|\btoque|\bpulse\b", re.IGNORECASE)


async def terminal_messages(services: Services) -> list[OutboxMessage]:
    async with services.db.session() as session:
        query = select(OutboxMessage).where(OutboxMessage.channel == "terminal")
        return list((await session.scalars(query.order_by(OutboxMessage.id))).all())


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_terminal_shows_what_the_office_sent_and_closes_a_lost_report(
    services: Services, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    # Year first: one reading in either language (a Spanish 6/1 is asked both ways).
    lines[lines.index("6/1/2025")] = "2025-06-01"
    lines[lines.index("6/1/2028")] = "2028-06-01"
    await run(services, f"/language {language}", *lines)
    await approve_in_console(services)  # paid at the counter, then approved
    waiting = await terminal_messages(services)
    assert len(waiting) >= 2 and all(m.sent_at is None for m in waiting)
    words = WORDS[language]
    started = await run(services)  # the terminal starts: the news first, then the prompt
    assert words["approved"] in started and words["receipt"] in started, started
    assert all(m.sent_at is not None for m in await terminal_messages(services))
    again = await run(services, "/status")
    assert words["approved"] not in again  # told once
    clock.set("2026-03-20 10:00")
    reported = await run(services, "/lost", "1", "1", "2026-03-19", "Clay Park", "1", "1")
    assert words["lost"] in " ".join(reported.split()) and not TAPPING.search(reported), reported
    async with services.db.session() as session:
        dog = (await session.scalars(select(Dog))).one()
    assert dog.status == "lost"
    status = await run(services, "/status")
    assert words["home"] in status, status
    home = await run(services, "/status", "1")
    assert words["welcome"] in home, home
    async with services.db.session() as session:
        dog = (await session.scalars(select(Dog))).one()
        lost = (await session.scalars(select(Record).where(Record.kind == "lost"))).one()
    assert (dog.status, lost.status) == ("active", "closed")
    clock.set("2027-03-01 10:00")  # the first renewal reminder's day, for the license of 2026
    assert (await remind(services))["before_30"] == 1
    reminded = await run(services, "1")  # the reminder, then its button picked by number
    assert words["renew"] in reminded and words["renew_button"] in reminded, reminded
    assert not TAPPING.search(reminded) and "Jane Smith" in reminded  # the renewal is asked
