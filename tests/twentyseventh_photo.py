"""The twenty-seventh set's phone pictures: the page on the floor with the dog's head pushing into
the frame, through a cracked camera cover glass on a kitchen table, close up and tilted so only a
band of it is sharp (the rest falls out of focus), with a corner folded over on a dark couch, lit
by a window's cool daylight from one side and a lamp's warm light from the other on a dresser, and
on a couch with the dog's hairs on the page (tests/twentyseventh_props.py). Every picture is a
JPEG whose long side is at least 1,800 pixels."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.twentyseventh_canvas import Sheet, keep_boxes, render
from tests.twentyseventh_props import cracks, dog_ear, dog_head, hairs
from tests.twentyseventh_scans import Box4


def _surface(kind: str, h: int, w: int, g: np.random.Generator) -> np.ndarray:
    """What the page lies on."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind in ("dog_in_frame", "mixed_light"):  # a hardwood floor's planks, an oak dresser
        streaks = cv2.GaussianBlur(
            g.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 1.2, sigmaY=60
        )
        plank = (
            (xx // (w / 5)).astype(np.int32)
            if kind == "dog_in_frame"
            else np.zeros((h, w), np.int32)
        )
        base = 132 + 9 * (plank % 3) + 220 * streaks + 6 * np.sin(yy / 300 + plank)
        if kind == "dog_in_frame":
            base[(xx % (w / 5)) < 3] = 55
        return np.stack([base * 1.08, base * 0.8, base * 0.55], -1)
    if kind in ("dog_eared_corner", "pet_hair"):  # a couch: dark grey or beige microfibre
        tone = 70 if kind == "dog_eared_corner" else 178
        base = tone + cv2.GaussianBlur(g.normal(0, 9, (h, w)).astype(np.float32), (0, 0), 1.5)
        seam = np.abs(yy - h * 0.5) < 4
        base[seam] *= 0.6
        tint = (1.0, 0.97, 0.93) if kind == "pet_hair" else (0.95, 0.97, 1.05)
        return np.stack([base * tint[0], base * tint[1], base * tint[2]], -1)
    if kind == "cracked_lens":  # a speckled laminate kitchen table
        base = 200 + g.normal(0, 5, (h, w))
        base[g.random((h, w)) < 0.01] = 150
        return np.stack([base, base * 0.97, base * 0.92], -1)
    base = 232 + 4 * np.sin(xx / 200) + g.normal(0, 2, (h, w))  # a white desk
    return np.stack([base, base, base * 0.98], -1)


def _warp_boxes(boxes: list[Box4], m: np.ndarray) -> list[Box4]:
    out = []
    for x0, y0, x1, y1 in boxes:
        pts = np.array([[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], np.float32)
        q = cv2.perspectiveTransform(pts, m)[0]
        out.append(
            (float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()), float(q[:, 1].max()))
        )
    return out


def _focus(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """Only a band across the picture sharp: the blur grows with the distance from it."""
    h = img.shape[0]
    band = rng.uniform(0.35, 0.6) * h
    dist = np.abs(np.arange(h, dtype=np.float32) - band) / h
    levels = [img, *(cv2.GaussianBlur(img, (0, 0), s) for s in (1.0, 1.9, 2.8))]
    pos = np.clip((dist - 0.08) / 0.14, 0, len(levels) - 1.001)
    lo = pos.astype(np.int32)
    frac = (pos - lo)[:, None, None]
    out = np.zeros_like(img)
    for i in range(len(levels) - 1):
        rows = lo == i
        out[rows] = levels[i][rows] * (1 - frac[rows]) + levels[i + 1][rows] * frac[rows]
    return out


def _mixed(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A window's cool daylight from one side, a lamp's warm light from the other."""
    w = img.shape[1]
    xs = np.linspace(0, 1, w, dtype=np.float32)
    ramp = (
        np.clip((xs - 0.25) / 0.5, 0, 1) if rng.random() < 0.5 else np.clip((0.75 - xs) / 0.5, 0, 1)
    )
    cool = np.array((0.92, 1.0, 1.14), np.float32) * rng.uniform(1.0, 1.08)
    warm = np.array((1.12, 0.93, 0.7), np.float32) * rng.uniform(0.72, 0.82)
    light = cool[None, :] * (1 - ramp[:, None]) + warm[None, :] * ramp[:, None]
    return np.asarray(img * light[None, :, :], np.float32)


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = rng.choice(((1536, 2048), (1728, 2304), (1800, 2400)))
    if sheet.w > sheet.h:
        fw, fh = fh, fw
    fill = rng.uniform(0.62, 0.72) if kind == "dog_in_frame" else rng.uniform(0.72, 0.84)
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page: np.ndarray = np.asarray(render(sheet, k * 72), np.float32).copy()
    boxes = keep_boxes(sheet, keep, k)
    ph, pw = page.shape[:2]
    mask = np.ones((ph, pw), np.float32)
    if kind == "dog_eared_corner":
        dog_ear(page, mask, boxes, rng)
    if kind == "pet_hair":
        hairs(page, boxes, rng, rng.randrange(6, 14), pw * rng.uniform(0.05, 0.12))
    bg = _surface(kind, fh, fw, g).astype(np.float32)
    if kind == "pet_hair":
        hairs(bg, [], rng, rng.randrange(10, 25), fw * 0.05)
    j = 0.05 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = np.array([(ox, oy), (ox + pw, oy), (ox + pw, oy + ph), (ox, oy + ph)], np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.5
    if kind == "shallow_focus":  # close and tilted: the far edge narrower
        squeeze = rng.uniform(0.06, 0.1) * pw
        quad[0, 0] += squeeze
        quad[1, 0] -= squeeze
    m = cv2.getPerspectiveTransform(src, quad)
    warped = cv2.warpPerspective(page, m, (fw, fh), flags=cv2.INTER_LINEAR)
    alpha = cv2.warpPerspective(mask, m, (fw, fh))[..., None]
    drop = cv2.GaussianBlur(
        cv2.warpPerspective(np.ones((ph, pw), np.float32), m, (fw, fh)), (0, 0), fw / 180
    )
    bg *= 1 - 0.3 * np.roll(drop, (int(fh / 180), int(fw / 240)), (0, 1))[..., None]
    img = warped * alpha + bg * (1 - alpha)
    seen = _warp_boxes(boxes, m)
    if kind == "dog_in_frame":
        dog_head(img, seen, rng)
    if kind == "mixed_light":
        img = _mixed(img, rng)
    else:
        yy, xx = np.mgrid[0:fh, 0:fw].astype(np.float32)
        cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
        pool = np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2))
        img = img * (0.82 + 0.2 * pool)[..., None]
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.9))
    if kind == "shallow_focus":
        img = _focus(img, rng)
    if kind == "cracked_lens":
        cracks(img, rng)
    img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_jpeg(img: Image.Image, rng: random.Random) -> bytes:
    """The camera's JPEG."""
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(78, 92))
    return buf.getvalue()
