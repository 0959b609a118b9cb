"""The thirty-third set's phone pictures: the page on the owner's lap (denim round it, bowed over
the knees), on the lawn in daylight, with a muddy paw print the dog left on it, with a corner the
puppy chewed off, beside a glass of water whose shadow and caustics fall across it, and as a
screenshot of the Photos app with Live Text on and a line of the page selected (a PNG). The props
are in tests/thirtythird_props.py. Nothing covers a truth value. Every photo is a JPEG whose long
side is at least 1,800 pixels, without EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtythird_canvas import Sheet, render
from tests.thirtythird_props import (
    Box4,
    bite,
    blades_over,
    caustics,
    damp,
    denim,
    grass,
    live_text,
    paw_print,
    table,
)
from tests.thirtythird_spots import keep_boxes, spots


def _moved(boxes: list[Box4], h: np.ndarray) -> list[Box4]:
    """The boxes carried through the page's homography (their bounding boxes)."""
    out = []
    for x0, y0, x1, y1 in boxes:
        pts = np.array([[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], np.float32)
        q = cv2.perspectiveTransform(pts, h)[0]
        out.append((float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()),
                    float(q[:, 1].max())))  # fmt: skip
    return out


def _bow(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """The page bowed over the knees: the middle lifted, the far half turned from the light."""
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    amp = rng.uniform(0.006, 0.012) * h
    mapy = yy + amp * np.sin(np.pi * xx / w)
    img = cv2.remap(img, xx, mapy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    side = np.clip((xx - w / 2) / (w / 2), 0, 1) if rng.random() < 0.5 else np.clip(
        (w / 2 - xx) / (w / 2), 0, 1)  # fmt: skip
    return np.asarray(img * (1 - rng.uniform(0.12, 0.2) * side)[..., None], np.float32)


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    """The page photographed in kind (keep: the strings nothing may cover)."""
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = rng.choice(((1536, 2048), (1728, 2304), (2016, 2688)))
    if kind == "live_text_selection_screenshot":
        fw, fh = 1179, 1800
    fill = rng.uniform(0.74, 0.86) if fw != 1179 else 0.92
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page = np.asarray(render(sheet, k * 72), np.float32)
    boxes = keep_boxes(sheet, keep, k)
    ph, pw = page.shape[:2]
    alpha = bite(pw, ph, boxes, rng) if kind == "chewed_corner" else np.ones((ph, pw), np.float32)
    j = 0.03 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.6
    h = cv2.getPerspectiveTransform(src, quad.astype(np.float32))
    moved = _moved(boxes, h)
    back = {"on_lap_jeans": denim, "on_lawn_grass": grass}.get(kind, table)
    img = back(fh, fw, rng)
    a = cv2.warpPerspective(alpha, h, (fw, fh))[..., None]
    inside = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))
    shade = cv2.GaussianBlur(a[..., 0], (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a))
    img = cv2.warpPerspective(page, h, (fw, fh), flags=cv2.INTER_LINEAR) * a + img * (1 - a)
    if kind == "chewed_corner":
        img = damp(img, (inside - a[..., 0]).clip(0, 1), fw)
    if kind == "muddy_paw_print":
        img = paw_print(img, a[..., 0], moved, rng)
    if kind == "on_lawn_grass":
        img = blades_over(img, a[..., 0], moved, rng)
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None] * np.array((1.02, 1.0, 0.96), np.float32)
    if kind == "on_lawn_grass":  # noon sun: bright, cool, hard
        img = (img - 128) * 1.15 + 150 * np.array((0.97, 1.0, 1.06), np.float32)
    if kind == "water_glass_caustics":
        img = caustics(img, moved, rng)
    if kind == "on_lap_jeans":
        img = _bow(img, rng)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    if kind == "live_text_selection_screenshot":
        free = [(x0 * k, y0 * k, x1 * k, y1 * k) for x0, y0, x1, y1, s in spots(sheet)
                if s not in keep and len(s) > 12]  # fmt: skip
        sel = _moved([rng.choice(free)], h)[0] if free else None
        img = live_text(img, sel, moved, rng)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(img: Image.Image, rng: random.Random, kind: str) -> tuple[bytes, str, str]:
    """The camera's JPEG with no EXIF, or the screenshot's PNG: bytes, content type, extension."""
    buf = io.BytesIO()
    if kind == "live_text_selection_screenshot":
        img.save(buf, format="PNG", compress_level=3)
        return buf.getvalue(), "image/png", "png"
    img.save(buf, format="JPEG", quality=rng.randrange(82, 94))
    return buf.getvalue(), "image/jpeg", "jpg"
