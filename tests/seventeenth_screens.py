"""Two of the seventeenth set's printed layouts: a text-message thread with the clinic printed from
the Messages app (the clinic texts the shot's details after the visit), and a pet-sitting app's
"vaccine record" PDF with its summary table."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.seventeenth_canvas import FACES, GREY, INK, Sheet, font
from tests.seventeenth_facts import facts
from tests.seventeenth_parts import PRINT_STYLES, day, field, paw, truth

BUBBLE_IN = (229, 229, 234)
BUBBLE_OUT = (38, 132, 255)


def _bubble(sheet: Sheet, y: float, lines: list[str], out: bool, face: str) -> float:
    size = 23
    w = max(font(FACES[face], size).getlength(s) for s in lines)
    bw, bh = w + 44, len(lines) * size * 1.35 + 26
    x = sheet.width - 90 - bw if out else 90
    sheet.rect((x, y, x + bw, y + bh), None, BUBBLE_OUT if out else BUBBLE_IN)
    for i, s in enumerate(lines):
        colour = (255, 255, 255) if out else INK
        sheet.text(x + 22, y + 13 + i * size * 1.35, s, face, size, colour)
    return y + bh + 18


def sms_thread(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    face = rng.choice(("komatuna", "allerta"))
    st = rng.choice(PRINT_STYLES)
    sheet = Sheet(1275, 1650)
    first = f.owner.split()[0]
    sheet.label(90, 50, "To:", face, 20)
    sheet.text(140, 50, f"{f.clinic} ({f.clinic_phone})", face, 20)
    sheet.line(60, 90, 1215, 90, (200, 200, 205), 1)
    sheet.label(560, 110, "Text Message", face, 17)
    appt = f.vaccinated - timedelta(days=rng.randint(2, 9))
    y = 150.0
    y = _bubble(
        sheet,
        y,
        [
            f"Hi {first}, this is {f.clinic}.",
            f"{f.dog} is due for Rabies and {f.others[0][0]}.",
            f"Reminder: appt {day(appt, 'mon_d_y')} at 10:40 AM.",
            "Reply C to confirm.",
        ],
        False,
        face,
    )
    y = _bubble(sheet, y, ["C"], True, face)
    y = _bubble(sheet, y, ["Confirmed! See you then."], False, face)
    sheet.label(560, y + 6, "Today 4:12 PM", face, 17)
    y += 44
    lines = [
        f"Thanks for coming in today! {f.dog}'s vaccines:",
        f"Rabies - {f.product} (lot {f.lot})",
        f"Given {day(f.vaccinated, st)} by Dr. {f.vet}",
        f"Rabies tag # {f.tag}",
    ]
    printed_exp = rng.random() < 0.75
    lines.append(
        f"Good until {day(f.expires, st)}" if printed_exp else f"This is a {f.term} year vaccine."
    )
    given, due = f.others[0][1], f.others[0][2]
    lines.append(f"{f.others[0][0]} {day(given, 'us_nopad')}, next due {day(due, 'us_nopad')}")
    lines.append(f"Owner on file: {f.owner}")
    y = _bubble(sheet, y, lines, False, face)
    y = _bubble(
        sheet, y, ["Thank you! Can you email the", "rabies certificate for the town?"], True, face
    )
    y = _bubble(sheet, y, ["Sure, it's on its way. Have a", "great weekend!"], False, face)
    sheet.label(1185 - 80, y, "Read", face, 17)
    sheet.text(637, 1590, "1 of 1", face, 16, GREY, align="center")
    return sheet, truth(f, expires=printed_exp)


APPS = ("Wagzy", "PawPal Sitters", "Rover & Co.", "BarkBuddy")


def sitter_app(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    face = rng.choice(("allerta", "komatuna", "averia"))
    st = rng.choice(PRINT_STYLES)
    app = rng.choice(APPS)
    accent = rng.choice(((20, 150, 120), (110, 60, 190), (230, 110, 30)))
    sheet = Sheet(1275, 1650)
    sheet.rect((0, 0, 1275, 120), None, accent)
    paw(sheet, 70, 25, 70, (255, 255, 255))
    sheet.text(160, 38, app, face, 40, (255, 255, 255))
    sheet.text(1200, 48, "Vaccine Record", face, 28, (255, 255, 255), label=True, align="right")
    sheet.ellipse((80, 170, 230, 320), (210, 210, 215))
    sheet.text(260, 175, f.dog, face, 40)
    sheet.text(260, 230, f"{f.breed} - {f.color} - {f.sex}", face, 22)
    field(sheet, 260, 270, "Born", day(f.born, "mon_d_y"), face, 22)
    field(sheet, 760, 180, "Pet parent", f.owner, face, 22, above=True)
    field(sheet, 760, 245, "Phone", f.phone, face, 22, above=True)
    sheet.text(80, 370, "Vaccinations", face, 30, label=True)
    heads = ("Vaccine", "Given", "Expires", "Details", "Status")
    xs = (80, 400, 600, 800, 1090)
    order = [0, 1, 2, 3, 4]
    if rng.random() < 0.5:
        order = [0, 2, 1, 3, 4]
    y = 430.0
    sheet.rect((70, y - 10, 1205, y + 36), None, (238, 238, 242))
    for col, h in enumerate(heads):
        sheet.label(xs[order.index(col)], y, h, face, 20)
    y += 52
    rows = [
        (f"Rabies ({f.product})", day(f.vaccinated, st), day(f.expires, st), f"Tag {f.tag}"),
        *((n, day(g, st), day(d, st), "") for n, g, d in f.others),
    ]
    rng.shuffle(rows)
    for vac, given, exp, det in rows:
        cells = (vac, given, exp, det, "Verified")
        for col, s in enumerate(cells):
            if s:
                sheet.text(xs[order.index(col)], y, s, face, 21, accent if col == 4 else INK)
        y += 40
        sheet.line(70, y - 8, 1205, y - 8, (220, 220, 225), 1)
    y += 30
    sheet.text(80, y, "Vet on file", face, 26, label=True)
    y = field(sheet, 80, y + 50, "Clinic:", f.clinic, face, 22)
    y = field(
        sheet, 80, y, "Address:", f"{f.clinic_street}, {f.clinic_town}, NY {f.clinic_zip}", face, 22
    )
    y = field(sheet, 80, y, "Veterinarian:", f"Dr. {f.vet}", face, 22)
    y = field(sheet, 80, y, "Rabies lot no.:", f.lot, face, 22)
    sheet.text(
        80, y + 20, f"Uploaded by {f.owner.split()[0]}; verified by {app} support.", face, 18, GREY
    )
    gen = max(
        min(f.vaccinated + timedelta(days=rng.randint(3, 60)), date(2026, 12, 4)), f.vaccinated
    )
    sheet.text(80, 1580, f"Generated {day(gen, 'mon_d_y')}", face, 17, GREY)
    sheet.text(1200, 1580, "Page 1 of 1", face, 17, GREY, align="right")
    return sheet, truth(f)
