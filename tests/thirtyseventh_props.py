"""What the thirty-seventh set's phone pictures put round and on the page: a clipboard's brown
hardboard and its steel clip gripping the page's top, a fridge door with magnets on the page and
other papers round it, a speckled granite countertop, a coffee cup's brown ring stains on the
paper, a car's grey woven passenger seat with its seam, and a ballpoint pen lying across the
page with its shadow. Nothing covers a truth value."""

from __future__ import annotations

import math
import random

import cv2
import numpy as np

Box4 = tuple[float, float, float, float]


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def _noise(h: int, w: int, g: np.random.Generator, blur: float) -> np.ndarray:
    n = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), blur)
    return np.asarray(cv2.resize(n / (n.std() + 1e-6), (w, h)), np.float32)


def _lay(img: np.ndarray, m: np.ndarray, colour: np.ndarray, shadow: float = 0.45) -> np.ndarray:
    """An object (mask m) laid on the picture with its soft shadow down and to the right (worked
    out only round the object)."""
    ys, xs = np.nonzero(m)
    if len(ys) == 0:
        return img
    h, w = m.shape
    y0, y1 = max(0, ys.min() - 40), min(h, ys.max() + 60)
    x0, x1 = max(0, xs.min() - 40), min(w, xs.max() + 60)
    sub, mm = img[y0:y1, x0:x1], m[y0:y1, x0:x1]
    sh = cv2.GaussianBlur(np.roll(mm, (10, 10), (0, 1)), (0, 0), 8)[..., None]
    part = sub * (1 - shadow * sh)
    m3 = cv2.GaussianBlur(mm, (0, 0), 1.0)[..., None]
    out = img.copy()
    out[y0:y1, x0:x1] = part * (1 - m3) + colour * m3
    return np.asarray(out, np.float32)


def granite(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(((70, 66, 64), (190, 182, 170), (120, 98, 80))), np.float32)
    img = base * (1 + 0.12 * _noise(h, w, g, 6))[..., None]
    for colour, share in (((20, 20, 22), 0.05), ((235, 230, 222), 0.04), ((140, 60, 40), 0.02)):
        fleck = (g.random((h // 3, w // 3)) < share).astype(np.float32)
        fleck = cv2.resize(cv2.GaussianBlur(fleck, (0, 0), 0.8), (w, h))[..., None]
        img = img * (1 - fleck) + np.array(colour, np.float32) * fleck
    return np.asarray(img, np.float32)


def car_seat(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(((58, 58, 62), (92, 86, 80), (40, 42, 50))), np.float32)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    weave = 0.06 * np.sin(xx / 2.2) * np.sin(yy / 2.2) + 0.05 * _noise(h, w, g, 2)
    img = base * (1 + weave)[..., None]
    seam = int(rng.uniform(0.1, 0.25) * h)
    img[seam : seam + 10] *= 0.55
    bolster = np.clip(np.abs(xx - w / 2) / (w / 2) - 0.8, 0, 1) * 2
    return np.asarray(img * (1 + 0.5 * bolster)[..., None], np.float32)


def fridge(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A fridge door (white or brushed steel) with other papers on it round the page."""
    g = np.random.default_rng(rng.randrange(2**32))
    if rng.random() < 0.5:
        img = (
            np.full((h, w, 3), (226, 226, 222), np.float32)
            * (1 + 0.01 * _noise(h, w, g, 4))[..., None]
        )
    else:
        brush = cv2.resize(g.normal(0, 1, (h, 8)).astype(np.float32), (w, h))
        img = np.array((178, 180, 182), np.float32) * (1 + 0.04 * brush)[..., None]
    for _ in range(rng.randrange(2, 4)):  # a drawing, a calendar, a school notice
        x, y = rng.uniform(-0.1, 0.9) * w, rng.uniform(-0.1, 0.9) * h
        pw, ph = rng.uniform(0.25, 0.4) * w, rng.uniform(0.25, 0.4) * h
        c = np.array(rng.choice(((250, 250, 246), (255, 246, 200), (230, 240, 255))), np.float32)
        cv2.rectangle(img, (int(x), int(y)), (int(x + pw), int(y + ph)), c.tolist(), -1)
        for j in range(6):
            yy = int(y + ph * (0.15 + 0.12 * j))
            cv2.line(img, (int(x + pw * 0.1), yy), (int(x + pw * 0.8), yy), (120, 120, 140), 3)
    return np.asarray(img, np.float32)


def clipboard(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A wooden table, and on it a brown hardboard a little bigger than the page."""
    g = np.random.default_rng(rng.randrange(2**32))
    grain = cv2.resize(g.normal(0, 1, (h // 6, 10)).astype(np.float32), (w, h))
    img = np.array((150, 112, 76), np.float32) * (1 + 0.1 * grain)[..., None]
    board = np.array(rng.choice(((122, 84, 50), (96, 70, 46), (40, 40, 44))), np.float32)
    x0, x1, y0, y1 = int(0.06 * w), int(0.94 * w), int(0.03 * h), int(0.97 * h)
    img[y0:y1, x0:x1] = board * (1 + 0.03 * _noise(y1 - y0, x1 - x0, g, 3))[..., None]
    return np.asarray(img, np.float32)


def clip(img: np.ndarray, top: tuple[float, float, float, float], boxes: list[Box4],
         rng: random.Random) -> np.ndarray:  # fmt: skip
    """The clipboard's steel clip over the page's top edge (left x, y, right x, y), sliding up off
    the page till it covers no truth value."""
    lx, ly, rx, ry = top
    cx, cy = (lx + rx) / 2, (ly + ry) / 2
    half = 0.16 * (rx - lx)
    depth = 0.07 * (rx - lx)
    while not clear(boxes, cx - half, cy - depth, cx + half, cy + depth * 0.6, 4) and depth > 0:
        cy -= 6
    h, w = img.shape[:2]
    m = np.zeros((h, w), np.float32)
    pts = np.array([(cx - half, cy - 3 * depth), (cx + half, cy - 3 * depth),
                    (cx + half * 0.8, cy + depth * 0.6), (cx - half * 0.8, cy + depth * 0.6)],
                   np.int32)  # fmt: skip
    cv2.fillPoly(m, [pts], 1.0, cv2.LINE_AA)
    steel = np.array((196, 198, 204), np.float32)
    out = _lay(img, m, steel)
    cv2.circle(out, (int(cx), int(cy - 1.8 * depth)), int(depth * 0.4), (120, 122, 128), -1)
    return out


MAGNETS = ((220, 40, 40), (30, 110, 200), (250, 200, 30), (40, 160, 80), (240, 240, 240))


def magnets(img: np.ndarray, corners: list[tuple[float, float]], boxes: list[Box4],
            rng: random.Random) -> np.ndarray:  # fmt: skip
    """Round magnets at the page's top corners (or wherever they cover nothing needed)."""
    h, w = img.shape[:2]
    out = img
    r = 0.035 * w
    for cx, cy in corners[:2]:
        for _ in range(30):
            x, y = cx + rng.uniform(-2, 2) * r, cy + rng.uniform(0, 3) * r
            if clear(boxes, x - r, y - r, x + r, y + r, 4):
                m = np.zeros((h, w), np.float32)
                cv2.circle(m, (int(x), int(y)), int(r), 1.0, -1, cv2.LINE_AA)
                out = _lay(out, m, np.array(rng.choice(MAGNETS), np.float32), 0.5)
                cv2.circle(out, (int(x - r / 3), int(y - r / 3)), int(r / 4), (255, 255, 255), -1)
                break
    return out


def coffee_rings(page: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """One or two brown rings a cup left, and a faint wash inside them, in empty places."""
    h, w = page.shape[:2]
    out = page.copy()
    done = 0
    for _ in range(80):
        if done >= rng.choice((1, 2)):
            break
        r = rng.uniform(0.07, 0.1) * w
        x, y = rng.uniform(r, w - r), rng.uniform(r, h - r)
        if not clear(boxes, x - r, y - r, x + r, y + r, 0.01 * w):
            continue
        m = np.zeros((h, w), np.float32)
        gap = rng.uniform(0, 2 * math.pi)
        start = math.degrees(gap)
        end = start + rng.uniform(250, 350)
        cv2.ellipse(m, (int(x), int(y)), (int(r), int(r)), 0, start, end, 1.0, max(2, int(r / 14)))
        m = cv2.GaussianBlur(m, (0, 0), 1.5)
        inside = np.zeros((h, w), np.float32)
        cv2.circle(inside, (int(x), int(y)), int(r), 0.12, -1)
        m = np.clip(m + cv2.GaussianBlur(inside, (0, 0), 3), 0, 1)[..., None]
        stain = np.array((150, 100, 55), np.float32)
        out = out * (1 - 0.55 * m) + stain * 0.55 * m
        done += 1
    return np.asarray(out, np.float32)


def ballpoint(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A ballpoint pen lying on the page where it covers nothing needed (else beside it)."""
    h, w = img.shape[:2]
    length, thick = 0.38 * w, 0.018 * w
    for attempt in range(120):
        cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
        a = rng.uniform(-0.8, 0.8) + (math.pi / 2 if attempt % 2 else 0)
        dx, dy = math.cos(a) * length / 2, math.sin(a) * length / 2
        xs, ys = (cx - dx, cx + dx), (cy - dy, cy + dy)
        if clear(boxes, min(xs) - thick, min(ys) - thick, max(xs) + thick, max(ys) + thick, 4):
            m = np.zeros((h, w), np.float32)
            body = ((cx, cy), (length, thick), math.degrees(a))
            cv2.fillPoly(m, [cv2.boxPoints(body).astype(np.int32)], 1.0, cv2.LINE_AA)
            colour = np.array(rng.choice(((30, 60, 170), (20, 20, 24), (230, 230, 235))),
                              np.float32)  # fmt: skip
            out = _lay(img, m, colour)
            tip = (int(cx + dx * 1.05), int(cy + dy * 1.05))
            cv2.circle(out, tip, int(thick / 3), (160, 160, 165), -1, cv2.LINE_AA)
            return out
    return img
