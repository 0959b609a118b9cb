"""A letter's addressee is its owner (decision 0080): a town's notice, a renewal notice, a
reminder card name the owner over a street and a town's line, under no label; never the
consignee of a health certificate, never a name read unsure. The words are the text layer of
the twenty-fourth set's dog control notice and Tesseract's reading of the nineteenth's
interstate certificate and the fourteenth's renewal notice."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import boxed, text_layer

NOTICE = [
    ("TOWN OF LYSANDER", 118, 44, 276),
    ("Office of the Dog Control Officer", 118, 64, 260),
    ("55 Town Hall Dr · (315) 762-1727", 118, 80, 236),
    ("May 23, 2026", 40, 127, 98),
    ("Case no.", 380, 128, 414),
    ("DCO-2026-0114", 420, 127, 490),
    ("Ezekiel Iverson", 40, 157, 105),
    ("1925 Wetzel Rd", 41, 171, 108),
    ("North Syracuse, NY 13212", 40, 185, 154),
    ("RE: PROOF OF RABIES VACCINATION RECEIVED", 40, 219, 305),
    ("Dog", 66, 303, 81),
    ("Freckles (Weimaraner, liver/white)", 216, 302, 349),
    ("Date of vaccination", 66, 322, 140),
    ("May 8, 2026", 216, 322, 264),
    ("Valid through", 66, 360, 120),
    ("May 8, 2027", 216, 360, 264),
    ("Veterinarian", 66, 398, 115),
    ("Dr. Gareth Mortimer", 216, 397, 295),
    ("Winifred DeMarco, Dog Control Officer", 40, 537, 203),
]

# Two name-and-address boxes: the owner's street on one line with its town, the consignee's on two.
HEALTH_CERTIFICATE = [
    ("1, CONSIGNOR (OWNER) - NAME, ADDRESS, TELEPHONE", 159, 308, 675, 325, 0.5),
    ("2. CONSIGNEE - NAME, ADDRESS", 898, 308, 1197, 325, 0.93),
    ("Steven Nakamura", 170, 347, 356, 367, 0.96),
    ("Walter Prusik", 908, 347, 1050, 367, 0.93),
    ("2235 Maple Rd, Clay, NY 13041", 170, 383, 496, 407, 0.95),
    ("196 Palmetto Ln", 908, 383, 1078, 403, 0.97),
    ("(315) 555-0165", 171, 420, 325, 441, 0.97),
    ("Ocala, FL 34471", 908, 419, 1073, 441, 0.92),
]

RENEWAL_NOTICE = [
    ("TOWN OF CAMILLUS", 296, 115, 780, 156, 0.96),
    ("DOG LICENSE RENEWAL NOTICE", 1039, 115, 1527, 142, 0.96),
    ("Office of the Town Clerk - Dog Licensing", 296, 170, 818, 201, 0.96),
    ("***AUTO**5-DIGIT 13031", 179, 305, 403, 324, 0.6),
    ("MINH PETTIBONE", 180, 344, 426, 369, 0.95),
    ("2922 Pompey Center Rd", 179, 382, 528, 416, 0.95),
    ("CAMILLUS NY 13031", 179, 422, 459, 453, 0.94),
]


def _read(lines: list[tuple[str, float, float, float, float, float]]) -> list[Segment]:
    return [boxed(text, x0, y0, x1, y1, sure) for text, x0, y0, x1, y1, sure in lines]


def test_a_notice_is_read_as_sent_to_the_owner() -> None:
    read = read_fields(text_layer(NOTICE))
    assert read.owner == "Ezekiel Iverson"
    assert (read.vaccinated, read.expires) == (date(2026, 5, 8), date(2027, 5, 8))


def test_the_mails_presort_line_is_the_address_blocks_own() -> None:
    assert read_fields(_read(RENEWAL_NOTICE)).owner == "MINH PETTIBONE"


def test_a_name_read_unsure_is_left_to_the_resident() -> None:
    unsure = [(*line[:5], 0.6) if line[0] == "MINH PETTIBONE" else line for line in RENEWAL_NOTICE]
    assert read_fields(_read(unsure)).owner is None


def test_the_consignee_under_its_heading_is_never_the_owner() -> None:
    assert read_fields(_read(HEALTH_CERTIFICATE)).owner is None


def test_a_sender_over_its_address_is_no_addressee() -> None:
    sender = [
        ("Dr. Karen Whitfield", 40, 40, 140),
        ("1925 Wetzel Rd", 40, 54, 108),
        ("North Syracuse, NY 13212", 40, 68, 154),
        ("Date of vaccination: May 8, 2026", 40, 120, 200),
    ]
    assert read_fields(text_layer(sender)).owner is None


def test_a_vets_block_under_its_heading_is_no_addressee() -> None:
    signed = [
        ("VETERINARIAN", 40, 20, 120),
        ("Karen Whitfield", 40, 40, 140),
        ("1925 Wetzel Rd", 40, 54, 108),
        ("North Syracuse, NY 13212", 40, 68, 154),
        ("Date of vaccination: May 8, 2026", 40, 120, 200),
    ]
    assert read_fields(text_layer(signed)).owner is None
