"""A paper of the thirty-fifth set filled by pen: a public library's read-to-a-dog volunteer team
application, printed by the library and filled in by the dog's handler; the owner uploads it
because its health section holds the rabies shot. The library's heading and program; a small
caption above each line and the pen's words on it (handler, e-mail, phone, dog, breed, the therapy
dog group, its registration number and its own expiry date, the rabies date, its expiry or the
"1 yr / 3 yr" ticked or nothing, the tag and the vet at times); days free, ticked; the handler's
signature; the library's office box with its own dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_faces import INKS, PENS, fit
from tests.thirtyfifth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Animal Hosp.", "Clay Vet Clinic", "Bayberry Vet", "{place} Pet Hospital")
LIBRARIES = ("Liverpool Public Library", "Northern Onondaga Public Library - Cicero",
             "Northern Onondaga Public Library - Brewerton")  # fmt: skip
GROUPS = ("Alliance of Therapy Dogs", "Pet Partners", "Therapy Dogs International",
          "Paws of CNY")  # fmt: skip
PLUM = (90, 40, 90)


def library_application(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "felt")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)
    lib = rng.choice(LIBRARIES)
    sheet.text(48, 50, lib, "gentium-bold", 16, PLUM)
    sheet.text(48, 68, "Paws to Read - volunteer dog team application", "gentium", 12)
    sheet.text(48, 84, "Children read aloud to a calm, registered therapy dog. Sessions are 45 "
               "minutes in the children's room.", "gentium", 9.5)  # fmt: skip
    sheet.rule(48, 92, 564, 92, 0.8, PLUM)

    def line(x: float, y: float, w: float, cap: str, val: str, size: float = 14) -> None:
        sheet.label(x, y - 22, cap, "gentium", 8.5)
        sheet.rule(x, y + 3, x + w, y + 3, 0.5)
        if val:
            sheet.pen(rng, x + 6, y, val, hand, fit(val, hand, size, w - 14), ink, tool, slant)

    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.5
    group = rng.choice(GROUPS)
    reg_due = day_between(rng, TODAY - timedelta(days=60), TODAY + timedelta(days=600))
    signed = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))
    mail = f"{f.owner.split()[0].lower()}.{rng.randrange(10, 99)}@gmail.com"
    y = 136.0
    line(48, y, 250, "Handler's name", f.owner)
    line(314, y, 250, "E-mail", mail, 12)
    y += 44
    line(48, y, 250, "Phone", phone(rng, rng.randrange(3)))
    line(314, y, 250, "Dog's name", f.dog)
    y += 44
    line(48, y, 250, "Breed", f.breed, 12)
    line(314, y, 250, "Therapy dog group", group, 12)
    y += 44
    line(48, y, 250, "Registration no.", f"{rng.randrange(10**4, 10**5)}")
    line(314, y, 250, "Registration good through", fmt_date(reg_due, ds))
    y += 30
    sheet.text(48, y, "HEALTH - please attach a copy of the rabies certificate", "gentium-bold",
               10, PLUM)  # fmt: skip
    y += 40
    line(48, y, 160, "Rabies vaccination date", fmt_date(f.given, ds))
    line(222, y, 160, "Rabies due", fmt_date(f.due, ds) if mode == "date" else "")
    sheet.label(400, y - 22, "Vaccine (tick one)", "gentium", 8.5)
    for i, t in enumerate(("1 year", "3 year")):
        x = 400 + i * 80
        sheet.box(x, y - 9, 10, 10, None, (0, 0, 0), 0.6)
        sheet.text(x + 14, y, t, "gentium", 10)
        if mode == "term" and int(t[0]) == f.term:
            sheet.tick(x, y - 2, ink)
    y += 44
    line(48, y, 160, "Rabies tag no.", f.tag if tagged else "")
    line(222, y, 342, "Veterinary practice", f.clinic if where else "", 13)
    y += 36
    sheet.text(48, y, "Days you could come (tick):", "gentium", 10)
    for i, d in enumerate(("Mon", "Tue", "Wed", "Thu", "Sat")):
        x = 210 + i * 66
        sheet.box(x, y - 9, 10, 10, None, (0, 0, 0), 0.6)
        sheet.text(x + 14, y, d, "gentium", 10)
        if rng.random() < 0.45:
            sheet.tick(x, y - 2, ink)
    y += 34
    for text in (
        "I confirm my dog is registered with a national therapy dog group, is current on its",
        "vaccinations, and will be on a 6 ft leash or shorter at all times in the library.",
    ):
        sheet.text(48, y, text, "gentium", 10)
        y += 14
    y += 40
    sheet.sign(rng, 58, y - 4, 150, ink)
    sheet.rule(48, y, 300, y, 0.5)
    sheet.label(48, y + 12, "Signature", "gentium", 8.5)
    sheet.rule(340, y, 480, y, 0.5)
    sheet.pen(rng, 346, y - 3, fmt_date(signed, ds), hand, 13, ink, tool, slant)
    sheet.label(340, y + 12, "Date", "gentium", 8.5)
    y += 40
    sheet.box(48, y, 516, 60, (240, 236, 244), (0, 0, 0), 0.5)
    sheet.text(56, y + 16, "LIBRARY USE", "gentium-bold", 9)
    sheet.text(56, y + 40, "Received", "gentium", 9)
    sheet.pen(rng, 110, y + 41, fmt_date(signed + timedelta(days=2), 1), "domestic", 11,
              (20, 20, 20))  # fmt: skip
    sheet.text(250, y + 40, "Orientation", "gentium", 9)
    sheet.pen(rng, 320, y + 41, rng.choice(("Sat 10 am", "done", "call")), "domestic", 11,
              (20, 20, 20))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
