"""A paper of the thirty-second set filled by pen: a charity 5K's entry form for runners and walkers
with their dogs (a shelter's fundraiser along the Onondaga Lake trail), printed on a copier from
the race committee's flyer and filled in at the registration table; the volunteer checks the
rabies certificate and the runner keeps the carbon. The race's banner (the date, the start, the
fee); the runner, each value written above a line whose caption is printed under it (name, age,
sex, T-shirt size ringed, e-mail, emergency contact); the event ticked; the dog and its rabies
facts in the same style (date, expiry or the term ringed, tag, clinic, at times the doctor); the
waiver and signature; and the committee's strip (bib number, paid, checked by)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_faces import INKS, PENS, fit
from tests.thirtysecond_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Veterinary Hospital", "Seneca Hills Animal Hospital",
           "Mud Mill Animal Clinic", "{place} Pet Care Center", "Onondaga Hill Vet")  # fmt: skip
RACES = (("PAWS FOR A CAUSE 5K", "benefiting the CNY SPCA"),
         ("MUTT STRUT 5K & 1-MILE WALK", "benefiting Clay Animal Rescue"),
         ("TAILS ON THE TRAIL 5K", "benefiting Helping Hounds"))  # fmt: skip


def race_entry(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("ballpoint", "gel", "felt", "ballpoint"))
    slant = rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    grey = rng.choice(((246, 246, 246), (255, 255, 255)))
    sheet = Sheet(612, 792, paper=grey)

    def under(x: float, y: float, w: float, cap: str, val: str, size: float = 13) -> None:
        """A line to write on with its caption printed small under it."""
        sheet.rule(x, y, x + w, y, 0.5)
        sheet.label(x, y + 9, cap, "dosis", 7)
        if val:
            sheet.pen(rng, x + 4, y - 3, val, hand, fit(val, hand, size, w - 8), ink, tool, slant)

    day = day_between(rng, f.given + timedelta(days=10), TODAY - timedelta(days=2))
    name, cause = rng.choice(RACES)
    sheet.box(0, 0, 612, 96, (30, 30, 30), None)
    sheet.text(306, 44, name, "dosis-bold", 24, (255, 255, 255), align="c")
    sheet.text(306, 62, cause, "dosis", 11, (230, 230, 230), align="c")
    start = rng.choice(("8:30", "9:00", "10:00"))
    sheet.text(306, 82, f"{fmt_date(day, 8)}  -  Onondaga Lake Park, Willow Bay  -  start {start} "
               "AM  -  $30 / $35 race day", "dosis", 9.5, (255, 220, 120), align="c")  # fmt: skip
    y = 130.0
    sheet.text(36, y, "RUNNER / WALKER", "dosis-bold", 11)
    y += 30
    under(36, y, 280, "Name (print)", f.owner)
    under(330, y, 60, "Age", str(rng.randrange(14, 70)))
    under(404, y, 60, "M / F / X", rng.choice(("F", "M", "F", "X")))
    y += 20
    sheet.label(480, y - 36, "Shirt size", "dosis", 7)
    size = rng.choice(("S", "M", "L", "XL"))
    for i, s in enumerate(("S", "M", "L", "XL")):
        x = 480 + i * 24
        sheet.text(x, y - 24, s, "dosis-bold", 9)
        if s == size:
            sheet.box(x - 5, y - 35, 20, 16, None, ink, 0.9, -1)
    y += 16
    mail = f"{f.owner.split()[0].lower()}.{rng.randrange(1, 99)}@gmail.com"
    under(36, y, 280, "E-mail", mail, 11)
    under(330, y, 246, "Phone", phone(rng, rng.randrange(3)))
    y += 34
    under(36, y, 280, "Emergency contact (name & phone)",
          f"{person(rng).split()[0]} {phone(rng, 1)}", 11)  # fmt: skip
    y += 30
    sheet.text(36, y, "EVENT", "dosis-bold", 11)
    pick = rng.randrange(3)
    for i, ev in enumerate(("5K run with dog", "5K run, no dog", "1-mile walk with dog")):
        x = 110 + i * 150
        sheet.box(x, y - 9, 9, 9, None, (30, 30, 30), 0.6)
        sheet.text(x + 14, y, ev, "dosis", 9.5)
        if i == pick:
            sheet.tick(x, y - 3, ink)
    y += 30
    sheet.box(30, y - 16, 552, 158, None, (30, 30, 30), 1.2, 6)
    sheet.text(40, y, "YOUR DOG  -  proof of current rabies vaccination REQUIRED at check-in",
               "dosis-bold", 11)  # fmt: skip
    y += 34
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, by = rng.random() < 0.5, rng.random() < 0.45
    under(40, y, 170, "Dog's name", f.dog)
    under(224, y, 200, "Breed", f.breed, 11)
    under(438, y, 130, "Weight", f"{rng.randrange(12, 90)} lb")
    y += 38
    under(40, y, 150, "Rabies vaccination date", fmt_date(f.given, ds))
    under(204, y, 150, "Rabies expires", fmt_date(f.due, ds) if mode == "date" else "")
    sheet.label(370, y + 9, "Vaccine term (circle)", "dosis", 7)
    for i, t in enumerate(("1 yr", "3 yr")):
        x = 374 + i * 50
        sheet.text(x, y - 4, t, "dosis-bold", 9.5)
        if mode == "term" and int(t[0]) == f.term:
            sheet.box(x - 6, y - 17, 34, 18, None, ink, 0.9, -1)
    under(480, y, 88, "Rabies tag #", f.tag if tagged else "")
    y += 38
    vet = f"{f.clinic} (Dr. {f.vet})" if by else f.clinic
    under(40, y, 380, "Veterinarian / clinic", vet, 12)
    y += 48
    sheet.text(36, y, "WAIVER", "dosis-bold", 11)
    for line in (
        "I know that running a road race is a potentially hazardous activity. I assume all risks",
        "for myself and my dog, and I waive all claims against the organizers, sponsors, Onondaga",
        "County Parks and volunteers. My dog will be leashed (6 ft max) at all times.",
    ):
        y += 13
        sheet.text(36, y, line, "dosis", 9)
    y += 40
    sheet.rule(36, y, 300, y, 0.5)
    sheet.label(36, y + 9, "Signature (parent if under 18)", "dosis", 7)
    sheet.sign(rng, 50, y - 4, 130, ink)
    under(330, y, 120, "Date", fmt_date(day - timedelta(days=rng.randrange(0, 20)), ds))
    y += 30
    sheet.rule(36, y, 576, y, 0.6, dash=3)
    sheet.text(36, y + 14, "COMMITTEE USE", "dosis-bold", 8.5)
    y += 40
    bib = str(rng.randrange(100, 799))
    under(36, y, 80, "Bib #", bib, 15)
    under(130, y, 120, "Paid", rng.choice(("cash", "ck 1142", "Venmo", "$35")))
    under(264, y, 120, "Rabies checked by", rng.choice(("KM", "JD", "volunteer", "")))
    sheet.text(36, 770, "Day-of registration 7:30 AM  |  Chip timing by CNY Race Services",
               "dosis", 8)  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=by, product=False, lot=False)
