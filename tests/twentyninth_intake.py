"""A paper of the twenty-ninth set filled by pen: the intake form of a county's emergency pet
shelter, set up beside a Red Cross shelter when a storm or a flood put families out of their homes
(an owner keeps the carbon copy and later uploads it, the vaccination facts having been copied from
the papers they carried out). The county's printed form: the shelter, the intake's date and time,
the kennel and wristband numbers; the owner and address; the animal; its vaccination status with
boxes for the rabies shot's date, tag, vet and the proof seen; medicines; the owner's signature;
and a release line left empty. A volunteer's hand, often in capitals."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_faces import CAPITALS, INKS, PENS, fit
from tests.twentyninth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

PRACTICES = (
    "{place} Veterinary Hospital",
    "Cicero Animal Hospital",
    "{place} Animal Clinic",
    "Brewerton Animal Care",
)
SHELTERS = (
    "Cicero-North Syracuse High School",
    "Liverpool Fire Dept. Station 2",
    "Clay Town Hall Annex",
    "Baldwinsville VFW Post 6849",
)
EVENTS = ("Ice storm", "Flash flood - Oneida River", "Power outage / extreme cold", "Windstorm")


def shelter_intake(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    hand = rng.choice((*CAPITALS, *PENS))
    pen = rng.choice(INKS)
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (255, 250, 220), (236, 244, 255))))

    def write(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), pen, "ballpoint")

    sheet.text(306, 40, "ONONDAGA COUNTY EMERGENCY MANAGEMENT", "narrow-bold", 13, align="c")
    sheet.text(
        306, 56, "Co-located Pet Shelter  -  Animal Intake / Registration", "narrow", 11, align="c"
    )
    arrived = day_between(rng, f.given + timedelta(days=10), TODAY - timedelta(days=2))
    ds = rng.choice(HAND_STYLES)
    rows = [
        [("Shelter", rng.choice(SHELTERS), 300), ("Event", rng.choice(EVENTS), 232)],
        [
            ("Intake date", fmt_date(arrived, ds), 150),
            ("Time", f"{rng.randrange(1, 12)}:{rng.randrange(60):02d} pm", 90),
            ("Kennel #", str(rng.randrange(1, 60)), 100),
            ("Band #", f"{rng.randrange(1000, 9999)}", 120),
        ],
        [("Owner name", f.owner, 330), ("Phone", phone(rng, 1), 202)],
        [("Home address", f"{f.street}, {f.town} {f.zip}", 532)],
        [("Animal name", f.dog, 200), ("Species", "Dog", 90), ("Breed", f.breed, 242)],
        [
            ("Color", f.colour, 200),
            ("Sex", rng.choice(("M/N", "F/S", "M", "F")), 90),
            ("Microchip", rng.choice(("unknown", "yes", f"{rng.randrange(10**8, 10**9)}")), 242),
        ],
    ]
    y = 92.0
    for row in rows:
        x = 40.0
        for lab, val, w in row:
            sheet.box(x, y, w, 34, None, (40, 40, 40), 0.6)
            sheet.label(x + 4, y + 10, lab, "narrow", 7.5)
            write(x + 8, y + 28, val, w - 14)
            x += w
        y += 34
    y += 18
    sheet.text(40, y, "VACCINATION STATUS", "narrow-bold", 11)
    tagged, due_shown, vet_shown = rng.random() < 0.55, rng.random() < 0.6, rng.random() < 0.45
    y += 8
    vacc = [
        ("Rabies vaccine date", fmt_date(f.given, ds), 176),
        ("Rabies tag #", f.tag if tagged else "", 150),
        ("Expires", fmt_date(f.due, ds) if due_shown else "", 206),
    ]
    vet = [
        ("Veterinarian / clinic", f"Dr. {f.vet} - {f.clinic}" if vet_shown else f.clinic, 372),
        ("Proof seen", "", 160),
    ]
    for row in (vacc, vet):
        x = 40.0
        for lab, val, w in row:
            sheet.box(x, y, w, 34, (250, 250, 250), (40, 40, 40), 0.6)
            sheet.label(x + 4, y + 10, lab, "narrow", 7.5)
            if val:
                write(x + 8, y + 28, val, w - 14)
            x += w
        y += 34
    for i, proof in enumerate(("Certificate", "Tag only", "None")):
        bx = 420 + i * 52
        sheet.box(bx, y - 16, 8, 8, None, (40, 40, 40), 0.6)
        sheet.text(bx + 11, y - 9, proof, "narrow", 7)
    sheet.tick(421, y - 10, pen)
    sheet.text(40, y + 22, "Other vaccines (DHPP, Bordetella):", "narrow", 9)
    write(200, y + 21, rng.choice(("DHPP 2024", "all current per owner", "unknown")), 300, 12)
    sheet.text(40, y + 50, "Medications / feeding / behavior:", "narrow", 9)
    write(
        200,
        y + 49,
        rng.choice(("none", "Carprofen 75mg AM", "shy w/ men - muzzle not needed")),
        340,
        12,
    )
    y += 90
    sheet.text(
        40,
        y,
        "I agree to care for my animal daily while it is housed here and to remove it when the",
        "narrow",
        8.5,
    )
    sheet.text(
        40,
        y + 11,
        "shelter closes. The shelter is not liable for illness or injury.",
        "narrow",
        8.5,
    )
    sheet.text(40, y + 42, "Owner signature", "narrow", 9)
    sheet.sign(rng, 130, y + 40, 150)
    sheet.rule(120, y + 44, 330, y + 44, 0.5)
    sheet.text(350, y + 42, "Released (date / initials)", "narrow", 9)
    sheet.rule(460, y + 44, 572, y + 44, 0.5)
    sheet.text(
        306, 770, "White - Shelter   Yellow - Owner   Pink - County OEM", "narrow", 8, align="c"
    )
    return sheet, f.truth(expires=due_shown, tag=tagged, vet=vet_shown, product=False, lot=False)
