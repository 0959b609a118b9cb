"""How a thirty-eighth set page reaches the service. Text PDFs: a US letter page printed onto A4
with "fit to page" (the page drawn smaller, centred, through one matrix), and a report writer's
export that spaces every letter out with a character spacing (Tc) and sets its type smaller
(tests/thirtyeighth_docs.py). Clean scans: a page that faded and yellowed on a car's dashboard,
and a page fed past a sheet feeder's dirty roller, with thin dark lines down its length (a colour
JPEG and a grey PNG; tests/thirtyeighth_scans.py). Image PDFs: a one-bit CCITT Group 4 fax-coded
picture, and a copier's colour picture in the CIE L*a*b* colour space. Phone photos: on a
bathroom floor's tiles, on a coir doormat, pinned to a cork board, with a leash and a tennis ball
lying on it, through a cheap lens with colour fringes, and stored sideways with an EXIF
orientation tag (tests/thirtyeighth_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_docs import a4_fit_pdf, ccitt_pdf, lab_pdf, letter_spaced_pdf
from tests.thirtyeighth_photo import photo, photo_bytes
from tests.thirtyeighth_scans import roller_streak_scan, sun_faded_scan

TEXT_PDFS = ("a4_fit_to_page_pdf", "letter_spaced_report_pdf")
SCANS = ("sun_faded_dashboard_scan", "dirty_feeder_roller_scan")
IMAGE_PDFS = ("ccitt_group4_fax_pdf", "cie_lab_colour_pdf")
PHONE = (
    "on_bathroom_floor_tiles",
    "on_coir_doormat",
    "pinned_to_corkboard",
    "leash_and_tennis_ball",
    "colour_fringed_cheap_lens",
    "exif_rotated_sideways",
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
    if condition == "a4_fit_to_page_pdf":
        return a4_fit_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "letter_spaced_report_pdf":
        return letter_spaced_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "sun_faded_dashboard_scan":
        return sun_faded_scan(sheet, rng), "image/jpeg", "jpg"
    if condition == "dirty_feeder_roller_scan":
        return roller_streak_scan(sheet, rng, keep), "image/png", "png"
    if condition == "ccitt_group4_fax_pdf":
        return ccitt_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "cie_lab_colour_pdf":
        return lab_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        sideways = condition == "exif_rotated_sideways"
        return photo_bytes(photo(sheet, condition, rng, keep), rng, sideways)
    raise ValueError(condition)
