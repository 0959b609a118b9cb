"""A paper of the thirtieth set filled by pen: a low-cost spay and neuter program's voucher (a
county SPCA's, paid in part by the state's animal population control fund), whose top the
program's desk fills when it issues it and whose foot the participating practice fills on the day
of surgery; the owner keeps the pink copy, and the rabies shot the practice gives under anaesthesia
(or finds current) is on it. The program's name and the voucher's printed number, the dates it was
issued and it expires, the owner and the pet by the desk's hand, the co-pay; then the practice's
part: the date of surgery, the procedure ticked, the rabies shot given that day (its term circled
on "1 yr / 3 yr", the tag, at times the lot and the due date) or, ticked instead, a current shot
seen with its date; the doctor's printed name and signature, the practice's stamp and the amount
billed to the program."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_faces import INKS, PENS, fit
from tests.thirtieth_facts import HAND_STYLES, TODAY, facts, fmt_date, person, phone, vet_name

PRACTICES = (
    "{place} Animal Hospital",
    "Spay Neuter Clinic of CNY",
    "Brewerton Road Veterinary",
    "{place} Veterinary Clinic",
)
SURGERY = ("Spay Neuter Clinic of CNY", "Pet Pride Spay & Neuter", "Helping Paws Surgical Clinic")
PROGRAMS = (
    "CNY SPCA Spay/Neuter Assistance",
    "Oswego County Humane Society - SNAP",
    "Onondaga Pet Population Project",
)
PLUM = (120, 40, 90)


def voucher(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    desk_hand, vet_hand = rng.sample(PENS, 2)
    desk_ink, vet_ink = rng.choice(INKS), rng.choice(INKS)
    sheet = Sheet(612, 792, paper=rng.choice(((252, 232, 238), (255, 250, 235), (255, 255, 255))))

    def write(x: float, y: float, s: str, room: float, size: float = 13, vet: bool = True) -> None:
        hand, ink = (vet_hand, vet_ink) if vet else (desk_hand, desk_ink)
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, "ballpoint")

    def line(x: float, y: float, lab: str, end: float, val: str, vet: bool = True) -> None:
        x1 = sheet.label(x, y, lab, "oxygen", 9) + 4
        sheet.rule(x1, y + 2, end, y + 2, 0.5)
        if val:
            write(x1 + 4, y - 1, val, end - x1 - 8, vet=vet)

    ds = rng.choice(HAND_STYLES)
    at_surgery = rng.random() < 0.6  # given under anaesthesia, else found current
    surgery = f.given if at_surgery else f.given + timedelta(days=rng.randrange(30, 300))
    surgery = min(surgery, TODAY - timedelta(days=1))
    issued = surgery - timedelta(days=rng.randrange(10, 50))
    sheet.box(36, 30, 540, 58, None, PLUM, 1.5, 4)
    sheet.text(48, 52, rng.choice(PROGRAMS), "oxygen-bold", 14, PLUM)
    sheet.text(
        48, 70, "SPAY / NEUTER VOUCHER  -  present at the participating clinic", "oxygen", 9, PLUM
    )
    sheet.text(
        564, 56, f"No. {rng.randrange(10**4, 10**5)}", "jetmono-bold", 14, (170, 30, 30), align="r"
    )
    sheet.text(564, 74, "PINK - OWNER COPY", "jetmono", 7.5, PLUM, align="r")
    y = 114.0
    line(36, y, "Issued", 200, fmt_date(issued, ds), vet=False)
    line(210, y, "Voucher expires", 400, fmt_date(issued + timedelta(days=60), ds), vet=False)
    line(410, y, "Co-pay $", 576, rng.choice(("25", "40", "0 (waived)")), vet=False)
    y += 28
    named = rng.random() < 0.75  # else the program writes its client number, not the name
    if named:
        line(36, y, "Owner", 330, f.owner, vet=False)
    else:
        line(36, y, "Client ID", 330, f"C-{rng.randrange(1000, 9999)}", vet=False)
    line(340, y, "Phone", 576, phone(rng, 1), vet=False)
    y += 28
    line(36, y, "Pet's name", 230, f.dog, vet=False)
    line(240, y, "Breed", 440, f.breed[:22], vet=False)
    line(450, y, "Wt", 576, f"{rng.randrange(10, 80)} lb", vet=False)
    y += 26
    sheet.text(
        36,
        y,
        "Program pays only the procedure ticked below. Rabies vaccination is "
        "required by NYS law if not current.",
        "oxygen",
        8,
    )
    y += 28
    sheet.box(36, y, 540, 20, PLUM, None)
    sheet.text(
        44,
        y + 14,
        "TO BE COMPLETED BY THE PARTICIPATING VETERINARIAN",
        "oxygen-bold",
        9,
        (255, 255, 255),
    )
    y += 44
    line(36, y, "Date of surgery", 250, fmt_date(surgery, ds))
    for i, proc in enumerate(("Spay (OHE)", "Neuter", "Cryptorchid")):
        x = 270 + i * 100
        sheet.box(x, y - 9, 10, 10, None, (60, 60, 60), 0.6)
        sheet.text(x + 14, y, proc, "oxygen", 9)
    sheet.tick(271 + rng.randrange(2) * 100, y - 1, vet_ink)
    y += 36
    sheet.box(36, y - 9, 10, 10, None, (60, 60, 60), 0.6)
    sheet.text(52, y, "Rabies vaccine given today", "oxygen-bold", 9)
    sheet.box(300, y - 9, 10, 10, None, (60, 60, 60), 0.6)
    sheet.text(316, y, "Rabies current - proof seen, given", "oxygen-bold", 9)
    tagged, lot_shown = rng.random() < 0.65, rng.random() < 0.4
    due_shown = rng.random() < 0.35
    term_circled = at_surgery or rng.random() < 0.5
    y += 26
    if at_surgery:
        sheet.tick(37, y - 27, vet_ink)
        sheet.text(52, y, "1 yr  /  3 yr", "oxygen", 9.5)
        circle = 52 if f.term == 1 else 83
        sheet.box(circle - 3, y - 11, 28, 15, None, vet_ink, 0.9, -1)
        line(150, y, "Tag #", 290, f.tag if tagged else "")
        line(36, y + 28, "Lot", 200, f.lot if lot_shown else "")
        line(210, y + 28, "Due", 400, fmt_date(f.due, ds) if due_shown else "")
        sheet.rule(300, y + 2, 576, y + 2, 0.3, (200, 200, 200))
    else:
        sheet.tick(301, y - 27, vet_ink)
        sheet.rule(320, y - 8, 576, y - 8, 0.5)
        write(326, y - 11, fmt_date(f.given, ds), 240)
        term = f"({f.term} yr)" if term_circled else ""
        line(300, y + 14, "at", 576, f"{f.clinic} {term}".strip())
        line(36, y + 14, "Tag #", 250, f.tag if tagged else "")
        line(36, y + 40, "Due", 250, fmt_date(f.due, ds) if due_shown else "")
        lot_shown = False
    y += 80
    surgeon = f.vet if at_surgery else vet_name(rng)  # the shot seen was given elsewhere
    line(36, y, "Veterinarian (print)", 330, f"Dr. {surgeon}")
    line(340, y, "Signature", 576, "")
    sheet.sign(rng, 400, y - 4, 120, vet_ink)
    y += 34
    here = f.clinic if at_surgery else rng.choice([p for p in SURGERY if p != f.clinic])
    line(36, y, "Practice", 330, here)
    line(340, y, "Amount billed $", 576, rng.choice(("95.00", "120.00", "85.00")))
    y += 40
    sheet.text(
        36,
        y,
        "Clinic: return the white copy with your invoice within 30 days of surgery "
        f"to {person(rng)}, program coordinator.",
        "oxygen",
        8,
    )
    sheet.text(
        36, 770, "Form SNV-2 (4 part)  WHITE: program  YELLOW: clinic  PINK: owner", "jetmono", 7
    )
    expires = due_shown or term_circled
    shown = {"tag": tagged, "lot": lot_shown, "vet": at_surgery, "owner": named, "product": False}
    return sheet, f.truth(expires=expires, **shown)
