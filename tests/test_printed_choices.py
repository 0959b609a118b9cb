"""A form's printed choices (decision 0083): an exam sheet prints its three doctors beside
"Doctor", one ticked by pen; the first of them is no answer. A vet's name with the practice's
line under it is still the vet."""

from __future__ import annotations

from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def test_the_first_of_the_printed_doctors_is_no_answer() -> None:
    sheet = [
        word_at("Doctor", 55, 386, height=18),
        word_at("Dr. Priya Castellano", 219, 386, height=18),
        word_at("Dr. Desmond Underhill", 219, 428, height=18),
        word_at("Dr. Conrad Vanderbeek", 219, 470, height=18),
    ]
    assert read_fields(sheet).veterinarian is None
    ticked = [*sheet[:2], word_at("val Dr. Sunniva Wojciechowski", 170, 428, height=18)]
    assert read_fields(ticked).veterinarian is None  # its tick box read as a few marks


def test_a_vet_over_the_practice_s_line_is_the_vet() -> None:
    card = [
        word_at("Doctor", 55, 386, height=18),
        word_at("Dr. Priya Castellano", 219, 386, height=18),
        word_at("Northside Pet Hospital of Manlius", 219, 428, height=18),
    ]
    assert read_fields(card).veterinarian == "Priya Castellano"
