"""The thirty-fifth set's scans. A page copied on an old office laser copier whose drum has worn,
then scanned: a faint ghost of the page's own words repeats one drum turn (94 mm) lower and a
fainter one two turns lower, with loose toner specks in the white (a grey JPEG at 300 dpi). And a
page scanned on a library flatbed whose glass is cracked: a thin bright crack with a dark edge
runs in from one side and branches, the paper seen through it shifted a pixel or two (a colour PNG
at 200 dpi). Neither lays anything on a truth value but the copier's faint ghost."""

from __future__ import annotations

import io
import itertools
import random

import cv2
import numpy as np
from PIL import Image

from tests.thirtyfifth_canvas import Sheet, render
from tests.thirtyfifth_spots import keep_boxes


def drum_ghost(sheet: Sheet, rng: random.Random) -> bytes:
    a = np.asarray(render(sheet, 300).convert("L"), np.float32)
    h, w = a.shape
    g = np.random.default_rng(rng.randrange(2**32))
    ink = 1 - a / 255
    turn = round(94.2 / 25.4 * 300)
    ghost = np.zeros_like(ink)
    for n, strength in ((1, rng.uniform(0.09, 0.14)), (2, rng.uniform(0.04, 0.07))):
        if turn * n < h:
            ghost[turn * n :] += strength * ink[: h - turn * n]
    ghost = cv2.GaussianBlur(ghost, (0, 0), 1.4)
    a = a * (1 - np.clip(ghost, 0, 0.3))
    specks = (g.random((h, w)) < 0.00025).astype(np.float32)
    specks = cv2.dilate(specks, np.ones((2, 2), np.uint8))
    a = a * (1 - 0.6 * specks) + g.normal(0, 2.5, a.shape)
    a = cv2.GaussianBlur(a, (0, 0), 0.6) * rng.uniform(0.94, 0.98) + rng.uniform(4, 10)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(
        buf, format="JPEG", quality=rng.randrange(72, 86), dpi=(300, 300)
    )
    return buf.getvalue()


def _crack(w: int, h: int, rng: random.Random, low: bool) -> list[list[tuple[int, int]]]:
    """A crack's lines: a main one from an edge and a branch or two off it."""
    x, y = (0.0, rng.uniform(0.88, 0.97) * h) if low else (0.0, rng.uniform(0.1, 0.9) * h)
    if not low and rng.random() < 0.5:
        x = float(w)
    heading = (0.0 if x == 0 else np.pi) + rng.uniform(-0.5, 0.5) * (0.2 if low else 1)
    main = [(int(x), int(y))]
    for _ in range(rng.randrange(14, 26)):
        heading += rng.uniform(-0.35, 0.35) * (0.3 if low else 1)
        x, y = x + 28 * np.cos(heading), y + 28 * np.sin(heading)
        main.append((int(x), int(y)))
    lines = [main]
    for _ in range(rng.randrange(1, 3)):
        bx, by = main[rng.randrange(3, len(main))]
        bh = heading + rng.choice((-1, 1)) * rng.uniform(0.5, 1.1)
        branch = [(bx, by)]
        for _ in range(rng.randrange(4, 9)):
            bh += rng.uniform(-0.3, 0.3)
            bx, by = int(bx + 22 * np.cos(bh)), int(by + 22 * np.sin(bh))
            branch.append((bx, by))
        lines.append(branch)
    return lines


def _hits(lines: list[list[tuple[int, int]]], boxes: list[tuple[float, ...]]) -> bool:
    return any(
        b[0] - 12 <= x <= b[2] + 12 and b[1] - 12 <= y <= b[3] + 12
        for line in lines
        for (x0, y0), (x1, y1) in itertools.pairwise(line)
        for x, y in ((x0 + (x1 - x0) * t / 4, y0 + (y1 - y0) * t / 4) for t in range(5))
        for b in boxes
    )


def cracked_platen(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    k = 200 / 72
    img = render(sheet, 200).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    a = np.asarray(img, np.float32)
    h, w = a.shape[:2]
    boxes = keep_boxes(sheet, keep, k)
    lines = _crack(w, h, rng, False)
    for n in range(40):
        if not _hits(lines, boxes):
            break
        lines = _crack(w, h, rng, n > 25)
    bright, dark, side = (np.zeros((h, w), np.float32) for _ in range(3))
    for line in lines:
        pts = np.array(line, np.int32)
        cv2.polylines(bright, [pts], False, 1.0, 1, cv2.LINE_AA)
        cv2.polylines(dark, [pts + 1], False, 1.0, 2, cv2.LINE_AA)
        cv2.polylines(side, [pts + 3], False, 1.0, 9)
    shifted = np.roll(a, (1, 2), (0, 1))
    s = cv2.GaussianBlur(side, (0, 0), 2)[..., None]
    a = a * (1 - s) + shifted * s
    bright = bright[..., None] * 0.8
    a = a * (1 - 0.45 * dark[..., None])
    a = a * (1 - bright) + 250 * bright
    g = np.random.default_rng(rng.randrange(2**32))
    a = a * rng.uniform(0.95, 0.99) + g.normal(0, 2.0, a.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(
        buf, format="PNG", dpi=(200, 200), compress_level=3
    )
    return buf.getvalue()
