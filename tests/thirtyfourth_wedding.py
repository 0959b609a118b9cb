"""A printed paper of the thirty-fourth set: a wedding venue's dog-in-the-ceremony agreement,
sent as a fillable PDF by a barn venue's event coordinator and typed in by the couple; the owner
uploads it because it carries the dog's rabies facts the venue asked for. The venue's banner; the
couple and the wedding date (a date to come, not the shot's); boxes with their labels above the
values (the dog, its owner and the day-of handler, the rabies date, the expiry or the term
ticked, the tag at times, the clinic and veterinarian); the venue's rules and two signatures."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_facts import TODAY, facts, fmt_date, person, phone

CLINICS = ("{place} Animal Hospital", "Cicero Veterinary Clinic", "Route 11 Animal Hospital",
           "{place} Small Animal Clinic", "Brewerton Veterinary Care")  # fmt: skip
VENUES = ("The Barn at Oneida Shores", "Skaneateles Lake Vineyard Events",
          "Maple Knoll Farm Weddings", "The Hayloft at Stone Mill")  # fmt: skip
ROLES = ("ring bearer", "flower dog", "best dog", "escort down the aisle")
GREEN = (52, 86, 62)


def wedding_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 4, 6, 12))
    venue = rng.choice(VENUES)
    wed = TODAY + timedelta(days=rng.randrange(40, 300))
    sheet.box(0, 0, 612, 82, GREEN, None)
    sheet.text(306, 40, venue, "lato-bold", 20, (255, 255, 255), align="c")
    sheet.text(306, 62, "FOUR-LEGGED GUEST AGREEMENT  -  dogs in the ceremony", "lato", 10.5,
               (230, 240, 232), align="c")  # fmt: skip
    partner = person(rng)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, named, where = rng.random() < 0.5, rng.random() < 0.55, rng.random() < 0.8
    handler = person(rng)
    boxes = [
        [("Couple", f"{f.owner} & {partner}", 330), ("Wedding date", fmt_date(wed, ds), 186)],
        [("Dog's name", f.dog, 160), ("Breed / size", f"{f.breed}, {rng.choice('SML')}", 190),
         ("Role", rng.choice(ROLES), 156)],
        [("Dog's owner", f.owner, 250), ("Day-of dog handler (not in the wedding party)",
                                         f"{handler}, {phone(rng, 2)}", 266)],
        [("Rabies vaccination date", fmt_date(f.given, ds), 170),
         ("Rabies expiration date", fmt_date(f.due, ds) if mode == "date" else "", 170),
         ("Rabies tag number", f.tag if tagged else "", 166)],
        [("Veterinary clinic", f.clinic if where else "", 270),
         ("Veterinarian", f"Dr. {f.vet}" if named else "", 246)],
    ]  # fmt: skip
    y = 108.0
    for row in boxes:
        x = 48.0
        for lab, val, w in row:
            sheet.box(x, y, w - 6, 40, (250, 250, 247), (150, 150, 150), 0.5, 3)
            sheet.label(x + 6, y + 12, lab, "lato", 7.5, (90, 90, 90))
            if val:
                sheet.value(x + 6, y + 31, val, "lato", 11)
            x += w
        y += 48
    sheet.label(48, y + 8, "Vaccine term:", "lato-bold", 9)
    for i, t in enumerate(("1 year", "3 year")):
        x = 130 + i * 70
        sheet.box(x, y - 1, 10, 10, None, (90, 90, 90), 0.6)
        sheet.text(x + 15, y + 8, t, "lato", 9)
        if mode == "term" and int(t[0]) == f.term:
            sheet.text(x + 1.5, y + 8, "X", "lato-bold", 9)
    sheet.text(290, y + 8, "Attach a copy of the rabies certificate or your vet's record.", "lato",
               8.5, (90, 90, 90))  # fmt: skip
    y += 38
    sheet.text(48, y, "VENUE RULES FOR DOGS", "lato-bold", 10.5, GREEN)
    event = rng.randrange(10**4, 10**5)
    rules = (
        "1. Dogs attend the ceremony and photos only, not the reception or the tasting room.",
        "2. A named handler who is not in the wedding party stays with the dog at all times.",
        "3. Dogs are leashed except while walking the aisle; no dogs in the vineyard rows.",
        "4. Proof of current rabies vaccination is due 30 days before the wedding date.",
        f"5. A $250 cleaning deposit is added to the final invoice (event no. {event}).",
    )  # fmt: skip
    for line in rules:
        y += 15
        sheet.text(48, y, line, "lato", 9.5)
    y += 50
    for i, who in enumerate(("Dog's owner", "Event coordinator")):
        x = 48 + i * 270
        sheet.sign(rng, x + 8, y - 4, 130)
        sheet.rule(x, y, x + 230, y, 0.5)
        sheet.label(x, y + 11, who, "lato", 8)
    sheet.text(306, 770, f"{venue} - fillable form rev. {rng.randrange(2019, 2026)}", "lato", 7.5,
               (120, 120, 120), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=where,
                          product=False, lot=False)  # fmt: skip
