"""The twenty-fourth set's phone pictures: the page laid on a car seat's grey weave, on a plaid
bedspread, on a speckled granite counter, held on a steel fridge by magnets, pinned to a cork board,
on a wooden table shot through an app's warm filter with a heavy vignette, under a kitchen
table's glass top (green cast, a lamp's reflection, the glass's faint second image), and in a
phone's portrait mode (the background and the page's far edge blurred). Magnets and pins are put
where they cover no truth value; every picture is a JPEG of at least 1,600 pixels a side."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.twentyfourth_canvas import Sheet, keep_boxes, render

Box4 = tuple[float, float, float, float]


def _noise(g: np.random.Generator, h: int, w: int, blur: float, scale: float) -> np.ndarray:
    n = g.normal(0, 1, (h, w)).astype(np.float32)
    if blur:
        n = cv2.GaussianBlur(n, (0, 0), blur)
        n /= max(float(n.std()), 1e-6)
    return n * scale


def _background(kind: str, h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "car_seat":  # a grey woven seat with a seam
        weave = 10 * np.sin(xx * 0.9) * np.sin(yy * 0.9)
        base = 58 + weave + _noise(g, h, w, 0, 6)
        seam = int(w * rng.uniform(0.05, 0.95))
        base[:, max(0, seam - 6) : seam + 6] -= 25
        return np.stack([base, base, base + 6], -1)
    if kind == "bedspread":  # a plaid quilt
        c1, c2 = (
            np.array(rng.choice(((150, 30, 40), (30, 70, 120), (40, 100, 60))), np.float32),
            np.array((235, 225, 200), np.float32),
        )
        period = rng.uniform(60, 120)
        sx = (np.sin(xx / period * 6.283) > 0.3).astype(np.float32)
        sy = (np.sin(yy / period * 6.283) > 0.3).astype(np.float32)
        mix = (0.25 + 0.35 * sx + 0.35 * sy)[..., None]
        return c1 * mix + c2 * (1 - mix) + _noise(g, h, w, 1, 8)[..., None]
    if kind == "fridge_magnet":  # brushed steel
        streak = np.repeat(_noise(g, 1, w, 2, 8), h, 0)
        base = 175 + streak + 25 * (xx / w) + _noise(g, h, w, 0, 3)
        return np.stack([base, base + 2, base + 5], -1)
    if kind == "cork_board":
        spots = _noise(g, h, w, 1.2, 18)
        return np.stack([168 + spots, 118 + spots * 0.9, 72 + spots * 0.6], -1)
    if kind == "granite_counter":
        spots = _noise(g, h, w, 1.5, 30)
        flecks = (g.random((h, w)) < 0.01).astype(np.float32) * 90
        base = 55 + spots + flecks
        return np.stack([base, base * 0.95, base * 0.9], -1)
    if kind == "portrait_blur":  # a white laminate desk
        base = 215 + _noise(g, h, w, 3, 4)
        return np.stack([base, base, base - 4], -1)
    # a wooden table (the warm filter's and the glass top's)
    grain = 20 * np.sin(yy / rng.uniform(9, 16) + 3 * np.sin(xx / 160)) + _noise(g, h, w, 2, 6)
    return np.stack([120 + grain, 78 + grain * 0.8, 45 + grain * 0.5], -1)


def _free_spot(
    rng: random.Random, boxes: list[Box4], w: int, h: int, r: float, corner: bool
) -> tuple[float, float] | None:
    for _ in range(60):
        if corner:
            cx = rng.choice((rng.uniform(r, 0.18 * w), rng.uniform(0.82 * w, w - r)))
            cy = rng.choice((rng.uniform(r, 0.14 * h), rng.uniform(0.86 * h, h - r)))
        else:
            cx, cy = rng.uniform(r, w - r), rng.uniform(r, h - r)
        if all(
            cx + r < x0 or cx - r > x1 or cy + r < y0 or cy - r > y1 for x0, y0, x1, y1 in boxes
        ):
            return cx, cy
    return None


def _props(page: Image.Image, kind: str, rng: random.Random, boxes: list[Box4]) -> None:
    """Magnets or push pins on the page, never over a truth value."""
    w, h = page.size
    d = ImageDraw.Draw(page)
    count = rng.randrange(2, 4) if kind == "fridge_magnet" else 2
    for _ in range(count):
        r = (0.05 if kind == "fridge_magnet" else 0.018) * max(w, h)
        spot = _free_spot(rng, boxes, w, h, r, corner=True)
        if spot is None:
            continue
        cx, cy = spot
        colour = rng.choice(
            ((210, 40, 40), (240, 190, 30), (40, 120, 210), (60, 170, 80), (250, 250, 250))
        )
        d.ellipse(
            (cx - r + r * 0.2, cy - r + r * 0.25, cx + r + r * 0.2, cy + r + r * 0.25),
            fill=(90, 90, 90),
        )
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(40, 40, 40), width=2)
        d.ellipse((cx - r * 0.5, cy - r * 0.6, cx - r * 0.1, cy - r * 0.2), fill=(255, 255, 255))
        boxes.append((cx - r, cy - r, cx + r, cy + r))


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    frame_w, frame_h = rng.choice(((1944, 2592), (1836, 2448), (2160, 2880)))
    if sheet.w > sheet.h:
        frame_w, frame_h = frame_h, frame_w
    fill = rng.uniform(0.72, 0.86)
    k = min(frame_w * fill / sheet.w, frame_h * fill / sheet.h)
    page = render(sheet, k * 72)
    if kind in ("fridge_magnet", "cork_board"):
        _props(page, kind, rng, keep_boxes(sheet, keep, k))
    pw, ph = page.size
    bg = _background(kind, frame_h, frame_w, rng)
    j = 0.05 * min(frame_w, frame_h)
    ox, oy = (frame_w - pw) / 2 + rng.uniform(-j, j), (frame_h - ph) / 2 + rng.uniform(-j, j)
    quad = np.array([(ox, oy), (ox + pw, oy), (ox + pw, oy + ph), (ox, oy + ph)], np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    m = cv2.getPerspectiveTransform(src, quad)
    warped = cv2.warpPerspective(
        np.asarray(page, np.float32), m, (frame_w, frame_h), flags=cv2.INTER_LINEAR
    )
    alpha = cv2.warpPerspective(np.ones((ph, pw), np.float32), m, (frame_w, frame_h))
    shadow = cv2.GaussianBlur(
        np.roll(alpha, (int(j * 0.3), int(j * 0.3)), (0, 1)), (0, 0), j * 0.25
    )
    bg = bg * (1 - 0.45 * shadow[..., None])
    img = warped * alpha[..., None] + bg * (1 - alpha[..., None])
    yy, xx = np.mgrid[0:frame_h, 0:frame_w].astype(np.float32)
    ang = rng.uniform(0, 6.283)
    light = 1 - rng.uniform(0.08, 0.22) * (
        0.5
        + 0.5 * np.cos(ang) * (xx / frame_w * 2 - 1)
        + 0.5 * np.sin(ang) * (yy / frame_h * 2 - 1)
    )
    img *= light[..., None]
    img = _finish(img, kind, rng, xx, yy)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    return out


def _finish(
    img: np.ndarray, kind: str, rng: random.Random, xx: np.ndarray, yy: np.ndarray
) -> np.ndarray:
    h, w = img.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    if kind == "warm_vignette":  # an app's warm filter: lifted blacks, orange cast, dark corners
        img = img * np.array((1.08, 0.98, 0.8), np.float32) + np.array((18, 10, 0), np.float32)
        r = np.hypot(xx / w - 0.5, yy / h - 0.5) / 0.7071
        img *= (1 - rng.uniform(0.45, 0.6) * r**2.2)[..., None]
    elif kind == "glass_tabletop":  # through a glass top: green cast, a lamp's glare, a ghost image
        ghost = np.roll(img, (int(h * 0.003), int(w * 0.002)), (0, 1))
        img = 0.9 * img + 0.1 * ghost
        img = img * np.array((0.88, 0.97, 0.9), np.float32)
        cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.15, 0.85) * h
        glare = np.exp(-(((xx - cx) / (0.12 * w)) ** 2 + ((yy - cy) / (0.06 * h)) ** 2))
        img = img + (255 - img) * (0.45 * glare)[..., None]
    elif kind == "portrait_blur":  # depth blur growing away from the focus line
        blurred = cv2.GaussianBlur(img, (0, 0), w * 0.006)
        edge = rng.choice(("top", "bottom", "left", "right"))
        t = {"top": 1 - yy / h, "bottom": yy / h, "left": 1 - xx / w, "right": xx / w}[edge]
        mix = np.clip((t - 0.8) / 0.2, 0, 1)[..., None]
        img = img * (1 - mix) + blurred * mix
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.6, 1.2))
    return img + g.normal(0, rng.uniform(2, 5), img.shape).astype(np.float32)


def photo_jpeg(img: Image.Image, rng: random.Random) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(72, 90))
    return buf.getvalue()
