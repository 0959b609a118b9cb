"""The seventeenth set's pen layouts: a house-call vet's duplicate receipt book page, a clinic's
appointment card with today's shots noted by pen, and a rescue transport's intake and health
checklist filled in by pen."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.seventeenth_canvas import (
    BLACK_PEN,
    BLUE_PEN,
    FACES,
    GREY,
    HANDS,
    Sheet,
    font,
    signature,
    stamp,
)
from tests.seventeenth_facts import facts
from tests.seventeenth_parts import PEN_STYLES, day, paw, pen_field, truth

MOBILE = (
    "Salt City Mobile Vet",
    "Paws at Home Veterinary House Calls",
    "Clay Country Mobile Veterinary Service",
    "Northside House Call Vet",
)


def receipt_book(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    f.clinic = rng.choice(MOBILE)
    hand = rng.choice(tuple(HANDS))
    face = rng.choice(("accanthis", "averia", "libris"))
    st = rng.choice(PEN_STYLES)
    form = rng.choice(((20, 100, 60), (25, 60, 140)))
    sheet = Sheet(1275, 780, paper=rng.choice(((255, 255, 255), (255, 250, 215), (250, 228, 232))))
    sheet.rect((30, 30, 1245, 750), form, None, 3)
    sheet.text(60, 50, "RECEIPT", face, 44, form, label=True)
    sheet.text(
        1210,
        55,
        f"No. {rng.randrange(1000, 9999):06d}",
        "agave_b",
        30,
        (200, 30, 30),
        align="right",
    )
    words = (f.clinic, f"Dr. {f.vet}", f.clinic_phone)
    sheet.picture(330, 40, stamp(rng, words, (40, 40, 120), 20), words)
    y = 170.0
    end = pen_field(sheet, rng, 60, y, "Date", day(f.vaccinated, st), face, hand, 22, 250)
    pen_field(sheet, rng, end + 30, y, "Received From", f.owner, face, hand, 22, 470)
    y += 80
    pen_field(sheet, rng, 60, y, "Address", f"{f.street}, {f.town}", face, hand, 22, 700)
    y += 80
    fee = rng.choice((38, 45, 52, 65))
    pen_field(sheet, rng, 60, y, "Dollars $", f"{fee}.00", face, hand, 22, 200)
    y += 80
    lines = [
        f"Rabies vacc - {f.dog} ({f.product})",
        f"Tag # {f.tag}  Lot {f.lot}",
    ]
    expiry = rng.random() < 0.6
    lines.append(f"Exp {day(f.expires, st)}" if expiry else f"{f.term} yr")
    if rng.random() < 0.5:
        lines.reverse()
        lines.insert(0, lines.pop())
    sheet.label(60, y, "For", face, 22)
    for i, s in enumerate(lines):
        sheet.line(120, y + 26 + i * 62, 1210, y + 26 + i * 62, (120, 120, 130), 1)
        sheet.hand(rng, 140 + rng.uniform(0, 30), y - 12 + i * 62, s, hand, 29, BLUE_PEN)
    y += 62 * len(lines) + 20
    for i, lab in enumerate(("ACCT", "PAID", "BAL DUE")):
        sheet.rect((60 + i * 170, y, 220 + i * 170, y + 60), form, None, 2)
        sheet.label(68 + i * 170, y + 4, lab, face, 15)
    sheet.hand(rng, 250, y + 20, f"{fee}.00", hand, 24, BLUE_PEN)
    pen_field(sheet, rng, 620, y + 10, "By", f"{f.vet} DVM", face, hand, 22, 520)
    sheet.picture(760, y - 48, signature(rng, 260, 70, BLACK_PEN))
    return sheet, truth(f, expires=expiry)


def appointment_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    hand = rng.choice(tuple(HANDS))
    face = rng.choice(("prociono", "allerta", "caslon", "accanthis"))
    st = rng.choice(PEN_STYLES)
    tone = rng.choice(((0, 110, 120), (150, 40, 70), (40, 60, 130)))
    sheet = Sheet(1500, 900, dpi=300, paper=(252, 251, 246))
    sheet.rect((0, 0, 1500, 150), None, tone)
    paw(sheet, 40, 25, 100, (255, 255, 255))
    sheet.text(170, 30, f.clinic, face, 44, (255, 255, 255))
    sheet.text(
        170,
        90,
        f"{f.clinic_street} - {f.clinic_town}, NY - {f.clinic_phone}",
        face,
        26,
        (235, 235, 235),
    )
    docs = [f"{f.vet}, DVM", f"{f.other_vet}, DVM"]
    rng.shuffle(docs)
    sheet.text(1460, 170, "  |  ".join(docs), face, 24, GREY, align="right")
    y = 230.0
    appt = date(2026, 12, 4) + timedelta(days=rng.randint(20, 200))
    end = pen_field(sheet, rng, 40, y, "Patient", f.dog, face, hand, 30, 380)
    pen_field(sheet, rng, end + 30, y, "Owner", f.owner, face, hand, 30, 500)
    y += 95
    end = pen_field(
        sheet, rng, 40, y, "Next appointment", day(appt, "us_nopad"), face, hand, 30, 300
    )
    pen_field(
        sheet,
        rng,
        end + 20,
        y,
        "at",
        f"{rng.randint(8, 11)}:{rng.choice(('00', '15', '30'))}",
        face,
        hand,
        30,
        160,
    )
    y += 110
    sheet.rect((30, y - 15, 1470, 870), (150, 150, 150), None, 2)
    sheet.text(50, y, "Vaccines given today", face, 28, tone, label=True)
    y += 60
    end = pen_field(sheet, rng, 50, y, "Date", day(f.vaccinated, st), face, hand, 28, 300)
    sheet.label(end + 40, y, "Rabies  1yr [ ]  3yr [ ]", face, 28)
    upto = "Rabies  1yr [" if f.term == 1 else "Rabies  1yr [ ]  3yr ["
    box_x = end + 40 + font(FACES[face], 28).getlength(upto) - 4
    sheet.hand(rng, box_x, y - 6, "X", hand, 30, BLUE_PEN)
    y += 85
    end = pen_field(sheet, rng, 50, y, "Rab. Tag #", f.tag, face, hand, 28, 280)
    pen_field(sheet, rng, end + 30, y, "Lot", f.lot, face, hand, 28, 320)
    y += 85
    expiry = rng.random() < 0.7
    end = pen_field(sheet, rng, 50, y, "Vaccine", f.product, face, hand, 28, 360)
    label = rng.choice(("Exp", "Due", "Next"))
    pen_field(
        sheet, rng, end + 30, y, label, day(f.expires, st) if expiry else None, face, hand, 28, 300
    )
    y += 85
    other = f.others[0]
    pen_field(
        sheet,
        rng,
        50,
        y,
        "Other",
        f"{other[0]} - due {day(other[2], 'us_short')}",
        face,
        hand,
        28,
        560,
    )
    pen_field(sheet, rng, 820, y, "Vet", f.vet, face, hand, 28, 480)
    return sheet, truth(f, expires=expiry)
