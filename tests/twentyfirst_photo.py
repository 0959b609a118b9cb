"""The twenty-first set's phone photos of a page: through a clear plastic sleeve (its sheen, a
faint moiré and the sleeve's welded edge), folded and flattened (a letter page in thirds, a card
in half; the panels lit apart and shifted), a phone's screenshot of its PDF viewer (status bar,
toolbar and page count, PNG), a dim kitchen at night (warm, underexposed, sensor noise smeared by
the phone's noise reduction), a hand that moved (motion blur), lying on a newspaper (columns of
small print around it), crumpled in a pocket and smoothed out (folds' facets lit apart, the page
bent), and a town clerk's 4K document camera over the counter (barrel distortion, a desk mat,
vignetting)."""

from __future__ import annotations

import io
import math
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.twentyfirst_canvas import Sheet, render
from tests.twentyfirst_faces import font

PHONE = (
    "plastic_sleeve",
    "folded_flattened",
    "viewer_screenshot",
    "low_light_noise",
    "motion_blur",
    "on_newspaper",
    "crumpled",
    "document_camera",
)
NEWS = (
    "council", "budget", "school", "board", "county", "road", "project", "vote", "season",
    "residents", "meeting", "harvest", "library", "hearing", "bridge", "repairs", "village",
    "festival", "weather", "team", "league", "final", "plans", "water", "district", "state",
)  # fmt: skip


def _page(sheet: Sheet, long_px: int) -> np.ndarray:
    dpi = long_px / max(sheet.w, sheet.h) * 72
    return np.asarray(render(sheet, dpi)).astype(np.float32)


def _place(
    page: np.ndarray, bg: np.ndarray, rng: random.Random, fill: float = 0.8, tilt: float = 0.06
) -> np.ndarray:
    """The page laid on bg as a hand-held phone sees it: a little turned and keystoned."""
    h, w = page.shape[:2]
    bh, bw = bg.shape[:2]
    s = min(bw * fill / w, bh * fill / h)
    cx, cy = bw / 2 + rng.uniform(-0.04, 0.04) * bw, bh / 2 + rng.uniform(-0.04, 0.04) * bh
    a = math.radians(rng.uniform(-4, 4))
    corners = []
    for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        j = 1 + rng.uniform(-tilt, tilt)
        xs, ys = x * s * j, y * s * j
        corners.append(
            (cx + xs * math.cos(a) - ys * math.sin(a), cy + xs * math.sin(a) + ys * math.cos(a))
        )
    src = np.float32([(0, 0), (w, 0), (w, h), (0, h)])
    m = cv2.getPerspectiveTransform(src, np.float32(corners))
    warped = cv2.warpPerspective(page, m, (bw, bh), flags=cv2.INTER_AREA)
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), m, (bw, bh))
    return bg * (1 - mask[..., None]) + warped * mask[..., None]


def _frame(rng: random.Random, sheet: Sheet, tone: tuple[int, int, int]) -> np.ndarray:
    bw, bh = (2016, 1512) if sheet.w > sheet.h else (1512, 2016)
    bg = np.empty((bh, bw, 3), np.float32)
    bg[:] = tone
    grain = np.random.default_rng(rng.randrange(2**32)).normal(0, 6, (bh // 8, bw // 8, 1))
    return bg + cv2.resize(grain.astype(np.float32), (bw, bh))[..., None]


def _sleeve(img: np.ndarray, rng: random.Random) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    a = rng.uniform(0.3, 1.2)
    band = np.exp(
        -(((xx * math.cos(a) + yy * math.sin(a)) - rng.uniform(0.3, 0.7) * w) ** 2)
        / (2 * (w * 0.08) ** 2)
    )
    f1, f2 = rng.uniform(0.9, 1.1), rng.uniform(0.9, 1.1)
    moire = 0.5 + 0.5 * np.cos(xx * f1 + yy * 0.21) * np.cos(xx * f2 * 0.98 - yy * 0.2)
    out = img * 0.9 + 255 * 0.07
    out = out + (band * (70 + 25 * moire))[..., None]
    edge = int(w * rng.uniform(0.08, 0.14))
    out[:, edge : edge + 3] *= 0.8
    return out


def _folded(page: np.ndarray, rng: random.Random, parts: int) -> np.ndarray:
    """Folded in parts (a letter page in thirds for an envelope, a card in half) and flattened:
    the panels lit apart and a little shifted, each crease a dark line with a bright lip."""
    h = page.shape[0]
    out = page.copy()
    cuts = [h * i // parts for i in range(parts + 1)]
    for i in range(parts):
        y0, y1 = cuts[i], cuts[i + 1]
        lit = np.linspace(rng.uniform(0.86, 1.0), rng.uniform(0.86, 1.0), y1 - y0)[:, None, None]
        shift = rng.randrange(-6, 7) if i != 1 else 0
        out[y0:y1] = np.roll(page[y0:y1], shift, axis=1) * lit
    for y in cuts[1:-1]:
        out[y - 2 : y + 1] *= 0.72
        out[y + 1 : y + 4] = np.minimum(out[y + 1 : y + 4] * 1.08, 255)
    return out


def _screenshot(sheet: Sheet, rng: random.Random) -> Image.Image:
    sw, sh = 1290, 2796
    dark = rng.random() < 0.5
    img = Image.new("RGB", (sw, sh), (32, 32, 34) if dark else (228, 228, 232))
    page = render(sheet, (sw - 40) / sheet.w * 72)
    img.paste(page, (20, 320))
    d = ImageDraw.Draw(img)
    bar = (18, 18, 20) if dark else (248, 248, 250)
    fg = (240, 240, 240) if dark else (20, 20, 20)
    d.rectangle((0, 0, sw, 300), fill=bar)
    d.rectangle((0, sh - 220, sw, sh), fill=bar)
    d.text(
        (90, 110),
        f"{rng.randrange(7, 12)}:{rng.randrange(60):02d}",
        font=font("ud-bold", 48),
        fill=fg,
        anchor="ls",
    )
    d.rounded_rectangle((1110, 70, 1200, 110), 10, outline=fg, width=4)
    d.text(
        (645, 230),
        rng.choice(("rabies_cert.pdf", "Scan 2026-11-30.pdf", "IMG_4471.pdf")),
        font=font("ud-bold", 46),
        fill=fg,
        anchor="ms",
    )
    d.text((60, 230), "< Back", font=font("ud", 44), fill=(10, 132, 255), anchor="ls")
    d.text((645, sh - 120), "1 of 1", font=font("ud", 40), fill=fg, anchor="ms")
    return img


def _noise(img: np.ndarray, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    out = img * rng.uniform(0.35, 0.5) * np.float32((1.0, 0.82, 0.6))
    out = out + g.normal(0, rng.uniform(5, 8), out.shape[:2])[..., None] + g.normal(0, 3, out.shape)
    out = cv2.GaussianBlur(out, (3, 3), 0.7)
    return np.clip(out / out.max() * 235, 0, 255)


def _motion(img: np.ndarray, rng: random.Random) -> np.ndarray:
    n = rng.randrange(5, 9)
    k = np.zeros((n, n), np.float32)
    a = rng.uniform(0, math.pi)
    for t in np.linspace(-1, 1, 4 * n):
        k[
            round((n - 1) / 2 + t * (n - 1) / 2 * math.sin(a)),
            round((n - 1) / 2 + t * (n - 1) / 2 * math.cos(a)),
        ] = 1
    return cv2.filter2D(img, -1, k / k.sum())


def _newspaper(bw: int, bh: int, rng: random.Random) -> np.ndarray:
    img = Image.new("RGB", (bw, bh), (226, 222, 210))
    d = ImageDraw.Draw(img)
    f = font("mincho", 17)
    cols = range(20, bw, 250)
    for x in cols:
        for y in range(30, bh, 22):
            words = " ".join(rng.choice(NEWS) for _ in range(4))
            d.text((x, y), words, font=f, fill=(70, 70, 70))
    d.text((40, 80), "THE HERALD", font=font("didot-bold", 90), fill=(30, 30, 30))
    return np.asarray(img).astype(np.float32)


def _crumple(page: np.ndarray, rng: random.Random) -> np.ndarray:
    """Folds in every direction, pressed flat again: facets lit apart, their edges creased."""
    h, w = page.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    yy, xx = np.mgrid[0 : h // 4, 0 : w // 4].astype(np.float32)
    height = np.zeros_like(xx)
    gx, gy = np.zeros_like(xx), np.zeros_like(xx)
    for _ in range(rng.randrange(16, 28)):
        th = g.uniform(0, math.pi)
        c, s = math.cos(th), math.sin(th)
        d = (xx - g.uniform(0, w / 4)) * c + (yy - g.uniform(0, h / 4)) * s
        amp = g.uniform(-1, 1)
        height += amp * np.abs(d)
        gx += amp * np.sign(d) * c
        gy += amp * np.sign(d) * s
    lx, ly = math.cos(rng.uniform(0, 6.3)), math.sin(rng.uniform(0, 6.3))
    shade = gx * lx + gy * ly
    light = 1 + np.clip(0.07 * (shade - shade.mean()) / (shade.std() + 1e-6), -0.18, 0.12)
    light = cv2.resize(cv2.GaussianBlur(light, (3, 3), 0.6), (w, h))
    bump = cv2.resize((height - height.mean()) / (np.abs(height).max() + 1e-6), (w, h))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    bent = cv2.remap(
        page, xx + bump * 4, yy + bump * 4, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
    )
    return bent * light[..., None]


def _doc_camera(sheet: Sheet, rng: random.Random) -> np.ndarray:
    bw, bh = 3840, 2160
    bg = np.empty((bh, bw, 3), np.float32)
    bg[:] = rng.choice(((46, 66, 52), (60, 60, 64), (30, 36, 58)))
    page = _page(sheet, 2400)
    img = _place(page, bg, rng, fill=0.92, tilt=0.01)
    yy, xx = np.mgrid[0:bh, 0:bw].astype(np.float32)
    nx, ny = (xx - bw / 2) / (bw / 2), (yy - bh / 2) / (bw / 2)
    r2 = nx * nx + ny * ny
    k = rng.uniform(0.02, 0.05)
    img = cv2.remap(
        img,
        (nx * (1 + k * r2)) * bw / 2 + bw / 2,
        (ny * (1 + k * r2)) * bw / 2 + bh / 2,
        cv2.INTER_LINEAR,
    )
    img = img * (1 - 0.25 * r2)[..., None]
    return cv2.addWeighted(img, 1.5, cv2.GaussianBlur(img, (0, 0), 2), -0.5, 0)


def phone_photo(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    if condition == "viewer_screenshot":
        buf = io.BytesIO()
        _screenshot(sheet, rng).save(buf, format="PNG")
        return buf.getvalue(), "image/png", "png"
    quality = 86
    if condition == "document_camera":
        img = _doc_camera(sheet, rng)
        quality = 80
    else:
        tone = rng.choice(((150, 120, 90), (200, 196, 188), (96, 98, 104), (176, 150, 120)))
        bg = _frame(rng, sheet, tone)
        if condition == "on_newspaper":
            bg = _newspaper(bg.shape[1], bg.shape[0], rng)
        page = _page(sheet, 1900)
        if condition == "folded_flattened":
            page = _folded(page, rng, 3 if sheet.h > 600 else 2)
        elif condition == "crumpled":
            page = _crumple(page, rng)
        img = _place(page, bg, rng, fill=0.86 if condition == "on_newspaper" else 0.92)
        if condition == "plastic_sleeve":
            img = _sleeve(img, rng)
        elif condition == "low_light_noise":
            img = _noise(img, rng)
            quality = 78
        elif condition == "motion_blur":
            img = _motion(img, rng)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    buf = io.BytesIO()
    out.save(buf, format="JPEG", quality=quality)
    return buf.getvalue(), "image/jpeg", "jpg"
