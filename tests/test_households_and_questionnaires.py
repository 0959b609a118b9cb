"""Papers read by decision 0087's rules, from the thirtieth set's kinds:
- a foster home study's table of the household's animals: the dog's row (its species cell says
  so) read as the dog's own boxes, never the cat's row above it;
- an insurer's questionnaire: the answer under "Is the dog's rabies vaccination current?", the
  named insured as the owner, the "Veterinarian / practice" answer;
- a hospital's pet visit form: its "Patient name" is a person's where the pet's name has its own
  label; a landlord's screening report's resident and the clinic a record was verified with."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _at(text: str, x: float, y: float) -> Segment:
    return word_at(text, x, y, height=10, certainty=1.0)


def _home_study(dog_rows: list[list[Segment]]) -> list[Segment]:
    return [
        _at("Applicant", 330, 79),
        _at("Gwendolyn Muñoz", 400, 79),
        _at("Home visit", 37, 94),
        _at("07/14/2026", 120, 94),
        _at("A. Animals kept in the home", 36, 157),
        *(_at(t, x, 179) for t, x in [("Name", 40), ("Species", 101), ("Breed", 150)]),
        *(_at(t, x, 179) for t, x in [("Age", 261), ("Rabies vacc.", 296)]),
        *(_at(t, x, 179) for t, x in [("Valid through", 420), ("Veterinarian", 520)]),
        _at("(date given)", 295, 191),
        *(_at(t, x, 209) for t, x in [("Hank", 40), ("Cat", 101), ("DLH", 150), ("2", 262)]),
        *(_at(t, x, 209) for t, x in [("06/06/2025", 295), ("06/06/2026", 420)]),
        _at("Dr. Lionel Dunmore", 521, 209),
        *(cell for row in dog_rows for cell in row),
        _at("B. Caseworker's observations", 37, 290),
    ]


def _dog_row(y: float, name: str, given: str, valid: str | None) -> list[Segment]:
    cells = [(name, 40), ("Dog", 101), ("Beagle", 150), ("4", 262), (given, 295)]
    cells += [(valid, 420)] if valid else []
    return [_at(t, x, y) for t, x in [*cells, ("Oswego Animal Hospital", 520)]]


def test_a_home_study_s_dog_row_is_read_not_the_cat_s() -> None:
    reading = read_fields(_home_study([_dog_row(229, "Java", "08/01/2025", "08/01/2028")]))
    assert (reading.vaccinated, reading.expires) == (date(2025, 8, 1), date(2028, 8, 1))
    assert (reading.dog, reading.clinic) == ("Java", "Oswego Animal Hospital")
    assert reading.owner == "Gwendolyn Muñoz"  # the applicant, on a page naming no owner


def test_a_term_in_the_rabies_cell_gives_the_expiry() -> None:
    reading = read_fields(_home_study([_dog_row(229, "Java", "08/01/2025 (3 yr)", None)]))
    assert (reading.vaccinated, reading.expires) == (date(2025, 8, 1), date(2028, 8, 1))


def test_two_dogs_rows_are_a_guess() -> None:
    two = [_dog_row(229, "Java", "08/01/2025", "08/01/2028")]
    two.append(_dog_row(249, "Moose", "03/02/2026", "03/02/2027"))
    reading = read_fields(_home_study(two))
    assert (reading.vaccinated, reading.dog) == (None, None)


def _questionnaire(answer: list[tuple[str, float, float]]) -> list[Segment]:
    h = 30
    return [
        word_at("Named insured:", 155, 388, height=h),
        word_at("Keisha Delacroix-Byrne", 491, 389, height=h),
        word_at("1. Dog's name", 157, 639, height=h),
        word_at("Cosmo", 261, 686, height=h),
        word_at("Has the dog ever bitten or injured a person or animal?", 211, 984, height=h),
        word_at("No", 262, 1031, height=h),
        word_at("Is the dog's rabies vaccination current?", 213, 1443, height=h),
        *(word_at(t, x, y, height=h) for t, x, y in answer),
        word_at("Veterinarian / practice", 212, 1558, height=h),
        word_at("Dr. Abigail Mayfield, DeWitt Veterinary Clinic", 265, 1603, height=h),
        word_at("10. Is the dog used for breeding, guarding or any business?", 163, 1672, height=h),
        word_at("No", 266, 1720, height=h),
    ]


def test_a_questionnaire_s_answer_about_the_shot() -> None:
    pieces = [("Yes. Last given Oct.", 264, 1488), ("20,", 647, 1490), ("2024", 719, 1490)]
    reading = read_fields(_questionnaire(pieces))
    assert (reading.vaccinated, reading.expires) == (date(2024, 10, 20), None)
    assert (reading.owner, reading.dog) == ("Keisha Delacroix-Byrne", "Cosmo")
    assert (reading.veterinarian, reading.clinic) == (
        "Abigail Mayfield",
        "DeWitt Veterinary Clinic",
    )
    termed = read_fields(
        _questionnaire([("Yes. Last given July 4, 2025 (3 year vaccine)", 264, 1488)])
    )
    assert (termed.vaccinated, termed.expires) == (date(2025, 7, 4), date(2028, 7, 4))
    lines = [("No - due for booster. Last given Jan.", 264, 1488)]
    lines.append(("12, 2025, expires Jan. 12, 2026", 264, 1522))
    two_lines = read_fields(_questionnaire(lines))
    assert (two_lines.vaccinated, two_lines.expires) == (date(2025, 1, 12), date(2026, 1, 12))
    misread = read_fields(
        _questionnaire([("Yes. Last given 9/18/2026, exnires 9/18/2027", 264, 1488)])
    )
    assert misread.vaccinated is None  # a date the answer does not say is the shot's or its end


def test_a_hospital_s_patient_is_a_person_where_the_pet_has_its_own_label() -> None:
    words = [
        word_at("Patient name", 98, 249, height=13, certainty=1.0),
        word_at("Mary-Kate Hernandez", 103, 278, height=27, certainty=1.0),
        word_at("Petname", 97, 613, height=13, certainty=1.0),
        word_at("Mochi", 103, 644, height=19, certainty=1.0),
    ]
    assert read_fields(words).dog == "Mochi"
    practice = [
        word_at("Patient:", 40, 60, certainty=1.0),
        word_at("Biscuit", 120, 60, certainty=1.0),
    ]
    assert read_fields(practice).dog == "Biscuit"  # a practice's patient is the dog


def test_a_screening_report_s_resident_and_the_clinic_it_verified_with() -> None:
    words = [
        _at("RESIDENT", 48, 329),
        _at("Andrés Muñoz", 48, 340),
        _at("Vaccine", 42, 432),
        _at("Administered", 156, 432),
        _at("Expires", 257, 432),
        _at("Verified with", 346, 432),
        _at("Rabies", 43, 451),
        _at("10/16/2024", 156, 451),
        _at("10/16/2025", 256, 451),
        _at("Bridgeport Animal Clinic", 347, 451),
        _at("Leptospirosis", 43, 474),
        _at("9/6/2024", 156, 474),
        _at("9/6/2025", 257, 474),
        _at("Bridgeport Animal Clinic", 347, 474),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2024, 10, 16), date(2025, 10, 16))
    assert (reading.owner, reading.clinic) == ("Andrés Muñoz", "Bridgeport Animal Clinic")


def test_the_caseworker_s_note_of_the_tag_on_the_collar() -> None:
    note = _at(
        "The applicant showed the rabies certificate and the tag on the collar (#5721P).", 36, 305
    )
    words = _home_study([_dog_row(229, "Java", "08/01/2025", "08/01/2028")])
    assert read_fields([*words, note]).tag == "5721P"
    assert read_fields(words).tag is None


def test_a_hospital_form_s_vaccine_and_its_lot_in_one_box() -> None:
    words = [
        word_at("Vaccine / lot", 400, 902, height=14, certainty=1.0),
        word_at("Imrab 1 TF, lot S454629", 416, 930, height=20, certainty=1.0),
    ]
    reading = read_fields(words)
    assert (reading.product, reading.lot) == ("Imrab 1 TF", "S454629")
