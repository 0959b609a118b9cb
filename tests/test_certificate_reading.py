"""A certificate's words are read in the image workers: a PDF's text layer first, else OCR
(Tesseract), within the workers' time cap (issue 16, item 1)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from doglicense.office.documents.images import ImageWorkers
from doglicense.office.documents.prep.page import without_rules
from doglicense.office.documents.refusals import PictureRefused
from tests.certificate_set import sample, written


@pytest.fixture
async def workers() -> AsyncIterator[ImageWorkers]:
    pool = ImageWorkers(1, time_limit=60)
    yield pool
    pool.close()


def _printed(layout: str, n: int) -> list[str]:
    truth = sample(layout, "clean", n).truth
    return [truth.owner, truth.dog, truth.tag, truth.clinic]


async def test_a_scan_is_read_by_ocr(workers: ImageWorkers) -> None:
    made = sample("form51", "clean", 1)
    page = await workers.words(made.data, made.content_type)
    text = "\n".join(s.text for s in page.segments)
    assert page.source == "ocr"
    for value in _printed("form51", 1):
        assert value in text
    assert written(made.truth.vaccinated, "3/14/25") in text  # sample 1 prints that style


async def test_a_pdf_with_a_text_layer_is_not_ocred(workers: ImageWorkers) -> None:
    made = sample("invoice", "pdf_text", 2)
    page = await workers.words(made.data, made.content_type)
    assert page.source == "text layer"
    assert all(s.confidence == 1.0 for s in page.segments)
    text = "\n".join(s.text for s in page.segments)
    for value in _printed("invoice", 2):
        assert value in text


async def test_a_scanned_pdf_is_drawn_and_read(workers: ImageWorkers) -> None:
    made = sample("card", "pdf_scan", 0)
    page = await workers.words(made.data, made.content_type)
    assert page.source == "ocr"
    text = "\n".join(s.text for s in page.segments)
    assert made.truth.tag in text and made.truth.owner in text


async def test_a_phone_photo_is_read(workers: ImageWorkers) -> None:
    made = sample("card", "phone", 0)
    page = await workers.words(made.data, made.content_type)
    text = "\n".join(s.text for s in page.segments)
    assert made.truth.owner in text and made.truth.tag in text


async def test_reading_past_the_time_cap_is_stopped() -> None:
    pool = ImageWorkers(1, time_limit=0.05)  # a page takes far longer than 50 ms to read
    made = sample("form51", "phone", 0)
    try:
        with pytest.raises(PictureRefused) as refused:
            await pool.words(made.data, made.content_type)
        assert refused.value.reason == "picture_too_slow"
    finally:
        pool.close()


async def test_the_event_loop_runs_while_a_page_is_read(workers: ImageWorkers) -> None:
    blank = await workers.words(*_blank())  # the worker started and Tesseract loaded
    assert blank.segments == ()  # a page without a word reads as none, not as unreadable
    made = sample("form51", "phone", 2)
    ticks = 0
    reading = asyncio.ensure_future(workers.words(made.data, made.content_type))
    while not reading.done():
        await asyncio.sleep(0.01)
        ticks += 1
    await reading
    assert ticks >= 5  # on the loop, the page's half second of OCR would allow none


async def test_a_picture_of_one_shade_is_not_ocred(workers: ImageWorkers) -> None:
    # Enlarged and searched by Tesseract, a blank picture cost half a second of a worker for
    # no words (most of a photo step's cost in bench/chat_step.py); it has nothing to read.
    page = await workers.words(*_blank())
    assert (page.segments, page.source) == ((), "blank")


def _blank() -> tuple[bytes, str]:
    from tests.picturekit import blank_png

    return blank_png(64, 64), "image/png"


def test_a_form_s_ruled_lines_are_taken_out_and_its_words_kept() -> None:
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("L", (2400, 1000), 255)  # a page as it is read: 2400 pixels wide
    pen = ImageDraw.Draw(page)
    pen.line((40, 100, 2360, 106), fill=0, width=3)  # a little aslant, as in a photo
    pen.line((600, 40, 602, 960), fill=0, width=3)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 44)  # 11 pt
    pen.text((60, 140), "Rex 12/01/2025", fill=0, font=font)
    cleaned = without_rules(page)
    assert cleaned.getpixel((300, 102)) == 255 and cleaned.getpixel((601, 300)) == 255
    words, kept = (
        page.crop((60, 140, 500, 200)).tobytes(),
        cleaned.crop((60, 140, 500, 200)).tobytes(),
    )
    assert sum(v < 128 for v in words) > 1000  # the words' ink ...
    assert [v < 128 for v in kept] == [v < 128 for v in words]  # ... every dot of it kept


def drawn_word(text: str, width: int = 200) -> tuple[Any, tuple[int, int, int, int]]:
    """One word drawn at 14 pt on a strip read at 200 dpi, grey, and the box its ink fills."""
    from PIL import ImageOps

    from tests.certificate_set import Page, Text, picture

    drawn = picture(Page(width, 50, "DejaVu Sans", (Text(20, 32, text, 14),)), 200).convert("L")
    box = ImageOps.invert(drawn).getbbox()
    assert box is not None
    return drawn, box


def test_a_date_is_sure_only_when_a_second_reading_agrees() -> None:
    from doglicense.office.documents.certificate_words import SURE
    from doglicense.office.documents.tesseract import reread_code

    page, box = drawn_word("6/6/2022")
    # A phone photo's first reading took the 2 for a 3, and was sure of it.
    assert reread_code(page, box, "6/6/2023", 0.95)[1] < SURE
    assert reread_code(page, box, "6/6/2022,", 0.95) == ("6/6/2022,", 0.95)
    assert reread_code(page, box, "6/6/2022", 0.6) == ("6/6/2022", 0.85)


def test_a_slash_read_as_a_seven_is_mended_when_two_readings_in_figures_agree() -> None:
    from doglicense.office.documents.certificate_words import SURE
    from doglicense.office.documents.tesseract import reread_code

    drawn, box = drawn_word("09/18/2026")
    # A receipt's thin slashes, taken for 7s by the first reading (eighth set, decision 0059).
    assert reread_code(drawn, box, "0971872026", 0.76) == ("09/18/2026", 0.85)
    # A figure read otherwise is no slash: the reading stays as it was, and unsure.
    assert reread_code(drawn, box, "0971872025", 0.9)[1] < SURE


def test_a_date_run_into_a_signature_line_agrees_with_its_second_reading() -> None:
    from doglicense.office.documents.tesseract import reread_code

    drawn, box = drawn_word("11/16/2026----", 260)
    # The first reading ran the date into the line after it; the second reads the line as dashes.
    assert reread_code(drawn, box, "11/16/2026-—-—--", 0.23) == ("11/16/2026-—-—--", 0.85)
    assert reread_code(drawn, box, "11/16/2025-—-—--", 0.9)[1] < 0.8


def test_a_date_in_words_is_sure_when_its_digits_are_read_the_same_twice() -> None:
    from doglicense.office.documents.certificate_words import SURE
    from doglicense.office.documents.tesseract import reread_code

    drawn, box = drawn_word("14-Mar-2025")
    assert reread_code(drawn, box, "14-Mar-2025", 0.6)[1] >= SURE  # read 14-MAR-2025 again
    assert reread_code(drawn, box, "14-Mar-2024", 0.95)[1] < SURE


def _boxed_date_page() -> Any:
    """A Form 51's date: figures in Month / Day / Year boxes, each just beside its box's edge."""
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("L", (2400, 1600), 255)  # the boxes' edges shorter than a ruled line
    pen = ImageDraw.Draw(page)
    face = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    small, large = ImageFont.truetype(face, 28), ImageFont.truetype(face, 44)
    pen.text((100, 300), "Date Vaccinated", fill=0, font=small)
    x = 100
    boxes = (("03", "Month", 100), ("14", "Day", 100), ("2026", "Year", 150))
    for figures, caption, width in boxes:
        pen.rectangle((x, 340, x + width, 410), outline=0, width=3)
        pen.text((x + 6, 350), figures, fill=0, font=large)
        pen.text((x + 10, 428), caption, fill=0, font=small)
        x += width + 20
    return page


def test_a_date_in_month_day_year_boxes_is_read_with_the_boxes_edges_taken_out() -> None:
    from datetime import date

    from doglicense.office.documents.certificate_text import ocr_page
    from doglicense.office.documents.rabies_fields import read_fields

    segments, _ = ocr_page(_boxed_date_page())
    assert read_fields(segments).vaccinated == date(2026, 3, 14)


def test_a_caption_word_read_tall_on_a_tilted_photo_does_not_hide_the_boxes() -> None:
    from doglicense.office.documents.layout.figures.boxed import AGREED, mend_boxed_dates
    from doglicense.office.documents.tesseract import read_figures

    # As a phone photo's first reading has it: the boxes' edges read into the figures, and
    # "Month" aslant, its box three times as tall as the caption's letters.
    figures = [("|03", (104, 341, 206, 413), 0.4), ("14", (235, 342, 300, 414), 0.95)]
    figures.append(("[2026", (330, 342, 496, 414), 0.5))
    captions = [("Month", (116, 420, 188, 480), 0.9), ("Day", (236, 435, 281, 458), 0.9)]
    captions.append(("Year", (354, 436, 414, 456), 0.9))
    lines = [figures, captions]
    mend_boxed_dates(_boxed_date_page(), lines, read_figures)
    assert [(w[0], w[2]) for w in lines[-1]] == [("03", AGREED), ("14", AGREED), ("2026", AGREED)]
    assert figures == []  # the first reading's figures are gone
