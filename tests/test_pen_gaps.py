"""A pen's date written with a gap read again as one line; a tag's label run together (0055)."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.layout.figures.split import _runs
from doglicense.office.documents.rabies_fields import read_fields
from tests.fifth_certificates import fifth_page
from tests.wordpages import boxed


def _word(text: str, x0: int, sure: float = 0.9) -> tuple[str, tuple[int, int, int, int], float]:
    return (text, (x0, 0, x0 + 40, 40), sure)


def test_a_handwritten_date_split_at_the_pen_s_gap_is_read_as_one_line() -> None:
    # The fifth set's pad, scanned: 'Date Vaccinated 8/24 /25' in ballpoint. Tesseract splits the
    # date at the pen's gap; '/25' alone is no code its second reading agrees on, so it stayed
    # unsure and no date was proposed. The two words read again as one line agree with it.
    page = fifth_page(54)
    words = read_words(page.data, page.content_type, 50_000_000)
    reading = read_fields(words.segments)
    assert reading.vaccinated == page.truth.vaccinated == date(2025, 8, 24)
    assert reading.expires == date(2028, 8, 24)  # printed, and three years of Defensor 3


def test_only_neighbouring_words_with_figures_make_a_run() -> None:
    line = [_word("Date", 0), _word("8/24", 50), _word("/25", 100), _word("Lot", 150)]
    assert _runs(line) == [(1, 3)]
    # A wide gap parts two values; a word alone is the word reading's business.
    apart = [_word("8/24", 0), _word("/25", 300), _word("yr", 350)]
    assert _runs(apart) == []


def test_a_tag_label_run_together_by_the_reading_is_still_the_label() -> None:
    # 'Rabies TagNo. 2026-95818': OCR dropped the space between the printed words.
    reading = read_fields([boxed("Rabies TagNo. 2026-95818", 199, 1094, 563, 1133)])
    assert reading.tag == "2026-95818"


def test_the_pen_bench_follows_a_pad_s_date_and_tag_stage_by_stage() -> None:
    from bench.pen import follow, right

    page = fifth_page(54)
    stages = {field.key: field for field in follow(page, engines=False)}
    assert stages["vaccinated"].stage == "proposed right"
    assert stages["vaccinated"].first == "8/24 /25"  # the words beside 'Date Vaccinated'
    assert stages["tag"].stage == "misread"  # '4885' in pen, read '42a'
    # A date is right written any way a pen writes it, separators aside; a near miss is not.
    assert right("vaccinated", date(2025, 11, 20), "11/20 /25")
    assert right("vaccinated", date(2025, 6, 19), "JUNE192025")
    assert not right("vaccinated", date(2025, 11, 20), "4/20/25")
    assert right("tag", "R-79653", "R79653") and not right("tag", "17603", "11604")
