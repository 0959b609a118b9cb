"""How a twentieth-set page reaches the Town Clerk: flatbed scans (colour JPEG, grey PNG), text
and searchable PDFs, image PDFs (a scanner's, and one whose certificate is page 2 behind the
clinic's cover letter), and phone photos: a JPEG turned by EXIF, a HEIC, a messaging app's
JPEG, and this set's own (a smudged lens, an LED light's flicker bands, a page cockled by rain,
a sunny porch, a digital zoom). A phone's screenshot is printed on a letter page first, except
for a text PDF, which is the portal's page saved as PDF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
import pillow_heif
from PIL import Image, ImageFilter

from tests.twentieth_canvas import Sheet, on_letter, render
from tests.twentieth_pdf import image_pdf, text_pdf
from tests.twentieth_photo import (
    digital_zoom,
    flicker_led,
    frame_for,
    lens_smudge,
    photograph,
    rain_cockled,
    sun_overexposed,
    to_image,
)

SCANS = ("scan_colour", "scan_grey_png")
TEXT_PDFS = ("text_pdf", "searchable_pdf")
IMAGE_PDFS = ("scanned_pdf", "cover_letter_pdf")
PHONE = (
    "exif_jpeg",
    "heic",
    "messaging_jpeg",
    "lens_smudge",
    "flicker_led",
    "rain_cockled",
    "sun_overexposed",
    "digital_zoom",
)
CONDITIONS = SCANS + TEXT_PDFS + IMAGE_PDFS + PHONE
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
CAMERA = (
    ("Apple", "iPhone 13"),
    ("Google", "Pixel 7a"),
    ("samsung", "SM-S911U"),
    ("Apple", "iPhone 15 Pro"),
)


def _scan(sheet: Sheet, dpi: float, rng: random.Random, grey: bool = False) -> Image.Image:
    """A flatbed's picture: the page a fraction of a degree askew, a faint grain."""
    img = render(sheet, dpi, rng)
    img = img.rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 250)
    )
    arr = np.asarray(img).astype(np.float32)
    arr += np.random.default_rng(rng.randrange(2**32)).normal(0, 2.2, arr.shape).astype(np.float32)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(0.4)
    )
    return out.convert("L") if grey else out


def _jpeg(
    img: Image.Image, quality: int, exif: Image.Exif | None = None, dpi: int | None = None
) -> bytes:
    buf = io.BytesIO()
    kw: dict[str, object] = {"quality": quality}
    if exif is not None:
        kw["exif"] = exif
    if dpi:
        kw["dpi"] = (dpi, dpi)
    img.save(buf, "JPEG", **kw)
    return buf.getvalue()


def _camera_exif(rng: random.Random, orientation: int | None = None) -> Image.Exif:
    exif = Image.Exif()
    make, model = rng.choice(CAMERA)
    exif[0x010F] = make
    exif[0x0110] = model
    if orientation:
        exif[0x0112] = orientation
    return exif


def _photo_dpi(sheet: Sheet, fill: float = 0.82) -> float:
    return max(frame_for_size(sheet)) * fill / (max(sheet.width, sheet.height) / 72)


def frame_for_size(sheet: Sheet) -> tuple[int, int]:
    return (3024, 4032) if sheet.height >= sheet.width else (4032, 3024)


def cover_letter(sheet: Sheet, rng: random.Random) -> Sheet:
    """The clinic's letter the certificate was mailed behind (no date of the shot on it)."""
    s = Sheet()
    clinic = rng.choice(("Records Department", "Front Desk", "Client Services"))
    s.text(72, 90, "Medical Records Request", 16, "serif-bold")
    s.text(72, 130, "Dear Client,", 11, "serif")
    lines = (
        "As you requested, please find enclosed a copy of your pet's rabies vaccination",
        "certificate. Most towns in New York accept this copy for dog licensing. Please keep",
        "the original with your pet's records and bring it to your next appointment.",
        "",
        "If any information on the enclosed certificate is incorrect, please call us.",
        "",
        "Sincerely,",
        clinic,
        "",
        "Enclosure (1 page)",
    )
    for i, line in enumerate(lines):
        if line:
            s.text(72, 160 + 16 * i, line, 11, "serif")
    s.text(72, 740, "Page 1 of 2", 8, "serif")
    return s


def produce(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The page's file as uploaded: (bytes, content type, extension)."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf", "pdf"
    if sheet.screen:
        sheet = on_letter(sheet, rng)
    size = (sheet.width, sheet.height)
    if condition == "scan_colour":
        return _jpeg(_scan(sheet, 300, rng), 88, dpi=300), "image/jpeg", "jpg"
    if condition == "scan_grey_png":
        buf = io.BytesIO()
        _scan(sheet, 200, rng, grey=True).save(buf, "PNG", dpi=(200, 200))
        return buf.getvalue(), "image/png", "png"
    if condition == "searchable_pdf":
        return image_pdf([_scan(sheet, 300, rng)], size, 78, words=sheet), "application/pdf", "pdf"
    if condition == "scanned_pdf":
        return (
            image_pdf([_scan(sheet, 200, rng, grey=rng.random() < 0.5)], size, 72),
            "application/pdf",
            "pdf",
        )
    if condition == "cover_letter_pdf":
        letter = _scan(cover_letter(sheet, rng), 200, rng)
        page = _scan(sheet, 200, rng)
        if size != (612.0, 792.0):  # a half sheet or a booklet page, laid on the glass's corner
            glass = Image.new("RGB", (1700, 2200), (248, 248, 248))
            glass.paste(page, (30, 30))
            page, size = glass, (612.0, 792.0)
        return image_pdf([letter, page], (612.0, 792.0), 74), "application/pdf", "pdf"
    return _phone(sheet, condition, rng)


def _phone(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    page = render(sheet, _photo_dpi(sheet), rng)
    if condition == "rain_cockled":
        page = rain_cockled(page, rng)
    arr = digital_zoom(page, rng) if condition == "digital_zoom" else photograph(page, rng)
    if condition == "lens_smudge":
        arr = lens_smudge(arr, rng)
    elif condition == "flicker_led":
        arr = flicker_led(arr, rng)
    elif condition == "sun_overexposed":
        arr = sun_overexposed(arr, rng)
    if condition == "heic":  # the phone's noise reduction before HEVC
        buf = io.BytesIO()
        img = to_image(cv2.GaussianBlur(arr, (0, 0), 0.7))
        heif = pillow_heif.from_pillow(img)
        heif.save(buf, quality=rng.randint(60, 68), enc_params={"preset": "ultrafast"})
        return buf.getvalue(), "image/heic", "heic"
    img = to_image(arr)
    if condition == "messaging_jpeg":
        img.thumbnail((1600, 1600), Image.Resampling.LANCZOS)
        return _jpeg(img, rng.randint(62, 72)), "image/jpeg", "jpg"
    if condition == "exif_jpeg":
        orientation = rng.choice((3, 6, 8))
        turn = {3: 180, 6: 90, 8: -90}[orientation]
        stored = img.rotate(turn, expand=True)
        return (
            _jpeg(stored, rng.randint(84, 92), _camera_exif(rng, orientation)),
            "image/jpeg",
            "jpg",
        )
    return _jpeg(img, rng.randint(80, 90), _camera_exif(rng, 1)), "image/jpeg", "jpg"


__all__ = [
    "CONDITIONS",
    "GROUPS",
    "IMAGE_PDFS",
    "PHONE",
    "SCANS",
    "TEXT_PDFS",
    "frame_for",
    "produce",
]
