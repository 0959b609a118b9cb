"""The ninth set's handwritten layouts: a county health department's free rabies clinic
certificate filled in by a volunteer's pen, its vaccination date put on by a rubber date stamper;
and a rural vet's or a rescue's index card written in pencil, some values crossed out and written
again beside (the truth is the value written again).
"""

from __future__ import annotations

import random

from tests.ninth_facts import Facts, date_text
from tests.ninth_forms import signature
from tests.ninth_ink import Hand
from tests.ninth_sheet import Paper, Sheet, width_of

PENS = [(22, 38, 140), (28, 28, 34), (18, 60, 150)]
STAMP_INKS = [(112, 44, 150), (186, 32, 46), (70, 40, 130)]
SITES = ("Fire Station", "Highway Garage", "Fairgrounds", "Town Hall", "Grange Hall", "Rec Center")


def volunteer(rng: random.Random) -> Hand:
    face = rng.choice(["manners", "tomson", "seto", "yusei", "manners", "steve"])
    return Hand(
        face,
        slant=rng.uniform(-0.05, 0.3),
        wobble=rng.uniform(0.03, 0.09),
        sizes=rng.uniform(0.04, 0.12),
        spacing=rng.uniform(0.0, 0.08),
        pressure=rng.uniform(0.75, 1.0),
    )


def county_clinic(rng: random.Random, facts: Facts) -> Paper:
    sheet = Sheet(215.9, 139.7, paper=rng.choice([(252, 251, 246), (255, 252, 232)]))
    face, bold = rng.choice(
        [("arimo", "arimo_bold"), ("serif", "serif_bold"), ("lato", "lato_bold")]
    )
    health = f"{facts.county} County Health Department"
    sheet.put(12, 13, health, bold, 13)
    sheet.put(12, 18.5, "Environmental Health Division · Rabies Program", face, 8)
    sheet.label(118, 13, "FREE RABIES CLINIC", bold, 12)
    sheet.label(118, 18.5, "Certificate of Rabies Vaccination", face, 9)
    sheet.line(12, 21.5, 204, 21.5, width=0.5)
    hand, pen = volunteer(rng), rng.choice(PENS)
    size = rng.uniform(11, 14)

    def written(x: float, y: float, text: str, colour: tuple[int, int, int] = pen) -> None:
        sheet.put(
            x + rng.uniform(-1, 3),
            y - rng.uniform(0.4, 1.6),
            text,
            hand.face,
            size,
            kind="hand",
            hand=hand,
            colour=colour,
        )

    def blank(x: float, y: float, label: str, end: float) -> float:
        after = sheet.label(x, y, label, face, 8)
        sheet.line(after + 1, y + 0.5, end, y + 0.5, width=0.2)
        return after + 2

    written(blank(12, 30, "Clinic held at", 110), 30, f"{facts.town} {rng.choice(SITES)}")
    written(blank(12, 40, "Owner's name", 130), 40, facts.owner)
    written(blank(134, 40, "Phone", 204), 40, facts.phone)
    written(blank(12, 50, "Address", 204), 50, f"{facts.street}, {facts.town}")
    written(blank(12, 60, "Dog's name", 80), 60, facts.dog)
    written(blank(84, 60, "Breed", 150), 60, facts.breed)
    written(blank(154, 60, "Color", 204), 60, facts.colour)
    sheet.label(12, 70, "Sex:", face, 8)
    x = 22.0
    for option in ("M", "F", "M/N", "F/S"):
        end = sheet.label(x, 70, option, face, 8)
        if option.replace("/", "") == facts.sex:  # the volunteer rings it
            sheet.box(x - 1.5, 66.5, end + 1.5, 71.5, width=0.35, colour=pen)
        x = end + 6
    written(blank(70, 70, "Age", 100), 70, f"{facts.age} yrs")
    written(blank(104, 70, "Weight", 140), 70, f"{facts.weight} lb")
    sheet.box(10, 76, 206, 121, width=0.4)
    sheet.label(14, 83, "Vaccine", face, 8)
    sheet.put(30, 83, f"{facts.product} — {facts.maker}", bold, 9)
    lot = blank(120, 83, "Lot No.", 204)
    if facts.lot:
        written(lot, 83, facts.lot)
    sheet.label(14, 93, "Valid for:", face, 8)
    for offset, option in ((32, "1 year"), (58, "3 years")):
        sheet.box(offset, 90, offset + 3.2, 93.2, width=0.25)
        sheet.label(offset + 4.5, 93, option, face, 8)
        if option.startswith(str(facts.years)):
            sheet.tick(offset, 90, 3.2, colour=pen, kind="hand")
    date_at = sheet.label(14, 104, "Date vaccinated", face, 8) + 4
    stamp_text = date_text(facts.vaccinated, rng.choice(["stamp", "stamp", "stamp_dmy"]))
    sheet.put(
        date_at,
        105 + rng.uniform(-2, 2),
        stamp_text,
        rng.choice(["condensed_bold", "sans_bold"]),
        rng.uniform(12, 15),
        kind="stamp",
        colour=rng.choice(STAMP_INKS),
        angle=rng.uniform(-8, 8),
        style=rng.choice(["", "box", "double", "box double"]),
    )
    due = blank(120, 104, "Next due", 204)
    if facts.expiry_printed:
        written(due, 104, date_text(facts.expires, rng.choice(["slash_short", "slash_yy", "dash"])))
    tag = blank(14, 115, "Rabies tag no.", 100)
    if facts.tag:
        written(tag, 115, facts.tag, rng.choice(PENS))
    sheet.put(120, 115, f"{facts.vet}, DVM", face, 9)
    sheet.label(120, 119, "Veterinarian", face, 7)
    signature(sheet, 160, 113, rng)
    note = "Keep this certificate. Present it when licensing your dog with your Town or City Clerk."
    sheet.label(12, 131, note, face, 7.5)
    return Paper([sheet], facts.truth(clinic=health), pen=True)


def _slip(rng: random.Random, value: str) -> str:
    """What was first written and crossed out: a digit or two wrong."""
    digits = [i for i, c in enumerate(value) if c.isdigit()]
    at = rng.choice(digits)
    wrong = str((int(value[at]) + rng.randint(1, 8)) % 10)
    return value[:at] + wrong + value[at + 1 :]


def pencil_card(rng: random.Random, facts: Facts) -> Paper:
    sheet = Sheet(
        152.4, 101.6, paper=rng.choice([(250, 250, 245), (245, 240, 224), (236, 240, 244)])
    )
    sheet.line(0, 14, 152.4, 14, width=0.35, colour=(214, 120, 130))
    for i in range(1, 13):
        sheet.line(0, 14 + 6.6 * i, 152.4, 14 + 6.6 * i, width=0.2, colour=(150, 180, 215))
    hand = Hand(
        rng.choice(["manners", "seto", "klee", "purisa", "manners"]),
        slant=rng.uniform(0.0, 0.35),
        wobble=rng.uniform(0.05, 0.1),
        sizes=rng.uniform(0.06, 0.14),
        spacing=rng.uniform(0.0, 0.1),
        pressure=rng.uniform(0.55, 0.85),
    )
    lead = rng.choice([(95, 95, 100), (120, 118, 122), (80, 82, 90)])
    size = rng.uniform(11, 13.5)
    clinic: str | None = None
    header = rng.random()
    if header < 0.4:
        clinic = facts.rescue
    elif header < 0.7:
        clinic = facts.practice
    if clinic:  # the rescue's or practice's rubber stamp across the card's top
        sheet.put(
            6,
            9,
            clinic,
            "sans_bold",
            10,
            kind="stamp",
            colour=(30, 60, 140),
            angle=rng.uniform(-2, 2),
            style="",
        )
    else:
        sheet.put(
            8, 10, "Rabies", hand.face, size, kind="pencil", hand=hand, colour=lead, label=True
        )
    style = rng.choice(["slash_short", "slash_yy", "month", "slash_yy"])
    crossed = set(rng.sample(["vaccinated", "tag", "lot", "expires"], rng.choice([0, 1, 1, 2])))
    y = 14 + 6.6 - 1.2

    def line(label: str, value: str, name: str, x: float = 6) -> float:
        end = sheet.put(
            x, y, label, hand.face, size, kind="pencil", hand=hand, colour=lead, label=True
        )
        end += 4
        if name in crossed and any(c.isdigit() for c in value):
            slip = _slip(rng, value)
            end = sheet.put(end, y, slip, hand.face, size, kind="pencil", hand=hand, colour=lead)
            sheet.line(
                end - width_of(slip, hand.face, size) - 1,
                y - 1.6,
                end + 1,
                y - 2.2,
                width=0.5,
                colour=lead,
                kind="pencil",
            )
            end += 3
        return sheet.put(end, y, value, hand.face, size, kind="pencil", hand=hand, colour=lead)

    line("Owner", facts.owner, "owner")
    y += 6.6
    line("Dog", f"{facts.dog}", "dog")
    sheet.put(
        90,
        y,
        f"{facts.breed.replace(' mix', '')} {facts.sex}",
        hand.face,
        size * 0.9,
        kind="pencil",
        hand=hand,
        colour=lead,
    )
    y += 6.6
    line("Vacc.", facts.product, "product")
    if facts.lot:
        line("lot", facts.lot, "lot", x=92)
    y += 6.6
    line("Given", date_text(facts.vaccinated, style), "vaccinated")
    y += 6.6
    if facts.expiry_printed:
        line("Due", date_text(facts.expires, style), "expires")
    else:
        line("Good for", f"{facts.years} yr", "years")
    y += 6.6
    if facts.tag:
        line("Tag #", facts.tag, "tag")
        y += 6.6
    vet = rng.choice([f"Dr. {facts.vet}", f"{facts.vet} DVM"])
    sheet.put(70, y + 6.6, vet, hand.face, size, kind="pencil", hand=hand, colour=lead)
    return Paper([sheet], facts.truth(clinic=clinic), medium="card", pen=True)
