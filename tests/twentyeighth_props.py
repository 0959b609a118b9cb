"""What the twenty-eighth set's phone pictures have in them besides the page: what the page lies
on (a kitchen table's planks, a dark desk, a light oak table, a grey couch, a tiled floor, and
beyond a table's edge the floor below), drawn in the page's own plane so it recedes with it; the
second page of the same papers lying over a corner of the first; the big mailing envelope the page
is half pulled out of, with its stamp and the owner's address label; the toes of the
photographer's shoes; and the fog of a cold lens brought into a warm kitchen. Nothing but the fog
covers a truth value, and the fog only softens it."""

from __future__ import annotations

import random

import cv2
import numpy as np

from tests.twentyeighth_canvas import Sheet, tint

WOODS = {"fogged_lens": (168, 118, 74), "misdetected_corner": (74, 52, 40),
         "overlapping_sheet": (196, 160, 112), "hanging_off_table": (150, 104, 66)}  # fmt: skip
LINES = ("Thank you for choosing us for your pet's care. Please keep this record.",
         "Payment is due at the time of service. We accept cash, checks and cards.",
         "Reminders are sent by text and email two weeks before a vaccine is due.",
         "Questions about this visit? Call us or write through the client portal.",
         "Our hours: Monday to Friday 8-6, Saturday 8-1. Emergencies: see below.",
         "Cancellations need 24 hours' notice; a missed appointment may be charged.",
         "Records are released to the owner on request and to other practices by fax.",
         "Please tell us of any change of address, phone or ownership.",
         "Lost tags are replaced at the front desk; bring the certificate with you.",
         "Refunds are given to the card used for the payment within ten days.")  # fmt: skip


def texture(
    kind: str, h: int, w: int, per_pt: float, origin: tuple[float, float], rng: random.Random,
    edge: float | None = None,
) -> np.ndarray:  # fmt: skip
    """What the page lies on, h by w pixels at per_pt pixels a point, its top-left at origin (in
    the page's points); edge: for a table, the row (in points) past which is the floor."""
    g = np.random.default_rng(rng.randrange(2**32))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    u, v = origin[0] + xx / per_pt, origin[1] + yy / per_pt  # in the page's points
    if kind == "standing_floor_shot":  # square tiles a foot wide, grout between
        tile = np.array(rng.choice(((214, 208, 196), (186, 178, 170), (226, 222, 216))), np.float32)
        shade = 1 + 0.04 * cv2.GaussianBlur(g.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 3)
        grout = ((u % 864) < 6) | ((v % 864) < 6)
        out = tile[None, None, :] * shade[..., None]
        out[grout] = tile * 0.62
        return np.asarray(out, np.float32)
    if kind == "half_out_of_envelope":  # a grey couch's weave
        base = 118 + cv2.GaussianBlur(g.normal(0, 12, (h, w)).astype(np.float32), (0, 0), 1.2)
        base += 6 * np.sin(u / 3.0) * np.sin(v / 3.0)
        return np.stack([base * 0.97, base, base * 1.04], -1).astype(np.float32)
    wood = np.array(WOODS.get(kind, (168, 118, 74)), np.float32)
    grain = cv2.GaussianBlur(
        g.normal(0, 1, (h, w)).astype(np.float32), (0, 0), sigmaX=50 * per_pt, sigmaY=1.0 * per_pt
    )
    grain /= grain.std() + 1e-6
    broad = cv2.GaussianBlur(g.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 60 * per_pt)
    broad /= broad.std() + 1e-6
    plank = np.floor(v / 400)
    tone = 1 + 0.05 * np.sin(plank * 2.3) + 0.045 * grain + 0.04 * broad
    out = wood[None, None, :] * tone[..., None]
    out[(v % 400) < 2.5] *= 0.55
    if edge is not None:  # the floor, far below the table's edge: dark and out of focus
        floor = np.full_like(out, 0) + np.array((62, 58, 56), np.float32)
        floor = cv2.GaussianBlur(floor + g.normal(0, 6, floor.shape).astype(np.float32), (0, 0), 6)
        below = (v > edge)[..., None]
        out = np.where(below, floor, out)
        lip = (v > edge - 2) & (v <= edge + 5)
        out[lip] *= 0.7
    return np.asarray(out, np.float32)


def second_page(w: float, h: float, rng: random.Random) -> Sheet:
    """The papers' second page: a heading, notices, a page number."""
    sheet = Sheet(w, h)
    face = rng.choice(("arimo", "opensans", "lato"))
    sheet.text(
        40,
        50,
        rng.choice(("Important information", "Terms and conditions", "Notes")),
        f"{face}-bold",
        13,
    )
    y = 84.0
    for line in rng.sample(LINES, len(LINES)) * 3:
        if y > h - 60:
            break
        sheet.text(40, y, line, face, 9.5)
        y += 16 if rng.random() < 0.8 else 30
    sheet.text(w - 40, h - 30, "Page 2 of 2", face, 8.5, align="r")
    return sheet


def envelope(w: float, rng: random.Random, owner: str, address: str) -> Sheet:
    """A 9 by 12 inch mailing envelope's face, wider than the page by a quarter inch a side: a
    stamp in its corner and the owner's address label."""
    ew = w + 36
    paper = rng.choice(((214, 186, 136), (236, 232, 222), (205, 176, 128)))
    sheet = Sheet(ew, 864, paper=paper)
    if rng.random() < 0.5:
        sheet.box(ew - 96, 24, 70, 46, (250, 250, 250), (120, 120, 120), 0.6)
        sheet.text(ew - 61, 44, "PRSRT STD", "arimo-bold", 7, align="c")
        sheet.text(ew - 61, 55, "US POSTAGE PAID", "arimo", 6, align="c")
    else:
        sheet.box(
            ew - 74, 22, 46, 54, rng.choice(((190, 40, 50), (40, 90, 160), (60, 130, 80))), None
        )
        sheet.text(ew - 51, 68, "USA FOREVER", "arimo-bold", 5.5, (255, 255, 255), align="c")
    sheet.box(ew / 2 - 120, 300, 240, 64, (255, 255, 255), None)
    sheet.text(ew / 2 - 110, 322, owner.upper(), "cousine", 9.5)
    sheet.text(ew / 2 - 110, 336, address.upper(), "cousine", 9.5)
    sheet.text(ew / 2 - 110, 350, "CLAY NY 13041", "cousine", 9.5)
    sheet.rule(0, 6, ew, 6, 1.2, tint(paper, -40))
    return sheet


def shoes(
    img: np.ndarray, rng: random.Random, boxes: list[tuple[float, float, float, float]]
) -> None:
    """The toes of the photographer's shoes at the picture's foot (an upper, a paler sole round it,
    lit from above), soft with nearness, clear of boxes."""
    h, w = img.shape[:2]
    upper = np.array(
        rng.choice(((38, 38, 44), (226, 226, 230), (92, 62, 42), (40, 58, 110))), np.float32
    )
    sole = np.array(rng.choice(((236, 234, 228), (60, 56, 54))), np.float32)
    rx, ry = w * 0.085, h * 0.13
    for cx in (w * rng.uniform(0.3, 0.37), w * rng.uniform(0.63, 0.7)):
        if not all(
            b[3] < h - ry * 0.75 or b[2] < cx - rx * 1.2 or b[0] > cx + rx * 1.2 for b in boxes
        ):
            continue
        turn = rng.uniform(-10, 10)
        rim, top = np.zeros((h, w), np.float32), np.zeros((h, w), np.float32)
        centre = (int(cx), int(h + ry * 0.45))
        cv2.ellipse(rim, centre, (int(rx * 1.08), int(ry * 1.06)), turn, 0, 360, 1.0, -1)
        cv2.ellipse(top, centre, (int(rx * 0.95), int(ry * 0.95)), turn, 0, 360, 1.0, -1)
        lit = np.clip(
            1.25 - (np.arange(h, dtype=np.float32) - (h - ry * 0.6)) / (ry * 1.2), 0.7, 1.2
        )[:, None, None]
        for part, colour in ((rim, sole), (top, upper)):
            a = cv2.GaussianBlur(part, (0, 0), w / 400)[..., None]
            img[:] = img * (1 - a) + colour * lit * a


def fog(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A cold lens misted over: a milky veil thicker towards the edges, bright parts blooming,
    everything a little soft and grey."""
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w * rng.uniform(0.4, 0.6), h * rng.uniform(0.4, 0.6)
    r = np.sqrt(((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2)
    veil = (rng.uniform(0.08, 0.14) + rng.uniform(0.12, 0.25) * np.clip(r / 0.7, 0, 1))[..., None]
    soft = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.9, 1.3))
    glow = cv2.GaussianBlur(img, (0, 0), w / 45)
    milk = 0.55 * glow + 0.45 * float(np.percentile(img, 90))
    out = (soft * (1 - veil) + milk * veil) * 0.94 + 0.06 * glow
    grey = out.mean(axis=2, keepdims=True)
    return np.asarray(out * 0.85 + grey * 0.15, np.float32)
