"""The twenty-eighth set's phone pictures: through a lens misted over by the cold (a phone brought
in from a Clay winter to a warm kitchen), through a scanner app that found three of the page's
corners and snapped the fourth to a shadow on the desk (its flattened page pulled out of square,
a wedge of desk in it, its colours "enhanced"), with the papers' second page lying over a corner
of the first, half pulled out of the big envelope it came in, on the kitchen floor from standing
height (the page small in the picture, the shoes' toes at its foot), and on a table with its lower
part hanging over the edge, bent away and in shadow (tests/twentyeighth_props.py). Nothing
covers a truth value. Every picture is a JPEG whose long side is at least 1,800 pixels."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.twentyeighth_canvas import Sheet, render
from tests.twentyeighth_props import envelope, fog, second_page, shoes, texture
from tests.twentyeighth_scans import Box4
from tests.twentyeighth_spots import keep_boxes

Quad = np.ndarray


def _hang(
    page: np.ndarray, boxes: list[Box4], rng: random.Random, k: float
) -> tuple[np.ndarray, np.ndarray, float]:
    """The page's lower part bent down over a table's edge below its last value: seen from above
    its rows crowd together and darken, and past a quarter turn they are out of sight. The page,
    its alpha, and the fold's row in points."""
    ph, pw = page.shape[:2]
    low = max([b[3] for b in boxes] + [ph * 0.4]) + 8 * k
    fold = min(ph - 12 * k, max(low, ph * rng.uniform(0.62, 0.85)))
    r = max(6 * k, (ph - fold) * rng.uniform(0.3, 0.45))
    top = min((ph - fold) / r, np.pi / 2)
    out_rows = np.arange(ph, dtype=np.float32)
    t = np.clip((out_rows - fold) / r, 0, np.sin(top) - 1e-4)
    src = np.where(out_rows <= fold, out_rows, fold + r * np.arcsin(t))
    mapy = np.repeat(src[:, None], pw, 1).astype(np.float32)
    mapx = np.tile(np.arange(pw, dtype=np.float32), (ph, 1))
    bent = cv2.remap(page, mapx, mapy, cv2.INTER_LINEAR)
    turn = np.where(out_rows <= fold, 0.0, np.arcsin(t))
    bent *= (0.35 + 0.65 * np.cos(turn) ** 2)[:, None, None]
    alpha = (out_rows <= fold + r * np.sin(top)).astype(np.float32)
    return np.asarray(bent, np.float32), np.repeat(alpha[:, None], pw, 1), float(fold / k)


def _place(boxes_pt: list[Box4], sheet: Sheet, rng: random.Random) -> np.ndarray | None:
    """A 3x3 map (in points) laying a second page over a corner of the first, clear of boxes."""
    for _ in range(60):
        a = np.radians(rng.uniform(-25, 25))
        cx = rng.choice((-1, 1)) * sheet.w * rng.uniform(0.55, 0.85) + sheet.w / 2
        cy = rng.choice((-1, 1)) * sheet.h * rng.uniform(0.6, 0.9) + sheet.h / 2
        m = np.array([[np.cos(a), -np.sin(a), 0], [np.sin(a), np.cos(a), 0], [0, 0, 1]])
        m[0, 2], m[1, 2] = (
            cx - (m[0, 0] * 306 + m[0, 1] * 396),
            cy - (m[1, 0] * 306 + m[1, 1] * 396),
        )
        cover = np.zeros((int(sheet.h), int(sheet.w)), np.uint8)
        pts = np.array([(0, 0), (612, 0), (612, 792), (0, 792)], np.float32)[None]
        cv2.fillPoly(cover, [cv2.perspectiveTransform(pts, m)[0].astype(np.int32)], 1)
        area = cover.mean()
        hidden = [
            cover[int(max(0, b[1])) : int(b[3]) + 1, int(max(0, b[0])) : int(b[2]) + 1].sum()
            for b in boxes_pt
        ]
        if 0.06 < area < 0.35 and not any(hidden):
            return m
    return None


def _overlay(
    img: np.ndarray, pic: np.ndarray, alpha: np.ndarray, fw: int, fh: int, h: np.ndarray
) -> np.ndarray:
    """pic (with alpha) laid on img through h, with a soft shadow under it."""
    over = cv2.warpPerspective(pic, h, (fw, fh), flags=cv2.INTER_LINEAR)
    a = cv2.warpPerspective(alpha, h, (fw, fh))[..., None]
    shade = cv2.GaussianBlur(a[..., 0], (0, 0), fw / 300)
    dy, dx = int(fh / 400), int(fw / 300)  # the shadow falls down and right, not wrapping round
    moved = np.zeros_like(shade)
    moved[dy:, dx:] = shade[: fh - dy, : fw - dx]
    shade = moved[..., None]
    img = img * (1 - 0.35 * shade * (1 - a))
    return np.asarray(over * a + img * (1 - a), np.float32)


def _app(img: np.ndarray, quad: Quad, sheet: Sheet, rng: random.Random) -> np.ndarray:
    """A scanner app's page: one corner snapped outward to a shadow, the quad flattened to a
    page-shaped picture 2,200 pixels long, its colours stretched and sharpened."""
    i = rng.randrange(4)
    centre = quad.mean(axis=0)
    out_dir = (quad[i] - centre) / np.linalg.norm(quad[i] - centre)
    side = np.array((-out_dir[1], out_dir[0]))
    span = np.linalg.norm(quad[1] - quad[0])
    bad = quad.copy()
    bad[i] = (
        quad[i] + out_dir * span * rng.uniform(0.04, 0.09) + side * span * rng.uniform(-0.04, 0.04)
    )
    long = 2200
    ow, oh = (
        (round(long * sheet.w / sheet.h), long)
        if sheet.h >= sheet.w
        else (long, round(long * sheet.h / sheet.w))
    )
    rect = np.array([(0, 0), (ow, 0), (ow, oh), (0, oh)], np.float32)
    to_rect = cv2.getPerspectiveTransform(bad.astype(np.float32), rect)
    flat = cv2.warpPerspective(
        img, to_rect, (ow, oh), flags=cv2.INTER_CUBIC, borderMode=cv2.BORDER_REPLICATE
    )
    white = np.percentile(flat.reshape(-1, 3), 92, axis=0)
    flat = np.clip(flat * (242 / np.maximum(white, 1)), 0, 255)
    flat = 255 * (flat / 255) ** 1.15
    return np.asarray(flat + 0.6 * (flat - cv2.GaussianBlur(flat, (0, 0), 1.6)), np.float32)


def photo(
    sheet: Sheet, kind: str, rng: random.Random, keep: set[str], names: tuple[str, str]
) -> Image.Image:
    """The page photographed in kind; names: the owner and street an envelope's label shows."""
    g = np.random.default_rng(rng.randrange(2**32))
    if kind == "standing_floor_shot":
        (fw, fh), fill = (2448, 3264), rng.uniform(0.4, 0.5)
    else:
        (fw, fh), fill = (
            rng.choice(((1536, 2048), (1728, 2304), (1800, 2400))),
            rng.uniform(0.7, 0.82),
        )
    if sheet.w > sheet.h:
        fw, fh = fh, fw
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page = np.asarray(render(sheet, k * 72), np.float32).copy()
    boxes = keep_boxes(sheet, keep, k)
    ph, pw = page.shape[:2]
    mask = np.ones((ph, pw), np.float32)
    edge = None
    if kind == "hanging_off_table":
        page, mask, edge = _hang(page, boxes, rng, k)
    j = 0.05 * min(fw, fh)
    ox, oy = (
        (fw - pw) / 2 + rng.uniform(-j, j),
        (fh - ph) / 2 + rng.uniform(-j, j) * (0.3 if edge else 1),
    )
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = np.array([(ox, oy), (ox + pw, oy), (ox + pw, oy + ph), (ox, oy + ph)], np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.4
    if kind == "standing_floor_shot":  # the far edge narrower
        squeeze = rng.uniform(0.05, 0.1) * pw
        quad[0, 0] += squeeze
        quad[1, 0] -= squeeze
    h = cv2.getPerspectiveTransform(src, quad)
    back = np.linalg.inv(h)
    corners = (
        cv2.perspectiveTransform(
            np.array([[(0, 0), (fw, 0), (fw, fh), (0, fh)]], np.float32), back
        )[0]
        / k
    )
    lo, hi = corners.min(axis=0) - 20, corners.max(axis=0) + 20
    per = min(1.0, 0.6 * k)
    tw, th = int((hi[0] - lo[0]) * per), int((hi[1] - lo[1]) * per)
    tex = texture(kind, th, tw, per, (float(lo[0]), float(lo[1])), rng, edge)
    t = np.array([[k / per, 0, lo[0] * k], [0, k / per, lo[1] * k], [0, 0, 1]])
    bg = cv2.warpPerspective(tex, h @ t, (fw, fh), flags=cv2.INTER_LINEAR)
    img = _overlay(bg, page, mask, fw, fh, h)
    seen: list[Box4] = []
    for b in boxes:
        q = cv2.perspectiveTransform(
            np.array([[(b[0], b[1]), (b[2], b[1]), (b[2], b[3]), (b[0], b[3])]], np.float32), h
        )[0]
        seen.append(
            (float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()), float(q[:, 1].max()))
        )
    owner, street = names
    if kind == "overlapping_sheet":
        m = _place([(b[0] / k, b[1] / k, b[2] / k, b[3] / k) for b in boxes], sheet, rng)
        if m is not None:
            other = np.asarray(render(second_page(612, 792, rng), k * 72), np.float32)
            scale = np.diag([k, k, 1.0])
            img = _overlay(
                img,
                other,
                np.ones(other.shape[:2], np.float32),
                fw,
                fh,
                h @ scale @ m @ np.linalg.inv(scale),
            )
    if kind == "half_out_of_envelope":
        low = max([b[3] / k for b in boxes] + [sheet.h * 0.45]) + 10
        cut = min(sheet.h - 18, max(low, sheet.h * rng.uniform(0.55, 0.8)))
        env = np.asarray(render(envelope(sheet.w, rng, owner, street), k * 72), np.float32)
        shift = np.array([[1, 0, -18 * k], [0, 1, cut * k], [0, 0, 1]])
        img = _overlay(img, env, np.ones(env.shape[:2], np.float32), fw, fh, h @ shift)
    yy, xx = np.mgrid[0:fh, 0:fw].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2))
    img = img * (0.8 + 0.22 * pool)[..., None] * np.array((1.02, 1.0, 0.95), np.float32)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.85))
    if kind == "standing_floor_shot":
        shoes(img, rng, seen)
    if kind == "fogged_lens":
        img = fog(img, rng)
    img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    if kind == "misdetected_corner":
        img = _app(img, quad, sheet, rng)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_jpeg(img: Image.Image, rng: random.Random) -> bytes:
    """The camera's (or the app's) JPEG, with no EXIF."""
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(80, 93))
    return buf.getvalue()
