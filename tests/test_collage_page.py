"""A collage's page (decision 0087): a phone's collage app puts the photo of the page beside a
picture of the dog, white between and around the panels. The white nearest the middle is no page;
the page on its panel is found, and read as a page on a table is."""

from __future__ import annotations

from PIL import Image, ImageDraw

from doglicense.office.documents.prep.flat import page_corners


def _collage(with_page: bool) -> Image.Image:
    picture = Image.new("RGB", (1500, 1000), "white")
    draw = ImageDraw.Draw(picture)
    draw.rectangle((20, 20, 735, 980), fill=(110, 100, 130))  # the dog's panel
    draw.ellipse((150, 300, 560, 760), fill=(235, 205, 140))
    draw.rectangle((765, 20, 1480, 980), fill=(120, 120, 118))  # the page's panel: a table
    if with_page:
        draw.polygon([(860, 130), (1390, 140), (1400, 900), (850, 890)], fill=(246, 244, 236))
    return picture


def test_the_page_beside_the_dog_is_found() -> None:
    corners = page_corners(_collage(with_page=True))
    assert corners is not None
    expected = [(860, 130), (1390, 140), (1400, 900), (850, 890)]
    for (x, y), (ex, ey) in zip(corners, expected, strict=True):
        assert abs(x - ex) < 25 and abs(y - ey) < 25


def test_no_page_on_either_panel_is_none() -> None:
    assert page_corners(_collage(with_page=False)) is None
