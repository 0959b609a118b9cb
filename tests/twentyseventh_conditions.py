"""How a twenty-seventh set page reaches the service. Text PDFs: a report writer's PDF that sets
every letter by itself (values first, the form's words after), and the program's PDF with the
owner's comments added in a viewer (a typed text box and a loop round the vaccination date, saved
as an incremental update). Clean scans: a flatbed scan through dusty glass, and a scan an image
optimiser shrank to a dithered palette PNG. Image PDFs: a scanner's compact (mixed raster
content) PDF, and a duplex scan whose blank back is a page of its own. Phone photos: the dog's
head in the frame, a cracked camera cover glass, a close-up where only a band is in focus, a
dog-eared corner, window and lamp light mixed, and dog hair on the page
(tests/twentyseventh_photo.py)."""

from __future__ import annotations

import random

from tests.twentyseventh_canvas import Sheet, keep_boxes
from tests.twentyseventh_notes import annotated_pdf
from tests.twentyseventh_pdf import glyph_pdf
from tests.twentyseventh_photo import photo, photo_jpeg
from tests.twentyseventh_scans import duplex, dusty_glass, mrc, palette

TEXT_PDFS = ("glyph_run_pdf", "annotated_pdf")
SCANS = ("dusty_glass_scan", "palette_png")
IMAGE_PDFS = ("compact_mrc_pdf", "duplex_blank_back_pdf")
PHONE = (
    "dog_in_frame",
    "cracked_lens",
    "shallow_focus",
    "dog_eared_corner",
    "mixed_light",
    "pet_hair",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
REPORTERS = ("Microsoft Reporting Services PDF Rendering Extension 15.0", "iText 2.1.7 by 1T3XT",
             "Crystal Reports", "Qt 5.15.2")  # fmt: skip
PROGRAMS = ("Cornerstone 9.6", "AVImark Report Writer 2024", "Vetspire", "Google Docs Renderer",
            "Microsoft: Print To PDF")  # fmt: skip


def produce(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str], dated: set[str]
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); dated: those that carry the
    vaccination date (an owner may circle one)."""
    if condition == "glyph_run_pdf":
        return glyph_pdf(sheet, rng.choice(REPORTERS)), "application/pdf", "pdf"
    if condition == "annotated_pdf":
        return annotated_pdf(sheet, rng.choice(PROGRAMS), rng, dated), "application/pdf", "pdf"
    if condition == "dusty_glass_scan":
        return dusty_glass(sheet, rng, keep_boxes(sheet, keep, 240 / 72)), "image/png", "png"
    if condition == "palette_png":
        return palette(sheet, rng), "image/png", "png"
    if condition == "compact_mrc_pdf":
        return mrc(sheet, rng), "application/pdf", "pdf"
    if condition == "duplex_blank_back_pdf":
        return duplex(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_jpeg(photo(sheet, condition, rng, keep), rng), "image/jpeg", "jpg"
    raise ValueError(condition)
