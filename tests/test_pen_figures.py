"""A pen's figures as the two engines spell them (decision 0060): the letters read for figures
inside a date's shape are read as figures, and a date both engines then read alike is proposed.

The readings are the engines' own, off the eighth held-out set's pad form and carbonless copy.
"""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from doglicense.office.documents.layout.figures.pen import alike, figures, mended
from doglicense.office.documents.layout.same_place import code_box
from tests.wordpages import boxed


@pytest.mark.parametrize(
    ("read", "meant"),
    [
        ("DATE VACCINATED O5-29-2O26", "DATE VACCINATED 05-29-2026"),
        ("DATE VACCINATEDO7/18/2O24", "DATE VACCINATED 07/18/2024"),  # run into its label
        ("DATE vACCINATED NOV 16 ZO26", "DATE vACCINATED NOV 16 2026"),
        ("NOV \\6 2026", "NOV 16 2026"),
        ("9/22/ 2O26", "9/22/ 2026"),
        ("4/2Λ/25", "4/21/25"),  # a flagged 1
        ("4/A3/2025", "4/13/2025"),  # 4/43 is no day
        ("04-A6-2026", "04-16-2026"),
        ("D4-29-2D27", "04-29-2027"),  # a narrow 0 read as a D (decision 0081)
        # Left as read: both a 1 and a 4 make a date, or none does, or it is no date at all.
        ("4/2A/25", "4/2A/25"),
        ("A/AA/2026", "A/AA/2026"),
        ("5/N/2026", "5/N/2026"),
        ("OVOVZO26", "OVOVZO26"),
        ("DATE VACCINATEDIIII-2O24", "DATE VACCINATEDIIII-2O24"),
        ("TAG No. B2O250", "TAG No. B2O250"),  # a tag's letters are its own
        ("SERiAL / Lot NBI877", "SERiAL / Lot NBI877"),
        ("Address 579 BuerwutSt, Camillus, NY IBO31", "Address 579 BuerwutSt, Camillus, NY IBO31"),
        ("Lot 12 2026", "Lot 12 2026"),
        ("Dec. 15, 2026", "Dec. 15, 2026"),
        ("Tag D-7954", "Tag D-7954"),
        ("Phone (315) 237-4492", "Phone (315) 237-4492"),
    ],
)
def test_letters_in_a_date_are_read_as_figures_only_where_one_date_is_made(
    read: str, meant: str
) -> None:
    assert mended(read) == meant


def test_tesseract_s_a_stands_for_a_1_or_a_4_and_nothing_else() -> None:
    assert figures("OA-A62026") == "0AA62026"
    assert figures("10-AUG-2026") == "102026"  # a month's letters are no figures
    assert alike("04162026", figures("OA-A62026"))
    assert alike("42125", figures("4/2A/25"))
    assert not alike("42725", figures("4/2A/25"))
    assert not alike("0416202", figures("OA-A62026"))  # a figure fewer


# A pad form photographed: Tesseract misreads the label and spells the pen's 0 as 'O'; RapidOCR
# reads the label and spells the year's 0 as 'O' too. Every figure agrees once read as figures.
PAD_TESSERACT = (
    boxed("pate vaccnateo O5-29-2026", 302, 736, 835, 792, sure=0.30),
    boxed("DURATION", 1347, 732, 1493, 756),
    boxed("kl 1yr", 1561, 722, 1666, 770, sure=0.14),
    boxed("CL 3yr", 1737, 726, 1853, 773, sure=0.00),
    boxed("vaccine DEFENSOR", 289, 838, 724, 887, sure=0.82),
    boxed("TAG NO.", 1037, 986, 1147, 1011),
    boxed("EXPIRES", 261, 1066, 367, 1091, sure=0.97),
)


def _pad_rapid(vaccinated: str) -> tuple[Segment, ...]:
    return (
        boxed(vaccinated, 291, 730, 837, 792, sure=0.95),
        boxed("DURATION", 1343, 725, 1499, 763, sure=0.99),
        boxed("α 1YR", 1554, 718, 1676, 770, sure=0.87),
        boxed("3YR", 1733, 722, 1862, 774, sure=1.00),
        boxed("DEFENSORI", 407, 834, 746, 892, sure=0.95),
        boxed("VACCINE", 287, 847, 424, 886, sure=1.00),
        boxed("TAG NO.", 1030, 978, 1153, 1019, sure=0.99),
        boxed("EXPIRES", 257, 1060, 373, 1097, sure=1.00),
    )


def test_a_pen_s_date_spelled_with_letters_by_both_engines_is_proposed() -> None:
    assert second_engine.fields_of(PageText(PAD_TESSERACT, "ocr")).vaccinated is None
    page = PageText(PAD_TESSERACT, "ocr", _pad_rapid("DATE VACCINATED O5-29-2O26"))
    read = second_engine.fields_of(page)
    assert read.vaccinated == date(2026, 5, 29)
    assert read.dates_evidence == "two_engines"


@pytest.mark.parametrize(
    "vaccinated",
    [
        "DATE VACCINATED O5-28-2O26",  # a figure the engines read apart
        "DATE VACCINATED O5-29-2O2",  # a figure fewer
        "DATE VACCINATED OS-29-2O26",  # an 'S' is a 5 only to Tesseract's look-alikes
    ],
)
def test_a_pen_s_date_the_engines_read_apart_is_not_proposed(vaccinated: str) -> None:
    page = PageText(PAD_TESSERACT, "ocr", _pad_rapid(vaccinated))
    assert second_engine.fields_of(page).vaccinated is None


# A carbonless copy's vaccine table: the vet's flagged 1 read 'A' by both engines in the rabies
# row's date given ('4/A3/2025'), its next due read alike and sure.
CARBON_TESSERACT = (
    boxed("Vaccine", 340, 677, 430, 700),
    boxed("Date given", 619, 677, 744, 707, sure=0.97),
    boxed("Product", 975, 676, 1070, 699),
    boxed("Lot #", 1454, 672, 1522, 711, sure=0.93),
    boxed("Next due", 1796, 675, 1910, 699),
    boxed("4/A3/2025", 613, 752, 838, 797, sure=0.87),
    boxed("4/13/2026", 1789, 748, 2007, 795, sure=0.95),
    boxed("Rabies", 339, 765, 418, 790),
    boxed("4/43/2025", 610, 830, 827, 878, sure=0.00),
    boxed("DHPP", 337, 847, 411, 871, sure=0.92),
    boxed("Rabies duration:", 329, 1121, 512, 1145, sure=0.97),
)


def _carbon_rapid(given: str) -> tuple[Segment, ...]:
    return (
        boxed("Vaccine", 335, 670, 437, 708, sure=1.00),
        boxed("Date given", 613, 665, 751, 716, sure=1.00),
        boxed("Product", 971, 668, 1078, 708, sure=1.00),
        boxed("Lot #", 1448, 668, 1528, 708, sure=0.92),
        boxed("Next due", 1789, 665, 1917, 710, sure=1.00),
        boxed("Rabies", 331, 756, 426, 799, sure=1.00),
        boxed(given, 609, 744, 840, 804, sure=0.93),
        boxed("4/13/2026", 1785, 741, 2014, 802, sure=0.98),
        boxed("4/13/2025", 604, 819, 835, 887, sure=0.94),
        boxed("DHPP", 331, 840, 418, 879, sure=1.00),
        boxed("Rabies duration:", 323, 1112, 520, 1154, sure=1.00),
    )


def test_a_flagged_1_read_a_by_both_engines_is_read_where_only_a_1_makes_a_date() -> None:
    assert second_engine.fields_of(PageText(CARBON_TESSERACT, "ocr")).vaccinated is None
    read = second_engine.fields_of(PageText(CARBON_TESSERACT, "ocr", _carbon_rapid("4/A3/2025")))
    assert (read.vaccinated, read.expires) == (date(2025, 4, 13), date(2026, 4, 13))


def test_an_a_that_is_a_4_to_the_second_engine_is_no_agreement() -> None:
    # 4/14/2025 and 4/13/2026 would be no year apart either: nothing is proposed.
    page = PageText(CARBON_TESSERACT, "ocr", _carbon_rapid("4/14/2025"))
    assert second_engine.fields_of(page).vaccinated is None


# A receipt's lot as Tesseract read it, every reading alike: its last B taken for an 8.
RECEIPT = (
    boxed("RABIES CERTIFICATE", 120, 400, 560, 440),
    boxed("GIVEN: 03/14/2026", 120, 460, 560, 500),
    boxed("DUE: 03/14/2027", 120, 520, 560, 560),
    boxed("LOT: 90-1068", 120, 580, 420, 620),
    boxed("TAG#: 26-4471", 120, 640, 440, 680),
)


@pytest.mark.parametrize(
    ("again", "lot", "tag"),
    [
        (("90-1068", "26-4471"), "90-1068", "26-4471"),  # read alike: both stand
        (("90-106B", "26-4471"), None, "26-4471"),  # the lot read apart: neither reading
        (("90-1068", "26-447"), "90-1068", None),
    ],
)
def test_a_code_the_second_reading_reads_otherwise_is_not_proposed(
    again: tuple[str, str], lot: str | None, tag: str | None
) -> None:
    assert second_engine.fields_of(PageText(RECEIPT, "ocr")).lot == "90-1068"
    lot_box, tag_box = (code_box(c, list(RECEIPT), 1000) for c in ("90-1068", "26-4471"))
    assert lot_box is not None and tag_box is not None
    second = (boxed(again[0], *lot_box, sure=0.99), boxed(again[1], *tag_box, sure=0.99))
    read = second_engine.fields_of(PageText(RECEIPT, "ocr", second))
    assert (read.lot, read.tag) == (lot, tag)
    assert read.vaccinated == date(2026, 3, 14)  # the dates are Tesseract's, read alike


def test_a_code_s_box_is_its_share_of_the_run_on_the_first_page() -> None:
    assert code_box("90-1068", list(RECEIPT), 1000) == (220.0, 580, 445.0, 620)
    assert code_box("90-1068", list(RECEIPT), 600) is None  # below the first page
    assert code_box("90-106B", list(RECEIPT), 1000) is None


def test_a_date_of_figures_alone_is_left_as_read_even_run_into_its_label() -> None:
    # 'Due08/25/2026': RapidOCR runs a label into its date; only a mended date is set apart.
    assert mended("Due08/25/2026") == "Due08/25/2026"
