"""The twenty-second set's phone photos of a page: lying on a car's dashboard (dark vinyl, the
windshield's reflection in a pale streak, sun falling off), a ballpoint pen lying across it,
sent through a messenger and forwarded (scaled down and compressed twice), close up through a
wide lens at a slant (keystone and barrel together), a screenshot of a PDF viewer with the
phone's smart invert on (the page white on black, PNG), thin paper whose back shows through
mirrored, under a warm tungsten lamp (orange cast, vignette, grain), and a sticky note stuck on
it. Nothing laid on the page covers a string that carries a truth value."""

from __future__ import annotations

import io
import math
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageOps

from tests.twentysecond_canvas import Sheet, render
from tests.twentysecond_faces import font
from tests.twentysecond_overlays import ballpoint, sticky_note, with_overlay

PHONE = (
    "car_dashboard",
    "pen_on_page",
    "messenger_recompressed",
    "perspective_barrel",
    "inverted_viewer",
    "show_through",
    "tungsten_cast",
    "sticky_note",
)
BACK = (
    "TERMS AND CONDITIONS",
    "Payment is due at the time services are rendered. We accept cash, checks and cards.",
    "Estimates are given in good faith and may change with the patient's needs.",
    "Records are kept for at least three years after the last visit.",
    "Returned checks are charged a fee of twenty-five dollars.",
    "Please keep your pet on a leash or in a carrier in the waiting room.",
)


def _frame(rng: random.Random, sheet: Sheet, tone: tuple[int, int, int]) -> np.ndarray:
    bw, bh = (2016, 1512) if sheet.w > sheet.h else (1512, 2016)
    bg = np.empty((bh, bw, 3), np.float32)
    bg[:] = tone
    grain = np.random.default_rng(rng.randrange(2**32)).normal(0, 7, (bh // 6, bw // 6, 1))
    return bg + cv2.resize(grain.astype(np.float32), (bw, bh))[..., None]


def _place(
    page: np.ndarray, bg: np.ndarray, rng: random.Random, fill: float, tilt: float
) -> np.ndarray:
    """The page laid on bg as the phone sees it: turned a little, its far edge shrunk by tilt."""
    h, w = page.shape[:2]
    bh, bw = bg.shape[:2]
    s = min(bw * fill / w, bh * fill / h)
    cx, cy = bw / 2 + rng.uniform(-0.03, 0.03) * bw, bh / 2 + rng.uniform(-0.03, 0.03) * bh
    a = math.radians(rng.uniform(-4, 4))
    far = rng.choice(("top", "left", "right"))
    corners = []
    for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        shrink = {"top": y < 0, "left": x < 0, "right": x > 0}[far]
        j = (1 - tilt if shrink else 1) * (1 + rng.uniform(-0.015, 0.015))
        xs, ys = (x * s * j, y * s) if far == "top" else (x * s, y * s * j)
        corners.append(
            (cx + xs * math.cos(a) - ys * math.sin(a), cy + xs * math.sin(a) + ys * math.cos(a))
        )
    m = cv2.getPerspectiveTransform(
        np.float32([(0, 0), (w, 0), (w, h), (0, h)]), np.float32(corners)
    )
    warped = cv2.warpPerspective(page, m, (bw, bh), flags=cv2.INTER_AREA)
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), m, (bw, bh))
    return bg * (1 - mask[..., None]) + warped * mask[..., None]


def _barrel(img: np.ndarray, k: float) -> np.ndarray:
    """A wide lens's barrel: the middle swells, the edges bow (sampled from inside the frame)."""
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    nx, ny = (xx - w / 2) / (w / 2), (yy - h / 2) / (w / 2)
    r2 = nx * nx + ny * ny
    c = 1 + k * (1 + (h / w) ** 2)  # the corners map to the corners
    fx, fy = nx * (1 + k * r2) / c, ny * (1 + k * r2) / c
    return cv2.remap(
        img,
        fx * w / 2 + w / 2,
        fy * w / 2 + h / 2,
        cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_REPLICATE,
    )


def _dashboard(img: np.ndarray, rng: random.Random) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    a = rng.uniform(-0.6, 0.6)
    d = (xx * math.cos(a) + yy * math.sin(a)) / w - rng.uniform(0.3, 0.7)
    streak = np.exp(-(d**2) / (2 * 0.06**2)) * rng.uniform(40, 60)  # the windshield's reflection
    sun = np.linspace(rng.uniform(1.0, 1.08), rng.uniform(0.78, 0.88), h)[:, None]
    out = img * sun[..., None] * np.float32((1.02, 1.0, 0.95))
    return out + streak[..., None] * np.float32((0.9, 0.95, 1.0))


def _show_through(page: np.ndarray, rng: random.Random) -> np.ndarray:
    h, w = page.shape[:2]
    back = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(back)
    px = max(10, w // 48)
    y = h * 0.08
    for i in range(rng.randrange(14, 30)):
        line = BACK[i % len(BACK)]
        d.text((w * 0.08, y), line, font=font("batang-bold" if i == 0 else "batang", px), fill=255)
        y += px * 1.7
    back = back.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    ghost = cv2.GaussianBlur(np.asarray(back, np.float32) / 255, (0, 0), 1.6) * rng.uniform(
        0.09, 0.14
    )
    return page * (1 - ghost[..., None]) * np.float32((0.99, 0.98, 0.95))


def _tungsten(img: np.ndarray, rng: random.Random) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * w, rng.uniform(0.2, 0.6) * h
    r2 = ((xx - cx) ** 2 + (yy - cy) ** 2) / (max(w, h) ** 2)
    out = img * (1.05 - 0.9 * r2)[..., None] * np.float32((1.0, 0.8, 0.55))
    g = np.random.default_rng(rng.randrange(2**32))
    return out + g.normal(0, 4, out.shape[:2])[..., None]


def _inverted_viewer(sheet: Sheet, rng: random.Random) -> Image.Image:
    sw, sh = 1179, 2556
    img = Image.new("RGB", (sw, sh), (0, 0, 0))
    page = ImageOps.invert(render(sheet, (sw - 30) / sheet.w * 72))  # smart invert: ink white
    top = max(300, (sh - page.size[1]) // 2) if page.size[1] < sh - 500 else 300
    img.paste(page.crop((0, 0, page.size[0], min(page.size[1], sh - 520))), (15, top))
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, sw, 250), fill=(22, 22, 24))
    d.rectangle((0, sh - 200, sw, sh), fill=(22, 22, 24))
    d.text(
        (80, 100),
        f"{rng.randrange(1, 12)}:{rng.randrange(60):02d}",
        font=font("dotum-bold", 46),
        fill=(235, 235, 235),
        anchor="ls",
    )
    d.text(
        (sw // 2, 210),
        rng.choice(("Rabies Certificate.pdf", "vaccine_record.pdf", "Scan_1203.pdf")),
        font=font("dotum-bold", 40),
        fill=(235, 235, 235),
        anchor="ms",
    )
    d.text((50, 210), "Done", font=font("dotum", 40), fill=(80, 160, 255), anchor="ls")
    d.text(
        (sw // 2, sh - 110),
        "Page 1 of 1",
        font=font("dotum", 36),
        fill=(200, 200, 200),
        anchor="ms",
    )
    return img


def phone_photo(
    sheet: Sheet, condition: str, rng: random.Random, keep: set[str]
) -> tuple[bytes, str, str]:
    if condition == "inverted_viewer":
        buf = io.BytesIO()
        _inverted_viewer(sheet, rng).save(buf, format="PNG")
        return buf.getvalue(), "image/png", "png"
    long_px = 1900
    k = long_px / max(sheet.w, sheet.h)
    page_img = render(sheet, k * 72)
    if condition == "pen_on_page":
        page_img = with_overlay(page_img, sheet, keep, k, rng, ballpoint)
    elif condition == "sticky_note":
        page_img = with_overlay(page_img, sheet, keep, k, rng, sticky_note)
    page = np.asarray(page_img).astype(np.float32)
    if condition == "show_through":
        page = _show_through(page, rng)
    tone = rng.choice(((140, 112, 84), (196, 192, 184), (92, 96, 104), (170, 150, 126)))
    if condition == "car_dashboard":
        tone = rng.choice(((38, 38, 40), (58, 52, 48), (30, 32, 36)))
    bg = _frame(rng, sheet, tone)
    tilt = rng.uniform(0.16, 0.22) if condition == "perspective_barrel" else rng.uniform(0.02, 0.07)
    fill = 0.78 if condition == "perspective_barrel" else rng.uniform(0.86, 0.93)
    img = _place(page, bg, rng, fill, tilt)
    quality = 85
    if condition == "perspective_barrel":
        img = _barrel(img, rng.uniform(0.1, 0.16))
    elif condition == "car_dashboard":
        img = _dashboard(img, rng)
    elif condition == "tungsten_cast":
        img = _tungsten(img, rng)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    if condition == "messenger_recompressed":
        out = out.resize(
            (out.size[0] * 1600 // max(out.size), out.size[1] * 1600 // max(out.size)),
            Image.Resampling.LANCZOS,
        )
        first = io.BytesIO()
        out.save(first, format="JPEG", quality=rng.randrange(62, 72))
        out = Image.open(first).convert("RGB")
        quality = rng.randrange(48, 58)
    buf = io.BytesIO()
    out.save(buf, format="JPEG", quality=quality)
    return buf.getvalue(), "image/jpeg", "jpg"
