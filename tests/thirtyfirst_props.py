"""What the thirty-first set's phone pictures do to the page before or after it is photographed: a
table top or a blanket under it, an object eraser's smudge over a phone number or an address (the
gallery app's inpainting, clear of every truth value), a laser printer's overhang over the output
tray and its shadow on the page's head, a camera's white balance fooled by a red blanket (the grey
world it assumes pulls the page toward cyan), the mono filter's grey with its contrast curve and
vignette, and a screenshot of the camera's preview (status bar, viewfinder, zoom chips, modes and
the shutter). Nothing covers a truth value."""

from __future__ import annotations

import random
import re

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_faces import font
from tests.thirtyfirst_spots import spots

Box4 = tuple[float, float, float, float]
SURFACES = ((176, 128, 84), (204, 198, 186), (84, 64, 52), (132, 140, 150), (220, 214, 204))
PRIVATE = re.compile(r"\d{3}[-.) ]+\d{3}[-.]\d{4}|^\d{2,5} [A-Z]")


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def surface(h: int, w: int, rng: random.Random, colour: tuple[int, int, int] | None) -> np.ndarray:
    """A table top or a blanket: a colour, a little mottled (drawn at a quarter and enlarged)."""
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(colour or rng.choice(SURFACES), np.float32)
    speck = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), 2)
    out = base * (1 + 0.06 * speck / (speck.std() + 1e-6))[..., None]
    return np.asarray(cv2.resize(out, (w, h), interpolation=cv2.INTER_LINEAR), np.float32)


def erase(
    page: np.ndarray, sheet: Sheet, boxes: list[Box4], k: float, rng: random.Random
) -> np.ndarray:
    """A phone number or a street address (else another value) inpainted away, as an object
    eraser leaves it: a soft smudge of the paper round it."""
    spans = [sp for sp in spots(sheet) if sp[4] not in sheet.labels]
    private = [sp for sp in spans if PRIVATE.search(sp[4])]
    for x0, y0, x1, y1, _ in rng.sample(private, len(private)) + rng.sample(spans, len(spans)):
        box = (x0 * k, y0 * k, x1 * k, y1 * k)
        if clear(boxes, *box, pad=4 * k):
            break
    else:
        return page
    mask = np.zeros(page.shape[:2], np.uint8)
    pad = int(2 * k)
    cv2.rectangle(
        mask,
        (int(box[0]) - pad, int(box[1]) - pad),
        (int(box[2]) + pad, int(box[3]) + pad),
        255,
        -1,
    )
    img = cv2.inpaint(np.clip(page, 0, 255).astype(np.uint8), mask, 5, cv2.INPAINT_TELEA)
    soft = cv2.GaussianBlur(img.astype(np.float32), (0, 0), 1.5 * k)
    m = cv2.GaussianBlur(mask.astype(np.float32) / 255, (0, 0), k)[..., None]
    return np.asarray(img * (1 - m) + soft * m, np.float32)


def tray_shadow(page: np.ndarray, rng: random.Random) -> np.ndarray:
    """The printer's overhang shades the page's head, less and less down the page."""
    h = page.shape[0]
    yy = np.arange(h, dtype=np.float32)[:, None, None]
    depth = rng.uniform(0.35, 0.5) * np.exp(-yy / (h * rng.uniform(0.12, 0.22)))
    return np.asarray(page * (1 - depth) * np.array((1.0, 1.0, 1.03), np.float32), np.float32)


def under_printer(img: np.ndarray, top: float, rng: random.Random) -> np.ndarray:
    """The printer's dark body across the frame above the page's head, a lit lip at its edge."""
    edge = int(max(0.0, top - rng.uniform(4, 14)))
    if edge <= 0:
        return img
    out = img.copy()
    body = np.array(rng.choice(((38, 38, 42), (58, 58, 62), (214, 212, 206))), np.float32)
    ramp = np.linspace(0.75, 1.0, edge, dtype=np.float32)[:, None, None]
    out[:edge] = body * ramp
    out[max(0, edge - 6) : edge] = body * 1.35
    return out


def awb_fooled(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A grey world white balance: each channel scaled toward the frame's mean (the red blanket
    drags red down), the brightest paper kept under clipping."""
    means = img.reshape(-1, 3).mean(axis=0)
    gains = (means.mean() / np.maximum(means, 1)) ** rng.uniform(0.55, 0.8)
    out = img * gains.astype(np.float32)
    top = float(np.percentile(out, 99.5))
    return np.asarray(out * min(1.0, 250 / max(top, 1)), np.float32)


def noir(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """The mono filter: grey, a contrast curve, a vignette; saved with three equal channels."""
    grey = img @ np.array((0.299, 0.587, 0.114), np.float32)
    t = np.clip(grey / 255, 0, 1)
    curve = t + rng.uniform(0.25, 0.4) * (t - 0.5) * (1 - np.abs(2 * t - 1))
    h, w = grey.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    r2 = ((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2
    out = np.clip(curve, 0, 1) * 255 * (1 - rng.uniform(0.25, 0.4) * r2)
    return np.repeat(out[..., None], 3, axis=2).astype(np.float32)


def preview_screenshot(view: np.ndarray, rng: random.Random) -> np.ndarray:
    """A 1080 by 2400 screenshot of the camera app: the preview (1080 by 1440) between the status
    bar and the controls."""
    pic = Image.new("RGB", (1080, 2400), (0, 0, 0))
    pic.paste(Image.fromarray(np.clip(view, 0, 255).astype(np.uint8)), (0, 250))
    d = ImageDraw.Draw(pic)
    f = font("arimo", 40)
    d.text(
        (60, 70), f"{rng.randrange(1, 12)}:{rng.randrange(60):02d}", font=f, fill=(255, 255, 255)
    )
    d.rounded_rectangle((940, 78, 1010, 112), 8, outline=(255, 255, 255), width=3)
    d.rectangle((946, 84, 946 + rng.randrange(20, 58), 106), fill=(255, 255, 255))
    for i, z in enumerate((".5", "1x", "2", "5")):
        cx = 540 + (i - 1.5) * 120
        d.ellipse((cx - 42, 1760 - 42, cx + 42, 1760 + 42), fill=(40, 40, 40))
        d.text(
            (cx, 1772),
            z,
            font=font("arimo-bold", 32),
            fill=(255, 214, 10) if z == "1x" else (255, 255, 255),
            anchor="ms",
        )
    for i, mode in enumerate(("VIDEO", "PHOTO", "PORTRAIT", "PANO")):
        colour = (255, 214, 10) if mode == "PHOTO" else (230, 230, 230)
        d.text((540 + (i - 1) * 230, 1900), mode, font=font("arimo", 34), fill=colour, anchor="ms")
    d.ellipse((540 - 90, 2110 - 90, 540 + 90, 2110 + 90), outline=(255, 255, 255), width=10)
    d.ellipse((540 - 72, 2110 - 72, 540 + 72, 2110 + 72), fill=(255, 255, 255))
    d.rounded_rectangle((120, 2060, 220, 2160), 14, fill=(120, 110, 100))
    d.ellipse((860, 2060, 960, 2160), fill=(50, 50, 50))
    return np.asarray(pic, np.float32)
