"""A paper of the twenty-seventh set filled by pen: the Town's dog enumeration card, the index card
an enumerator carries door to door when the Town counts its dogs (Agriculture and Markets Law
section 113). Printed boxes with small capitals in their top corners and the card's red serial
number; the enumerator writes the visit's date, the owner, the dog and, from the certificate
shown at the door, the rabies shot's date, the tag and the vet, circles the dog's sex, whether it
is licensed and whether the shot is a one- or three-year one, and adds a remark."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import Sheet
from tests.twentyseventh_faces import CAPITALS, INKS, PENS, fit, width
from tests.twentyseventh_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

RED = (170, 30, 40)
PRACTICES = ("{place} Animal Hospital", "Brewerton Road Vet", "Clay Veterinary Associates",
             "{place} Pet Clinic", "Three Rivers Animal Care")  # fmt: skip
REMARKS = ("cert shown at door", "owner showed cert on phone", "will bring cert to Clerk",
           "2nd dog - see next card", "dog friendly", "license renewal form left")  # fmt: skip


def census_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.2)
    ink = rng.choice(((30, 80, 60), (24, 24, 30), (30, 50, 120)))
    hand = rng.choice((*CAPITALS, *PENS))
    pen_ink = rng.choice(INKS)
    paper = rng.choice(((253, 251, 242), (255, 255, 255), (236, 244, 252), (240, 248, 236)))
    sheet = Sheet(576, 360, paper=paper)
    sheet.text(24, 30, "TOWN OF CLAY  ·  DOG ENUMERATION 2026", "ptsans-bold", 13, ink, label=True)
    sheet.text(
        24,
        42,
        "Agriculture & Markets Law §113  ·  Office of the Town Clerk, 4401 State Route 31, Clay NY",
        "ptsans",
        7,
        ink,
    )
    sheet.text(552, 30, f"No. {rng.randrange(1000, 9999):05d}", "libsans-bold", 12, RED, align="r")
    visit = day_between(rng, max(TODAY - timedelta(days=70), f.given), TODAY - timedelta(days=2))
    vs = rng.choice(HAND_STYLES)

    def cell(x: float, y: float, w: float, label: str, value: str = "", h: float = 38) -> None:
        sheet.box(x, y, w, h, None, ink, 0.7)
        sheet.label(x + 3, y + 8, label, "ptsans-bold", 6.5, ink)
        if value:
            room = w - 10
            sheet.pen(rng, x + 6, y + 29, value, hand, fit(value, hand, 13, room), pen_ink)

    def circled(
        x: float, y: float, w: float, label: str, options: tuple[str, ...], pick: int
    ) -> None:
        sheet.box(x, y, w, 38, None, ink, 0.7)
        sheet.label(x + 3, y + 8, label, "ptsans-bold", 6.5, ink)
        ox = x + 8
        for i, opt in enumerate(options):
            sheet.label(ox, y + 27, opt, "ptsans-bold", 9, ink)
            wd = width(opt, "ptsans-bold", 9)
            if i == pick:
                sheet.ring(rng, ox, y + 19, wd, 9, pen_ink)
            ox += wd + 14

    y = 52.0
    cell(24, y, 300, "OWNER / HARBORER", f.owner)
    cell(324, y, 228, "PHONE", phone(rng, 1))
    y += 38
    cell(24, y, 300, "ADDRESS", f"{f.street}, {f.town}")
    cell(324, y, 124, "DATE OF VISIT", fmt_date(visit, vs))
    cell(448, y, 104, "ENUMERATOR #", f"E-{rng.randrange(1, 20):02d}")
    y += 38
    cell(24, y, 150, "DOG'S NAME", f.dog)
    cell(174, y, 170, "BREED", f.breed)
    cell(344, y, 110, "COLOR", f.colour)
    circled(454, y, 98, "SEX", ("M", "F", "N/S"), rng.randrange(3))
    y += 38
    licensed = rng.random() < 0.6
    circled(24, y, 92, "LICENSED?", ("YES", "NO"), 0 if licensed else 1)
    cell(116, y, 108, "LICENSE NO.", f"{rng.randrange(1000, 9999)}" if licensed else "")
    cell(224, y, 164, "RABIES VACC. DATE", fmt_date(f.given, vs))
    tagged = rng.random() < 0.75
    cell(388, y, 164, "RABIES TAG NO.", f.tag if tagged else rng.choice(("none", "not on collar")))
    y += 38
    circled(24, y, 124, "VACCINE", ("1 YR", "3 YR"), 0 if f.term == 1 else 1)
    who = rng.random()
    vet_shown, clinic_shown = who < 0.75, who > 0.25
    given_by = " / ".join(
        [*([f"Dr. {f.vet}"] if vet_shown else []), *([f.clinic] if clinic_shown else [])]
    )
    cell(148, y, 404, "VETERINARIAN / CLINIC", given_by)
    y += 38
    cell(24, y, 528, "REMARKS", rng.choice(REMARKS), h=44)
    y += 68
    sheet.text(24, y, "Owner / harborer signature", "ptsans", 7, ink)
    sheet.rule(120, y, 330, y, 0.5, ink)
    if rng.random() < 0.6:
        sheet.sign(rng, 130, y - 2, 130, pen_ink)
    sheet.text(
        552, y, "Return completed cards to the Town Clerk weekly.", "ptsans", 7, ink, align="r"
    )
    shown = {"tag": tagged, "lot": False, "product": False, "vet": vet_shown}
    shown["clinic"] = clinic_shown
    return sheet, f.truth(expires=True, **shown)
