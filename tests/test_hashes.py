"""The argon2 cost: the library's defaults in service, the cheapest only for the test suite."""

from __future__ import annotations

import pytest
from argon2 import profiles
from argon2.exceptions import VerifyMismatchError

from doglicense.office.staff.hashes import TEST_COST, password_hasher


def test_a_service_hashes_at_argon2s_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TEST_COST)
    hashed = password_hasher().hash("correct horse")
    assert "$m=65536,t=3,p=4$" in hashed
    assert password_hasher().verify(hashed, "correct horse")


def test_the_suites_cheap_hashes_still_check_the_password(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TEST_COST, "cheapest")
    hasher = password_hasher()
    assert hasher.time_cost == profiles.CHEAPEST.time_cost
    hashed = hasher.hash("correct horse")
    assert hasher.verify(hashed, "correct horse")
    with pytest.raises(VerifyMismatchError):
        hasher.verify(hashed, "wrong horse")


def test_production_refuses_the_cheap_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TEST_COST, "cheapest")
    monkeypatch.setenv("ENVIRONMENT", "production")
    with pytest.raises(RuntimeError, match="production"):
        password_hasher()
