"""The report flows without a bot: deadlines (R22), the Town line (R17), the tag fee (R8)."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.flows import address, death, found, lost, ownership, tag
from doglicense.flows.engine import Outcome, advance, start
from doglicense.flows.pieces import CONFIRM, Ask, Context, DogOnFile, Finished, Flow, Input
from doglicense.law import load_town

TOWN = load_town()


def rex(status: str = "active") -> DogOnFile:
    return DogOnFile(
        dog_id=1,
        tag_number="000001",
        name="Rex",
        breed="Beagle",
        colour="brown",
        sex="male",
        birth_date=date(2023, 3, 1),
        spayed_neutered=True,
        status=status,
        license_expires_on=date(2027, 3, 31),
        rabies_expires_on=date(2028, 6, 1),
        exempt_type=None,
    )


def context(*dogs: DogOnFile, today: date = date(2026, 3, 20)) -> Context:
    return Context(today=today, town=TOWN, dogs=dogs or (rex(),))


def run(flow: Flow, ctx: Context, inputs: list[Input]) -> Outcome:
    state, outcome = start(flow, ctx)
    for given in inputs:
        outcome = advance(flow, state, given, ctx)
    return outcome


def text(value: str) -> Input:
    return Input.of_text(value)


def tap(key: str) -> Input:
    return Input.of_choice(key)


@pytest.mark.parametrize(("moved_on", "late"), [("3/10/2026", 0), ("3/9/2026", 1)])
def test_a_report_on_day_ten_is_on_time_and_day_eleven_one_day_late(
    moved_on: str, late: int
) -> None:
    outcome = run(
        address.FLOW,
        context(),
        [tap("dog:000001"), text("12 Elm Street"), text("13041"), text(moved_on)],
    )
    assert isinstance(outcome, Ask) and outcome.question is None
    assert outcome.facts["days_late"] == late
    assert outcome.facts["deadline"] == date(2026, 3, 20 - late)
    assert outcome.facts["moving_away"] is False


def test_a_move_out_of_town_is_reported_not_stopped() -> None:
    steps = [tap("dog:000001"), text("350 Fifth Avenue"), text("10118"), text("3/15/2026")]
    outcome = run(address.FLOW, context(), steps)
    assert isinstance(outcome, Ask) and outcome.facts["moving_away"] is True
    finished = run(address.FLOW, context(), [*steps, tap(CONFIRM)])
    assert isinstance(finished, Finished) and finished.answers["address_zip"] == "10118"


def test_a_date_in_the_future_is_refused() -> None:
    outcome = run(death.FLOW, context(), [tap("dog:000001"), text("3/21/2026")])
    assert isinstance(outcome, Ask) and outcome.refusal is not None
    assert outcome.refusal.reason == "date_in_future"


def test_only_the_residents_own_active_dogs_can_be_chosen() -> None:
    outcome = run(lost.FLOW, context(), [text("000777")])
    assert isinstance(outcome, Ask) and outcome.refusal is not None
    assert outcome.refusal.reason == "tag_not_yours"
    outcome = run(tag.FLOW, context(rex("dead")), [text("000001")])
    assert isinstance(outcome, Ask) and outcome.refusal is not None
    assert outcome.refusal.reason == "dog_not_reportable"


def test_a_death_reported_late_tells_the_owner_no_deadline() -> None:
    """R21's "at renewal" is the clerk's to mark (owner_reports.lateness), not a grieving
    owner's to read (decision 0040): the summary names the dog and no day missed."""
    outcome = run(death.FLOW, context(today=date(2027, 4, 2)), [text("000001"), text("3/1/2027")])
    assert isinstance(outcome, Ask) and outcome.facts["deadline"] is None
    assert outcome.facts["days_late"] == 0 and outcome.facts["died"] == "Rex"


def test_a_replacement_tag_costs_the_towns_fee_and_asks_how_to_pay() -> None:
    outcome = run(tag.FLOW, context(), [tap("dog:000001")])
    assert isinstance(outcome, Ask) and outcome.key == "payment"
    outcome = run(tag.FLOW, context(), [tap("dog:000001"), tap("counter")])
    assert isinstance(outcome, Ask) and outcome.facts["tag_fee"].total_cents == 300


def test_a_finder_gives_a_tag_and_a_way_back() -> None:
    ctx = Context(today=date(2026, 3, 20), town=TOWN)
    outcome = run(found.FLOW, ctx, [text("#12"), text("Oak Road"), text("Safe"), tap("chat")])
    assert isinstance(outcome, Ask) and outcome.question is None
    finished = run(
        found.FLOW,
        ctx,
        [text("12"), text("Oak Road"), text("Safe"), text("315 555 0199"), tap(CONFIRM)],
    )
    assert isinstance(finished, Finished)
    assert finished.answers["found_tag"] == "000012"
    assert finished.answers["finder_contact"] == "(315) 555-0199"
    refused = run(found.FLOW, ctx, [text("abc")])
    assert isinstance(refused, Ask) and refused.refusal is not None
    assert refused.refusal.reason == "not_a_tag"


def test_a_new_owner_outside_the_town_ends_the_license() -> None:
    steps = [tap("dog:000001"), text("Sam Lee"), text("315-555-0111"), text("3/18/2026")]
    outcome = run(ownership.FLOW, context(), [*steps, tap("no")])
    assert isinstance(outcome, Ask) and outcome.facts["leaves_town"] is True
    assert outcome.facts["days_late"] == 0
