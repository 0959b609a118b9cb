"""A pet-health app's screenshot (decision 0053): a dark-mode screen read as a light one, the
rabies card's "Given" and "Due" dates read as its own and never another vaccine's."""

from __future__ import annotations

import io
from datetime import date

from doglicense.office.documents.certificate_text import Segment, read_words
from doglicense.office.documents.prep.page import light_ground
from doglicense.office.documents.rabies_fields import read_fields

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
CARDS = (
    ("DHPP", "Given 2/11/2025", "Next due 2/11/2026", ""),
    ("Rabies (3-Year)", "Given 6/3/2026", "Next due 6/3/2029", "Imrab 3 - Lot 8812B"),
    ("Bordetella (Oral)", "Given 6/3/2026", "Next due 6/3/2027", ""),
)


def _screen(dark: bool) -> bytes:
    """A phone's screenshot of an app's vaccine cards, in dark or light mode, as a PNG."""
    from PIL import Image, ImageDraw, ImageFont

    ground, card, ink, soft = (
        ((0, 0, 0), (28, 28, 30), (235, 235, 240), (150, 150, 160))
        if dark
        else ((242, 242, 247), (255, 255, 255), (20, 20, 24), (110, 110, 118))
    )
    page = Image.new("RGB", (1080, 1500), ground)
    pen = ImageDraw.Draw(page)
    title, body = ImageFont.truetype(BOLD, 50), ImageFont.truetype(FONT, 40)
    pen.text((60, 120), "VACCINATIONS", fill=soft, font=ImageFont.truetype(BOLD, 36))
    y = 200
    for name, given, due, detail in CARDS:
        pen.rounded_rectangle((40, y, 1040, y + 320), 36, fill=card)
        pen.text((90, y + 40), name, fill=ink, font=title)
        pen.text((90, y + 130), given, fill=soft, font=body)
        pen.text((560, y + 130), due, fill=soft, font=body)
        pen.text((90, y + 210), detail, fill=soft, font=body)
        y += 400
    out = io.BytesIO()
    page.save(out, "PNG")
    return out.getvalue()


def test_a_dark_mode_screenshot_is_read_as_a_light_one() -> None:
    for dark in (True, False):
        words = read_words(_screen(dark), "image/png", 50_000_000)
        reading = read_fields(words.segments)
        assert (reading.vaccinated, reading.expires) == (date(2026, 6, 3), date(2029, 6, 3)), dark


def test_light_words_on_a_dark_ground_are_turned_dark_on_light() -> None:
    from PIL import Image, ImageDraw

    page = Image.new("L", (400, 200), 10)
    ImageDraw.Draw(page).rectangle((50, 80, 350, 110), fill=230)  # a line of light words
    assert light_ground(page).getpixel((5, 5)) == 245
    light = Image.new("L", (400, 200), 240)
    ImageDraw.Draw(light).rectangle((50, 80, 350, 110), fill=20)
    assert light_ground(light).tobytes() == light.tobytes()  # a light page as it was


def at(text: str, y: float, x: float = 90, sure: float = 0.96) -> Segment:
    return Segment(text, x, y, x + 24 * len(text), y + 40, (sure,) * len(text.split(" ")))


def _cards(*rows: tuple[str, ...]) -> list[Segment]:
    """Cards one under the other, a row of a card 70 px under the last, a card 250 px under."""
    words, y = [], 100.0
    for row in rows:
        words.append(at(row[0], y))
        for line in row[1:]:
            y += 70
            left, _, right = line.partition(" | ")
            words.append(at(left, y))
            if right:
                words.append(at(right, y, x=560))
        y += 250
    return words


def test_the_rabies_card_s_dates_are_its_own_never_another_vaccine_s() -> None:
    dhpp = ("DHPP", "Given 2/11/2025 | Next due 2/11/2026", "Vanguard Plus 5")
    lepto = ("Leptospirosis 4-way", "Given 6/3/2025 | Booster due 6/3/2026")
    rabies = ("Rabies (1-Year)", "Given 6/3/2025 | Valid until 6/3/2026", "Tag #26-1142")
    reading = read_fields(_cards(dhpp, rabies, lepto))
    assert (reading.vaccinated, reading.expires) == (date(2025, 6, 3), date(2026, 6, 3))
    # Its dates split from their words by a wide gap still have them: "Due" | "Jun 3, 2026".
    split = ("Rabies", "Given | Jun 3, 2025", "Due | Jun 3, 2026")
    assert read_fields(_cards(dhpp, split)).vaccinated == date(2025, 6, 3)
    # The rabies card without its dates: the next card's, under another vaccine's name, are not it.
    assert read_fields(_cards(("Rabies (1-Year)", "Tag #26-1142"), lepto)).vaccinated is None
    # A date read unsure on the card, or a date no word names, leaves both empty.
    unsure = ("Rabies (1-Year)", "Given 6/3/2025 | Valid until 6/8/2026")
    words = _cards(dhpp, unsure)
    words[-1] = at("Valid until 6/8/2026", words[-1].y0, x=560, sure=0.5)
    assert read_fields(words).vaccinated is None
    assert read_fields(_cards(("Rabies", "Given 6/3/2025 | 6/3/2026"), lepto)).vaccinated is None
    # Two rabies cards (two pets) whose dates differ: which is the dog's is a guess.
    other = ("Rabies (1-Year)", "Given 1/9/2025 | Due 1/9/2026")
    assert read_fields(_cards(rabies, dhpp, other)).vaccinated is None
    # "Given" names a date only on a card: a page without the rabies card proposes none.
    assert read_fields(_cards(dhpp, lepto)).vaccinated is None


def test_a_rabies_card_naming_no_due_date_is_counted_on_from_its_vaccine() -> None:
    # Other cards' "Due" dates are theirs: the rabies card's expiry is its vaccine's year after.
    dhpp = ("DHPP", "Given | 5/18/2024", "Due | 5/18/2025")
    rabies = ("Rabies", "Given | 4/29/2024", "Nobivac 1-Rabies")
    reading = read_fields(_cards(dhpp, rabies))
    assert (reading.vaccinated, reading.expires) == (date(2024, 4, 29), date(2025, 4, 29))
    # a rabies card naming its due date, read unsure or not at all, is not counted on
    unread = ("Rabies", "Given | 4/29/2024", "Due | 4/?9/2025", "Nobivac 1-Rabies")
    assert read_fields(_cards(dhpp, unread)).expires is None


def test_cards_each_labelled_alike_are_read_by_the_rabies_card() -> None:
    # Every card says "Date given" and "Expires": the labels disagree, the rabies card decides.
    dhpp = ("DHPP", "Date given | 12/27/2023", "Expires | 12/27/2024")
    rabies = ("Rabies", "Date given | 02/02/2024", "Expires | 02/02/2027", "Imrab 3")
    lepto = ("Leptospirosis", "Date given | 12/05/2023", "Expires | 12/05/2024")
    reading = read_fields(_cards(dhpp, rabies, lepto))
    assert (reading.vaccinated, reading.expires) == (date(2024, 2, 2), date(2027, 2, 2))
    # without a rabies card, the labels' disagreement leaves both empty, as before
    assert read_fields(_cards(dhpp, lepto)).vaccinated is None
