"""Decision 0092's rules on the thirty-fourth set's kinds of paper, drawn here by hand:
- a behaviorist's letter: the history's sentence "given … by Dr. X at Y" names the shot's vet and
  practice; the letterhead is only who wrote; the next line's "It was given as a 3-year
  vaccine." counts its expiry; a heading in capitals ("DOCK RULES FOR DOGS") is
  no one's name;
- a signature block: "Dr. Owen Kirkpatrick, DVM" typed over its caption "Veterinarian (print)";
- a pet trust's schedule: "Veterinarian of record", a tag written "No. T28527, worn …";
- a guide dog school's report: the "Graduate" is the owner, "Name:" under "EXAMINING
  VETERINARIAN" the vet;
- an intake's "Rabies - date", a marina's "Rabies shot given", a venue's "Dog's owner"."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.names.people import person_name
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


def _letter(history: str, then: str = "") -> list[Text]:
    return [
        Text(48, 40, "Finger Lakes Animal Behavior Clinic", 16, bold=True),
        Text(48, 62, "Dr. Esme Pemberton, DVM, DACVB - by referral only", 8),
        Text(48, 100, "Patient:", 9, bold=True),
        Text(150, 100, "Dixie", 9),
        Text(48, 130, "Dear Dr. Langley,", 9),
        Text(48, 160, "HISTORY AND PREVENTIVE CARE", 9, bold=True),
        Text(48, 176, history, 9),
        *([Text(48, 188, then, 9)] if then else []),
        Text(48, 204, "DHPP was last boostered July 1, 2026; preventives are given monthly.", 9),
        Text(48, 240, "Sincerely,", 9),
        Text(48, 280, "Esme Pemberton, DVM", 9),
        Text(48, 292, "Diplomate, American College of Veterinary Behaviorists", 8),
    ]


def test_a_letter_s_sentence_names_who_gave_the_shot_and_where() -> None:
    read = read_fields(
        pdf_words(
            _letter(
                "Rabies vaccine (Defensor 1) was given September 3, 2026 by Dr. Gideon Aldridge"
                " at Bridgeport Veterinary Clinic."
            )
        )
    )
    assert read.vaccinated == date(2026, 9, 3)
    assert read.veterinarian == "Gideon Aldridge"
    assert read.clinic == "Bridgeport Veterinary Clinic"  # not the letterhead's


def test_the_next_line_s_term_counts_the_expiry() -> None:
    history = "Rabies vaccine (Defensor 3) was given Oct. 23, 2026 at Phoenix Animal Hospital."
    read = read_fields(pdf_words(_letter(history, "It was given as a 3-year vaccine.")))
    assert (read.vaccinated, read.expires) == (date(2026, 10, 23), date(2029, 10, 23))
    assert read.clinic == "Phoenix Animal Hospital"
    other = read_fields(pdf_words(_letter(history, "Heartworm is given as a 1-year course.")))
    assert other.expires is None


def test_the_letterhead_stays_the_clinic_where_the_sentence_names_no_place() -> None:
    read = read_fields(pdf_words(_letter("Rabies vaccine (Defensor 1) was given 9/3/2026.")))
    assert read.vaccinated == date(2026, 9, 3)
    assert read.veterinarian is None
    assert read.clinic == "Finger Lakes Animal Behavior Clinic"


def test_a_doctor_named_for_another_vaccine_is_not_the_rabies_shot_s() -> None:
    read = read_fields(
        pdf_words(
            _letter(
                "Rabies vaccine was given 9/3/2026; DHPP by Dr. Ana Ruiz at Oak Orchard Animal"
                " Clinic."
            )
        )
    )
    assert read.veterinarian is None
    assert read.clinic == "Finger Lakes Animal Behavior Clinic"


def test_a_heading_in_capitals_is_no_one_s_name() -> None:
    assert person_name("DOCK RULES FOR DOGS") is None
    assert person_name("Jean-Luc Côté") == "Jean-Luc Côté"


def _certificate(signed: str, caption: str) -> list[Text]:
    return [
        Text(48, 40, "RABIES VACCINATION CERTIFICATE", 14, bold=True),
        Text(48, 80, "Date vaccinated: 04/11/2025", 9),
        Text(48, 96, "Expires: 04/11/2028", 9),
        Text(48, 140, "I certify that the animal described above was vaccinated.", 8),
        Text(300, 182, signed, 9),
        Text(300, 196, caption, 7),
    ]


def test_a_doctor_typed_over_a_vet_caption_signed_the_certificate() -> None:
    read = read_fields(pdf_words(_certificate("Dr. Owen Kirkpatrick, DVM", "Veterinarian (print)")))
    assert read.veterinarian == "Owen Kirkpatrick"
    staff = read_fields(pdf_words(_certificate("Beatrix Pritchard, DVM", "Associate Veterinarian")))
    assert staff.veterinarian == "Beatrix Pritchard"


def test_a_name_without_a_doctor_s_title_over_the_caption_is_not_read() -> None:
    read = read_fields(pdf_words(_certificate("Owen Kirkpatrick", "Veterinarian (print)")))
    assert read.veterinarian is None
    other = read_fields(pdf_words(_certificate("Dr. Owen Kirkpatrick", "Owner's signature")))
    assert other.veterinarian is None


def _trust(tag: str) -> list[Text]:
    rows = [
        ("Animal", "Marley, a blue merle Siberian Husky (dog)"),
        ("Trustee", "Frederick Cote"),
        ("Veterinarian of record", "Dr. Jonah Hargrove, Northern Oaks Vet Clinic"),
        ("Rabies vaccination", "Last given 09/15/2025 (Nobivac 3-Rabies CA)"),
        ("", "Valid until 09/15/2028; renew before that date."),
        ("Rabies tag", tag),
    ]
    return [
        Text(48, 40, "SCHEDULE A", 12, bold=True),
        *(Text(48, 70 + 18 * i, label, 8) for i, (label, _) in enumerate(rows) if label),
        *(Text(200, 70 + 18 * i, value, 8) for i, (_, value) in enumerate(rows)),
    ]


def test_a_trust_s_vet_of_record_and_its_tag_after_no() -> None:
    read = read_fields(pdf_words(_trust("No. T28527, worn on the collar with the license")))
    assert read.veterinarian == "Jonah Hargrove"
    assert read.clinic == "Northern Oaks Vet Clinic"
    assert read.tag == "T28527"
    assert read.vaccinated == date(2025, 9, 15)


def test_a_word_after_no_is_no_tag() -> None:
    assert read_fields(pdf_words(_trust("No. Lost in March"))).tag is None


def test_a_guide_dog_s_graduate_and_examining_veterinarian() -> None:
    page = [
        Text(48, 40, "GRADUATE DOG ANNUAL VETERINARY REPORT", 10, bold=True),
        Text(48, 70, "Graduate:", 8),
        Text(130, 70, "Ingrid Russo", 8),
        Text(300, 70, "Dog:", 8),
        Text(380, 70, "Sir Barksalot", 8),
        Text(48, 100, "Rabies vaccination date: 6/19/25", 8),
        Text(48, 160, "EXAMINING VETERINARIAN", 8, bold=True),
        Text(48, 176, "Name:", 8),
        Text(130, 176, "Henrietta Gallagher, DVM", 8),
        Text(48, 192, "Practice:", 8),
        Text(130, 192, "Fulton Veterinary Hospital", 8),
    ]
    read = read_fields(pdf_words(page))
    assert (read.owner, read.dog) == ("Ingrid Russo", "Sir Barksalot")
    assert read.veterinarian == "Henrietta Gallagher"
    assert read.clinic == "Fulton Veterinary Hospital"


def test_an_intake_s_rabies_date_a_marina_s_shot_given_a_venue_s_dog_s_owner() -> None:
    intake = [
        Text(48, 40, "HYDROTHERAPY INTAKE", 10, bold=True),
        Text(48, 80, "Rabies - date 10.23.25", 9),
        Text(48, 100, "DHPP - date 6.2.25", 9),
    ]
    assert read_fields(pdf_words(intake)).vaccinated == date(2025, 10, 23)
    marina = [
        Text(48, 40, "SLIP HOLDER PET REGISTRATION", 10, bold=True),
        Text(48, 80, "Rabies shot given", 7),
        Text(200, 80, "Rabies expires", 7),
        Text(48, 94, "3/25/2026", 10),
        Text(200, 94, "3/25/2027", 10),
    ]
    read = read_fields(pdf_words(marina))
    assert (read.vaccinated, read.expires) == (date(2026, 3, 25), date(2027, 3, 25))
    venue = [
        Text(48, 40, "FOUR-LEGGED GUEST AGREEMENT", 10, bold=True),
        Text(48, 80, "Dog's owner", 7),
        Text(48, 94, "Winifred Falcone", 9),
    ]
    assert read_fields(pdf_words(venue)).owner == "Winifred Falcone"
