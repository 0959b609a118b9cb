"""Decision 0090's rules on the thirty-second set's kinds of paper, drawn here by hand:
- a homeowners association's pets table: "Rabies exp." is the expiry's column, the dog's row is
  read and the cat's left out, also where OCR read a long breed and the weight as one run;
- a ballpark's waiver: "DHPP due" beside the rabies boxes is the DHPP's, not a second expiry;
- a vaccine reaction report: "Vial exp." is the vial's; the printed duration counts the expiry;
  the tag in its note's brackets ("… 1 year (tag K169-68).") is read beside a labelled date;
- a pet store's animal history certificate: the purchaser, the name they gave, the till's
  eight-figure dates."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at

HEADINGS = [
    (36, "Pet name"),
    (81, "Species"),
    (111, "Breed"),
    (174, "Wt (lb)"),
    (199, "Rabies vacc."),
    (242, "Rabies exp."),
    (282, "Rabies tag #"),
]


def _pets_table(dog_breed: str) -> list[Text]:
    return [
        Text(34, 40, "Bayberry Circle HOA - 2026 Annual Pet Registration", 12, bold=True),
        Text(36, 70, "Resident name", 6),
        Text(36, 80, "Winston Novak", 9),
        *(Text(x, 110, heading, 6) for x, heading in HEADINGS),
        *(Text(x, 122, t, 7) for x, t in [(36, "Nala"), (81, "Cat"), (111, "DSH"), (174, "14")]),
        *(Text(x, 122, t, 7) for x, t in [(199, "9/23/2026"), (242, "9/23/2027")]),
        *(Text(x, 134, t, 7) for x, t in [(36, "Duke"), (81, "Dog"), (111, dog_breed)]),
        *(Text(x, 134, t, 7) for x, t in [(199, "6/17/2026"), (242, "6/17/2029")]),
        Text(282, 134, "50-525", 7),
        Text(34, 160, "Veterinarian / clinic:", 8),
        Text(120, 160, "Oak Hill Veterinary Services", 8),
    ]


def test_the_dog_s_row_of_a_household_s_pets_table() -> None:
    read = read_fields(pdf_words(_pets_table("Beagle")))
    assert (read.dog, read.vaccinated, read.expires) == (
        "Duke",
        date(2026, 6, 17),
        date(2029, 6, 17),
    )
    assert read.tag == "50-525"


def test_a_breed_and_a_weight_read_as_one_run_are_two_cells() -> None:
    page = [
        word_at("Pet name", 110, 657, 15),
        word_at("Species", 315, 657, 15),
        word_at("Breed", 455, 657, 15),
        word_at("Wt (lb)", 744, 657, 15),
        word_at("Rabies vacc.", 854, 657, 15),
        word_at("Rabies exp.", 1048, 657, 15),
        word_at("Rabies tag #", 1232, 657, 15),
        *(word_at(t, x, 707, 17) for x, t in [(110, "Nala"), (315, "Cat"), (455, "DSH")]),
        *(word_at(t, x, 707, 17) for x, t in [(744, "14"), (854, "9/23/26"), (1048, "9/23/27")]),
        *(word_at(t, x, 757, 17) for x, t in [(110, "Duke"), (316, "Dog")]),
        # OCR's one run over two cells: the weight's "70" starts at the weight column's edge
        word_at("Treeing Walker Coonhound 70", 453, 757, 17.5),
        *(word_at(t, x, 757, 17) for x, t in [(854, "6/17/26"), (1048, "6/17/29")]),
    ]
    read = read_fields(page)
    assert (read.dog, read.vaccinated, read.expires) == (
        "Duke",
        date(2026, 6, 17),
        date(2029, 6, 17),
    )


def test_another_vaccine_s_due_date_is_not_the_rabies_expiry() -> None:
    page = [
        Text(34, 40, "SALT CITY STINGERS - Dog Ticket Waiver", 12, bold=True),
        Text(34, 80, "Dog's name", 6),
        Text(38, 90, "Duke", 8),
        Text(34, 110, "Rabies vaccination date", 6),
        Text(38, 120, "Mar 7 '26", 8),
        Text(144, 110, "Rabies expiration date", 6),
        Text(147, 120, "Mar 7 '27", 8),
        Text(34, 150, "DHPP date (optional)", 6),
        Text(37, 160, "Apr 12 '26", 8),
        Text(253, 150, "DHPP due", 6),
        Text(256, 160, "Apr 12 '29", 8),
    ]
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 3, 7), date(2027, 3, 7))


def test_a_vial_s_expiry_is_not_the_shot_s() -> None:
    page = [
        Text(34, 40, "Fulton Veterinary Clinic - Vaccine Adverse Event Report", 12, bold=True),
        Text(34, 70, "Patient:", 8),
        Text(92, 70, "Iggy", 8),
        Text(207, 70, "Date of vaccination:", 8),
        Text(290, 70, "03-14-2026", 8),
        *(
            Text(x, 100, t, 7)
            for x, t in [(37, "Product"), (122, "Serial / lot"), (200, "Vial exp.")]
        ),
        *(
            Text(x, 112, t, 7)
            for x, t in [(37, "Rabvac 1"), (122, "E35-9133"), (200, "2027-01-06")]
        ),
        *(Text(x, 124, t, 7) for x, t in [(37, "Nobivac Lepto4"), (122, "286R191")]),
        Text(200, 124, "2027-02-19", 7),
        Text(39, 150, "Rabies certificate issued; duration of immunity 1 year (tag K169-68).", 8),
    ]
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 3, 14), date(2027, 3, 14))
    assert read.tag == "K169-68"  # the note's, on a page whose date has its label


def test_a_pet_store_s_animal_history_certificate() -> None:
    page = [
        Text(130, 40, "ANIMAL HISTORY CERTIFICATE", 12, bold=True),
        Text(34, 70, "Purchaser:", 8),
        Text(80, 70, "Nathaniel Falcone", 8),
        Text(34, 85, "Name given by purchaser:", 8),
        Text(130, 85, "Hobbes", 8),
        *(Text(x, 110, t, 7) for x, t in [(36, "Date"), (74, "Vaccine / treatment")]),
        *(Text(x, 110, t, 7) for x, t in [(204, "Lot / serial"), (337, "Next due")]),
        *(Text(x, 122, t, 7) for x, t in [(36, "20260323"), (74, "DHPP"), (204, "S996290")]),
        Text(337, 122, "20260413", 7),
        *(Text(x, 134, t, 7) for x, t in [(36, "20260331"), (74, "Rabies (Defensor 3)")]),
        *(Text(x, 134, t, 7) for x, t in [(204, "408B996"), (337, "20270331")]),
    ]
    read = read_fields(pdf_words(page))
    assert (read.owner, read.dog) == ("Nathaniel Falcone", "Hobbes")
    assert (read.vaccinated, read.expires) == (date(2026, 3, 31), date(2027, 3, 31))
