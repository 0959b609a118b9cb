"""A bilingual certificate (issue 28): a practice serving Spanish-speaking owners prints each
label Spanish over English beside a slash; its values are read by the English half, and a value
with a slash of its own is never cut."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.layout.languages.bilingual import english_labels
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at


def _bilingual() -> list[Text]:
    """Grid cells, each label Spanish / English at the top and the value under it."""
    cells = [
        (
            "Nombre del dueño / Owner's name",
            "Kevin O'Brien",
            "Nombre del perro / Dog's name",
            "Zeus",
        ),
        ("Sexo / Sex", "M/N", "Fecha de vacunación / Date of vaccination", "02-17-2026"),
        ("Vacuna / Vaccine", "Imrab 1", "Próxima vacuna / Next due", "02-17-2027"),
        ("Lote / Lot No.", "63-677A", "Placa No. / Tag No.", "A26445"),
        ("Veterinario(a) / Veterinarian", "Duc Nguyen", "Color / Color", "Black/tan"),
    ]
    page = [Text(40, 40, "CERTIFICADO DE VACUNACIÓN CONTRA LA RABIA", 11, bold=True)]
    for n, (left, left_value, right, right_value) in enumerate(cells):
        y = 80 + 32 * n
        page += [Text(40, y, left, 6), Text(42, y + 12, left_value, 9)]
        page += [Text(300, y, right, 6), Text(302, y + 12, right_value, 9)]
    return page


def test_a_bilingual_certificate_is_read_by_its_english_labels() -> None:
    read = read_fields(pdf_words(_bilingual()))
    assert (read.vaccinated, read.expires) == (date(2026, 2, 17), date(2027, 2, 17))
    assert (read.owner, read.dog, read.veterinarian) == ("Kevin O'Brien", "Zeus", "Duc Nguyen")
    assert (read.tag, read.lot, read.product) == ("A26445", "63-677A", "Imrab 1")


def test_a_value_with_a_slash_is_never_cut() -> None:
    values = ["M/N", "02/17/2026", "Black/tan", "H3N2/H3N8", "Rabies 1 yr / Imrab 1"]
    read = english_labels([word_at(text, 40, 40) for text in values])
    assert [s.text for s in read] == values


def test_two_english_names_of_one_box_are_left_as_printed() -> None:
    # A county form's "Lot / serial no" is no Spanish over English: its pen-written value,
    # often cut short by the reading, is not sought under a label it never had.
    [read] = english_labels([word_at("Lot / serial no.", 40, 40)])
    assert read.text == "Lot / serial no."
