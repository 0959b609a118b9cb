"""Three papers where the rabies shot is one entry among others (tests/thirteenth_certificates.py):
a practice's statement of account, a pet passport page with the vial's peel-off sticker, and a
shelter's transfer or adoption record with its medical history table."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirteenth_draw import Sheet
from tests.thirteenth_facts import TODAY, Facts, add_years, dmy, iso

GREY = (90, 90, 96)
PURPLE = (92, 40, 140)
BLUE = (28, 50, 140)


def invoice(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A statement of account: visits by date, the rabies vaccine one line item with a note of
    its lot, tag and due date (each left out on some), an exam and other vaccines, tax, totals."""
    s = Sheet(612, 792)
    s.text(40, 36, f.clinic, "comf", 16, ink=(20, 90, 110))
    s.text(40, 58, f"{f.clinic_street}, {f.town}, {f.state}  ·  {f.clinic_phone}", "tir", 8.5)
    s.label(430, 36, "STATEMENT", "tir_b", 16)
    statement = min(TODAY, f.vaccinated + timedelta(days=rng.randint(3, 40)))
    s.label(430, 60, "Statement date", "tir", 8)
    s.text(505, 60, iso(statement), "tir", 8)
    s.label(430, 72, "Account", "tir", 8)
    s.text(505, 72, f"C-{f.serial[:5]}", "tir", 8)
    s.label(40, 92, "Bill to", "tir_b", 8.5)
    s.text(40, 104, f.owner, "tir", 9.5)
    s.text(40, 116, f"{f.street}, {f.town}, {f.state}", "tir", 9)
    s.text(40, 128, f.phone, "tir", 9)
    s.label(330, 92, "Patient", "tir_b", 8.5)
    s.text(330, 104, f.dog, "tir", 9.5)
    s.text(330, 116, f"{f.breed}, {f.colour}, {f.sex}", "tir", 9)
    s.text(330, 128, f"Microchip {f.microchip}", "tir", 9)
    y = 152.0
    s.box(40, y, 532, 16, ink=None, fill=(225, 232, 236))
    for x, head in ((44, "Date"), (120, "Description"), (420, "Qty"), (470, "Price")):
        s.label(x, y + 4, head, "tir_b", 8)
    y += 22
    lines: list[tuple[str, float]] = []
    visits = sorted({shot.given for shot in f.others if shot.given <= statement} | {f.vaccinated})
    with_due, with_tag, with_lot = rng.random() < 0.65, rng.random() < 0.75, rng.random() < 0.8
    term_in_name = not with_due and rng.random() < 0.6
    for visit in visits:
        s.text(44, y, iso(visit), "tir", 8.5)
        items = [("Office visit / exam", rng.choice((58.0, 64.5, 72.0)))]
        items += [
            (f"{o.name} vaccine", 28.0 + rng.randint(0, 12)) for o in f.others if o.given == visit
        ]
        if visit == f.vaccinated:
            items.append(("RABIES", 26.0 + rng.randint(0, 9)))
        for name, price in items:
            if name == "RABIES":
                term = f" ({f.term} yr)" if term_in_name else ""
                s.text(120, y, f"Rabies vaccine - {f.product}{term}", "tir", 8.5)
            else:
                s.text(120, y, name, "tir", 8.5)
            s.text(424, y, "1", "tir", 8.5)
            s.right(510, y, f"{price:.2f}", "tir", 8.5)
            lines.append((name, price))
            y += 13
            if name == "RABIES" and (with_due or with_tag or with_lot):
                x = 130.0
                for ok, head, value in (
                    (with_lot, "Lot", f.lot),
                    (with_tag, "Tag #", f.tag),
                    (with_due, "Next due", iso(add_years(f.vaccinated, f.term))),
                ):
                    if ok:
                        s.label(x, y, head, "tir", 7.5, ink=GREY)
                        x += s.wide(head, "tir", 7.5) + 4
                        s.text(x, y, value, "tir", 7.5, ink=GREY)
                        x += s.wide(value, "tir", 7.5) + 14
                y += 12
        if visit == f.vaccinated:
            s.label(120, y, "Provider:", "tir", 7.5)
            s.text(120 + s.wide("Provider: ", "tir", 7.5), y, f"Dr. {f.vet}", "tir", 7.5)
        y += 16
    subtotal = sum(p for _, p in lines)
    tax = round(subtotal * 0.06, 2)
    for head, amount in (("Subtotal", subtotal), ("Sales tax 6%", tax), ("Total", subtotal + tax),
                         ("Payment - Visa", -(subtotal + tax)), ("Balance due", 0.0)):  # fmt: skip
        s.label(400, y, head, "tir_b" if head.startswith(("Total", "Balance")) else "tir", 8.5)
        s.right(510, y, f"{amount:,.2f}", "tir", 8.5)
        y += 13
    s.rule(40, y + 8, 572, y + 8, width=0.4, ink=GREY)
    s.label(40, y + 16, "Rabies certificates are available on request. Thank you for choosing us!",
            "tir", 7.5, ink=GREY)  # fmt: skip
    expires = add_years(f.vaccinated, f.term) if with_due or term_in_name else None
    tag, lot = (f.tag if with_tag else None), (f.lot if with_lot else None)
    return s, Truth(f.vaccinated, expires, tag, f.vet, f.clinic, f.dog, f.owner, f.product, lot)


def booklet(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A pet passport's rabies page: the vial's peel-off sticker (product, lot, the lot's own
    expiry), the date by a purple date stamp or pen, "valid until" the day before by pen, the
    practice's rubber stamp; an older entry above it on some."""
    s = Sheet(360, 504, paper=(246, 241, 226))
    s.label(24, 20, "PET HEALTH PASSPORT", "old_b", 9, ink=GREY)
    s.label(290, 20, "page 7", "old_i", 8, ink=GREY)
    s.label(24, 40, "IV. Vaccination against rabies", "old_b", 13)
    owner = f.owner if rng.random() < 0.5 else None
    s.label(24, 64, "Name of animal", "old_i", 8.5)
    s.text(100, 58, f.dog, "abc", 14, hand=1.0, ink=BLUE)
    if owner:
        s.label(190, 64, "Owner", "old_i", 8.5)
        s.text(222, 58, owner, "abc", 12, hand=1.0, ink=BLUE)
    for x, head in ((24, "Vaccine (sticker)"), (150, "Vaccinated on"), (228, "Valid until"),
                    (290, "Veterinarian")):  # fmt: skip
        s.label(x, 86, head, "old_i", 8)
    s.rule(20, 98, 340, 98, width=0.5, ink=GREY)
    older = rng.random() < 0.5
    rows = [100.0, 240.0] if older else [100.0]
    for y in (100.0, 240.0, 380.0):
        s.rule(20, y + 138, 340, y + 138, width=0.4, ink=GREY)
    expires = add_years(f.vaccinated, f.term) - timedelta(days=1)
    for n, y in enumerate(rows):
        last = n == len(rows) - 1
        given = (
            f.vaccinated
            if last
            else add_years(f.vaccinated, -1) - timedelta(days=rng.randint(3, 40))
        )
        until = expires if last else add_years(given, 1) - timedelta(days=1)
        _sticker(s, 24, y + 6, f if last else None, rng)
        if last and rng.random() < 0.6:
            s.text(150, y + 30, dmy(given), "mono_cb", 10.5, ink=PURPLE, angle=rng.uniform(-6, 6),
                   opacity=0.85)  # fmt: skip
        else:
            s.text(150, y + 28, f"{given.day} {given:%B} {given.year}", "abc", 11, hand=1.0,
                   ink=BLUE)  # fmt: skip
        s.text(228, y + 28, f"{until.day} {until:%b} {until.year}", "abc", 11, hand=1.0, ink=BLUE)
        if last:
            _practice_stamp(s, 222, y + 58, f, rng)
            s.text(280, y + 100, f.vet.split()[-1], "abc", 13, hand=1.2, ink=BLUE)
    tag = f.tag if rng.random() < 0.6 else None
    if tag:
        s.label(24, 470, "Tag no.", "old_i", 8.5)
        s.text(64, 464, tag, "abc", 12, hand=1.0, ink=BLUE)
    s.label(220, 488, "PTR-2 (2020)", "old", 6.5, ink=GREY)
    truth = Truth(f.vaccinated, expires, tag, f.vet, f.clinic, f.dog, owner, f.product, f.lot)
    return s, truth


def _sticker(s: Sheet, x: float, y: float, f: Facts | None, rng: random.Random) -> None:
    """A vial's peel-off label; an older entry's sticker carries another lot."""
    s.box(x + 1.5, y + 1.5, 118, 70, ink=None, fill=(205, 200, 188))
    s.box(x, y, 118, 70, width=0.3, ink=(150, 150, 150), fill=(255, 255, 255))
    product = f.product if f else "Rabvac 1"
    maker = f.maker if f else "Elanco"
    lot = f.lot if f else f"{rng.randint(100, 999)}B{rng.randint(10, 99)}"
    lot_exp = f.lot_expires if f else TODAY - timedelta(days=rng.randint(500, 900))
    s.text(x + 5, y + 4, product, "spartan", 11, ink=(150, 20, 30))
    s.text(x + 5, y + 19, f"{maker} · Rabies Vaccine, Killed Virus", "dosis", 5.2)
    s.label(x + 5, y + 30, "LOT", "ocra", 7.5)
    s.text(x + 26, y + 30, lot, "ocra", 7.5)
    s.label(x + 5, y + 41, "EXP", "ocra", 7.5)
    s.text(x + 26, y + 41, iso(lot_exp), "ocra", 7.5)
    s.text(x + 5, y + 52, f"SER {rng.randint(1000, 9999)}  US VET LIC NO {rng.randint(100, 399)}",
           "dosis", 5.5)  # fmt: skip
    for i in range(34):
        if rng.random() < 0.6:
            s.rule(x + 82 + i, y + 30, x + 82 + i, y + 48, width=rng.choice((0.4, 0.8)))


def _practice_stamp(s: Sheet, x: float, y: float, f: Facts, rng: random.Random) -> None:
    angle = rng.uniform(-4, 4)
    ink = rng.choice(((30, 60, 150), (110, 40, 130), (30, 30, 30)))
    s.box(x, y - 2, 116, 40, width=0.8, ink=ink)
    size = min(8.0, 108 / max(1.0, s.wide(f.clinic, "uni_b", 1)))
    s.text(x + 3, y + 1, f.clinic, "uni_b", size, ink=ink, angle=angle, opacity=0.8)
    s.text(x + 3, y + 13, f"Dr. {f.vet}", "uni", 6.5, ink=ink, angle=angle, opacity=0.8)
    s.text(x + 3, y + 23, f.clinic_phone, "uni", 6.5, ink=ink, angle=angle, opacity=0.8)


def shelter(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A rescue's transfer or adoption record: intake and adoption dates, an animal ID, and a
    medical history table in which rabies is one row (its due date a field on some, else the
    row's term)."""
    s = Sheet(612, 792)
    name = rng.choice(("{town} Humane Society", "Second Chance Rescue of {town}",
                       "{town} County SPCA", "Paws Across State Lines Rescue"))  # fmt: skip
    rescue = name.format(town=f.town)
    kind = rng.choice(("ADOPTION RECORD", "TRANSFER RECORD"))
    s.text(40, 32, rescue, "dosis_b", 17)
    s.text(40, 54, f"{f.clinic_street} · {f.town}, {f.state} · {f.clinic_phone}", "dosis", 9)
    s.label(400, 32, kind, "dosis_b", 13)
    s.label(400, 50, "Animal ID", "dosis", 9)
    s.text(460, 50, f"A{f.serial}", "dosis", 9)
    intake = f.vaccinated - timedelta(days=rng.randint(1, 20))
    out = min(TODAY, f.vaccinated + timedelta(days=rng.randint(2, 60)))
    rows = [("Animal name", f.dog), ("Breed", f.breed), ("Color / Sex", f"{f.colour} / {f.sex}"),
            ("Est. DOB", _d(f.born)), ("Intake date", _d(intake)), ("Microchip", f.microchip),
            ("Adopter" if kind.startswith("A") else "Receiving party", f.owner),
            ("Phone", f.phone), ("Outcome date", _d(out))]  # fmt: skip
    y = 84.0
    for i, (head, value) in enumerate(rows):
        x = 40 + (i % 3) * 180
        s.label(x, y, head, "dosis", 8, ink=GREY)
        s.text(x, y + 10, value, "dosis_b", 10)
        if i % 3 == 2:
            y += 32
    with_due = rng.random() < 0.6
    tag = f.tag if rng.random() < 0.7 else None
    s.label(40, y + 4, "Rabies tag #", "dosis", 8, ink=GREY)
    s.text(40, y + 14, tag or "pending", "dosis_b", 10)
    if with_due:
        s.label(220, y + 4, "Rabies due", "dosis", 8, ink=GREY)
        s.text(220, y + 14, _d(add_years(f.vaccinated, f.term)), "dosis_b", 10)
    y += 44
    s.label(40, y, "MEDICAL HISTORY", "dosis_b", 11)
    y += 16
    cols = ((44, "Date"), (120, "Treatment"), (240, "Product"), (350, "Lot"), (420, "Given by"))
    s.box(40, y, 532, 15, ink=None, fill=(232, 232, 232))
    for x, head in cols:
        s.label(x, y + 3, head, "dosis_b", 8.5)
    y += 19
    term = "" if with_due else f" ({f.term} year)"
    entries = [(intake, "Intake exam", "-", "-", "shelter staff"),
               (intake, "Dewormer", "Pyrantel", "-", "shelter staff")]  # fmt: skip
    entries += [(o.given, o.name, "-", f"{rng.randint(10000, 99999)}", "tech") for o in f.others]
    entries.append((f.vaccinated, f"Rabies{term}", f.product, f.lot, f"Dr. {f.vet}"))
    entries.sort(key=lambda e: (e[0], e[1]))
    seen: set[object] = set()
    for day, treat, product, lot, by in entries:
        s.text(44, y, "" if day in seen else _d(day), "dosis", 8.5)
        seen.add(day)
        for x, value in zip((120, 240, 350, 420), (treat, product, lot, by), strict=True):
            s.text(x, y, value, "dosis", 8.5)
        s.rule(40, y + 12, 572, y + 12, width=0.3, ink=(180, 180, 180))
        y += 16
    s.label(40, y + 10, "Rabies vaccine administered at", "dosis", 8.5, ink=GREY)
    s.text(170, y + 10, f.clinic, "dosis_b", 8.5)
    s.label(40, 750, "This record transfers with the animal. Printed from ShelterTrack v4.2",
            "dosis", 7, ink=GREY)  # fmt: skip
    expires = add_years(f.vaccinated, f.term)
    return s, Truth(f.vaccinated, expires, tag, f.vet, f.clinic, f.dog, f.owner, f.product, f.lot)


def _d(day: object) -> str:
    return f"{day:%d-%b-%Y}"
