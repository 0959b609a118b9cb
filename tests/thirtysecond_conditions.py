"""How a thirty-second set page reaches the service. Text PDFs: a printout two pages to a sheet
through Microsoft Print to PDF, and a scanned blank form filled in with Acrobat's Fill & Sign (the
form a picture, the typed values the only text). Clean scans: two passes on a small flatbed joined
by the scanner software's stitch, and a laminated page scanned through its pouch (Newton's rings).
Image PDFs: a scan saved by cairo as a tiling pattern, and a scan re-packed onto A4 by pdfjam as a
Form XObject. Phone photos: a frame grabbed from a video, a beauty mode left on, a mug's rim out of
focus in front, rain drops on the lens, a green cutting mat, and a screenshot of a video call
(tests/thirtysecond_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_docs import cairo_pattern_pdf, fill_sign_pdf, pdfjam_pdf, two_up_pdf
from tests.thirtysecond_photo import photo, photo_bytes
from tests.thirtysecond_scans import laminated, stitched

TEXT_PDFS = ("two_up_print_pdf", "fill_and_sign_over_scan_pdf")
SCANS = ("stitched_halves_scan", "laminated_newton_rings_scan")
IMAGE_PDFS = ("cairo_pattern_fill_pdf", "pdfjam_a4_form_xobject_pdf")
PHONE = (
    "video_frame_grab",
    "beauty_mode_smoothing",
    "foreground_mug_blur",
    "rain_drops_on_lens",
    "cutting_mat_grid",
    "video_call_screenshot",
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
    if condition == "two_up_print_pdf":
        return two_up_pdf(sheet), "application/pdf", "pdf"
    if condition == "fill_and_sign_over_scan_pdf":
        return fill_sign_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "stitched_halves_scan":
        return stitched(sheet, rng), "image/png", "png"
    if condition == "laminated_newton_rings_scan":
        return laminated(sheet, rng), "image/jpeg", "jpg"
    if condition == "cairo_pattern_fill_pdf":
        return cairo_pattern_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "pdfjam_a4_form_xobject_pdf":
        return pdfjam_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng, condition)
    raise ValueError(condition)
