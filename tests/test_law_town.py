"""The town profile: Clay's values as DOMAIN.md gives them, and a bad profile refused on load."""

from __future__ import annotations

import copy
import tomllib
from importlib import resources
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from doglicense.law import Fees, Policy, RedemptionRates, TownProfile, load_town, parse_town


def clay_data() -> dict[str, Any]:
    text = resources.files("doglicense.towns").joinpath("clay.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def test_clay_profile_reads_as_the_town_describes_itself() -> None:
    town = load_town()
    assert town.key == "clay"
    assert town.name == "Town of Clay"
    assert town.state == "NY"
    assert town.county == "Onondaga"
    assert town.clerk_phone == "(315) 652-3800"
    assert town.clerk_office_address == "4401 State Route 31, Clay, NY 13041"
    assert town.clerk_office_hours == "Monday to Friday, 8:30 a.m. to 4:30 p.m."
    assert town.court_name == "Town of Clay Justice Court"
    assert town.court_address == town.clerk_office_address
    assert town.timezone == "America/New_York"
    assert town.tz == ZoneInfo("America/New_York")
    assert town.zip_codes_in_town == ("13041", "13090")
    assert town.zip_codes_partly_in_town == ("13088", "13212", "13029", "13027")


def test_clay_fees_are_whole_cents_from_chapter_69_and_105() -> None:
    assert load_town().fees == Fees(
        spayed_neutered_cents=500,
        spayed_neutered_state_cents=100,
        not_spayed_cents=1500,
        not_spayed_state_cents=300,
        enumeration_cents=500,
        replacement_tag_cents=300,
        ticket_security_cents=1500,
        penalty_first_cents=2500,
        penalty_second_cents=5000,
        penalty_max_cents=10000,
    )


def test_clay_redemption_fees_are_the_documented_contractor_rate_defaults() -> None:
    # [105] "Contractor's rate": placeholders until the contract's figures are entered.
    assert load_town().redemption_fees == RedemptionRates()
    assert RedemptionRates() == RedemptionRates(
        impoundment_cents=2500,
        boarding_per_day_cents=1500,
        distemper_shot_cents=2000,
        bordetella_shot_cents=2000,
        rabies_shot_cents=1500,
    )
    assert set(clay_data()["redemption_fees"]) == set(RedemptionRates.__dataclass_fields__)


def test_an_omitted_redemption_fee_takes_its_documented_default() -> None:
    town = parse_town("clay", _edit("redemption_fees.rabies_shot_cents", _DELETE))
    assert town.redemption_fees.rabies_shot_cents == 1500


def test_clay_policy_is_every_default_of_domain_md() -> None:
    policy = load_town().policy
    assert policy == Policy()
    assert policy.waive_enumeration_for_exempt is True
    assert policy.report_days == 10
    assert policy.ticket_answer_days == 5
    assert policy.seizure_hold_days_unidentified == 5
    assert policy.seizure_hold_days_after_personal_notice == 7
    assert policy.seizure_hold_days_after_mailing == 9
    assert policy.redemption_moves_past_closed_days is True
    assert policy.boarding_counts_seizure_day is False
    assert policy.prior_violation_years == 5
    assert policy.puppy_age_months == 4
    assert policy.adult_age_years == 18
    assert policy.rabies_cap_months == 11
    assert policy.license_term_years == 1
    assert policy.renewal_continues_from_old_expiry is True
    assert policy.exempt_surcharge_paid_by_town is True
    assert policy.reminder_days_before == (30, 7, 0)
    assert policy.reminder_days_after_lapse == (14,)
    assert policy.reminder_hour == 9
    assert policy.ticket_code_attempts == 5
    assert policy.checkout_expiry_minutes == 60
    assert policy.max_upload_bytes == 10 * 1024 * 1024


def test_the_clay_file_sets_every_policy_itself() -> None:
    assert set(clay_data()["policy"]) == set(Policy.__dataclass_fields__)


def test_exempt_types_of_69_15_in_order() -> None:
    town = load_town()
    assert town.exempt_types == (
        ("guide", "Guide Dog"),
        ("hearing", "Hearing Dog"),
        ("service", "Service Dog"),
        ("war", "War Dog"),
        ("working_search", "Working Search Dog"),
        ("detection", "Detection Dog"),
        ("police_work", "Police Work Dog"),
        ("therapy", "Therapy Dog"),
    )
    assert town.exempt_label("working_search") == "Working Search Dog"
    with pytest.raises(ValueError, match="unknown exempt dog type 'show'"):
        town.exempt_label("show")


def test_load_town_is_read_once_and_frozen() -> None:
    town = load_town("clay")
    assert load_town("clay") is town
    assert load_town() is load_town()
    assert load_town() == town
    assert hash(load_town()) == hash(town)
    with pytest.raises(AttributeError):
        town.name = "Elsewhere"  # type: ignore[misc]


def test_parse_town_builds_the_same_profile_as_load_town() -> None:
    assert parse_town("clay", clay_data()) == load_town()
    assert isinstance(load_town(), TownProfile)


@pytest.mark.parametrize("key", ["atlantis", "../clay", "Clay", ""])
def test_unknown_or_malformed_town_key_is_refused(key: str) -> None:
    with pytest.raises(ValueError, match="town"):
        load_town(key)


_DELETE = object()


def _edit(path: str, value: Any) -> dict[str, Any]:
    data = copy.deepcopy(clay_data())
    *tables, name = path.split(".")
    target = data
    for table in tables:
        target = target[table]
    if value is _DELETE:
        del target[name]
    else:
        target[name] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("fees.replacement_tag_cents", -300, "replacement_tag_cents must not be negative"),
        ("fees.spayed_neutered_state_cents", 600, "spayed_neutered_state_cents .600. exceeds"),
        ("fees.not_spayed_state_cents", 1600, "not_spayed_state_cents .1600. exceeds"),
        ("fees.not_spayed_cents", 15.0, "whole cents"),
        ("fees.enumeration_cents", True, "whole cents"),
        ("fees.enumeration_cents", _DELETE, "missing enumeration_cents"),
        ("fees.licence_cents", 500, "unknown setting.s. licence_cents"),
        ("fees.penalty_second_cents", 20000, "penalties must rise"),
        ("redemption_fees.boarding_per_day_cents", -1, "boarding_per_day_cents must not be neg"),
        ("redemption_fees.impoundment_cents", 25.0, "impoundment_cents must be whole cents"),
        ("redemption_fees.rabies_shot_cents", True, "rabies_shot_cents must be whole cents"),
        ("redemption_fees.microchip_cents", 100, "unknown setting.s. microchip_cents"),
        ("redemption_fees", _DELETE, "missing table .redemption_fees."),
        ("policy.report_days", 0, "report_days must be at least 1"),
        ("policy.seizure_hold_days_after_mailing", 0, "after_mailing must be at least 1"),
        ("policy.redemption_moves_past_closed_days", "yes", "must be true or false"),
        ("policy.report_days", -1, "report_days must be a whole number"),
        ("policy.report_days", "10", "report_days must be a whole number"),
        ("policy.waive_enumeration_for_exempt", 1, "must be true or false"),
        ("policy.reminder_days_before", [30, -7], "list of whole numbers"),
        ("policy.reminder_hour", 24, "reminder_hour must be an hour"),
        ("policy.grace_days", 3, "unknown setting.s. grace_days"),
        ("timezone", "America/Clay", "unknown time zone"),
        ("state", "NJ", "no public-holiday calendar for the state 'NJ'"),
        ("name", "", "name must be a non-empty string"),
        ("clerk.phone", _DELETE, "phone must be a non-empty string"),
        ("court", _DELETE, "missing table .court."),
        ("court.return_dates_set_by", "judge", "return_dates_set_by must be .court. or .clerk."),
        ("zip_codes.in_town", ["1304"], "five-digit ZIP"),
        ("zip_codes.partly_in_town", ["13041"], "both wholly and partly"),
        ("exempt_types", [], "at least one type"),
        ("exempt_types", [{"key": "war", "label": "A"}, {"key": "war", "label": "B"}], "repeat"),
        ("mayor", "someone", "unknown setting.s. mayor"),
    ],
)
def test_a_bad_profile_is_refused_with_a_clear_message(path: str, value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_town("clay", _edit(path, value))


def test_an_omitted_policy_takes_the_domain_default() -> None:
    town = parse_town("clay", _edit("policy.rabies_cap_months", _DELETE))
    assert town.policy.rabies_cap_months == 11


def test_office_hours_are_written_for_each_language_and_english_is_the_default() -> None:
    town = load_town()
    assert town.office_hours("es") == "de lunes a viernes, de 8:30 a 16:30"
    assert town.office_hours("en") == town.office_hours("fr") == town.clerk_office_hours


def test_office_hours_in_a_language_must_be_words() -> None:
    data = clay_data()
    data["clerk"]["office_hours_es"] = ""
    with pytest.raises(ValueError, match="office_hours_es"):
        parse_town("clay", data)
    data["clerk"]["office_hours_spanish"] = "lunes"
    del data["clerk"]["office_hours_es"]
    with pytest.raises(ValueError, match="unknown setting"):
        parse_town("clay", data)


def test_a_town_that_hands_tags_out_at_the_office_says_so_in_its_profile() -> None:
    """[policy] tags_mailed (issue 32, item 11): Clay mails tags; another town may not."""
    assert load_town().policy.tags_mailed is True
    assert parse_town("clay", _edit("policy.tags_mailed", False)).policy.tags_mailed is False
    with pytest.raises(ValueError, match="tags_mailed must be true or false"):
        parse_town("clay", _edit("policy.tags_mailed", "pickup"))
