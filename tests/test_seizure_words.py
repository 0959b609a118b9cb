"""Issue 32 item 14: what the owner of a seized dog reads in the terminal, in Spanish too: the
last day, or when it will be known and how R28 counts it."""

from __future__ import annotations

from pathlib import Path

import pytest

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.botchat import PDF, approve_in_console
from tests.clerkkit import make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.test_seizures import act, seize
from tests.test_terminal_resident import license_lines, run

WORDS = {
    "en": (
        "The last day to redeem the dog is not known yet.",
        "The last day is then 7 days after the day you are told in person, or 9 days after",
        "The last day to redeem the dog is March 27, 2026.",
    ),
    "es": (
        "Todavía no se sabe cuál es el último día para recuperar al perro.",
        "El último día será 7 días después del día en que se le avise en persona, o 9 días",
        "El último día para recuperar al perro es el 27 de marzo de 2026.",
    ),
}


async def terminal_dog_licensed(services: Services, tmp_path: Path, language: str) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"  # year first: one reading in either language
    lines[lines.index("6/1/2028")] = "2028-06-01"
    await run(services, f"/language {language}", *lines)
    await approve_in_console(services)
    await run(services)  # the receipt and the license: read, out of the way


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_terminal_owner_reads_when_the_last_day_will_be_known_then_the_day(
    services: Services, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    await terminal_dog_licensed(services, tmp_path, language)
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 10:00")
    unknown, how, known = WORDS[language]
    async with served(services) as url, signed_in(url, "otto") as officer:
        posted = await seize(officer)
        assert posted.status_code == 303, posted.text
        seizure_id = int(posted.headers["location"].split("/")[-1].split("?")[0])
        held = await run(services)
        assert unknown in held and how in held, held
        await act(officer, seizure_id, "notice", notice_kind="personal", notice_on="2026-03-20")
    noticed = await run(services)
    assert known in noticed and unknown not in noticed, noticed
