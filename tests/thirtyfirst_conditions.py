"""How a thirty-first set page reaches the service. Text PDFs: a report server's export with the
words grouped by font, and a layout program's export with printer's marks (crop marks, a
registration target and the slug on a larger sheet). Clean scans: a handheld wand scanner dragged
at an uneven speed, and a page folded in three on a contact-image-sensor flatbed (blurred and
shaded along its folds). Image PDFs: img2pdf's lossless Flate picture with PNG predictors, and
tiff2pdf's min-is-black grey picture with an inverting Decode array. Phone photos: the mono
filter, a screenshot of the camera's preview, a page in a printer's output tray, an object
eraser's smudge, a page held at a slant and a red blanket that fooled the white balance
(tests/thirtyfirst_photo.py)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_docs import grouped_pdf, img2pdf_pdf, marks_pdf, tiff2pdf_pdf
from tests.thirtyfirst_facts import TODAY
from tests.thirtyfirst_photo import photo, photo_bytes
from tests.thirtyfirst_scans import lifted_folds, wand

TEXT_PDFS = ("font_grouped_stream_pdf", "cropmarks_slug_pdf")
SCANS = ("wand_scanner_drag", "cis_lifted_fold_scan")
IMAGE_PDFS = ("img2pdf_flate_predictor_pdf", "tiff2pdf_minisblack_pdf")
PHONE = (
    "mono_filter_noir",
    "camera_preview_screenshot",
    "printer_output_tray",
    "magic_eraser_patch",
    "diagonal_hold",
    "awb_red_blanket",
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
    assert truth.vaccinated is not None
    if condition == "font_grouped_stream_pdf":
        return grouped_pdf(sheet), "application/pdf", "pdf"
    if condition == "cropmarks_slug_pdf":
        saved = TODAY - timedelta(days=rng.randrange(200, 900))
        return (
            marks_pdf(sheet, rng, f"{layout}_v{rng.randrange(2, 9)}", saved),
            "application/pdf",
            "pdf",
        )
    if condition == "wand_scanner_drag":
        return wand(sheet, rng), "image/jpeg", "jpg"
    if condition == "cis_lifted_fold_scan":
        return lifted_folds(sheet, rng), "image/png", "png"
    if condition == "img2pdf_flate_predictor_pdf":
        return img2pdf_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "tiff2pdf_minisblack_pdf":
        return tiff2pdf_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng, condition)
    raise ValueError(condition)
