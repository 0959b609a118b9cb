"""A phone's photo of a page of the fifteenth set: the page (or two pages side by side) laid on a
table and shot from a slant, the table plain, wood, a gingham or a plaid tablecloth; the room's
light falling off across it, the phone's shadow, a warm cast, noise and a little blur; and what
can happen besides: a flash's hotspot washing out part of the page, the phone moving while it
shot, and a chat app's screenshot showing the photo with the app around it."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from tests.fifteenth_draw import font

TABLES = ((126, 94, 66), (188, 166, 132), (64, 68, 76), (210, 208, 200), (92, 110, 96))


def gen(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(2**32))


def clip(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def _solve(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """PIL's eight perspective coefficients taking each output point to its input point."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        rhs += [u, v]
    return [float(c) for c in np.linalg.solve(np.array(rows, float), np.array(rhs, float))]


def grid(w: int, h: int) -> tuple[np.ndarray, np.ndarray]:
    """x and y of every pixel, as a row and a column that broadcast."""
    return np.arange(w, dtype=np.float32)[None, :], np.arange(h, dtype=np.float32)[:, None]


def table(kind: str, w: int, h: int, rng: random.Random) -> np.ndarray:
    """What the page lies on, as a float array."""
    noise = gen(rng)
    xx, yy = grid(w, h)
    if kind == "wood":
        base = np.array(rng.choice(((150, 100, 60), (184, 140, 92), (104, 70, 44))), np.float32)
        wobble = np.asarray(Image.fromarray(noise.integers(0, 255, (8, 6), dtype=np.uint8))
                            .resize((w, h), Image.Resampling.BICUBIC), np.float32)  # fmt: skip
        grain = np.sin(yy / rng.uniform(7, 12) + wobble / 60) * 0.35 + 0.5
        grain += np.sin(yy / 2.3 + xx / 900 + wobble / 25) * 0.15
        boards = ((yy // rng.randint(300, 420)) % 2) * 0.06
        a = base * (0.82 + 0.22 * grain + boards)[..., None]
    elif kind in ("gingham", "plaid"):
        cell = rng.randint(38, 70)
        colour = np.array(rng.choice(((200, 40, 44), (40, 80, 170), (40, 120, 70))), np.float32)
        ax, ay = (xx // cell) % 2, (yy // cell) % 2
        if kind == "plaid":
            ax = ax * 0.6 + ((xx // (cell // 4)) % 4 == 0) * 0.5
            ay = ay * 0.6 + ((yy // (cell // 4)) % 4 == 0) * 0.5
        dark = np.clip((ax + ay) / 2, 0, 1).astype(np.float32)[..., None]
        a = 245 * (1 - dark) + colour * dark
        a = a * (0.94 + 0.06 * ((xx + yy) % 4 < 2))[..., None]  # the weave
    else:
        a = np.ones((h, w, 3), np.float32) * np.array(rng.choice(TABLES), np.float32)
        speck = np.asarray(
            Image.fromarray(noise.integers(0, 255, (h // 40, w // 40), dtype=np.uint8)).resize(
                (w, h), Image.Resampling.BICUBIC
            ),
            np.float32,
        )
        a += (speck[..., None] - 128) * 0.12
    return a.astype(np.float32)


def photo(
    subject: Image.Image,
    rng: random.Random,
    long_side: int = 2048,
    area: float | None = None,
    kind: str | None = None,
) -> Image.Image:
    """The subject (RGBA: alpha is where paper is) photographed on a table: its long side
    78-90 % of the frame's, or filling `area` of the frame; perspective, light, shadow, noise."""
    pw, ph = subject.size
    w, h = (long_side, long_side * 3 // 4) if pw > ph else (long_side * 3 // 4, long_side)
    if area is None:
        scale = min(w / pw, h / ph) * rng.uniform(0.8, 0.9)
    else:
        scale = min((area * w * h / (pw * ph)) ** 0.5, min(w / pw, h / ph) * 0.96)
    cx, cy = w / 2 + rng.uniform(-0.04, 0.04) * w, h / 2 + rng.uniform(-0.04, 0.04) * h
    hw, hh = pw * scale / 2, ph * scale / 2
    j = lambda: rng.uniform(-0.05, 0.05) * hw  # noqa: E731
    lean = rng.uniform(-0.06, 0.06) * hw  # the far edge narrower: shot from a slant
    dst = [(cx - hw + j() + lean, cy - hh + j()), (cx + hw + j() - lean, cy - hh + j()),
           (cx + hw + j(), cy + hh + j()), (cx - hw + j(), cy + hh + j())]  # fmt: skip
    src = [(0.0, 0.0), (float(pw), 0.0), (float(pw), float(ph)), (0.0, float(ph))]
    coeffs = _solve(dst, src)
    warped = subject.transform((w, h), Image.Transform.PERSPECTIVE, coeffs,
                               Image.Resampling.BILINEAR)  # fmt: skip
    a = np.asarray(warped.convert("RGB"), np.float32)
    m = np.asarray(warped.getchannel("A"), np.float32)[..., None] / 255
    kind = kind or rng.choice(("plain", "plain", "wood"))
    a = a * m + table(kind, w, h, rng) * (1 - m)
    xx, yy = grid(w, h)
    turn = rng.uniform(0, 2 * np.pi)
    ramp = np.cos(turn) * xx / w + np.sin(turn) * yy / h
    light = 1.0 - rng.uniform(0.08, 0.28) * (ramp - ramp.min()) / (np.ptp(ramp) + 1e-6)
    if rng.random() < 0.55:  # the phone's shadow, soft-edged
        edge = rng.uniform(0.12, 0.4) * w
        light *= 1 - 0.25 / (1 + np.exp((xx + yy * rng.uniform(-0.3, 0.3) - edge) / 45))
    cast = np.array([1.0, rng.uniform(0.95, 0.99), rng.uniform(0.86, 0.95)], np.float32)
    a *= light[..., None] * cast
    a += gen(rng).standard_normal((h, w, 1), dtype=np.float32) * 3.5
    return clip(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.1)))


def flash(image: Image.Image, rng: random.Random) -> Image.Image:
    """The phone's flash: the middle bright, the corners dark, and a hotspot near the lens's
    axis where the paper's sheen throws the flash back and the print is washed out."""
    a = np.asarray(image, np.float32)
    h, w = a.shape[:2]
    xx, yy = grid(w, h)
    r = np.hypot((xx - w / 2) / w, (yy - h / 2) / h)
    a *= (1.08 - 0.7 * r**2)[..., None] * np.array([0.98, 1.0, 1.04], np.float32)
    gx, gy = w * rng.uniform(0.35, 0.65), h * rng.uniform(0.3, 0.7)
    size = rng.uniform(0.07, 0.12) * w
    spot = np.exp(-(((xx - gx) / size) ** 2 + ((yy - gy) / (size * rng.uniform(0.8, 1.3))) ** 2))
    halo = np.exp(-np.hypot(xx - gx, yy - gy) / (size * 2.2)) * 0.25
    wash = np.clip(spot * rng.uniform(0.82, 0.95) + halo, 0, 0.97)[..., None]
    return clip(a * (1 - wash) + 255 * wash)


def motion(image: Image.Image, rng: random.Random) -> Image.Image:
    """The phone moved while the shutter was open: a short streak in one direction."""
    a = np.asarray(image, np.float32)
    length, turn = rng.randint(4, 7), rng.uniform(0, np.pi)
    out = np.zeros_like(a)
    for i in range(length):
        t = i - length / 2
        out += np.roll(a, (round(t * np.sin(turn)), round(t * np.cos(turn))), axis=(0, 1))
    return clip(out / length)


def screenshot(shot: Image.Image, rng: random.Random, who: str) -> Image.Image:
    """A phone's screenshot of a chat app: the photo opened full screen in the app's viewer, or
    in the thread between two messages, with the status bar, header and input bar round it."""
    w, h = 1170, 2532
    viewer = rng.random() < 0.5
    image = Image.new(
        "RGB", (w, h), (0, 0, 0) if viewer else rng.choice(((255, 255, 255), (236, 229, 221)))
    )
    pen = ImageDraw.Draw(image)
    fg = (255, 255, 255) if viewer else (20, 20, 20)
    ui, bold = font("barun", 44), font("barun_b", 50)
    clock = f"{rng.randint(7, 11)}:{rng.randint(10, 59)}"
    pen.text((90, 50), clock, font=bold, fill=fg)
    for k in range(4):  # signal bars and the battery
        pen.rectangle((880 + 22 * k, 92 - 12 * k, 894 + 22 * k, 104), fill=fg)
    pen.rounded_rectangle((985, 68, 1075, 106), 10, outline=fg, width=4)
    pen.rectangle((991, 74, 991 + rng.randint(30, 78), 100), fill=fg)
    pen.text((40, 170), "<", font=bold, fill=(0, 122, 255))
    pen.text((140, 172), who, font=bold, fill=fg)
    if viewer:
        fit = shot.resize((w, round(shot.height * w / shot.width)), Image.Resampling.LANCZOS)
        if fit.height > h - 560:
            fit = shot.resize((round(shot.width * (h - 560) / shot.height), h - 560),
                              Image.Resampling.LANCZOS)  # fmt: skip
        image.paste(fit, ((w - fit.width) // 2, 280 + (h - 560 - fit.height) // 2))
        pen.text((140, 232), f"Today {clock} AM", font=ui, fill=(200, 200, 200))
        for k in range(4):
            pen.ellipse((120 + 280 * k, h - 190, 180 + 280 * k, h - 130), outline=fg, width=5)
        return image
    words = "Can you send me the paper for the dog license?"
    pen.rounded_rectangle((40, 320, 1000, 430), 40, fill=(229, 229, 234))
    pen.text((80, 350), words, font=ui, fill=(20, 20, 20))
    room = w - 140
    fit = shot.resize((room, round(shot.height * room / shot.width)), Image.Resampling.LANCZOS)
    if fit.height > h - 900:
        fit = shot.resize((round(shot.width * (h - 900) / shot.height), h - 900),
                          Image.Resampling.LANCZOS)  # fmt: skip
    x = w - 40 - fit.width
    pen.rounded_rectangle((x - 10, 470, w - 30, 490 + fit.height), 36, fill=(0, 122, 255))
    image.paste(fit, (x, 480))
    pen.text((w - 260, 510 + fit.height), f"{clock} AM", font=ui, fill=(140, 140, 140))
    pen.rounded_rectangle((40, h - 200, w - 40, h - 100), 50, outline=(200, 200, 200), width=3)
    pen.text((90, h - 175), "Message", font=ui, fill=(160, 160, 160))
    return image
