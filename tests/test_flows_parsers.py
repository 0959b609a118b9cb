"""A tag number reads the same wherever it is typed: as printed on the tag."""

from __future__ import annotations

import pytest

from doglicense.flows.parsers import normal_tag
from doglicense.office.licensing import tag_label


@pytest.mark.parametrize(
    ("typed", "tag"),
    [("1", "000001"), ("#000001", "000001"), (" 000 042 ", "000042"), ("1234567", "1234567")],
)
def test_a_typed_tag_number_reads_as_printed(typed: str, tag: str) -> None:
    assert normal_tag(typed) == tag


def test_an_issued_tag_reads_as_a_typed_one() -> None:
    assert tag_label(1) == normal_tag("1") == "000001"


def test_words_are_left_for_the_question_to_refuse() -> None:
    assert normal_tag("Rex") == "Rex"
