"""Every kind of outbox message as an e-mail: text and HTML parts, in English and Spanish."""

from __future__ import annotations

import ast
import re
from datetime import date
from email.header import decode_header, make_header
from email.message import Message
from pathlib import Path
from typing import Any

import httpx
import pytest

import doglicense
from doglicense.chores import remind
from doglicense.law import load_town
from doglicense.mail.compose import REMINDERS, written
from doglicense.mail.sender import send_pending_email
from doglicense.office.outbox import queue_message
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates import has_macro
from doglicense.templates.language import speaking
from tests.clerkkit import served
from tests.conftest import FakeClock
from tests.httpkit import LOCAL_TLS
from tests.notifykit import licensed_resident, resident, stand_on
from tests.standins.smtp import FakeSmtp
from tests.test_notify_email import use_smtp

SEIZURE = {  # the facts every message about a seized dog reads (seizure_notices.py)
    "reference": "S-2603-0001",
    "dog": "Rex",
    "tag": "000801",
    "seized_on": "2026-03-02",
    "place": "Route 31",
    "held_at": "The town kennel, 12 Kennel Road",
    "fees": [
        {"item": "impoundment", "quantity": 1, "cents": 2500},
        {"item": "boarding", "quantity": 3, "cents": 4500},
    ],
    "fees_total_cents": 7000,
    "per_day_cents": 1500,
    "last_day": "2026-03-11",
    "notice": "personal",
    "licensing": "none",
}

SAMPLES: dict[str, dict[str, Any]] = {
    "payment_receipt": {
        "reference": "L-2603-0001",
        "amount_cents": 1500,
        "fee_cents": 1500,
        "parts": [{"label": "Town fee", "cents": 1400}, {"label": "State surcharge", "cents": 100}],
        "paid_on": "2026-03-02",
        "method": "card",
        "receipt_number": "R-0001",
    },
    "payment_refunded": {"reference": "L-2603-0001", "amount_cents": 1500},
    "payment_wrong_amount": {
        "reference": "L-2603-0001",
        "amount_cents": 1000,
        "fee_cents": 1500,
        "url_button": {"label": "pay_by_card", "params": {}, "url": "https://pay.test/c/1"},
    },
    "payment_link_renewed": {
        "reference": "L-2603-0001",
        "amount_cents": 1500,
        "url_button": {"label": "pay_by_card", "params": {}, "url": "https://pay.test/c/2"},
    },
    "license_issued": {
        "reference": "L-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "expires_on": "2027-03-31",
        "exempt_type": None,
        "capped": False,
        "new_tag": True,
    },
    "record_returned": {
        "reference": "L-2603-0001",
        "note": "The rabies certificate is unreadable & blurry.",
        "question": "Fee exemption, Exemption certificate",
        "questions": ["Fee exemption", "Exemption certificate"],
    },
    "record_rejected": {
        "reference": "L-2603-0001",
        "note": "The dog lives in another town.",
        "refund_cents": 1500,
    },
    "record_closed": {"reference": "A-2603-0001", "note": None},
    "lost_report_closed": {
        "reference": "LO-2603-0001",
        "dog": "Luna",
        "outcome": "found_home",
        "note": None,
    },
    "found_dog": {
        "reference": "F-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "where": "At 12 Main St",
        "message": "He is safe with us",
        "phone": "315-555-0101",
    },
    "relay_message": {
        "reference": "F-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "from_side": "finder",
        "text": "She is with me, come at 5",
        "reply_to": "F-2603-0001",
    },
    "found_matched": {
        "lost_reference": "LO-2603-0002",
        "reference": "F-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "reply_to": "F-2603-0001",
        "share_offer": True,
    },
    "found_owner_found": {
        "lost_reference": "LO-2603-0002",
        "reference": "F-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "reply_to": "F-2603-0001",
        "share_offer": True,
    },
    "found_dog_home": {"reference": "F-2603-0001"},
    "relay_share_offer": {
        "reference": "F-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "from_side": "owner",
        "reply_to": "F-2603-0001",
        "share_offer": True,
    },
    "relay_shared": {
        "reference": "F-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "from_side": "finder",
        "their_name": None,
        "their_phone": "(315) 555-0199",
        "their_email": "finder@example.org",
    },
    "seizure_reminder": SEIZURE,
    "seizure_collect_missed": {  # decision 0052: the day promised gone by, the dog held
        "reference": "S-2603-0001",
        "dog": "Rex",
        "tag": "000801",
        "held_at": "The town kennel, 12 Kennel Road",
        "per_day_cents": 1500,
        "last_day": "2026-03-11",
        "collect_on": "2026-03-05",
        "paid_cents": 7000,
        "owed_since_cents": 1500,
        "redeem_button": True,
    },
    "seizure_redeemed": {"reference": "S-2603-0001", "dog": "Rex", "tag": "000801"},
    "seizure_held": {**SEIZURE, "redeem_button": True},
    "seizure_matched": {**SEIZURE, "lost_reference": "LO-2603-0002"},
    "seizure_forfeited": {"reference": "S-2603-0001", "dog": "Rex", "last_day": "2026-03-11"},
    "transfer_invite": {  # to the new owner's address (the test's own), with their code
        "to": "new.owner@example.org",
        "transfer": {"record_id": 7, "dog_id": 3, "owner_id": 2, "tag": "000801"},
        "dog": "Rex",
        "tag": "000801",
    },
    "status_link": {
        "reference": "L-2603-0001",
        "link": "http://x.test/forms/status/t",
        "language": "en",
    },
    "request_received": {
        "reference": "LO-2603-0001",
        "received": {
            "at": "2026-03-20T13:00:00+00:00",
            "event_date": "2026-03-01",
            "deadline": "2026-03-11",
            "timed": True,
            "days_late": 9,
            "fee_cents": 0,
            "awaiting_payment": False,
        },
    },
    "renewal_reminder": {
        "dog": "Rex",
        "tag": "000801",
        "expires_on": "2026-04-30",
        "days": 30,
        "renew_tag": "000801",
    },
    "rabies_reminder": {
        "dog": "Rex",
        "tag": "000801",
        "rabies_expires_on": "2026-05-01",
        "expires_on": "2026-09-30",
    },
    "puppy_reminder": {"due": "2026-04-01", "license_button": True},
    "ticket_penalty_set": {
        "number": "T-100",
        "reference": "TK-2603-0001",
        "amount_cents": 5000,
        "url_button": {"label": "pay_by_card", "params": {}, "url": "https://pay.test/c/3"},
    },
    "ticket_return_set": {
        "number": "T-100",
        "return_at": "2026-04-02T10:00:00-04:00",
        "court": "Clay Town Court",
        "security_cents": 5000,
    },
    "ticket_security_refunded": {"number": "T-100", "amount_cents": 5000},
    "ticket_security_forfeited": {
        "number": "T-100",
        "return_at": "2026-04-02T10:00:00-04:00",
        "amount_cents": 5000,
    },
}

# Strings in office/ that name a chat message but are not a message queued to a resident.
NOT_KINDS = {
    "status": "a record's field, in a stop's facts",
    "submitted": "a record's status",
    "ticket_answered": "a flow's stop: the reply to the resident's step, never queued",
}


def queued_kinds(office: Path | None = None) -> set[str]:
    """Every template the office queues for a resident, however it is written: each string in
    office/ that names a chat message or an e-mail (a literal, a constant, a set of them), and
    the reminders named ``f"{kind}_reminder"``."""
    package = Path(doglicense.__file__).parent
    named = {
        template.stem
        for folder in ("bot/messages", "email")
        for template in (package / "templates" / folder).glob("[!_]*.txt")
    }
    found = set()
    for source in (office or package / "office").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text())):
            if isinstance(node, ast.Constant) and node.value in named:
                found.add(str(node.value))
            elif isinstance(node, ast.JoinedStr) and ast.unparse(node).endswith("_reminder'"):
                found |= REMINDERS & named
    return found - set(NOT_KINDS)


def without_sample(samples: dict[str, Any]) -> set[str]:
    return queued_kinds() - set(samples)


def test_every_kind_the_office_queues_has_its_email() -> None:
    kinds = queued_kinds()
    assert {"license_issued", "seizure_collect_missed", "puppy_reminder"} <= kinds  # a constant
    assert without_sample(SAMPLES) == set()
    templates = Path(doglicense.__file__).parent / "templates" / "email"
    for kind in SAMPLES:
        assert (templates / f"{kind}.txt").is_file(), kind
        assert has_macro("email/subjects.txt", kind), kind


def test_a_kind_is_found_however_it_is_queued(tmp_path: Path) -> None:
    (tmp_path / "told.py").write_text(
        'TEMPLATE = "seizure_collect_missed"\n'
        'TOLD = frozenset({"seizure_held"})\n'
        'Due(template=f"{kind}_reminder", status="submitted")\n'
    )
    found = {"seizure_collect_missed", "seizure_held", "puppy_reminder", "renewal_reminder"}
    assert queued_kinds(tmp_path) == found | {"rabies_reminder"}
    # ...and a kind queued with no sample is named by the check above.
    assert without_sample({k: v for k, v in SAMPLES.items() if k != "seizure_held"}) == {
        "seizure_held"
    }


def parts_of(mail: Message) -> tuple[str, str]:
    """The text and the HTML part of a multipart/alternative e-mail."""
    assert mail.get_content_type() == "multipart/alternative"
    text, page = mail.get_payload()  # type: ignore[misc]
    assert text.get_content_type() == "text/plain" and page.get_content_type() == "text/html"
    return (
        text.get_payload(decode=True).decode(text.get_content_charset()).replace("\r\n", "\n"),
        page.get_payload(decode=True).decode(page.get_content_charset()).replace("\r\n", "\n"),
    )


def subject_of(mail: Message) -> str:
    return str(make_header(decode_header(mail["Subject"])))


async def sent_in_both_languages(
    services: Services, clock: FakeClock, kinds: dict[str, dict[str, Any]]
) -> dict[tuple[str, str], Message]:
    """Each kind to an English and a Spanish e-mail resident; the mail by (kind, language)."""
    async with services.db.session() as session:
        for kind, context in kinds.items():
            for language in ("en", "es"):
                person = resident(email=f"{kind}.{language}@example.org", language=language)
                session.add(person)
                await session.flush()
                if "to" in context:  # written to another address: this test's own
                    context = {**context, "to": person.email}
                queue_message(
                    session,
                    resident_id=person.id,
                    channel="email",
                    template=kind,
                    context=context,
                    key=f"test:{kind}:{language}",
                    at=clock(),
                )
        await session.commit()
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == 2 * len(kinds)
        return {tuple(m["To"].split("@")[0].split(".")): m for m in smtp.messages}  # type: ignore[misc]


async def test_every_kind_has_a_text_and_an_html_part_in_each_language(
    services: Services, clock: FakeClock
) -> None:
    mail = await sent_in_both_languages(services, clock, SAMPLES)
    for kind in SAMPLES:
        english, spanish = mail[kind, "en"], mail[kind, "es"]
        assert english["Content-Language"] == "en" and spanish["Content-Language"] == "es"
        assert subject_of(english) != subject_of(spanish), kind
        for message, lang in ((english, "en"), (spanish, "es")):
            text, page = parts_of(message)
            assert "<" not in text.replace("<http", ""), (kind, text)  # no markup in the text
            assert "&amp;" not in text and "&#" not in text, (kind, text)
            assert f'<html lang="{lang}">' in page and "</html>" in page, kind
            mine = "transfer" not in SAMPLES[kind]  # a new owner's code: none of our links
            assert ("/forms/status/" in text and "/forms/status/" in page) is mine, kind
            reminder = kind in REMINDERS  # a seized dog's last day is not one to stop hearing of
            assert ("List-Unsubscribe" in message) is reminder, kind
            assert ("/mail/stop/" in text) is reminder, kind
        assert "Town Clerk, (315) 652-3800" in parts_of(english)[0]
        assert "Secretaria Municipal" in parts_of(spanish)[0]


async def test_each_notice_carries_its_facts_and_links(
    services: Services, clock: FakeClock
) -> None:
    mail = await sent_in_both_languages(services, clock, SAMPLES)
    text, page = parts_of(mail["license_issued", "en"])
    assert "Tag number: 000801" in text and "Valid until: March 31, 2027" in text
    assert "<th scope=row>Tag number</th><td>000801</td>" in page
    text, page = parts_of(mail["license_issued", "es"])
    assert "Número de placa: 000801" in text and "Válida hasta: 31 de marzo de 2027" in text
    text, page = parts_of(mail["record_returned", "en"])
    assert '"The rabies certificate is unreadable & blurry."' in text
    assert "<blockquote>The rabies certificate is unreadable &amp; blurry.</blockquote>" in page
    assert re.search(r"Make the correction:\nhttp://127\.0\.0\.1:8000/forms/status/\S+", text)
    text, _ = parts_of(mail["record_returned", "es"])  # each question in Spanish
    assert "Responda de nuevo: Exención de la tarifa, Certificado de exención." in text, text
    text, _ = parts_of(mail["record_rejected", "es"])
    assert '"The dog lives in another town."' in text
    assert "Su pago de $15.00 se le devolverá a su tarjeta." in text
    text, page = parts_of(mail["payment_receipt", "en"])
    assert "Paid on: March 2, 2026\nAmount: $15.00" in text and "Receipt number: R-0001" in text
    text, page = parts_of(mail["ticket_penalty_set", "es"])
    assert "Pagarla con tarjeta:\nhttps://pay.test/c/3" in text
    assert '<a class=button href="https://pay.test/c/3">Pagarla con tarjeta</a>' in page
    text, page = parts_of(mail["renewal_reminder", "es"])
    assert "Renuévela en nuestro formulario web:\nhttp://127.0.0.1:8000/forms/renew/" in text
    assert "?tag=000801" in text  # the link signs in and opens this dog's renewal
    assert "Renew" not in text and "license" not in text
    text, page = parts_of(mail["found_dog", "en"])
    assert "Someone found Rex (tag 000801)." in text and "<b>" not in text
    stop = mail["renewal_reminder", "en"]["List-Unsubscribe"].strip()
    assert re.fullmatch(r"<http://127\.0\.0\.1:8000/mail/stop/\S+>", stop)
    assert mail["renewal_reminder", "en"]["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert (
        mail["payment_receipt", "en"]["Message-ID"] != mail["payment_receipt", "es"]["Message-ID"]
    )


async def test_the_stop_link_of_a_reminder_stops_the_next_reminders(
    services: Services, clock: FakeClock
) -> None:
    await licensed_resident(
        services,
        chat_id=None,
        tag="000803",
        expires_on=date(2026, 4, 30),
        email="ana@example.org",
        language="es",
    )
    stand_on(clock, date(2026, 3, 31))
    assert (await remind(services))["before_30"] == 1
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == 1
        [mail] = smtp.messages
    stop = mail["List-Unsubscribe"].strip().strip("<>")
    path = stop.removeprefix("http://127.0.0.1:8000")
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        asked = await client.get(path)  # a link checker's GET changes nothing
        assert asked.status_code == 200 and "¿Dejar de recibir recordatorios?" in asked.text
        stand_on(clock, date(2026, 4, 23))
        assert (await remind(services))["before_7"] == 1
        # The mail program's one click (RFC 8058).
        done = await client.post(path, data={"List-Unsubscribe": "One-Click"})
        assert done.status_code == 200 and "Los recordatorios están desactivados" in done.text
        forged = await client.post(path[:-3] + "abc")
        assert forged.status_code == 404
    stand_on(clock, date(2026, 4, 30))
    assert (await remind(services))["before_0"] == 0


@pytest.mark.parametrize(
    ("days", "english", "spanish"),
    [
        (7, "ends on April 30, 2026, in 7 days.", "vence el 30 de abril de 2026, en 7 días."),
        (0, "ends today, April 30, 2026.", "vence hoy, 30 de abril de 2026."),
        (-14, "ended on April 30, 2026.", "venció el 30 de abril de 2026."),
    ],
)
def test_each_renewal_reminder_says_when_and_links_the_form(
    days: int, english: str, spanish: str
) -> None:
    context = {**SAMPLES["renewal_reminder"], "days": days}
    message = OutboxMessage(key=f"reminder:{days}", template="renewal_reminder", context=context)
    settings, town = Settings(public_base_url=None), load_town()
    for language, words in (("en", english), ("es", spanish)):
        with speaking(language):
            mail = written(message, 1, settings, town)
        assert words in mail.text, mail.text
        assert "http://127.0.0.1:8000/forms/renew/" in mail.text and mail.reminder
        assert 'href="http://127.0.0.1:8000/forms/renew/' in mail.html
        assert "/mail/stop/" in mail.text and "/mail/stop/" in mail.html
    with speaking("en"):
        subject = written(message, 1, settings, town).subject
    assert subject == ("Rex's dog license has ended" if days < 0 else "Rex's dog license ends soon")
