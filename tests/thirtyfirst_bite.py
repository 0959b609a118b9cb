"""A paper of the thirty-first set filled by pen: a county health department's animal bite report,
which the public health sanitarian fills in when a dog bites someone and leaves a copy with the
dog's owner when the ten-day confinement is released (owners upload it because the sanitarian
checked the rabies papers). A printed form in a serif face: the department's heading and the
form's number; boxes with small labels above the lines: the report's and the bite's dates, the
person bitten (another name, an age, where on the body), the biting dog and its owner; the rabies
box (the date vaccinated, the expiry or the vaccine's term ticked, the tag, the veterinarian or
practice, and how it was checked); the confinement's start and release dates; the sanitarian's
printed name and signature."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_faces import INKS, PENS, fit
from tests.thirtyfirst_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, person, phone

PRACTICES = (
    "{place} Animal Hospital",
    "Clay Village Vet",
    "Brewerton Veterinary Clinic",
    "{place} Vet Clinic",
    "Cicero Animal Care",
)
COUNTIES = ("ONONDAGA COUNTY HEALTH DEPARTMENT", "OSWEGO COUNTY HEALTH DEPARTMENT")
SITES = ("L hand", "R forearm", "R calf", "L thigh", "face - cheek", "R hand, 2 punctures")
HOW = ("Certificate seen", "Called vet office", "Owner's statement")


def bite_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.2)
    hand = rng.choice(PENS)
    ink = rng.choice(INKS)
    tool = rng.choice(("ballpoint", "ballpoint", "gel"))
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (250, 250, 244))))
    ds = rng.choice(HAND_STYLES)
    slant = rng.uniform(-2, 9)

    def box(x: float, y: float, w: float, lab: str, val: str, h: float = 30) -> None:
        sheet.box(x, y, w, h, None, (30, 30, 30), 0.6)
        sheet.label(x + 3, y + 8, lab, "tinos", 6.5)
        if val:
            size = fit(val, hand, 12, w - 12)
            sheet.pen(rng, x + 6, y + h - 7, val, hand, size, ink, tool, slant)

    bitten = day_between(rng, f.given + timedelta(days=20), TODAY - timedelta(days=12))
    release = bitten + timedelta(days=10)
    sheet.text(306, 44, rng.choice(COUNTIES), "tinos-bold", 13, align="c")
    sheet.text(306, 58, "Division of Environmental Health - Rabies Control Program", "tinos", 9,
               align="c")  # fmt: skip
    sheet.text(306, 80, "ANIMAL BITE / EXPOSURE REPORT", "tinos-bold", 15, align="c")
    sheet.text(576, 96, f"Form EH-{rng.randrange(20, 90)} (rev. 1/23)", "tinos", 7.5, align="r")
    y = 104.0
    box(36, y, 130, "DATE REPORTED", fmt_date(bitten + timedelta(days=rng.randrange(0, 3)), ds))
    box(166, y, 130, "DATE OF BITE", fmt_date(bitten, ds))
    box(296, y, 280, "REPORTED BY", rng.choice(("Upstate ED", "Crouse ED", "victim", "Dr. office")))
    y += 40
    sheet.text(36, y + 8, "PERSON BITTEN / EXPOSED", "tinos-bold", 9)
    y += 12
    box(36, y, 260, "NAME", person(rng))
    box(296, y, 60, "AGE", str(rng.randrange(4, 80)))
    box(356, y, 220, "SITE OF BITE", rng.choice(SITES))
    y += 40
    sheet.text(36, y + 8, "BITING ANIMAL", "tinos-bold", 9)
    y += 12
    box(36, y, 90, "SPECIES", "Dog")
    box(126, y, 150, "NAME", f.dog)
    box(276, y, 180, "BREED", f.breed)
    box(456, y, 120, "COLOR", f.colour)
    y += 30
    box(36, y, 260, "OWNER", f.owner)
    box(296, y, 280, "ADDRESS", f"{f.street}, {f.town}")
    y += 30
    box(36, y, 180, "PHONE", phone(rng, 1))
    box(216, y, 360, "WHERE BITE OCCURRED", rng.choice(("owner's yard", "sidewalk", "dog park")))
    y += 44
    sheet.box(36, y, 540, 118, (238, 238, 238), (30, 30, 30), 1.0)
    sheet.text(44, y + 14, "RABIES VACCINATION OF BITING ANIMAL", "tinos-bold", 9.5)
    y += 20
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, vet_shown = rng.random() < 0.65, rng.random() < 0.5
    box(44, y, 150, "DATE VACCINATED", fmt_date(f.given, ds))
    box(194, y, 150, "EXPIRES", fmt_date(f.due, ds) if mode == "date" else "")
    sheet.label(352, y + 8, "VACCINE", "tinos", 6.5)
    for i, term in enumerate(("1 yr", "3 yr")):
        sheet.text(362 + i * 52, y + 24, term, "tinos", 9.5)
        if mode == "term" and int(term[0]) == f.term:
            sheet.box(356 + i * 52, y + 12, 30, 17, None, ink, 0.9, -1)
    y += 30
    box(44, y, 150, "TAG #", f.tag if tagged else "")
    box(194, y, 374, "VETERINARIAN / CLINIC", f"Dr. {f.vet}, {f.clinic}" if vet_shown else f.clinic)
    y += 38
    sheet.label(44, y + 2, "VERIFIED BY:", "tinos-bold", 7.5)
    how = rng.randrange(3)
    for i, h in enumerate(HOW):
        x = 120 + i * 140
        sheet.box(x, y - 6, 8, 8, None, (30, 30, 30), 0.6)
        sheet.text(x + 12, y + 2, h, "tinos", 8.5)
        if i == how:
            sheet.tick(x - 1, y, ink)
    y += 38
    sheet.text(36, y, "CONFINEMENT / OBSERVATION (10 days)", "tinos-bold", 9)
    y += 6
    box(36, y, 180, "CONFINEMENT BEGAN", fmt_date(bitten, ds))
    box(216, y, 180, "RELEASED ON", fmt_date(release, ds) if release < TODAY else "")
    box(396, y, 180, "ANIMAL HEALTHY AT RELEASE", "Yes" if release < TODAY else "")
    y += 44
    box(36, y, 270, "SANITARIAN (PRINT)", person(rng), 34)
    sheet.box(306, y, 270, 34, None, (30, 30, 30), 0.6)
    sheet.label(309, y + 8, "SIGNATURE", "tinos", 6.5)
    sheet.sign(rng, 330, y + 28, 130, ink)
    sheet.text(
        36, 748, "White - Health Dept.   Yellow - Owner   Pink - Reporting party", "tinos", 8
    )
    sheet.text(36, 762, "NYS Public Health Law Sec. 2140-2146; 10 NYCRR Part 2, Subpart 2-1",
               "tinos", 7)  # fmt: skip
    expires = mode != "none"
    return sheet, f.truth(expires=expires, tag=tagged, vet=vet_shown, product=False, lot=False)
