"""The twentieth set's phone photos: the page laid on a surface in perspective, with a soft
shadow, uneven light, a little optical blur and sensor noise, and this set's own ways a photo
goes wrong: a greasy lens's haze and bloom, an LED ceiling light's cold cast and rolling-shutter
flicker bands, a page that got wet and dried cockled with tide-line stains, a sunny porch that
clips the paper's white, and a digital zoom from across a counter, upscaled and oversharpened."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

SURFACES = ((118, 84, 56), (160, 150, 138), (52, 50, 54), (196, 182, 160), (84, 96, 110))


def _np_rng(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(2**32))


def frame_for(page: Image.Image) -> tuple[int, int]:
    """A 12-megapixel frame turned as the page is."""
    return (3024, 4032) if page.height >= page.width else (4032, 3024)


def photograph(page: Image.Image, rng: random.Random, fill: float | None = None) -> np.ndarray:
    """The page (an RGB picture) on a surface as a phone sees it: an RGB float32 array 0..255."""
    nr = _np_rng(rng)
    fw, fh = frame_for(page)
    pw, ph = page.size
    fill = fill or rng.uniform(0.74, 0.88)
    scale = min(fw * fill / pw, fh * fill / ph)
    cx, cy = fw / 2 + rng.uniform(-0.04, 0.04) * fw, fh / 2 + rng.uniform(-0.04, 0.04) * fh
    angle = np.radians(rng.uniform(-5, 5))
    ca, sa = np.cos(angle), np.sin(angle)
    corners = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        x, y = sx * pw * scale / 2, sy * ph * scale / 2
        keystone = 1 + (0.05 * rng.uniform(0.2, 1) if sy < 0 else 0)  # the far edge a bit narrower
        x /= keystone
        corners.append(
            (
                cx + x * ca - y * sa + rng.uniform(-0.012, 0.012) * fw,
                cy + x * sa + y * ca + rng.uniform(-0.012, 0.012) * fh,
            )
        )
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], dtype=np.float32)
    m = cv2.getPerspectiveTransform(src, np.array(corners, dtype=np.float32))
    surface = np.array(rng.choice(SURFACES), dtype=np.float32)
    grain = nr.standard_normal((fh // 32, fw // 32), dtype=np.float32)
    tone = surface[None, None, :] * (1 + 0.08 * grain[..., None])
    bg = np.asarray(cv2.resize(tone, (fw, fh)), dtype=np.float32)
    flags = cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
    warped = cv2.warpPerspective(np.asarray(page), m, (fw, fh), flags=flags).astype(np.float32)
    mask = cv2.warpPerspective(
        np.full((ph, pw), 255, np.uint8), m, (fw, fh), flags=cv2.INTER_LINEAR
    )
    soft = _soft(mask, fw * 0.012)
    shadow = np.roll(soft, (int(fh * 0.006), int(fw * 0.006)), (0, 1)).astype(np.float32) / 255
    bg *= (1 - 0.45 * shadow)[..., None]
    mask_f = mask.astype(np.float32) / 255
    out = np.asarray(cv2.blendLinear(warped, bg, mask_f, 1 - mask_f), dtype=np.float32)
    yy, xx = np.mgrid[0:fh:16, 0:fw:16].astype(np.float32)
    lx, ly = rng.uniform(-1, 1), rng.uniform(-1, 1)
    light = 1 - 0.12 * ((xx / fw - 0.5) * lx + (yy / fh - 0.5) * ly)
    light -= 0.18 * ((xx / fw - 0.5) ** 2 + (yy / fh - 0.5) ** 2)
    out *= cv2.resize(light, (fw, fh))[..., None]
    out = np.asarray(cv2.GaussianBlur(out, (0, 0), rng.uniform(0.6, 1.1)), dtype=np.float32)
    noise = nr.standard_normal((fh, fw), dtype=np.float32) * rng.uniform(1.5, 3.5)
    out += noise[..., None]
    return np.clip(out, 0, 255, out=out)


def _soft(arr: np.ndarray, sigma: float, by: int = 8) -> np.ndarray:
    """A wide Gaussian blur, taken at an eighth of the size and scaled back."""
    h, w = arr.shape[:2]
    small = cv2.resize(arr, (w // by, h // by), interpolation=cv2.INTER_AREA)
    return cv2.resize(
        cv2.GaussianBlur(small, (0, 0), sigma / by), (w, h), interpolation=cv2.INTER_LINEAR
    )


def to_image(arr: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def lens_smudge(arr: np.ndarray, rng: random.Random) -> np.ndarray:
    """A fingerprint on the lens: a veil of haze, a glow around the light parts, a streak."""
    h, w = arr.shape[:2]
    by = 4
    small = cv2.resize(arr, (w // by, h // by), interpolation=cv2.INTER_AREA)
    glow = cv2.GaussianBlur(small, (0, 0), w * rng.uniform(0.006, 0.012) / by)
    length = int(w * rng.uniform(0.02, 0.04) / by) | 1
    kernel = np.zeros((length, length), np.float32)
    kernel[length // 2, :] = 1 / length
    rot = cv2.getRotationMatrix2D((length / 2, length / 2), rng.uniform(0, 180), 1)
    turned = np.asarray(cv2.warpAffine(kernel, rot, (length, length)), dtype=np.float32)
    turned /= max(float(turned.sum()), 1e-6)
    streak = cv2.filter2D(glow, -1, turned)
    haze = cv2.resize(0.5 * glow + 0.5 * streak, (w, h), interpolation=cv2.INTER_LINEAR)
    a = rng.uniform(0.3, 0.42)
    out = arr * (1 - a) + haze * a
    return out * 0.88 + rng.uniform(22, 34)


def flicker_led(arr: np.ndarray, rng: random.Random) -> np.ndarray:
    """A cold LED panel: a blue-green cast and the rolling shutter's bright and dark bands."""
    h = arr.shape[0]
    cast = np.array(
        [rng.uniform(0.82, 0.9), rng.uniform(0.95, 1.0), rng.uniform(1.06, 1.14)], np.float32
    )
    period = rng.uniform(0.05, 0.09) * h
    rows = 1 + rng.uniform(0.07, 0.12) * np.sin(
        2 * np.pi * np.arange(h, dtype=np.float32) / period + rng.uniform(0, 6)
    )
    return np.asarray(arr * cast[None, None, :] * rows[:, None, None], dtype=np.float32)


def rain_cockled(page: Image.Image, rng: random.Random) -> Image.Image:
    """The page got wet and dried: waves across it, ridges lighter and darker, tide lines."""
    nr = _np_rng(rng)
    arr = np.asarray(page).astype(np.float32)
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    amp = rng.uniform(0.003, 0.006) * w
    fx, fy, ph = rng.uniform(2, 4), rng.uniform(1.5, 3), rng.uniform(0, 6)
    wave = 0.6 * np.sin(2 * np.pi * (fx * xx / w + 0.4 * yy / h) + ph) + 0.4 * np.sin(
        2 * np.pi * fy * yy / h + ph / 2
    )
    dx, dy = amp * wave, amp * 0.6 * np.cos(2 * np.pi * fy * yy / h + xx / w)
    out = cv2.remap(arr, xx + dx, yy + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    slope = np.gradient(wave, axis=1) * w / 40
    out *= (1 + 0.4 * np.clip(slope, -0.12, 0.12))[..., None]
    qy, qx = yy[::4, ::4], xx[::4, ::4]
    amount = np.zeros(qx.shape, np.float32)
    for _ in range(rng.randint(2, 3)):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(0.12, 0.3) * w
        dist = np.hypot(qx - cx, qy - cy) / r
        dist += 0.15 * cv2.resize(nr.standard_normal((8, 8), dtype=np.float32), qx.shape[::-1])
        inside = np.clip(1 - dist, 0, 1) ** 0.3 * 0.06
        amount += inside + np.exp(-(((dist - 1) / 0.025) ** 2)) * 0.22
    amount = cv2.resize(np.clip(amount, 0, 0.4), (w, h), interpolation=cv2.INTER_LINEAR)[..., None]
    tint = np.array([0.93, 0.86, 0.72], np.float32)
    out = out * (1 - amount) + out * tint[None, None, :] * amount * 0.85
    return Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))


def sun_overexposed(arr: np.ndarray, rng: random.Random) -> np.ndarray:
    """Bright sun on a porch: the exposure pushed until the paper clips, a hard shadow's edge."""
    h, w = arr.shape[:2]
    out = (arr / 255) ** rng.uniform(0.7, 0.8) * 255 * rng.uniform(1.18, 1.32)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    edge = (xx - w * rng.uniform(0.55, 0.85)) * rng.uniform(0.6, 1.4) + (yy - h * 0.6) * rng.choice(
        (-1, 1)
    )
    shade = cv2.GaussianBlur((edge > 0).astype(np.float32), (0, 0), w * 0.004)
    out *= (1 - rng.uniform(0.35, 0.45) * shade)[..., None]
    warm = np.array([1.04, 1.0, 0.93], np.float32)
    return out * warm[None, None, :]


def digital_zoom(page: Image.Image, rng: random.Random) -> np.ndarray:
    """Shot from across the counter at 5x: the page small in the frame, cropped, upscaled by the
    phone's pipeline (soft, blocky, oversharpened)."""
    arr = photograph(page, rng, fill=rng.uniform(0.3, 0.34))
    h, w = arr.shape[:2]
    small = to_image(arr)
    buf = io.BytesIO()
    small.save(buf, "JPEG", quality=rng.randint(62, 72))
    arr = np.asarray(Image.open(buf).convert("RGB")).astype(np.float32)
    cw, ch = w // 2, h // 2
    x0, y0 = (w - cw) // 2 + rng.randint(-20, 20), (h - ch) // 2 + rng.randint(-20, 20)
    crop = arr[y0 : y0 + ch, x0 : x0 + cw]
    up = cv2.resize(crop, (cw * 2, ch * 2), interpolation=cv2.INTER_CUBIC)
    soft = cv2.GaussianBlur(up, (0, 0), 2.2)
    return np.clip(up + rng.uniform(0.8, 1.2) * (up - soft), 0, 255)
