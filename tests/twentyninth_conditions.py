"""How a twenty-ninth set page reaches the service. Text PDFs: the clinic's PDF sent through an
e-signature service and downloaded signed (the envelope's ID stamped over the page, a certificate
of completion after it), and a portal's PDF cropped in macOS Preview (a CropBox over the page, the
cut footer's words still in the text). Clean scans: a sheet feeder's colour JPEG of a page in a
clear carrier sheet, and scanimage's raw 16-bit grey PNG in linear light. Image PDFs: a print
shop's scan as an inverted CMYK JPEG, and an old driver's scan written inline in the page's
content. Phone photos: reading glasses on the page, the front camera's mirrored picture, a ceiling
light's ghosts, the markup editor's red ring, a vertical panorama and the second sheet of a
stapled pair (tests/twentyninth_photo.py)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_docs import cmyk_pdf, cropped_pdf, esign_pdf, inline_pdf
from tests.twentyninth_facts import TODAY
from tests.twentyninth_photo import photo, photo_jpeg
from tests.twentyninth_scans import carrier, linear16

TEXT_PDFS = ("esign_envelope_pdf", "preview_cropped_pdf")
SCANS = ("carrier_sheet_scan", "scanimage_16bit_png")
IMAGE_PDFS = ("cmyk_jpeg_pdf", "inline_image_pdf")
PHONE = (
    "reading_glasses",
    "front_camera_mirrored",
    "lens_flare_ghosts",
    "markup_circled",
    "panorama_stitch",
    "stapled_flipped_back",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
SHOPS = ("FedEx Office Scan to PDF (Xerox PrimeLink C9070)", "Adobe Photoshop 25.4 (Macintosh)",
         "Staples Copy & Print - Canon imageRUNNER ADVANCE DX")  # fmt: skip
DRIVERS = ("Visioneer OneTouch 4.6", "HP Scanning Software 4.2 (PCL)", "Ghostscript 9.05 (ps2pdf)")


def produce(
    sheet: Sheet, truth: Truth, condition: str, rng: random.Random, keep: set[str], ring: set[str]
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); ring: those with the shot's date."""
    assert truth.vaccinated is not None
    if condition == "esign_envelope_pdf":
        sent = truth.vaccinated + timedelta(days=rng.randrange(0, 20))
        signer = f"Dr. {truth.veterinarian}" if truth.veterinarian else "Front Desk"
        subject = f"Rabies certificate - {truth.dog or 'your pet'}.pdf"
        return esign_pdf(sheet, rng, min(sent, TODAY), signer, subject), "application/pdf", "pdf"
    if condition == "preview_cropped_pdf":
        printed = TODAY - timedelta(days=rng.randrange(1, 60))
        url = f"https://portal.example/records/{rng.randrange(10**6, 10**7)}"
        return cropped_pdf(sheet, rng, printed, url), "application/pdf", "pdf"
    if condition == "carrier_sheet_scan":
        return carrier(sheet, rng), "image/jpeg", "jpg"
    if condition == "scanimage_16bit_png":
        return linear16(sheet, rng), "image/png", "png"
    if condition == "cmyk_jpeg_pdf":
        return cmyk_pdf(sheet, rng, rng.choice(SHOPS)), "application/pdf", "pdf"
    if condition == "inline_image_pdf":
        return inline_pdf(sheet, rng, rng.choice(DRIVERS)), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_jpeg(photo(sheet, condition, rng, keep, ring), rng), "image/jpeg", "jpg"
    raise ValueError(condition)
