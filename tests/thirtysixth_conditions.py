"""How a thirty-sixth set page reaches the service. Text PDFs: a report writer's export that
makes bold by overstriking the regular face, and a practice's export with a "CLIENT COPY"
watermark drawn as real text behind the page (tests/thirtysixth_docs.py). Clean scans: a page held
to the glass by the owner's fingertips with the lid up (a colour JPEG), and a scan on an old
flatbed whose lamp has aged magenta (a colour PNG). Image PDFs: a document scanner's grey picture
stored inverted and turned back by /Decode [1 0], and a macOS Preview export of a scan as a
progressive JPEG in an ICC-based sRGB colour space. Phone photos: on a table under holiday lights,
on a pool table's felt, on holiday gift wrap, held flat by keys and a wallet, scribbled on by a
toddler's crayons, and under a ring light's glare (tests/thirtysixth_photo.py)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_docs import (
    decode_inverted_pdf,
    icc_progressive_pdf,
    overstrike_pdf,
    watermark_pdf,
)
from tests.thirtysixth_photo import photo, photo_bytes
from tests.thirtysixth_scans import aged_lamp_scan, fingers_scan

TEXT_PDFS = ("overstrike_bold_report_pdf", "client_copy_watermark_text_pdf")
SCANS = ("fingers_holding_flat_scan", "aged_lamp_magenta_scan")
IMAGE_PDFS = ("decode_inverted_gray_pdf", "icc_progressive_jpeg_pdf")
PHONE = (
    "christmas_lights_table",
    "on_pool_table_felt",
    "on_gift_wrap_paper",
    "weighted_by_keys_and_wallet",
    "toddler_crayon_scribbles",
    "ring_light_glare",
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
    if condition == "overstrike_bold_report_pdf":
        return overstrike_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "client_copy_watermark_text_pdf":
        return watermark_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "fingers_holding_flat_scan":
        return fingers_scan(sheet, rng, keep), "image/jpeg", "jpg"
    if condition == "aged_lamp_magenta_scan":
        return aged_lamp_scan(sheet, rng), "image/png", "png"
    if condition == "decode_inverted_gray_pdf":
        return decode_inverted_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "icc_progressive_jpeg_pdf":
        return icc_progressive_pdf(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), rng)
    raise ValueError(condition)
