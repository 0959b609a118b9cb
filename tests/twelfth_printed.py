"""The printed layouts of the twelfth set: Form 51 typed off its boxes, a dot-matrix certificate's
carbon copy, a municipal clinic's half-sheet with a tear-off stub, and an emailed certificate."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twelfth_draw import RULE, Sheet
from tests.twelfth_facts import TODAY, Facts, style_date
from tests.twelfth_forms import form51


def truth(f: Facts, owner: str | None, dog: str, **given: str | None) -> Truth:
    """What the page means: the expiry only where the page prints it or a term."""
    return Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if f.show_expiry or f.show_term else None,
        tag=given.get("tag", f.tag),
        veterinarian=given.get("veterinarian", f.vet),
        clinic=given.get("clinic", f.clinic),
        dog=dog,
        owner=owner,
        product=given.get("product", f.product),
        lot=given.get("lot", f.lot),
    )


def scribble(sheet: Sheet, x: float, y: float, width: float, rng: random.Random) -> None:
    """A signature: a fast looping stroke."""
    points = []
    for i in range(28):
        t = i / 27
        points.append((x + t * width + rng.uniform(-3, 3), y + rng.uniform(-9, 4) * (i % 3 != 0)))
    sheet.stroke(points, 1.1, (30, 40, 120))


def typed_form51(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """NASPHV Form 51 filled on a typewriter whose platen sat high and to the right."""
    form = form51(rng.randrange(2))
    sheet = form.sheet
    # the platen sat high (over the labels) or low (on the rules), and to the right
    dx = rng.uniform(4, 24)
    dy = rng.uniform(-20, -10) if rng.random() < 0.7 else rng.uniform(4, 8)
    ink = rng.choice([(25, 25, 30), (45, 35, 95)])
    style = rng.choice(["mm/dd/yyyy", "m/d/yy", "mm-dd-yyyy", "Month d, yyyy"])

    def put(name: str, text: str) -> None:
        x, y, _ = form.cells[name]
        sheet.text(
            x + dx + rng.uniform(-1, 1), y + dy + rng.uniform(-1, 1), text, "typewriter", 10, ink
        )

    def tick(group: str, option: str) -> None:
        bx, by, label = form.boxes[(group, option)]
        sheet.mark(label, "X", (bx + dx * 0.2, by + 8 + dy * 0.15), "typewriter", 11, ink)

    sheet.text(540 + dx * 0.3, 40 + dy * 0.3, f.serial, "typewriter", 10, ink)
    put("owner", f.owner_reversed)
    put("phone", f.phone)
    put("address", f"{f.street}, Clay NY 13041")
    put("dog", f.dog)
    tick("species", "dog")
    tick("sex", f.sex[0])
    if len(f.sex) == 2:
        tick("sex", "N")
    put("birth", style_date(f.birth, style))
    put("breed", f.breed)
    put("colour", f.colour)
    put("weight", f"{f.weight} lb")
    if f.microchip:
        put("microchip", f.microchip)
    put("tag", f.tag or "N/A")
    put("vaccinated", style_date(f.vaccinated, style))
    if f.show_term:
        tick("term", str(f.term))
    if f.show_expiry:
        put("due", style_date(f.expires, style))
    put("maker", f.maker)
    put("product", f.product)
    if f.lot:
        put("lot", f.lot)
    put("lot_expiry", style_date(f.lot_expiry, style))
    put("prior", f.prior_tag)
    put("licence", f"NY {f.vet_licence}")
    vet = rng.choice([f"Dr. {f.vet}", f"{f.vet}, DVM"])
    put("vet", vet)
    x, y, w = form.cells["signature"]
    scribble(sheet, x + 10, y - 4, w * 0.6, rng)
    put("clinic", f"{f.clinic}, {f.clinic_address}  {f.clinic_phone}")
    return sheet, truth(f, f.owner_reversed, f.dog)


def ncr_dotmatrix(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """The pink or yellow carbonless copy of a certificate an impact printer filled in."""
    paper = rng.choice([(247, 214, 222), (248, 238, 176)])
    sheet = Sheet(612, 396, paper=paper, ghost=(rng.uniform(0.5, 0.9), rng.uniform(0.3, 0.7)))
    red = (150, 40, 50)
    sheet.text(36, 38, f.clinic.upper(), "din", 16, red)
    sheet.text(36, 52, f"{f.clinic_address}   Tel {f.clinic_phone}", "form", 8, red)
    sheet.text(420, 38, "RABIES CERTIFICATE", "form_bold", 11, red)
    sheet.text(
        420,
        50,
        rng.choice(["COPY 2 - OWNER", "PINK - CLIENT COPY", "YELLOW - FILE"]),
        "form",
        7,
        red,
    )
    sheet.labels += ["RABIES CERTIFICATE"]
    style = rng.choice(["mm/dd/yyyy", "mm-dd-yyyy", "iso"])
    upper = rng.random() < 0.6
    owner = f.owner_reversed.upper() if upper else f.owner_reversed
    dog = f.dog.upper() if upper else f.dog
    rows: list[tuple[str, str | None]] = [
        ("Client", owner),
        ("Acct #", f"{rng.randint(10000, 99999)}"),
        ("Patient", dog),
        ("Species/Breed", f"CANINE/{f.breed}"),
        ("DOB", style_date(f.birth, style)),
        ("Sex / Color", f"{f.sex} / {f.colour}"),
        ("Microchip", f.microchip),
        ("Vaccine", f.product),
        ("Mfr", f.maker),
        ("Serial", f.lot),
        ("Lot Exp", style_date(f.lot_expiry, style)),
        ("Vaccination Date", style_date(f.vaccinated, style)),
        ("Term", f"{f.term} YEAR" if f.show_term else None),
        ("Next Due", style_date(f.expires, style) if f.show_expiry else None),
        ("Tag No.", f.tag),
        ("Veterinarian", f"{f.vet} DVM"),
        ("Lic #", f"NY-{f.vet_licence}"),
    ]
    if rng.random() < 0.5:  # the practice's software prints the vaccine block first
        rows = rows[7:15] + rows[:7] + rows[15:]
    dx, dy = rng.uniform(6, 22), rng.uniform(-7, -3)
    ink = (55, 45, 105)
    for i, (label, value) in enumerate(rows):
        column, line = divmod(i, 9)
        x, y = 36 + column * 285, 84 + line * 30
        sheet.label(x, y, label, "form", 7)
        sheet.line(x, y + 14, x + 265, y + 14, 0.5)
        if value:
            sheet.text(x + 70 + dx, y + 10 + dy, value, "dots", 10, ink)
    printed = f.vaccinated + timedelta(days=rng.randint(0, 3))
    sheet.text(
        36 + dx,
        370,
        f"PRINTED {printed:%m/%d/%Y} {rng.randint(8, 17)}:{rng.randint(10, 59)}",
        "dots",
        8,
        ink,
    )
    sheet.text(330 + dx, 370, f"INV {rng.randint(300000, 399999)}", "dots", 8, ink)
    return sheet, truth(f, owner, dog, veterinarian=f.vet)


MUNICIPAL = (
    "Onondaga County Health Department Free Rabies Clinic",
    "Town of Clay Drive-Thru Rabies Clinic",
    "CNY SPCA Low-Cost Vaccine Clinic",
)


def clinic_stub(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A low-cost clinic's half-sheet: the owner's part and a tear-off stub, few words."""
    sheet = Sheet(612, 396)
    clinic = rng.choice(MUNICIPAL)
    site = rng.choice(["Clay Town Hall", "Liverpool Highway Garage", "Cicero Fire Dept."])
    sheet.text(30, 34, clinic, "din", 15)
    sheet.text(30, 48, f"held at {site}  -  bring this slip for your dog license", "form", 8)
    style = rng.choice(["m/d/yy", "m/d/yy", "m/d/yyyy"])
    mono = "mono"
    fields: list[tuple[str, str | None]] = [
        ("Own:", f.owner if rng.random() < 0.5 else f.owner_reversed),
        ("Ph:", f.phone),
        ("Pet:", f"{f.dog} ({f.breed}, {f.sex})"),
        ("Vacc.", style_date(f.vaccinated, style)),
        ("Exp.", style_date(f.expires, style) if f.show_expiry else None),
        ("Term", f"{f.term} yr" if f.show_term else None),
        ("Prod.", f.product),
        ("Lot", f.lot),
        ("Tag#", f.tag),
        ("Vet:", f"Dr. {f.vet}"),
        ("Rcpt", f"{rng.randint(100, 999)}  Fee $10.00 pd"),
    ]
    owner = fields[0][1]
    y = 76.0
    for label, value in fields:
        if value is None and rng.random() < 0.5:
            continue
        sheet.label(30, y, label, "form_bold", 9)
        sheet.text(76, y, value or "", mono, 10)
        y += 19
    sheet.text(330, 76, "Keep with your records.", "form", 8)
    sheet.text(330, 88, "Next visit: check the date above", "form", 8)
    tear = 300.0
    for dash in range(20, 600, 8):
        sheet.line(dash, tear, dash + 4, tear, 0.6)
    sheet.text(30, tear + 20, "CLINIC STUB - detach and return", "form_bold", 8)
    stub = [("Tag#", f.tag or "----"), ("Pet:", f.dog), ("Vacc.", style_date(f.vaccinated, style))]
    x = 30.0
    for label, value in stub:
        end = sheet.label(x, tear + 42, label, "form_bold", 9)
        x = sheet.text(end + 5, tear + 42, value, mono, 10) + 24
    sheet.text(30, tear + 62, f"Vet: {f.vet}   NYS Lic. {f.vet_licence}", mono, 9)
    sheet.labels.append("Vet:")
    return sheet, truth(f, owner, f.dog, clinic=clinic)


def emailed(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """An email printed from a mail client: its header, then the certificate in its body."""
    sheet = Sheet(612, 792)
    sent = min(TODAY, f.vaccinated + timedelta(days=rng.randint(1, 400)))
    user = f.owner_first.lower().replace("ë", "e").replace("é", "e").replace("è", "e")
    sheet.text(40, 40, f"Mail - {f.owner}", "form_bold", 11)
    sheet.line(40, 48, 572, 48, 0.6)
    subject = rng.choice([f"{f.dog}'s rabies certificate", f"Vaccine records for {f.dog}"])
    sheet.text(40, 72, subject, "form_bold", 14)
    head = [
        ("From:", f"{f.clinic} <records@frontdesk-mail.net>"),
        ("To:", f"{user}.{rng.randint(10, 99)}@example.com"),
        (
            "Date:",
            f"{sent:%a}, {style_date(sent, 'd Mon yyyy')} at {rng.randint(8, 17)}:"
            f"{rng.randint(10, 59)}",
        ),
        ("Subject:", subject),
    ]
    y = 96.0
    for label, value in head:
        end = sheet.label(40, y, label, "form_bold", 9)
        sheet.text(max(end + 6, 92), y, value, "form", 9)
        y += 14
    y += 14
    sheet.text(40, y, f"Dear {f.owner_first},", "form", 10)
    sheet.text(
        40,
        y + 15,
        f"Below is the rabies certificate for {f.dog}. Keep it for licensing.",
        "form",
        10,
    )
    y += 46
    style = rng.choice(["Month d, yyyy", "mm/dd/yyyy", "d Mon yyyy", "iso"])
    sheet.box(40, y, 532, 300, width=0.8)
    sheet.text(52, y + 22, "RABIES VACCINATION CERTIFICATE", "din", 14)
    sheet.text(52, y + 36, f"{f.clinic}  |  {f.clinic_address}  |  {f.clinic_phone}", "form", 8)
    when = rng.choice(["Vaccination Date", "Date Administered", "Date of Vaccination"])
    until = rng.choice(["Expiration Date", "Valid Through", "Next Due"])
    body: list[tuple[str, str | None]] = [
        ("Client", f.owner_reversed if rng.random() < 0.5 else f.owner),
        ("Patient", f.dog),
        ("Breed / Sex", f"{f.breed} / {f.sex}"),
        ("Birth Date", style_date(f.birth, style)),
        ("Microchip", f.microchip),
        (when, style_date(f.vaccinated, style)),
        ("Duration", f"{f.term} year" if f.show_term else None),
        (until, style_date(f.expires, style) if f.show_expiry else None),
        ("Vaccine", f"{f.product} ({f.maker})"),
        ("Lot", f.lot),
        ("Rabies Tag", f.tag),
        ("Administered by", f"Dr. {f.vet}"),
    ]
    owner = body[0][1]
    middle = body[2:5]
    rng.shuffle(middle)
    body[2:5] = middle
    yy = y + 60
    for field, entry in body:
        if entry is None:
            continue
        sheet.label(52, yy, field, "form", 9)
        sheet.text(190, yy, entry, "form", 10)
        sheet.line(52, yy + 5, 560, yy + 5, 0.3)
        yy += 19
    sheet.text(40, 756, f"Printed {TODAY:%m/%d/%Y}", "form", 7, RULE)
    sheet.text(540, 756, "1/1", "form", 7, RULE)
    return sheet, truth(f, owner, f.dog)
