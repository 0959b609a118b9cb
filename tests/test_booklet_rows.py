"""A pet's health booklet, one rabies shot a row (decision 0064): a row whose pen date was not
read below the one read leaves the latest shot unknown, and a tag under the table's "Tag no."
heading in an earlier row is never the later row's. The lines are RapidOCR's reading of two
booklets of the tenth set, photographed and scanned, its lines found at 1,280 px a side."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields

# A scanned booklet: its last two rows' pen dates misread ("205", "Jan. 1s, 04").
SCANNED = [
    ("PET HEALTH RECORD", 86, 88, 422, 121),
    ("Rabies Vaccinations", 83, 129, 322, 165),
    ("Pet's name:", 83, 195, 211, 229),
    ("Owner:", 731, 197, 812, 227),
    ("Vaccine", 83, 278, 169, 312),
    ("Date given", 444, 279, 562, 313),
    ("Next due", 653, 275, 759, 314),
    ("'ou bel", 866, 279, 950, 315),
    ("Veterinarian", 1035, 282, 1163, 310),
    ("Nobivac 1-Rabies", 119, 338, 320, 366),
    ("In. t, 2022", 443, 340, 574, 390),
    ("La. 6, 2023", 660, 338, 794, 390),
    ("Merck", 119, 368, 173, 394),
    ("LOT 774186XN", 118, 386, 283, 418),
    ("EXP 12/2023", 121, 415, 262, 440),
    ("Rabvac 3", 125, 513, 231, 543),
    ("Jan. 5, 2024", 450, 516, 572, 555),
    ("Jan 5, 2027", 670, 514, 789, 558),
    ("Elanco", 124, 545, 183, 570),
    ("LOT ET94250", 124, 568, 274, 592),
    ("EXP 01/2025", 123, 586, 268, 618),
    ("Imrab 1", 116, 680, 212, 710),
    ("205", 509, 694, 572, 726),
    ("Boehringer Ingelheim", 118, 713, 290, 737),
    ("LOT L79047", 119, 734, 255, 759),
    ("EXP 01/2026", 119, 759, 259, 783),
    ("Defensor 3", 124, 852, 250, 881),
    ("Jan. 1s, 04", 452, 860, 577, 900),
    ("Zoetis", 122, 882, 178, 908),
    ("LOT BP43777", 122, 904, 274, 932),
    ("EXP 01/2027", 124, 928, 263, 953),
    ("Moyers Corners Veterinary Associates", 442, 1050, 841, 1079),
]

# A photographed booklet: four shots, each row's tag a line below its dates.
PHOTOGRAPHED = [
    ("PET HEALTH RECORD", 343, 294, 712, 337),
    ("Rabies Vaccinations", 339, 338, 595, 383),
    ("Captain Crunch", 522, 399, 836, 458),
    ("Hiroshi Whitfield", 1166, 403, 1474, 458),
    ("Pet's name:", 336, 416, 453, 449),
    ("Owner:", 1045, 426, 1131, 459),
    ("Vaccine", 323, 503, 414, 541),
    ("Date given", 713, 504, 838, 555),
    ("Next due", 954, 515, 1057, 550),
    ("Tag no.", 1197, 523, 1284, 558),
    ("Veterinarian", 1392, 522, 1546, 562),
    ("Imrab 1", 351, 556, 461, 598),
    ("1/16/21", 707, 578, 834, 630),
    ("Boehringer Ingelheim", 351, 592, 546, 634),
    ("1/16/22", 954, 581, 1093, 636),
    ("Dr. Kirkpatrick", 1387, 584, 1617, 628),
    ("LOT FB43250", 351, 617, 518, 655),
    ("EXP01/2022", 351, 645, 507, 678),
    ("RB 108643", 1181, 649, 1346, 690),
    ("Nobivac 3-Rabies", 339, 737, 562, 784),
    ("2/22/22", 689, 761, 838, 823),
    ("Merck", 342, 775, 403, 804),
    ("2/22/23", 936, 768, 1085, 824),
    ("Dr. Vanderhoef", 1370, 768, 1618, 835),
    ("LOT128908J", 337, 793, 499, 832),
    ("EXP02/2023", 336, 818, 493, 860),
    ("Imrab 1", 329, 926, 441, 968),
    ("Boehringer Ingelheim", 323, 958, 520, 1006),
    ("3/18/23", 674, 948, 821, 1010),
    ("3/18/24", 923, 964, 1061, 1014),
    ("Dr, Byrne", 1356, 967, 1516, 1027),
    ("LOT 677296JC", 325, 983, 510, 1025),
    ("EXP03/2024", 325, 1015, 482, 1050),
    ("R23-4141", 1147, 1027, 1304, 1081),
    ("JNl", 1373, 1034, 1565, 1100),
    ("Rabvac 3", 309, 1103, 432, 1153),
    ("Elanco", 313, 1146, 380, 1175),
    ("4/5/26", 664, 1146, 789, 1195),
    ("4/5/27", 903, 1149, 1040, 1211),
    ("LOT K94796", 306, 1165, 460, 1205),
    ("Dr. Sarah Gutierrez", 1341, 1164, 1663, 1229),
    ("EXP04/2027", 306, 1192, 462, 1233),
    ("RB 261371", 1131, 1219, 1303, 1284),
    ("JNls", 1355, 1238, 1547, 1294),
    ("Bayberry Companion Animal Hospital", 641, 1340, 1102, 1408),
    ("Cicero, NY 13039", 637, 1379, 823, 1432),
    ("(787) 579-5084", 633, 1417, 805, 1464),
]


def _words(lines: list[tuple[str, int, int, int, int]], *dropped: str) -> list[Segment]:
    return [
        Segment(text, x0, y0, x1, y1, (1.0,) * len(text.split(" ")))
        for text, x0, y0, x1, y1 in lines
        if text not in dropped
    ]


def test_a_later_row_whose_date_was_not_read_leaves_the_latest_shot_unknown() -> None:
    reading = read_fields(_words(SCANNED))
    # Not January 5, 2024: the shots of 2025 and 2026 below it were written, not read.
    assert (reading.vaccinated, reading.expires) == (None, None)


def test_later_rows_with_nothing_written_in_their_dates_leave_the_row_read() -> None:
    reading = read_fields(_words(SCANNED, "205", "Jan. 1s, 04"))
    assert reading.vaccinated == date(2024, 1, 5)


def test_the_tag_under_the_heading_in_an_earlier_row_is_not_the_latest_shots() -> None:
    # Under "Tag no." the first row's tag, of the shot of January 2021; the latest shot's own
    # stands a line below its dates, in no row: no tag is read rather than the old one.
    assert read_fields(_words(PHOTOGRAPHED)).tag is None


def test_a_booklet_of_one_shot_has_its_tag_under_the_heading() -> None:
    first = [line for line in PHOTOGRAPHED if line[2] < 700]
    reading = read_fields(_words(first))
    assert (reading.vaccinated, reading.tag) == (date(2021, 1, 16), "RB 108643")
