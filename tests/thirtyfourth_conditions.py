"""How a thirty-fourth set page reaches the service. Text PDFs: a word-processor letter over a
scanned letterhead picture, and a report designer's PDF whose words are written out of reading
order. Clean scans: a copier's over-sharpened "Text" mode (a grey JPEG), and a page scanned with
its paper clip still on (a colour PNG). Image PDFs: a landscape-fed scan stored sideways and
turned by the page's matrix, and a PostScript driver's ASCII85- and Flate-coded grey picture.
Phone photos: on a laptop keyboard, on a snowy car hood, on an ironing board, with a grease spot,
under a sodium streetlight, and a Magnifier app screenshot (tests/thirtyfourth_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_docs import ascii85_pdf, letterhead_pdf, shuffled_pdf, sideways_pdf
from tests.thirtyfourth_photo import photo, photo_bytes
from tests.thirtyfourth_scans import oversharpened, paper_clip

TEXT_PDFS = ("scanned_letterhead_underlay_pdf", "shuffled_draw_order_pdf")
SCANS = ("oversharpened_text_mode_scan", "paper_clip_shadow_scan")
IMAGE_PDFS = ("sideways_stored_image_pdf", "ascii85_flate_image_pdf")
PHONE = (
    "on_laptop_keyboard",
    "snowy_car_hood",
    "on_ironing_board",
    "butter_grease_spot",
    "sodium_streetlight",
    "magnifier_yellow_on_black",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}


def produce(
    sheet: Sheet, truth: Truth, condition: str, rng: random.Random, keep: set[str], layout: str
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them)."""
    assert truth.vaccinated is not None and layout
    if condition == "scanned_letterhead_underlay_pdf":
        return letterhead_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "shuffled_draw_order_pdf":
        return shuffled_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "oversharpened_text_mode_scan":
        return oversharpened(sheet, rng), "image/jpeg", "jpg"
    if condition == "paper_clip_shadow_scan":
        return paper_clip(sheet, rng, keep), "image/png", "png"
    if condition == "sideways_stored_image_pdf":
        return sideways_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "ascii85_flate_image_pdf":
        return ascii85_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng, condition)
    raise ValueError(condition)
