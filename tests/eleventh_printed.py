"""The printed layouts of the eleventh set: the rabies shot as one section of a larger paper (a
kennel's intake form, a hospital's discharge summary, a groomer's client record, a rescue's
adoption contract, a pet insurer's claim form)."""

from __future__ import annotations

import random

from tests.eleventh_draw import Sheet, font
from tests.eleventh_facts import TODAY, Facts, add_years, written
from tests.heldout_certificates import Truth

LABEL_FACES = ("gillius", "verana", "biolinum", "oxygen", "manrope")
VALUE_FACES = ("anonymous", "inconsolata", "mononoki", "libertine", "manrope", "oxygen")
KENNELS = ("Clay Corners Boarding Kennel", "Stonegate Pet Resort", "Bayberry Bark & Board")
GROOMERS = ("Clip & Sudsy Grooming", "Happy Tails Doggy Daycare", "The Wagging Brush Salon")
RESCUES = ("Second Chance Hounds of CNY", "Salt City Paws Rescue", "Finger Lakes Mutt Rescue")
INSURERS = ("Lakeshore Mutual Pet Insurance", "Keystone Companion Cover", "Evergreen PetPlan")


def pair(s: Sheet, x: float, y: float, label: str, value: str, lf: str, vf: str, size=9.5):
    end = s.label(x, y, label, lf, size - 1.5)
    s.text(end + 5, y, value, vf, size)


def wrap(s: Sheet, x: float, y: float, text: str, width: float, face: str, size: float) -> float:
    """Text broken at spaces into lines no wider than `width`; the y under the last line."""
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if line and font(face, int(size * 4)).getlength(trial) / 4 > width:
            s.text(x, y, line, face, size)
            y, line = y + size * 1.35, word
        else:
            line = trial
    s.text(x, y, line, face, size)
    return y + size * 1.5


def _heading(s: Sheet, y: float, text: str, lf: str) -> None:
    s.fill(40, y - 11, 532, 15, (225, 228, 232))
    s.label(46, y, text, lf + "-b" if lf in ("gillius", "verana", "oxygen", "manrope") else lf, 9)


def kennel_intake(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    s, lf, vf = Sheet(), rng.choice(LABEL_FACES), rng.choice(VALUE_FACES)
    ds = rng.choice((0, 1, 3, 6))
    s.text(40, 52, rng.choice(KENNELS), "libertine-b", 18)
    s.text(40, 68, "4410 Route 31, Clay NY 13041  ·  (315) 622-0195", lf, 8.5)
    s.label(400, 52, "BOARDING INTAKE FORM", lf, 11)
    _heading(s, 96, "OWNER", lf)
    pair(s, 40, 116, "Owner name", f.owner, lf, vf)
    pair(s, 320, 116, "Phone", f.phone, lf, vf)
    pair(s, 40, 134, "Address", f.address, lf, vf)
    pair(
        s,
        40,
        152,
        "Emergency contact",
        f"{rng.choice(('Pat', 'Lou', 'Sam'))} Ruggiero (315) 451-{rng.randint(1000, 9999)}",
        lf,
        vf,
    )
    _heading(s, 180, "PET", lf)
    pair(s, 40, 200, "Pet name", f.dog, lf, vf)
    pair(s, 240, 200, "Breed", f.breed, lf, vf)
    pair(s, 440, 200, "Sex", f.sex, lf, vf)
    pair(s, 40, 218, "Color", f.colour, lf, vf)
    pair(s, 240, 218, "Birth date", written(f.born, ds), lf, vf)
    pair(s, 40, 236, "Check-in", written(f.after, ds), lf, vf)
    pair(
        s, 240, 236, "Check-out", written(f.after.replace(day=min(f.after.day + 3, 28)), ds), lf, vf
    )
    _heading(s, 264, "FEEDING AND MEDICATIONS", lf)
    pair(
        s,
        40,
        284,
        "Feeding instructions",
        rng.choice(
            (
                "1 cup kibble AM and PM",
                "Raw diet, owner supplied, 2x daily",
                "3/4 cup twice a day, no treats",
            )
        ),
        lf,
        vf,
    )
    pair(
        s,
        40,
        302,
        "Medications",
        rng.choice(("None", "Apoquel 16 mg once daily with food", "Fish oil 1 capsule AM")),
        lf,
        vf,
    )
    _heading(s, 330, "VACCINATIONS ON FILE", lf)
    cols = (46, 150, 290, 420)
    for x, head in zip(cols, ("Vaccine", "Product", "Date given", "Expires"), strict=True):
        s.label(x, 350, head, lf, 8.5)
    s.line(40, 354, 532)
    term_only = rng.random() < 0.25
    expiry = f"{f.years} yr" if term_only else written(f.expires, ds)
    rows = [("Rabies", f.product, written(f.vaccinated, ds), expiry)]
    rows += [(n, "", written(d, ds), "") for n, d in f.others[:2]]
    for i, row in enumerate(rows):
        for x, value in zip(cols, row, strict=True):
            s.text(x, 370 + 18 * i, value, vf, 9.5)
    tag = rng.random() < 0.75
    pair(s, 40, 436, "Rabies tag no.", f.tag if tag else "", lf, vf)
    pair(s, 40, 454, "Records received from", f.clinic, lf, vf)
    vet = rng.random() < 0.7
    if vet:
        pair(s, 40, 472, "Veterinarian", f"Dr. {f.vet}", lf, vf)
    s.label(40, 520, "Owner signature", lf, 8)
    s.line(120, 522, 200)
    s.label(340, 520, "Date", lf, 8)
    s.text(370, 518, written(f.after, ds), vf, 9.5)
    truth = Truth(
        f.vaccinated,
        f.expires,
        f.tag if tag else None,
        f.vet if vet else None,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        None,
    )
    return s, truth


def discharge_summary(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    s, lf, vf = Sheet(), rng.choice(LABEL_FACES), rng.choice(("libertine", "oxygen", "manrope"))
    ds = rng.choice((0, 2, 5))
    s.text(40, 54, f.clinic, "verana-b", 17)
    s.text(
        40, 70, f"{rng.randint(100, 8999)} Route 57, Liverpool NY 13088  ·  (315) 457-2200", lf, 8.5
    )
    s.line(40, 80, 532, colour=(40, 80, 140))
    s.label(40, 104, "DISCHARGE SUMMARY", lf + "-b" if lf != "biolinum" else lf, 13)
    admitted = f.vaccinated if rng.random() < 0.5 else f.before
    pair(s, 40, 128, "Patient", f"{f.dog} {f.owner_last}", lf, vf)
    pair(s, 300, 128, "Owner", f.owner, lf, vf)
    pair(s, 40, 146, "Species/Breed", f"Canine / {f.breed}", lf, vf)
    pair(s, 300, 146, "Admitted", written(admitted, ds), lf, vf)
    pair(s, 40, 164, "Attending", f"Dr. {f.vet}, DVM", lf, vf)
    pair(s, 300, 164, "Discharged", written(f.vaccinated, ds), lf, vf)
    procedure = rng.choice(
        (
            "Dental prophylaxis with extraction of 208",
            "Mass removal, left flank",
            "Ovariohysterectomy",
            "Laceration repair, right forelimb",
        )
    )
    y = 196
    for head, text in (
        ("Diagnoses", f"Periodontal disease grade {rng.randint(2, 4)}; {procedure.lower()}."),
        ("Procedures", f"{procedure} under general anesthesia. Recovery uneventful."),
        (
            "Medications dispensed",
            f"Carprofen {rng.choice((25, 75, 100))} mg, 1 tablet by "
            "mouth every 12 hours for 5 days. Clavamox 250 mg twice daily for 10 days.",
        ),
        (
            "Home care instructions",
            "Soft food for 7 days. Keep the incision dry; no baths. "
            "Leash walks only. Call us if you see swelling, discharge or loss of appetite.",
        ),
    ):
        s.label(40, y, head, lf, 10)
        y = wrap(s, 40, y + 15, text, 520, vf, 9.5) + 6
    kind = rng.choice(("expiry", "term", "bare"))
    lot = rng.random() < 0.7 and kind != "bare"
    tag = rng.random() < 0.8
    s.label(40, y, "Vaccines administered today", lf, 10)
    shot = {
        "expiry": f"Rabies {f.years}yr ({f.product}), given {written(f.vaccinated, ds)}, "
        f"expires {written(f.expires, ds)}",
        "term": f"Rabies {f.years} year vaccine, {f.product}, given {written(f.vaccinated, ds)}",
        "bare": f"Rabies vaccine given {written(f.vaccinated, ds)}",
    }[kind]
    shot += f"; lot {f.lot}" if lot else ""
    shot += f"; tag #{f.tag}" if tag else ""
    y = wrap(
        s,
        40,
        y + 15,
        shot + f". DHPP booster also given; Bordetella due {written(f.after, ds)}.",
        520,
        vf,
        9.5,
    )
    pair(s, 40, y + 12, "Recheck", f"{written(f.after, ds)} with Dr. {f.vet.split()[-1]}", lf, vf)
    s.label(40, 740, "Printed", lf, 7)
    s.text(72, 740, f"{written(f.vaccinated, 0)} 4:52 PM  page 1 of 1", lf, 7)
    truth = Truth(
        f.vaccinated,
        None if kind == "bare" else f.expires,
        f.tag if tag else None,
        f.vet,
        f.clinic,
        f.dog,
        f.owner,
        None if kind == "bare" else f.product,
        f.lot if lot else None,
    )
    return s, truth


def groomer_record(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    s, lf = Sheet(), rng.choice(("oxygen", "manrope", "verana"))
    ds = rng.choice((0, 4))
    s.fill(0, 0, 612, 44, (46, 94, 120))
    s.text(30, 28, f"{rng.choice(GROOMERS)}  —  Client Record", lf + "-b", 14, (255, 255, 255))
    s.text(
        30,
        62,
        f"Printed {written(f.after, ds)} 10:{rng.randint(10, 59)} AM  by front desk",
        lf,
        7.5,
        (90, 90, 90),
    )
    pair(s, 30, 90, "Client", f.owner, lf, lf, 10)
    pair(s, 300, 90, "Phone", f.phone, lf, lf, 10)
    pair(s, 30, 108, "Address", f.address, lf, lf, 10)
    pair(s, 30, 136, "Pet", f.dog, lf, lf, 10)
    pair(s, 200, 136, "Breed", f.breed, lf, lf, 10)
    pair(s, 420, 136, "Weight", f"{rng.randint(9, 88)} lb", lf, lf, 10)
    vet = rng.random() < 0.45
    if vet:
        pair(s, 30, 154, "Primary vet", f"Dr. {f.vet}", lf, lf, 10)
    s.label(30, 190, "Vaccination Compliance", lf + "-b", 11)
    cols = (30, 190, 280, 370, 430, 500)
    for x, head in zip(
        cols, ("Vaccine", "Date Given", "Due Date", "Status", "Tag #", "Source"), strict=True
    ):
        s.label(x, 210, head, lf, 8)
    s.line(30, 214, 552)
    tag = rng.random() < 0.6
    status = "Current" if f.expires >= TODAY else "Expired"
    src = f.clinic.split()[0] + " " + f.clinic.split()[1]
    rows = [
        (
            f"Rabies - {f.product}",
            written(f.vaccinated, ds),
            written(f.expires, ds),
            status,
            f.tag if tag else "",
            src,
        )
    ]
    for name, day in f.others:
        due = add_years(day, 1)
        rows.append(
            (
                name,
                written(day, ds),
                written(due, ds),
                "Current" if due >= TODAY else "Expired",
                "",
                src,
            )
        )
    for i, row in enumerate(rows):
        for x, value in zip(cols, row, strict=True):
            s.text(x, 230 + 17 * i, value, lf, 8.5)
    s.text(30, 310, f"Source: {f.clinic} (records faxed on file)", lf, 8.5)
    s.label(30, 350, "Service History", lf + "-b", 11)
    for i in range(rng.randint(3, 6)):
        day = f.before.replace(day=1) if i % 2 else f.after
        who = rng.choice(("Kara", "Jess", "Mo"))
        line = f"{written(day, ds)}   Full groom — {who}   ${rng.randint(45, 95)}.00"
        s.text(30, 370 + 16 * i, line, lf, 8.5)
    truth = Truth(
        f.vaccinated,
        f.expires,
        f.tag if tag else None,
        f.vet if vet else None,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        None,
    )
    return s, truth
