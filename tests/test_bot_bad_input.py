"""Every question fed bad input answers with a reason and asks the same question again."""

from __future__ import annotations

from typing import Any

import pytest

from doglicense.runtime import Services
from tests.botchat import PDF, PNG, Step, open_draft_answers, send, texts_of
from tests.standins.telegram import FakeTelegram

LONG = "x" * 5000
EMOJI = "🐶🐾🐶"
WORDS = [" ", LONG, EMOJI, ("photo", PNG), ("sticker", None)]
CHOICE = [LONG, EMOJI, "maybe", ("photo", PNG), ("sticker", None)]
FILE = [
    "here it is",
    LONG,
    ("file", (b"PK\x03\x04 zip", "application/zip", "c.zip")),
    ("file", (b"just text", "text/plain", "c.txt")),
    ("sticker", None),
]
DATE = ["30 February 2025", "2/30/2025", "next tuesday", "13/45/2025", EMOJI, ("photo", PNG)]

# Each question of the license flow, the bad answers it must refuse, and the good one.
WALK: list[tuple[str, list[Step], Step]] = [
    ("owner_name", [*WORDS, "12345", "J"], "Jane Smith"),
    ("owner_adult", CHOICE, ("tap", "yes")),
    ("address_street", [*WORDS, "Main Street"], "4401 State Route 31"),
    ("address_zip", [*WORDS, "1304", "abcde"], "13041"),
    ("phone", [*WORDS, "555-01", "call me"], "315-555-0100"),
    ("dog_name", WORDS, "Rex"),
    ("dog_breed", WORDS, "Beagle"),
    ("dog_colour", WORDS, "brown"),
    ("dog_sex", CHOICE, ("tap", "male")),
    ("dog_birth", [*DATE, "12/25/2030", "45 years", " "], "5/1/2022"),
    ("spayed_neutered", CHOICE, ("tap", "yes")),
    ("spay_proof", FILE, ("pdf", PDF)),
    ("rabies_proof", CHOICE, ("tap", "certificate")),
    ("rabies_certificate", FILE, ("photo", PNG)),
    ("rabies_vaccinated_on", [*DATE, "12/25/2030", "1/1/2021"], "6/1/2025"),
    ("rabies_expires_on", [*DATE, "5/1/2025", "1/1/2026"], "6/1/2028"),
    ("exempt_type", CHOICE, ("tap", "none")),
    ("enumerated", CHOICE, ("tap", "no")),
    ("payment", CHOICE, ("tap", "counter")),
]


async def test_every_question_refuses_bad_input_with_a_reason_and_asks_again(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(2001)
    question = await send(user, "/license")
    for key, bad_answers, good in WALK:
        # The question itself, without "Noted: June 1, 2025." that follows a date taken.
        asked = (
            texts_of(question).split("\n\n", 1)[-1]
            if "Noted: " in texts_of(question)
            else texts_of(question)
        )
        for bad in bad_answers:
            reply = await send(user, bad)
            text = texts_of(reply)
            assert text.endswith(asked), f"{key}: {bad!r} did not ask again: {text!r}"
            reason = text.removesuffix(asked).strip()
            assert reason, f"{key}: {bad!r} was refused without a reason"
            assert key not in set(await open_draft_answers(services)), f"{key}: {bad!r} was taken"
        question = await send(user, good)
        assert key in set(await open_draft_answers(services)), f"{key}: {good!r} was not taken"
    assert "Please check your answers" in texts_of(question)
    answers = set(await open_draft_answers(services))
    assert {key for key, _bad, _good in WALK} <= answers


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("30 February 2025", "that month has 28 days"),
        ("2/30/2024", "that month has 29 days"),
        ("12/25/2030", "in the future"),
    ],
)
async def test_dates_that_cannot_be_a_birth_date_say_why(
    services: Services, fake: FakeTelegram, bot: Any, answer: str, reason: str
) -> None:
    user = fake.user(2002)
    for step in [
        "/license",
        "Jane Smith",
        ("tap", "yes"),
        "1 Main St",
        "13041",
        "3155550100",
        "Rex",
        "Beagle",
        "brown",
        ("tap", "male"),
    ]:
        await send(user, step)
    reply = await send(user, answer)
    assert reason in texts_of(reply)
    assert texts_of(reply).endswith('like "3 years" or "10 weeks".')


async def test_a_message_with_nothing_open_points_to_the_commands(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(2003)
    reply = await send(user, "hello")
    assert "/license" in texts_of(reply)
    reply = await send(user, ("photo", PNG))
    assert "/license" in texts_of(reply)
