"""An e-mailed receipt, a county clinic's copy and a rescue's row form: the mail's "Date:" is the
day it was sent, the vaccines "administered today" date the shot by the visit, a clinic's site
is no clinic, a row's label is no value, and a page's stated day-first dates are read so
(decision 0073); a table's row whose "Rabies" a pen's letter misread is still the rabies row, and
a practice named where the vet is asked is no vet; a shot told over a pen's short lines is read;
a card's "Rabies given:" and "Rabies exp.:" are its dates."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.layout.same_place import code_box
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at


def _receipt(administered: str = "Vaccines administered today") -> list[Text]:
    return [
        Text(40, 20, "Gmail - Invoice and vaccine record - Clay Veterinary Hospital", 8),
        Text(40, 50, "Clay Veterinary Hospital <frontdesk@clayvet.com>", 8),
        Text(330, 50, "Date: Thu, Jan 30, 2025 at 4:42 PM", 8),
        Text(40, 64, "To: aisha.bello@yahoo.com", 8),
        Text(40, 100, "Invoice #", 8),
        Text(110, 100, "765750", 8),
        Text(250, 100, "Visit date:", 8),
        Text(310, 100, "01/29/2025", 8),
        Text(40, 120, "Patient:", 8),
        Text(110, 120, "Ellie (German Shepherd)", 8),
        Text(40, 160, "Rabies Vaccine 3 Year", 8),
        Text(330, 160, "$24.50", 8),
        Text(40, 200, administered, 8),
        Text(50, 216, "Rabies: Imrab 3 (Boehringer Ingelheim), Lot 9E8504-2", 8),
        Text(50, 232, "Rabies tag #30128", 8),
    ]


def test_an_e_mail_s_date_is_the_day_it_was_sent_not_the_shot_s() -> None:
    read = read_fields(pdf_words(_receipt(administered="Vaccines on file")))
    assert (read.vaccinated, read.expires) == (None, None)


def test_vaccines_administered_today_are_dated_by_the_visit() -> None:
    read = read_fields(pdf_words(_receipt()))
    assert (read.vaccinated, read.expires) == (date(2025, 1, 29), date(2028, 1, 29))
    assert read.tag == "30128"


def _county_copy(site: str) -> list[Text]:
    return [
        Text(40, 30, "Cayuga County Rabies Clinic", 14, bold=True),
        Text(40, 50, "RABIES VACCINATION CERTIFICATE", 8),
        Text(40, 80, "OWNER'S NAME", 6),
        Text(44, 92, "Dana Kowalczyk", 9),
        Text(40, 120, "DATE VACCINATED", 6),
        Text(44, 132, "09/30/2025", 9),
        Text(40, 170, f"Clinic site: {site}", 8),
    ]


def test_a_clinic_s_site_that_is_a_venue_gives_the_heading_s_clinic() -> None:
    venue = read_fields(pdf_words(_county_copy("Brewerton Fire Dept")))
    assert venue.clinic == "Cayuga County Rabies Clinic"
    # A site that is itself a veterinary place is the clinic, as before.
    assert read_fields(pdf_words(_county_copy("Clay Animal Hospital"))).clinic == (
        "Clay Animal Hospital"
    )


def test_a_row_s_label_and_a_number_s_label_are_no_dog() -> None:
    # The dog's name was written by hand and not read: under its label stands the next row's.
    words = [
        word_at("CNY Lab Rescue, Inc.", 176, 145, 40),
        word_at("Dog's name", 176, 320, 24),
        word_at("Rescue ID", 1012, 320, 20),
        word_at("Foster", 175, 405, 20),
        word_at("Nathan Gheco", 403, 396, 28),
        word_at("Adopter", 173, 489, 24),
    ]
    assert read_fields(words).dog is None
    # In a form of boxes the value under a label has its neighbour under the next label.
    boxes = [
        word_at("DOG'S NAME", 100, 100, 14),
        word_at("BREED", 400, 100, 14),
        word_at("Juniper", 100, 130, 20),
        word_at("Lab mix", 400, 130, 20),
    ]
    assert read_fields(boxes).dog == "Juniper"


def test_a_name_is_read_again_where_it_is_the_value_not_in_a_sentence() -> None:
    sentence = word_at("Your receipt for Sadie's visit is below.", 160, 593, 28)
    value = word_at("Sadie (Australian Shepherd)", 372, 800, 25)
    box = code_box("Sadie", [sentence, value], 5000)
    assert box is not None and 790 < box[1] < 810


def _canadian(hint: str) -> list[Text]:
    return [
        Text(40, 30, "Kingsway Companion Animal Clinic", 14, bold=True),
        Text(40, 60, "RABIES VACCINATION CERTIFICATE", 10),
        Text(40, 90, "Date of vaccination " + hint, 7),
        Text(260, 90, "Revaccination due " + hint, 7),
        Text(42, 104, "11/04/2025", 9),
        Text(262, 104, "11/04/2028", 9),
    ]


def test_a_page_that_says_its_dates_are_day_first_is_read_so() -> None:
    read = read_fields(pdf_words(_canadian("(dd/mm/yyyy)")))
    assert (read.vaccinated, read.expires) == (date(2025, 4, 11), date(2028, 4, 11))
    # A form's hint that its dates are month first: the label is read, the figures as printed.
    read = read_fields(pdf_words(_canadian("(mm/dd/yyyy)")))
    assert (read.vaccinated, read.expires) == (date(2025, 11, 4), date(2028, 11, 4))


def _foster_record(rabies: str) -> list[Text]:
    return [
        Text(40, 30, "Finger Lakes Foster Dogs", 14, bold=True),
        Text(40, 60, "Dog's name", 8),
        Text(120, 60, "Ivy", 9),
        Text(40, 100, "Date", 8, bold=True),
        Text(110, 100, "Treatment / vaccine", 8, bold=True),
        Text(260, 100, "Lot #", 8, bold=True),
        Text(340, 100, "Given by", 8, bold=True),
        Text(40, 124, "8/14/26", 9),
        Text(110, 124, "DHPP", 9),
        Text(340, 124, "shelter tech", 9),
        Text(40, 148, "9/14/26", 9),
        Text(110, 148, f"{rabies} - Mrab 1", 9),  # the vaccine misread too
        Text(260, 148, "2A3501-2", 9),
        Text(340, 148, "Dr. Claire Dubois", 9),
        Text(40, 172, "9/30/26", 9),
        Text(110, 172, "Bordetella IN", 9),
        Text(340, 172, "foster", 9),
    ]


def test_a_row_whose_rabies_a_pen_s_letter_misread_is_the_rabies_row() -> None:
    # The pen's i read as a j by both engines ("Rabjes - Mrab 1"): the row is still the shot's.
    for misread in ("Rabies", "Rabjes", "Rables", "Rahies"):
        read = read_fields(pdf_words(_foster_record(misread)))
        assert read.vaccinated == date(2026, 9, 14), misread
    # Another word a letter from it, not starting with R, names no rabies.
    assert read_fields(pdf_words(_foster_record("Babies"))).vaccinated is None


def _groomer_card(vet: str) -> list[Text]:
    return [
        Text(40, 30, "Shear Delight Grooming - Client Card", 12, bold=True),
        Text(40, 60, "Pet:", 9),
        Text(110, 60, "Truffle", 9),
        Text(40, 80, "Owner:", 9),
        Text(110, 80, "Bridget Kowalczyk", 9),
        Text(40, 100, "Vet:", 9),
        Text(110, 100, vet, 9),
        Text(40, 120, "Rabies given:", 9),
        Text(140, 120, "04/11/2026", 9),
    ]


def test_a_practice_named_where_the_vet_is_asked_is_no_vet() -> None:
    assert read_fields(pdf_words(_groomer_card("Country Lane Vets"))).veterinarian is None
    assert read_fields(pdf_words(_groomer_card("Shoreline Animal Hospital"))).veterinarian is None
    assert (
        read_fields(pdf_words(_groomer_card("Dr. Ingrid Moreau"))).veterinarian == "Ingrid Moreau"
    )


def _postcard() -> list[Text]:
    return [
        Text(40, 30, "Maple Ridge Veterinary Clinic", 12, bold=True),
        Text(40, 46, "564 Main Street - Canandaigua, NY 14424", 8),
        Text(330, 46, "OCT 14 2026", 8),  # the post office's cancel
        Text(40, 80, "It's time for a booster!", 10, bold=True),
        Text(40, 96, "Our records show a vaccine is due soon.", 9),
        Text(44, 124, "Hi Tobias -", 14),
        Text(44, 142, "Murphy's rabies shot from", 14),
        Text(44, 160, "12/26/2023", 14),
        Text(44, 178, "is due 12/26/2026.", 14),
        Text(44, 196, "Please call us to book!", 14),
    ]


def _pad_note() -> list[Text]:
    return [
        Text(120, 30, "Country Lane Vets", 13, bold=True),
        Text(110, 46, "Naomi Brandt, DVM - Ingrid Moreau, DVM", 8),
        Text(40, 80, "Patient", 9),
        Text(100, 80, "Beans", 11),
        Text(300, 80, "Date", 9),
        Text(340, 80, "10/25/26", 11),  # the day the note was written
        Text(40, 120, "Rx", 18, bold=True),
        Text(70, 150, "To whom it may concern:", 14),
        Text(70, 168, "Beans rec'd rabies vacc.", 14),
        Text(70, 186, "on 9/2/26", 14),
        Text(70, 204, "Imrab 1   lot N474F63", 14),
        Text(70, 222, "Tag # 258188", 14),
        Text(70, 240, "Due 9/2/27", 14),
    ]


def test_a_shot_told_over_a_pen_s_short_lines_is_read() -> None:
    # A reminder postcard: "Murphy's rabies shot from / 12/26/2023 / is due 12/26/2026."
    card = read_fields(pdf_words(_postcard()))
    assert (card.vaccinated, card.expires) == (date(2023, 12, 26), date(2026, 12, 26))
    # A prescription pad's note: its "Date" is the day it was written, the shot is in its words.
    pad = read_fields(pdf_words(_pad_note()))
    assert (pad.vaccinated, pad.expires) == (date(2026, 9, 2), date(2027, 9, 2))


def test_a_card_s_rabies_given_and_rabies_exp_are_the_shot_s_dates() -> None:
    card = [
        *_groomer_card("Dr. Ingrid Moreau"),
        Text(300, 120, "Rabies exp.:", 9),
        Text(380, 120, "04/11/2029", 9),
    ]
    read = read_fields(pdf_words(card))
    assert (read.vaccinated, read.expires) == (date(2026, 4, 11), date(2029, 4, 11))
