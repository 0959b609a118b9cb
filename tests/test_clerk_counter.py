"""What the clerk types as an amount becomes whole cents, or is refused; never a float."""

from __future__ import annotations

import pytest

from doglicense.office.desk.counter import cents_of
from doglicense.payments.counter import CounterPaymentRefused


@pytest.mark.parametrize(
    ("typed", "cents"),
    [("15", 1500), ("15.00", 1500), ("$5.00", 500), ("1,015.50", 101550), (" 0.10 ", 10)],
)
def test_amounts_as_clerks_type_them(typed: str, cents: int) -> None:
    assert cents_of(typed) == cents


@pytest.mark.parametrize(
    "typed", ["15.001", "fifteen", "", "-5", "1e3x", "NaN", "Infinity", "-0.5"]
)
def test_amounts_that_are_not_dollars_and_cents_are_refused(typed: str) -> None:
    with pytest.raises(CounterPaymentRefused):
        cents_of(typed)
