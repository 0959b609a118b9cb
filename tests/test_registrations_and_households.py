"""Decision 0097, each rule on a page drawn by hand: a housing authority's pet registration,
its typed values over small captions ("Dog" over "Kind", a label's word that is the value), a
blank line's caption over the next line's value; and a rescue's table of the household's pets,
its "Kind / breed" column naming a cat whose dates are never the dog's."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.boxes.captioned import captioned_under, on_its_line
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _registration(kind: str = "Dog") -> list[Segment]:
    """Section 2 and 3 of the registration as its text layer gives them: each value typed in a
    larger size 8 to 13 points over its caption, the expiry's line left blank."""
    return [
        word_at("Frankie", 57, 258, 6.4),
        word_at(kind, 216, 258, 8.3),
        word_at("Cavalier King Charles Spaniel", 298, 258, 8.4),
        word_at("18 lb", 463, 258, 6.4),
        word_at("Pet's name", 55, 270, 4.5),
        word_at("Kind", 214, 270, 4.6),
        word_at("Breed", 296, 270, 4.6),
        word_at("Weight", 460, 270, 6.0),
        word_at("grey and white", 57, 285, 8.3),
        word_at("01 / 12 / 2023", 216, 285, 6.5),
        word_at("none", 335, 287, 4.7),
        word_at("Color", 55, 298, 4.6),
        word_at("Date of birth", 214, 298, 4.6),
        word_at("Other animals in the unit", 333, 298, 4.6),
        word_at("3.", 56, 316, 6.8),
        word_at("LICENSE AND RABIES VACCINATION", 72, 315, 6.6),
        word_at("applied for", 57, 343, 8.3),
        word_at("08 / 11 / 2023", 216, 343, 6.5),
        word_at("Municipal dog license no.", 55, 356, 6.0),
        word_at("Rabies vaccination date", 214, 356, 4.6),
        word_at("Rabies vaccination expires", 369, 356, 5.9),
        word_at("7922696", 57, 371, 6.4),
        word_at("Dr. Ines Prescott", 216, 371, 6.4),
        word_at("Clay Pet Hospital", 371, 371, 8.3),
        word_at("Rabies tag no.", 55, 384, 6.0),
        word_at("Veterinarian", 214, 384, 4.5),
        word_at("Clinic", 369, 384, 4.6),
    ]


def test_a_value_that_is_a_label_s_word_stands_over_its_own_caption() -> None:
    """ "Dog" over "Kind" is the kind of animal, no label: the page is one of captions under
    their lines, and "Kind" is never proposed as the dog's name, nor the breed beside "Dog"."""
    words = _registration()
    assert captioned_under(words)
    reading = read_fields(words)
    assert reading.dog in (None, "Frankie")
    assert (reading.vaccinated, reading.tag, reading.clinic) == (
        date(2023, 8, 11),
        "7922696",
        "Clay Pet Hospital",
    )


def test_kind_is_a_caption_never_a_dog_s_name() -> None:
    reading = read_fields(_registration("Cat"))
    assert reading.dog != "Kind"


def _household(kind: str) -> list[Segment]:
    """A rescue's adoption application: the household's pets, a row each, the dog's row's kind
    misread ("dg Yockshire Terier")."""
    return [
        word_at("Name", 113, 371, 38),
        word_at("Kind / breed", 331, 371, 36),
        word_at("Age", 638, 375, 34),
        word_at("Fixed?", 730, 371, 36),
        word_at("Rabies date", 837, 375, 29),
        word_at("Rabies due", 1091, 369, 40),
        word_at("Tag #", 1346, 369, 42),
        word_at("Smokey", 107, 418, 68),
        word_at(kind, 332, 428, 48),
        word_at("6", 633, 421, 52),
        word_at("5/3/24", 840, 428, 50),
        word_at("5/3/27", 1093, 426, 55),
        word_at("Sadie", 112, 495, 58),
        word_at("dg Yockshire Terier", 329, 498, 61),
        word_at("N", 725, 499, 48),
        word_at("/8/25", 838, 500, 50),
        word_at("V8/28", 1091, 499, 54),
        word_at("R25-31653", 1347, 499, 53),
    ]


def test_a_cat_s_row_gives_no_dates_where_the_dog_s_row_is_unread() -> None:
    reading = read_fields(_household("cat"))
    assert (reading.vaccinated, reading.expires) == (None, None)


_NOTE = "A copy of the current rabies certificate is attached."


def _photo_of_registration() -> list[Segment]:
    """The registration photographed on a doormat: the figures "2294172" read a pixel shorter
    than their caption's letters, the vet's line left blank over the page's note."""
    return [
        word_at("17 lb", 1402, 638, 21),
        word_at("Dog", 621, 639, 26),
        word_at("Boxer", 881, 639, 21),
        word_at("Dexter", 119, 640, 20),
        word_at("Breed", 875, 679, 16),
        word_at("Weight", 1394, 679, 21),
        word_at("Pet'sname", 113, 680, 16),
        word_at("Kind", 616, 680, 15),
        word_at("10/31/2016", 622, 728, 21),
        word_at("fawn", 118, 729, 20),
        word_at("none", 996, 733, 16),
        word_at("Other animals in the unit", 990, 768, 16),
        word_at("Color", 112, 769, 16),
        word_at("Date of birth", 616, 769, 15),
        word_at("3. LICENSE AND RABIES VACCINATION", 114, 828, 21),
        word_at("06/16/2029", 1111, 917, 21),
        word_at("43081", 118, 918, 21),
        word_at("06/16/2026", 620, 918, 20),
        word_at("Municipal dog license no.", 113, 957, 21),
        word_at("Rabies vaccination date", 616, 957, 16),
        word_at("Rabies vaccination expires", 1106, 957, 20),
        word_at("Clay Pet Hospital", 1112, 1005, 26),
        word_at("2294172", 119, 1006, 21),
        word_at("Rabies tag no.", 113, 1046, 22),
        word_at("Veterinarian", 615, 1046, 16),
        word_at("Clinic", 1105, 1046, 16),
        word_at(
            f"{_NOTE} The pet is spayed or neutered or will be by age six months.",
            112,
            1098,
            22,
        ),
    ]


def test_a_photo_s_figures_over_a_caption_and_a_note_under_a_blank_line() -> None:
    words = _photo_of_registration()
    assert captioned_under(words)
    reading = read_fields(words)
    assert reading.dog != "Boxer"
    assert (reading.vaccinated, reading.expires, reading.tag, reading.clinic) == (
        date(2026, 6, 16),
        date(2029, 6, 16),
        "2294172",
        "Clay Pet Hospital",
    )


def test_a_section_s_heading_over_a_row_of_captions_is_no_value() -> None:
    """A CDC certification's section heading stands over its first row's labels, each with
    its value under it: the heading is no caption's value."""
    heading = word_at(
        "SECTION 3. RABIES VACCINATION (administered in the United States)", 118, 833, 39
    )
    caption = word_at("Date of vaccination", 113, 886, 14)
    words = [
        heading,
        caption,
        word_at("Vaccination expiration date", 613, 886, 18),
        word_at("Duration of immunity", 1113, 886, 18),
        word_at("06/04/2026", 112, 924, 22),
        word_at("1 year", 1113, 924, 23),
    ]
    assert on_its_line(words, caption) is None
