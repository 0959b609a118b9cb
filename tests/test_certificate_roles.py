"""A certificate's words by their role on the page (issue 28): a label, a heading or the paper's
title is never a value; a date is the vaccination's only under or beside a vaccination label; a
duration is read from the option ticked; when unsure, nothing is proposed."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at


def test_a_heading_a_box_label_and_a_title_are_never_values() -> None:
    # A county clinic's receipt drawn as a text PDF: the paper's title is printed larger than
    # the department's name; the vet's section heading stands over a box labelled in words of
    # the same field, and a blank box's label over the next box's label.
    words = pdf_words(
        [
            Text(36, 30, "Onondaga County Health Department", 11),
            Text(36, 52, "Rabies Clinic - Receipt", 15, bold=True),
            Text(36, 80, "Owner", 7),
            Text(38, 94, "Mei-Ling Ortiz", 10),
            Text(36, 130, "VETERINARIAN", 8, bold=True),
            Text(36, 146, "Vaccinating Veterinarian", 7),
            Text(38, 160, "Owen Fairbanks", 10),
            Text(300, 146, "Attending Veterinarian", 7),
            Text(300, 162, "Practice Name", 7),
            Text(36, 200, "Dog's Name", 7),
            Text(36, 214, "Vaccinating Clinic", 7),
        ]
    )
    reading = read_fields(words)
    assert reading.veterinarian == "Owen Fairbanks"
    assert reading.owner == "Mei-Ling Ortiz"
    assert reading.clinic == "Onondaga County Health Department"
    assert reading.dog is None  # its box's value is the next label: left for the resident


def test_a_misread_label_is_no_value_either() -> None:
    words = [word_at("VETERINARIAN", 36, 100), word_at("Vaccimting Veterinarion", 36, 116)]
    assert read_fields(words).veterinarian is None


def test_the_vaccination_date_is_the_one_under_its_heading_not_the_lot_s_or_the_print_s() -> None:
    # A practice's table: the lot's expiry stands first on the rabies row.
    words = [
        word_at("Date printed 10/01/2026", 400, 20),
        word_at("Vaccine", 36, 100),
        word_at("Lot Expiration", 160, 100),
        word_at("Date Given", 260, 100),
        word_at("Next Due", 360, 100),
        word_at("DHPP", 36, 120),
        word_at("04/10/2027", 160, 120),
        word_at("02/15/2025", 260, 120),
        word_at("02/15/2026", 360, 120),
        word_at("Rabies (Imrab 3)", 36, 140),
        word_at("07/01/2026", 160, 140),
        word_at("03/14/2026", 260, 140),
        word_at("03/14/2029", 360, 140),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 3, 14), date(2029, 3, 14))
    # The date given misread (68 is no month): nothing, never the next column's date.
    words[11] = word_at("68/14/2626", 260, 140, certainty=0.5)
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (None, None)


def test_a_row_s_dates_under_no_heading_are_not_proposed() -> None:
    words = [word_at("Rabies (Imrab 3)", 36, 140), word_at("07/01/2026", 160, 140)]
    assert read_fields(words).vaccinated is None


def test_a_date_in_month_day_year_boxes_under_its_label() -> None:
    words = [
        word_at("Date Vaccinated", 36, 100),
        word_at("06 |27 |2026", 40, 114, height=14),
        word_at("Month", 36, 132),
        word_at("Day", 80, 132),
        word_at("Year", 120, 132),
        word_at("Lot Expiration", 300, 150),
        word_at("08/26/2027", 300, 164),
    ]
    reading = read_fields(words)
    assert reading.vaccinated == date(2026, 6, 27)
    words[1] = word_at("103 |27 |2026", 40, 114, height=14)  # a box's edge read as a figure
    assert read_fields(words).vaccinated is None


def test_the_ticked_duration_is_read_and_an_unticked_one_gives_no_expiry() -> None:
    given = [word_at("Date Vaccinated:", 36, 100), word_at("05/06/2026", 140, 100)]
    # A text PDF's tick is its own word, just left of the option it marks.
    ticked = [word_at("Good for:", 36, 130), word_at("1 yr", 100, 130), word_at("X", 140, 130)]
    ticked.append(word_at("3 yrs", 150, 130))
    reading = read_fields([*given, *ticked])
    assert (reading.duration_years, reading.expires) == (3, date(2029, 5, 6))
    reading = read_fields([*given, word_at("Good for: [X] 1 yr [ ] 3 yrs", 36, 130)])
    assert (reading.duration_years, reading.expires) == (1, date(2027, 5, 6))
    reading = read_fields([*given, word_at("Good for:", 36, 130), word_at("1 yr", 100, 130)])
    assert reading.duration_years == 1  # one option alone is what the certificate says
    unticked = [
        word_at("Good for:", 36, 130),
        word_at("1 yr", 100, 130),
        word_at("3 yrs", 150, 130),
    ]
    reading = read_fields([*given, *unticked])
    assert (reading.duration_years, reading.expires) == (None, None)
    assert reading.vaccinated == date(2026, 5, 6)


def test_a_duration_in_months_or_words() -> None:
    given = [word_at("Date Vaccinated:", 36, 100), word_at("05/06/2026", 140, 100)]
    for written in ("Rabies vaccine, 36 months", "Rabies three-year vaccine"):
        reading = read_fields([*given, word_at(written, 36, 130)])
        assert (reading.duration_years, reading.expires) == (3, date(2029, 5, 6))


def test_a_value_with_a_scrawl_just_after_it_is_left_empty() -> None:
    # A handwritten tag whose last figures came out as marks: '26-532' is not the tag.
    words = [word_at("Rabies Tag #", 36, 100), word_at("26-532", 250, 100)]
    assert read_fields(words).tag == "26-532"
    words.append(word_at("=) =)", 250 + 0.6 * 10 * 6 + 4, 100, certainty=0.3))
    assert read_fields(words).tag is None


def test_a_row_naming_rabies_twice_is_one_row() -> None:
    words = [
        word_at("Vaccine", 36, 100),
        word_at("Brand", 160, 100),
        word_at("Date", 300, 100),
        word_at("Revaccinate by", 400, 100),
        word_at("Rabies (1 yr)", 36, 120),
        word_at("Nobivac 1-Rabies", 160, 120),
        word_at("05/23/2026", 300, 120),
        word_at("05/23/2027", 400, 120),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 5, 23), date(2027, 5, 23))


def test_two_columns_headings_read_as_one_run_each_keep_their_column() -> None:
    # A photo's table: "Vacc. Date" and "Revaccinate by" read as one run of words, and the
    # lot and the date given below them as another.
    words = [
        word_at("Vaccine", 36, 100),
        word_at("Lot Vacc. Date Revaccinate by", 200, 100),
        word_at("Rabies (1 yr) Defensor 1", 36, 120),
        word_at("9764509 3/20/26", 200, 120),
    ]
    assert read_fields(words).vaccinated == date(2026, 3, 20)
