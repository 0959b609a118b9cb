"""What the eighteenth set showed (issue 28, decision 0071): a till receipt's own date is the shot
when its booster is due a term after it; a letter's sentence says which of its dates is given and
which good through; a row's date under a heading not read, a term after its shot, is its expiry;
a "Date given" column's first row that is another vaccine's is not rabies'."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at


def _receipt(*extra: Text) -> list[Text]:
    """A pop-up clinic's till receipt: its date and time at the head, no label for either."""
    lines = [
        (14, "Paws Plus Vaccine Clinic"),
        (24, "inside Tractor Supply, Cicero"),
        (40, "11/02/2025 10:17     REG 1"),
        (56, "PET: Mabel"),
        (66, "CLIENT: Orla Brennan"),
        (80, "RABIES 3YR                 18.00"),
        (90, "  Rabvac 3 (Elanco)"),
        (100, "  LOT 55120A"),
        (110, "  TAG# K-2231"),
        (120, "  BOOSTER DUE 11/02/2028"),
        (134, "DHPP 5-WAY                 22.00"),
        (150, "TOTAL                     $40.00"),
        (170, "Keep this receipt as proof of vaccination."),
    ]
    return [Text(20, y, line, 7) for y, line in lines] + list(extra)


def test_a_till_receipt_s_own_date_is_the_shot_its_booster_is_due_a_term_after() -> None:
    reading = read_fields(pdf_words(_receipt(), height=200))
    assert (reading.vaccinated, reading.expires) == (date(2025, 11, 2), date(2028, 11, 2))
    assert reading.tag == "K-2231"


def test_two_dates_a_term_before_the_booster_give_none() -> None:
    # A date a day after it, "11/03/2025" for a microchip: which one the shot was, no reading says.
    chip = Text(20, 144, "MICROCHIP 11/03/2025        25.00", 7)
    reading = read_fields(pdf_words(_receipt(chip), height=200))
    assert reading.vaccinated is None


def test_a_letter_s_sentence_says_which_date_is_given_and_which_good_through() -> None:
    # The words over the line are the letter's, no column's heading: "vaccines are current".
    letter = [
        Text(40, 40, "Before each stay we check that every guest's vaccines are current. We", 8),
        Text(40, 52, "the following on file from your veterinarian:", 8),
        Text(56, 68, "Rabies - given Mar 3, 2026, good through Mar 3, 2029", 8),
        Text(70, 80, "Tag no. 26-4410; Imrab 3; Dr. Paula Reyes", 8),
        Text(56, 92, "DHPP - expires May 25, 2027", 8),
    ]
    reading = read_fields(pdf_words(letter, height=120))
    assert (reading.vaccinated, reading.expires) == (date(2026, 3, 3), date(2029, 3, 3))


def test_a_row_s_date_under_a_heading_not_read_a_term_after_its_shot_is_its_expiry() -> None:
    # A reminder photographed off a laptop: the stripes over "Due" left it unread. The clinic's
    # due date is the day before the anniversary: it is the expiry, not one counted from "1 Year".
    words = [
        word_at("Service", 40, 100, 12),
        word_at("Last done", 300, 100, 12),
        word_at("Rabies Canine 1 Year", 40, 130, 12),
        word_at("06/20/2026", 300, 130, 12),
        word_at("06/19/2027", 420, 130, 12),
        word_at("DA2PP Vaccine", 40, 150, 12),
        word_at("05/13/2026", 300, 150, 12),
        word_at("05/13/2027", 420, 150, 12),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 6, 20), date(2027, 6, 19))


def test_a_date_given_column_s_first_row_of_another_vaccine_is_not_rabies() -> None:
    # A pet health card: the rabies row's pen dates went unread; the first row's are DHPP's.
    words = [
        word_at("Vaccine", 40, 100, 12),
        word_at("Date given", 300, 100, 12),
        word_at("Next due", 420, 100, 12),
        word_at("Vanguard Plus 5", 40, 124, 12),
        word_at("5-24-25", 300, 134, 12),
        word_at("5-24-26", 420, 134, 12),
        word_at("Canine Distemper-Adenovirus", 40, 136, 10),
        word_at("DEFENSOR 1", 40, 200, 12),
        word_at("Rabies Vaccine, Killed Virus", 40, 214, 10),
    ]
    assert read_fields(words).vaccinated is None


def test_a_training_form_s_other_vaccines_sections_are_theirs() -> None:
    # The vet's section of a class registration: each vaccine under its own name, each with its
    # own "Date given" and "Next due". (The rabies one's "Valid thru" is left blank: its expiry
    # is not counted from the ticked term while another section prints a "Next due" date.)
    form = [
        Text(40, 40, "VETERINARY SECTION - to be completed by your veterinarian", 8),
        Text(40, 56, "RABIES", 8, bold=True),
        Text(40, 68, "Date Vacc.", 6),
        Text(170, 74, "Duration:   X 1 yr     3 yr", 6),
        Text(300, 68, "Tag #", 6),
        Text(42, 80, "9/17/2026", 8),
        Text(302, 80, "T-55821", 8),
        Text(170, 100, "Valid thru", 6),
        Text(40, 136, "DHPP", 8, bold=True),
        Text(40, 148, "Date given", 6),
        Text(170, 148, "Next due", 6),
        Text(42, 160, "8/2/2026", 8),
        Text(172, 160, "8/2/2027", 8),
        Text(40, 180, "BORDETELLA.", 8, bold=True),
        Text(40, 192, "Date given", 6),
        Text(170, 192, "Next due", 6),
        Text(42, 204, "7/30/2026", 8),
        Text(172, 204, "7/30/2027", 8),
    ]
    reading = read_fields(pdf_words(form, height=240))
    assert (reading.vaccinated, reading.expires) == (date(2026, 9, 17), None)


def _photographed_receipt(*extra: Segment) -> list[Segment]:
    """A fairground clinic's receipt read off a photo: its date and time at the head, the shot
    sold as a line item with its term, no booster date printed."""
    lines = [
        ("Onondaga Co. Rabies Clinic", 40, 20),
        ("Fire Hall, Liverpool", 40, 50),
        ("Jun 14, 2025 10-42", 40, 90),
        ("REG 3", 400, 90),
        ("PET:", 40, 130),
        ("Juniper", 200, 130),
        ("CLIENT:", 40, 160),
        ("Dmitri Volkov", 200, 160),
        ("RABIES 3YR", 40, 210),
        ("18. 00", 420, 210),
        ("Nobivac 3-Rabies", 60, 240),
        ("TAG#", 60, 270),
        ("25-4471", 140, 270),
        ("TOTAL", 40, 320),
        ("$18. 00", 420, 320),
    ]
    return [word_at(text, x, y, 14) for text, x, y in lines] + list(extra)


def test_a_receipt_printing_only_the_term_is_dated_by_its_head() -> None:
    reading = read_fields(_photographed_receipt())
    assert (reading.vaccinated, reading.expires) == (date(2025, 6, 14), date(2028, 6, 14))


def test_a_lone_date_with_a_date_s_role_named_on_the_page_is_not_the_shot() -> None:
    # A portal's page printed from a browser: the print date in its header is the page's one
    # date read; the table's "Date given", whose dates went unread, says what dates are there.
    heading = word_at("Date given", 300, 190, 14)
    assert read_fields(_photographed_receipt(heading)).vaccinated is None
    # Two dates (the dog's birth beside its name): which the shot was, nothing says.
    born = word_at("4/11/2019", 330, 130, 14)
    assert read_fields(_photographed_receipt(born)).vaccinated is None
    # Read unsure, the head's date is not proposed.
    unsure = _photographed_receipt()
    unsure[2] = word_at("Jun 14, 2025 10-42", 40, 90, 14, certainty=0.6)
    assert read_fields(unsure).vaccinated is None
