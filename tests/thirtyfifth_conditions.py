"""How a thirty-fifth set page reaches the service. Text PDFs: a scan run through Acrobat's
ClearScan (the printed words redrawn as real text in a look-alike face over a picture of the rest)
and a Word document printed with its tracked changes showing. Clean scans: an old laser copier's
copy with the drum's ghost of the page a turn lower (a grey JPEG), and a scan on a flatbed with
cracked glass (a colour PNG). Image PDFs: a phone picture whose page Photos lifted from its
background, exported from Notes (a JPEG with a soft mask), and a Ghostscript "compress PDF"
service's 4-bit grey picture. Phone photos: on a wire dog crate, on a vet's steel exam table, on
a moving box with packing tape, with a fingertip over the lens, by torchlight in a dark room, and
a screenshot of the Photos crop editor (tests/thirtyfifth_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_docs import clearscan_pdf, gs4bit_pdf, lifted_pdf, track_changes_pdf
from tests.thirtyfifth_photo import photo, photo_bytes
from tests.thirtyfifth_scans import cracked_platen, drum_ghost

TEXT_PDFS = ("clearscan_synthetic_font_pdf", "word_track_changes_markup_pdf")
SCANS = ("drum_ghost_copy_scan", "cracked_platen_scan")
IMAGE_PDFS = ("lifted_subject_smask_pdf", "ghostscript_4bit_gray_pdf")
PHONE = (
    "on_wire_crate_top",
    "on_steel_exam_table",
    "on_moving_box",
    "fingertip_over_lens",
    "flashlight_in_dark_room",
    "photos_crop_editor_screenshot",
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
    if condition == "clearscan_synthetic_font_pdf":
        return clearscan_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "word_track_changes_markup_pdf":
        return track_changes_pdf(sheet, truth, rng), "application/pdf", "pdf"
    if condition == "drum_ghost_copy_scan":
        return drum_ghost(sheet, rng), "image/jpeg", "jpg"
    if condition == "cracked_platen_scan":
        return cracked_platen(sheet, rng, keep), "image/png", "png"
    if condition == "lifted_subject_smask_pdf":
        return lifted_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "ghostscript_4bit_gray_pdf":
        return gs4bit_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng, condition)
    raise ValueError(condition)
