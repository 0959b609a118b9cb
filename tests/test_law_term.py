"""The license term: expiry, the rabies cap and renewals. R11-R14"""

from __future__ import annotations

import dataclasses
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from doglicense.law import (
    add_months,
    capped_expiry,
    license_expiry,
    load_town,
    month_end,
    rabies_cap,
    renewal_expiry,
)

D = date.fromisoformat
dates = st.dates(min_value=date(1990, 1, 1), max_value=date(2100, 12, 31))


@pytest.mark.parametrize(
    ("day", "end"),
    [
        ("2025-03-10", "2025-03-31"),
        ("2024-02-01", "2024-02-29"),
        ("2025-02-28", "2025-02-28"),
        ("2025-04-30", "2025-04-30"),
        ("2025-12-01", "2025-12-31"),
    ],
)
def test_month_end(day: str, end: str) -> None:
    assert month_end(D(day)) == D(end)


@pytest.mark.parametrize(
    ("issued", "expires"),
    [
        ("2025-03-10", "2026-03-31"),
        ("2025-03-01", "2026-03-31"),
        ("2024-02-29", "2025-02-28"),
        ("2023-02-28", "2024-02-29"),
        ("2024-12-31", "2025-12-31"),
    ],
)
def test_r11_table(issued: str, expires: str) -> None:
    assert license_expiry(D(issued)) == D(expires)
    assert license_expiry(D(issued), town=load_town()) == D(expires)


def test_r12_year_counts_from_the_veterinarians_statement() -> None:
    assert license_expiry(D("2025-05-02"), vet_exemption_date=D("2025-04-20")) == D("2026-04-30")


def test_r12_statement_dated_after_issue_is_refused() -> None:
    with pytest.raises(ValueError, match="after the issue date"):
        license_expiry(D("2025-05-02"), vet_exemption_date=D("2025-05-03"))


def test_a_longer_term_from_the_town_profile() -> None:
    clay = load_town()
    town = dataclasses.replace(clay, policy=dataclasses.replace(clay.policy, license_term_years=3))
    assert license_expiry(D("2025-03-10"), town=town) == D("2028-03-31")


def test_r13_rabies_cap_example() -> None:
    assert rabies_cap(D("2025-06-20")) == D("2026-05-31")
    normal = license_expiry(D("2025-06-15"))
    assert normal == D("2026-06-30")
    assert capped_expiry(normal, D("2025-06-20")) == (D("2026-05-31"), True)


@pytest.mark.parametrize(
    ("rabies_expires", "cap"),
    [
        ("2025-06-01", "2026-05-31"),
        ("2025-06-30", "2026-05-31"),
        ("2025-03-15", "2026-02-28"),
        ("2027-03-31", "2028-02-29"),
        ("2025-01-10", "2025-12-31"),
    ],
)
def test_rabies_cap_is_the_end_of_the_eleventh_month_after(rabies_expires: str, cap: str) -> None:
    assert rabies_cap(D(rabies_expires), load_town()) == D(cap)


def test_capped_expiry_leaves_an_expiry_inside_the_cap() -> None:
    assert capped_expiry(D("2026-03-31"), D("2027-01-15")) == (D("2026-03-31"), False)
    assert capped_expiry(D("2026-05-31"), D("2025-06-20")) == (D("2026-05-31"), False)


def test_capped_expiry_without_rabies_certificate_is_not_capped() -> None:
    assert capped_expiry(D("2026-04-30"), None) == (D("2026-04-30"), False)


@pytest.mark.parametrize(
    ("old_expiry", "renewed_on", "new_expiry"),
    [
        ("2026-12-31", "2026-12-10", "2027-12-31"),  # R14 example
        ("2026-12-31", "2026-12-31", "2027-12-31"),  # on the last day: still continues
        ("2026-12-31", "2026-10-02", "2027-12-31"),
        ("2027-02-28", "2027-02-01", "2028-02-29"),
        ("2026-12-31", "2027-01-01", "2028-01-31"),  # lapsed: counts from the renewal
        ("2026-12-31", "2027-03-15", "2028-03-31"),
    ],
)
def test_r14_renewal(old_expiry: str, renewed_on: str, new_expiry: str) -> None:
    assert renewal_expiry(D(old_expiry), D(renewed_on)) == D(new_expiry)


def test_renewal_counts_from_renewal_date_when_policy_says_so() -> None:
    clay = load_town()
    policy = dataclasses.replace(clay.policy, renewal_continues_from_old_expiry=False)
    town = dataclasses.replace(clay, policy=policy)
    assert renewal_expiry(D("2026-12-31"), D("2026-12-10"), town) == D("2027-12-31")
    assert renewal_expiry(D("2026-12-31"), D("2026-11-10"), town) == D("2027-11-30")


@given(issued=dates)
def test_expiry_is_always_a_month_end(issued: date) -> None:
    expiry = license_expiry(issued)
    assert (expiry + timedelta(days=1)).day == 1


@given(issued=dates)
def test_expiry_is_never_earlier_than_eleven_months_after_issue(issued: date) -> None:
    expiry = license_expiry(issued)
    assert expiry >= add_months(issued, 11)
    assert expiry >= add_months(issued, 12)  # a full year, in fact
    assert expiry < add_months(issued.replace(day=1), 13)


@given(issued=dates, rabies_expires=dates)
def test_capped_expiry_is_never_later_than_the_rabies_cap(
    issued: date, rabies_expires: date
) -> None:
    normal = license_expiry(issued)
    expiry, capped = capped_expiry(normal, rabies_expires)
    cap = rabies_cap(rabies_expires)
    assert expiry <= cap
    assert expiry <= normal
    assert capped == (normal > cap)
    assert (expiry + timedelta(days=1)).day == 1


@given(old_expiry=dates, renewed_on=dates)
def test_renewal_never_ends_before_the_old_expirys_month_end(
    old_expiry: date, renewed_on: date
) -> None:
    new_expiry = renewal_expiry(old_expiry, renewed_on)
    assert new_expiry >= month_end(old_expiry)
    assert (new_expiry + timedelta(days=1)).day == 1
