"""How a page of the fourteenth set arrives (tests/fourteenth_certificates.py): the thirteenth's
scans, copies, PDFs, faxes and phone photos (tests/thirteenth_conditions.py), and four of its
own that real uploads have: a phone photo in a dim room (noise, the phone's smearing noise
reduction, a warm lamp's cast, a little shake), a page photographed from low at a steep angle
(strong keystone, the far edge out of focus), a screenshot of a PDF viewer with its toolbar,
thumbnail sidebar and scrollbar around the page, and a scanned PDF of a page with three punched
holes and a coffee cup's ring. Deterministic: every draw comes from the page's random.Random."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from tests import thirteenth_conditions as base
from tests.fourteenth_draw import Page, font
from tests.thirteenth_draw import Sheet

NEW = ("low_light_jpeg", "steep_angle_jpeg", "viewer_screenshot_png", "punched_stained_pdf")
CONDITIONS = (*base.CONDITIONS, *NEW)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": (*base.GROUPS["clean scans"], "viewer_screenshot_png"),
    "text PDFs": base.GROUPS["text PDFs"],
    "image PDFs": (*base.GROUPS["image PDFs"], "punched_stained_pdf"),
    "phone photos": (*base.GROUPS["phone photos"], "low_light_jpeg", "steep_angle_jpeg"),
}
# a pen page is never a text PDF, nor open in a PDF viewer as one
PEN_CONDITIONS = tuple(
    c for c in CONDITIONS if c not in ("text_pdf", "searchable_pdf", "viewer_screenshot_png")
)
EXTENSIONS = base.EXTENSIONS


def _gen(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(2**32))


def _clip(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def low_light(sheet: Sheet, rng: random.Random) -> Image.Image:
    """Under a lamp at night: the thirteenth's photo, dimmed, a warm cast, strong sensor noise in
    each channel, the phone's noise reduction smearing it, and a slight shake along one line."""
    shot = base.photo(sheet.raster(base._dpi(sheet, 1700)), rng)
    a = np.asarray(shot, np.float32) / 255
    a = a ** rng.uniform(1.2, 1.5) * rng.uniform(0.5, 0.65)
    a *= np.array([1.0, rng.uniform(0.8, 0.88), rng.uniform(0.5, 0.62)])
    gen = _gen(rng)
    h, w = a.shape[:2]
    a = a * 255 + gen.normal(0, rng.uniform(7, 11), (h, w, 3)) + gen.normal(0, 5, (h, w, 1))
    image = _clip(a).filter(ImageFilter.MedianFilter(3))
    shake = rng.randint(2, 5)
    dx, dy = rng.choice(((1, 0), (0, 1), (1, 1), (1, -1)))
    b = np.asarray(image, np.float32)
    return _clip(np.mean([np.roll(b, (i * dy, i * dx), axis=(0, 1)) for i in range(shake)], axis=0))


def steep_angle(
    sheet: Sheet, rng: random.Random, size: tuple[int, int] = (1536, 2048)
) -> Image.Image:
    """Photographed from low in front of the page lying on a desk: the far (top) edge much
    narrower, the page foreshortened, the far part soft, a desk around it."""
    page = sheet.raster(base._dpi(sheet, 1900)).convert("RGB")
    w, h = size
    pw, ph = page.size
    scale = min(w / pw, h / ph) * rng.uniform(0.9, 0.98)
    near, far = pw * scale / 2, pw * scale / 2 * rng.uniform(0.58, 0.72)
    tall = ph * scale * rng.uniform(0.72, 0.82)
    cx = w / 2 + rng.uniform(-40, 40)
    top = (h - tall) / 2 + rng.uniform(-60, 30)
    skew = rng.uniform(-0.08, 0.08) * near
    dst = [
        (cx - far + skew, top),
        (cx + far + skew, top),
        (cx + near, top + tall),
        (cx - near, top + tall),
    ]
    src = [(0.0, 0.0), (float(pw), 0.0), (float(pw), float(ph)), (0.0, float(ph))]
    coeffs = base._coefficients(dst, src)
    warped = page.transform(size, Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).transform(size, Image.Transform.PERSPECTIVE, coeffs)
    desk = np.ones((h, w, 3), np.float32) * np.array(rng.choice(base.TABLES), np.float32)
    m = np.asarray(mask, np.float32)[..., None] / 255
    a = np.asarray(warped, np.float32) * m + desk * (1 - m)
    yy = np.mgrid[0:h, 0:w][0].astype(np.float32)
    a *= (0.86 + 0.14 * yy / h)[..., None]
    sharp = _clip(a)
    soft = np.asarray(sharp.filter(ImageFilter.GaussianBlur(rng.uniform(2.0, 3.2))), np.float32)
    focus = np.clip((yy - top) / (tall * 0.55), 0, 1)[..., None]  # sharp from the middle down
    a = soft * (1 - focus) + np.asarray(sharp, np.float32) * focus
    a += _gen(rng).normal(0, 3.0, (h, w, 1))
    return _clip(a)


def viewer(sheet: Sheet, rng: random.Random) -> Image.Image:
    """A desktop PDF viewer's window, captured whole: title and toolbar above, a thumbnail
    sidebar, the page fitted to the window's height on grey, a scrollbar."""
    dark = rng.random() < 0.4
    w, h = rng.choice(((2560, 1440), (2880, 1800), (1920, 1200)))  # 2880: a Retina at 2x
    bg, chrome, text = ((56, 56, 60), (36, 36, 40), (220, 220, 224)) if dark else \
        ((208, 210, 214), (242, 242, 244), (40, 40, 44))  # fmt: skip
    image = Image.new("RGB", (w, h), bg)
    pen = ImageDraw.Draw(image)
    bar = round(h * 0.075)
    side = round(w * 0.12)
    pen.rectangle([0, 0, w, bar], fill=chrome)
    pen.rectangle([0, bar, side, h], fill=chrome)
    ui = font("play", round(bar * 0.28))
    name = rng.choice(("rabies_certificate.pdf", "Scan_0412.pdf", "document(3).pdf", "cert.pdf"))
    app = rng.choice(("Preview", "Document Viewer", "Acrobat Reader"))
    pen.text((20, bar * 0.12), f"{name} - {app}", font=ui, fill=text)
    zoom = rng.choice((87, 93, 100))
    for n, item in enumerate(("‹", "›", "1 / 1", f"{zoom}%", "−", "+", "Print")):
        pen.text((side + 30 + n * bar * 1.2, bar * 0.55), item, font=ui, fill=text)
    room_w, room_h = w - side - 80, h - bar - 40
    dpi = min(room_w / sheet.w, room_h / sheet.h) * 72 * zoom / 100
    page = sheet.raster(round(dpi))
    px = side + (w - side - page.width) // 2
    py = bar + 20
    pen.rectangle([px + 6, py + 6, px + page.width + 6, py + page.height + 6], fill=(20, 20, 20))
    image.paste(page, (px, py))
    thumb = sheet.raster(round(dpi * 0.16))
    pen.rectangle([side // 2 - thumb.width // 2 - 4, bar + 26, side // 2 + thumb.width // 2 + 4,
                   bar + 34 + thumb.height], outline=(70, 130, 220), width=3)  # fmt: skip
    image.paste(thumb, (side // 2 - thumb.width // 2, bar + 30))
    pen.rectangle([w - 14, bar, w, h], fill=chrome)
    pen.rectangle([w - 11, bar + 10, w - 3, bar + 10 + (h - bar) // 3], fill=(150, 150, 156))
    return image


def punched_stained(sheet: Sheet, rng: random.Random) -> Image.Image:
    """A page kept in a ring binder, then scanned: three punched holes along the left edge (the
    scanner's dark lid behind them) and the ring a coffee cup left, over whatever is there."""
    image = base.scan(sheet, rng, grey=rng.random() < 0.3).convert("RGB")
    w, h = image.size
    a = np.asarray(image, np.float32)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    r = w * 0.0155
    for fy in (0.15, 0.5, 0.85) if h > w else (0.3, 0.7):
        cx, cy = w * 0.045 + rng.uniform(-3, 3), h * fy + rng.uniform(-4, 4)
        d = np.hypot(xx - cx, yy - cy)
        hole = np.clip(r + 1.5 - d, 0, 1)[..., None]
        a = a * (1 - hole) + np.array([48, 48, 52], np.float32) * hole
    cx, cy = rng.uniform(0.35, 0.8) * w, rng.uniform(0.25, 0.8) * h
    rad = rng.uniform(0.1, 0.15) * w
    d = np.hypot((xx - cx) * rng.uniform(0.95, 1.05), yy - cy)
    gen = _gen(rng)
    wobble = np.asarray(Image.fromarray(gen.integers(0, 255, (12, 12), dtype=np.uint8))
                        .resize((w, h), Image.Resampling.BICUBIC), np.float32) / 255  # fmt: skip
    ring = np.exp(-(((d - rad) / (w * 0.004)) ** 2)) * 0.55
    inside = (d < rad) * (0.12 + 0.1 * wobble)
    gap = rng.uniform(0, 2 * np.pi)
    angle = np.arctan2(yy - cy, xx - cx)
    broken = 0.35 + 0.65 * (np.cos(angle - gap) < 0.7)  # the ring fades where the cup lifted
    stain = np.clip((ring * broken + inside) * (0.7 + 0.6 * wobble), 0, 0.8)[..., None]
    brown = np.array([150, 96, 48], np.float32)
    a = a * (1 - stain) + a * (brown / 255) * stain
    return _clip(a)


def finish(sheet: Sheet, condition: str, rng: random.Random, header: str) -> tuple[bytes, str]:
    """The page's file as it arrives, and its content type."""
    if condition in base.CONDITIONS:
        return base.finish(sheet, condition, rng, header)
    if condition == "viewer_screenshot_png":
        buffer = io.BytesIO()
        viewer(sheet, rng).save(buffer, "PNG", compress_level=3)
        return buffer.getvalue(), "image/png"
    if condition == "punched_stained_pdf":
        return base.image_pdf(punched_stained(sheet, rng), sheet), "application/pdf"
    shot = low_light(sheet, rng) if condition == "low_light_jpeg" else steep_angle(sheet, rng)
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = rng.choice((("Apple", "iPhone 12"), ("samsung", "SM-A536U")))
    buffer = io.BytesIO()
    shot.save(buffer, "JPEG", quality=rng.randint(70, 84), exif=exif.tobytes())
    return buffer.getvalue(), "image/jpeg"


__all__ = ["CONDITIONS", "EXTENSIONS", "GROUPS", "NEW", "PEN_CONDITIONS", "Page", "finish"]
