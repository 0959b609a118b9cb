"""What the twenty-seventh set's phone pictures have in them besides the page: a corner of the
page folded over (dog-eared, its back showing, a shadow along the fold), dog hairs lying on the
page and on the couch, the dog's own head pushing into the frame close to the lens (soft, out of
focus), and the cracks of a broken camera cover glass. Nothing covers a truth value but the
cracks, thin lines the words read through."""

from __future__ import annotations

import random

import cv2
import numpy as np

from tests.twentyseventh_scans import Box4, clear

FURS = ((196, 150, 90), (40, 34, 30), (235, 228, 214), (120, 78, 46), (130, 130, 136))


def dog_ear(page: np.ndarray, alpha: np.ndarray, boxes: list[Box4], rng: random.Random) -> bool:
    """Folds over a corner of the page where no value lies (page and alpha changed in place)."""
    h, w = alpha.shape
    for size in (0.2, 0.16, 0.12, 0.09):
        s = int(min(h, w) * size * rng.uniform(0.9, 1.1))
        corners = [(0, 0, 1, 1), (w - 1, 0, -1, 1), (0, h - 1, 1, -1), (w - 1, h - 1, -1, -1)]
        rng.shuffle(corners)
        for cx, cy, sx, sy in corners:
            x0, x1 = sorted((cx, cx + sx * s))
            y0, y1 = sorted((cy, cy + sy * s))
            if not clear(boxes, x0, y0, x1, y1):
                continue
            gone = np.array([(cx, cy), (cx + sx * s, cy), (cx, cy + sy * s)], np.int32)
            flap = np.array(
                [(cx + sx * s, cy), (cx, cy + sy * s), (cx + sx * s, cy + sy * s)], np.int32
            )
            hole = np.zeros((h, w), np.uint8)
            cv2.fillPoly(hole, [gone], 1)
            alpha[hole > 0] = 0
            back = np.zeros((h, w), np.uint8)
            cv2.fillPoly(back, [flap], 1)
            shade = cv2.GaussianBlur(back.astype(np.float32), (0, 0), s / 14)
            page *= (1 - 0.3 * np.clip(shade - back, 0, 1))[..., None]  # the flap's shadow
            paper = np.percentile(page.reshape(-1, 3), 90, axis=0) * 0.9
            page[back > 0] = paper
            cv2.line(page, tuple(map(int, flap[0])), tuple(map(int, flap[1])), (150, 150, 150), 2)
            return True
    return False


def hairs(img: np.ndarray, boxes: list[Box4], rng: random.Random, n: int, length: float) -> None:
    """n dog hairs of about length pixels where they cross no value."""
    colour = np.array(rng.choice((*FURS[:2], *FURS[3:], FURS[1])), np.float32)
    h, w = img.shape[:2]
    for _ in range(n * 4):
        if n <= 0:
            break
        x, y, a = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0, 6.3)
        pts, bend = [], rng.uniform(-0.02, 0.02)
        for _ in range(int(length * rng.uniform(0.6, 1.3) / 3)):
            pts.append((x, y))
            a += bend
            x, y = x + 3 * np.cos(a), y + 3 * np.sin(a)
        arr = np.array(pts, np.float32)
        lo, hi = arr.min(axis=0), arr.max(axis=0)
        if not clear(boxes, lo[0] - 4, lo[1] - 4, hi[0] + 4, hi[1] + 4):
            continue
        x0, y0 = max(0, int(lo[0]) - 6), max(0, int(lo[1]) - 6)
        x1, y1 = min(w, int(hi[0]) + 7), min(h, int(hi[1]) + 7)
        n -= 1
        if x1 <= x0 or y1 <= y0:
            continue
        mask = np.zeros((y1 - y0, x1 - x0), np.uint8)
        cv2.polylines(mask, [(arr - (x0, y0)).astype(np.int32)], False, 255, rng.choice((2, 2, 3)))
        a_ = cv2.GaussianBlur(mask.astype(np.float32) / 255, (0, 0), 0.6)[..., None] * 0.85
        img[y0:y1, x0:x1] = img[y0:y1, x0:x1] * (1 - a_) + colour * a_


def _oval(arr: np.ndarray, x: float, y: float, a: float, b: float, turn: float = 0) -> None:
    cv2.ellipse(arr, (int(x), int(y)), (max(1, int(a)), max(1, int(b))), turn, 0, 360, 1.0, -1)


def dog_head(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> None:
    """The dog's head pushing in from an edge, close to the lens: a soft furry mass, its ears
    darker, a muzzle reaching in and a dark wet nose at its tip, kept off the values."""
    h, w = img.shape[:2]
    fur = np.array(rng.choice(FURS), np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    for r in (0.28, 0.23, 0.19, 0.15):
        rx = w * r
        for _ in range(20):
            side = rng.choice((-1.0, 0.0, 1.0))  # from the left, the bottom or the right
            dx, dy = -side, (-1.0 if side == 0 else 0.0)
            cx = rng.uniform(0.2, 0.8) * w if side == 0 else w / 2 + side * (w / 2 + rx * 0.2)
            cy = h + rx * 0.2 if side == 0 else rng.uniform(0.5, 0.9) * h
            tx, ty = cx + dx * rx * 1.45, cy + dy * rx * 1.45
            reach = (min(cx, tx) - rx, min(cy, ty) - rx, max(cx, tx) + rx, max(cy, ty) + rx)
            if clear(boxes, *reach):
                break
        else:
            continue
        mask, ears, nose = (np.zeros((h, w), np.float32) for _ in range(3))
        _oval(mask, cx, cy, rx, rx)
        long, short = rx * 0.7, rx * 0.45
        _oval(
            mask,
            cx + dx * rx * 0.9,
            cy + dy * rx * 0.9,
            *((short, long) if dx == 0 else (long, short)),
        )
        for s in (-1, 1):  # the ears, either side of the head
            ex = cx + (s * rx * 0.8 if dx == 0 else dx * rx * 0.1)
            ey = cy + (dy * rx * 0.1 if dx == 0 else s * rx * 0.8)
            _oval(ears, ex, ey, rx * 0.35, rx * 0.55, rng.uniform(-30, 30))
        nx, ny = tx - dx * rx * 0.15, ty - dy * rx * 0.15
        _oval(nose, nx, ny, *((rx * 0.22, rx * 0.14) if dx == 0 else (rx * 0.14, rx * 0.22)))
        shine = np.zeros((h, w), np.float32)
        _oval(shine, nx - rx * 0.05, ny - rx * 0.05, rx * 0.05, rx * 0.03)
        mask = np.maximum(mask, ears)
        kernel = np.ones((1, 25) if dx else (25, 1), np.float32) / 25  # strands along the muzzle
        strands = cv2.filter2D(g.normal(0, 1, (h, w)).astype(np.float32), -1, kernel)
        coat = fur[None, None, :] * (1 + 0.45 * strands[..., None]) * (1 - 0.35 * ears[..., None])
        coat = coat * (1 - 0.9 * nose[..., None]) + 18 * nose[..., None] + 90 * shine[..., None]
        soft = cv2.GaussianBlur(mask, (0, 0), rx / 14)[..., None]
        img[:] = img * (1 - soft) + cv2.GaussianBlur(coat, (0, 0), rx / 60) * soft
        return


def cracks(img: np.ndarray, rng: random.Random) -> None:
    """A broken cover glass: cracks running out from a blow near a corner, each a bright line with
    a dark one beside it, and a milky haze round the blow."""
    h, w = img.shape[:2]
    cx, cy = rng.choice((0.1, 0.9)) * w, rng.choice((0.1, 0.9)) * h
    bright = np.zeros((h, w), np.uint8)
    dark = np.zeros((h, w), np.uint8)
    inward = float(np.arctan2(h / 2 - cy, w / 2 - cx))
    for _ in range(rng.randrange(6, 10)):
        a, x, y = inward + rng.uniform(-1.3, 1.3), cx, cy
        pts = [(x, y)]
        for _ in range(rng.randrange(14, 34)):
            a += rng.gauss(0, 0.2)
            step = rng.uniform(0.02, 0.045) * w
            x, y = x + step * np.cos(a), y + step * np.sin(a)
            pts.append((x, y))
        line = np.array(pts, np.int32)
        cv2.polylines(bright, [line], False, 255, 2)
        cv2.polylines(dark, [line + np.array((2, 1))], False, 255, 1)
    near = cv2.dilate(bright, np.ones((9, 9), np.uint8)).astype(np.float32)[..., None] / 255
    img[:] = img * (1 - near) + cv2.GaussianBlur(img, (0, 0), 2.0) * near  # the glass smears
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    haze = np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / (0.12 * w) ** 2))[..., None]
    img[:] = img * (1 - 0.35 * haze) + 235 * 0.35 * haze
    b = cv2.GaussianBlur(bright.astype(np.float32) / 255, (0, 0), 0.8)[..., None] * 0.55
    d = cv2.GaussianBlur(dark.astype(np.float32) / 255, (0, 0), 0.8)[..., None] * 0.5
    img[:] = img * (1 - b) + 245 * b
    img[:] = img * (1 - d)
