"""A rabies shot written in a sentence of a record's notes (issue 28, decision 0062): a hospital's
discharge summary names it in prose, with no label before its date. Each page is a real PDF read
back."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.layout.notes.prose import written_shot
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import boxed, pdf_words


def _summary(*notes: str) -> list[Text]:
    page = [Text(40, 40, "Brewerton Road Veterinary Clinic", 14, bold=True)]
    page += [Text(40, 60, "DISCHARGE SUMMARY", 10)]
    page += [Text(40, 80, "Patient", 7), Text(70, 80, "Hank", 8)]
    page += [Text(300, 80, "Discharged", 7), Text(345, 80, "Sep 9, 2025", 8)]
    page += [Text(40, 110, "Vaccines administered today", 7)]
    page += [Text(40, 122 + 11 * n, line, 8) for n, line in enumerate(notes)]
    page += [Text(40, 200, "Recheck", 7), Text(75, 200, "Sep 15, 2025 with Dr. Oduya", 8)]
    return page


def test_the_shot_of_the_sentence_naming_rabies_with_its_term_lot_and_tag() -> None:
    read = read_fields(
        pdf_words(
            _summary(
                "Rabies 1 year vaccine, Rabvac 1, given Sep 9, 2025; lot 854180E; tag #25-3315.",
                "DHPP booster also given; Bordetella due Sep 15, 2025.",
            )
        )
    )
    assert (read.vaccinated, read.expires) == (date(2025, 9, 9), date(2026, 9, 9))
    assert (read.lot, read.tag, read.product) == ("854180E", "25-3315", "Rabvac 1")


def test_a_sentence_run_over_two_lines_with_its_expiry_on_the_second() -> None:
    read = read_fields(
        pdf_words(
            _summary(
                "Rabies 1yr (Imrab 1), given Feb 29, 2024,",
                "expires Feb 28, 2025; lot 34X487. Bordetella due Mar 12, 2024.",
            )
        )
    )
    assert (read.vaccinated, read.expires, read.lot) == (
        date(2024, 2, 29),
        date(2025, 2, 28),
        "34X487",
    )


def test_another_vaccine_s_date_in_the_same_sentence_is_never_the_shot_s() -> None:
    read = read_fields(
        pdf_words(_summary("Rabies 3 yr given Sep 9, 2025; DHPP given Aug 1, 2025 and due soon."))
    )
    assert read.vaccinated == date(2025, 9, 9)
    # the other vaccine's named nearer the date: its own, and the rabies date alone is read
    read = read_fields(pdf_words(_summary("DHPP and Bordetella given Aug 1, 2025; no rabies.")))
    assert read.vaccinated is None


def test_what_a_sentence_does_not_say_is_left_to_the_resident() -> None:
    # two sentences naming rabies with dates: which one is this license's is a guess
    read = read_fields(
        pdf_words(_summary("Rabies given Sep 9, 2022.", "Rabies booster given Sep 9, 2025."))
    )
    assert read.vaccinated is None
    # a date no word says is the shot's
    read = read_fields(pdf_words(_summary("Rabies vaccine Rabvac 1 Sep 9, 2025.")))
    assert read.vaccinated is None
    # a tag without its "#" as read may be a "#" misread as a figure ("tag 424-9126")
    read = read_fields(pdf_words(_summary("Rabies vaccine given Sep 9, 2025; tag 424-9126.")))
    assert read.vaccinated == date(2025, 9, 9)
    assert read.tag is None


def test_a_letters_shot_on_an_ordinal_day_and_never_its_previous_one() -> None:
    # a practice's letter: this shot's day written "January 18th", the previous shot's too
    read = read_fields(
        pdf_words(
            _summary(
                "She was vaccinated against rabies on January 18th, 2025 with Imrab 3.",
                "Her previous rabies vaccination was given on 12/19/2021 (tag 62803).",
            )
        )
    )
    assert read.vaccinated == date(2025, 1, 18)
    # the previous shot alone is no shot of this license's
    read = read_fields(
        pdf_words(_summary("Her previous rabies vaccination was given on 12/19/2021."))
    )
    assert read.vaccinated is None


def test_the_expiry_in_the_sentence_after_the_shot_is_the_shot_s() -> None:
    # A vet's letter: "… vaccinated against rabies on August 16th, 2026 with Rabvac 3 … This
    # vaccination is valid through 8/16/2029." The second sentence names no rabies: it goes
    # on about the shot the first named.
    read = read_fields(
        pdf_words(
            _summary(
                "He was vaccinated against rabies on August 16th, 2026 with Rabvac 3. This",
                "vaccination is valid through 8/16/2029. He is in good health.",
            )
        )
    )
    assert (read.vaccinated, read.expires) == (date(2026, 8, 16), date(2029, 8, 16))


def test_a_next_sentence_about_another_vaccine_or_an_earlier_shot_gives_no_expiry() -> None:
    for after in (
        "The Bordetella vaccine is valid through 8/16/2027.",
        "The previous vaccination was valid through 8/16/2026.",
        "Her next wellness visit is due 8/16/2027.",
    ):
        read = read_fields(
            pdf_words(_summary("She was vaccinated against rabies on August 16th, 2026.", after))
        )
        assert read.vaccinated == date(2026, 8, 16) and read.expires != date(2027, 8, 16), after
        assert read.expires != date(2026, 8, 16), after


def test_a_second_engine_s_lines_whose_boxes_meet_are_one_paragraph() -> None:
    # RapidOCR's boxes of a letter's lines touch: y0 of one is y1 of the line above.
    words = [
        boxed("He was vaccinated against rabies on November 9th, 2023 with Rabvac 3. This",
              294, 680, 1259, 722, 1.0),
        boxed("vaccination is valid through 11/9/2026.", 297, 722, 665, 754, 1.0),
    ]  # fmt: skip
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2023, 11, 9), date(2026, 11, 9))
    # A form's short lines touching one another are no sentence run over two lines: joined,
    # the heading and the birth date would be a second sentence of rabies with a date.
    form = [
        boxed("RABIES VACCINATION CERTIFICATE", 207, 332, 710, 366, 1.0),
        boxed("DATE OF BIRTH 16-JUN-20", 207, 366, 326, 400, 1.0),
        boxed("Rabies vaccine given on 10-MAY-26", 207, 600, 700, 634, 1.0),
    ]
    assert written_shot(form).vaccinated == date(2026, 5, 10)
