"""How a thirty-seventh set page reaches the service. Text PDFs: a landscape print driver's PDF
whose page is stored sideways and turned upright by /Rotate 90, and an issuing system's PDF with a
fine-line security background (guilloche) drawn as vector curves behind the words
(tests/thirtyseventh_docs.py). Clean scans: a page scanned with a yellow sticky note still on it,
and a scan of thin paper with the back page's print showing through, mirrored (a colour JPEG and a
grey PNG; tests/thirtyseventh_scans.py). Image PDFs: a scanner's 16-bit-a-sample colour picture,
and a one-bit picture painted as a stencil mask (/ImageMask) in the fill colour. Phone photos: on
a clipboard under its clip, on a fridge door under magnets, on a granite countertop, with a coffee
cup's ring stains, on a car's passenger seat, and with a ballpoint pen lying across it
(tests/thirtyseventh_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_docs import guilloche_pdf, rotated_pdf, sixteen_bit_pdf, stencil_pdf
from tests.thirtyseventh_photo import photo, photo_bytes
from tests.thirtyseventh_scans import show_through_scan, sticky_note_scan

TEXT_PDFS = ("rotate90_landscape_driver_pdf", "guilloche_security_background_pdf")
SCANS = ("sticky_note_left_on_scan", "show_through_thin_paper_scan")
IMAGE_PDFS = ("sixteen_bit_rgb_pdf", "stencil_imagemask_pdf")
PHONE = (
    "on_a_clipboard",
    "on_fridge_under_magnets",
    "on_granite_countertop",
    "coffee_ring_stains",
    "on_car_passenger_seat",
    "pen_lying_on_page",
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
    if condition == "rotate90_landscape_driver_pdf":
        return rotated_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "guilloche_security_background_pdf":
        return guilloche_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "sticky_note_left_on_scan":
        return sticky_note_scan(sheet, rng, keep), "image/jpeg", "jpg"
    if condition == "show_through_thin_paper_scan":
        return show_through_scan(sheet, rng), "image/png", "png"
    if condition == "sixteen_bit_rgb_pdf":
        return sixteen_bit_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "stencil_imagemask_pdf":
        return stencil_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng)
    raise ValueError(condition)
