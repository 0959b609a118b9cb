"""The fees owed to redeem a seized dog, line by line, and the license it needs before release.
[69-11E], [69-11F], [105], R10, R28
"""

from __future__ import annotations

import dataclasses
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from doglicense.law import (
    FeeItem,
    FeeLine,
    LicensingBeforeRelease,
    RedemptionFeesOwed,
    RedemptionRates,
    Shot,
    TownProfile,
    boarding_days,
    licensing_before_release,
    load_town,
    redemption_fees,
)

D = date.fromisoformat


@pytest.fixture
def clay() -> TownProfile:
    return load_town()


def test_a_worked_example_three_days_boarded_with_two_shots(clay: TownProfile) -> None:
    # Seized Tuesday, redeemed Friday: boarded Wednesday, Thursday and Friday.
    owed = redemption_fees(
        clay,
        seized_on=D("2026-03-03"),
        on=D("2026-03-06"),
        shots={Shot.BORDETELLA, Shot.DISTEMPER},
    )
    assert owed == RedemptionFeesOwed(
        lines=(
            FeeLine(FeeItem.IMPOUNDMENT, 1, 2500),
            FeeLine(FeeItem.BOARDING, 3, 1500),
            FeeLine(FeeItem.DISTEMPER_SHOT, 1, 2000),
            FeeLine(FeeItem.BORDETELLA_SHOT, 1, 2000),
        ),
        boarding_days=3,
    )
    assert [line.cents for line in owed.lines] == [2500, 4500, 2000, 2000]
    assert owed.total_cents == 11000


def test_redeemed_the_day_it_was_seized_owes_no_boarding_but_shows_the_rate(
    clay: TownProfile,
) -> None:
    owed = redemption_fees(clay, seized_on=D("2026-03-03"), on=D("2026-03-03"))
    assert owed.lines == (
        FeeLine(FeeItem.IMPOUNDMENT, 1, 2500),
        FeeLine(FeeItem.BOARDING, 0, 1500),
    )
    assert owed.total_cents == 2500


def test_every_shot_is_a_line_in_the_order_of_chapter_105(clay: TownProfile) -> None:
    owed = redemption_fees(clay, seized_on=D("2026-03-03"), on=D("2026-03-04"), shots=set(Shot))
    assert [line.item for line in owed.lines] == list(FeeItem)
    assert owed.total_cents == 2500 + 1500 + 2000 + 2000 + 1500


@pytest.mark.parametrize(
    ("seized", "on", "days", "days_with_seizure_day"),
    [
        ("2026-03-03", "2026-03-03", 0, 1),
        ("2026-03-03", "2026-03-04", 1, 2),
        ("2026-02-26", "2026-03-03", 5, 6),  # across the end of February
        ("2026-12-30", "2027-01-08", 9, 10),  # across the new year, a mailed notice's nine days
    ],
)
def test_boarding_days_count_the_days_after_the_seizure(
    clay: TownProfile, seized: str, on: str, days: int, days_with_seizure_day: int
) -> None:
    assert boarding_days(D(seized), D(on), clay) == days
    policy = dataclasses.replace(clay.policy, boarding_counts_seizure_day=True)
    town = dataclasses.replace(clay, policy=policy)
    assert boarding_days(D(seized), D(on), town) == days_with_seizure_day


def test_redeemed_before_the_seizure_is_refused(clay: TownProfile) -> None:
    with pytest.raises(ValueError, match="before the seizure"):
        redemption_fees(clay, seized_on=D("2026-03-03"), on=D("2026-03-02"))


def test_the_rates_are_the_towns_contractor_rates(clay: TownProfile) -> None:
    rates = RedemptionRates(
        impoundment_cents=4000,
        boarding_per_day_cents=1250,
        distemper_shot_cents=1800,
        bordetella_shot_cents=2200,
        rabies_shot_cents=0,
    )
    town = dataclasses.replace(clay, redemption_fees=rates)
    owed = redemption_fees(town, seized_on=D("2026-03-03"), on=D("2026-03-05"), shots={Shot.RABIES})
    assert owed.total_cents == 4000 + 2 * 1250
    assert owed.lines[-1] == FeeLine(FeeItem.RABIES_SHOT, 1, 0)


@given(
    seized=st.dates(min_value=date(2026, 1, 1), max_value=date(2035, 12, 31)),
    held=st.integers(min_value=0, max_value=30),
    shots=st.sets(st.sampled_from(list(Shot))),
)
def test_fees_are_whole_cents_and_a_later_day_never_costs_less(
    seized: date, held: int, shots: set[Shot]
) -> None:
    town = load_town()
    owed = redemption_fees(town, seized_on=seized, on=seized + timedelta(days=held), shots=shots)
    later = redemption_fees(
        town, seized_on=seized, on=seized + timedelta(days=held + 1), shots=shots
    )
    assert all(isinstance(line.cents, int) for line in owed.lines)
    assert owed.total_cents == sum(line.quantity * line.rate_cents for line in owed.lines)
    assert owed.boarding_days == held
    assert later.total_cents - owed.total_cents == town.redemption_fees.boarding_per_day_cents


@pytest.mark.parametrize(
    ("expires", "release_on", "needed"),
    [
        (None, "2026-03-09", LicensingBeforeRelease.LICENSE),  # never licensed
        ("2026-03-31", "2026-03-09", LicensingBeforeRelease.NONE),
        ("2026-03-31", "2026-03-31", LicensingBeforeRelease.NONE),  # through its last day
        ("2026-03-31", "2026-04-01", LicensingBeforeRelease.RENEW),  # lapsed the day before
        ("2025-06-30", "2026-03-09", LicensingBeforeRelease.RENEW),
    ],
)
def test_a_dog_unlicensed_or_lapsed_is_licensed_or_renewed_before_release(
    expires: str | None, release_on: str, needed: LicensingBeforeRelease
) -> None:
    found = licensing_before_release(None if expires is None else D(expires), D(release_on))
    assert found is needed
