"""How a twenty-fourth set page reaches the service. Text PDFs: a "Microsoft Print to PDF" page
(shrunk, hairline margins) and an owner's redacted PDF (black boxes over a phone number, an
address, an account or chip number; the words still in the text layer). Clean scans: a copier's
70-80 % reduction of the paper onto a Letter sheet, scanned grey with toner specks and the lid's
shadow, and a colour scan of a tinted paper (canary, pink, blue). Image PDFs: a fax received as a
1-bit picture with the fax machine's header line, and a copier's "scan to e-mail" PDF whose first
page is the job's cover sheet. Phone photos: tests/twentyfourth_photo.py."""

from __future__ import annotations

import io
import random
import re

import numpy as np
from PIL import Image, ImageDraw, ImageOps

from tests.twentyfourth_canvas import Sheet, render, spots
from tests.twentyfourth_faces import font
from tests.twentyfourth_pdf import LETTER, image_pdf, print_to_pdf, redacted_pdf
from tests.twentyfourth_photo import photo, photo_jpeg

TEXT_PDFS = ("print_to_pdf_margins", "redacted_pdf")
SCANS = ("reduced_copy_scan", "tinted_paper_scan")
IMAGE_PDFS = ("fax_tiff_pdf", "mfp_email_pdf")
PHONE = (
    "car_seat",
    "warm_vignette",
    "glass_tabletop",
    "bedspread",
    "fridge_magnet",
    "cork_board",
    "portrait_blur",
    "granite_counter",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
PRIVATE = re.compile(r"\(\d{3}\)|\d{3}[- .]\d{3}[- .]\d{4}|\d{12,}|PT \d|Rd\b|Blvd|Accession|SR\d")


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


def _jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def _redactions(
    sheet: Sheet, keep: set[str], rng: random.Random
) -> list[tuple[float, float, float, float]]:
    """Black boxes over the private strings no truth value is in (at least one box)."""
    found = [s for s in spots(sheet) if s[4] not in keep and s[4] not in sheet.labels]
    private = [s for s in found if PRIVATE.search(s[4])]
    chosen = private or rng.sample(found, 1)
    return [(x0 + 2, y0 + 1, x1 - 3, y1 - 1) for x0, y0, x1, y1, _ in chosen]


def _reduced_copy(sheet: Sheet, rng: random.Random) -> bytes:
    """A copier's reduction onto Letter paper, then scanned grey at 200 dpi."""
    dpi = 200
    k = dpi / 72
    shrink = rng.uniform(0.7, 0.8)
    paper = Image.new("L", (int(LETTER[0] * k), int(LETTER[1] * k)), 248)
    small = ImageOps.grayscale(render(sheet, dpi * shrink))
    small = ImageOps.autocontrast(small, cutoff=(0, 1))
    at = (int(rng.uniform(20, 60) * k), int(rng.uniform(20, 60) * k))
    d = ImageDraw.Draw(paper)
    d.rectangle(
        (at[0] - 6, at[1] - 6, at[0] + small.size[0] + 6, at[1] + small.size[1] + 6), fill=150
    )  # the lid's shadow round the original
    paper.paste(small, at)
    arr = np.asarray(paper, np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    specks = g.random(arr.shape) < 0.0008
    arr[specks] = 60
    arr = np.clip((arr - 30) * 1.15, 0, 255)
    out = Image.fromarray(arr.astype(np.uint8)).rotate(
        rng.uniform(-1, 1), resample=Image.Resampling.BICUBIC, fillcolor=245
    )
    return _png(out)


def _tinted(sheet: Sheet, rng: random.Random) -> bytes:
    img = render(sheet, 200)
    arr = np.asarray(img, np.float32)
    if sheet.paper == (255, 255, 255) or (sheet.paper[0] > 250 and sheet.paper[2] > 240):
        tint = np.array(rng.choice(((255, 244, 170), (255, 214, 224), (214, 234, 255))), np.float32)
        arr = arr * tint / 255
    g = np.random.default_rng(rng.randrange(2**32))
    arr = arr + g.normal(0, 4, arr.shape[:2])[..., None]
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    out = out.rotate(
        rng.uniform(-1.5, 1.5),
        resample=Image.Resampling.BICUBIC,
        expand=True,
        fillcolor=(238, 238, 236),
    )
    return _jpeg(out, rng.randrange(78, 90))


def _fax(sheet: Sheet, rng: random.Random, sender: str) -> bytes:
    """A fax's page: 1 bit, the sending machine's header across the top."""
    dpi = 200
    page = ImageOps.grayscale(render(sheet, dpi))
    w, h = page.size
    head = 34
    fax = Image.new("L", (w, h + head), 255)
    fax.paste(page, (0, head))
    stamp = f"DEC-{rng.randrange(1, 6):02d}-2026 {rng.randrange(8, 18):02d}:{rng.randrange(60):02d}"
    line = (
        f"{stamp}   FROM: {sender.upper()[:34]}   315{rng.randrange(2010000, 9899999)}   P.001/001"
    )
    ImageDraw.Draw(fax).text((20, 26), line, font=font("cousine", 20), fill=0, anchor="ls")
    arr = np.asarray(fax, np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    arr = arr + g.normal(0, 18, arr.shape)
    bw = Image.fromarray(np.where(arr > 165, 255, 0).astype(np.uint8)).convert("1")
    k = 72 / dpi
    return image_pdf([(_png(bw), w * k, (h + head) * k)])


def _mfp(sheet: Sheet, rng: random.Random, sender: str) -> bytes:
    """A copier's scan-to-e-mail: the job's cover sheet, then the paper scanned in colour."""
    cover = Image.new("L", (850, 1100), 255)
    d = ImageDraw.Draw(cover)
    d.text((70, 110), "Scan to E-mail", font=font("arimo-bold", 44), fill=0)
    rows = (
        ("Device", rng.choice(("RICOH IM C3000", "Canon iR-ADV C5535", "Xerox AltaLink C8130"))),
        ("Sender", f"{sender[:28]}"),
        ("To", "dogs@townofclay.example"),
        ("Sent", f"12/0{rng.randrange(1, 6)}/2026 {rng.randrange(8, 18)}:{rng.randrange(60):02d}"),
        ("Pages", "2 (including this sheet)"),
        ("Resolution", "150 x 150 dpi, colour"),
    )
    for i, (a, b) in enumerate(rows):
        d.text((70, 220 + i * 48), f"{a}:", font=font("arimo-bold", 24), fill=0)
        d.text((260, 220 + i * 48), b, font=font("arimo", 24), fill=0)
    page = render(sheet, 150).rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 250)
    )
    k = 72 / 150
    return image_pdf(
        [
            (_jpeg(cover, 60), *LETTER),
            (_jpeg(page, rng.randrange(55, 75)), page.size[0] * k, page.size[1] * k),
        ]
    )


def produce(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str], sender: str
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); sender: who sent it."""
    if condition == "print_to_pdf_margins":
        return (
            print_to_pdf(sheet, rng.uniform(0.9, 1.0), (rng.uniform(4, 14), rng.uniform(4, 14))),
            "application/pdf",
            "pdf",
        )
    if condition == "redacted_pdf":
        return redacted_pdf(sheet, _redactions(sheet, keep, rng)), "application/pdf", "pdf"
    if condition == "reduced_copy_scan":
        return _reduced_copy(sheet, rng), "image/png", "png"
    if condition == "tinted_paper_scan":
        return _tinted(sheet, rng), "image/jpeg", "jpg"
    if condition == "fax_tiff_pdf":
        return _fax(sheet, rng, sender), "application/pdf", "pdf"
    if condition == "mfp_email_pdf":
        return _mfp(sheet, rng, sender), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_jpeg(photo(sheet, condition, rng, keep), rng), "image/jpeg", "jpg"
    raise ValueError(condition)
