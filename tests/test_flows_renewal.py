"""The renewal flow confirms the owner's details on file, and asks for the ones it lacks."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from doglicense.bot.render import ask_message
from doglicense.flows import engine, renewal
from doglicense.flows.pieces import Ask, Context, DogOnFile, Input
from doglicense.law import load_town
from doglicense.service.turns import Turn

REX = DogOnFile(
    dog_id=1,
    tag_number="000001",
    name="Rex",
    breed="Beagle",
    colour="brown",
    sex="male",
    birth_date=date(2023, 1, 1),
    spayed_neutered=False,
    status="active",
    license_expires_on=date(2027, 3, 31),
    rabies_expires_on=date(2028, 6, 1),
    exempt_type=None,
)
ON_FILE = {
    "owner_name": "Jane Smith",
    "address": "4401 State Route 31, 13041",
    "phone": "(315) 555-0100",
}


def asked(resident: dict[str, Any], *inputs: Input) -> tuple[list[str], Turn]:
    context = Context(today=date(2027, 3, 15), town=load_town(), dogs=(REX,), resident=resident)
    state, outcome = engine.start(renewal.FLOW, context, {"renew_dog": "000001"})
    keys = [outcome.key] if isinstance(outcome, Ask) else []
    for given in inputs:
        outcome = engine.advance(renewal.FLOW, state, given, context)
        assert isinstance(outcome, Ask) and outcome.refusal is None, outcome
        keys.append(outcome.key)
    assert isinstance(outcome, Ask)
    return keys, Turn(renewal.FLOW, outcome, context, state)


def test_details_on_file_are_confirmed_and_the_dog_named() -> None:
    keys, turn = asked(ON_FILE, Input.of_choice("yes"))
    assert keys == ["details_still_right", "spayed_neutered"]
    # Rex is male on file: the question names him and agrees with his sex.
    assert "Is Rex neutered?" in ask_message(turn, turn.outcome).text  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "resident",
    [{}, {"owner_name": None, "address": None, "phone": None}, {**ON_FILE, "phone": None}],
)
def test_missing_details_are_asked_never_shown_as_none(resident: dict[str, Any]) -> None:
    inputs = [Input.of_text("4401 State Route 31"), Input.of_text("13041")]
    if not resident.get("owner_name"):
        inputs.insert(0, Input.of_text("Jane Smith"))
    keys, turn = asked(resident, *inputs)
    expected = ["address_street", "address_zip", "phone"]
    if not resident.get("owner_name"):
        expected.insert(0, "owner_name")
    assert keys == expected
    assert "None" not in ask_message(turn, turn.outcome).text  # type: ignore[arg-type]
