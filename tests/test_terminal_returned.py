"""A request the clerk returns for a correction, answered in the terminal: the clerk's note is
said first, then the question to answer again with its choices numbered, then the resubmission."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import PDF
from tests.clerkkit import csrf_of, make_staff, served, signed_in
from tests.test_terminal_resident import license_lines, run

NOTE = "The certificate says the color is tan, not brown."
WORDS = {
    "en": ("The Town Clerk needs a correction to request", "What color is Rex"),
    "es": ("La Secretaria Municipal (Town Clerk) necesita una corrección", "¿De qué color es Rex"),
}


async def _returned_in_console(services: Services) -> Record:
    """Clerk Ann finds the request in the console and returns its color, with a note."""
    await make_staff(services, "ann", Role.CLERK)
    async with services.db.session() as session:
        record = (await session.scalars(select(Record))).one()
    async with served(services) as url, signed_in(url, "ann") as clerk:
        page = (await clerk.get(f"/clerk/records/{record.id}")).text
        assert 'value="dog_colour"' in page, page
        sent = await clerk.post(
            f"/clerk/records/{record.id}/return",
            data={"csrf_token": csrf_of(page), "note": NOTE, "question": "dog_colour"},
        )
        assert sent.headers["location"].endswith("returned"), sent.text
    return record


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_clerks_note_comes_before_the_question_asked_again(
    services: Services, tmp_path: Path, language: str
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"
    lines[lines.index("6/1/2028")] = "2028-06-01"
    await run(services, f"/language {language}", *lines)
    await _returned_in_console(services)
    started = await run(services)  # the terminal starts again the next day
    needs, question = WORDS[language]
    assert started.index(needs) < started.index(NOTE) < started.index(question), started
    assert started.count(NOTE) == 1
    confirmed = await run(services, "tan", "1")  # the answers again, then Confirm
    assert NOTE not in confirmed  # told once
    async with services.db.session() as session:
        record = (await session.scalars(select(Record))).one()
    assert (record.status, record.answers["dog_colour"]) == ("resubmitted", "tan")
