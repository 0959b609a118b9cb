"""The thirty-seventh set's phone pictures: the page on a clipboard under its steel clip, on a
fridge door under magnets among other papers, on a speckled granite countertop, with a coffee
cup's ring stains on it, on a car's grey passenger seat, and with a ballpoint pen lying across it.
The props are in tests/thirtyseventh_props.py. Nothing covers a truth value. Every photo is a JPEG
whose long side is at least 1,800 pixels, without EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyseventh_canvas import Sheet, render
from tests.thirtyseventh_props import (
    Box4,
    ballpoint,
    car_seat,
    clip,
    clipboard,
    coffee_rings,
    fridge,
    granite,
    magnets,
)
from tests.thirtyseventh_spots import keep_boxes


def _moved(boxes: list[Box4], h: np.ndarray) -> list[Box4]:
    out = []
    for x0, y0, x1, y1 in boxes:
        pts = np.array([[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], np.float32)
        q = cv2.perspectiveTransform(pts, h)[0]
        out.append((float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()),
                    float(q[:, 1].max())))  # fmt: skip
    return out


def _table(h: int, w: int, rng: random.Random) -> np.ndarray:
    base = np.array(rng.choice(((188, 170, 150), (120, 110, 100), (205, 200, 190))), np.float32)
    return np.asarray(np.broadcast_to(base, (h, w, 3)).copy(), np.float32)


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = rng.choice(((1536, 2048), (1728, 2304), (2016, 2688)))
    if sheet.w > sheet.h:
        fw, fh = fh, fw
    fill = rng.uniform(0.72, 0.84)
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page = np.asarray(render(sheet, k * 72), np.float32)
    boxes = keep_boxes(sheet, keep, k)
    if kind == "coffee_ring_stains":
        page = coffee_rings(page, boxes, rng)
    ph, pw = page.shape[:2]
    j = 0.03 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.6
    h = cv2.getPerspectiveTransform(src, quad.astype(np.float32))
    moved = _moved(boxes, h)
    backs = {"on_a_clipboard": clipboard, "on_fridge_under_magnets": fridge,
             "on_granite_countertop": granite, "on_car_passenger_seat": car_seat}  # fmt: skip
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
    if kind == "on_a_clipboard":
        img = clip(img, (*corners[0], *corners[1]), moved, rng)
    if kind == "on_fridge_under_magnets":
        img = magnets(img, corners, moved, rng)
    if kind == "on_car_passenger_seat":  # daylight through the windscreen, a cool cast
        img = img * np.array((0.96, 0.99, 1.04), np.float32)
    if kind == "pen_lying_on_page":
        img = ballpoint(img, moved, rng)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    noise = rng.uniform(1.5, 3.0)
    img = img + g.normal(0, noise, img.shape).astype(np.float32)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(img: Image.Image, rng: random.Random) -> tuple[bytes, str, str]:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(82, 94))
    return buf.getvalue(), "image/jpeg", "jpg"
