"""The thirty-first set's phone pictures: through the camera app's mono (Noir) filter, a screenshot
taken of the camera's preview instead of a photo (the status bar, the viewfinder and the shutter
controls round a small picture of the page; a PNG), of a page lying in a laser printer's output
tray under the printer's overhang, after an object eraser smudged a phone number or an address the
owner did not want to send, held at a slant (the page turned 20 to 35 degrees in the frame), and
on a red blanket that fooled the camera's white balance (the page turned cyan; the props are in
tests/thirtyfirst_props.py). Nothing covers a truth value. Every photo is a JPEG whose long side
is at least 1,800 pixels, without EXIF."""

from __future__ import annotations

import io
import math
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyfirst_canvas import Sheet, render
from tests.thirtyfirst_props import (
    awb_fooled,
    erase,
    noir,
    preview_screenshot,
    surface,
    tray_shadow,
    under_printer,
)
from tests.thirtyfirst_spots import keep_boxes

RED_BLANKET = (150, 28, 40)


def _frame(kind: str, rng: random.Random) -> tuple[int, int]:
    if kind == "camera_preview_screenshot":
        return 1080, 1440
    return rng.choice(((1536, 2048), (1728, 2304), (2016, 2688)))


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    """The page photographed in kind (keep: the strings nothing may cover)."""
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = _frame(kind, rng)
    if sheet.w > sheet.h and kind != "camera_preview_screenshot":
        fw, fh = fh, fw
    turn = rng.uniform(20, 35) * rng.choice((-1, 1)) if kind == "diagonal_hold" else 0.0
    fill = 0.9 if kind == "camera_preview_screenshot" else rng.uniform(0.74, 0.84)
    if turn:
        c, s = abs(math.cos(math.radians(turn))), abs(math.sin(math.radians(turn)))
        bw, bh = sheet.w * c + sheet.h * s, sheet.w * s + sheet.h * c
        k = min(fw * 0.95 / bw, fh * 0.95 / bh)
    else:
        k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page = np.asarray(render(sheet, k * 72), np.float32)
    boxes = keep_boxes(sheet, keep, k)
    if kind == "magic_eraser_patch":
        page = erase(page, sheet, boxes, k, rng)
    if kind == "printer_output_tray":
        page = tray_shadow(page, rng)
    ph, pw = page.shape[:2]
    j = 0.03 * min(fw, fh) * (0.4 if turn else 1.0)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    if turn:
        centre = quad.mean(axis=0)
        a = math.radians(turn)
        rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]], np.float32)
        quad = (quad - centre) @ rot.T + centre
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.5
    h = cv2.getPerspectiveTransform(src, quad.astype(np.float32))
    colour = RED_BLANKET if kind == "awb_red_blanket" else None
    if kind == "printer_output_tray":
        colour = (70, 72, 76)
    img = surface(fh, fw, rng, colour)
    a = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))[..., None]
    shade = cv2.GaussianBlur(a[..., 0], (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a))
    img = cv2.warpPerspective(page, h, (fw, fh), flags=cv2.INTER_LINEAR) * a + img * (1 - a)
    if kind == "printer_output_tray":
        img = under_printer(img, float(quad[:, 1].min()), rng)
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None] * np.array((1.02, 1.0, 0.96), np.float32)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    if kind == "awb_red_blanket":
        img = awb_fooled(img, rng)
    if kind == "mono_filter_noir":
        img = noir(img, rng)
    if kind == "camera_preview_screenshot":
        img = preview_screenshot(img, rng)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(img: Image.Image, rng: random.Random, kind: str) -> tuple[bytes, str, str]:
    """The camera's JPEG with no EXIF, or the screenshot's PNG: bytes, content type, extension."""
    buf = io.BytesIO()
    if kind == "camera_preview_screenshot":
        img.save(buf, format="PNG", compress_level=3)
        return buf.getvalue(), "image/png", "png"
    img.save(buf, format="JPEG", quality=rng.randrange(80, 93))
    return buf.getvalue(), "image/jpeg", "jpg"
