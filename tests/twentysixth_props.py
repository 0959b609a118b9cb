"""What the twenty-sixth set's phone pictures lay on the page before the picture is taken: the
page torn across between two rows of writing and taped back with clear tape (the lower piece a
little out of line, the torn edges' white fibres showing), and the dog's metal rabies tag lying on
the page (face up its stamped number is the truth's own; a page without a tag number shows the
tag's back, "IF FOUND CALL" and a phone number). Nothing is laid over a truth value."""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.twentysixth_faces import font

Box4 = tuple[float, float, float, float]
TAG_COLOURS = ((40, 110, 200), (230, 120, 30), (40, 150, 80), (200, 40, 50))


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float) -> bool:
    return all(x1 < a or x0 > c or y1 < b or y0 > d for a, b, c, d in boxes)


def _tear_row(boxes: list[Box4], h: int, w: int, rng: random.Random) -> int:
    """A height where a tear crosses no truth value (the middle of the page when it can)."""
    m = max(6, h // 150)
    for lo, hi in ((0.3, 0.7), (0.15, 0.85), (0.05, 0.95)):
        rows = [y for y in range(int(lo * h), int(hi * h), 3) if clear(boxes, 0, y - m, w, y + m)]
        if rows:
            return rng.choice(rows)
    return int(0.97 * h)


def torn(page: np.ndarray, boxes: list[Box4], rng: random.Random) -> tuple[np.ndarray, np.ndarray]:
    """The page torn across and taped: the picture and its alpha (0 where the table shows)."""
    h, w = page.shape[:2]
    y0 = _tear_row(boxes, h, w, rng)
    m = max(6, h // 150)
    xs = np.arange(w, dtype=np.float32)
    wander = sum(
        rng.uniform(0.15, 0.35) * m * np.sin(xs / w * rng.uniform(3, 14) + rng.uniform(0, 6.3))
        for _ in range(3)
    )
    fuzz = np.random.default_rng(rng.randrange(2**32)).normal(0, 0.8, (w,)).astype(np.float32)
    path = y0 + wander + np.convolve(fuzz, np.ones(3, np.float32) / 3, "same") * 2
    yy = np.arange(h, dtype=np.float32)[:, None]
    upper = (yy < path[None, :]).astype(np.float32)
    dx, dy, turn = (
        rng.uniform(-0.006, 0.006) * w,
        rng.uniform(0.002, 0.006) * h,
        rng.uniform(-0.5, 0.5),
    )
    move = cv2.getRotationMatrix2D((w / 2, float(y0)), turn, 1.0)
    move[:, 2] += (dx, dy)
    lower_img = cv2.warpAffine(page, move, (w, h), flags=cv2.INTER_LINEAR)
    lower_a = cv2.warpAffine(1 - upper, move, (w, h), flags=cv2.INTER_LINEAR)
    upper_a = upper.copy()
    img = page * upper_a[..., None] + lower_img * lower_a[..., None]
    alpha = np.clip(upper_a + lower_a, 0, 1)
    edge = cv2.dilate(
        cv2.morphologyEx(alpha, cv2.MORPH_GRADIENT, np.ones((3, 3), np.uint8)),
        np.ones((3, 3), np.uint8),
    )
    inner = (np.abs(yy - y0) < 3 * m) & (edge > 0.5)  # the torn edges' white fibres
    img[inner] = img[inner] * 0.2 + 250 * 0.8
    pieces = rng.randrange(2, 4)
    for i in range(pieces):  # clear tape across the tear
        tw, th = int(w * rng.uniform(0.08, 0.12)), int(h * rng.uniform(0.05, 0.08))
        cx = int(((i + 0.5) / pieces + rng.uniform(-0.08, 0.08)) * w)
        tape = np.zeros((h, w), np.uint8)
        box = cv2.boxPoints(((cx, y0 + dy / 2), (tw, th), rng.uniform(-8, 8)))
        cv2.fillPoly(tape, [box.astype(np.int32)], 1)
        t = tape.astype(np.float32)[..., None]
        img = img * (1 - 0.12 * t) + np.array((255, 248, 214), np.float32) * 0.12 * t
        rim = cv2.morphologyEx(tape, cv2.MORPH_GRADIENT, np.ones((3, 3), np.uint8)) > 0
        img[rim] = img[rim] * 0.85  # over the gap the tape is clear: the table shows through
    return img, alpha


def _tag_picture(text: list[str], colour: tuple[int, int, int], r: int, shape: str) -> Image.Image:
    """A tag face-on: an RGBA picture 2r across, its lines of stamped text centred."""
    side = 2 * r + 8
    img = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = side // 2
    fill = (*colour, 255)
    if shape == "heart":
        for side_x in (c - 0.45 * r, c + 0.45 * r):
            d.ellipse((side_x - 0.55 * r, c - 0.9 * r, side_x + 0.55 * r, c + 0.2 * r), fill=fill)
        d.polygon([(c - 0.98 * r, c - 0.2 * r), (c + 0.98 * r, c - 0.2 * r), (c, c + r)], fill=fill)
    elif shape == "bell":
        d.rounded_rectangle(
            (c - 0.8 * r, c - r, c + 0.8 * r, c + r), radius=int(0.7 * r), fill=fill
        )
    else:
        d.ellipse((c - r, c - r, c + r, c + r), fill=fill)
    arr = np.asarray(img, np.float32).copy()
    yy, xx = np.mgrid[0:side, 0:side].astype(np.float32)
    shine = 1 + 0.35 * np.exp(
        -(((xx - c * 0.7) / (0.5 * r)) ** 2 + ((yy - c * 0.6) / (0.3 * r)) ** 2)
    )
    arr[..., :3] = np.clip(arr[..., :3] * shine[..., None], 0, 255)
    img = Image.fromarray(arr.astype(np.uint8))
    d = ImageDraw.Draw(img)
    d.ellipse((c - 0.1 * r, c - 0.8 * r, c + 0.1 * r, c - 0.6 * r), fill=(0, 0, 0, 0))  # its hole
    px = int(r * 0.24)
    room = {"heart": 1.0, "bell": 1.3}.get(shape, 1.5) * r
    y = c - (0.42 if shape == "heart" else 0.3) * r
    for i, line in enumerate(text):
        size = px if i != 1 else int(px * 1.25)
        f = font("arimo-bold", size)
        while f.getlength(line) > room and size > 6:
            size -= 1
            f = font("arimo-bold", size)
        d.text((c + 1, y + 1), line, font=f, fill=(255, 255, 255, 150), anchor="mm")
        d.text((c, y), line, font=f, fill=(20, 20, 28, 255), anchor="mm")
        y += size * 1.2
    return img


def tag(
    page: np.ndarray,
    boxes: list[Box4],
    rng: random.Random,
    r: int,
    tagged: tuple[bool, str, int, str],
) -> bool:
    """Lays a tag of radius r on the page where it covers nothing that must be read; False if
    there is no room. tagged: (face up, its number, its year, the back's phone)."""
    h, w = page.shape[:2]
    face_up, number, year, back = tagged
    text = ["RABIES", str(year), number] if face_up else ["IF FOUND", "CALL", back]
    shape = rng.choice(("round", "heart", "bell"))
    pic = _tag_picture(text, TAG_COLOURS[year % 4], r, shape)
    pic = pic.rotate(rng.uniform(-35, 35), resample=Image.Resampling.BICUBIC, expand=True)
    pw, ph = pic.size
    if pw >= w or ph >= h:
        return False
    for _ in range(150):
        x, y = int(rng.uniform(0, w - pw)), int(rng.uniform(0, h - ph))
        if clear(boxes, x - 4, y - 4, x + pw + 4, y + ph + 4):
            break
    else:
        return False
    rgba = np.asarray(pic, np.float32)
    a = rgba[..., 3:] / 255
    shadow = cv2.GaussianBlur(a[..., 0], (0, 0), max(2.0, r / 12))
    sy, sx = int(r * 0.08), int(r * 0.06)
    region = page[y + sy : y + sy + ph, x + sx : x + sx + pw]
    region *= 1 - 0.45 * shadow[: region.shape[0], : region.shape[1], None]
    spot = page[y : y + ph, x : x + pw]
    spot[:] = spot * (1 - a) + rgba[..., :3] * a
    return True
