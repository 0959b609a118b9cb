"""A puppy's licensing age and an applicant's coming of age. R2-R4"""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.law import age_in_years, is_adult, license_required_from, needs_license

D = date.fromisoformat


@pytest.mark.parametrize(
    ("born", "required_from"),
    [
        ("2026-10-31", "2027-02-28"),  # clamped to February's last day
        ("2027-10-31", "2028-02-29"),
        ("2026-01-15", "2026-05-15"),
        ("2026-08-31", "2026-12-31"),
        ("2026-09-30", "2027-01-30"),
    ],
)
def test_r2_license_required_from_the_day_it_turns_four_months(
    born: str, required_from: str
) -> None:
    assert license_required_from(D(born)) == D(required_from)


@pytest.mark.parametrize(
    ("born", "today", "needed"),
    [
        ("2026-01-15", "2026-05-14", False),
        ("2026-01-15", "2026-05-15", True),
        ("2026-10-31", "2027-02-27", False),
        ("2026-10-31", "2027-02-28", True),
        ("2020-06-01", "2026-06-01", True),
    ],
)
def test_r2_needs_license(born: str, today: str, needed: bool) -> None:
    assert needs_license(D(born), D(today)) is needed


@pytest.mark.parametrize(
    ("born", "today", "years"),
    [
        ("2008-03-10", "2026-03-09", 17),
        ("2008-03-10", "2026-03-10", 18),
        ("2008-02-29", "2026-02-28", 17),
        ("2008-02-29", "2026-03-01", 18),
        ("2026-01-01", "2026-01-01", 0),
    ],
)
def test_age_in_years(born: str, today: str, years: int) -> None:
    assert age_in_years(D(born), D(today)) == years


@pytest.mark.parametrize(
    ("born", "today", "adult"),
    [("2008-03-10", "2026-03-09", False), ("2008-03-10", "2026-03-10", True)],
)
def test_r4_applicant_must_be_eighteen(born: str, today: str, adult: bool) -> None:
    assert is_adult(D(born), D(today)) is adult
