"""Decision 0095, each rule on a page drawn by hand: a park pass's captions under its values
(nearer the value over them than the next value under), its record's sentences beside a tag and
a caption read as one line; a titer report's submitting doctor and practice beside a column of
where the shot was given, its latest shot above the day it was reported; an incident report's
two dogs, each its owner's."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from doglicense.office.documents.certificate_words import dates_in
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at

_RECORD = (
    "Mochi was vaccinated against rabies on 02/17/2026 by Dr. Miranda Nakamura.",
    "The vaccination is current until 02/17/2027. Rabies tag 26-8783.",
    "Certificate uploaded 11/29/2026 and checked by parks staff.",
)

_NAMED = (  # a report writer's months: "Sept. 24, 2026"
    "Mochi was vaccinated against rabies on Sept. 24, 2026 at Fulton Veterinary Clinic.",
    "The vaccination is current until Sept. 24, 2027. Rabies tag 26-8144.",
)


def _pass(*, record: bool = True, due: str = "02/17/2027") -> list[Segment]:
    """A county park's dog park pass, each caption 17 pixels under its value and 30 over the
    next value, and the registration record's sentences under it."""
    words = [
        word_at("ONONDAGA COUNTY PARKS - DOG PARK PASS", 525, 152, 24),
        word_at("Jan 1 - Dec 31, 2026", 460, 305, 25),
        word_at("DP26-6889", 950, 304, 22),
        word_at("Season", 460, 343, 13),
        word_at("Pass no.", 949, 343, 14),
        word_at("Mochi", 461, 391, 24),
        word_at("Havanese", 949, 395, 20),
        word_at("Dog", 461, 432, 18),
        word_at("Breed", 949, 432, 14),
        word_at("Maureen Falcone", 461, 480, 24),
        word_at(due, 949, 480, 27),
        word_at("Permit holder", 461, 520, 14),
        word_at("Rabies valid through", 949, 520, 19),
    ]
    if record:
        words += [word_at("Registration record", 118, 798, 37)]
        lines = _RECORD if due[0].isdigit() else _NAMED
        words += [word_at(line, 116, 954 + 42 * n, 27) for n, line in enumerate(lines)]
    return words


def test_a_pass_s_captions_under_their_values_name_the_dog_and_its_holder() -> None:
    reading = read_fields(_pass(record=False))
    assert (reading.dog, reading.owner) == ("Mochi", "Maureen Falcone")


def test_a_record_s_sentence_gives_the_shot_beside_a_tag_and_a_caption() -> None:
    """ "Rabies tag 26-8783" has no month "tag"; "02/17/2027" over "Rabies valid through",
    read as one short line, says nothing of the shot: neither hides the record's sentence."""
    reading = read_fields(_pass())
    assert (reading.vaccinated, reading.expires) == (date(2026, 2, 17), date(2027, 2, 17))
    assert reading.veterinarian == "Miranda Nakamura"


def test_a_pass_s_named_month_over_its_caption_hides_no_sentence() -> None:
    """ "Sept. 24, 2027" over "Rabies valid through": six words, but three of them the date's."""
    reading = read_fields(_pass(due="Sept. 24, 2027"))
    assert (reading.vaccinated, reading.expires) == (date(2026, 9, 24), date(2027, 9, 24))
    assert reading.clinic == "Fulton Veterinary Clinic"


def test_a_laboratory_s_year_first_dates_with_the_month_named() -> None:
    assert dates_in("2026-Jun-28") == [date(2026, 6, 28)]
    assert dates_in("2026-Tag-28") == []


def test_two_sentences_giving_shots_are_still_a_guess() -> None:
    words = [
        word_at("Ursa: rabies vaccine given 6/12/2025, good through 6/12/2028.", 52, 300, 9),
        word_at("Chester: rabies vaccine given 1/4/2025, good through 1/4/2026.", 52, 316, 9),
    ]
    assert read_fields(words).vaccinated is None


def _titer(given_at: str | None) -> list[Segment]:
    """A laboratory's FAVN titer report: who submitted the sample, and its table of the shots
    on file, with (or without) a column of where each was given."""
    words = [
        word_at("Great Plains Veterinary Diagnostic Lab - Rabies Unit", 40, 50, 14),
        word_at("Submitted by:", 40, 100, 8),
        word_at("Dr. Alistair Thorne", 120, 100, 9),
        word_at("Practice:", 40, 116, 8),
        word_at("Mobile Vet Services of CNY", 120, 116, 9),
        word_at("Owner:", 330, 100, 8),
        word_at("Regina St. Pierre", 390, 100, 9),
        word_at("Dose", 44, 230, 8),
        word_at("Date given", 120, 230, 8),
        word_at("Vaccine", 210, 230, 8),
        word_at("Duration / due", 490, 230, 8),
        word_at("Most recent", 44, 248, 8),
        word_at("04/02/2026", 120, 248, 8),
        word_at("Imrab 1 TF", 210, 248, 8),
        word_at("04/02/2027", 490, 248, 8),
        word_at("Previous", 44, 266, 8),
        word_at("03/24/2023", 120, 266, 8),
        word_at("Rabvac 3 TF", 210, 266, 8),
        word_at("03/24/2026", 490, 266, 8),
        word_at("Reported 7/17/2026", 40, 480, 8),
    ]
    if given_at is not None:
        words.append(word_at("Given at", 322, 230, 8))
        if given_at:
            words.append(word_at(given_at, 322, 248, 8))
    return words


def test_a_titer_s_submitter_is_not_the_shot_s_where_a_column_says_where() -> None:
    placed = read_fields(_titer("Lakeview Pet Clinic"))
    assert (placed.veterinarian, placed.clinic) == (None, "Lakeview Pet Clinic")
    blank = read_fields(_titer(""))
    assert (blank.veterinarian, blank.clinic) == (None, None)


def test_a_titer_without_that_column_keeps_its_submitter() -> None:
    """Decision 0082: "Submitted by: Dr. …" on a titer report naming no place for the shot."""
    assert read_fields(_titer(None)).veterinarian == "Alistair Thorne"


def _bite(first: tuple[str, str], second: tuple[str, str]) -> list[Segment]:
    """A daycare's incident report: the dogs involved, each its owner's, in a table."""
    words = [
        word_at("Dogs involved", 41, 136, 11),
        word_at("Dog", 45, 159, 7),
        word_at("Owner", 144, 159, 6),
        word_at("Breed", 275, 159, 6),
        word_at("Role", 405, 159, 6),
    ]
    for n, ((dog, owner), breed, role) in enumerate(
        ((first, "Miniature Schnauzer", "bitten"), (second, "Whippet", "bit the other dog"))
    ):
        y = 177 + 18 * n
        words += [word_at(dog, 45, y, 7), word_at(owner, 144, y, 7)]
        words += [word_at(breed, 275, y, 7), word_at(role, 405, y, 7)]
    return words


def test_two_owners_dogs_in_a_table_name_neither_dog_nor_owner() -> None:
    reading = read_fields(_bite(("Ursa", "Renée Amato"), ("Chester", "Pierre-Luc Iacovelli")))
    assert (reading.dog, reading.owner) == (None, None)


def test_a_vaccine_list_s_one_practice_on_every_row_is_still_read() -> None:
    words = [
        word_at("Vaccine", 125, 1200, 19),
        word_at("Given", 440, 1200, 19),
        word_at("Due", 718, 1200, 19),
        word_at("Clinic", 969, 1200, 19),
        word_at("Status", 1471, 1200, 19),
    ]
    for n, (shot, given, due) in enumerate(
        (("Rabies", "Mar 3, 2026", "Mar 3, 2027"), ("DHPP", "Sep 4, 2025", "Sep 4, 2028"))
    ):
        y = 1258 + 64 * n
        words += [word_at(shot, 125, y, 20), word_at(given, 440, y, 24)]
        words += [word_at(due, 718, y, 24), word_at("Lakeshore Veterinary Associates", 969, y, 24)]
        words.append(word_at("Current", 1471, y, 17))
    assert read_fields(words).clinic == "Lakeshore Veterinary Associates"


def test_a_titer_s_latest_shot_beside_the_day_it_was_reported() -> None:
    """ "Reported 7/17/2026" under the table, in its column of dates, is the report's day."""
    reading = read_fields(_titer("Lakeview Pet Clinic"))
    assert (reading.vaccinated, reading.expires) == (date(2026, 4, 2), date(2027, 4, 2))


def test_the_second_engine_gives_no_shot_where_two_dogs_lines_each_give_one() -> None:
    """Tesseract reads both dogs' lines, the second engine only the first dog's ("Sat7/11/2026"
    run together in the other): the first dog's shot is no more the resident's dog's."""
    lines = (
        "Gus: rabies vaccine given Mon 3/17/2025, good through Fri 3/17/2028.",
        "Noël: rabies vaccine given Sat 7/11/2026, good through Sun 7/11/2027.",
    )
    first = tuple(word_at(t, 150, 505 + 22 * n, 12, 0.9) for n, t in enumerate(lines))
    seconds = ("Gus: rabies vaccine given Mon 3/17/2025,good through Fri 3/17/2028.",
               "Noel:rabies vaccine given Sat7/11/2026,good through Sun7/11/2027.")  # fmt: skip
    second = tuple(word_at(t, 150, 505 + 22 * n, 12, 1.0) for n, t in enumerate(seconds))
    reading = second_engine.fields_of(PageText(first, "ocr", second))
    assert (reading.vaccinated, reading.expires) == (None, None)
