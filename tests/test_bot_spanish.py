"""A whole license in Spanish through the real bot: no English prompt leaks, English unchanged."""

from __future__ import annotations

from typing import Any

from doglicense.runtime import Services
from tests.botchat import PDF, PNG, Step, approve_queue, dog, owner, send, texts_of
from tests.standins.telegram import ChatUser, FakeTelegram

LICENSE: list[Step] = [
    "/start",
    "/license",
    "12",  # refused: a name is letters
    *owner()[1:],
    *dog(),
    ("tap", "yes"),
    ("pdf", PDF),
    ("tap", "certificate"),
    ("photo", PNG),
    "6 de enero de 2025",  # as a Spanish speaker writes it: 6/1/2025 would read two ways
    "6 de enero de 2028",
    ("tap", "none"),
    ("tap", "no"),
    ("tap", "counter"),
    ("tap", "nav:confirm"),
    "/status",
    "/help",
]


def labels(reply: dict[str, Any]) -> list[str]:
    markup = reply.get("reply_markup") or {}
    return [b["text"] for row in markup.get("inline_keyboard", []) for b in row]


async def conversation(user: ChatUser) -> list[dict[str, Any]]:
    return [await send(user, step) for step in LICENSE]


async def test_a_whole_license_in_spanish_has_no_english_prompt(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    english = await conversation(fake.user(7001, language_code="en"))
    spanish = await conversation(fake.user(7002, language_code="es"))
    for step, en, es in zip(LICENSE, english, spanish, strict=True):
        assert texts_of(es) != texts_of(en), f"{step!r} answered in English: {texts_of(es)!r}"
        shared = set(labels(en)) & set(labels(es)) - {"No"}  # "No" is Spanish too
        assert not shared, f"{step!r}: English buttons {shared}"
    said = "\n".join(texts_of(reply) for reply in spanish)
    for phrase in [
        "¡Hola! Este es el servicio de licencias para perro del Town of Clay.",
        "¿Cuál es su nombre completo?",
        "Escriba un nombre con letras",
        "Revise sus respuestas",
        "Tarifa: $5.00",
        "31 de marzo de 2027",
        "Pague $5.00 en la oficina de la Secretaria Municipal (Town Clerk)",
        "La Secretaria Municipal (Town Clerk) revisa cada solicitud.",
        "licencia nueva: con la Secretaria Municipal",
        "/tag – una placa de reemplazo ($3.00)",
    ]:
        assert phrase in said, phrase
    assert "Sí" in labels(spanish[3])  # "Are you 18 or older?" with its buttons
    assert "Town Clerk's office" in texts_of(english[-3])  # English stays English


async def test_status_after_the_approval_is_in_spanish(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(7003, language_code="es")
    for step in LICENSE[1:-2]:
        await send(user, step)
    await approve_queue(services)
    status = await send(user, "/status")
    assert "Rex – placa 000001, la licencia vence el 31 de marzo de 2027" in texts_of(status)
    assert "aprobada" in texts_of(status)
