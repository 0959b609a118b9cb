"""How a twenty-second set page reaches the service. Text PDFs: the practice's own PDF, and a
records bundle exported from a pet portal (a cover page, at times a privacy notice, then the
paper; one PDF of two or three pages). Clean scans: laid upside down on a flatbed (turned
half round, grey PNG) and a colour scan of a page the owner went over with a highlighter. Image
PDFs: a printout from an inkjet running out of ink (faint, banded) scanned to PDF, and a copier's
copy stamped COPY with the town clerk's RECEIVED stamp on it. Phone photos
(tests/twentysecond_photo.py): on a car's dashboard, a ballpoint lying on it, sent through a
messenger twice, a wide lens close up at a slant, a smart-inverted PDF viewer's screenshot, thin
paper with its back showing through, under a warm lamp, and a sticky note stuck on it."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.twentysecond_canvas import PDF_DATE, Sheet, render, text_pdf
from tests.twentysecond_faces import font
from tests.twentysecond_overlays import dated, highlight, keep_boxes, received_stamp, with_overlay
from tests.twentysecond_photo import PHONE, phone_photo

TEXT_PDFS = ("text_pdf", "records_bundle_pdf")
SCANS = ("upside_down_scan", "highlighted_scan")
IMAGE_PDFS = ("ink_banding_pdf", "copy_stamp_pdf")
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
PRIVACY = (
    "Your privacy matters to us. We share your pet's records only with you, with",
    "providers you name, and with public health authorities as the law requires.",
    "Rabies certificates may be sent to your town or city clerk for dog licensing.",
    "You may ask for a copy of this notice at any time.",
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


def _cover(rng: random.Random, pages: int) -> Sheet:
    portal = rng.choice(("PetPortal", "VetLink Client Records", "MyPetChart"))
    s = Sheet(612, 792)
    s.box(0, 0, 612, 60, fill=(40, 80, 140), line=None)
    s.text(36, 38, portal, "gemunu-bold", 20, (255, 255, 255))
    s.text(36, 110, "Medical Records Export", "dotum-bold", 18)
    s.text(36, 134, f"Requested through the client portal · {pages} pages", "dotum", 10)
    s.text(
        36,
        150,
        f"Generated 12/0{rng.randrange(1, 4)}/2026 at {rng.randrange(8, 12)}:"
        f"{rng.randrange(60):02d} AM",
        "dotum",
        10,
    )
    s.text(36, 190, "Contents", "dotum-bold", 12)
    for i, part in enumerate(("Cover page", "Privacy notice", "Vaccination record")[-pages:]):
        s.text(48, 212 + 18 * i, f"{i + 1}.  {part}", "dotum", 10)
    s.text(36, 760, "This export was created at the client's request. Do not reply.", "dotum", 8)
    return s


def _privacy() -> Sheet:
    s = Sheet(612, 792)
    s.text(36, 70, "Notice of Privacy Practices", "dotum-bold", 15)
    for i, line in enumerate(PRIVACY):
        s.text(36, 100 + 16 * i, line, "dotum", 10)
    return s


def _bundle(sheet: Sheet, rng: random.Random) -> bytes:
    pages = rng.choice((2, 3))
    extra = [_cover(rng, pages)] + ([_privacy()] if pages == 3 else [])
    return text_pdf(*extra, sheet)


def _upside_down(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 200
    page = ImageOps.grayscale(render(sheet, dpi))
    bed = Image.new("L", (page.size[0] + 80, page.size[1] + 90), 226)
    bed.paste(page, (rng.randrange(10, 60), rng.randrange(10, 70)))
    bed = bed.rotate(180 + rng.uniform(-1.5, 1.5), resample=Image.Resampling.BICUBIC, fillcolor=226)
    buf = io.BytesIO()
    bed.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


def _highlighted(sheet: Sheet, rng: random.Random, keep: set[str], dates: set[str]) -> bytes:
    dpi = 300
    k = dpi / 72
    img = render(sheet, dpi)
    marked = set(dated(sheet, keep, dates))
    if rng.random() < 0.5:  # the tag or the vet's name too
        marked |= set(rng.sample(sorted(keep - marked), min(1, len(keep - marked))))
    img = highlight(img, keep_boxes(sheet, marked, k), rng)
    img = img.rotate(
        rng.uniform(-1, 1), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 250)
    )
    return _jpeg(img, 90)


def _ink_banding(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 170
    arr = np.asarray(render(sheet, dpi)).astype(np.float32)
    h = arr.shape[0]
    fade = rng.uniform(0.35, 0.5)  # the ink left: dark greys print as mid greys
    rows = np.arange(h, dtype=np.float32)
    period = rng.uniform(14, 26) * dpi / 72
    band = 0.5 + 0.5 * np.sin(rows / period * 2 * np.pi + rng.uniform(0, 6))
    light = fade + (1 - fade) * (0.15 * band)  # stripes where a nozzle row dried
    light[rng.randrange(h // 3) : rng.randrange(h // 3, h)] *= rng.uniform(0.85, 1.0)
    ink = 255 - arr
    tint = np.float32(rng.choice(((1.0, 0.85, 0.7), (0.75, 0.9, 1.0), (1.0, 1.0, 1.0))))
    arr = 255 - ink * light[:, None, None] * tint
    g = np.random.default_rng(rng.randrange(2**32))
    arr = arr + g.normal(0, 3, arr.shape[:2])[..., None]
    img = ImageOps.grayscale(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)))
    img = ImageOps.autocontrast(img, cutoff=(0, 1))  # the scanner's own levels
    return _image_pdf(_jpeg(img, 75), sheet.w, sheet.h)


def _copy_stamp(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    dpi = 200
    k = dpi / 72
    img = render(sheet, dpi)
    w, h = img.size
    layer = Image.new("L", img.size, 0)
    d = ImageDraw.Draw(layer)
    size = int(min(w, h) * 0.22)
    d.text(
        (w / 2, h / 2),
        "COPY",
        font=font("dotum-bold", size),
        fill=255,
        anchor="mm",
        stroke_width=max(2, size // 40),
    )
    layer = layer.rotate(rng.uniform(25, 40), resample=Image.Resampling.BICUBIC)
    arr = np.asarray(ImageOps.grayscale(img), np.float32)
    arr = arr - np.asarray(layer, np.float32) / 255 * 38  # the copier's light grey void mark
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).convert("RGB")
    img = with_overlay(img, sheet, keep, k, rng, received_stamp)
    grey = np.asarray(ImageOps.grayscale(img), np.float32)
    grey = cv2.GaussianBlur(grey, (3, 3), 0.6)
    grey = np.clip((grey - 128) * 1.2 + 132, 0, 255)
    grey[:, w - rng.randrange(6, 20) :] = 60  # the copier's dark edge past the paper
    out = Image.fromarray(grey.astype(np.uint8)).filter(ImageFilter.SMOOTH)
    return _image_pdf(_jpeg(out, 78), sheet.w, sheet.h)


def produce(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str], dates: set[str]
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); dates: the shot's dates as
    written (what an owner highlights)."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf", "pdf"
    if condition == "records_bundle_pdf":
        return _bundle(sheet, rng), "application/pdf", "pdf"
    if condition == "upside_down_scan":
        return _upside_down(sheet, rng), "image/png", "png"
    if condition == "highlighted_scan":
        return _highlighted(sheet, rng, keep, dates), "image/jpeg", "jpg"
    if condition == "ink_banding_pdf":
        return _ink_banding(sheet, rng), "application/pdf", "pdf"
    if condition == "copy_stamp_pdf":
        return _copy_stamp(sheet, rng, keep), "application/pdf", "pdf"
    if condition in PHONE:
        return phone_photo(sheet, condition, rng, keep)
    raise ValueError(condition)
