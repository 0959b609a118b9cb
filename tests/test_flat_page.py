"""A phone photo's page found on the table and its perspective undone (issue 28, decision 0071):
the lines of a page photographed askew are read whole; a scan, a page the frame cuts and a page
on a light table are left as they came."""

from __future__ import annotations

import io
import math
from datetime import date

from PIL import Image, ImageDraw, ImageFont

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.prep.flat import flattened, page_corners
from doglicense.office.documents.rabies_fields import read_fields

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LINES = (
    "Thanks for coming in today! Pepper's shots:",
    "Rabies - Nobivac 3-Rabies (lot 4471RB)",
    "Given 2025-09-14 by Dr. Ines Okafor",
    "Rabies tag # T-80412",
    "Good until 2028-09-14",
    "DHPP 3/02/2025, next due 3/02/2026",
)


def _page() -> Image.Image:
    page = Image.new("RGB", (1100, 1420), (246, 244, 236))
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(FONT, 34)
    for n, line in enumerate(LINES):
        draw.text((90, 160 + 46 * n), line, fill=(30, 30, 30), font=font)
    return page


def _on_table(page: Image.Image, corners: list[tuple[float, float]]) -> Image.Image:
    """The page laid on a brown table and photographed from off its middle: its corners where
    `corners` say, in a 1536 x 2048 picture."""
    table = Image.new("RGB", (1536, 2048), (112, 72, 40))
    for x in range(0, 1536, 24):  # the table's grain
        ImageDraw.Draw(table).line((x, 0, x + 40, 2048), fill=(96, 60, 32), width=6)
    width, height = page.size
    square = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
    # Pillow maps each pixel of the result back into its source: from the photo to the page.
    mask = Image.new("L", page.size, 255)
    coefficients = _coefficients(corners, square)
    laid = page.transform(table.size, Image.Transform.PERSPECTIVE, coefficients, Image.BICUBIC)
    shape = mask.transform(table.size, Image.Transform.PERSPECTIVE, coefficients)
    table.paste(laid, (0, 0), shape)
    return table


def _coefficients(
    to: list[tuple[float, float]], source: list[tuple[float, float]]
) -> tuple[float, ...]:
    import numpy

    rows, targets = [], []
    for (x, y), (u, v) in zip(to, source, strict=True):
        rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        targets += [u, v]
    return tuple(numpy.linalg.solve(numpy.array(rows, float), numpy.array(targets, float)))


ASKEW = [(150.0, 240.0), (1380.0, 160.0), (1430.0, 1880.0), (110.0, 1850.0)]


def _jpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=88)
    return out.getvalue()


def test_a_page_photographed_askew_is_found_by_its_corners() -> None:
    found = page_corners(_on_table(_page(), ASKEW))
    assert found is not None
    for (x, y), (true_x, true_y) in zip(found, ASKEW, strict=True):
        assert math.dist((x, y), (true_x, true_y)) < 20  # pixels of a 2048-pixel picture


def test_its_lines_are_read_whole_once_it_is_flat() -> None:
    # Its top tilts 3.7 degrees one way, its foot 1.3 the other: no one turn levels both.
    photo = _on_table(_page(), ASKEW)
    flat = flattened(photo, 2400)
    assert abs(flat.width / flat.height - 1100 / 1420) < 0.03
    words = read_words(_jpeg(photo), "image/jpeg", 50_000_000).segments
    assert any("Given 2025-09-14 by Dr. Ines Okafor" in s.text for s in words)
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2025, 9, 14), date(2028, 9, 14))


def test_a_scan_the_page_alone_is_left_as_it_came() -> None:
    scan = _page()
    assert page_corners(scan) is None
    assert flattened(scan, 2400) is scan


def test_a_page_the_frame_cuts_is_left_as_it_came() -> None:
    cut = [(-200.0, 240.0), (1380.0, 160.0), (1430.0, 1880.0), (-240.0, 1850.0)]
    assert page_corners(_on_table(_page(), cut)) is None


def test_a_page_on_a_light_table_is_left_as_it_came() -> None:
    # A white page on a white desk: no edge parts them, so no page is found, and the picture is
    # read as it came.
    page = _page()
    desk = Image.new("RGB", (1536, 2048), (246, 244, 236))
    desk.paste(page, (200, 300))
    assert page_corners(desk) is None
