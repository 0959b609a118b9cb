"""A pen's date and tag on a vet's letterhead (decision 0051): a stamp struck over the date taken
out, a label and the value written close after it read as one, the second engine's dates held
to the same rules as Tesseract's."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText
from doglicense.office.documents.certificate_words import parse_date
from doglicense.office.documents.prep.stamps import without_stamp
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import boxed

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
PURPLE, BLUE, RED = (110, 60, 150), (40, 50, 150), (170, 20, 25)


def _letterhead(stamped: bool = True) -> object:
    """A label in black, the date in blue ballpoint, a purple stamp over both; a red number
    printed alone further on."""
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("RGB", (1700, 2200), (244, 242, 236))  # a letter page at 200 dpi
    pen = ImageDraw.Draw(page)
    small, large = ImageFont.truetype(FONT, 34), ImageFont.truetype(FONT, 64)
    pen.text((40, 200), "Date vaccinated", fill=(20, 20, 20), font=small)
    pen.text((420, 170), "6/6/26", fill=BLUE, font=large)
    pen.text((1100, 420), "26-17311", fill=RED, font=large)
    if not stamped:
        return page
    stamp = Image.new("RGBA", page.size, (0, 0, 0, 0))
    ink = ImageDraw.Draw(stamp)
    ink.ellipse((200, 120, 900, 330), outline=(*PURPLE, 255), width=8)
    ink.text((260, 150), "CICERO ANIMAL HOSPITAL", fill=(*PURPLE, 255), font=small)
    ink.text((380, 250), "JUN 06 2026", fill=(*PURPLE, 255), font=small)
    return Image.alpha_composite(page.convert("RGBA"), stamp).convert("RGB")


def _dark(page: object, box: tuple[int, int, int, int]) -> int:
    return sum(v < 150 for v in page.crop(box).tobytes())  # type: ignore[attr-defined]


def test_a_stamp_over_the_pen_is_paper_and_red_print_alone_stays() -> None:
    from PIL import ImageOps

    page = _letterhead()
    grey, cleaned = ImageOps.grayscale(page), without_stamp(page)  # type: ignore[arg-type]
    stamp_text = (380, 262, 640, 285)  # "JUN 06 2026", below the pen's figures
    assert _dark(grey, stamp_text) > 200 and _dark(cleaned, stamp_text) == 0
    # The pen's figures, the label and the red number alone: their ink as on a page never stamped.
    unstamped = ImageOps.grayscale(_letterhead(stamped=False))  # type: ignore[arg-type]
    for box in ((420, 180, 640, 240), (40, 205, 300, 235), (1100, 430, 1400, 490)):
        assert _dark(cleaned, box) >= 0.97 * _dark(unstamped, box) > 300
    # A grey page (a fax, a grey scan) is only made grey.
    assert without_stamp(grey).tobytes() == grey.tobytes()


def test_a_label_and_the_value_written_close_after_it_are_read() -> None:
    # Tesseract joins a printed label and the pen's value written just after it into one run.
    reading = read_fields(
        [
            boxed("Date vaccinated Nov 17. 2026", 240, 1100, 730, 1145),
            boxed("Expires Nov 17,2027", 240, 1200, 700, 1245),
            boxed("Tag No. A94750", 1060, 1200, 1320, 1250),
        ]
    )
    assert (reading.vaccinated, reading.expires) == (date(2026, 11, 17), date(2027, 11, 17))
    assert reading.tag == "A94750"
    assert parse_date("Nov 17. 2026") == parse_date("Nov 17,2026") == date(2026, 11, 17)
    # A run of label words alone, or followed by words without figures, is no value.
    assert read_fields([boxed("Tag No. issued by the clinic", 1060, 1200, 1500, 1250)]).tag is None


def test_an_expiry_the_page_prints_is_not_counted_from_the_duration_by_two_engines() -> None:
    tesseract = (
        boxed("Date vaccinated", 95, 592, 400, 625),
        boxed("07/05/2026", 420, 580, 842, 630, sure=0.5),
        boxed("Expires", 95, 700, 300, 735),
        boxed("07/04/2027", 420, 690, 842, 740, sure=0.4),
        boxed("Good for", 125, 970, 340, 1006),
        boxed("1 yr", 415, 960, 551, 1009),
    )
    rapid = (
        boxed("Date vaccinated", 95, 592, 400, 625, 0.99),
        boxed("07/05/2026", 422, 582, 840, 628, 0.97),
        boxed("Expires", 95, 700, 300, 735, 0.99),
        boxed("07/04/2021", 422, 692, 840, 738, 0.95),  # the engines disagree: not read
    )
    both = second_engine.fields_of(PageText(tesseract, "ocr", rapid))
    assert both.vaccinated == date(2026, 7, 5) and both.dates_evidence == "two_engines"
    # The clinic wrote 07/04/2027, a day before a year's count: the count is never proposed.
    assert both.expires is None


def test_an_expiry_written_just_after_its_label_is_printed_though_unread() -> None:
    # "Expires 07/04/2027" joined and read unsure: the page prints an expiry, none is counted.
    reading = read_fields(
        [
            boxed("Date vaccinated 07/05/2026", 95, 592, 600, 640),
            boxed("Expires 07/04/2027", 95, 700, 560, 745, sure=0.4),
            boxed("Good for: 1 year", 95, 800, 400, 845),
        ]
    )
    assert reading.vaccinated == date(2026, 7, 5) and reading.expires is None
