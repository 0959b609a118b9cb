"""A form's letter boxes ("one letter per box"): their edges taken out before OCR, so that the
letters in them are read; a hand's letters on a writing line and a heading's bold capitals are
no boxes (prep/combs.py)."""

from __future__ import annotations

from datetime import date

import numpy

from doglicense.office.documents.certificate_text import ocr_page
from doglicense.office.documents.prep.combs import letter_boxes
from doglicense.office.documents.rabies_fields import read_fields

SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SERIF_BOLD = "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"
BOX = 52  # pixels a box is wide and tall, on a page at 200 dpi


def _comb(pen: object, x: int, y: int, letters: str, boxes: int, font: object) -> None:
    """A row of `boxes` open boxes on a line (a comb), `letters` printed one to a box."""
    pen.line((x, y + BOX, x + boxes * BOX, y + BOX), fill=40, width=3)  # type: ignore[attr-defined]
    for n in range(boxes + 1):
        pen.line((x + n * BOX, y, x + n * BOX, y + BOX), fill=40, width=3)  # type: ignore[attr-defined]
    for n, letter in enumerate(letters):
        pen.text((x + n * BOX + 14, y + 8), letter, fill=30, font=font)  # type: ignore[attr-defined]


def _date_boxes(pen: object, x: int, y: int, figures: str, font: object) -> None:
    """Month, day and year in closed boxes of two figures each, a slash printed between."""
    for group, pair in enumerate((figures[:2], figures[2:4], figures[4:])):
        left = x + group * (2 * BOX + 40)
        pen.rectangle((left, y, left + 2 * BOX, y + BOX), outline=40, width=3)  # type: ignore[attr-defined]
        pen.line((left + BOX, y, left + BOX, y + BOX), fill=40, width=3)  # type: ignore[attr-defined]
        for n, figure in enumerate(pair):
            pen.text((left + n * BOX + 14, y + 8), figure, fill=30, font=font)  # type: ignore[attr-defined]
        if group < 2:
            pen.text((left + 2 * BOX + 10, y + 6), "/", fill=30, font=font)  # type: ignore[attr-defined]


def _form() -> object:
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("L", (1700, 1200), 246)
    pen = ImageDraw.Draw(page)
    label, hand = ImageFont.truetype(SANS, 26), ImageFont.truetype(SANS, 36)
    pen.text((80, 60), "DOG PARK MEMBERSHIP - PLEASE PRINT ONE LETTER PER BOX", fill=20, font=label)
    rows = [("OWNER'S NAME", "DANA ROURKE", 24), ("DOG'S NAME", "PEPPER", 14)]
    rows.append(("RABIES TAG NO.", "441087", 10))
    for n, (caption, letters, boxes) in enumerate(rows):
        pen.text((80, 150 + n * 150), caption, fill=20, font=label)
        _comb(pen, 80, 190 + n * 150, letters, boxes, hand)
    pen.text((80, 640), "RABIES VACCINATION DATE", fill=20, font=label)
    _date_boxes(pen, 80, 680, "031426", hand)
    pen.text((80, 745), "MM / DD / YY", fill=20, font=label)
    return page.convert("RGB")


def _ink(page: object) -> numpy.ndarray:
    return numpy.asarray(page.convert("L")) < 170  # type: ignore[attr-defined]


def test_a_form_s_letter_boxes_are_taken_out_and_their_letters_read() -> None:
    segments, _page = ocr_page(_form())
    words = " ".join(s.text for s in segments)
    assert "PEPPER" in words and "441087" in words and "03/14/26" in words
    read = read_fields(segments)
    assert (read.vaccinated, read.dog) == (date(2026, 3, 14), "PEPPER")


def test_the_boxes_edges_go_and_the_letters_stay() -> None:
    page = _form()
    ink = _ink(page)
    combs = letter_boxes(ink, 20, 90)
    tooth = (slice(200, 235), slice(80 + 20 * BOX - 1, 80 + 20 * BOX + 3))  # an empty box's edge
    assert ink[tooth].sum() > 60 and not (ink[tooth] & ~combs[tooth]).any()
    letters = (slice(198, 240), slice(80 + 10, 80 + 11 * BOX))  # DANA ROURKE's strokes
    kept = ink[letters] & ~combs[letters]
    assert kept.sum() > 0.9 * (ink[letters].sum() - combs[letters].sum()) > 1000
    # Most of the letters' ink is no box: only their feet on the comb's line may go.
    boxes_away = ink.copy()
    boxes_away[combs] = False
    assert boxes_away[letters].sum() > 0.6 * ink[letters].sum()


def test_a_hand_on_a_writing_line_and_a_heading_s_capitals_are_no_comb() -> None:
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("L", (1700, 600), 246)
    pen = ImageDraw.Draw(page)
    pen.text((80, 40), "CERTIFICATE OF RABIES", fill=10, font=ImageFont.truetype(SERIF_BOLD, 64))
    hand = ImageFont.truetype(SANS, 48)
    pen.text((80, 260), "Owner: lilt Mcallister", fill=30, font=hand)
    pen.line((60, 316, 1200, 316), fill=40, width=3)  # the letters stand on the line
    pen.text((80, 420), "III HHH mmm nnn uuu", fill=30, font=hand)
    assert not letter_boxes(_ink(page), 20, 90).any()


def test_a_word_of_a_name_printed_in_letter_boxes_is_no_label() -> None:
    from doglicense.office.documents.rabies_fields import read_fields
    from tests.wordpages import boxed, word_at

    # Read off the boxes a letter apart, the practice's name comes in words: its 'PET' is no
    # label of the dog's, and 'CARE' beside it no dog.
    words = [
        boxed("VETERINARY PRACTICE", 107, 627, 336, 642),
        boxed("BREWER TON", 114, 665, 408, 689),
        boxed("PET", 473, 665, 559, 687),
        boxed("CARE", 613, 662, 732, 688),
    ]
    assert read_fields(words).dog is None
    # A box's label alone in capitals still labels its value.
    assert read_fields([word_at("PET", 100, 100, 14), word_at("Biscuit", 100, 130, 20)]).dog == (
        "Biscuit"
    )
