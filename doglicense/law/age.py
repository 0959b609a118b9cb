"""A dog's age for licensing, and an applicant's age for owning one."""

from __future__ import annotations

from datetime import date

from doglicense.law.dates import add_months
from doglicense.law.town import TownProfile
from doglicense.law.town_file import town_or_default


def license_required_from(birth_date: date, town: TownProfile | None = None) -> date:
    """The day a dog turns 4 months and must be licensed. [69-5], [AML 109(1)(a)], R2

    A day of the month the later month lacks clamps to its last day (31 October + 4 months is
    the last day of February).
    """
    return add_months(birth_date, town_or_default(town).policy.puppy_age_months)


def needs_license(birth_date: date, today: date, town: TownProfile | None = None) -> bool:
    """Whether a dog born on ``birth_date`` must be licensed on ``today``. [69-5], R2

    A younger dog needs one only when at large, which the resident is told.
    """
    return today >= license_required_from(birth_date, town)


def age_in_years(birth: date, today: date) -> int:
    """Whole years of age on ``today``; someone born on 29 February comes of age on 1 March."""
    had_birthday = (today.month, today.day) >= (birth.month, birth.day)
    return today.year - birth.year - (0 if had_birthday else 1)


def is_adult(birth: date, today: date, town: TownProfile | None = None) -> bool:
    """Whether an applicant or adopter is 18 or older. [69-4], [69-11E], R3, R4"""
    return age_in_years(birth, today) >= town_or_default(town).policy.adult_age_years
