"""How a twenty-eighth set page reaches the service. Text PDFs: a PDF printer driver's file whose
fonts carry no ToUnicode map (the letters look right but copy out as the glyphs' numbers), and a
PDF corrected in an online editor (a white box over a wrong tag or name, the right one typed on top
in Helvetica, the wrong one still in the text under the box). Clean scans: a portable sheet
feeder's colour JPEG where the page slipped (lines stretched and squeezed, colour fringes), and a
flatbed scan straightened by software with black wedges at its corners. Image PDFs: a design
app's flattened PDF (every letter an outline, no text) and a scanned PDF reduced by Acrobat to a
JPEG 2000 picture. Phone photos: a cold lens misted over, a scanner app's page with one corner
snapped wrong, the second page lying over a corner, half out of its envelope, on the floor from
standing height, and hanging over a table's edge (tests/twentyeighth_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Sheet
from tests.twentyeighth_edit import whiteout_pdf
from tests.twentyeighth_facts import STREETS
from tests.twentyeighth_outline import outlined_pdf
from tests.twentyeighth_pdf import no_tounicode_pdf
from tests.twentyeighth_photo import photo, photo_jpeg
from tests.twentyeighth_scans import deskewed, jpx_reduced, sheetfed
from tests.twentyeighth_spots import keep_boxes

TEXT_PDFS = ("no_tounicode_pdf", "whiteout_edit_pdf")
SCANS = ("sheetfed_fringe_scan", "deskew_black_corners")
IMAGE_PDFS = ("outlined_text_pdf", "jpx_reduced_pdf")
PHONE = (
    "fogged_lens",
    "misdetected_corner",
    "overlapping_sheet",
    "half_out_of_envelope",
    "standing_floor_shot",
    "hanging_off_table",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
DRIVERS = ("PDF Printer Driver 3.2 (Amyuni)", "Win2PDF 10", "novaPDF 11.9",
           "PDF24 Creator (legacy)", "CutePDF Writer 3.2")  # fmt: skip
FLATTENERS = ("Canva", "GPL Ghostscript 10.02.1", "Adobe Illustrator 28.3 (PDF/X-4)")
ACROBAT = ("Adobe Acrobat Pro (64-bit) 24.2.20759", "Adobe Acrobat 23.8.20470 (Reduce File Size)")


def produce(
    sheet: Sheet, truth: Truth, condition: str, rng: random.Random, keep: set[str]
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them)."""
    if condition == "no_tounicode_pdf":
        return no_tounicode_pdf(sheet, rng.choice(DRIVERS)), "application/pdf", "pdf"
    if condition == "whiteout_edit_pdf":
        values = [v for v in (truth.tag, truth.owner, truth.dog) if v]
        return whiteout_pdf(sheet, values, rng), "application/pdf", "pdf"
    if condition == "sheetfed_fringe_scan":
        return sheetfed(sheet, rng), "image/jpeg", "jpg"
    if condition == "deskew_black_corners":
        return deskewed(sheet, rng, keep_boxes(sheet, keep, 200 / 72)), "image/png", "png"
    if condition == "outlined_text_pdf":
        return outlined_pdf(sheet, rng.choice(FLATTENERS)), "application/pdf", "pdf"
    if condition == "jpx_reduced_pdf":
        return jpx_reduced(sheet, rng, rng.choice(ACROBAT)), "application/pdf", "pdf"
    if condition in PHONE:
        names = (
            truth.owner or "Current Resident",
            f"{rng.randrange(100, 9999)} {rng.choice(STREETS)}",
        )
        return photo_jpeg(photo(sheet, condition, rng, keep, names), rng), "image/jpeg", "jpg"
    raise ValueError(condition)
