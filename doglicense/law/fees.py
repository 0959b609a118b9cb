"""What a license, a replacement tag and a ticket denial cost, in whole cents."""

from __future__ import annotations

from dataclasses import dataclass

from doglicense.law.town import TownProfile


@dataclass(frozen=True)
class FeeBreakdown:
    """A license fee split as the law splits it. [69-12], [69-13], [69-15], R6-R9

    For an exempt dog the owner's shares are 0 and, when the town pays the state surcharge
    [policy], it is held in ``surcharge_paid_by_town_cents``.
    """

    town_share_cents: int
    state_surcharge_cents: int
    enumeration_cents: int
    exempt_type: str | None
    surcharge_paid_by_town_cents: int

    @property
    def total_cents(self) -> int:
        """What the owner pays."""
        return self.town_share_cents + self.state_surcharge_cents + self.enumeration_cents

    @property
    def state_surcharge_recorded_cents(self) -> int:
        """The surcharge owed to the state, whoever pays it. [AML 110(3)], R29"""
        return self.state_surcharge_cents + self.surcharge_paid_by_town_cents


def license_fee(
    town: TownProfile,
    *,
    spayed_neutered: bool,
    exempt_type: str | None = None,
    enumerated: bool = False,
) -> FeeBreakdown:
    """The fee for one license. [69-12], [69-13], [69-15], [AML 110], R6-R9

    ``enumerated``: the dog was found unlicensed during a town dog enumeration (R7).
    ``exempt_type``: a key of ``town.exempt_types``; an unknown key is a ValueError.
    """
    fees, policy = town.fees, town.policy
    if spayed_neutered:
        fee, state = fees.spayed_neutered_cents, fees.spayed_neutered_state_cents
    else:
        fee, state = fees.not_spayed_cents, fees.not_spayed_state_cents
    enumeration = fees.enumeration_cents if enumerated else 0
    if exempt_type is None:
        return FeeBreakdown(fee - state, state, enumeration, None, 0)
    town.exempt_label(exempt_type)  # refuses an unknown type
    if policy.waive_enumeration_for_exempt:
        enumeration = 0
    # AML 110(3): a town may not waive the state's surcharge, so someone pays it.
    if policy.exempt_surcharge_paid_by_town:
        return FeeBreakdown(0, 0, enumeration, exempt_type, state)
    return FeeBreakdown(0, state, enumeration, exempt_type, 0)


def exempt_marking(town: TownProfile, exempt_type: str) -> str:
    """How an exempt dog's license is marked: "Exempt - Service Dog". [69-15], R9"""
    return f"Exempt - {town.exempt_label(exempt_type)}"


def replacement_tag_fee(town: TownProfile) -> int:
    """A replacement identification tag; the first tag is free. [69-14], [69-16(D)(v)], R8"""
    return town.fees.replacement_tag_cents


def ticket_security(town: TownProfile) -> int:
    """The security sent with a denial of an appearance ticket. [105], [69-10B(3)], R10, R26"""
    return town.fees.ticket_security_cents
