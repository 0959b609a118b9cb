"""How long a license runs: its expiry, the rabies cap on it, and renewals."""

from __future__ import annotations

from datetime import date

from doglicense.law.dates import add_months, add_years, month_end
from doglicense.law.town import TownProfile
from doglicense.law.town_file import town_or_default


def license_expiry(
    issued: date,
    *,
    vet_exemption_date: date | None = None,
    town: TownProfile | None = None,
) -> date:
    """The last day of the issue month, one term later. [69-8], [AML 109(1)(a)], R11, R12

    The issue day is not counted [General Construction Law §20] and 29 February rolls to
    28 February. With a veterinarian's statement that vaccination would endanger the dog's
    life, the year counts from the statement's date (R12).
    """
    start = issued
    if vet_exemption_date is not None:
        if vet_exemption_date > issued:
            raise ValueError(
                f"veterinarian's statement dated {vet_exemption_date} is after the issue date "
                f"{issued}"
            )
        start = vet_exemption_date
    return month_end(add_years(start, town_or_default(town).policy.license_term_years))


def rabies_cap(rabies_expires: date, town: TownProfile | None = None) -> date:
    """The last day a license may run: the end of the 11th month after the rabies
    vaccination's expiry month. [AML 109(1)(a)], R13
    """
    months = town_or_default(town).policy.rabies_cap_months
    return month_end(add_months(rabies_expires.replace(day=1), months))


def capped_expiry(
    expiry: date, rabies_expires: date | None, town: TownProfile | None = None
) -> tuple[date, bool]:
    """``expiry``, or the rabies cap when it comes first; and whether it was capped.
    [AML 109(1)(a)], R13

    ``rabies_expires`` is None for a dog with a veterinarian's exemption statement (R5).
    """
    if rabies_expires is None:
        return expiry, False
    cap = rabies_cap(rabies_expires, town)
    if expiry > cap:
        return cap, True
    return expiry, False


def renewal_expiry(old_expiry: date, renewed_on: date, town: TownProfile | None = None) -> date:
    """The expiry of a renewed license. [policy] R14, [69-8]

    Renewed on or before the old expiry: one term after the old expiry, at its month end.
    Renewed after the license lapsed: as a new license issued on the renewal date.
    """
    town = town_or_default(town)
    policy = town.policy
    if renewed_on <= old_expiry and policy.renewal_continues_from_old_expiry:
        return month_end(add_years(old_expiry, policy.license_term_years))
    return license_expiry(renewed_on, town=town)
