"""The thirty-sixth set's phone pictures: the page on a table under holiday lights, on a pool
table's felt, on holiday gift wrap, held flat by keys and a wallet on its corners, scribbled on by
a toddler's crayons, and under a ring light's ring of glare. The props are in
tests/thirtysixth_props.py. Nothing covers a truth value. Every photo is a JPEG whose long side is
at least 1,800 pixels, without EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtysixth_canvas import Sheet, render
from tests.thirtysixth_props import (
    Box4,
    crayon,
    felt,
    gift_wrap,
    glow_on_page,
    keys_and_wallet,
    lights_table,
    ring_light,
)
from tests.thirtysixth_spots import keep_boxes


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
    if kind == "toddler_crayon_scribbles":
        page = crayon(page, boxes, rng)
    ph, pw = page.shape[:2]
    j = 0.03 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.6
    h = cv2.getPerspectiveTransform(src, quad.astype(np.float32))
    moved = _moved(boxes, h)
    back = {"christmas_lights_table": lights_table, "on_pool_table_felt": felt,
            "on_gift_wrap_paper": gift_wrap}.get(kind, _table)  # fmt: skip
    img = back(fh, fw, rng)
    a = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))
    shade = cv2.GaussianBlur(a, (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a[..., None]))
    img = cv2.warpPerspective(page, h, (fw, fh)) * a[..., None] + img * (1 - a[..., None])
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None]
    if kind == "christmas_lights_table":
        img = glow_on_page(img, rng)
    if kind == "on_pool_table_felt":  # the felt's green thrown on the paper
        img = img * np.array((0.95, 1.02, 0.95), np.float32)
    if kind == "weighted_by_keys_and_wallet":
        img = keys_and_wallet(img, [tuple(p) for p in quad.tolist()], moved, rng)
    if kind == "ring_light_glare":
        img = ring_light(img, moved, rng)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.8))
    noise = 5.0 if kind == "christmas_lights_table" else rng.uniform(1.5, 3.0)
    img = img + g.normal(0, noise, img.shape).astype(np.float32)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(img: Image.Image, rng: random.Random) -> tuple[bytes, str, str]:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(82, 94))
    return buf.getvalue(), "image/jpeg", "jpg"
