"""The thirty-second set's phone pictures: a frame grabbed from a short portrait video the owner
shot of the page (the video's blocky compression and a little motion blur, the frame exported as a
JPEG), through a camera whose beauty mode was left on (smoothed, brightened and warmed), with a
coffee mug's rim out of focus in the foreground at the frame's edge, on a rainy day with drops on
the lens, on a green self-healing cutting mat with its printed grid and ruler numbers, and as a
screenshot of a video call where the owner held the page up to the phone's camera (the call's
low resolution, the self view and the call's buttons; a PNG). The props are in
tests/thirtysecond_props.py. Nothing covers a truth value. Every photo is a JPEG whose long side is
at least 1,800 pixels, without EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtysecond_canvas import Sheet, render
from tests.thirtysecond_props import (
    Box4,
    beauty,
    call_screenshot,
    cutting_mat,
    foreground_mug,
    rain_drops,
    surface,
    video_frame,
)
from tests.thirtysecond_spots import keep_boxes


def _frame(kind: str, rng: random.Random) -> tuple[int, int]:
    if kind in ("video_frame_grab", "video_call_screenshot"):
        return 1080, 1920
    return rng.choice(((1536, 2048), (1728, 2304), (2016, 2688)))


def _moved(boxes: list[Box4], h: np.ndarray) -> list[Box4]:
    """The keep boxes carried through the page's homography (their bounding boxes)."""
    out = []
    for x0, y0, x1, y1 in boxes:
        pts = np.array([[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], np.float32)
        q = cv2.perspectiveTransform(pts, h)[0]
        out.append((float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()),
                    float(q[:, 1].max())))  # fmt: skip
    return out


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    """The page photographed in kind (keep: the strings nothing may cover)."""
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = _frame(kind, rng)
    if sheet.w > sheet.h and kind not in ("video_frame_grab", "video_call_screenshot"):
        fw, fh = fh, fw
    fill = 0.86 if kind.startswith("video") else rng.uniform(0.72, 0.84)
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page = np.asarray(render(sheet, k * 72), np.float32)
    boxes = keep_boxes(sheet, keep, k)
    ph, pw = page.shape[:2]
    j = 0.03 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.6
    h = cv2.getPerspectiveTransform(src, quad.astype(np.float32))
    moved = _moved(boxes, h)
    if kind == "cutting_mat_grid":
        img = cutting_mat(fh, fw, rng)
    else:
        img = surface(fh, fw, rng, (40, 44, 50) if kind == "video_call_screenshot" else None)
    a = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))[..., None]
    shade = cv2.GaussianBlur(a[..., 0], (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a))
    img = cv2.warpPerspective(page, h, (fw, fh), flags=cv2.INTER_LINEAR) * a + img * (1 - a)
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None] * np.array((1.02, 1.0, 0.96), np.float32)
    if kind == "foreground_mug_blur":
        img = foreground_mug(img, moved, rng)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    if kind == "rain_drops_on_lens":
        img = rain_drops(img, moved, rng)
    if kind == "beauty_mode_smoothing":
        img = beauty(img, rng)
    if kind == "video_frame_grab":
        img = video_frame(img, rng)
    if kind == "video_call_screenshot":
        img = call_screenshot(img, moved, rng)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(img: Image.Image, rng: random.Random, kind: str) -> tuple[bytes, str, str]:
    """The camera's JPEG with no EXIF, or the screenshot's PNG: bytes, content type, extension."""
    buf = io.BytesIO()
    if kind == "video_call_screenshot":
        img.save(buf, format="PNG", compress_level=3)
        return buf.getvalue(), "image/png", "png"
    img.save(buf, format="JPEG", quality=rng.randrange(82, 94))
    return buf.getvalue(), "image/jpeg", "jpg"
