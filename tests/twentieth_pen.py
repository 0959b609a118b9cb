"""The twentieth set's papers filled in by pen: a county rabies clinic's carbonless certificate's
pink or yellow bottom copy (the writing faint and doubled in carbon, printed boxes), a pet health
booklet's vaccination page with the vial's peel-off sticker (whose EXP is the vial's, not the
certificate's) and the vet's date and signature under the practice's stamp, and a rescue's
foster medical record whose table a volunteer filled in."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentieth_canvas import HANDS, PENS, Sheet, text_width
from tests.twentieth_facts import OWNERS, facts, fmt_date, other_date

COUNTY_CLINICS = (
    "Onondaga County Free Rabies Clinic",
    "Oswego County Rabies Clinic",
    "Madison County Rabies Clinic",
    "Cayuga County Rabies Clinic",
)
SITES = ("Clay Town Hall", "Cicero Highway Garage", "Brewerton Fire Dept", "NYS Fairgrounds")
RESCUES = (
    "Second Chance Paws Rescue",
    "CNY Lab Rescue, Inc.",
    "Helping Hounds of Clay",
    "Finger Lakes Foster Dogs",
)


def _hand(rng: random.Random) -> tuple[str, tuple[int, int, int]]:
    return rng.choice(HANDS), rng.choice(PENS)


def ncr_copy(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    clinic = rng.choice(COUNTY_CLINICS)
    pink = rng.random() < 0.5
    s = Sheet(612, 396, paper=(247, 214, 222) if pink else (250, 240, 178))
    ink = rng.choice(((45, 40, 120), (30, 30, 45), (70, 50, 140)))
    hand = rng.choice(HANDS)
    k = rng.uniform(0.95, 1.1)
    s.text(30, 34, clinic, 14, "umpush-bold")
    s.text(30, 48, "RABIES VACCINATION CERTIFICATE — NYS Public Health Law §2141", 8, "umpush")
    s.label(440, 34, "No.", 9, "umpush-bold")
    s.text(462, 34, f"{rng.randint(10000, 99999)}", 12, "konatu", ink=(180, 30, 30))

    def box(x: float, y: float, w: float, label: str, value: str | None, size: float = 12) -> None:
        s.rect(x, y, w, 32, width=0.7)
        s.label(x + 3, y + 8, label, 6.2, "umpush")
        if value:
            s.pen(x + 6, y + 26 + rng.uniform(-2, 2), value, size * k, hand, ink, carbon=True)

    y = 58
    box(30, y, 330, "OWNER'S NAME", f.owner)
    box(360, y, 222, "TELEPHONE", f.phone, 11)
    y += 32
    box(30, y, 330, "ADDRESS", f.street, 11)
    box(360, y, 222, "TOWN", rng.choice(("Clay", "Liverpool", "N. Syracuse", "Baldwinsville")))
    y += 32
    box(30, y, 150, "DOG'S NAME", f.dog)
    box(180, y, 180, "BREED", f.breed, 10)
    box(360, y, 110, "COLOR", f.colour, 10)
    box(470, y, 56, "SEX", f.sex)
    box(526, y, 56, "AGE", str(f.age))
    y += 32
    stamped = rng.random() < 0.5
    s.rect(30, y, 200, 32, width=0.7)
    s.label(33, y + 8, "VACCINE / MANUFACTURER", 6.2, "umpush")
    if stamped:  # the clinic's day: the product printed on the pad
        s.text(36, y + 25, f"{f.product} / {f.maker}", 8.5, "umpush-bold")
    else:
        s.pen(36, y + 26, f.product, 12 * k, hand, ink, carbon=True)
    box(230, y, 130, "LOT / SERIAL NO.", f.lot)
    box(360, y, 110, "DATE VACCINATED", fmt_date(f.shot, rng.choice(("m/d/yy", "m/d/y", "mdy"))))
    box(470, y, 112, "RABIES TAG NO.", f.tag)
    y += 32
    s.rect(30, y, 330, 32, width=0.7)
    s.label(33, y + 8, "DURATION", 6.2, "umpush")
    for i, term in enumerate(("1 YR", "3 YR")):
        bx = 44 + i * 80
        s.rect(bx, y + 13, 11, 11, width=0.7)
        s.label(bx + 15, y + 23, term, 9, "umpush-bold")
        if (term == "3 YR") == (f.term == 3):
            s.pen(bx + 1, y + 23, "X", 12, hand, ink, carbon=True)
    expires_written = rng.random() < 0.4
    box(360, y, 222, "EXPIRES", fmt_date(f.expires, "m/d/yy") if expires_written else None)
    y += 32
    box(30, y, 330, "VETERINARIAN (PRINT)", f"Dr. {f.vet}", 11)
    s.rect(360, y, 222, 32, width=0.7)
    s.label(363, y + 8, "SIGNATURE", 6.2, "umpush")
    s.pen(372, y + 26, f.vet.split()[-1], 14, "bajaderka", ink, carbon=True)
    s.text(30, y + 48, f"Clinic site: {rng.choice(SITES)}", 8, "umpush")
    s.text(
        30,
        384,
        "PINK — OWNER'S COPY   Keep with your dog's license" if pink else "YELLOW — OWNER'S COPY",
        7.5,
        "umpush-bold",
    )
    truth = Truth(f.shot, f.expires, f.tag, f.vet, clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth


def booklet_sticker(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    hand, ink = _hand(rng)
    s = Sheet(324, 468, paper=(246, 243, 232))
    s.text(24, 34, "VACCINATION RECORD", 13, "manjari-bold", ink=(40, 70, 120))
    s.label(24, 50, "RABIES", 9, "manjari-bold", ink=(40, 70, 120))
    s.label(24, 72, "Pet's name", 8, "manjari")
    s.line(74, 74, 180, 74, 0.5)
    s.pen(80, 71, f.dog, 13, hand, ink)
    owner_shown = rng.random() < 0.55
    s.label(186, 72, "Owner", 8, "manjari")
    s.line(214, 74, 304, 74, 0.5)
    if owner_shown:
        s.pen(216, 71, f.owner, 9.5, hand, ink)
    cols = ((24, "Date"), (84, "Vaccine"), (206, "Veterinarian"))
    y = 90
    s.rect(24, y, 282, 16, width=0.6, fill=(222, 230, 240))
    for x, head in cols:
        s.label(x + 3, y + 11, head, 7.5, "manjari-bold")
    rows = 3
    older = rng.random() < 0.5
    for r in range(rows):
        ry = y + 16 + r * 110
        s.rect(24, ry, 282, 110, width=0.6)
        for x, _ in cols[1:]:
            s.line(x, ry, x, ry + 110, 0.6)
    r0 = 1 if older else 0
    if older:  # the dog's earlier shot, its own sticker
        old = f.shot - timedelta(days=365 * rng.choice((1, 3)) + rng.randint(-20, 20))
        s.pen(28, y + 40, fmt_date(old, "m/d/yy"), 10, hand, ink)
        _sticker(
            s,
            rng,
            90,
            y + 22,
            f.product.replace("3", "1") if f.term == 3 else f.product,
            _lot_other(rng, f.lot),
            old,
        )
    ry = y + 16 + r0 * 110
    s.pen(28, ry + 24, fmt_date(f.shot, rng.choice(("m/d/yy", "m/d/y", "mdy"))), 10, hand, ink)
    _sticker(s, rng, 90, ry + 6, f.product, f.lot, f.vial_exp)
    plan = rng.random()
    expires = None
    if plan < 0.5:
        s.label(90, ry + 84, "Next due", 7, "manjari")
        s.pen(130, ry + 86, fmt_date(f.expires, rng.choice(("m/d/yy", "m/d/y"))), 10.5, hand, ink)
        expires = f.expires
    elif plan < 0.75:
        s.pen(92, ry + 92, f"{f.term} yr", 11, hand, ink)
        expires = f.expires
    tag_shown = rng.random() < 0.6
    if tag_shown:
        s.pen(92 if plan >= 0.75 else 150, ry + 104, f"Tag #{f.tag}", 10, hand, ink)
    s.pen(210, ry + 40, f"Dr. {f.vet.split()[-1]}", 12, "bajaderka", ink)
    stamp = (120, 40, 120) if rng.random() < 0.5 else (170, 40, 40)
    s.rect(208, ry + 50, 96, 44, width=1.2, ink=stamp)
    s.text(
        211,
        ry + 62,
        f.clinic,
        5.6 * min(1.0, 88 / text_width(f.clinic, "umpush-bold", 5.6)),
        "umpush-bold",
        ink=stamp,
    )
    s.text(214, ry + 73, f"Dr. {f.vet}", 5.8, "umpush", ink=stamp)
    s.text(214, ry + 84, f.clinic_phone, 5.8, "umpush", ink=stamp)
    s.text(24, 448, "Keep this booklet with your pet's records", 6.5, "manjari", ink=(90, 90, 90))
    truth = Truth(
        f.shot, expires, f.tag if tag_shown else None, f.vet, f.clinic, f.dog,
        f.owner if owner_shown else None, f.product, f.lot,
    )  # fmt: skip
    return s, truth


def _lot_other(rng: random.Random, lot: str) -> str:
    return "".join(c if not c.isdigit() else str((int(c) + rng.randint(1, 8)) % 10) for c in lot)


def _sticker(
    s: Sheet, rng: random.Random, x: float, y: float, product: str, lot: str, exp: date
) -> None:
    """The vial's peel-off label: the product, its maker's line, the lot and the vial's EXP."""
    s.rect(x, y, 108, 60, width=0.5, ink=(150, 150, 150), fill=(255, 255, 252))
    s.rect(
        x,
        y,
        108,
        12,
        width=0,
        ink=None,
        fill=rng.choice(((200, 30, 40), (20, 90, 160), (30, 120, 60))),
    )
    s.text(x + 4, y + 9.5, "RABIES VACCINE", 7, "umpush-bold", ink=(255, 255, 255))
    s.text(x + 4, y + 24, product, 9.5, "umpush-bold")
    s.text(x + 4, y + 34, "Killed Virus · Canine/Feline", 5.5, "umpush")
    s.text(x + 4, y + 45, f"SERIAL {lot}", 7, "konatu")
    s.text(x + 4, y + 55, f"EXP {exp:%m/%Y}", 7, "konatu")


def rescue_record(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    hand, ink = _hand(rng)
    rescue = rng.choice(RESCUES)
    face = rng.choice(("sans", "gayathri", "andika"))
    s = Sheet()
    s.text(54, 58, rescue, 16, f"{face}-bold")
    s.text(54, 76, "FOSTER MEDICAL RECORD — keep with the dog; copy goes to the adopter", 9, face)
    intake = f.shot - timedelta(days=rng.randint(3, 40))
    fields = (
        ("Dog's name", f.dog, 54),
        ("Rescue ID", f"{rescue.split()[0][:3].upper()}-{rng.randint(100, 999)}", 330),
    )
    y = 110
    for label, value, x in fields:
        s.label(x, y, label, 9, face)
        s.line(x + 70, y + 2, x + 228, y + 2, 0.5)
        s.pen(x + 76, y - 1, value, 13, hand, ink)
    y += 28
    foster = rng.choice([o for o in OWNERS if o != f.owner])
    s.label(54, y, "Foster", 9, face)
    s.line(124, y + 2, 282, y + 2, 0.5)
    s.pen(130, y - 1, foster, 11, hand, ink)
    s.label(330, y, "Intake date", 9, face)
    s.line(400, y + 2, 558, y + 2, 0.5)
    s.pen(406, y - 1, fmt_date(intake, "m/d/yy"), 11, hand, ink)
    y += 28
    adopted = rng.random() < 0.6
    s.label(54, y, "Adopter", 9, face)
    s.line(124, y + 2, 282, y + 2, 0.5)
    if adopted:
        s.pen(130, y - 1, f.owner, 11, hand, ink)
    s.label(330, y, "Vet of record", 9, face)
    s.line(400, y + 2, 558, y + 2, 0.5)
    s.pen(404, y - 1, f.clinic, 8.5, hand, ink)
    y += 36
    cols = (
        (54, "Date"),
        (124, "Treatment / vaccine"),
        (274, "Lot #"),
        (354, "Given by"),
        (454, "Next due / notes"),
    )
    s.rect(54, y, 504, 18, width=0.7, fill=(232, 232, 232))
    for x, head in cols:
        s.label(x + 4, y + 13, head, 8.5, f"{face}-bold")
    treatments = [
        ("Pyrantel dewormer", None, "foster", "repeat 2 wks"),
        ("DHPP", f"{rng.randint(100, 999)}{rng.choice('KLMN')}", "shelter tech", "booster 3 wks"),
        ("Bordetella IN", None, "shelter tech", ""),
        ("4Dx - negative", None, f"Dr. {f.vet.split()[-1]}", ""),
        ("Simparica Trio", None, "foster", "monthly"),
    ]
    rows = rng.sample(treatments, rng.randint(3, 4))
    due_written = rng.random()
    rabies_note = ""
    expires: date | None = f.expires
    if due_written < 0.45:
        rabies_note = fmt_date(f.expires, rng.choice(("m/d/yy", "m/d/y")))
    elif due_written < 0.8:
        rabies_note = f"{f.term} yr"
    else:
        expires = None
    at = rng.randint(2, len(rows))
    rows.insert(at, (f"Rabies - {f.product}", f.lot, f"Dr. {f.vet}", rabies_note))
    ry = y + 18
    for i, (treat, lot, by, note) in enumerate(rows):
        s.rect(54, ry, 504, 34, width=0.6)
        for x, _ in cols[1:]:
            s.line(x, ry, x, ry + 34, 0.6)
        rabies = treat.startswith("Rabies")
        day = f.shot if rabies else other_date(rng, intake + timedelta(days=7 * i), 20)
        s.pen(58, ry + 24, fmt_date(day, "m/d/yy"), 12, hand, ink)
        s.pen(128, ry + 24, treat, 11 if len(treat) > 20 else 12.5, hand, ink)
        if lot:
            s.pen(278, ry + 24, lot, 12, hand, ink)
        s.pen(358, ry + 24, by, 10 if len(by) > 14 else 12, hand, ink)
        if note:
            s.pen(458, ry + 24, note, 12, hand, ink)
        ry += 34
    tag_shown = rng.random() < 0.7
    ry += 28
    s.label(54, ry, "Rabies tag #", 9, face)
    s.line(124, ry + 2, 282, ry + 2, 0.5)
    if tag_shown:
        s.pen(130, ry - 1, f.tag, 13, hand, ink)
    s.label(330, ry, "Microchip #", 9, face)
    s.line(400, ry + 2, 558, ry + 2, 0.5)
    s.pen(404, ry - 1, f"9851{rng.randint(10**10, 10**11 - 1)}", 10, hand, ink)
    s.text(54, 740, f"{rescue} is a 501(c)(3) volunteer foster network · Rev. 2024", 7.5, face)
    truth = Truth(
        f.shot, expires, f.tag if tag_shown else None, f.vet, f.clinic, f.dog,
        f.owner if adopted else None, f.product, f.lot,
    )  # fmt: skip
    return s, truth
