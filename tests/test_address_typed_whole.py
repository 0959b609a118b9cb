"""A street typed whole, with its town and ZIP ("7411 Buckley Rd, Liverpool NY 13088"): its ZIP
is taken from it and not asked again, and the ZIP's checks still run."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.flows import address, license
from doglicense.flows.engine import advance, start
from doglicense.flows.pieces import BACK, Ask, Context, Flow, Input, Stop
from doglicense.law import load_town
from tests.test_flows_reports import rex

TOWN = load_town()


def _after_street(flow: Flow, street: str, before: list[Input]) -> tuple[dict[str, object], object]:
    ctx = Context(today=date(2026, 12, 5), town=TOWN, dogs=(rex(),))
    state, outcome = start(flow, ctx)
    for given in [*before, Input.of_text(street)]:
        outcome = advance(flow, state, given, ctx)
    return state.answers, outcome


OWNER = [Input.of_text("Hector Alvarado"), Input.of_choice("yes")]


@pytest.mark.parametrize(
    "street",
    [
        "7411 Buckley Rd, Liverpool NY 13088",
        "7411 Buckley Rd, Liverpool, N.Y. 13088-1234",
        "7411 Buckley Rd, Liverpool, 13088.",
        "7411 Buckley Rd Liverpool New York 13088",
    ],
)
def test_a_zip_typed_with_the_street_is_not_asked_again(street: str) -> None:
    answers, outcome = _after_street(license.FLOW, street, OWNER)
    assert answers["address_zip"] == "13088"
    # 13088 is partly in the Town: the next question is whether the home is in it.
    assert isinstance(outcome, Ask) and outcome.question is not None
    assert outcome.question.key == "address_in_town"


@pytest.mark.parametrize("street", ["4401 State Route 31", "PO Box 13041", "7411 Buckley Rd 13088"])
def test_a_street_without_a_zip_of_its_own_asks_the_zip(street: str) -> None:
    answers, outcome = _after_street(license.FLOW, street, OWNER)
    assert "address_zip" not in answers
    assert isinstance(outcome, Ask) and outcome.question is not None
    assert outcome.question.key == "address_zip"


def test_a_zip_outside_the_town_typed_with_the_street_still_stops() -> None:
    _, outcome = _after_street(license.FLOW, "120 E Washington St, Syracuse NY 13202", OWNER)
    assert isinstance(outcome, Stop) and outcome.reason == "outside_town"


def test_a_move_s_new_street_gives_its_zip_too() -> None:
    answers, _ = _after_street(
        address.FLOW, "7411 Buckley Rd, Liverpool NY 13088", [Input.of_choice("dog:000001")]
    )
    assert answers["address_zip"] == "13088"


def test_a_street_typed_again_without_its_zip_asks_the_zip_offering_the_one_before() -> None:
    ctx = Context(today=date(2026, 12, 5), town=TOWN, dogs=(rex(),))
    state, _ = start(license.FLOW, ctx)
    for given in [*OWNER, Input.of_text("7411 Buckley Rd, Liverpool NY 13088")]:
        advance(license.FLOW, state, given, ctx)
    back = advance(license.FLOW, state, Input.of_choice(BACK), ctx)  # from "in the Town?"
    assert isinstance(back, Ask) and back.question is not None
    assert back.question.key == "address_street"
    asked = advance(license.FLOW, state, Input.of_text("7411 Buckley Road"), ctx)
    assert isinstance(asked, Ask) and asked.question is not None
    assert asked.question.key == "address_zip"
    assert state.earlier["address_zip"] == "13088"  # offered again, not lost
