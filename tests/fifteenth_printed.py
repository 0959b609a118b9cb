"""Two printed New York papers of the fifteenth set: a practice's two-page visit record (page 1
the visit, its services and reminders, page 2 the rabies certificate; a PDF keeps both pages),
and a rescue's foster-to-adopt handover sheet whose medical history lists the rabies shot among
the others, each given by its own vet."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.fifteenth_abroad import Cell, grid, section
from tests.fifteenth_draw import BLACK, BLUE, Sheet
from tests.fifteenth_facts import CLINICS, OWNERS, VETS, Facts, add_years, us
from tests.heldout_certificates import Truth

GREY = (232, 232, 232)
NOTES = (
    "Crate trained; sleeps through the night.",
    "Good with the foster's cats and older kids; jumps on visitors.",
    "Pulls on the leash; does well with a front-clip harness.",
    "Eats 2 cups twice a day (Purina Pro Plan Sensitive).",
    "Afraid of thunder; a covered crate helps.",
)


def _header(s: Sheet, f: Facts, rng: random.Random, ink: tuple[int, int, int]) -> None:
    s.text(40, 34, f.clinic, "sq_b", 16, ink=ink)
    s.text(40, 56, f.clinic_address, "doul", 9.5)
    x = 40 + s.label(40, 69, "Phone", "doul", 9.5) + 4
    x += s.text(x, 69, f.clinic_phone, "doul", 9.5) + 12
    s.text(x + s.label(x, 69, "Fax", "doul", 9.5) + 4, 69, f.clinic_phone[:-2] + "77", "doul", 9.5)
    s.rule(40, 86, 572, 86, width=1.4, ink=ink)


def _table(s: Sheet, x: float, y: float, heads: list[tuple[str, float]],
           rows: list[list[str]], size: float = 9) -> float:  # fmt: skip
    s.box(x, y, sum(w for _, w in heads), 15, ink=None, fill=GREY)
    cx = x
    for head, w in heads:
        s.label(cx + 3, y + 3, head, "sq_b", 8)
        cx += w
    y += 17
    for row in rows:
        cx = x
        for value, (_, w) in zip(row, heads, strict=True):
            for n, line in enumerate(value.split("\n")):
                if line:
                    s.text(cx + 3, y + n * (size + 2), line, "doul", size)
            cx += w
        y += (size + 2) * max(v.count("\n") + 1 for v in row) + 4
        s.rule(x, y - 2, cx, y - 2, width=0.3, ink=(150, 150, 150))
    return y


def visit_record(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    one, two = Sheet(612, 792), Sheet(612, 792)
    style = rng.choice((0, 1))
    d = lambda day: us(day, style)  # noqa: E731
    ink = rng.choice(((16, 84, 120), (60, 60, 60), (110, 40, 90)))
    with_expiry, with_tag = rng.random() < 0.75, rng.random() < 0.6
    dr = f"Dr. {f.vet}"
    for n, s in enumerate((one, two), 1):
        _header(s, f, rng, ink)
        s.label(40, 760, f"Page {n} of 2", "doul", 8)
        s.right(572, 760, f"{f.dog} · {f.owner}", "doul", 8)
    printed = f.vaccinated + timedelta(days=rng.randint(0, 90))
    one.right(572, 34, "VISIT RECORD", "sq_b", 14, ink=ink)
    one.labels.append("VISIT RECORD")
    invoice = f"{rng.randint(100000, 399999)}"
    y = grid(one, 40, 96, 532, [
        [("Visit date", d(f.vaccinated), 2), ("Invoice no.", invoice, 2),
         ("Client ID", f"{rng.randint(1000, 29999)}", 1)],
        [("Client", f.owner, 3), ("Phone", f.phone, 2)],
        [("Patient", f.dog, 2), ("Breed", f.breed, 2), ("DOB", d(f.born), 2)],
        [("Sex", rng.choice(("MN", "FS", "M", "F")), 1), ("Weight",
                                                          f"{rng.uniform(9, 88):.1f} lb", 1),
         ("Microchip", f.chip, 3)],
        [("Attending", dr, 1)],
    ], ("doul", "doul"), True, high=30, sizes=(7, 10.5))  # fmt: skip
    one.label(40, y + 10, "Reason for visit", "sq_b", 9.5)
    one.text(40, y + 24, "Annual wellness exam, vaccines due.", "doul", 10)
    one.label(40, y + 44, "Exam findings", "sq_b", 9.5)
    notes = ("Bright, alert and responsive. Body condition 5/9.",
             "Mild dental tartar (grade 1); no pain on palpation.",
             "Heart and lungs auscultate normally. Owner reports good appetite.")  # fmt: skip
    for k, line in enumerate(notes):
        one.text(40, y + 58 + 13 * k, line, "doul", 10)
    rabies = f"Rabies vaccine, {f.years} year"
    services = [["EX100", "Wellness examination", "1", "68.00"],
                ["VD210", "DA2PP booster", "1", "32.50"], ["VR300", rabies, "1", "24.00"],
                ["LB415", "Heartworm/tick panel (4Dx)", "1", "58.00"],
                ["PH020", "Heartworm preventive, 6 doses", "1", "71.40"]]  # fmt: skip
    rng.shuffle(services)
    rows = [[d(f.vaccinated), *row] for row in services]
    heads = [("Date", 82), ("Code", 52), ("Description", 250), ("Qty", 40), ("Amount", 108)]
    one.label(40, y + 106, "Services", "sq_b", 9.5)
    y = _table(one, 40, y + 122, heads, rows)
    total = sum(float(r[-1]) for r in rows)
    one.right(572, y + 4, f"Total  ${total:.2f}   Paid (Visa)  ${total:.2f}", "doul", 10)
    one.label(40, y + 30, "Reminders", "sq_b", 9.5)
    due = [["DA2PP booster", d(add_years(f.vaccinated, rng.choice((1, 3))))],
           ["Heartworm/tick panel", d(add_years(f.vaccinated, 1))],
           ["Bordetella", d(f.vaccinated + timedelta(days=rng.randint(30, 150)))]]  # fmt: skip
    if with_expiry:
        due.append(["Rabies", d(f.expires)])
    _table(one, 40, y + 46, [("Service", 260), ("Due", 272)], due)
    one.text(40 + one.label(40, 745, "Printed", "doul", 8) + 4, 745,
             f"{d(printed)} {rng.randint(8, 11)}:{rng.randint(10, 59)} AM", "doul", 8)  # fmt: skip
    two.centre(306, 98, "RABIES VACCINATION CERTIFICATE", "sq_b", 15, ink=ink)
    two.labels.append("RABIES VACCINATION CERTIFICATE")
    faces, boxed = ("doul", "doul"), rng.random() < 0.5
    y = section(two, 40, 126, 532, "OWNER", "sq_b", ink)
    y = grid(two, 40, y, 532, [
        [("Name", f.owner, 3), ("Telephone", f.phone, 2)],
        [("Address", f"{f.address}, {f.clinic_address.split(', ')[1]}, NY", 1)],
    ], faces, boxed)  # fmt: skip
    y = section(two, 40, y + 8, 532, "ANIMAL", "sq_b", ink)
    age = (f.vaccinated - f.born).days // 365
    y = grid(two, 40, y, 532, [
        [("Name", f.dog, 2), ("Species", "Dog", 1), ("Breed", f.breed, 2)],
        [("Age", f"{age} yr" if age else "7 mo", 1), ("Sex", "Male" if f.male else "Female", 1),
         ("Color", f.colour, 2)],
    ], faces, boxed)  # fmt: skip
    y = section(two, 40, y + 8, 532, "VACCINE", "sq_b", ink)
    vaccine: list[list[Cell]] = [
        [("Manufacturer", f.maker, 2), ("Product", f.product, 2)],
        [("Serial / lot no.", f.lot, 2), ("Lot expiration", f"{f.lot_expires:%m/%Y}", 2)],
        [("Date vaccinated", d(f.vaccinated), 2), ("Next vaccination due",
                                                   d(f.expires) if with_expiry else None, 2)],
    ]  # fmt: skip
    if with_tag:
        vaccine[0].append(("Rabies tag no.", f.tag, 1))
    y = grid(two, 40, y, 532, vaccine, faces, boxed)
    x = 40 + two.label(40, y + 12, "Vaccination valid for", "doul", 10) + 12
    for years in (1, 3):
        two.box(x, y + 12, 10, 10, width=0.8)
        if years == f.years:
            two.text(x + 1.5, y + 11, "X", "sq_b", 10)
        x += two.label(x + 15, y + 12, f"{years} year" + "s" * (years > 1), "doul", 10) + 32
    y = section(two, 40, y + 36, 532, "VETERINARIAN", "sq_b", ink)
    y = grid(two, 40, y, 532, [
        [("Veterinarian", f"{f.vet}, DVM", 3), ("NYS license no.", f"{rng.randint(3, 9)}"
                                                f"{rng.randint(10000, 99999)}", 2)],
    ], faces, boxed)  # fmt: skip
    two.label(40, y + 28, "Signature", "doul", 10)
    two.scribble(110, y + 32, 160, rng, ink=BLUE)
    two.rule(100, y + 42, 330, y + 42)
    return [one, two], Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if with_expiry else None,
        tag=f.tag if with_tag else None,
        veterinarian=f.vet,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=f.product,
        lot=f.lot,
    )


def foster_handover(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    s = Sheet(612, 792, paper=(254, 254, 250))
    style = rng.choice((0, 1, 2, 3))
    d = lambda day: us(day, style)  # noqa: E731
    with_expiry, with_tag = rng.random() < 0.6, rng.random() < 0.55
    rescue = rng.choice(("Finger Lakes Second Chance Hounds, Inc.", "Salt City Pit Bull Rescue",
                         "Oneida Lake Animal Rescue League"))  # fmt: skip
    s.centre(306, 30, rescue, "cardo_b", 18)
    where = "  ·  PO Box 412, Auburn, NY 13021  ·  (315) 555-0119"
    x = 306 - (s.wide("501(c)(3) nonprofit", "cardo", 9) + s.wide(where, "cardo", 9)) / 2
    s.text(x + s.label(x, 54, "501(c)(3) nonprofit", "cardo", 9), 54, where, "cardo", 9)
    s.centre(306, 76, "Foster-to-Adopt Handover Sheet", "cardo_i", 15)
    s.labels.append("Foster-to-Adopt Handover Sheet")
    handover = f.vaccinated + timedelta(days=rng.randint(3, 50))
    foster = rng.choice([o for o in OWNERS["ny"] if o != f.owner])
    left: list[tuple[str, str | None]] = [
        ("Adopter", f.owner), ("Address", f"{f.address}, Auburn, NY 13021"),
        ("Phone", f.phone), ("Foster home", foster), ("Handover date", d(handover)),
    ]  # fmt: skip
    right: list[tuple[str, str | None]] = [
        ("Dog's name", f.dog), ("Rescue ID", f"R{handover:%y}-{rng.randint(100, 499)}"),
        ("Breed (est.)", f.breed), ("Sex", ("Male, neutered" if f.male else "Female, spayed")),
        ("Est. date of birth", d(f.born)), ("Microchip", f.chip),
    ]  # fmt: skip
    if with_tag:
        right.append(("Rabies tag #", f.tag))
    for column, x in ((left, 40), (right, 320)):
        for k, (label, value) in enumerate(column):
            lw = s.label(x, 104 + 17 * k, f"{label}:", "cardo_b", 10)
            if value:
                s.text(x + lw + 6, 104 + 17 * k, value, "cardo", 10.5)
    others = rng.sample([v for v in VETS["ny"] if v != f.vet], 2)
    elsewhere = rng.choice([c[0] for c in CLINICS["ny"] if c[0] != f.clinic])
    lots = (rng.randint(100000, 999999), rng.randint(10000, 99999))
    spay = f.vaccinated + timedelta(days=rng.choice((0, 7, 14)))
    given = f"Dr. {f.vet}\n{f.clinic}"
    history = [
        (f.vaccinated - timedelta(days=35), "Intake exam, 4Dx (neg.)", "—", "Intake clinic"),
        (
            f.vaccinated - timedelta(days=35),
            "DHPP #1",
            f"Vanguard Plus 5\nlot {lots[0]}",
            "Intake clinic",
        ),
        (f.vaccinated - timedelta(days=33), "Deworm", "Pyrantel pamoate", "Foster"),
        (
            f.vaccinated - timedelta(days=14),
            "DHPP #2",
            f"Nobivac DAPPv\nlot A{lots[1]}",
            f"Dr. {others[0]}\n{elsewhere}",
        ),
        (f.vaccinated, f"Rabies ({f.years} yr)", f"{f.product}\nlot {f.lot}", given),
        (spay, "Neuter" if f.male else "Spay", "—", f"Dr. {others[1]}\nSPCA surgery suite"),
        (f.vaccinated + timedelta(days=2), "Flea/tick", "NexGard 25-60 lb", "Foster"),
    ]
    history.sort(key=lambda row: row[0])
    s.label(40, 226, "Medical history", "cardo_b", 12)
    heads = [("Date", 78), ("Treatment", 124), ("Product / lot", 140), ("Given by", 190)]
    s.box(40, 244, 532, 15, ink=None, fill=(236, 232, 222))
    x = 40.0
    for head, w in heads:
        s.label(x + 3, 246, head, "cardo_b", 9.5)
        x += w
    y = 262.0
    for day, *cells in history:
        x = 40.0
        for value, (_, w) in zip((d(day), *cells), heads, strict=True):
            for n, line in enumerate(str(value).split("\n")):
                s.text(x + 3, y + 12 * n, line, "cardo", 9.5)
            x += w
        y += 28
        s.rule(40, y - 4, 572, y - 4, width=0.3)
    s.label(40, y + 10, "Coming due", "cardo_b", 12)
    due: list[tuple[str, str]] = [
        ("DHPP booster", d(add_years(f.vaccinated, 1))),
        ("Heartworm preventive", f"monthly, next {d(handover + timedelta(days=30))}"),
    ]
    if with_expiry:
        due.insert(1, ("Rabies booster", d(f.expires)))
    for k, (label, value) in enumerate(due):
        s.text(40 + s.label(40, y + 30 + 16 * k, f"{label}:", "cardo_b", 10) + 6,
               y + 30 + 16 * k, value, "cardo", 10.5)  # fmt: skip
    s.label(40, y + 90, "Notes from the foster home", "cardo_b", 12)
    notes = rng.sample(NOTES, 3)
    for k, line in enumerate(notes):
        s.text(40, y + 110 + 15 * k, line, "cardo", 10.5)
    coordinator = rng.choice([o for o in OWNERS["ny"] if o not in (f.owner, foster)])
    s.label(40, 700, "Rescue coordinator", "cardo_b", 10)
    s.text(40, 716, coordinator, "cardo", 10)
    s.scribble(180, 708, 120, rng, ink=BLACK)
    s.label(340, 700, "Adopter's signature", "cardo_b", 10)
    s.scribble(350, 718, 140, rng, ink=BLUE)
    note = "Records from the rescue's vets are attached; please take them to your own vet."
    s.label(40, 752, note, "cardo_i", 9)
    return [s], Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if with_expiry else None,
        tag=f.tag if with_tag else None,
        veterinarian=f.vet,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=f.product,
        lot=f.lot,
    )
