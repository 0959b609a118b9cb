"""Decision 0094, each rule on a page drawn by hand: a payment plan's rabies row naming its tag in
brackets, a crate label's "Rabies given" beside its date and its feeding log's "Date" column, a
shipper's dates run together ("15OCT2026"), a sign-up's captions under its pen lines, and a pet
shipper's two parties, of whom the owner is the one living in New York."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import dates_in
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _plan(description: str) -> list[Segment]:
    """A lender's itemized treatment: each service's date of service left of its description."""
    words = [
        word_at("PAYMENT PLAN AGREEMENT", 430, 22, 8),
        word_at("CLIENT", 310, 86, 6),
        word_at("Mildred Rinaldi", 310, 96, 9),
        word_at("Date of service", 44, 202, 6),
        word_at("Description", 132, 202, 8),
        word_at("Amount", 494, 202, 6),
    ]
    rows = [("Comprehensive exam", "$68.00"), (description, "$24.00"), ("Nail trim", "$18.00")]
    for n, (what, amount) in enumerate(rows):
        y = 220 + 18 * n
        words += [word_at("09/17/2026", 44, y, 7), word_at(what, 132, y, 8)]
        words.append(word_at(amount, 537, y, 8))
    return words


def test_a_plan_s_rabies_row_naming_its_tag_gives_the_day_and_the_tag() -> None:
    reading = read_fields(_plan("Rabies vaccine - Nobivac 3-Rabies CA (tag K837-98)"))
    assert (reading.vaccinated, reading.tag) == (date(2026, 9, 17), "K837-98")


def test_a_rabies_tag_s_own_line_is_still_no_row_of_a_shot() -> None:
    assert read_fields(_plan("Rabies tag K837-98 replaced")).vaccinated is None


def _crate(given: str, *, label: str = "Rabies given") -> list[Segment]:
    """A pet shipper's crate label: its feeding log left, its vaccination box right."""
    return [
        word_at("LIVE ANIMAL", 750, 126, 60),
        word_at("FEEDING & WATERING", 157, 913, 20),
        word_at("VACCINATION", 1139, 918, 22),
        word_at("Date", 157, 966, 17),
        word_at("Time", 333, 966, 17),
        word_at("Initials", 868, 967, 17),
        word_at(label, 1140, 982, 24),
        word_at(given, 1423, 979, 22),
        word_at("11/22/26", 157, 1021, 17),
        word_at("6:40 am", 334, 1021, 18),
        word_at("AR", 867, 1022, 17),
        word_at("Vaccine type", 1139, 1038, 24),
        word_at("1-year rabies", 1423, 1035, 28),
        word_at("11/23/26", 157, 1071, 17),
    ]


def test_a_crate_s_rabies_given_beside_its_date() -> None:
    reading = read_fields(_crate("10-Oct-2026"))
    assert (reading.vaccinated, reading.expires) == (date(2026, 10, 10), date(2027, 10, 10))


def test_dates_run_together_as_a_shipper_prints_them() -> None:
    assert dates_in("150CT2026") == [date(2026, 10, 15)]  # its O read as a nought
    assert dates_in("Health certificate 19NOV2026, Dr. Okonkwo") == [date(2026, 11, 19)]
    assert dates_in("09-SEP-25") == [date(2025, 9, 9)]
    assert dates_in("lot 12MAR2026X") == []
    assert dates_in("12ABC2026") == []


def _sign_up(*, under: bool = True) -> list[Segment]:
    """A pet store's photo sign-up: pen answers on lines, each small caption printed under its
    line (or, `under` False, over it, as a form's box label is)."""
    rows = [
        [("Bernard Zeller", "Pet parent's name", 74), ("bernard37@gmail.com", "Email", 884)],
        [("Bandit", "Pet's name", 74), ("5-8-26", "Rabies vaccination date", 1165)],
        [("5-8-27", "Rabies due date", 74), ("26-5951", "Rabies tag no.", 602)],
    ]
    words = [word_at("Photos with Santa Paws!", 120, 30, 40)]
    for n, row in enumerate(rows):
        line = 180 + 120 * n
        for value, caption, x in row:
            words.append(word_at(value, x, line - 36 if under else line + 24, 36))
            words.append(word_at(caption, x - 10, line + 3 if under else line - 17, 17))
    return words


def test_a_sign_up_s_captions_under_their_lines() -> None:
    reading = read_fields(_sign_up())
    assert (reading.vaccinated, reading.expires) == (date(2026, 5, 8), date(2027, 5, 8))
    assert (reading.dog, reading.tag, reading.owner) == ("Bandit", "26-5951", "Bernard Zeller")


def test_labels_over_their_boxes_still_read_what_is_under_them() -> None:
    reading = read_fields(_sign_up(under=False))
    assert (reading.vaccinated, reading.dog, reading.tag) == (date(2026, 5, 8), "Bandit", "26-5951")


def _parties(shipper_town: str, consignee_town: str) -> list[Segment]:
    """A crate label's two parties, each a name over its address."""
    return [
        word_at("SHIPPER", 134, 376, 17),
        word_at("Søren Cavanaugh", 133, 414, 30),
        word_at(f"9735 Blackberry Rd, {shipper_town}", 135, 467, 29),
        word_at("CONSIGNEE", 1123, 377, 17),
        word_at("Yvonne Wisniewski", 1123, 418, 30),
        word_at(f"418 Elm St, {consignee_town}", 1124, 468, 28),
        word_at("Rabies given:", 1140, 982, 24),
        word_at("10-Oct-2026", 1423, 979, 22),
    ]


def test_of_a_shipper_s_two_parties_the_owner_lives_in_new_york() -> None:
    assert read_fields(_parties("Clay NY 13041", "Denver CO 80202")).owner == "Søren Cavanaugh"
    moved_in = _parties("Greenville SC 29601", "Cicero NY 13039")
    assert read_fields(moved_in).owner == "Yvonne Wisniewski"  # a rescue ships to its adopter


def test_two_parties_in_new_york_or_neither_leave_the_owner_unsaid() -> None:
    assert read_fields(_parties("Clay NY 13041", "Cicero NY 13039")).owner is None
    assert read_fields(_parties("Denver CO 80202", "Greenville SC 29601")).owner is None


def test_a_crate_s_live_animal_banner_is_no_practice() -> None:
    banner = [word_at("LIVE ANIMAL", 750, 40, 60), *_crate("10-Oct-2026")[1:]]
    assert read_fields(banner).clinic is None


def test_a_lender_s_provider_is_the_practice_its_attending_doctor_the_vet() -> None:
    plan = [
        word_at("PROVIDER", 40, 86, 6),
        word_at("Syracuse Animal Hospital", 40, 96, 9),
        word_at("ATTENDING DOCTOR", 40, 138, 6),
        word_at("Dr. Harriet Kingsley", 40, 148, 9),
        *_plan("Rabies vaccine - Nobivac 3-Rabies CA (tag K837-98)"),
    ]
    reading = read_fields(plan)
    assert (reading.clinic, reading.veterinarian) == (
        "Syracuse Animal Hospital",
        "Harriet Kingsley",
    )
    plan[1] = word_at("Dr. Rowena Prescott", 40, 96, 9)  # a person under it: no practice
    assert read_fields(plan).clinic is None


def test_a_clause_s_typed_blanks_give_the_vet_and_the_expiry() -> None:
    clause = [
        word_at("3. Health. The Resident's pet is vaccinated as the law requires:", 48, 242, 9),
        word_at("Rabies vaccine given on", 66, 262, 9),
        word_at("November 1, 2026", 196, 262, 9),
        word_at("by Dr.", 288, 262, 9),
        word_at("Lucian Carrington", 326, 262, 9),
        word_at("The vaccination is valid through", 66, 298, 9),
        word_at("November 1, 2027", 244, 298, 9),
    ]
    reading = read_fields(clause)
    assert (reading.vaccinated, reading.expires) == (date(2026, 11, 1), date(2027, 11, 1))
    assert reading.veterinarian == "Lucian Carrington"


def _grid(*, breed: str = "BREED", watermark: bool = False) -> list[Segment]:
    """A crate label's animal row: "NAME  BREED  COLOR" over their values."""
    words = [
        word_at("NAME", 134, 761, 16),
        word_at(breed, 623, 761, 16),
        word_at("COLOR", 1112, 762, 16),
        word_at("Willow", 133, 799, 22),
        word_at("German Shepherd", 623, 799, 22),
        word_at("Buff", 1113, 800, 22),
        *[word_at(f"Line {n} of the label's small print", 134, 900 + 30 * n, 16) for n in range(5)],
    ]
    if watermark:  # a text layer's "CLIENT COPY" drawn diagonally across the page
        words.append(Segment("CLIENT COPY", 73, 209, 537, 1100, (1.0, 1.0)))
    return words


def test_name_beside_breed_on_its_row_is_the_dog_s() -> None:
    assert read_fields(_grid()).dog == "Willow"
    assert read_fields(_grid(breed="PHONE")).dog is None  # "NAME" alone names no one


def test_a_watermark_across_the_page_is_no_box_s_value() -> None:
    assert read_fields(_grid(watermark=True)).dog == "Willow"
