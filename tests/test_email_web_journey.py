"""A web resident hears by e-mail, in their language: the link, the approval, a report."""

from __future__ import annotations

import re

import pytest

from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from tests.botchat import approve_queue
from tests.conftest import FakeClock
from tests.standins.smtp import FakeSmtp
from tests.test_email_kinds import parts_of, subject_of
from tests.test_notify_email import use_smtp
from tests.webwalk import browser, license_to_done

WORDS = {
    "en": {
        "approved": "Luna's license is approved",
        "tag": "Tag number: 000001",
        "lost_date": "3/1/2026",
        "deadline": "Deadline to report: March 11, 2026",
        "late": "Marked 9 days late. It is accepted.",
    },
    "es": {
        "approved": "La licencia de Luna está aprobada",
        "tag": "Número de placa: 000001",
        "lost_date": "3/1/2026",  # the Month, Day and Year boxes: the same order in Spanish
        "deadline": "Plazo para avisar: 11 de marzo de 2026",
        "late": "Marcado con 9 días de retraso. Queda aceptado.",
    },
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_web_resident_gets_the_link_the_approval_and_a_late_reports_receipt(
    services: Services, web: str, clock: FakeClock, language: str
) -> None:
    words = WORDS[language]
    async with browser(web, language) as resident:
        license_reference = await license_to_done(resident)  # the address asked in the flow
        await approve_queue(services)
        clock.set("2026-03-20 09:00")
        await resident.open("/forms/lost")
        await resident.choose("lost", "dog:000001")
        await resident.choose("lost", "stolen")
        await resident.answer("lost", words["lost_date"])
        await resident.answer("lost", "Behind the library on Route 31")
        await resident.choose("lost", "skip")
        await resident.choose("lost", "nav:confirm")
        found = re.search(r'class="reference">([^<]+)<', resident.html)
        assert found, resident.text
        lost_reference = found.group(1)
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        # The license's receipt (with the link to the resident's page), the approval, the lost
        # report's receipt: each in the resident's language.
        assert await send_pending_email(services) == 3
        mail = {subject_of(m): m for m in smtp.messages}
    assert all(m["To"] == "jane@example.org" for m in mail.values())
    assert all(m["Content-Language"] == language for m in mail.values())
    [link] = [m for s, m in mail.items() if license_reference in s]
    text, _ = parts_of(link)
    assert f"{web}/forms/status/" in text and license_reference in text
    assert not any(
        w in text for w in ("Deadline", "Plazo", "On time", "A tiempo", "late", "retraso")
    )
    text, _ = parts_of(mail[words["approved"]])
    assert words["tag"] in text and f"{web}/forms/status/" in text
    [lost] = [m for s, m in mail.items() if lost_reference in s]
    text, page = parts_of(lost)
    assert words["deadline"] in text and words["late"] in text
    assert lost_reference in page and f'href="{web}/forms/status/' in page
