"""What an owner pays to redeem a seized dog, and the license it must hold before release."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from doglicense.law.town import TownProfile


class Shot(StrEnum):
    """A shot the contractor gave the seized dog, charged at its rate. [105], [69-11F]"""

    DISTEMPER = "distemper"
    BORDETELLA = "bordetella"  # kennel cough
    RABIES = "rabies"


class FeeItem(StrEnum):
    """A line of Chapter 105's redemption fees, "§ 69-6F(1)-(5)", today [69-11F]."""

    IMPOUNDMENT = "impoundment"
    BOARDING = "boarding"
    DISTEMPER_SHOT = "distemper_shot"
    BORDETELLA_SHOT = "bordetella_shot"
    RABIES_SHOT = "rabies_shot"


@dataclass(frozen=True)
class FeeLine:
    """One line of the fees owed: what, how many, at what rate. [105], [69-11F]"""

    item: FeeItem
    quantity: int
    rate_cents: int

    @property
    def cents(self) -> int:
        return self.quantity * self.rate_cents


@dataclass(frozen=True)
class RedemptionFeesOwed:
    """The fees owed to redeem a seized dog on one day, line by line. [69-11F], [105], R10"""

    lines: tuple[FeeLine, ...]
    boarding_days: int

    @property
    def total_cents(self) -> int:
        return sum(line.cents for line in self.lines)


def boarding_days(seized_on: date, on: date, town: TownProfile) -> int:
    """Days of boarding owed when the dog is redeemed on ``on``. [policy] R10

    The law is silent; as its periods are counted [General Construction Law §20], the day of
    seizure is not counted: each day after it, to the day of redemption, is one day (a dog
    redeemed the day it was seized owes none). ``boarding_counts_seizure_day`` counts it too.
    """
    if on < seized_on:
        raise ValueError(f"redeemed on {on}, before the seizure on {seized_on}")
    days = (on - seized_on).days
    return days + 1 if town.policy.boarding_counts_seizure_day else days


def redemption_fees(
    town: TownProfile,
    *,
    seized_on: date,
    on: date,
    shots: AbstractSet[Shot] = frozenset(),
) -> RedemptionFeesOwed:
    """The fees owed to redeem a dog seized on ``seized_on`` if redeemed on ``on``.
    [69-11F], [105], R10, R28

    Impoundment once, boarding per day held, and each shot the contractor gave, all at the
    contractor's rates of the town profile. A line owed nothing (no boarding yet) is kept so
    that the per-day rate is always shown.
    """
    rates = town.redemption_fees
    shot_lines = {
        Shot.DISTEMPER: FeeLine(FeeItem.DISTEMPER_SHOT, 1, rates.distemper_shot_cents),
        Shot.BORDETELLA: FeeLine(FeeItem.BORDETELLA_SHOT, 1, rates.bordetella_shot_cents),
        Shot.RABIES: FeeLine(FeeItem.RABIES_SHOT, 1, rates.rabies_shot_cents),
    }
    days = boarding_days(seized_on, on, town)
    lines = [
        FeeLine(FeeItem.IMPOUNDMENT, 1, rates.impoundment_cents),
        FeeLine(FeeItem.BOARDING, days, rates.boarding_per_day_cents),
        *(shot_lines[shot] for shot in Shot if shot in shots),
    ]
    return RedemptionFeesOwed(tuple(lines), days)


class LicensingBeforeRelease(StrEnum):
    """What the owner must do about the dog's license before it is released. [69-11B],
    [69-11C], [69-11E], R28
    """

    NONE = "none"  # licensed through the day of release
    RENEW = "renew"  # its license lapsed: renewed in the redemption
    LICENSE = "license"  # never licensed in the Town: licensed in the redemption


def licensing_before_release(
    license_expires: date | None, release_on: date
) -> LicensingBeforeRelease:
    """Whether a seized dog's license must be issued or renewed before release. [69-11B],
    [69-11C], [69-11E], R28

    ``license_expires``: the last day of the dog's latest license, None when it never had one.
    A license running through the day of release is proof enough; one that expired before it
    has lapsed. The dog's age does not matter: a seized dog was at large or unlicensed (R2).
    """
    if license_expires is None:
        return LicensingBeforeRelease.LICENSE
    if license_expires < release_on:
        return LicensingBeforeRelease.RENEW
    return LicensingBeforeRelease.NONE
