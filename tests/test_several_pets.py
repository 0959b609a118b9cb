"""A page listing several animals (issue 28, decision 0054): what is the dog's is read from its own
block, never another pet's; a code misread into a label's near-miss, or with a tag's '#' read
as its first character, is no value."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import RabiesReading, read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at

COLUMNS = (36, 180, 260, 340, 410, 480)


def _pet(y: float, heading: str, rabies: tuple[str, ...], other: tuple[str, ...]) -> list[Text]:
    """One pet's block of a client's history: its heading, the table's header and two rows."""
    header = ("Vaccine", "Given", "Due", "Lot", "Tag", "Doctor")
    block = [Text(36, y, heading, 11, bold=True)]
    for k, (x, cell) in enumerate(zip(COLUMNS, header, strict=True)):
        block.append(Text(x, y + 24, cell, 9, bold=k == 0))
    for n, row in enumerate((rabies, other)):
        block += [Text(x, y + 44 + 18 * n, c, 9) for x, c in zip(COLUMNS, row, strict=True) if c]
    return block


def _history(*pets: list[Text]) -> list[Text]:
    page = [
        Text(36, 30, "Brewerton Road Animal Hospital", 14, bold=True),
        Text(36, 60, "Vaccination History", 12, bold=True),
        Text(36, 80, "Client: Maria Lopez", 10),
    ]
    return page + [text for pet in pets for text in pet]


def _read(ops: list[Text]) -> RabiesReading:
    return read_fields(pdf_words(ops, height=500))


DOG = ("Rabies (Imrab 3)", "06/03/2026", "06/03/2029", "C291B", "26-1142", "Dr. Karen Hale")
DOG_OTHER = ("DHPP", "06/03/2026", "06/03/2027", "D4410", "", "Dr. Karen Hale")
CAT = ("Rabies (Purevax)", "02/11/2026", "02/11/2027", "P7781", "26-0977", "Dr. Karen Hale")
CAT_OTHER = ("FVRCP", "02/11/2026", "02/11/2027", "F1203", "", "Dr. Karen Hale")


def test_the_dog_s_tag_lot_and_dates_are_read_from_its_own_block() -> None:
    dog = _pet(120, "Patient: Bentley   (Canine, Beagle)", DOG, DOG_OTHER)
    cat = _pet(230, "Patient: Misty   (Feline, DSH)", CAT, CAT_OTHER)
    reading = _read(_history(dog, cat))
    assert reading.tag == "26-1142"
    assert (reading.vaccinated, reading.expires) == (date(2026, 6, 3), date(2029, 6, 3))
    assert reading.dog == "Bentley"
    assert reading.owner == "Maria Lopez"
    # The cat listed first: the dog is the one its species names, wherever it stands.
    cat_first = _read(
        _history(
            _pet(120, "Patient: Misty   (Feline, DSH)", CAT, CAT_OTHER),
            _pet(230, "Patient: Bentley   (Canine, Beagle)", DOG, DOG_OTHER),
        )
    )
    assert (cat_first.tag, cat_first.dog) == ("26-1142", "Bentley")


def test_another_pet_s_tag_is_never_proposed_when_the_dog_s_is_not_read() -> None:
    # The dog's tag cell left blank (or unread): the cat's tag, the only one on the page, is not it.
    dog = _pet(120, "Patient: Bentley   (Canine, Beagle)", (*DOG[:4], "", DOG[5]), DOG_OTHER)
    cat = _pet(230, "Patient: Misty   (Feline, DSH)", CAT, CAT_OTHER)
    reading = _read(_history(dog, cat))
    assert reading.tag is None
    assert reading.vaccinated == date(2026, 6, 3)
    # Two cats and no dog: nothing of an animal is proposed.
    other = _pet(230, "Patient: Luna   (Feline, DLH)", CAT, CAT_OTHER)
    cats = _read(_history(_pet(120, "Patient: Misty   (Feline, DSH)", CAT, CAT_OTHER), other))
    assert (cats.tag, cats.vaccinated, cats.dog) == (None, None, None)


def test_a_box_label_misread_by_a_letter_is_not_the_lot() -> None:
    # A carbon card's DURATION box label read 'OURATION', standing under the lot's label.
    words = [word_at("LOT", 36, 100), word_at("OURATION", 36, 114), word_at("Clay SPCA", 36, 128)]
    assert read_fields(words).lot is None
    words[1] = word_at("C291B", 36, 114)
    assert read_fields(words).lot == "C291B"


def test_a_tag_whose_hash_sign_was_read_as_its_first_character_is_not_proposed() -> None:
    # An app's 'Tag #R-34408' read with the sign as a letter or a figure of the value.
    for misread in ("Tag HR-34408", "Tag 493310"):
        assert read_fields([word_at(misread, 36, 100)]).tag is None
    assert read_fields([word_at("Tag R-34408", 36, 100)]).tag == "R-34408"
    assert read_fields([word_at("Tag #R-34408", 36, 100)]).tag == "R-34408"
