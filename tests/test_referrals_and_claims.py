"""Papers read by decision 0089's rules, from the thirty-first set's kinds:
- a specialty hospital's referral form: its letterhead is not where the shot was given (the page
  has a "Referring practice"); "Owner" and "Practice" under a taller section heading label the
  values beside them; the rabies row's "given at Oswego County SPCA" against the referring
  practice: neither is proposed; its note's "by Dr. …; tag …" gives the doctor and the tag;
- an emergency hospital's triage sheet ("rDVM", "Given by / where"): no letterhead clinic;
- a rail carrier's pet travel confirmation: the passenger, and "Administered at (clinic)";
- a pet insurer's explanation of benefits: the addressee over a street in capitals, and the
  rabies line's "Provider" naming a practice."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


def _referral(note: str, *more: str) -> list[Text]:
    return [
        Text(150, 50, "Central New York Veterinary Specialists", 16, bold=True),
        Text(150, 66, "REFERRAL FORM - please fax to (315) 555-0148", 9),
        Text(36, 92, "Referring practice", 11, bold=True),
        Text(40, 112, "Practice", 8.5, bold=True),
        Text(143, 112, "Taft Road Veterinary Clinic", 10),
        Text(310, 112, "Referring DVM", 8.5, bold=True),
        Text(413, 112, "Dr. Aurelie Kettering", 10),
        Text(36, 154, "Client and patient", 11, bold=True),
        Text(40, 174, "Owner", 8.5, bold=True),
        Text(143, 174, "Horace Gallagher", 10),
        Text(310, 174, "Phone", 8.5, bold=True),
        Text(413, 174, "315-946-6808", 10),
        Text(40, 194, "Patient", 8.5, bold=True),
        Text(143, 194, "Luna", 10),
        Text(36, 380, "Vaccination history", 11, bold=True),
        *(Text(x, 400, h, 8.5, bold=True) for x, h in [(40, "Vaccine"), (130, "Date given")]),
        *(Text(x, 400, h, 8.5, bold=True) for x, h in [(230, "Due"), (320, "Notes")]),
        *(Text(x, 418, t, 9.5) for x, t in [(40, "DA2PP"), (130, "Aug-13-2024")]),
        Text(230, 418, "Aug-13-2027", 9.5),
        *(Text(x, 436, t, 9.5) for x, t in [(40, "Rabies"), (130, "Jun-24-2024")]),
        *(Text(x, 436, t, 9.5) for x, t in [(230, "Jun-24-2027"), (320, note)]),
        *(Text(320, 448 + 12 * n, line, 9.5) for n, line in enumerate(more)),
    ]


def test_a_referral_form_s_letterhead_is_not_where_the_shot_was_given() -> None:
    here = read_fields(pdf_words(_referral("given here"), height=600))
    assert (here.vaccinated, here.expires) == (date(2024, 6, 24), date(2027, 6, 24))
    assert (here.owner, here.dog) == ("Horace Gallagher", "Luna")
    assert here.clinic == "Taft Road Veterinary Clinic"  # the practice that gave it, not the
    # specialty hospital at the top
    elsewhere = read_fields(pdf_words(_referral("given at Oswego County SPCA"), height=600))
    assert elsewhere.clinic is None  # the note and the practice disagree: which, no page says
    assert elsewhere.owner == "Horace Gallagher"


def test_the_rabies_row_s_note_names_the_doctor_and_the_tag() -> None:
    lines = ("Rabvac 3 TF, lot S587253", "by Dr. Aurelie Brightwater; tag C756-93")
    read = read_fields(pdf_words(_referral("given here", *lines), height=600))
    assert (read.veterinarian, read.tag) == ("Aurelie Brightwater", "C756-93")
    alone = read_fields(pdf_words(_referral("given here", "by Dr. Aurelie Brightwater"), 600))
    assert (alone.veterinarian, alone.tag) == ("Aurelie Brightwater", None)


def test_an_emergency_triage_sheet_s_letterhead_is_not_proposed() -> None:
    page = [
        Text(36, 44, "Cicero Emergency Veterinary Center", 17, bold=True),
        Text(36, 58, "EMERGENCY TRIAGE SHEET - open 24 hours", 9.5),
        Text(36, 120, "rDVM: Dr. Bernard Applegate", 10),
        Text(36, 160, "Rabies given: 6/15/2026", 10),
        Text(220, 160, "Exp. / term: 6/15/2027", 10),
        Text(36, 190, "Given by / where: at Morgan Road Veterinary", 10),
    ]
    read = read_fields(pdf_words(page))
    assert read.vaccinated == date(2026, 6, 15)
    assert read.clinic is None


def test_a_rail_confirmation_s_passenger_and_the_clinic_it_was_administered_at() -> None:
    page = [
        Text(36, 30, "Adirondack Line Passenger Rail", 16, bold=True),
        Text(37, 46, "Pet Travel Confirmation", 9),
        Text(37, 190, "PASSENGER AND PET", 8, bold=True),
        Text(37, 214, "Passenger", 8),
        Text(120, 214, "Winston Kaczmarek", 10),
        Text(317, 214, "Pet name", 8),
        Text(431, 214, "Murphy", 10),
        Text(37, 278, "PET RELEASE AND INDEMNIFICATION AGREEMENT", 8, bold=True),
        Text(36, 300, "1. The passenger is solely responsible for the pet.", 8),
        Text(37, 409, "Rabies vaccination date", 8),
        Text(205, 409, "Aug 10, 2024", 10),
        Text(37, 431, "Rabies vaccination valid through", 8),
        Text(205, 431, "Aug 10, 2027", 10),
        Text(36, 475, "Administered at (clinic)", 8),
        Text(205, 475, "Seneca Hill Animal Clinic", 10),
    ]
    read = read_fields(pdf_words(page, height=600))
    assert (read.vaccinated, read.expires) == (date(2024, 8, 10), date(2027, 8, 10))
    assert (read.owner, read.dog) == ("Winston Kaczmarek", "Murphy")
    assert read.clinic == "Seneca Hill Animal Clinic"


def test_an_insurer_s_explanation_of_benefits_names_the_owner_and_the_provider() -> None:
    page = [
        Text(37, 48, "Hudson Valley Pet Mutual", 14, bold=True),
        Text(37, 62, "PO Box 4410, Albany NY 12204", 8),
        Text(432, 44, "EXPLANATION OF BENEFITS", 9, bold=True),
        Text(72, 120, "Teresa Bellamy", 9),
        Text(73, 131, "6169 WETZEL RD", 8),
        Text(73, 143, "BREWERTON NY 13029", 8),
        Text(341, 164, "Pet", 7),
        Text(431, 164, "Duke (Jack Russell Terrier)", 9),
        *(Text(x, 242, h, 7) for x, h in [(39, "Service date"), (109, "Provider")]),
        *(Text(x, 242, h, 7) for x, h in [(249, "Description"), (399, "Charged")]),
        *(
            Text(x, 260, t, 8)
            for x, t in [(39, "Sep 4, 2026"), (110, "North Syracuse Animal Hospital")]
        ),
        *(Text(x, 260, t, 8) for x, t in [(250, "Heartworm test"), (400, "54.00")]),
        *(
            Text(x, 278, t, 8)
            for x, t in [(39, "Sep 4, 2026"), (110, "North Syracuse Animal Hospital")]
        ),
        *(Text(x, 278, t, 8) for x, t in [(250, "Rabies vaccine"), (400, "32.00")]),
    ]
    read = read_fields(pdf_words(page))
    assert read.vaccinated == date(2026, 9, 4)
    assert read.owner == "Teresa Bellamy"
    assert read.clinic == "North Syracuse Animal Hospital"  # its "Provider", where no doctor is
