"""`doglicense chat` is a real resident: its owner details are kept, /status and /help answer,
and after a restart a typed number still picks a button of the open question."""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path

import pytest

from doglicense.law import add_years
from doglicense.runtime import Services
from doglicense.storage.models import Dog, Resident
from doglicense.terminal import chat
from tests.botchat import PDF, approve_in_console
from tests.clerkkit import served, signed_in
from tests.conftest import FakeClock


async def run(services: Services, *lines: str) -> str:
    """One `doglicense chat` session: these lines typed, then the end of input."""
    out = io.StringIO()
    assert await chat(services.settings, io.StringIO("\n".join(lines) + "\n"), out) == 0
    text = out.getvalue()
    assert "Traceback" not in text and "None" not in text, text
    return text


def license_lines(certificate: Path) -> list[str]:
    return [
        "/license",
        "Jane Smith",
        "1",
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "Rex",
        "Beagle",
        "brown",
        "1",  # male
        "3 years",
        "2",  # not spayed
        "1",
        f"file:{certificate}",
        "6/1/2025",
        "6/1/2028",
        "1",
        "2",
        "1",
        "1",  # confirm
    ]


def license_lines_where_cards_are_taken(folder: Path) -> list[str]:
    """``license_lines`` with a certificate written in ``folder``, its dates year first (one
    reading in either language), paid at the counter: the second way to pay once cards are."""
    certificate = folder / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"
    lines[lines.index("6/1/2028")] = "2028-06-01"
    lines[-2] = "2"
    return lines


async def test_a_terminal_license_has_its_owner_in_the_register_and_on_the_certificate(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, *license_lines(certificate))
    [issued] = await approve_in_console(services)
    async with services.db.session() as session:
        dog = await session.get(Dog, issued.dog_id)
        assert dog is not None and dog.owner_id is not None
        owner = await session.get(Resident, dog.owner_id)
    assert owner is not None
    assert (owner.full_name, owner.phone) == ("Jane Smith", "(315) 555-0100")
    assert owner.address == "4401 State Route 31, 13041"
    async with served(services) as url, signed_in(url, "approver") as client:
        register = (await client.get(f"/clerk/dogs/{issued.dog_id}")).text
        printed = (await client.get(f"/clerk/licenses/{issued.id}/certificate")).text
    assert "Jane Smith, 4401 State Route 31, 13041, (315) 555-0100" in register
    assert "None" not in register
    assert "<dd>Jane Smith</dd>" in printed
    assert "<dd>4401 State Route 31, Town of Clay, NY 13041</dd>" in printed
    clock.set("2027-03-15 10:00")
    text = await run(services, "/status", "/help", "/renew", "1")
    assert "Rex – tag 000001, license ends March 31, 2027" in text
    assert "Here is what I can do" in text and "You have nothing in progress" not in text
    assert "Are these still right?\nJane Smith\n4401 State Route 31, 13041\n(315) 555-0100" in text


async def test_after_a_restart_a_number_picks_a_button_of_the_open_question(
    services: Services,
) -> None:
    await run(services, "/license", "Jane Smith")
    text = await run(services, "1")  # a new `doglicense chat`: "1" is Yes, I am 18 or older
    assert "Are you 18 or older?\n  1. Yes\n  2. No" in text  # shown again on start
    assert "Please tap one of the buttons" not in text
    assert text.rstrip().endswith("For example: 4401 State Route 31\n  1. ⬅ Back")


async def test_the_terminal_speaks_spanish_and_survives_what_it_cannot_read(
    services: Services, tmp_path: Path
) -> None:
    text = await run(
        services,
        "/language es",
        "/help",
        "/license",
        "/whatever",
        f"file:{tmp_path / 'missing.pdf'}",
        "Juana Pérez",
        "/cancel",
    )
    assert "Esto es lo que puedo hacer" in text and "¿Cuál es su nombre completo?" in text
    assert "Perdón, no conozco esa orden." in text
    assert "No puedo leer ese archivo" in text
    assert "¿Tiene 18 años o más?" in text and "Detenido: no se envió nada." in text


async def test_a_path_typed_or_dropped_without_file_is_read_as_the_file(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    before = license_lines(certificate)[:13]
    text = await run(services, *before, f"'{certificate}'")  # as a terminal drops it, quoted
    assert "I don't know that command" not in text
    assert "On what date was the rabies shot given?" in text
    # A command is still a command, and a path to no file is not taken for one.
    text = await run(services, "/back", f"{tmp_path / 'missing.pdf'}", "/" + "x" * 300)
    assert "Please send a photo or PDF of the rabies certificate." in text
    assert "Sorry, something went wrong" not in text


async def test_an_answer_the_terminal_cannot_take_asks_for_a_number_not_a_tap(
    services: Services,
) -> None:
    owner = ["Jane Smith", "1", "4401 State Route 31", "13041", "315-555-0100", "Rex", "Beagle"]
    text = await run(services, "/license", *owner, "brown", "maybe")
    assert "Please type the number of one of the answers.\n\nIs Rex male or female?" in text
    assert "tap" not in text.lower()
    text = await run(services, "/cancel", "/language es", "/license", *owner, "café", "quizás")
    assert "Escriba el número de una de las respuestas." in text


@pytest.mark.parametrize("years_before", [0, 1])
async def test_the_terminal_status_says_to_renew_from_the_first_reminder_on(
    services: Services, clock: FakeClock, tmp_path: Path, years_before: int
) -> None:
    # `doglicense chat` reads the machine's clock: approved today, the license ends a year on
    # (not yet a task); approved a year ago, it ends this month, past its first reminder.
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, *license_lines(certificate))
    today = datetime.now(services.town.tz).date()
    clock.set(f"{add_years(today, -years_before)} 10:00")
    await approve_in_console(services)
    status = await run(services, "/status")
    assert "Rex – tag 000001, license ends" in status
    assert ("– time to renew: /renew" in status) == bool(years_before)
