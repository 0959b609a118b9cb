"""License fees, enumeration surcharge, exempt dogs, tags and ticket security. R6-R10"""

from __future__ import annotations

import dataclasses

import pytest

from doglicense.law import (
    FeeBreakdown,
    TownProfile,
    exempt_marking,
    license_fee,
    load_town,
    replacement_tag_fee,
    ticket_security,
)


@pytest.fixture
def clay() -> TownProfile:
    return load_town()


@pytest.mark.parametrize(
    ("spayed_neutered", "total", "town_keeps", "state_surcharge"),
    [(True, 500, 400, 100), (False, 1500, 1200, 300)],
    ids=["spayed or neutered $5.00", "not spayed or neutered $15.00"],
)
def test_fee_table_of_69_12(
    clay: TownProfile, spayed_neutered: bool, total: int, town_keeps: int, state_surcharge: int
) -> None:
    fee = license_fee(clay, spayed_neutered=spayed_neutered)
    assert fee == FeeBreakdown(town_keeps, state_surcharge, 0, None, 0)
    assert fee.total_cents == total
    assert fee.state_surcharge_recorded_cents == state_surcharge


@pytest.mark.parametrize(("spayed_neutered", "total"), [(True, 1000), (False, 2000)])
def test_enumeration_surcharge_of_69_13_is_added(
    clay: TownProfile, spayed_neutered: bool, total: int
) -> None:
    fee = license_fee(clay, spayed_neutered=spayed_neutered, enumerated=True)
    assert fee.enumeration_cents == 500
    assert fee.total_cents == total


def test_unspayed_dog_found_in_enumeration_pays_twenty_dollars(clay: TownProfile) -> None:
    fee = license_fee(clay, spayed_neutered=False, enumerated=True)
    assert fee == FeeBreakdown(1200, 300, 500, None, 0)
    assert fee.total_cents == 2000


@pytest.mark.parametrize("exempt_type", [key for key, _ in load_town().exempt_types])
@pytest.mark.parametrize(("spayed_neutered", "surcharge"), [(True, 100), (False, 300)])
def test_exempt_dog_pays_nothing_and_the_town_pays_the_surcharge(
    clay: TownProfile, exempt_type: str, spayed_neutered: bool, surcharge: int
) -> None:
    fee = license_fee(clay, spayed_neutered=spayed_neutered, exempt_type=exempt_type)
    assert fee.total_cents == 0
    assert fee.town_share_cents == 0
    assert fee.state_surcharge_cents == 0
    assert fee.surcharge_paid_by_town_cents == surcharge
    assert fee.state_surcharge_recorded_cents == surcharge
    assert fee.exempt_type == exempt_type


def test_service_dog_is_free_with_the_one_dollar_surcharge_paid_by_the_town(
    clay: TownProfile,
) -> None:
    fee = license_fee(clay, spayed_neutered=True, exempt_type="service")
    assert fee == FeeBreakdown(0, 0, 0, "service", 100)
    assert fee.total_cents == 0


def test_exempt_and_enumerated_is_still_free(clay: TownProfile) -> None:
    fee = license_fee(clay, spayed_neutered=False, exempt_type="therapy", enumerated=True)
    assert fee.total_cents == 0
    assert fee.enumeration_cents == 0
    assert fee.state_surcharge_recorded_cents == 300


def test_enumeration_charged_to_exempt_dog_when_policy_does_not_waive(clay: TownProfile) -> None:
    town = dataclasses.replace(
        clay, policy=dataclasses.replace(clay.policy, waive_enumeration_for_exempt=False)
    )
    fee = license_fee(town, spayed_neutered=True, exempt_type="guide", enumerated=True)
    assert fee.total_cents == 500


def test_owner_pays_the_surcharge_when_the_town_does_not(clay: TownProfile) -> None:
    town = dataclasses.replace(
        clay, policy=dataclasses.replace(clay.policy, exempt_surcharge_paid_by_town=False)
    )
    fee = license_fee(town, spayed_neutered=False, exempt_type="war")
    assert fee == FeeBreakdown(0, 300, 0, "war", 0)
    assert fee.state_surcharge_recorded_cents == 300


@pytest.mark.parametrize("exempt_type", ["purebred", "Service", ""])
def test_unknown_exempt_type_is_refused(clay: TownProfile, exempt_type: str) -> None:
    with pytest.raises(ValueError, match="unknown exempt dog type"):
        license_fee(clay, spayed_neutered=True, exempt_type=exempt_type)


def test_exempt_license_is_marked_with_its_type(clay: TownProfile) -> None:
    assert exempt_marking(clay, "service") == "Exempt - Service Dog"
    assert exempt_marking(clay, "police_work") == "Exempt - Police Work Dog"


def test_replacement_tag_is_three_dollars(clay: TownProfile) -> None:
    assert replacement_tag_fee(clay) == 300


def test_ticket_security_is_fifteen_dollars(clay: TownProfile) -> None:
    assert ticket_security(clay) == 1500
