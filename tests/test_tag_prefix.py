"""A tag's number after a town's or a maker's letters ("CLY 2024-7303", "RB 793742") is the tag,
letters and all; a label's own word before a number, or a number split by a gap, is not."""

from __future__ import annotations

import pytest

from doglicense.office.documents.certificate_words import LOT_SHAPE, TAG_SHAPE, code_of
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


@pytest.mark.parametrize(
    ("written", "tag"),
    [
        ("CLY 2024-7303", "CLY 2024-7303"),
        ("RB 793742", "RB 793742"),
        ("RB 793742 Exp. 2027", "RB 793742"),
        ("R-14257", "R-14257"),
        ("NO 12345", None),  # a label's "No" left before the number
        ("CLY 2024 7303", None),  # a number split by a gap: which part is the tag is a guess
        ("CLY 73", None),  # too few figures for a tag
        ("Clay 2024-7303", None),  # a word, not a town's code
    ],
)
def test_a_tag_after_its_letters(written: str, tag: str | None) -> None:
    assert code_of(written, TAG_SHAPE) == tag


def test_a_lot_is_never_read_with_letters_before_it() -> None:
    assert code_of("RB 793742", LOT_SHAPE) is None


def test_a_certificate_s_prefixed_tag_is_read_whole() -> None:
    page = [
        Text(30, 30, "RABIES VACCINATION CERTIFICATE", 14, bold=True),
        Text(33, 80, "Rabies Tag No.", 9),
        Text(140, 80, "CLY 2024-7303", 9),
        Text(33, 110, "Microchip", 9),
        Text(140, 110, "985112004417731", 9),
    ]
    assert read_fields(pdf_words(page)).tag == "CLY 2024-7303"
