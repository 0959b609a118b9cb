"""How a twenty-sixth set page reaches the service. Text PDFs: a filled-in PDF form whose values
live only in its form fields (added by an incremental save), and a "secured" PDF (encrypted with an
owner password: it opens without one, prints, and forbids copying). Clean scans: a sheet-feeder
scan whose rollers slipped, and a PNG with a transparent background. Image PDFs: an office
scanner's PDF built of strips, and a phone photo printed to a Letter PDF. Phone photos: on a
picnic table under leaf shadows, a night-mode double image, an over-processed HDR picture, a page
torn and taped back, a camera app's burnt-in orange date, and the dog's rabies tag lying on the
page (tests/twentysixth_photo.py)."""

from __future__ import annotations

import random

from tests.twentysixth_canvas import Sheet
from tests.twentysixth_form import fillable_pdf
from tests.twentysixth_pdf import secured_pdf
from tests.twentysixth_photo import Tagged, photo, photo_jpeg
from tests.twentysixth_scans import adf_slip, printed_photo, strips, transparent

TEXT_PDFS = ("fillable_form_pdf", "secured_pdf")
SCANS = ("adf_slip_scan", "transparent_png")
IMAGE_PDFS = ("striped_image_pdf", "photo_printed_pdf")
PHONE = (
    "leaf_shadow_picnic",
    "handshake_double",
    "hdr_halos",
    "torn_and_taped",
    "date_stamped_camera",
    "tag_on_page",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
PRODUCERS = ("Cornerstone 9.4 PDF", "AVImark Report Writer", "ezyVet", "Impromed Infinity")


def produce(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str], tagged: Tagged
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); tagged: the dog's tag, for a
    picture with the tag on the page."""
    if condition == "fillable_form_pdf":
        return fillable_pdf(sheet), "application/pdf", "pdf"
    if condition == "secured_pdf":
        return secured_pdf(sheet, rng.choice(PRODUCERS)), "application/pdf", "pdf"
    if condition == "adf_slip_scan":
        return adf_slip(sheet, rng), "image/png", "png"
    if condition == "transparent_png":
        return transparent(sheet, rng), "image/png", "png"
    if condition == "striped_image_pdf":
        return strips(sheet, rng), "application/pdf", "pdf"
    if condition == "photo_printed_pdf":
        picture = photo_jpeg(photo(sheet, "plain_desk", rng, keep, tagged), rng)
        return printed_photo(picture, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_jpeg(photo(sheet, condition, rng, keep, tagged), rng), "image/jpeg", "jpg"
    raise ValueError(condition)
