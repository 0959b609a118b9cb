"""Two of the twenty-third set's phone pictures that show a screen. A photo of a computer monitor
with the page open in a PDF viewer: the screen's pixel grid, the moiré it makes with the camera's
own, a cool cast and a glare, the monitor's bezel and the desk around it. A screenshot of a chat
app's photo viewer (PNG): the status bar, the sender and when it was sent, the photo of the page
the practice sent in the middle, the reply and share buttons below."""

from __future__ import annotations

import io
import math
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.twentythird_canvas import Sheet, render
from tests.twentythird_faces import font
from tests.twentythird_photo import backdrop, frame_size, photo


def _viewer(sheet: Sheet, rng: random.Random) -> Image.Image:
    """The monitor's picture: a PDF viewer's window zoomed so the page fills it."""
    k = 1750 / max(sheet.w, sheet.h)
    page = render(sheet, k * 72)
    pw, ph = page.size
    bar = 44
    w, h = pw + 120, ph + bar + 40
    screen = Image.new("RGB", (w, h), (82, 86, 92))
    d = ImageDraw.Draw(screen)
    d.rectangle((0, 0, w, bar), fill=(236, 236, 238))
    name = rng.choice(("rabies_cert.pdf", "Scan 2026-11-30.pdf", "vaccine record.pdf"))
    d.text((20, 30), name, font=font("droid", 20), fill=(30, 30, 30), anchor="ls")
    zoom = f"{rng.choice((88, 94, 100, 104))}%"
    d.text((w - 20, 30), zoom, font=font("droid", 20), fill=(30, 30, 30), anchor="rs")
    screen.paste(page, (60, bar + 20))
    return screen


def monitor_photo(sheet: Sheet, rng: random.Random) -> Image.Image:
    """The screen close up: each screen pixel three stripes (red, green, blue) with dark rows
    between, shrunk onto the camera's pixels at a slant, where the two grids beat: the moiré."""
    bw, bh = frame_size(sheet, big=True)
    screen = np.asarray(_viewer(sheet, rng), np.uint8)
    sh, sw = screen.shape[:2]
    up = 3
    fine = cv2.resize(screen, (sw * up, sh * up), interpolation=cv2.INTER_NEAREST)
    for c in range(3):  # in stripe c only channel c lights fully
        for other in range(3):
            if other != c:
                view = fine[:, c::up, other]
                np.multiply(view, 0.3, out=view, casting="unsafe")
    rows = fine[::up]
    np.multiply(rows, 0.6, out=rows, casting="unsafe")
    fine = np.pad(fine, ((40, 40), (40, 40), (0, 0)), constant_values=16)  # the bezel
    mh, mw = fine.shape[:2]
    bg = (backdrop(rng, bw, bh, "desk") * 0.5).astype(np.uint8)
    s = min(bw / mw, bh / mh) * rng.uniform(0.97, 1.04)
    a = math.radians(rng.uniform(-3, 3))
    tilt = rng.uniform(0.02, 0.06)
    cx, cy = bw / 2, bh / 2
    corners = []
    for x, y in ((-mw / 2, -mh / 2), (mw / 2, -mh / 2), (mw / 2, mh / 2), (-mw / 2, mh / 2)):
        j = 1 - tilt if y < 0 else 1
        xs, ys = x * s * j, y * s
        corners.append(
            (cx + xs * math.cos(a) - ys * math.sin(a), cy + xs * math.sin(a) + ys * math.cos(a))
        )
    m = cv2.getPerspectiveTransform(
        np.array([(0, 0), (mw, 0), (mw, mh), (0, mh)], np.float32), np.array(corners, np.float32)
    )
    # INTER_LINEAR on the fine grid leaves the aliasing a camera's sensor makes: the moiré
    seen = cv2.warpPerspective(fine, m, (bw, bh), flags=cv2.INTER_LINEAR, borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((mh, mw), np.uint8), m, (bw, bh))[..., None]
    img = np.where(mask > 0, seen, bg).astype(np.float32) * 1.45
    yy, xx = np.mgrid[0:bh, 0:bw].astype(np.float32)
    glare = np.exp(
        -(
            ((xx - rng.uniform(0.2, 0.8) * bw) / (0.25 * bw)) ** 2
            + ((yy - rng.uniform(0.2, 0.8) * bh) / (0.3 * bh)) ** 2
        )
    )
    img = img * np.array((0.92, 0.98, 1.06), np.float32) + glare[..., None] * rng.uniform(18, 34)
    img = cv2.GaussianBlur(img, (0, 0), 0.7)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def _icon_row(d: ImageDraw.ImageDraw, w: int, y: int, color: tuple[int, int, int]) -> None:
    """The viewer's bottom buttons: share, star, forward, delete, as simple shapes."""
    for i in range(4):
        x = int(w * (0.14 + 0.24 * i))
        if i == 0:
            d.rectangle((x - 22, y - 10, x + 22, y + 30), outline=color, width=5)
            d.line((x, y - 34, x, y + 10), fill=color, width=5)
        elif i == 1:
            pts = [
                (
                    x + 30 * math.cos(math.pi / 2 + j * math.pi * 4 / 5),
                    y - 30 * math.sin(math.pi / 2 + j * math.pi * 4 / 5),
                )
                for j in range(5)
            ]
            d.polygon(pts, outline=color, width=5)
        elif i == 2:
            d.line((x - 26, y + 20, x - 10, y - 10, x + 26, y - 10), fill=color, width=5)
            d.polygon([(x + 26, y - 24), (x + 42, y - 10), (x + 26, y + 4)], fill=color)
        else:
            d.rectangle((x - 20, y - 18, x + 20, y + 30), outline=color, width=5)
            d.line((x - 30, y - 24, x + 30, y - 24), fill=color, width=5)


def chat_screenshot(sheet: Sheet, rng: random.Random, keep: set[str], sender: str) -> bytes:
    """A phone's screenshot of a photo opened in a chat app (PNG)."""
    sw, sh = 1290, 2796
    dark = rng.random() < 0.6
    bgc, fg = ((0, 0, 0), (240, 240, 240)) if dark else ((246, 246, 248), (20, 20, 24))
    shot = Image.new("RGB", (sw, sh), bgc)
    pic = photo(sheet, rng.choice(("plain", "plain", "curled_page")), rng, keep)
    k = sw / pic.size[0]
    pic = pic.resize((sw, int(pic.size[1] * k)), Image.Resampling.LANCZOS)
    if pic.size[1] > sh - 560:
        k2 = (sh - 560) / pic.size[1]
        pic = pic.resize((int(sw * k2), sh - 560), Image.Resampling.LANCZOS)
    shot.paste(pic, ((sw - pic.size[0]) // 2, (sh - pic.size[1]) // 2 + 20))
    d = ImageDraw.Draw(shot)
    bar = (20, 20, 22) if dark else (250, 250, 252)
    d.rectangle((0, 0, sw, 300), fill=bar)
    d.rectangle((0, sh - 230, sw, sh), fill=bar)
    d.text(
        (110, 96),
        f"{rng.randrange(1, 12)}:{rng.randrange(60):02d}",
        font=font("droid", 50),
        fill=fg,
        anchor="ls",
    )
    d.rounded_rectangle((1110, 62, 1200, 100), 12, outline=fg, width=4)
    d.rectangle((1118, 70, 1118 + rng.randrange(20, 74), 92), fill=fg)
    d.line((60, 210, 90, 180, 60, 150), fill=(10, 132, 255), width=8)
    d.text((sw // 2, 190), sender, font=font("droid", 48), fill=fg, anchor="ms")
    when = rng.choice(("Today", "Yesterday", f"Nov {rng.randrange(3, 29)}"))
    d.text(
        (sw // 2, 250),
        f"{when} at {rng.randrange(8, 12)}:{rng.randrange(60):02d} AM",
        font=font("droid", 36),
        fill=(140, 140, 146),
        anchor="ms",
    )
    _icon_row(d, sw, sh - 130, (10, 132, 255))
    buf = io.BytesIO()
    shot.save(buf, format="PNG")
    return buf.getvalue()
