"""How a twenty-fifth set page reaches the service. Text PDFs: a page whose words lie a quarter
turn round, and a two-page PDF whose first page is a cover (the practice's e-mail or a fax cover
sheet) and the paper the second. Clean scans: a colour flatbed scan with a yellow sticky note
stuck over a corner, and a screenshot of a PDF viewer (its toolbar, its thumbnail strip, the page
fitted in the grey). Image PDFs: a phone's "Notes" document scanner (high contrast, the page's
slight curl left in), and a black-and-white photocopy of the carbon copy (the carbon's soft,
faint strokes darkened by the copier, its smudges and specks). Phone photos:
tests/twentyfifth_photo.py."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageOps

from tests.twentyfifth_canvas import Pen, Scrawl, Sheet, keep_boxes, render
from tests.twentyfifth_faces import font, pen_patch
from tests.twentyfifth_pdf import cover_then_sheet, image_pdf, turned_pdf
from tests.twentyfifth_photo import photo, photo_jpeg

TEXT_PDFS = ("turned_page_pdf", "cover_page_pdf")
SCANS = ("sticky_note_scan", "viewer_screenshot")
IMAGE_PDFS = ("notes_scanner_pdf", "carbon_photocopy_pdf")
PHONE = (
    "clipboard_angle",
    "held_in_hand",
    "lamp_lit_kitchen",
    "plastic_sleeve",
    "rewrinkled_paper",
    "whatsapp_forward",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
NOTES = (
    "for the dog license",
    "copy for Town Clerk",
    "renewal - thx!",
    "pls file w/ license",
    "original in the folder",
)


def _jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def _sticky(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    """A flatbed's colour scan; a sticky note on a corner of the page, hanging over its edge."""
    dpi = 200
    k = dpi / 72
    page = render(sheet, dpi)
    boxes = keep_boxes(sheet, keep, k)
    w, h = page.size
    margin = int(0.3 * k * 72)
    bed = Image.new("RGB", (w + 2 * margin, h + 2 * margin), (246, 246, 242))
    bed.paste(page, (margin, margin))
    side = int(min(216 * k, 0.34 * w, 0.4 * h))
    for shrink in (1.0, 0.8, 0.6, 0.45, 0.3, 0.15):
        out = int(side * (1 - shrink * 0.6))  # how much of the note lies on the page
        cx, cy = rng.choice(((0, 0), (1, 0), (0, 1), (1, 1)))
        x0 = w - out if cx else out - side
        y0 = h - out if cy else out - side
        if all(x0 + side < a or x0 > c or y0 + side < b or y0 > d for a, b, c, d in boxes):
            break
    else:  # no corner is free: the note hangs off the top edge
        x0, y0 = (w - side) // 2, 3 - side
    d = ImageDraw.Draw(bed)
    nx, ny = x0 + margin, y0 + margin
    d.rectangle((nx + 6, ny + 8, nx + side + 6, ny + side + 8), fill=(200, 200, 190))
    d.rectangle((nx, ny, nx + side, ny + side), fill=(255, 236, 110))
    d.rectangle((nx, ny, nx + side, ny + int(side * 0.12)), fill=(246, 226, 96))
    mask, _, _ = pen_patch(rng.choice(NOTES), "steve", 13, rng.randrange(10**9), 6, (0, 0), k)
    mask = mask.rotate(rng.uniform(-8, 8), expand=True, resample=Image.Resampling.BICUBIC)
    seen = (max(nx, 0), max(ny, 0), min(nx + side, bed.size[0]), min(ny + side, bed.size[1]))
    room = max(1, seen[2] - seen[0] - 8)
    if mask.size[0] > room:
        mask = mask.resize((room, max(1, mask.size[1] * room // mask.size[0])))
    at = (seen[0] + 4, min(seen[1] + (seen[3] - seen[1]) // 4, bed.size[1] - mask.size[1]))
    bed.paste(Image.new("RGB", mask.size, (30, 40, 120)), at, mask)
    bed = bed.rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 248)
    )
    return _jpeg(bed, rng.randrange(84, 92))


def _screenshot(sheet: Sheet, rng: random.Random, name: str) -> bytes:
    """A PDF viewer's window: a dark toolbar, a strip of thumbnails, the page fitted in the grey."""
    sw, sh = rng.choice(((2880, 1800), (2560, 1440), (1920, 1200)))
    ui = sh / 1000
    img = Image.new("RGB", (sw, sh), (82, 86, 89))
    d = ImageDraw.Draw(img)
    bar, strip = int(56 * ui), int(200 * ui)
    d.rectangle((0, 0, sw, bar), fill=(50, 54, 57))
    d.rectangle((0, bar, strip, sh), fill=(64, 68, 71))
    f = font("inter", int(18 * ui))
    d.text((int(60 * ui), bar // 2), name, font=f, fill=(236, 236, 236), anchor="lm")
    d.text((sw // 2, bar // 2), "1  /  1", font=f, fill=(236, 236, 236), anchor="mm")
    d.text(
        (sw // 2 + int(160 * ui), bar // 2),
        f"{rng.choice((88, 100, 110, 125))}%",
        font=f,
        fill=(236, 236, 236),
        anchor="mm",
    )
    for i in range(3):
        cx = sw - int((40 + 60 * i) * ui)
        d.ellipse(
            (cx - 11 * ui, bar / 2 - 11 * ui, cx + 11 * ui, bar / 2 + 11 * ui),
            outline=(220, 220, 220),
            width=2,
        )
    room = (sw - strip - int(60 * ui), sh - bar - int(40 * ui))
    dpi = min(room[0] / sheet.w, room[1] / sheet.h, 220 / 72) * 72
    page = render(sheet, dpi)
    x = strip + (sw - strip - page.size[0]) // 2
    y = bar + int(20 * ui)
    d.rectangle((x + 4, y + 4, x + page.size[0] + 4, y + page.size[1] + 4), fill=(40, 42, 44))
    img.paste(page, (x, y))
    thumb = page.copy()
    thumb.thumbnail((int(strip * 0.6), int(strip * 0.9)))
    tx = (strip - thumb.size[0]) // 2
    d.rectangle(
        (tx - 5, bar + 25 * ui - 5, tx + thumb.size[0] + 5, bar + 25 * ui + thumb.size[1] + 5),
        fill=(138, 180, 248),
    )
    img.paste(thumb, (tx, int(bar + 25 * ui)))
    return _png(img)


def _notes_scanner(sheet: Sheet, rng: random.Random) -> bytes:
    """The Notes app's scan: the page curl not quite flattened, the grey pushed to paper-white."""
    page: np.ndarray = np.asarray(ImageOps.grayscale(render(sheet, 180)), np.float32)
    h, w = page.shape
    mx, my = np.meshgrid(np.arange(w, dtype=np.float32), np.arange(h, dtype=np.float32))
    curl = rng.uniform(0.004, 0.012) * h * np.sin(mx / w * np.pi + rng.uniform(-0.4, 0.4))
    page = cv2.remap(
        page, mx, my + curl.astype(np.float32), cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
    )
    shade = np.linspace(1.0, rng.uniform(0.8, 0.9), w, dtype=np.float32)[None, :]
    page = page * shade
    paper = cv2.GaussianBlur(cv2.dilate(page, np.ones((9, 9), np.uint8)), (0, 0), 25)
    flat = np.clip(page / np.maximum(paper, 1) * 255, 0, 255)
    out = np.clip((flat - rng.uniform(90, 120)) * rng.uniform(1.6, 2.0), 0, 255)
    data = _jpeg(Image.fromarray(out.astype(np.uint8)), rng.randrange(62, 78))
    return image_pdf([(data, sheet.w, sheet.h)])


def _carbon_copy(sheet: Sheet, rng: random.Random) -> bytes:
    """The carbon copy (the pen's strokes soft and faint, the form's print crisp), then copied
    on a black-and-white copier: darker, harder, specked, a grey band where the lid did not
    close."""
    dpi = 200
    hand = Sheet(sheet.w, sheet.h, marks=[m for m in sheet.marks if isinstance(m, Pen | Scrawl)])
    printed = Sheet(
        sheet.w, sheet.h, marks=[m for m in sheet.marks if not isinstance(m, Pen | Scrawl)]
    )
    ink: np.ndarray = 255 - np.asarray(ImageOps.grayscale(render(hand, dpi)), np.float32)
    form = 255 - np.asarray(ImageOps.grayscale(render(printed, dpi)), np.float32)
    if not hand.marks:  # a printed carbon: the impact printer's strokes are the carbon's
        ink, form = form, form * 0
    ink = cv2.GaussianBlur(ink, (0, 0), 1.3) * rng.uniform(0.55, 0.7)
    g = np.random.default_rng(rng.randrange(2**32))
    smudge: np.ndarray = g.normal(0, 1, ink.shape).astype(np.float32)
    smudge = cv2.GaussianBlur(smudge, (0, 0), sigmaX=40, sigmaY=6)
    smudge = np.clip((smudge / max(float(smudge.std()), 1e-6) - 1.3) * 14, 0, 20)
    dark = np.maximum(ink, form * 0.85) + smudge + 18
    copy = np.clip(dark * rng.uniform(1.6, 2.0), 0, 255)
    copy[g.random(copy.shape) < 0.0006] = 230
    band = int(copy.shape[1] * rng.uniform(0.015, 0.03))
    copy[:, :band] = np.maximum(copy[:, :band], 120)
    out = Image.fromarray((255 - copy).astype(np.uint8)).rotate(
        rng.uniform(-1, 1), resample=Image.Resampling.BICUBIC, fillcolor=255
    )
    k = 72 / dpi
    return image_pdf([(_png(out), out.size[0] * k, out.size[1] * k)])


def _cover(sender: str, rng: random.Random) -> list[tuple[str, str, float]]:
    if rng.random() < 0.5:
        return [
            ("FAX", "inter-bold", 30),
            ("", "inter", 10),
            ("To:  Town Clerk - Dog Licensing", "inter", 12),
            (f"From:  {sender}", "inter", 12),
            (f"Date:  12/0{rng.randrange(1, 6)}/2026", "inter", 12),
            ("Pages:  2 (including cover)", "inter", 12),
            ("", "inter", 12),
            ("Re:  proof of rabies vaccination for license renewal", "inter", 12),
        ]
    return [
        (f"From: {sender} <records@practice.example>", "carlito", 11),
        (
            f"Sent: Thursday, December {rng.randrange(1, 5)}, 2026 {rng.randrange(8, 12)}:14 AM",
            "carlito",
            11,
        ),
        ("Subject: Your pet's records", "carlito", 11),
        ("", "carlito", 11),
        (
            "Hello, attached are the records you asked for. Please let us know if you need",
            "carlito",
            11,
        ),
        ("anything else.", "carlito", 11),
        ("", "carlito", 11),
        ("Thank you, the front desk team", "carlito", 11),
    ]


def produce(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str], sender: str
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); sender: who sent it."""
    if condition == "turned_page_pdf":
        return turned_pdf(sheet, rng.random() < 0.5), "application/pdf", "pdf"
    if condition == "cover_page_pdf":
        pdf = cover_then_sheet(sheet, _cover(sender, rng), rng.uniform(0.9, 1.0))
        return pdf, "application/pdf", "pdf"
    if condition == "sticky_note_scan":
        return _sticky(sheet, rng, keep), "image/jpeg", "jpg"
    if condition == "viewer_screenshot":
        name = rng.choice(("Scan_20261204.pdf", "records (2).pdf", "document.pdf", "IMG_0412.pdf"))
        return _screenshot(sheet, rng, name), "image/png", "png"
    if condition == "notes_scanner_pdf":
        return _notes_scanner(sheet, rng), "application/pdf", "pdf"
    if condition == "carbon_photocopy_pdf":
        return _carbon_copy(sheet, rng), "application/pdf", "pdf"
    if condition in PHONE:
        return photo_jpeg(photo(sheet, condition, rng, keep), condition, rng), "image/jpeg", "jpg"
    raise ValueError(condition)
