"""Papers from the twenty-seventh set's kinds, read by decision 0084's rules:
- a Flushing clinic's receipt in Chinese and English, its dates year first; scanned, its Chinese
  read as a few unsure letters before each label;
- the federal form for a dog vaccinated abroad: its "Name" boxes under numbered sections, its
  dates day first by a hint a photo misread, its previous shot dated in its own box;
- a hotel's agreement naming the vet before the practice;
- a transport bill's clinic with its town, and its consignee;
- a rescue's record whose empty "Adopter:" has the clinic's stamp under it, and whose "LEPTO 4"
  stamp's dates are that vaccine's."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import parse_date
from doglicense.office.documents.names.practices import clinic_name
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def test_dates_written_year_first() -> None:
    assert parse_date("2024/09/08 14:31") == date(2024, 9, 8)
    assert parse_date("2025.10.10") == date(2025, 10, 10)
    assert parse_date("2026-05-09") == date(2026, 5, 9)
    assert parse_date("2024/09-08") is None  # two marks that differ: no date


def test_a_receipt_in_chinese_and_english() -> None:
    receipt = [
        word_at("Loving Care Animal Hospital", 219, 56, height=13, certainty=1.0),
        word_at("客户 Client", 40, 161, height=8, certainty=1.0),
        word_at("Gustavo Kaminski", 141, 161, height=8, certainty=1.0),
        word_at("宠物 Pet", 40, 206, height=8, certainty=1.0),
        word_at("Penelope 犬 Canine Australian Shepherd", 141, 205, height=8, certainty=1.0),
        word_at("接种日期 Date given", 54, 453, height=8, certainty=1.0),
        word_at("2024年9月8日", 158, 453, height=8, certainty=1.0),
        word_at("有效期至 Valid until", 317, 453, height=8, certainty=1.0),
        word_at("2027/09/08", 420, 453, height=8, certainty=1.0),
        word_at("兽医 Veterinarian", 316, 505, height=8, certainty=1.0),
        word_at("Dr. Lina Zhou 周丽娜", 421, 504, height=8, certainty=1.0),
    ]
    reading = read_fields(receipt)
    assert (reading.vaccinated, reading.expires) == (date(2024, 9, 8), date(2027, 9, 8))
    assert (reading.owner, reading.dog, reading.veterinarian) == (
        "Gustavo Kaminski",
        "Penelope",
        "Lina Zhou",
    )


def _abroad(hint: str) -> list:
    return [
        word_at("Complete in English. Dates as day/month/year.", 214, 85, height=8),
        word_at('"Section 2. Dog', 40, 180, height=8),
        word_at("2a. Name", 39, 194, height=4),
        word_at("Rocket", 42, 204, height=7),
        word_at("Section 4. Rabies vaccination", 40, 254, height=8),
        word_at(f"4a. Date of vaccination {hint}", 39, 268, height=5),
        word_at("05/06/2025", 41, 278, height=7),
        word_at(f"4f. Vaccination valid until {hint}", 399, 294, height=5),
        word_at("05/06/2028", 401, 304, height=7),
        word_at("Section 5. Vaccinating veterinarian", 40, 368, height=8),
        word_at("5a. Name", 39, 382, height=4),
        word_at("Dr. Mariela Santos Peña", 42, 392, height=7),
    ]


def test_a_certification_from_abroad() -> None:
    for hint in ("(dd/mm/yyyy)", "(dd/mmilyyyy)"):  # the second as a photo read it
        reading = read_fields(_abroad(hint))
        assert (reading.vaccinated, reading.expires) == (date(2025, 6, 5), date(2028, 6, 5))
        assert (reading.dog, reading.veterinarian) == ("Rocket", "Mariela Santos Peña")


def test_a_vet_before_the_practice_and_a_clinic_with_its_town() -> None:
    agreement = [
        word_at("Rabies vaccination date:", 61, 289, height=7, certainty=1.0),
        word_at("3-29-2026", 169, 288, height=8, certainty=1.0),
        word_at("Veterinarian:", 60, 337, height=7, certainty=1.0),
        word_at(
            "Dr. Jasper Merriweather, Syracuse Family Vet, Syracuse", 123, 336, 9, certainty=1.0
        ),
    ]
    assert read_fields(agreement).veterinarian == "Jasper Merriweather"
    assert clinic_name("Pelham Road Veterinary Clinic, Athens GA") == (
        "Pelham Road Veterinary Clinic"
    )
    assert clinic_name("Camillus Animal Hospital, Camillus, NY") == "Camillus Animal Hospital"


def test_an_empty_adopter_over_a_clinic_s_stamp() -> None:
    record = [
        word_at("Dog:", 92, 198, height=24),
        word_at("Coco Bean", 183, 190, height=24),
        word_at("Adopter:", 90, 265, height=24),
        word_at("Country Lane Animal Clinic", 135, 343, height=35),
        word_at("5266 Main st, Canastota, NY", 133, 376, height=30),
    ]
    assert read_fields(record).owner is None


def test_a_lepto_4_stamp_s_dates_are_not_the_rabies_shot() -> None:
    record = [
        word_at("RABIES VACCINATION", 83, 479, height=40),
        word_at("Date 2/1/26", 86, 539, height=40, certainty=0.0),
        word_at("LEPTO 4", 94, 936, height=23),
        word_at("7/26/25", 166, 980, height=36, certainty=0.9),
        word_at("Date", 95, 1006, height=19, certainty=0.97),
        word_at("7/26/26", 213, 1042, height=37, certainty=0.85),
        word_at("Next due", 97, 1070, height=18, certainty=0.96),
    ]
    reading = read_fields(record)
    assert (reading.vaccinated, reading.expires) == (None, None)


def test_a_bill_of_lading_s_consignee_is_the_owner() -> None:
    bill = [
        word_at("Shipper (releasing party)", 36, 142, height=10, certainty=1.0),
        word_at("Consignee (receiving party)", 306, 142, height=10, certainty=1.0),
        word_at("Blue Ridge Lab Rescue", 36, 157, height=9, certainty=1.0),
        word_at("Greenville, SC  ·  864-555-0142", 36, 170, height=9, certainty=1.0),
        word_at("Odessa Gallagher", 306, 157, height=9, certainty=1.0),
        word_at("12 Elm St, Clay, NY 13041  ·  315-555-0199", 306, 170, height=9, certainty=1.0),
    ]
    # the one of its two parties living in New York (decision 0094): the adopter, here
    assert read_fields(bill).owner == "Odessa Gallagher"


def test_a_previous_shot_dated_in_its_own_box() -> None:
    form = [
        word_at("Section 4. Rabies vaccination", 40, 254, height=6, certainty=1.0),
        word_at("4a. Date of vaccination", 39, 268, height=5, certainty=1.0),
        word_at("10/02/2024", 41, 278, height=7, certainty=1.0),
        word_at("4b. Vaccine product name", 219, 268, height=5, certainty=1.0),
        word_at("Defensor 3", 222, 278, height=7, certainty=1.0),
        word_at("4f. Vaccination valid until", 399, 294, height=5, certainty=1.0),
        word_at("10/02/2027", 401, 304, height=7, certainty=1.0),
        word_at("4g. Duration of immunity (per label)", 39, 320, height=5, certainty=1.0),
        word_at("3 years", 41, 330, height=8, certainty=1.0),
        word_at("4h. Previous rabies vaccination, if any", 219, 320, height=5, certainty=1.0),
        word_at("10/02/2023 (Defensor 3)", 221, 330, height=8, certainty=1.0),
    ]
    reading = read_fields(form)
    assert (reading.vaccinated, reading.expires) == (date(2024, 10, 2), date(2027, 10, 2))


def test_a_scanned_receipt_s_chinese_read_as_letters() -> None:
    receipt = [
        word_at("Flushing Pet Hospital", 758, 225, height=35),
        Segment("SP Client", 179, 528, 294, 550, (0.28, 0.95)),
        word_at("Minerva Tessier", 470, 526, height=22, certainty=0.97),
        Segment("X] Dog", 179, 600, 260, 622, (0.25, 0.93)),  # a tick, no Chinese
        word_at("Bernard", 470, 600, height=22, certainty=0.97),
    ]
    reading = read_fields(receipt)
    assert reading.owner == "Minerva Tessier"
    assert reading.dog is None
