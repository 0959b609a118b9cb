"""How a twenty-first set page reaches the service. Text PDFs: the practice's own PDF, and the same
page printed to PDF from a browser (shrunk onto a letter page under the browser's date, title and
address lines). Clean scans: a flatbed's two-up scan (the paper beside the clinic's aftercare
handout on one tabloid sheet, grey PNG) and a colour scan made with the lid open (the bed black
around a skewed paper, the light falling off). Image PDFs: a phone scanner app's PDF (flattened,
its contrast filter, its watermark) and a photocopy of a photocopy scanned to PDF. Phone photos
(tests/twentyfirst_photo.py): through a plastic sleeve, folded and flattened again, a
screenshot of a PDF viewer, a dim kitchen at night, a moving hand, lying on a newspaper,
crumpled and smoothed, and a counter's 4K document camera."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.twentyfirst_canvas import PDF_DATE, Sheet, Text, render, text_pdf
from tests.twentyfirst_faces import font
from tests.twentyfirst_photo import PHONE, phone_photo

TEXT_PDFS = ("text_pdf", "browser_print_pdf")
SCANS = ("two_up_scan", "lid_open_scan")
IMAGE_PDFS = ("scanner_app_pdf", "copy_of_copy_pdf")
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
HANDOUT = (
    "After your pet's vaccination",
    "Mild soreness at the injection site is common for a day or two.",
    "Your pet may be quieter than usual and eat less for 24 hours.",
    "Call us at once for facial swelling, hives, vomiting or trouble breathing.",
    "Keep the rabies certificate with your dog's license papers.",
    "Your town or city clerk licenses dogs four months and older.",
    "Bring this sheet to your next visit so we can update our records.",
)


def _jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality, optimize=False)
    return buf.getvalue()


def _image_pdf(jpeg: bytes, w_pt: float, h_pt: float) -> bytes:
    pdf = FPDF(unit="pt", format=(w_pt, h_pt))
    pdf.set_creation_date(PDF_DATE)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.add_page()
    pdf.image(io.BytesIO(jpeg), x=0, y=0, w=w_pt, h=h_pt)
    return bytes(pdf.output())


def _browser_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    pw, ph = 612.0, 792.0
    scale = min((pw - 60) / sheet.w, (ph - 90) / sheet.h, 0.92)
    at = ((pw - sheet.w * scale) / 2, 46.0)
    stamp = f"12/{rng.randrange(1, 4)}/26, {rng.randrange(7, 12)}:{rng.randrange(60):02d} AM"
    title = rng.choice(("Document", "Records - Pet Portal", "Vaccination certificate"))
    url = f"https://portal.example.net/records/{rng.randrange(10**6, 10**7)}/view"
    extra = (
        Text(28, 22, stamp, "ud", 7.5, (60, 60, 60)),
        Text(306 - len(title) * 1.8, 22, title, "ud", 7.5, (60, 60, 60)),
        Text(28, 776, url, "ud", 7.5, (60, 60, 60)),
        Text(560, 776, "1/1", "ud", 7.5, (60, 60, 60)),
    )
    return text_pdf(sheet, scale, at, (pw, ph), extra)


def _handout(w: int, h: int, dpi: float) -> Image.Image:
    img = Image.new("RGB", (w, h), (250, 250, 250))
    d = ImageDraw.Draw(img)
    k = dpi / 72
    y = 70 * k
    for i, line in enumerate(HANDOUT):
        f = font("garuda-bold" if i == 0 else "garuda", round((14 if i == 0 else 10) * k))
        d.text((60 * k, y), line, font=f, fill=(30, 30, 30), anchor="ls")
        y += (30 if i == 0 else 20) * k
    return img


def _two_up(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 150
    page = render(sheet, dpi)
    hw, hh = round(8.5 * dpi), round(11 * dpi)
    bed = Image.new("RGB", (2 * hw + 40, hh + 40), (238, 238, 236))
    other = _handout(hw, hh, dpi).rotate(
        rng.uniform(-1, 1), expand=False, fillcolor=(238, 238, 236)
    )
    first = rng.random() < 0.5
    bed.paste(other, (hw + 30, 20) if first else (10, 20))
    page = page.rotate(rng.uniform(-1.2, 1.2), expand=True, fillcolor=(238, 238, 236))
    bed.paste(page, (12, 18) if first else (hw + 28, 18))
    grey = ImageOps.grayscale(bed)
    buf = io.BytesIO()
    grey.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


def _lid_open(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 200
    page = np.asarray(render(sheet, dpi)).astype(np.float32)
    h, w = page.shape[:2]
    bw, bh = round(8.5 * dpi) + 60, round(11.7 * dpi)
    bed = np.full((bh, bw, 3), 12, np.float32)
    angle = rng.uniform(-2.5, 2.5)
    m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    m[:, 2] += (rng.uniform(10, max(11, bw - w - 10)), rng.uniform(10, max(11, bh - h - 10)))
    mask = cv2.warpAffine(np.ones((h, w), np.float32), m, (bw, bh))
    warped = cv2.warpAffine(page, m, (bw, bh))
    out = bed * (1 - mask[..., None]) + warped * mask[..., None]
    fall = np.linspace(1.0, rng.uniform(0.78, 0.88), bw)[None, :, None]
    if rng.random() < 0.5:
        fall = fall[:, ::-1]
    out = np.clip(out * fall, 0, 255).astype(np.uint8)
    return _jpeg(Image.fromarray(out), 88)


def _scanner_app(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 170
    img = ImageOps.grayscale(render(sheet, dpi)) if rng.random() < 0.5 else render(sheet, dpi)
    arr = np.asarray(img).astype(np.float32)
    shade = np.linspace(rng.uniform(0.9, 0.97), 1.0, arr.shape[0])[:, None]
    arr = arr * (shade if arr.ndim == 2 else shade[..., None])
    arr = np.clip((arr - 40) * 1.3, 0, 255)  # the app's "enhance": grey paper pushed to white
    img = Image.fromarray(arr.astype(np.uint8)).filter(ImageFilter.UnsharpMask(2, 120, 2))
    d = ImageDraw.Draw(img)
    mark = rng.choice(("Scanned with DocSnap", "Made with ScanPal Free"))
    d.text(
        (img.size[0] - 12, img.size[1] - 10),
        mark,
        font=font("ud", 20),
        fill=160 if img.mode == "L" else (120, 120, 160),
        anchor="rs",
    )
    return _image_pdf(_jpeg(img, 72), sheet.w, sheet.h)


def _copy_of_copy(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 200
    arr = np.asarray(ImageOps.grayscale(render(sheet, dpi))).astype(np.float32)
    for _ in range(2):  # each pass: toner spreads, greys darken, specks land
        arr = cv2.GaussianBlur(arr, (3, 3), 0.8)
        arr = np.clip((arr - 128) * 1.35 + 118, 0, 255)
        specks = rng.randrange(300, 900)
        ys = np.array([rng.randrange(arr.shape[0]) for _ in range(specks)])
        xs = np.array([rng.randrange(arr.shape[1]) for _ in range(specks)])
        arr[ys, xs] = rng.uniform(40, 110)
    h, w = arr.shape
    arr[:, : rng.randrange(8, 30)] = 35  # the copier's dark edge where the paper ended
    m = cv2.getRotationMatrix2D((w / 2, h / 2), rng.uniform(-1.0, 1.0), 1.0)
    arr = cv2.warpAffine(arr, m, (w, h), borderValue=255.0)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return _image_pdf(_jpeg(img, 80), sheet.w, sheet.h)


def produce(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf", "pdf"
    if condition == "browser_print_pdf":
        return _browser_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "two_up_scan":
        return _two_up(sheet, rng), "image/png", "png"
    if condition == "lid_open_scan":
        return _lid_open(sheet, rng), "image/jpeg", "jpg"
    if condition == "scanner_app_pdf":
        return _scanner_app(sheet, rng), "application/pdf", "pdf"
    if condition == "copy_of_copy_pdf":
        return _copy_of_copy(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return phone_photo(sheet, condition, rng)
    raise ValueError(condition)
