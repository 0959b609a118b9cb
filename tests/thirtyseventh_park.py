"""A printed paper of the thirty-seventh set: a county park's off-leash dog park annual permit,
printed at home from the parks department's online registration; the owner uploads it because
the permit repeats the rabies shot the park checked. Above a cut line, a wallet pass: the season
it is good for, pass number, dog and owner, each value over a small caption, and the rabies
"valid through" date (or the vaccine's years, or nothing); below it, the registration's record
with the facts inside sentences: the Town of Clay dog license number (another number), when and
where the dog was vaccinated, its tag at times, the fee paid and the park rules."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_facts import TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Veterinary Clinic", "Caughdenoy Animal Hospital", "Clay Pet Clinic",
           "{place} Animal Hospital", "Three Rivers Vet")  # fmt: skip
PARKS = ("Onondaga Lake Park - Off-Leash Dog Area", "Highland Forest Dog Run",
         "Oneida Shores Park - Bark Park")  # fmt: skip
GREEN = (34, 94, 58)


def _caption(sheet: Sheet, x: float, y: float, value: str, cap: str, size: float = 11) -> None:
    """A value with its caption under it."""
    sheet.value(x, y, value, "cabin-bold", size)
    sheet.label(x, y + 11, cap, "cabin", 6.5, (110, 110, 110))


def park_permit(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((1, 4, 0, 13, 3))
    park = rng.choice(PARKS)
    bought = day_between(rng, f.given + timedelta(days=2), TODAY - timedelta(days=1))
    season = bought.year
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where, named = rng.random() < 0.62, rng.random() < 0.7, rng.random() < 0.4
    pass_no = f"DP{season % 100}-{rng.randrange(1000, 9999)}"
    # the wallet pass
    sheet.box(150, 40, 312, 198, (244, 250, 244), GREEN, 1.5, radius=8)
    sheet.box(150, 40, 312, 34, GREEN, None, radius=8)
    sheet.text(306, 62, "ONONDAGA COUNTY PARKS  -  DOG PARK PASS", "cabin-bold", 11,
               (255, 255, 255), align="c")  # fmt: skip
    sheet.text(306, 90, park, "cabin", 8.5, GREEN, align="c")
    _caption(sheet, 164, 116, f"Jan 1 - Dec 31, {season}", "Season", 10)
    _caption(sheet, 340, 116, pass_no, "Pass no.", 10)
    _caption(sheet, 164, 148, f.dog, "Dog")
    _caption(sheet, 340, 148, f.breed, "Breed", 9.5)
    _caption(sheet, 164, 180, f.owner, "Permit holder")
    valid = {"date": fmt_date(f.due, ds), "term": f"{f.term}-year vaccine", "none": "on file"}
    _caption(sheet, 340, 180, valid[mode], "Rabies valid through" if mode == "date"
             else "Rabies")  # fmt: skip
    sheet.text(164, 222, "Show this pass and the dog's license tag to park staff on request.",
               "cabin", 7, (90, 90, 90))  # fmt: skip
    sheet.rule(36, 262, 576, 262, 0.8, (120, 120, 120), dash=4)
    sheet.text(40, 258, "cut here", "cabin", 7, (120, 120, 120))
    # the registration's record
    y = 296.0
    sheet.text(40, y, "Registration record", "cabin-bold", 13, GREEN)
    sheet.text(572, y, f"Order {rng.randrange(10**6, 10**7)}  -  {fmt_date(bought, ds)}",
               "cabin", 9, align="r")  # fmt: skip
    y += 24
    lic = f"CLAY-{season - rng.randrange(0, 2)}-{rng.randrange(100, 999)}"
    sentences = [
        f"{f.owner} of {f.street}, {f.town} NY {f.zip} (phone {phone(rng, 1)}) registered "
        f"{f.dog}, a {f.colour}",
        f"{f.breed}, Town of Clay dog license no. {lic}.",
    ]
    shot = f"{f.dog} was vaccinated against rabies on {fmt_date(f.given, ds)}"
    if where:
        shot += f" at {f.clinic}"
    if named:
        shot += f" by Dr. {f.vet}"
    sentences.append(shot + ".")
    tail = []
    if mode == "date":
        tail.append(f"The vaccination is current until {fmt_date(f.due, ds)}.")
    elif mode == "term":
        tail.append(f"The vaccine given is a {f.term} year vaccine.")
    if tagged:
        tail.append(f"Rabies tag {f.tag}.")
    if tail:
        sentences.append(" ".join(tail))
    sentences.append(f"Certificate uploaded {fmt_date(bought, ds)} and checked by parks staff.")
    for line in sentences:
        sheet.value(40, y, line, "cabin", 9.5)
        y += 15
    y += 16
    sheet.text(40, y, "Fees", "cabin-bold", 10, GREEN)
    y += 16
    fee = rng.choice((25, 30, 40))
    for lab, amt in (("Annual pass, first dog", fee), ("Online service fee", 1.5)):
        sheet.text(40, y, lab, "cabin", 9)
        sheet.text(300, y, f"${amt:,.2f}", "cabin", 9, align="r")
        y += 14
    sheet.text(40, y, "Paid by card", "cabin-bold", 9)
    sheet.text(300, y, f"${fee + 1.5:,.2f}", "cabin-bold", 9, align="r")
    y += 30
    sheet.text(40, y, "Park rules", "cabin-bold", 10, GREEN)
    for i, rule in enumerate((
        "Dogs must be licensed, vaccinated against rabies and at least four months old.",
        "No more than two dogs per adult. Children under 12 with an adult only.",
        "Pick up after your dog. Remove a dog that shows aggression at once.",
        "The pass ends on December 31 or when the rabies vaccination runs out, if sooner.",
        "Gates open dawn to dusk; the area may close for mowing or wet ground.",
    )):  # fmt: skip
        sheet.text(52, y + 16 + i * 14, f"{i + 1}.  {rule}", "cabin", 9)
    sheet.text(306, 770, "Onondaga County Parks - 6790 Kirkville Rd, East Syracuse NY 13057",
               "cabin", 7, (120, 120, 120), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=where,
                          product=False, lot=False)  # fmt: skip
