"""The thirtieth set's phone pictures: put side by side with a picture of the dog in a collage
app, saved from a social story (on a blurred copy of itself, a caption and a sticker in the
margins), of a page printed when the toner was running out, of an inkjet page a splash of water
dried on, from a budget phone (heavy noise reduction smearing fine print into patches, purple
fringes at dark edges, a low JPEG quality), and taken with a shaking hand whose rolling shutter
bent the lines into waves (each row read a moment after the one above; tests/thirtieth_props.py).
Nothing covers a truth value. Every picture is a JPEG whose long side is at least 1,800 pixels,
without EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtieth_canvas import Sheet, render
from tests.thirtieth_props import collage, low_toner, spill, story, surface
from tests.thirtieth_spots import keep_boxes


def _frame(kind: str, rng: random.Random) -> tuple[int, int]:
    if kind == "budget_android_smear":
        return 2448, 3264
    if kind == "collage_two_panel":
        return 1200, 1600
    return rng.choice(((1536, 2048), (1728, 2304), (1800, 2400)))


def _jello(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """Rows shifted sideways by the hand's tremor as the shutter rolls down (and a slight
    squeeze): straight verticals come out wavy."""
    h, w = img.shape[:2]
    rows = np.arange(h, dtype=np.float32)
    shift = np.zeros(h, np.float32)
    for _ in range(3):
        cycles, amp = rng.uniform(1.5, 5.0), w * rng.uniform(0.002, 0.006)
        shift += amp * np.sin(2 * np.pi * cycles * rows / h + rng.uniform(0, 6.3))
    squeeze = 1 + rng.uniform(-0.015, 0.015)
    mapx = (np.arange(w, dtype=np.float32)[None, :] + shift[:, None]).astype(np.float32)
    mapy = np.repeat((rows * squeeze)[:, None], w, 1).astype(np.float32)
    out = cv2.remap(img, mapx, mapy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return np.asarray(out, np.float32)


def _smear(img: np.ndarray, rng: random.Random, g: np.random.Generator) -> np.ndarray:
    """A small sensor's noise, its noise reduction smoothing it into patches, purple fringes."""
    noisy = img + g.normal(0, rng.uniform(7, 10), img.shape).astype(np.float32)
    smooth = cv2.bilateralFilter(np.clip(noisy, 0, 255).astype(np.uint8), 9, 40, 7)
    out = smooth.astype(np.float32)
    grey = out.mean(axis=2)
    edge = np.clip(cv2.GaussianBlur(grey, (0, 0), 2.5) - grey, 0, 60) / 60
    dark = cv2.GaussianBlur(edge, (0, 0), 2)[..., None]
    out = out + dark * np.array((28, -8, 34), np.float32)
    return np.asarray(out, np.float32)


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    """The page photographed in kind (keep: the strings nothing may cover)."""
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = _frame(kind, rng)
    if sheet.w > sheet.h:
        fw, fh = fh, fw
    fill = rng.uniform(0.88, 0.94) if kind == "story_saved" else rng.uniform(0.72, 0.84)
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    if kind == "low_toner_print":
        page = low_toner(sheet, k * 72, rng)
    else:
        page = np.asarray(render(sheet, k * 72), np.float32)
    if kind == "inkjet_water_spill":
        page = page.copy()
        spill(page, keep_boxes(sheet, keep, k), rng)
    ph, pw = page.shape[:2]
    j = 0.035 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.5
    h = cv2.getPerspectiveTransform(src, quad)
    img = surface(fh, fw, rng)
    a = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))[..., None]
    shade = cv2.GaussianBlur(a[..., 0], (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a))
    img = cv2.warpPerspective(page, h, (fw, fh), flags=cv2.INTER_LINEAR) * a + img * (1 - a)
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None] * np.array((1.02, 1.0, 0.96), np.float32)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    if kind == "budget_android_smear":
        img = _smear(img, rng, g)
    else:
        img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    if kind == "rolling_shutter_jello":
        img = _jello(img, rng)
    if kind == "collage_two_panel":
        img = collage(img, rng)
    if kind == "story_saved":
        img = story(img, rng)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_jpeg(img: Image.Image, rng: random.Random, kind: str) -> bytes:
    """The camera's (or the app's) JPEG, with no EXIF; a budget phone's at a low quality."""
    buf = io.BytesIO()
    low = kind == "budget_android_smear"
    img.save(buf, format="JPEG", quality=rng.randrange(58, 68) if low else rng.randrange(80, 93))
    return buf.getvalue()
