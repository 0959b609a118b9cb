"""A pet insurer's claim form: the rabies vaccine billed under its one "Date(s) of service" was
given that day, and the policyholder is the dog's owner; a rabies line with no price, or two
dates of service, date no shot. A spay clinic's vaccines "given today" are dated by its "Surgery
date"; its surgeon, and a shelter's vaccinator, are the veterinarian."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


def _claim(service: str = "03/18/2024", rabies_price: str = "$44.50") -> list[Text]:
    return [
        Text(40, 30, "Finch & Hollow Pet Insurance", 14, bold=True),
        Text(40, 55, "Claim Form: send with your itemized invoice", 8),
        Text(40, 90, "Policyholder name", 7),
        Text(310, 90, "Phone", 7),
        Text(44, 102, "Rosalind Eberhardt", 9),
        Text(314, 102, "(315) 555-0142", 9),
        Text(40, 130, "Pet's name", 7),
        Text(44, 142, "Pepper", 9),
        Text(40, 170, "Date(s) of service", 7),
        Text(310, 170, "Reason for visit", 7),
        Text(44, 182, service, 9),
        Text(314, 182, "Wellness exam + vaccines", 9),
        Text(40, 210, "Description", 8),
        Text(360, 210, "Qty", 8),
        Text(430, 210, "Amount", 8),
        Text(40, 226, "Comprehensive exam", 8),
        Text(366, 226, "1", 8),
        Text(430, 226, "$91.00", 8),
        Text(40, 242, "Rabies vaccine 3yr - Imrab 3", 8),
        Text(366, 242, "1", 8),
        Text(430, 242, rabies_price, 8),
        Text(40, 258, "Canine Influenza H3N2/H3N8", 8),
        Text(366, 258, "1", 8),
        Text(430, 258, "$29.00", 8),
        Text(40, 300, "Practice name", 7),
        Text(44, 312, "Lakeview Veterinary Associates", 9),
        Text(40, 340, "First visit with this pet", 7),
        Text(44, 352, "04/30/2022", 9),
        Text(40, 380, "I certify the services above were provided on the dates shown.", 8),
        Text(310, 410, "03/19/2024", 9),
        Text(310, 424, "Date signed", 7),
    ]


def test_a_claim_s_billed_rabies_vaccine_was_given_on_its_date_of_service() -> None:
    read = read_fields(pdf_words(_claim()))
    assert (read.vaccinated, read.expires) == (date(2024, 3, 18), date(2027, 3, 18))
    assert read.owner == "Rosalind Eberhardt"
    assert read.dog == "Pepper"


def test_a_rabies_line_with_no_price_dates_no_shot() -> None:
    # "Rabies vaccine: on file": the policy's record of an earlier shot, not a billed service.
    read = read_fields(pdf_words(_claim(rabies_price="on file")))
    assert (read.vaccinated, read.expires) == (None, None)


def test_two_dates_of_service_date_no_shot() -> None:
    read = read_fields(pdf_words(_claim(service="03/18/2024 - 03/20/2024")))
    assert read.vaccinated is None


def _discharge(given: str = "VACCINES GIVEN TODAY") -> list[Text]:
    return [
        Text(160, 33, "Spay-Neuter Alliance of Hornell", 12, bold=True),
        Text(170, 77, "SURGERY DISCHARGE INSTRUCTIONS", 10, bold=True),
        Text(45, 107, "Patient:", 8),
        Text(92, 107, "Xena", 8),
        Text(320, 107, "Surgery date:", 8),
        Text(403, 107, "November 24, 2024", 8),
        Text(44, 125, "Owner:", 8),
        Text(91, 125, "Chidi Buonocore", 8),
        Text(44, 161, "Surgeon:", 8),
        Text(101, 161, "Dr. Dashiell Drummond", 8),
        Text(44, 188, given, 9, bold=True),
        Text(63, 211, "Lepto 4", 8),
        Text(63, 229, "DHPP", 8),
        Text(63, 247, "Rabies", 8),
        Text(220, 247, "Rabvac 3 TF, serial 2X6877", 8),
        Text(44, 287, "County rabies tag issued:", 8),
        Text(193, 287, "43405", 8),
        Text(44, 419, "Suture check (if needed): December 4, 2024", 8),
    ]


def test_a_spay_clinic_s_vaccines_given_today_are_dated_by_the_surgery() -> None:
    read = read_fields(pdf_words(_discharge()))
    # No term is written: a 3-year vaccine alone gives no expiry (a first shot is good for a year).
    assert (read.vaccinated, read.expires) == (date(2024, 11, 24), None)
    assert (read.veterinarian, read.tag) == ("Dashiell Drummond", "43405")
    # Listed as the dog's record, not given that day: the surgery's date is not the shot's.
    assert read_fields(pdf_words(_discharge("VACCINES ON RECORD"))).vaccinated is None


def test_a_shelter_s_release_receipt_names_who_redeemed_and_who_vaccinated() -> None:
    read = read_fields(
        pdf_words(
            [
                Text(40, 40, "Amsterdam Animal Care & Control", 12, bold=True),
                Text(440, 40, "RELEASE / REDEMPTION", 10),
                Text(40, 141, "Redeemed by:", 8),
                Text(140, 141, "Abigail Iwasaki", 8),
                Text(50, 305, "RABIES VACCINATION GIVEN AT RELEASE", 9, bold=True),
                Text(50, 324, "Date:", 8),
                Text(141, 324, "8/19/25", 8),
                Text(320, 324, "Vaccine:", 8),
                Text(410, 324, "Rabvac 3 TF", 8),
                Text(320, 340, "Expires:", 8),
                Text(411, 340, "8/19/28", 8),
                Text(320, 357, "Vaccinator:", 8),
                Text(410, 357, "Rosario Mbeki, DVM", 8),
            ]
        )
    )
    assert (read.owner, read.veterinarian) == ("Abigail Iwasaki", "Rosario Mbeki")
    assert (read.vaccinated, read.expires) == (date(2025, 8, 19), date(2028, 8, 19))
