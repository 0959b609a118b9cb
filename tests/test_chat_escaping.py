"""Words in chat are escaped exactly once: buttons are plain text, HTML messages escaped once."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from doglicense.runtime import Services
from doglicense.terminal import chat
from tests.botchat import PDF, RABIES, Step, talk, texts_of
from tests.standins.telegram import FakeTelegram

ENTITY = "&#"  # what a second escaping leaves on screen: "Owner&#39;s", "O&#39;Malley"


def labels(reply: dict[str, Any]) -> list[str]:
    markup = reply.get("reply_markup") or {}
    return [b["text"] for row in markup.get("inline_keyboard", []) for b in row]


def to_summary(owner: str, dog: str) -> list[Step]:
    return [
        "/license",
        owner,
        ("tap", "yes"),
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        dog,
        "Beagle & Lab",
        "brown <and> white",
        ("tap", "male"),
        "3 years",
        ("tap", "yes"),
        ("pdf", PDF),
        *RABIES,
        ("tap", "none"),
        ("tap", "no"),
        ("tap", "counter"),
    ]


async def test_the_summary_buttons_and_answers_read_as_typed_in_telegram(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    for user_id, language, label in [
        (8101, "en", "Change: Owner's full name"),
        (8102, "es", "Cambiar: Nombre completo del dueño"),
    ]:
        summary = await talk(
            fake.user(user_id, language_code=language), to_summary("Anne O'Neil", "O'Malley")
        )
        shown = texts_of(summary)
        assert ENTITY not in shown and ENTITY not in "".join(labels(summary)), summary
        assert "Anne O'Neil" in shown and "O'Malley" in shown
        assert "Beagle & Lab" in shown and "brown <and> white" in shown
        assert label in labels(summary)


async def test_the_terminal_shows_no_html_entities(services: Services, tmp_path: Path) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = [
        "/license",
        "Anne O'Neil",
        "1",
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "O'Malley",
        "Beagle & Lab",
        "brown",
        "1",
        "3 years",
        "2",
        "1",
        f"file:{certificate}",
        "6/1/2025",
        "6/1/2028",
        "1",
        "2",
        "1",
        "/quit",
    ]
    out = io.StringIO()
    await chat(services.settings, io.StringIO("\n".join(lines) + "\n"), out)
    text = out.getvalue()
    assert "Change: Owner's full name" in text and "Change: Dog's name" in text
    assert "O'Malley" in text and "Beagle & Lab" in text
    assert ENTITY not in text and "&amp;" not in text
