"""Decision 0091's rules on the thirty-third set's kinds of paper, drawn here by hand:
- a stud service contract: the two dogs side by side under "STUD" and "DAM", the health record
  the dam's: the dam's call name is the dog, never the stud's; with no record naming either
  (a puppy's papers naming its parents), neither; its "Rabies given at" row is the clinic, the
  lot and tag written in the rabies row's own cell are read;
- a clinical trial's enrollment form: the referring veterinarian sent the dog on and gave no
  shot; the vaccination history's "Given at" column is the clinic; another vaccine's cell
  ("declined") is no column heading;
- a cruise line's form: a lot is never a box's label beside it ("DHPP date")."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_words import LOT_SHAPE, code_of
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


def _stud_contract(record: str, details: str) -> list[Text]:
    return [
        Text(48, 40, "STONEGATE KENNELS", 14, bold=True),
        Text(48, 70, "STUD SERVICE CONTRACT", 12, bold=True),
        Text(170, 100, "STUD", 8, bold=True),
        Text(390, 100, "DAM", 8, bold=True),
        *(
            Text(48, y, label, 8, bold=True)
            for y, label in [(115, "Registered name"), (130, "Call name"), (145, "Breed")]
        ),
        Text(170, 115, "GCH Hollow Oak Maverick", 8),
        Text(390, 115, "Sunny Acres Iris", 8),
        Text(170, 130, "Maverick", 8),
        Text(390, 130, "Iris", 8),
        Text(170, 145, "Labrador Retriever", 8),
        Text(390, 145, "Labrador Retriever", 8),
        Text(48, 170, "1. The stud fee is $1,200, half due on signing.", 8),
        Text(48, 200, record, 9, bold=True),
        *(
            Text(x, 215, h, 7, bold=True)
            for x, h in [
                (52, "Test / vaccine"),
                (172, "Date"),
                (267, "Result / valid"),
                (392, "Details"),
            ]
        ),
        *(
            Text(x, 230, t, 7)
            for x, t in [(52, "Rabies"), (172, "1/2/2026"), (267, "valid to 1/2/2027")]
        ),
        Text(392, 230, details, 7),
        Text(52, 245, "Rabies given at", 7),
        Text(267, 245, "Taft Road Pet Hospital", 7),
        *(Text(x, 260, t, 7) for x, t in [(52, "DHPP"), (172, "3/19/2025"), (267, "1 yr booster")]),
    ]


def test_the_dam_s_call_name_under_her_health_record_is_the_dog() -> None:
    read = read_fields(pdf_words(_stud_contract("DAM'S HEALTH RECORD", "Defensor 1")))
    assert read.dog == "Iris"
    assert (read.vaccinated, read.expires) == (date(2026, 1, 2), date(2027, 1, 2))
    assert read.clinic == "Taft Road Pet Hospital"


def test_parents_named_side_by_side_are_neither_the_dog() -> None:
    read = read_fields(pdf_words(_stud_contract("HEALTH RECORD", "Defensor 1")))
    assert read.dog is None
    assert read.vaccinated == date(2026, 1, 2)


def test_the_lot_written_in_the_rabies_row_s_own_cell() -> None:
    read = read_fields(pdf_words(_stud_contract("DAM'S HEALTH RECORD", "Imrab 3 TF, lot E23-1881")))
    assert read.lot == "E23-1881"


def _trial(first_row: str) -> list[Text]:
    shots = {
        "lyme": [(45, "Lyme (recombinant)"), (194, "declined")],
        "da2pp": [
            (45, "DA2PP"),
            (194, "09-17-2025"),
            (304, "09-14-2027"),
            (415, "Manlius Veterinary Hospital"),
        ],
    }
    return [
        Text(41, 40, "College of Veterinary Medicine - Clinical Trials Office", 11, bold=True),
        *(Text(x, 118, t, 5) for x, t in [(44, "Patient name"), (245, "Breed")]),
        *(Text(x, 131, t, 8) for x, t in [(44, "Sadie"), (245, "Havanese")]),
        *(
            Text(x, 178, t, 5)
            for x, t in [(45, "Referring veterinarian"), (245, "Referring practice")]
        ),
        *(
            Text(x, 191, t, 8)
            for x, t in [(45, "Dr. Fletcher Whitfield"), (245, "Hilltop Animal Clinic")]
        ),
        Text(40, 302, "Vaccination history (from the dog's records)", 9, bold=True),
        *(
            Text(x, 322, t, 6, bold=True)
            for x, t in [(44, "Vaccine"), (195, "Date given"), (305, "Next due"), (414, "Given at")]
        ),
        *(Text(x, 339, t, 7) for x, t in shots[first_row]),
        *(
            Text(x, 355, t, 7)
            for x, t in [
                (45, "Rabies"),
                (194, "03-25-2026"),
                (304, "03-25-2027"),
                (415, "Manlius Veterinary Hospital"),
            ]
        ),
    ]


def test_a_referring_vet_gave_no_shot_and_the_row_says_where_it_was_given() -> None:
    read = read_fields(pdf_words(_trial("da2pp")))
    assert read.veterinarian is None
    assert read.clinic == "Manlius Veterinary Hospital"
    assert (read.vaccinated, read.expires) == (date(2026, 3, 25), date(2027, 3, 25))


def test_another_vaccine_s_cell_above_the_rabies_date_is_no_heading() -> None:
    read = read_fields(pdf_words(_trial("lyme")))
    assert (read.vaccinated, read.expires) == (date(2026, 3, 25), date(2027, 3, 25))


def test_a_box_s_label_beside_the_lot_s_is_no_lot() -> None:
    page = [
        Text(48, 100, "Rabies vaccination date", 6, bold=True),
        Text(48, 112, "11/OCT/2025", 9),
        Text(220, 100, "Rabies expiration date", 6, bold=True),
        Text(220, 112, "11/OCT/2026", 9),
        Text(48, 130, "Rabies vaccine (product, manufacturer)", 6, bold=True),
        Text(48, 142, "Defensor 1, Zoetis", 9),
        Text(390, 130, "Serial / lot", 6, bold=True),
        Text(555, 130, "DHPP date", 6, bold=True),
        Text(555, 142, "03/JUL/2025", 9),
    ]
    read = read_fields(pdf_words(page))
    assert read.lot is None
    assert read.product == "Defensor 1"
    # read off a photo, the label beside the lot's box stands where its value would
    assert code_of("DHPP date", LOT_SHAPE) is None
    assert code_of("M48-9433", LOT_SHAPE) == "M48-9433"


def test_a_cruise_form_s_guest_its_service_animal_and_its_dates() -> None:
    page = [
        Text(48, 60, "A. Guest and sailing", 10, bold=True),
        Text(48, 75, "Guest name (as on passport)", 6, bold=True),
        Text(50, 87, "Katarina Trombley", 9),
        Text(300, 75, "Sailing date", 6, bold=True),
        Text(300, 87, "18/APR/2027", 9),
        Text(48, 115, "B. Service animal", 10, bold=True),
        Text(48, 130, "Name", 6, bold=True),
        Text(50, 142, "Cash", 9),
        Text(220, 130, "Breed", 6, bold=True),
        Text(222, 142, "Labrador Retriever", 9),
        Text(48, 170, "C. To be completed by the animal's veterinarian", 10, bold=True),
        Text(48, 185, "Rabies vaccination date", 6, bold=True),
        Text(50, 197, "11/OCT/2025", 9),
        Text(220, 185, "Rabies expiration date", 6, bold=True),
        Text(222, 197, "11/OCT/2026", 9),
    ]
    read = read_fields(pdf_words(page))
    assert (read.owner, read.dog) == ("Katarina Trombley", "Cash")
    assert (read.vaccinated, read.expires) == (date(2025, 10, 11), date(2026, 10, 11))
