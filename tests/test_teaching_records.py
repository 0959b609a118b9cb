"""A teaching hospital's vaccine administration record and a rabies titer report (decision
0080): the visit's shot in a table whose vial's expiry is no next due date; the supervising
clinician, never the student; a tag after a middle dot on a printed line; a lot under "Lot /
Serial"; the "Date of last rabies vaccination". The words are the text layers of two pages of
the twenty-fourth set."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.boxes.separated import separated
from doglicense.office.documents.layout.roles import date_role, near_label
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import text_layer

RECORD = [
    ("Finger Lakes Veterinary Teaching Hospital", 50, 45, 335),
    ("Community Practice Service · Wellness & Outreach Clinic", 50, 63, 270),
    ("181 Tower Rd · (315) 986-5549", 50, 74, 156),
    ("VACCINE ADMINISTRATION RECORD", 50, 103, 317),
    ("PT 1372661 MCGILLICUDDY, BAILEY", 386, 131, 541),
    ("Client:", 50, 136, 74),
    ("Jacqueline McGillicuddy", 80, 135, 195),
    ("DOB 01/31/2025", 387, 151, 451),
    ("Bailey", 84, 178, 114),
    ("Patient:", 50, 178, 79),
    ("Visit date:", 50, 206, 88),
    ("29-NOV-2026", 94, 206, 148),
    ("Student:", 50, 220, 81),
    ("Ezekiel Colangelo (Class of 2027)", 87, 220, 251),
    ("Supervising clinician:", 293, 220, 371),
    ("Dr. Yolanda Kilpatrick", 377, 220, 487),
    ("Vaccine", 52, 245, 79),
    ("Manufacturer", 160, 245, 208),
    ("Lot / Serial", 250, 245, 290),
    ("Vial exp.", 311, 245, 342),
    ("Route / Site", 375, 245, 418),
    ("Duration", 444, 245, 475),
    ("Next due", 492, 245, 524),
    ("Imrab 1", 52, 261, 80),
    ("Boehringer Ingelheim", 160, 261, 232),
    ("L470613", 250, 261, 278),
    ("16-JAN-2028", 311, 261, 357),
    ("SQ / LF", 375, 261, 403),
    ("1 yr", 444, 261, 460),
    ("29-NOV-2027", 492, 261, 538),
    ("DHPP", 52, 277, 68),
    ("Zoetis", 160, 277, 184),
    ("14Z6482", 250, 277, 278),
    ("05-OCT-2028", 311, 277, 357),
    ("SQ / RR", 375, 277, 404),
    ("1 yr", 444, 277, 460),
    ("29-NOV-2027", 492, 277, 538),
    ("NYS rabies certificate issued · Tag no.", 50, 317, 194),
    ("933468", 199, 316, 228),
    ("Student signature", 50, 393, 100),
    ("Clinician signature", 311, 393, 364),
    ("Printed 30-NOV-2026 · Page 1 of 1", 50, 710, 154),
]

TITER_REPORT = [
    ("Northeast Rabies Serology Laboratory", 42, 28, 282),
    ("FAVN TEST REPORT", 42, 87, 150),
    ("Date received:", 324, 113, 371),
    ("11/18/2026", 377, 112, 425),
    ("Submitted by:", 41, 126, 88),
    ("Dr. Tomasz Everhart", 93, 125, 169),
    ("Date tested:", 324, 126, 364),
    ("11/25/2026", 369, 125, 418),
    ("Practice:", 41, 140, 69),
    ("Fulton Animal Hospital", 75, 139, 162),
    ("Owner:", 297, 185, 321),
    ("Agnieszka Balducci", 326, 184, 397),
    ("Date of birth:", 41, 211, 86),
    ("11/29/2024", 92, 210, 140),
    ("RABIES VACCINATION HISTORY (as submitted)", 48, 249, 215),
    ("Date of last rabies vaccination:", 48, 266, 152),
    ("10/13/2026", 158, 265, 207),
    ("Sample collected:", 297, 266, 357),
    ("11/16/2026", 362, 265, 411),
    ("Vaccine:", 48, 280, 75),
    ("Nobivac 1-Rabies (Merck Animal Health)", 81, 279, 235),
]


def test_the_visits_shot_its_due_date_not_the_vials_expiry() -> None:
    read = read_fields(text_layer(RECORD))
    assert (read.vaccinated, read.expires) == (date(2026, 11, 29), date(2027, 11, 29))
    assert read.lot == "L470613"  # its own row's, never the DHPP's under it
    assert read.product == "Imrab 1"


def test_the_supervising_clinician_is_the_vet_never_the_student() -> None:
    read = read_fields(text_layer(RECORD))
    assert read.veterinarian == "Yolanda Kilpatrick"
    without = [line for line in RECORD if "clinician:" not in line[0] and "Kilp" not in line[0]]
    assert read_fields(text_layer(without)).veterinarian is None  # not "Ezekiel Colangelo"


def test_a_tag_after_a_middle_dot_is_read_by_its_label() -> None:
    assert read_fields(text_layer(RECORD)).tag == "933468"


def test_the_vials_expiry_alone_is_no_due_date() -> None:
    assert date_role("Vial exp.") == "other"
    assert date_role("Exp.") == "expires"
    # with the due date's column gone, the visit's shot has nothing to agree with
    cut = [line for line in RECORD if line[1] < 480]
    assert read_fields(text_layer(cut)).vaccinated is None


def test_a_line_is_cut_at_its_middle_dots_each_part_with_its_own_words_certainty() -> None:
    line = Segment(
        "Rabies certificate issued · Tag no. 25-1234", 0, 0, 430, 10, (1, 1, 1, 1, 1, 0.5, 0.9)
    )
    parts = separated([line])
    assert [p.text for p in parts] == ["Rabies certificate issued", "Tag no. 25-1234"]
    assert parts[1].certainty == (1, 0.5, 0.9)
    assert parts[1].x0 > parts[0].x1
    plain = Segment("Visit date: 29-NOV-2026", 0, 0, 230, 10, (1, 1, 1))
    assert separated([plain]) == [plain]


def test_the_date_of_last_rabies_vaccination_is_the_shot_never_the_samples() -> None:
    read = read_fields(text_layer(TITER_REPORT))
    assert read.vaccinated == date(2026, 10, 13)
    assert read.owner == "Agnieszka Balducci"


def test_two_label_words_run_together_are_no_lot() -> None:
    assert near_label("LOTEXP.")
    assert not near_label("AR37811")
    assert not near_label("5Y274-95")


def test_the_attending_vet_of_an_emergency_hospital_is_the_vet() -> None:
    invoice = [
        ("Admitted Sep. 6, 2024 9:29 PM", 72, 999, 170),
        ("Attending: Dr. Ignacio Merriweather, DVM", 72, 1010, 204),
        ("Family vet: Dr. Francesca Kingsley", 319, 1010, 427),
    ]
    assert read_fields(text_layer(invoice)).veterinarian == "Ignacio Merriweather"


def test_a_name_box_under_its_sections_heading_is_the_owners_or_the_dogs() -> None:
    profile = [
        ("CLIENT", 77, 901, 105),
        ("Name", 77, 915, 93),
        ("Katarina Quinlan", 82, 927, 144),
        ("PET", 77, 1012, 92),
        ("Name:", 77, 1025, 100),
        ("Noodle", 108, 1025, 134),
    ]
    read = read_fields(text_layer(profile))
    assert (read.owner, read.dog) == ("Katarina Quinlan", "Noodle")
    plain = [line for line in profile if line[0] not in ("CLIENT", "PET")]
    read = read_fields(text_layer(plain))
    assert (read.owner, read.dog) == (None, None)  # a "Name" of whom, no heading says


def test_a_tag_in_a_notes_sentence_is_read_and_a_label_after_its_label_is_not() -> None:
    note = [("Rabies tag issued: 11003. Certificate given to owner.", 80, 1193, 246)]
    assert read_fields(text_layer(note)).tag == "11003"
    blank = [("Rabies tag no.: SERIAL NO.", 80, 1193, 246)]
    assert read_fields(text_layer(blank)).tag is None
