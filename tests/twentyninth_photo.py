"""The twenty-ninth set's phone pictures: with the owner's reading glasses put down on the page,
held up to the phone's front camera and saved mirrored (as some phones save what their preview
showed), under a bright ceiling light just out of frame that strings coloured ghosts across the
picture, ringed in red in the photo editor's markup with an arrow and a word, taken as a vertical
panorama swept down the page (the sweep wobbling side to side, a step in exposure where frames
were joined, the jagged edges cropped), and as the second sheet of a stapled pair with the first
folded back behind it (tests/twentyninth_props.py). Nothing covers a truth value. Every picture is
a JPEG whose long side is at least 1,800 pixels, without EXIF."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.twentyninth_canvas import Sheet, render
from tests.twentyninth_props import flare, glasses, markup, staple, surface
from tests.twentyninth_scans import Box4
from tests.twentyninth_spots import spots


def _frame(kind: str, rng: random.Random) -> tuple[int, int]:
    if kind == "front_camera_mirrored":
        return 1932, 2576
    return rng.choice(((1536, 2048), (1728, 2304), (1800, 2400)))


def _panorama(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """The frames of a downward sweep joined: each row shifted by the hand's wobble, the rows of
    one stretch squeezed, a step of exposure at each join, the ragged sides cropped."""
    h, w = img.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    raw = np.convolve(g.normal(0, 1, h + 600), np.ones(401) / 401, "same")[300 : 300 + h]
    shift = raw / (np.abs(raw).max() + 1e-6) * w * rng.uniform(0.015, 0.035)
    speed = 1 + 0.04 * np.sin(np.linspace(0, rng.uniform(2, 5), h) + rng.uniform(0, 6))
    src = np.cumsum(speed)
    src = (src - src[0]) * (h - 1) / (src[-1] - src[0])
    mapx = (np.arange(w, dtype=np.float32)[None, :] + shift[:, None]).astype(np.float32)
    mapy = np.repeat(src[:, None], w, 1).astype(np.float32)
    out = cv2.remap(img, mapx, mapy, cv2.INTER_LINEAR, borderValue=(0, 0, 0))
    joins = sorted(rng.sample(range(h // 5, 4 * h // 5), 2))
    for j in joins:
        gain = rng.uniform(0.93, 1.07)
        ramp = np.clip((np.arange(h) - j) / 12.0, 0, 1)[:, None, None]
        out = out * (1 + (gain - 1) * ramp)
    cut = int(np.abs(shift).max()) + 2
    return np.asarray(out[:, cut : w - cut], np.float32)


def photo(
    sheet: Sheet, kind: str, rng: random.Random, keep: set[str], ring: set[str]
) -> Image.Image:
    """The page photographed in kind; ring: the strings the markup may ring (the shot's date)."""
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = _frame(kind, rng)
    tall = kind == "panorama_stitch"
    if tall:
        fh = int(fw * rng.uniform(1.75, 1.95))
    if sheet.w > sheet.h and not tall:
        fw, fh = fh, fw
    fill = rng.uniform(0.78, 0.88) if tall else rng.uniform(0.7, 0.82)
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page = np.asarray(render(sheet, k * 72), np.float32)
    ph, pw = page.shape[:2]
    j = 0.04 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    if kind == "stapled_flipped_back":
        ox, oy = ox + 0.02 * fw, oy + 0.02 * fh
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = src + np.array((ox, oy), np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.5
    h = cv2.getPerspectiveTransform(src, quad)
    img = surface(fh, fw, rng)
    if kind == "stapled_flipped_back":  # the first sheet, folded back, shows past the top and left
        turn = rng.uniform(-4, -1.5)
        rot = np.vstack(
            [cv2.getRotationMatrix2D((float(quad[0, 0]), float(quad[0, 1])), turn, 1.0), [0, 0, 1]]
        )
        moved = np.array([[1, 0, -0.025 * pw], [0, 1, -0.02 * ph], [0, 0, 1]])
        under = cv2.warpPerspective(np.ones((ph, pw), np.float32), rot @ h @ moved, (fw, fh))[
            ..., None
        ]
        img = img * (1 - under) + np.array((236, 234, 228), np.float32) * under
    a = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))[..., None]
    shade = cv2.GaussianBlur(a[..., 0], (0, 0), fw / 250)[..., None]
    img = img * (1 - 0.3 * shade * (1 - a))
    img = cv2.warpPerspective(page, h, (fw, fh), flags=cv2.INTER_LINEAR) * a + img * (1 - a)
    seen: list[Box4] = []
    rings: list[Box4] = []
    for x0, y0, x1, y1, text in spots(sheet):
        if text not in keep | ring:
            continue
        corners = np.array([[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], np.float32) * k
        q = cv2.perspectiveTransform(corners, h)[0]
        box = (
            float(q[:, 0].min()),
            float(q[:, 1].min()),
            float(q[:, 0].max()),
            float(q[:, 1].max()),
        )
        seen.append(box)
        if text in ring:
            rings.append(box)
    yy, xx = np.mgrid[0:fh:8, 0:fw:8].astype(np.float32)
    cx, cy = rng.uniform(0.3, 0.7) * fw, rng.uniform(0.3, 0.7) * fh
    pool = cv2.resize(np.exp(-(((xx - cx) / fw) ** 2 + ((yy - cy) / fh) ** 2)), (fw, fh))
    img = img * (0.8 + 0.22 * pool)[..., None] * np.array((1.02, 1.0, 0.95), np.float32)
    if kind == "stapled_flipped_back":
        staple(img, (float(quad[0, 0]), float(quad[0, 1])), fw, rng)
    if kind == "reading_glasses":
        glasses(img, seen, rng, fw)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 0.85))
    if kind == "lens_flare_ghosts":
        img = flare(img, rng)
    if kind == "front_camera_mirrored":  # softer, lit by the screen's cool glow, mirrored
        img = cv2.GaussianBlur(img, (0, 0), 0.9) * np.array((0.93, 0.98, 1.06), np.float32)
    img = img + g.normal(0, rng.uniform(1.5, 3.0), img.shape).astype(np.float32)
    if kind == "panorama_stitch":
        img = _panorama(img, rng)
    if kind == "markup_circled" and rings:
        img = markup(img, rings[0], seen, rng)
    if kind == "front_camera_mirrored":
        img = img[:, ::-1]
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_jpeg(img: Image.Image, rng: random.Random) -> bytes:
    """The camera's (or the editor's) JPEG, with no EXIF."""
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(80, 93))
    return buf.getvalue()
