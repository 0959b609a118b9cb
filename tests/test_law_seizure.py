"""The redemption period of a seized dog, per kind of notice, and the day title is forfeited. R28"""

from __future__ import annotations

import dataclasses
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from doglicense.law import (
    AwaitingNotice,
    NoticeKind,
    OwnerNotice,
    RedemptionPeriod,
    TownProfile,
    is_business_day,
    is_public_holiday,
    load_town,
    redemption_period,
)

D = date.fromisoformat
PERSONAL, MAIL = NoticeKind.PERSONAL, NoticeKind.CERTIFIED_MAIL


def period(
    seized: str, notice: tuple[NoticeKind, str] | None = None, town: TownProfile | None = None
) -> date:
    given_notice = None if notice is None else OwnerNotice(notice[0], D(notice[1]))
    identified = notice is not None
    found = redemption_period(D(seized), identified=identified, notice=given_notice, town=town)
    assert isinstance(found, RedemptionPeriod)
    return found.last_day


@pytest.mark.parametrize(
    ("seized", "last_day"),
    [
        ("2026-03-04", "2026-03-09"),  # Wednesday: day 5 is a Monday
        ("2026-03-03", "2026-03-09"),  # Tuesday: day 5 is a Sunday, so Monday
        ("2026-03-02", "2026-03-09"),  # Monday: day 5 is a Saturday, so Monday
        ("2026-11-21", "2026-11-27"),  # day 5 is Thanksgiving, so Friday
        ("2026-06-29", "2026-07-06"),  # day 5 is Saturday 4 July: the weekend, then Monday
        ("2026-12-20", "2026-12-28"),  # day 5 is Christmas, a Friday, then a weekend
        ("2026-06-14", "2026-06-22"),  # day 5 is Juneteenth, a Friday, then a weekend
        ("2026-06-28", "2026-07-03"),  # day 5 is Friday 3 July: §24 keeps no Friday for 4 July
    ],
)
def test_an_unidentified_dog_is_held_five_days_from_seizure(seized: str, last_day: str) -> None:
    assert period(seized) == D(last_day)


@pytest.mark.parametrize(
    ("seized", "notice_on", "last_day"),
    [
        ("2026-03-02", "2026-03-03", "2026-03-10"),  # notice on Tuesday: day 7 is a Tuesday
        ("2026-03-02", "2026-03-02", "2026-03-09"),  # notice the day of seizure
        ("2026-10-02", "2026-10-05", "2026-10-13"),  # day 7 is Columbus day, so Tuesday
        ("2026-05-15", "2026-05-16", "2026-05-26"),  # day 7 a Saturday, then Memorial day
    ],
)
def test_an_identified_dog_is_held_seven_days_after_personal_notice(
    seized: str, notice_on: str, last_day: str
) -> None:
    assert period(seized, (PERSONAL, notice_on)) == D(last_day)


@pytest.mark.parametrize(
    ("seized", "mailed_on", "last_day"),
    [
        ("2026-03-02", "2026-03-03", "2026-03-12"),  # mailed Tuesday: day 9 is a Thursday
        ("2026-03-03", "2026-03-03", "2026-03-12"),  # mailed the day of seizure
        ("2026-11-01", "2026-11-02", "2026-11-12"),  # day 9 is Veterans' day, so Thursday
        ("2026-12-15", "2026-12-16", "2026-12-28"),  # day 9 is Christmas, then a weekend
        ("2026-06-26", "2026-06-26", "2026-07-06"),  # day 9 is a Sunday
        ("2027-06-24", "2027-06-25", "2027-07-06"),  # day 9 is Sunday 4 July, kept on Monday
    ],
)
def test_an_identified_dog_is_held_nine_days_from_the_mailing_of_certified_notice(
    seized: str, mailed_on: str, last_day: str
) -> None:
    assert period(seized, (MAIL, mailed_on)) == D(last_day)


def test_the_period_says_what_it_counted_from() -> None:
    found = redemption_period(
        D("2026-11-01"), identified=True, notice=OwnerNotice(MAIL, D("2026-11-02"))
    )
    assert found == RedemptionPeriod(
        counted_from=D("2026-11-02"),
        days=9,
        notice=MAIL,
        law_last_day=D("2026-11-11"),
        last_day=D("2026-11-12"),
    )


def test_an_identified_dog_with_no_notice_recorded_has_no_period_yet() -> None:
    found = redemption_period(D("2026-03-02"), identified=True)
    assert found == AwaitingNotice(seized_on=D("2026-03-02"))
    assert not isinstance(found, RedemptionPeriod)


def test_an_unidentified_dog_counts_from_seizure_even_with_a_notice() -> None:
    notice = OwnerNotice(MAIL, D("2026-03-06"))
    found = redemption_period(D("2026-03-04"), identified=False, notice=notice)
    assert isinstance(found, RedemptionPeriod)
    assert (found.counted_from, found.notice, found.last_day) == (
        D("2026-03-04"),
        None,
        D("2026-03-09"),
    )


def test_a_notice_before_the_seizure_is_refused() -> None:
    with pytest.raises(ValueError, match="before the seizure"):
        redemption_period(
            D("2026-03-04"), identified=True, notice=OwnerNotice(PERSONAL, D("2026-03-03"))
        )


def test_title_is_forfeited_the_day_after_the_last_day() -> None:
    found = redemption_period(D("2026-03-03"), identified=False)
    assert isinstance(found, RedemptionPeriod)
    assert found.last_day == D("2026-03-09")
    assert found.forfeited_on == D("2026-03-10")
    assert found.open_on(D("2026-03-09"))
    assert not found.open_on(D("2026-03-10"))
    assert [found.days_left(D(d)) for d in ("2026-03-03", "2026-03-08", "2026-03-09")] == [6, 1, 0]
    assert found.days_left(D("2026-03-12")) == 0


def test_without_the_business_day_reading_the_last_day_is_the_laws_count() -> None:
    clay = load_town()
    town = dataclasses.replace(
        clay, policy=dataclasses.replace(clay.policy, redemption_moves_past_closed_days=False)
    )
    assert period("2026-03-03", town=town) == D("2026-03-08")  # a Sunday
    assert period("2026-03-03", town=clay) == D("2026-03-09")


def test_the_periods_are_town_settings() -> None:
    clay = load_town()
    policy = dataclasses.replace(clay.policy, seizure_hold_days_unidentified=7)
    town: TownProfile = dataclasses.replace(clay, policy=policy)
    assert period("2026-03-04", town=town) == D("2026-03-11")


_LAW_DAYS = {None: 5, PERSONAL: 7, MAIL: 9}


@given(
    seized=st.dates(min_value=date(2026, 1, 1), max_value=date(2035, 12, 31)),
    kind=st.sampled_from([None, PERSONAL, MAIL]),
    notice_after=st.integers(min_value=0, max_value=14),
)
def test_the_last_day_is_never_before_the_laws_count_nor_a_closed_day(
    seized: date, kind: NoticeKind | None, notice_after: int
) -> None:
    notice = None if kind is None else OwnerNotice(kind, seized + timedelta(days=notice_after))
    found = redemption_period(seized, identified=kind is not None, notice=notice)
    assert isinstance(found, RedemptionPeriod)
    counted_from = seized if notice is None else notice.given_on
    law_count = counted_from + timedelta(days=_LAW_DAYS[kind])
    assert found.law_last_day == law_count
    assert found.last_day >= law_count
    assert found.last_day.weekday() < 5
    assert not is_public_holiday(found.last_day)
    # Moved only past closed days: every day from the law's count to the last is closed.
    skipped = (found.last_day - law_count).days
    assert all(not is_business_day(law_count + timedelta(days=n)) for n in range(skipped))
    assert found.forfeited_on == found.last_day + timedelta(days=1)
