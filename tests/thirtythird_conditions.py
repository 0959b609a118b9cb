"""How a thirty-third set page reaches the service. Text PDFs: an old report writer's PDF in the
standard fonts, unembedded, and a page produced in a court case, Bates-numbered with an exhibit
sticker. Clean scans: a driver's one-bit halftone (dithered) mode, and a worn CCD flatbed whose
red, green and blue lines are read apart (colour fringes and banding). Image PDFs: a copier's
compact 16-colour indexed scan, and ImageMagick's one-bit RunLengthDecode PDF. Phone photos: on
the owner's lap, on the lawn, with a muddy paw print, with a chewed corner, beside a glass of
water's caustics, and a Live Text screenshot (tests/thirtythird_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_docs import bates_pdf, core_fonts_pdf, indexed_pdf, runlength_pdf
from tests.thirtythird_photo import photo, photo_bytes
from tests.thirtythird_scans import dithered, misregistered

TEXT_PDFS = ("core_fonts_unembedded_pdf", "bates_stamped_exhibit_pdf")
SCANS = ("halftone_dither_1bit_scan", "rgb_misregistration_scan")
IMAGE_PDFS = ("indexed_palette_image_pdf", "runlength_bilevel_pdf")
PHONE = (
    "on_lap_jeans",
    "on_lawn_grass",
    "muddy_paw_print",
    "chewed_corner",
    "water_glass_caustics",
    "live_text_selection_screenshot",
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
    if condition == "core_fonts_unembedded_pdf":
        return core_fonts_pdf(sheet), "application/pdf", "pdf"
    if condition == "bates_stamped_exhibit_pdf":
        return bates_pdf(sheet, rng, keep), "application/pdf", "pdf"
    if condition == "halftone_dither_1bit_scan":
        return dithered(sheet, rng), "image/png", "png"
    if condition == "rgb_misregistration_scan":
        return misregistered(sheet, rng), "image/jpeg", "jpg"
    if condition == "indexed_palette_image_pdf":
        return indexed_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "runlength_bilevel_pdf":
        return runlength_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng, condition)
    raise ValueError(condition)
