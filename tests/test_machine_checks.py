"""The machine's checks on a license record, one by one (issue 16 item 4): green, amber, red."""

from __future__ import annotations

import html
from datetime import date
from typing import Any

import pytest

from doglicense.law import load_town
from doglicense.office.documents.machine_checks import (
    Check,
    EarlierUse,
    Level,
    OnFile,
    RecordFacts,
    Term,
    all_green,
    checks_of,
    dates_agree,
    legible,
    names_match,
    not_reused,
    term_covered,
)

TODAY = date(2026, 3, 10)
READING: dict[str, Any] = {
    "vaccinated": "2025-08-03",
    "expires": "2028-08-03",
    "tag": "R25699",
    "veterinarian": "James Okafor",
    "dog": "Cooper",
    "owner": "Thomas Becker",
}
ANSWERS: dict[str, Any] = {
    "rabies_proof": "certificate",
    "rabies_vaccinated_on": "2025-08-03",
    "rabies_expires_on": "2028-08-03",
}


def test_dates_that_agree_are_green() -> None:
    check = dates_agree(ANSWERS, READING)
    assert check.level is Level.GREEN and check.reason == "dates_agree"


def test_a_date_answered_differently_is_red() -> None:
    answers = {**ANSWERS, "rabies_expires_on": "2029-08-03"}
    check = dates_agree(answers, READING)
    assert check.level is Level.RED
    assert check.facts["differ"] == [
        {"field": "expires", "read": date(2028, 8, 3), "answered": date(2029, 8, 3)}
    ]


def test_a_date_not_read_is_amber() -> None:
    reading = {k: v for k, v in READING.items() if k != "expires"}
    check = dates_agree(ANSWERS, reading)
    assert check.level is Level.AMBER and check.facts["unread"] == ["expires"]


def test_a_vaccination_that_outlasts_the_term_is_green() -> None:
    term = Term(date(2027, 3, 31), capped=False, rabies_expires=date(2028, 8, 3))
    check = term_covered(term, today=TODAY, exempt=False)
    assert check.level is Level.GREEN and check.reason == "covers"


def test_a_vaccination_that_ends_within_the_term_is_not_said_to_cover_it() -> None:
    # Found walking the console: rabies valid until February 23, 2027, a license to December 31,
    # 2027 (within R13's cap), was said to be covered "the whole license term".
    term = Term(date(2027, 12, 31), capped=False, rabies_expires=date(2027, 2, 23))
    check = term_covered(term, today=TODAY, exempt=False)
    text = html.unescape(" ".join(str(_clerk_words().reason(check)).split()))  # type: ignore[attr-defined]
    assert check.level is Level.GREEN
    assert "covers the whole" not in text and "runs out before the license ends" in text
    outlasts = Term(date(2027, 3, 31), capped=False, rabies_expires=date(2028, 8, 3))
    check = term_covered(outlasts, today=TODAY, exempt=False)
    assert "covers the whole license term" in str(_clerk_words().reason(check))  # type: ignore[attr-defined]


def test_a_term_cut_at_the_r13_cap_is_green_and_says_so() -> None:
    # DOMAIN.md R13: rabies expires 2025-06-20, the license ends at the cap 2026-05-31.
    town = load_town()
    from doglicense.law.term import capped_expiry

    expiry, capped = capped_expiry(date(2026, 6, 30), date(2025, 6, 20), town)
    assert (expiry, capped) == (date(2026, 5, 31), True)
    check = term_covered(
        Term(expiry, capped, date(2025, 6, 20)), today=date(2025, 6, 15), exempt=False
    )
    assert check.level is Level.GREEN and check.reason == "capped"


def test_a_vaccination_run_out_before_today_is_amber() -> None:
    term = Term(date(2026, 11, 30), capped=True, rabies_expires=date(2026, 1, 5))
    check = term_covered(term, today=TODAY, exempt=False)
    assert check.level is Level.AMBER and check.reason == "rabies_lapsed"


def test_a_cap_already_past_is_red() -> None:
    term = Term(date(2026, 2, 28), capped=True, rabies_expires=date(2025, 3, 1))
    check = term_covered(term, today=TODAY, exempt=False)
    assert check.level is Level.RED and check.reason == "cap_past"


def test_no_rabies_date_is_red_but_an_exemption_does_not_apply() -> None:
    term = Term(date(2027, 3, 31), capped=False, rabies_expires=None)
    assert term_covered(term, today=TODAY, exempt=False).level is Level.RED
    assert term_covered(term, today=TODAY, exempt=True).level is Level.NOT_APPLICABLE


@pytest.mark.parametrize(
    ("on_record", "read"),
    [
        ("Thomas Becker", "Thomas Becker"),
        ("thomas  becker", "THOMAS BECKER"),
        ("Thomas Becker", "T. Becker"),
        ("Thomas J. Becker", "Thomas Becker"),
        ("Becker, Thomas", "Thomas Becker"),
        ("Mary Ann Lee", "Maryann Lee"),
        ("José Núñez", "Jose Nunez"),
        ("Søren Ødegård", "SOREN ODEGARD"),  # letters that are not an accent on a letter
        ("Łucja Weiß", "Lucja Weiss"),
        ("Cooper", "COOPER"),
    ],
)
def test_names_that_are_the_same_are_green(on_record: str, read: str) -> None:
    assert names_match("owner_name", on_record, read).level is Level.GREEN


@pytest.mark.parametrize(
    ("on_record", "read"),
    [
        ("Thomas Becker", "Anna Becker"),  # the same family, another person
        ("Thomas Becker", "Tomas Becker"),
        ("Cooper", "Coopr"),
    ],
)
def test_names_partly_the_same_are_amber(on_record: str, read: str) -> None:
    assert names_match("owner_name", on_record, read).level is Level.AMBER


def test_a_name_clearly_different_is_red() -> None:
    assert names_match("dog_name", "Rex", "Cooper").level is Level.RED
    assert names_match("owner_name", "Jane Smith", "Thomas Becker").level is Level.RED


def test_a_name_not_read_is_amber() -> None:
    check = names_match("dog_name", "Rex", None)
    assert check.level is Level.AMBER and check.reason == "name_not_read"


def test_a_certificate_no_other_dog_sent_is_green() -> None:
    assert not_reused([], READING).reason == "file_and_tag"
    no_tag = {k: v for k, v in READING.items() if k != "tag"}
    check = not_reused([], no_tag)
    assert check.level is Level.GREEN and check.reason == "file_only"


def test_a_certificate_another_dog_sent_before_is_red() -> None:
    earlier = [EarlierUse("L-2603-00001", "Cooper", same_file=True)]
    check = not_reused(earlier, READING)
    assert check.level is Level.RED and check.facts["uses"] == earlier


def test_a_well_read_certificate_is_legible() -> None:
    assert legible(READING).level is Level.GREEN


def test_a_certificate_read_little_or_not_at_all_is_amber() -> None:
    little = {"vaccinated": "2025-08-03", "tag": "R25699"}
    assert legible(little).reason == "little_read" and legible(little).level is Level.AMBER
    assert legible({}).reason == "nothing_read" and legible({}).level is Level.AMBER


def _facts(**changes: Any) -> RecordFacts:
    given: dict[str, Any] = {
        "answers": ANSWERS,
        "reading": READING,
        "why_not_read": "",
        "dog_name": "Cooper",
        "owner_name": "Thomas Becker",
        "term": Term(date(2027, 3, 31), capped=False, rabies_expires=date(2028, 8, 3)),
    }
    return RecordFacts(**{**given, **changes})


def _levels(checks: list[Check]) -> dict[str, Level]:
    return {check.key: check.level for check in checks}


def test_a_clean_record_is_all_green() -> None:
    checks = checks_of(_facts(), today=TODAY)
    assert set(_levels(checks)) == {"dates", "term", "dog_name", "owner_name", "reused", "legible"}
    assert all_green(checks)


def test_one_red_check_is_not_all_green() -> None:
    earlier = (EarlierUse("L-2603-00001", "Cooper", same_file=False),)
    checks = checks_of(_facts(earlier_uses=earlier), today=TODAY)
    assert _levels(checks)["reused"] is Level.RED and not all_green(checks)


def test_an_exemption_shows_which_checks_do_not_apply() -> None:
    answers = {"rabies_proof": "vet_exemption", "vet_statement_date": "2026-03-01"}
    checks = checks_of(
        _facts(
            answers=answers,
            reading=None,
            why_not_read="exemption",
            term=Term(date(2027, 3, 31), capped=False, rabies_expires=None),
        ),
        today=TODAY,
    )
    assert set(_levels(checks).values()) == {Level.NOT_APPLICABLE}
    assert {check.reason for check in checks} == {"exemption"}
    assert not all_green(checks)  # nothing was checked by machine: the clerk looks


def test_a_record_never_read_keeps_the_term_check() -> None:
    checks = checks_of(_facts(reading=None, why_not_read="not_read"), today=TODAY)
    levels = _levels(checks)
    assert levels.pop("term") is Level.GREEN
    assert set(levels.values()) == {Level.NOT_APPLICABLE}
    assert not all_green(checks)


def _every_reason() -> list[Check]:
    term = Term(date(2027, 3, 31), capped=False, rabies_expires=date(2028, 8, 3))
    capped = Term(date(2026, 11, 30), capped=True, rabies_expires=date(2026, 1, 5))
    return [
        dates_agree(ANSWERS, READING),
        dates_agree({**ANSWERS, "rabies_expires_on": None}, READING),
        dates_agree(ANSWERS, {"vaccinated": "2025-08-03"}),
        dates_agree({**ANSWERS, "rabies_read_right": True}, READING),
        dates_agree({**ANSWERS, "rabies_read_right": True}, {**READING, "dates_evidence": "x"}),
        term_covered(term, today=TODAY, exempt=False),
        term_covered(capped, today=date(2025, 12, 1), exempt=False),
        term_covered(capped, today=TODAY, exempt=False),
        term_covered(Term(date(2026, 2, 28), True, date(2025, 3, 1)), today=TODAY, exempt=False),
        term_covered(Term(date(2027, 3, 31), False, None), today=TODAY, exempt=False),
        term_covered(Term(date(2027, 3, 31), False, None), today=TODAY, exempt=True),
        names_match("dog_name", "Cooper", "Cooper"),
        names_match("dog_name", "Cooper", "Coopr"),
        names_match("dog_name", "Rex", "Cooper"),
        names_match("owner_name", "Thomas Becker", None),
        not_reused([EarlierUse("L-2603-00001", "Cooper", same_file=False)], READING),
        not_reused([], READING),
        not_reused([], {}),
        legible(READING),
        legible({"vaccinated": "2025-08-03"}),
        legible({}),
        *checks_of(_facts(reading=None, why_not_read="no_certificate"), today=TODAY),
        *checks_of(_facts(reading=None, why_not_read="not_read"), today=TODAY),
    ]


def test_every_reason_has_its_words_for_the_clerk() -> None:
    from doglicense.templates import environment

    words = environment().get_template("web/clerk/checks.html").module
    checks = _every_reason()
    assert len({check.reason for check in checks}) == 22
    for check in checks:
        said = str(words.reason(check))  # type: ignore[attr-defined]
        assert said and "_" not in said and said != check.reason.replace("_", " "), check
    differ = str(words.reason(_every_reason()[1]))  # type: ignore[attr-defined]
    assert differ == "The certificate reads the expiry date August 3, 2028; the answer is empty. "
    accepted = str(words.reason(_every_reason()[4]))  # type: ignore[attr-defined]
    assert "accepted these dates as read" in accepted and "August 3, 2025" in accepted


@pytest.mark.parametrize(
    ("previous_owner", "level", "reason"),
    [
        ("Thomas Becker", Level.GREEN, "name_previous_owner"),  # R18: the last owner's vet visit
        ("", Level.RED, "name_differs"),  # no change of owner: someone else's certificate
        ("Maria Lopez", Level.RED, "name_differs"),  # neither owner's name
    ],
)
def test_a_new_owner_s_certificate_in_the_last_owner_s_name_is_expected(
    previous_owner: str, level: Level, reason: str
) -> None:
    facts = RecordFacts(
        answers=ANSWERS,
        reading=READING,
        why_not_read="",
        dog_name="Cooper",
        owner_name="Ben Ortiz",
        term=Term(date(2027, 3, 31), capped=False, rabies_expires=date(2028, 8, 3)),
        previous_owner=previous_owner,
    )
    [owner] = [check for check in checks_of(facts, today=TODAY) if check.key == "owner_name"]
    assert (owner.level, owner.reason) == (level, reason)


def test_dates_accepted_from_a_reading_not_sure_of_them_are_amber() -> None:
    accepted = {**ANSWERS, "rabies_read_right": True}
    check = dates_agree(accepted, READING)  # read before dates were read twice: no evidence
    assert (check.level, check.reason, check.facts["accepted"]) == (
        Level.AMBER,
        "dates_echoed",
        True,
    )
    sure = dates_agree(accepted, {**READING, "dates_evidence": "two_readings"})
    assert (sure.level, sure.facts["accepted"]) == (Level.GREEN, True)
    typed = dates_agree(ANSWERS, READING)  # typed by the resident: two sources that agree
    assert (typed.level, typed.facts["accepted"]) == (Level.GREEN, False)


@pytest.mark.parametrize(
    ("on_file", "level"),
    [
        (OnFile(dog_active=True, owner_is_applicant=True, documents_sent=False), Level.GREEN),
        (OnFile(dog_active=True, owner_is_applicant=False, documents_sent=False), Level.RED),
        (OnFile(dog_active=False, owner_is_applicant=True, documents_sent=False), Level.AMBER),
        (OnFile(dog_active=True, owner_is_applicant=True, documents_sent=True), Level.AMBER),
    ],
)
def test_a_renewal_with_its_certificate_on_file_is_decided_by_the_checks_that_apply(
    on_file: OnFile, level: Level
) -> None:
    facts = RecordFacts(
        answers={"renew_dog": "000001"},
        reading=None,
        why_not_read="no_certificate",
        dog_name="Rex",
        owner_name="Jane Smith",
        term=Term(date(2028, 3, 31), False, date(2028, 6, 1)),
        on_file=on_file,
    )
    checks = checks_of(facts, today=TODAY)
    assert [(c.key, c.level) for c in checks] == [("term", Level.GREEN), ("on_file", level)]
    assert all_green(checks) is (level is Level.GREEN)


@pytest.mark.parametrize(
    ("evidence", "said"),
    [
        ("text_layer", "the PDF's own text"),
        ("two_readings", "every digit was read twice alike"),
        ("two_engines", "two OCR engines read every digit alike"),
        ("term", "the expiry is the vaccination date plus the vaccine's term exactly"),
    ],
)
def test_the_clerk_is_told_how_accepted_dates_were_known(evidence: str, said: str) -> None:
    words = _clerk_words()
    answers = {**ANSWERS, "rabies_read_right": True}
    check = dates_agree(answers, {**READING, "dates_evidence": evidence})
    assert check.level is Level.GREEN
    text = html.unescape(" ".join(str(words.reason(check)).split()))  # type: ignore[attr-defined]
    assert said in text
    others = {"the PDF's own text", "read twice alike", "two OCR engines", "term exactly"} - {said}
    assert not any(other in text for other in others if other not in said)


def test_one_date_not_read_is_compared_as_it_and_two_as_them() -> None:
    words = _clerk_words()
    one = dates_agree(ANSWERS, {"vaccinated": READING["vaccinated"]})
    two = dates_agree(ANSWERS, {})
    assert "Compare it with" in str(words.reason(one))  # type: ignore[attr-defined]
    assert "Compare them with" in str(words.reason(two))  # type: ignore[attr-defined]


def _clerk_words() -> object:
    from doglicense.templates import environment

    return environment().get_template("web/clerk/checks.html").module


def test_a_certificate_sent_before_for_a_dog_of_the_same_name_may_be_the_same_dog() -> None:
    earlier = [EarlierUse("L-2612-00001", "Bruno", same_file=True)]
    same = not_reused(earlier, READING, "bruno")
    other = not_reused(earlier, READING, "Cooper")
    assert same.level is other.level is Level.RED
    words = _clerk_words()
    assert "may be the same dog sent twice" in str(words.reason(same))  # type: ignore[attr-defined]
    assert "same dog sent twice" not in str(words.reason(other))  # type: ignore[attr-defined]
