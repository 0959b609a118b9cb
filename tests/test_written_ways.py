"""The same facts as other writers write them (issue 28, decision 0061): a form overprinted by a
drifting printer, a hint in brackets after a label, values in a column far right of small labels,
a certificate in Spanish alone or in English and French, a dog's history of shots, a household's
certificate, a clinic's name cut at the paper's edge. Each page is a real PDF read back."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import boxed, pdf_words


def _end_of(label: Text) -> float:
    [read] = pdf_words([label])
    return read.x1


def test_a_value_printed_over_the_end_of_its_label_is_its_own_run() -> None:
    label = Text(40, 60, "Owner's Name (Last, First, M.I.)", 7)
    value = Text(_end_of(label) - 0.3, 60, "Papadakis, Bishnu", 8)
    words = [s.text for s in pdf_words([label, value])]
    assert words == ["Owner's Name (Last, First, M.I.)", "Papadakis, Bishnu"]
    # the form asks for the owner "Last, First": read so; a town and its state never is
    assert read_fields(pdf_words([label, value])).owner == "Papadakis, Bishnu"
    town = Text(_end_of(label) + 2, 60, "Cicero, NY", 8)
    assert read_fields(pdf_words([label, town])).owner is None


def test_values_a_printer_put_off_their_lines_are_their_labels() -> None:
    # A Form 51 overprinted a line low: each value starts where its label ends, a line below.
    rows = [("Date Vaccinated", "05-10-2026"), ("Next Vaccination Due By", "05-10-2027")]
    rows += [("Rabies Tag No.", "R63398"), ("Veterinarian (print)", "YVONNE ACHTERBERG")]
    page = []
    for n, (label, value) in enumerate(rows):
        printed = Text(40, 100 + 30 * n, label, 6)
        page += [printed, Text(_end_of(printed) + 0.5, 107 + 30 * n, value, 7)]
    page += [Text(300, 240, "Practice name, address and phone (stamp)", 6)]
    page += [Text(300, 255, "Fall Creek Veterinary Practice", 8)]
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 5, 10), date(2027, 5, 10))
    assert (read.tag, read.veterinarian) == ("R63398", "YVONNE ACHTERBERG")
    assert read.clinic == "Fall Creek Veterinary Practice"


def test_a_value_a_line_below_beside_another_label_is_that_label_s() -> None:
    # "Owner:" left blank; the line below it is the address beside its own label.
    page = [Text(40, 100, "Owner:", 7), Text(40, 108, "Address:", 7)]
    page += [Text(_end_of(page[1]) + 2, 108, "3346 Sweet Rd", 7)]
    assert read_fields(pdf_words(page)).owner is None


def _spanish(given: str, due: str) -> list[Text]:
    cells = [
        ("Propietario:", "José Figueroa"),
        ("Nombre del perro:", "Lucero"),
        ("Fecha de vacunación:", given),
        ("Vacuna:", "Nobivac 1-Rabies"),
        ("Lote:", "558765CA"),
        ("Vence:", due),
        ("Placa núm.:", "R25-5879"),
        ("Veterinario:", "Dra. Beatriz Torres"),
    ]
    page = [Text(40, 40, "Centro Veterinario El Yunque", 14, bold=True)]
    page += [Text(40, 60, "CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA", 10)]
    for n, (label, value) in enumerate(cells):
        page += [Text(40, 90 + 20 * n, label, 8), Text(130, 90 + 20 * n, value, 8)]
    return page


def test_a_certificate_in_spanish_alone_is_read_by_its_labels_and_dates_day_first() -> None:
    read = read_fields(pdf_words(_spanish("19 de diciembre de 2025", "19-dic-2026")))
    assert (read.vaccinated, read.expires) == (date(2025, 12, 19), date(2026, 12, 19))
    assert (read.owner, read.dog, read.tag, read.lot) == (
        "José Figueroa",
        "Lucero",
        "R25-5879",
        "558765CA",
    )
    assert read.clinic == "Centro Veterinario El Yunque"
    # Its figures are day first, as the vet who wrote them meant: the 5th of June.
    read = read_fields(pdf_words(_spanish("05/06/2025", "05/06/2026")))
    assert (read.vaccinated, read.expires) == (date(2025, 6, 5), date(2026, 6, 5))


def test_a_spanish_form_in_boxes_reads_past_its_neighbour_labels() -> None:
    # A Puerto Rico practice's form as its text PDF places it: small labels over their values,
    # three boxes to a row. "Tipo de vacuna" (the term) beside "Fecha de vacunación" is a
    # label, not its value; the lot's own expiry ("Vencimiento del lote") is never the shot's.
    words = [
        boxed("CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA", 151, 116, 462, 130, 1.0),
        boxed("Sexo", 40, 327, 54, 333, 1.0),
        boxed("Color", 220, 327, 237, 333, 1.0),
        boxed("Fecha de nacimiento", 400, 327, 461, 333, 1.0),
        boxed("Macho (esterilizado)", 44, 340, 145, 350, 1.0),
        boxed("Crema", 224, 341, 255, 349, 1.0),
        boxed("21-oct-2022", 404, 341, 461, 349, 1.0),
        boxed("Fecha de vacunación", 40, 426, 102, 432, 1.0),
        boxed("Tipo de vacuna", 220, 426, 265, 433, 1.0),
        boxed("Próxima dosis", 400, 426, 442, 432, 1.0),
        boxed("1 año", 224, 439, 248, 448, 1.0),
        boxed("20-oct-2026", 44, 440, 104, 448, 1.0),
        boxed("20-oct-2027", 404, 440, 464, 448, 1.0),
        boxed("Vencimiento del lote", 220, 494, 281, 500, 1.0),
        boxed("Placa núm.", 400, 494, 432, 500, 1.0),
        boxed("Lote", 40, 494, 54, 500, 1.0),
        boxed("08/2027", 224, 507, 265, 516, 1.0),
        boxed("797565L", 43, 508, 84, 516, 1.0),
        boxed("26-9569", 404, 508, 444, 516, 1.0),
    ]
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2026, 10, 20), date(2027, 10, 20))
    assert (read.lot, read.tag) == ("797565L", "26-9569")


def test_an_english_and_french_form_with_its_values_far_right_of_small_labels() -> None:
    cells = [
        ("Owner / Propriétaire:", "Jolene Ferrante"),
        ("Animal name / Nom de l'animal:", "Lady Bug"),
        ("Date of vaccination / Date de vaccination:", "02 APR 2026"),
        ("Vaccine / Vaccin:", "Imrab 3 (Boehringer Ingelheim)"),
        ("Rabies tag / Médaille no:", "B76903"),
        ("Duration / Durée:", "36 mois"),
        ("Veterinarian / Vétérinaire:", "Dr. Geneviève Tremblay"),
    ]
    page = []
    for n, (label, value) in enumerate(cells):
        page += [Text(40, 90 + 25 * n, label, 6), Text(260, 90 + 25 * n, value, 8)]
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 4, 2), date(2029, 4, 2))
    assert (read.owner, read.tag) == ("Jolene Ferrante", "B76903")
    assert read.veterinarian == "Geneviève Tremblay"


def _table(heading: list[str], rows: list[list[str]]) -> list[Text]:
    xs = [40 + 75 * n for n in range(len(heading))]
    page = [Text(x, 120, word, 7, bold=True) for x, word in zip(xs, heading, strict=True)]
    for n, row in enumerate(rows):
        page += [Text(x, 140 + 17 * n, word, 7) for x, word in zip(xs, row, strict=True)]
    return page


def test_a_dog_s_history_of_shots_is_read_by_its_latest_rabies_shot() -> None:
    heading = ["Date Given", "Vaccine", "Lot #", "Next Due"]
    rows = [
        ["05/04/2021", "Rabies - Rabvac 3", "R10419", "05/04/2024"],
        ["06/04/2024", "DHPP", "A95755", "06/04/2025"],
        ["06/14/2026", "Rabies - Defensor 3", "802343M", "06/14/2029"],
        ["05/20/2025", "Rabies - Imrab 3 TF", "428043AL", "05/20/2028"],
    ]
    read = read_fields(pdf_words(_table(heading, rows)))
    assert (read.vaccinated, read.expires) == (date(2026, 6, 14), date(2029, 6, 14))
    assert read.lot == "802343M"  # the latest shot's own, in its row under "Lot #"
    # One row's date misread: which shot is the latest is a guess, and none is proposed.
    rows[0][0] = "05/44/2021"
    assert read_fields(pdf_words(_table(heading, rows))).vaccinated is None


def test_a_household_s_certificate_is_read_by_its_first_dog_s_row() -> None:
    heading = ["Pet", "Species", "Vaccinated", "Vaccine", "Expires"]
    rows = [
        ["Mittens", "Feline", "October 8, 2026", "Purevax Rabies", "October 8, 2027"],
        ["Bear Bear", "Canine", "February 23, 2026", "Nobivac 3-Rabies", "February 23, 2029"],
        ["Juniper", "Canine", "March 2, 2025", "Imrab 3", "March 2, 2028"],
    ]
    read = read_fields(pdf_words(_table(heading, rows)))
    assert (read.vaccinated, read.expires) == (date(2026, 2, 23), date(2029, 2, 23))


def test_a_clinic_s_name_cut_at_the_paper_s_edge_is_not_proposed() -> None:
    page = [Text(40, 40, "Three Rivers Animal Hospita", 14, bold=True)]
    page += [Text(40, 80, "Owner:", 8), Text(100, 80, "Dana Castellano", 8)]
    assert read_fields(pdf_words(page)).clinic is None
    page[0] = Text(40, 40, "Three Rivers Animal Hospital", 14, bold=True)
    assert read_fields(pdf_words(page)).clinic == "Three Rivers Animal Hospital"


def test_one_rabies_row_is_read_unless_a_later_shot_stands_in_its_column() -> None:
    heading = ["Date", "Treatment", "Product"]
    rows = [
        ["04/05/2026", "DHPP", "Vanguard Plus 5"],
        ["04/14/2026", "Rabies", "Rabvac 1"],
        ["04/15/2026", "Spay/Neuter", "-"],
    ]
    # A shelter's record: a spay the day after the shot is no later rabies shot.
    assert read_fields(pdf_words(_table(heading, rows))).vaccinated == date(2026, 4, 14)
    # A booklet: the next sticker ("Imrab 3") stands a little above its pen date, on no row
    # with it; the shot it dates may be the latest, and none is proposed.
    page = _table(heading, rows[:2])
    page += [Text(115, 183, "Imrab 3", 7), Text(40, 188, "07/20/2026", 7)]
    assert read_fields(pdf_words(page)).vaccinated is None


def test_a_value_beside_another_label_is_never_the_value_under_this_one() -> None:
    # A pen writes above the line: the dog's name stands high, right of "Dog's name"; under
    # that label stands "Black", written beside "Color" on the next line.
    page = [Text(40, 198, "Dog's name", 8), Text(98, 192, "Rosie Mae", 12)]
    page += [Text(40, 226, "Color", 7), Text(60, 224, "Black", 12)]
    assert read_fields(pdf_words(page)).dog != "Black"


def test_a_signature_s_date_is_never_the_vaccination_s() -> None:
    # An adoption contract: the shot in a line of prose, the term printed, the signature dated.
    page = [Text(40, 60, "MEDICAL HISTORY", 8, bold=True)]
    page += [Text(40, 80, "Rabies: Feb 29, 2024, Rabvac 3 (3 yr), Lot 405456S", 8)]
    page += [Text(40, 140, "Adopter signature", 7), Text(300, 140, "Date", 7)]
    page += [Text(330, 140, "Mar 27, 2024", 8)]
    # The list's line names the shot's date ("Rabies: Feb 29, 2024", decision 0086), never the
    # signature's
    assert read_fields(pdf_words(page)).vaccinated == date(2024, 2, 29)


def test_a_label_run_into_its_value_is_no_dog_s_name() -> None:
    page = [Text(40, 60, "PET", 8, bold=True), Text(40, 80, "Petname Otis", 9)]
    page += [Text(200, 80, "Breed Boxer", 9)]
    assert read_fields(pdf_words(page)).dog is None


def test_a_patient_named_with_the_client_s_family_name_is_the_dog() -> None:
    page = [Text(40, 60, "Patient", 7), Text(80, 60, "Hank MacAllister", 8)]
    page += [Text(300, 60, "Owner", 7), Text(340, 60, "Desmond MacAllister", 8)]
    read = read_fields(pdf_words(page))
    assert (read.dog, read.owner) == ("Hank", "Desmond MacAllister")


def test_a_sentence_naming_rabies_is_no_card_over_the_date_under_it() -> None:
    page = [Text(40, 60, "The adopter will keep rabies vaccination current as law requires.", 8)]
    page += [Text(300, 80, "Date", 7), Text(330, 80, "09/24/2025", 8)]
    page += [Text(40, 88, "Adopter signature", 7), Text(40, 120, "Vaccine: Imrab 1", 8)]
    assert read_fields(pdf_words(page)).vaccinated is None
