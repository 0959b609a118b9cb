"""A line Tesseract read surely in letters alone stands for the second engine's reading of it
(decision 0068); a line with a figure, an unsure word, a proposed value's word, or a stretch
Tesseract did not read is read again."""

from __future__ import annotations

from doglicense.office.documents.two_readings.sure_lines import standing_in, value_words
from tests.wordpages import boxed

LINE = (100.0, 200.0, 400.0, 230.0)  # the second engine's line: x0, y0, x1, y1


def test_a_label_read_surely_stands_for_the_line_spaced_as_the_second_engine_reads() -> None:
    first = [boxed("Duration ofimmunity", 102, 202, 395, 228, sure=0.93)]
    line = standing_in(LINE, first, value_words(["Biscuit"]))
    assert line is not None
    assert line.text == "Duration of immunity"
    assert (line.x0, line.y0, line.x1, line.y1) == LINE
    assert line.certainty == (0.93, 0.93, 0.93)


def test_two_runs_of_words_on_the_line_are_joined_left_to_right() -> None:
    first = [boxed("Veterinarian", 260, 201, 398, 229), boxed("Signature of", 101, 201, 250, 229)]
    line = standing_in(LINE, first, frozenset())
    assert line is not None and line.text == "Signature of Veterinarian"


def test_a_line_with_a_figure_an_unsure_word_or_a_value_is_read_again() -> None:
    figure = [boxed("Date given 4/15/2026", 102, 202, 395, 228)]
    unsure = [boxed("Date glven", 102, 202, 395, 228, sure=0.85)]
    value = [boxed("Dog Biscuit", 102, 202, 395, 228)]
    for first in (figure, unsure, value):
        assert standing_in(LINE, first, value_words(["Biscuit", None, "Dr. A"])) is None


def test_a_line_tesseract_read_only_in_part_or_on_another_line_is_read_again() -> None:
    part = [boxed("Rabies", 102, 202, 280, 228)]  # 60 % of the line's width
    below = [boxed("Rabies Certificate", 102, 222, 395, 250)]  # a line lower, overlapping a bit
    assert standing_in(LINE, part, frozenset()) is None
    assert standing_in(LINE, below, frozenset()) is None
    assert standing_in(LINE, [], frozenset()) is None


def test_a_value_is_matched_by_its_words_of_two_letters_or_more() -> None:
    assert value_words(["Dr. Ann Lee", None, "B 7"]) == frozenset({"dr.", "ann", "lee"})
