"""How a twenty-third set page reaches the service. Text PDFs: a page saved on its side with a
/Rotate that shows it upright, and a page printed to PDF from a browser (scaled, the browser's
header and footer). Clean scans: a page filed in a ring binder (three punched holes, a staple and
its shadow; a small paper stapled or taped onto a binder sheet) scanned grey, and a flatbed scan
streaked top to bottom by dust on the scanner's glass. Image PDFs: a searchable scan whose
invisible OCR layer is set off the picture and misreads letters, and a phone scanner app's black
and white "document" PDF. Phone photos (tests/twentythird_photo.py, tests/twentythird_screens.py):
a window's reflection, a monitor's moiré, held in a hand, in a dim room, a curling page, a chat
app's screenshot, an iPhone's HEIC and inside a clear sheet protector."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageOps

from tests.twentythird_canvas import Sheet, render
from tests.twentythird_faces import font
from tests.twentythird_pdf import browser_pdf, image_pdf, ocr_pdf, rotated_pdf
from tests.twentythird_photo import photo, photo_bytes
from tests.twentythird_screens import chat_screenshot, monitor_photo

TEXT_PDFS = ("rotated_page_pdf", "browser_print_pdf")
SCANS = ("binder_scan", "streaked_scan")
IMAGE_PDFS = ("ocr_layer_pdf", "scan_app_pdf")
PHONE = (
    "window_reflection",
    "monitor_moire",
    "held_in_hand",
    "low_light",
    "curled_page",
    "chat_screenshot",
    "heic_photo",
    "sheet_protector",
)
CONDITIONS: tuple[str, ...] = (*TEXT_PDFS, *SCANS, *IMAGE_PDFS, *PHONE)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
LETTER = (612.0, 792.0)


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def _jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def _staple(d: ImageDraw.ImageDraw, x: float, y: float, k: float, rng: random.Random) -> None:
    a = rng.uniform(-0.7, -0.3)
    length = 36 * k
    dx, dy = length * np.cos(a), length * np.sin(a)
    d.line((x + 3, y + 4, x + dx + 3, y + dy + 4), fill=(150, 150, 150), width=int(3 * k))
    d.line((x, y, x + dx, y + dy), fill=(60, 60, 64), width=int(2.2 * k))


def _binder(sheet: Sheet, rng: random.Random) -> bytes:
    """A page from a ring binder: three punched holes and a staple, scanned grey; a small paper
    is stapled (or taped, a card) onto a binder sheet first."""
    dpi = 200
    k = dpi / 72
    page = render(sheet, dpi)
    if (sheet.w, sheet.h) != LETTER:  # a small paper on a binder sheet
        sheet_img = Image.new("RGB", (int(LETTER[0] * k), int(LETTER[1] * k)), (250, 250, 248))
        turned = page.rotate(rng.uniform(-4, 4), expand=True, fillcolor=(250, 250, 248))
        at = (
            int((sheet_img.size[0] - turned.size[0]) / 2 + rng.uniform(-20, 20) * k),
            int(rng.uniform(60, 110) * k),
        )
        sheet_img.paste(turned, at)
        d = ImageDraw.Draw(sheet_img, "RGBA")
        if sheet.w > sheet.h:  # a card: clear tape over two corners
            for cx in (float(at[0]), float(at[0] + turned.size[0])):
                d.polygon(
                    [
                        (cx - 40 * k, at[1] - 8 * k),
                        (cx + 10 * k, at[1] - 30 * k),
                        (cx + 40 * k, at[1] + 12 * k),
                        (cx - 10 * k, at[1] + 34 * k),
                    ],
                    fill=(235, 235, 225, 70),
                )
        else:
            _staple(d, at[0] + turned.size[0] / 2, at[1] + 6 * k, k, rng)
        page = sheet_img
    else:
        _staple(ImageDraw.Draw(page), 22 * k, 26 * k, k, rng)
    d = ImageDraw.Draw(page)
    h = page.size[1]
    for cy in (h / 2 - 306 * k, h / 2, h / 2 + 306 * k):  # 4 1/4 inches apart
        r = 9 * k
        cx = 20 * k
        d.ellipse((cx - r + 3, cy - r + 3, cx + r + 3, cy + r + 3), fill=(120, 120, 120))
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(228, 228, 228))
    grey = ImageOps.grayscale(page)
    grey = grey.rotate(rng.uniform(-1.2, 1.2), resample=Image.Resampling.BICUBIC, fillcolor=235)
    return _png(grey)


def _streaked(sheet: Sheet, rng: random.Random) -> bytes:
    """A flatbed scan with dust on the glass: thin lines from top to bottom, some dark, some a
    colour's ghost."""
    turn = rng.uniform(-0.8, 0.8)  # the page lies a little askew; the streaks run straight
    page = render(sheet, 240).rotate(turn, resample=Image.Resampling.BICUBIC, fillcolor=(255,) * 3)
    img = np.asarray(page, np.float32).copy()
    w = img.shape[1]
    for _ in range(rng.randrange(2, 6)):
        x = rng.randrange(w)
        width = rng.randrange(1, 4)
        tone = rng.choice(((90, 90, 90), (255, 140, 200), (120, 220, 160), (60, 60, 60)))
        img[:, x : x + width] = img[:, x : x + width] * 0.45 + np.array(tone, np.float32) * 0.55
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    return _jpeg(out, 88)


def _ocr_scan(sheet: Sheet, rng: random.Random) -> bytes:
    dpi = 200
    img = ImageOps.grayscale(render(sheet, dpi))
    img = img.rotate(rng.uniform(-0.7, 0.7), resample=Image.Resampling.BICUBIC, fillcolor=250)
    return ocr_pdf(_jpeg(img, 70), sheet, rng)


def _scan_app(sheet: Sheet, rng: random.Random) -> bytes:
    """A phone scanner app's "document" filter: the page flattened from a photo (a little
    keystone left), uneven light thresholded to black and white, the app's mark at the foot."""
    k = 1700 / max(sheet.w, sheet.h)
    page = np.asarray(ImageOps.grayscale(render(sheet, k * 72)), np.float32)
    h, w = page.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    light = 1 - 0.25 * ((xx / w - rng.uniform(0, 1)) ** 2 + (yy / h - rng.uniform(0, 1)) ** 2)
    page = page * light
    j = 0.012
    src = np.array([(0, 0), (w, 0), (w, h), (0, h)], np.float32)
    dst = np.array(
        [(x + rng.uniform(-j, j) * w, y + rng.uniform(-j, j) * h) for x, y in src], np.float32
    )
    turn = cv2.getPerspectiveTransform(src, dst)
    page = np.asarray(cv2.warpPerspective(page, turn, (w, h), borderValue=255), np.float32)
    bw = cv2.adaptiveThreshold(
        np.clip(page, 0, 255).astype(np.uint8),
        255,
        cv2.ADAPTIVE_THRESH_GAUSSIAN_C,
        cv2.THRESH_BINARY,
        41,
        15,
    )
    img = Image.fromarray(bw).convert("L")
    d = ImageDraw.Draw(img)
    d.text(
        (w - 12, h - 10),
        "Scanned with DocSnap",
        font=font("droid", max(12, w // 70)),
        fill=110,
        anchor="rs",
    )
    return image_pdf(_png(img), sheet.w, sheet.h)


def produce(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str], sender: str
) -> tuple[bytes, str, str]:
    """The page in condition: its bytes, content type and file extension. keep: the written
    strings that carry a truth value (nothing may cover them); sender: who sent the photo in a
    chat."""
    if condition == "rotated_page_pdf":
        return rotated_pdf(sheet, rng), "application/pdf", "pdf"
    if condition == "browser_print_pdf":
        title = rng.choice(("Rabies Certificate", "Medical Record", "Vaccination History"))
        return browser_pdf(sheet, rng, title), "application/pdf", "pdf"
    if condition == "binder_scan":
        return _binder(sheet, rng), "image/png", "png"
    if condition == "streaked_scan":
        return _streaked(sheet, rng), "image/jpeg", "jpg"
    if condition == "ocr_layer_pdf":
        return _ocr_scan(sheet, rng), "application/pdf", "pdf"
    if condition == "scan_app_pdf":
        return _scan_app(sheet, rng), "application/pdf", "pdf"
    if condition == "monitor_moire":
        buf = io.BytesIO()
        monitor_photo(sheet, rng).save(buf, format="JPEG", quality=85)
        return buf.getvalue(), "image/jpeg", "jpg"
    if condition == "chat_screenshot":
        return chat_screenshot(sheet, rng, keep, sender), "image/png", "png"
    if condition in PHONE:
        return photo_bytes(photo(sheet, condition, rng, keep), condition, rng)
    raise ValueError(condition)
