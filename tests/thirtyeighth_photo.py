"""The thirty-eighth set's phone pictures: the page on a bathroom floor's tiles, on a coir doormat,
pinned to a cork board with push pins, with a dog's leash and a tennis ball lying on it, through a
cheap lens whose colours fringe toward the edges, and taken upright but stored sideways with an
EXIF orientation tag saying how to turn it (as phones store them). The props are in
tests/thirtyeighth_props.py. Nothing covers a truth value. Every photo is a JPEG whose long side
is at least 1,800 pixels, without a clock in its EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyeighth_canvas import Sheet, render
from tests.thirtyeighth_props import (
    Box4,
    corkboard,
    doormat,
    fringes,
    leash_and_ball,
    pins,
    tiles,
)
from tests.thirtyeighth_spots import keep_boxes

ORIENTATION = 0x0112


def _moved(boxes: list[Box4], h: np.ndarray) -> list[Box4]:
    out = []
    for x0, y0, x1, y1 in boxes:
        pts = np.array([[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], np.float32)
        q = cv2.perspectiveTransform(pts, h)[0]
        out.append((float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()),
                    float(q[:, 1].max())))  # fmt: skip
    return out


def _table(h: int, w: int, rng: random.Random) -> np.ndarray:
    base = np.array(rng.choice(((176, 150, 120), (110, 104, 98), (214, 208, 198))), np.float32)
    return np.asarray(np.broadcast_to(base, (h, w, 3)).copy(), np.float32)


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = rng.choice(((1536, 2048), (1728, 2304), (2268, 3024)))
    if sheet.w > sheet.h:
        fw, fh = fh, fw
    fill = rng.uniform(0.7, 0.84)
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
    backs = {"on_bathroom_floor_tiles": tiles, "on_coir_doormat": doormat,
             "pinned_to_corkboard": corkboard}  # fmt: skip
    back = backs.get(kind, _table)
    img = back(fh, fw, rng)
    a = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))
    shade = cv2.GaussianBlur(a, (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a[..., None]))
    img = cv2.warpPerspective(page, h, (fw, fh)) * a[..., None] + img * (1 - a[..., None])
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None]
    corners = [(float(x), float(y)) for x, y in quad.tolist()]
    if kind == "pinned_to_corkboard":
        img = pins(img, corners, moved, rng)
    if kind == "leash_and_tennis_ball":
        img = leash_and_ball(img, moved, rng)
    if kind == "on_bathroom_floor_tiles":  # a bathroom's warm bulb overhead
        img = img * np.array((1.04, 1.0, 0.9), np.float32)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    if kind == "colour_fringed_cheap_lens":
        img = fringes(img, rng)
    noise = rng.uniform(1.5, 3.0)
    img = img + g.normal(0, noise, img.shape).astype(np.float32)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(
    img: Image.Image, rng: random.Random, sideways: bool = False
) -> tuple[bytes, str, str]:
    """The picture as a JPEG; sideways: its pixels stored turned a quarter with an EXIF
    orientation that turns them upright again (6: turn 90 clockwise to show; 8: anticlockwise)."""
    buf = io.BytesIO()
    if sideways:
        tag = rng.choice((6, 8))
        stored = img.transpose(
            Image.Transpose.ROTATE_90 if tag == 6 else Image.Transpose.ROTATE_270
        )
        exif = Image.Exif()
        exif[ORIENTATION] = tag
        stored.save(buf, format="JPEG", quality=rng.randrange(82, 94), exif=exif.tobytes())
    else:
        img.save(buf, format="JPEG", quality=rng.randrange(82, 94))
    return buf.getvalue(), "image/jpeg", "jpg"
