"""A paper of the thirty-third set filled by pen: a Canine Good Citizen test's evaluation form,
printed by the training club that hosts the test and filled in by the evaluator at the ring; the
owner uploads it because the evaluator wrote down the rabies certificate shown at check-in. The
club's heading and the test's date and place; the dog and the handler on written lines beside
their labels; the evaluator's name and number; the ten test items, each ticked passed or needs
training; the rabies line (date, expiry or the term ringed, at times the tag and the practice);
the result ringed and the evaluator's signature."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_faces import INKS, PENS, fit
from tests.thirtythird_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, person

CLINICS = ("{place} Vet Clinic", "Clay Veterinary Hospital", "Northern Lights Animal Hospital",
           "{place} Animal Hospital", "Seneca Knolls Vet")  # fmt: skip
CLUBS = ("Syracuse Obedience Training Club", "Onondaga Kennel Association",
         "Lakeside Canine Sports Club")  # fmt: skip
ITEMS = ("Accepting a friendly stranger", "Sitting politely for petting",
         "Appearance and grooming", "Out for a walk (loose lead)", "Walking through a crowd",
         "Sit and down on command; stay", "Coming when called", "Reaction to another dog",
         "Reaction to distraction", "Supervised separation")  # fmt: skip


def cgc_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("ballpoint", "gel", "ballpoint", "felt"))
    slant = rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def line(x: float, y: float, w: float, lab: str, val: str, size: float = 13) -> None:
        end = sheet.label(x, y, lab, "arimo", 9)
        sheet.rule(end + 4, y + 2, x + w, y + 2, 0.5)
        if val:
            pen(end + 8, y - 1, val, x + w - end - 12, size)

    day = day_between(rng, f.given + timedelta(days=7), TODAY - timedelta(days=2))
    sheet.text(306, 42, rng.choice(CLUBS), "arimo-bold", 13, align="c")
    sheet.text(306, 60, "CANINE GOOD CITIZEN TEST - EVALUATION FORM", "arimo-bold", 11.5,
               align="c")  # fmt: skip
    sheet.rule(36, 68, 576, 68, 1.0)
    y = 96.0
    line(36, y, 250, "Test date", fmt_date(day, ds))
    line(300, y, 276, "Location", rng.choice(("club bldg, Liverpool", "Cicero town park",
                                              "Destiny USA, 2nd fl")), 12)  # fmt: skip
    y += 28
    line(36, y, 250, "Dog's name", f.dog)
    line(300, y, 276, "Breed", f.breed, 12)
    y += 28
    line(36, y, 250, "Owner / handler", f.owner, 12)
    line(300, y, 140, "Dog's age", f"{max(1, (f.given - f.born).days // 365)} yrs")
    line(450, y, 126, "Sex", rng.choice(("M", "F", "MN", "FS")))
    y += 28
    line(36, y, 320, "Evaluator", person(rng), 12)
    line(370, y, 206, "Evaluator no.", f"{rng.randrange(10000, 99999)}")
    y += 34
    sheet.box(36, y - 14, 540, 86, (245, 245, 245), (0, 0, 0), 0.8)
    sheet.text(44, y, "PROOF OF RABIES VACCINATION SHOWN (required to test)", "arimo-bold", 9.5)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.55, rng.random() < 0.6
    y += 26
    line(44, y, 230, "Date given", fmt_date(f.given, ds))
    line(290, y, 180, "Expires", fmt_date(f.due, ds) if mode == "date" else "")
    for i, t in enumerate(("1 yr", "3 yr")):
        x = 490 + i * 40
        sheet.text(x, y, t, "arimo", 9)
        if mode == "term" and int(t[0]) == f.term:
            sheet.box(x - 5, y - 12, 28, 17, None, ink, 0.9, -1)
    y += 26
    line(44, y, 230, "Tag #", f.tag if tagged else "")
    line(290, y, 278, "Vet / clinic", f.clinic if where else "", 11)
    y += 38
    sheet.text(36, y, "TEST ITEMS", "arimo-bold", 10)
    sheet.text(400, y, "Passed", "arimo-bold", 8.5)
    sheet.text(470, y, "Needs training", "arimo-bold", 8.5)
    for i, item in enumerate(ITEMS):
        yy = y + 20 + i * 20
        sheet.text(36, yy, f"{i + 1}. {item}", "arimo", 9.5)
        for x in (410, 490):
            sheet.box(x, yy - 9, 10, 10, None, (0, 0, 0), 0.6)
        sheet.tick(410 if rng.random() < 0.93 else 490, yy - 3, ink)
        sheet.rule(36, yy + 6, 576, yy + 6, 0.3, (180, 180, 180))
    y += 20 + 10 * 20 + 24
    sheet.text(36, y, "Result:", "arimo-bold", 10)
    res = rng.choice(("PASS", "PASS", "NOT READY"))
    for i, t in enumerate(("PASS", "NOT READY")):
        x = 100 + i * 80
        sheet.text(x, y, t, "arimo-bold", 9.5)
        if t == res:
            sheet.box(x - 6, y - 13, 20 + 7 * len(t), 18, None, ink, 0.9, -1)
    y += 40
    sheet.sign(rng, 46, y - 4, 140, ink)
    sheet.rule(36, y, 300, y, 0.5)
    sheet.label(36, y + 10, "Evaluator's signature", "arimo", 7.5)
    sheet.text(36, 770, "Evaluator keeps the original; a copy goes to the owner. Submit within 14 "
               "days.", "arimo", 7.5, (100, 100, 100))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
