"""Decision 0093's rules on the thirty-fifth set's kinds of paper, drawn here by hand:
- a pet waste service's web sign-up: each question over its answer ("Date of last rabies
  vaccine", "Rabies expiration date (if known)", "Your name");
- a dental report card: "ALSO DONE TODAY" dates the shot by the "Procedure date", its doctor
  the shot's vet; a shot "also done this year" on another day is not that doctor's; its note's
  "New rabies tag no. T35642 is …" names the tag; "14 Sep 26" is a date, "given Tue 10/20/2026"
  the day given;
- a herding release's ruled table ("Rabies vaccine given", "Dog's call name"; its "Handler" the
  keeper though the release names the farm's "owners") and a dog wash's "Rabies shot" beside
  their pen answers;
- a ringed "1 yr  3 yr" that Tesseract lost under its ring counts no expiry;
- a pen's 2 read 'z' by the second engine is held against Tesseract's reading."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from doglicense.office.documents.certificate_words import dates_in
from doglicense.office.documents.layout.figures.pen import mended
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import boxed, pdf_words, word_at


def _sign_up(shot: str, due: str) -> list[Text]:
    questions = [
        ("Your name", "Frederick Núñez", "Mobile phone", "315-511-1293"),
        ("Dog's name", "Lulu", "Breed", "Shih Tzu"),
        ("Date of last rabies vaccine", shot, "Rabies expiration date (if known)", due),
        ("Rabies tag number (optional)", "", "Your veterinarian (optional)", ""),
    ]
    page = [Text(54, 70, "Scoop Troop of CNY", 14, bold=True)]
    for n, (left, answer, right, other) in enumerate(questions):
        y = 110 + 34 * n
        page += [Text(54, y, left, 6, bold=True), Text(260, y, right, 6, bold=True)]
        page += [Text(59, y + 14, answer, 8)] if answer else []
        page += [Text(264, y + 14, other, 8)] if other else []
    return page


def test_a_sign_up_s_questions_stand_over_their_answers() -> None:
    read = read_fields(pdf_words(_sign_up("2026-11-13", "2029-11-13")))
    assert (read.vaccinated, read.expires) == (date(2026, 11, 13), date(2029, 11, 13))
    assert (read.owner, read.dog) == ("Frederick Núñez", "Lulu")


def _dental(done: str, shot: str, tag: str = "") -> list[Text]:
    return [
        Text(66, 80, "Lakeshore Veterinary Dentistry", 14, bold=True),
        Text(350, 80, "Dental Report Card", 10, bold=True),
        Text(54, 125, "Patient:", 7, bold=True),
        Text(130, 125, "Chloé", 7),
        Text(267, 125, "Owner:", 7, bold=True),
        Text(343, 125, "Horace Brzezinski", 7),
        Text(54, 138, "Procedure date:", 7, bold=True),
        Text(130, 138, "Tue 10/27/2026", 7),
        Text(267, 138, "Doctor:", 7, bold=True),
        Text(343, 138, "Dr. Jonah Pemberton", 7),
        Text(54, 180, "Periodontal grade: Grade 2 - early periodontitis", 7, bold=True),
        Text(54, 194, "Carprofen 75 mg: 1/2 tablet twice daily through Sun 11/1/2026.", 7),
        Text(60, 230, done, 7, bold=True),
        Text(61, 244, shot, 7),
        *([Text(61, 256, tag, 7)] if tag else []),
        Text(54, 290, "Suture check:", 7, bold=True),
        Text(115, 290, "Tue 11/10/2026", 7),
        Text(252, 290, "Next cleaning:", 7, bold=True),
        Text(313, 290, "Wed 10/27/2027", 7),
    ]


def test_a_shot_done_today_is_the_procedure_s_and_its_doctor_s() -> None:
    page = _dental(
        "ALSO DONE TODAY",
        "Rabies vaccine (Rabvac 3 TF) given - a 3-year vaccine.",
        "New rabies tag no. T35642 is on your receipt envelope.",
    )
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 10, 27), date(2029, 10, 27))
    assert (read.tag, read.veterinarian) == ("T35642", "Jonah Pemberton")


def test_a_shot_done_another_day_is_not_the_visit_doctor_s() -> None:
    shot = "Rabies vaccine (Rabvac 3 TF) given 14 Sep 26; next due 14 Sep 29."
    read = read_fields(pdf_words(_dental("ALSO DONE THIS YEAR", shot)))
    assert (read.vaccinated, read.expires) == (date(2026, 9, 14), date(2029, 9, 14))
    assert read.veterinarian is None
    named = "Rabies vaccine (Rabvac 3 TF) given 14 Sep 26 by Dr. Ana Ruiz; next due 14 Sep 29."
    assert read_fields(pdf_words(_dental("ALSO DONE THIS YEAR", named))).veterinarian == "Ana Ruiz"


def test_a_weekday_before_the_shot_s_date_says_nothing() -> None:
    shot = "Rabies vaccine (Rabvac 1) given Tue 10/20/2026 - a 1-year vaccine."
    read = read_fields(pdf_words(_dental("ALSO DONE THIS YEAR", shot)))
    assert (read.vaccinated, read.expires) == (date(2026, 10, 20), date(2027, 10, 20))
    assert read.veterinarian is None  # given a week before the procedure's day


def test_a_day_month_and_two_figure_year_is_a_date_and_a_weight_is_not() -> None:
    assert dates_in("given 14 Sep 26; next due 14 Sep 29") == [date(2026, 9, 14), date(2029, 9, 14)]
    assert dates_in("Procedure date: 1 Nov 26") == [date(2026, 11, 1)]
    assert dates_in("weighs 3 lbs 12") == []
    assert dates_in("at 1 Dec 25:30") == []


def _table(rows: list[tuple[str, str]]) -> list[Segment]:
    """A ruled table: printed labels in the left column, pen answers in the right."""
    words = [word_at("Oneida River Stockdog Center", 360, 60, 32)]
    for n, (label, answer) in enumerate(rows):
        y = 350 + 54 * n
        words.append(word_at(label, 100, y, 20))
        words += [word_at(answer, 440, y - 4, 28)] if answer else []
    return words


def test_a_release_s_table_and_a_dog_wash_s_box_name_the_shot() -> None:
    rows = [("Handler", ""), ("Dog's call name", "Bear"), ("Rabies vaccine given", "9/9/2026")]
    read = read_fields(_table([*rows, ("Rabies expires", "9/9/2027"), ("Rabies tag no.", "")]))
    assert (read.dog, read.vaccinated, read.expires) == ("Bear", date(2026, 9, 9), date(2027, 9, 9))
    wash = read_fields(_table([("Dog", "Pickles"), ("Rabies shot", "9-24-24"), ("Expires", "")]))
    assert wash.vaccinated == date(2024, 9, 24)


def test_a_release_s_sentence_naming_owners_leaves_the_handler_the_keeper() -> None:
    release = "I release the farm, its owners and instructors from all claims."
    rows = [("Handler", "Abigail LaFountain"), ("Dog's call name", "Bear")]
    read = read_fields([word_at(release, 90, 240, 20), *_table(rows)])
    assert read.owner == "Abigail LaFountain"
    boxed_owner = read_fields([*_table([*rows, ("Owner (if not handler)", "")])])
    assert boxed_owner.owner is None  # a hunt test's owner apart from its handler


def test_a_sentence_that_gives_the_shot_is_no_label() -> None:
    line = "Rabies vaccine given 07/14/2026; tag #26-9463. DHPP booster also given."
    read = read_fields([word_at("Discharge summary", 40, 300), word_at(line, 40, 357)])
    assert (read.vaccinated, read.tag) == (date(2026, 7, 14), "26-9463")


def _wash(terms: dict[str, tuple[float, float]], sure: float) -> list[Segment]:
    """A dog wash's form as a phone photographs it: shaded labels, pen answers, printed terms."""
    return [
        boxed("Muddy Paws Dog Wash", 360, 150, 640, 180, sure),
        boxed("Dog", 96, 760, 150, 790, sure),
        boxed("Ximena", 456, 750, 600, 795, sure),
        boxed("Rabies shot", 96, 857, 271, 895, sure),
        boxed("5/26/2026", 456, 844, 741, 894, sure),
        boxed("Good for", 96, 946, 226, 985, sure),
        *[boxed(term, x0, 955, x1, 995, sure) for term, (x0, x1) in terms.items()],
        boxed("Expires", 96, 1063, 204, 1093, sure),
    ]


_ONE, _THREE = (502, 589), (786, 846)


def test_a_ringed_term_tesseract_lost_counts_no_expiry() -> None:
    tesseract = tuple(_wash({"3 yr": _THREE}, 0.96))
    second = tuple(_wash({"1-yr": _ONE, "3 yr": _THREE}, 0.99))
    read = second_engine.fields_of(PageText(tesseract, "ocr", second))
    assert (read.vaccinated, read.expires) == (date(2026, 5, 26), None)
    alone = tuple(_wash({"3 yr": _THREE}, 0.99))  # one term printed: it counts
    both = second_engine.fields_of(PageText(tesseract, "ocr", alone))
    assert (both.vaccinated, both.expires) == (date(2026, 5, 26), date(2029, 5, 26))


def test_a_pen_s_2_read_as_z_is_a_figure() -> None:
    assert mended("8/ z4/20Z6.") == "8/ 24/2026."
    tesseract = (word_at("Rabies shot", 96, 860, 20), word_at("6/24/2026", 456, 850, 44))
    second = (word_at("Rabies shot", 96, 860, 20), word_at("8/ z4/20Z6.", 452, 848, 44, 0.81))
    assert second_engine.fields_of(PageText(tesseract, "ocr", second)).vaccinated is None
