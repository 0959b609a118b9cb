"""When renewing is due (the first renewal reminder's day) and what renewing early covers."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from doglicense.law import EarlyRenewal, early_renewal, load_town, renewal_due_from

CLAY = load_town()


def test_renewal_is_due_from_the_first_reminder_thirty_days_before() -> None:
    assert renewal_due_from(date(2027, 3, 31), CLAY) == date(2027, 3, 1)


def test_a_town_with_other_reminders_is_due_from_its_own_first() -> None:
    policy = replace(CLAY.policy, reminder_days_before=[14, 0], reminder_days_after_lapse=[7])
    assert renewal_due_from(date(2027, 3, 31), replace(CLAY, policy=policy)) == date(2027, 3, 17)
    none = replace(CLAY.policy, reminder_days_before=[], reminder_days_after_lapse=[])
    assert renewal_due_from(date(2027, 3, 31), replace(CLAY, policy=none)) == date(2027, 3, 31)


def test_early_renewal_continues_from_the_old_expiry_until_the_reminder() -> None:
    # Licensed 2026-03-10, expiring 2027-03-31; renewing the same day runs on from April 1 (R14).
    early = early_renewal(date(2027, 3, 31), date(2026, 3, 10), date(2028, 6, 1), CLAY)
    assert early == EarlyRenewal(date(2027, 4, 1), date(2028, 3, 31), None)
    assert early_renewal(date(2027, 3, 31), date(2027, 2, 28), date(2028, 6, 1), CLAY) is not None
    assert early_renewal(date(2027, 3, 31), date(2027, 3, 1), date(2028, 6, 1), CLAY) is None


def test_early_renewal_names_the_rabies_cap_that_cuts_it_short() -> None:
    # R13: a certificate ending 2026-12-01 caps any license at 2027-11-30.
    early = early_renewal(date(2027, 3, 31), date(2026, 3, 10), date(2026, 12, 1), CLAY)
    assert early == EarlyRenewal(date(2027, 4, 1), date(2028, 3, 31), date(2027, 11, 30))
    exempt = early_renewal(date(2027, 3, 31), date(2026, 3, 10), None, CLAY)
    assert exempt is not None and exempt.rabies_cap is None  # a vet's exemption: no cap
