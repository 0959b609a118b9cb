"""How a thirtieth set page reaches the service. Text PDFs: a page printed from a browser that ran
onto a second sheet (its foot on page two), and a practice system's Crystal Reports export with
every text run squeezed to fit its field. Clean scans: an office scanner's grey scan with red
drop-out, and an old flatbed's colour scan taken before its lamp warmed up. Image PDFs: a scan
wrapped by ImageMagick at a pixel a point (a page about two feet tall), and an old desktop
scanning program's LZW-compressed grey picture. Phone photos: a two-panel collage with the dog's
picture, a saved social story, a page printed low on toner, an inkjet page with a dried splash, a
budget phone's smeared picture, and a shaking hand's rolling-shutter waves
(tests/thirtieth_photo.py)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_docs import lzw_pdf, magick_pdf, split_pdf, squeezed_pdf
from tests.thirtieth_facts import TODAY
from tests.thirtieth_photo import photo, photo_jpeg
from tests.thirtieth_scans import cold_lamp, dropout

TEXT_PDFS = ("browser_split_pages_pdf", "report_writer_squeezed_pdf")
SCANS = ("red_dropout_scan", "cold_lamp_scan")
IMAGE_PDFS = ("magick_oversize_pdf", "lzw_gray_pdf")
PHONE = (
    "collage_two_panel",
    "story_saved",
    "low_toner_print",
    "inkjet_water_spill",
    "budget_android_smear",
    "rolling_shutter_jello",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
PROGRAMS = ("ScanSoft PaperPort 11", "Visioneer PaperPort 9.0", "Xerox DocuMate Capture 2.1")


def produce(
    sheet: Sheet, truth: Truth, condition: str, rng: random.Random, keep: set[str]
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them)."""
    assert truth.vaccinated is not None
    if condition == "browser_split_pages_pdf":
        printed = TODAY - timedelta(days=rng.randrange(0, 30))
        title = f"{truth.dog or 'Pet'} - vaccination record"
        return split_pdf(sheet, rng, printed, title), "application/pdf", "pdf"
    if condition == "report_writer_squeezed_pdf":
        return squeezed_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "red_dropout_scan":
        return dropout(sheet, rng), "image/jpeg", "jpg"
    if condition == "cold_lamp_scan":
        return cold_lamp(sheet, rng), "image/png", "png"
    if condition == "magick_oversize_pdf":
        return magick_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "lzw_gray_pdf":
        return lzw_pdf(sheet, rng, rng.choice(PROGRAMS)), "application/pdf", "pdf"
    if condition in PHONE:
        img = photo(sheet, condition, rng, keep)
        return photo_jpeg(img, rng, condition), "image/jpeg", "jpg"
    raise ValueError(condition)
