"""A printed paper of the thirtieth set: the pet profile report a third-party pet screening service
prints for a landlord (the property manager sends the resident a link, the resident uploads the
dog's papers, the service checks them with the clinic and scores the pet). A coloured banner, the
profile's ID and the date it was generated, the property, then cards of small grey labels above
their values: the pet (its breed, weight, birthday, microchip and, when the resident typed it, the
rabies tag), the resident, the fees and the bite history; then a table of the vaccination
documents checked: a row a vaccine with its date given, its expiry (or the vaccine's term only),
who verified it and the status, the rabies row among distemper, Bordetella and leptospirosis."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_faces import width
from tests.thirtieth_facts import TODAY, day_between, facts, fmt_date, phone, plus_years

PRACTICES = (
    "{place} Animal Hospital",
    "Cicero Veterinary Hospital",
    "Bridgeport Animal Clinic",
    "{place} Family Pet Clinic",
    "Lakeshore Veterinary Associates",
)
PROPERTIES = (
    "Lakeshore Commons Apartments",
    "The Flats at Clay Square",
    "Willow Creek Townhomes",
    "Oak Orchard Landing",
    "Seneca Pointe Residences",
)
SERVICES = ("PawScreen", "PetVerify", "ResidentPaws")
GREY = (112, 118, 128)
TEAL = (18, 110, 120)


def _card(
    sheet: Sheet, x: float, y: float, w: float, title: str, cells: list[tuple[str, str]]
) -> float:
    """A card of labels above values, two to a row; gives the y under it."""
    rows = (len(cells) + 1) // 2
    h = 34 + rows * 32
    sheet.box(x, y, w, h, (250, 251, 252), (214, 218, 224), 0.8, 6)
    sheet.text(x + 12, y + 20, title, "inter-bold", 11)
    for i, (lab, val) in enumerate(cells):
        cx, cy = x + 12 + (i % 2) * (w / 2), y + 40 + (i // 2) * 32
        sheet.label(cx, cy, lab.upper(), "inter-semi", 6.5, GREY)
        sheet.value(cx, cy + 13, val, "inter", 9.5)
    return y + h + 14


def screening_profile(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.16)
    sheet = Sheet(612, 792)
    service = rng.choice(SERVICES)
    made = day_between(rng, f.given + timedelta(days=4), TODAY - timedelta(days=1))
    ds = rng.choice((0, 1, 4, 14, 3))
    sheet.box(0, 0, 612, 58, TEAL, None)
    sheet.text(36, 36, service, "inter-bold", 20, (255, 255, 255))
    sheet.text(576, 30, "Pet Profile Report", "inter-semi", 12, (255, 255, 255), align="r")
    sheet.text(
        576, 45, f"Profile ID {rng.randrange(10**7, 10**8)}", "inter", 8, (210, 235, 238), align="r"
    )
    sheet.text(36, 80, f"Generated {fmt_date(made, ds)} for", "inter", 8.5, GREY)
    town = rng.choice(("Liverpool", "Clay", "North Syracuse", "Cicero"))
    sheet.text(36, 95, f"{rng.choice(PROPERTIES)}, {town}, NY", "inter-semi", 11)
    score = rng.choice((3, 4, 4, 5))
    sheet.box(452, 70, 124, 34, (232, 246, 240), None, 0, 5)
    sheet.text(514, 84, "FIDO score", "inter", 7.5, GREY, align="c")
    sheet.text(514, 99, f"{score} of 5 paws", "inter-bold", 10, TEAL, align="c")
    tagged, due_shown, vet_shown = rng.random() < 0.5, rng.random() < 0.7, rng.random() < 0.6
    pet = [
        ("Pet name", f.dog),
        ("Type", "Dog"),
        ("Breed", f.breed),
        ("Weight", f"{rng.randrange(12, 96)} lbs"),
        ("Birthday", fmt_date(f.born, ds)),
        ("Spayed / neutered", rng.choice(("Yes", "No"))),
        ("Microchip", f"{rng.choice(('900', '981', '985'))}{rng.randrange(10**11, 10**12)}"),
    ]
    if tagged:
        pet.append(("Rabies tag", f.tag))
    y = _card(sheet, 36, 118, 540, "Pet", pet)
    who = [
        ("Resident", f.owner),
        ("Phone", phone(rng, 0)),
        ("Unit", f"{rng.choice('ABCDE')}-{rng.randrange(101, 420)}"),
        ("Lease start", fmt_date(made - timedelta(days=rng.randrange(0, 40)), ds)),
    ]
    hx = _card(sheet, 36, y, 264, "Resident", who)
    fees = [
        ("Pet fee", f"${rng.choice((250, 300, 400))} one-time"),
        ("Pet rent", f"${rng.choice((25, 35, 50))}/mo"),
        ("Bites reported", "None"),
        ("Aggression", "None reported"),
    ]
    _card(sheet, 312, y, 264, "Policy", fees)
    y = hx + 8
    sheet.text(36, y, "Vaccination records", "inter-bold", 12)
    y += 12
    cols = (
        (36, "Vaccine"),
        (150, "Administered"),
        (250, "Expires"),
        (340, "Verified with"),
        (512, "Status"),
    )
    sheet.box(36, y, 540, 18, (238, 241, 245), None)
    for x, head in cols:
        sheet.label(x + 6, y + 12.5, head, "inter-semi", 8, GREY)
    y += 18
    here = f"Dr. {f.vet}, {f.clinic}" if vet_shown else f.clinic
    rows = []
    for name, term in (("DHPP", 3), ("Bordetella", 1), ("Leptospirosis", 1)):
        d = day_between(rng, f.given - timedelta(days=300), min(made, f.given + timedelta(days=90)))
        rows.append((name, d, plus_years(d, term), f.clinic))
    rows = rng.sample(rows, rng.randrange(1, 4))
    rabies_row = (f"Rabies ({f.term} yr)" if not due_shown else "Rabies", f.given, f.due, here)
    rows.insert(rng.randrange(len(rows) + 1), rabies_row)
    for name, given, due, where in rows:
        rabies = name.startswith("Rabies")
        cells = [name, fmt_date(given, ds), fmt_date(due, ds) if due_shown or not rabies else "—"]
        cells.append(where)
        for (x, _), val in zip(cols, cells, strict=False):
            size = min(9.0, 9.0 * 160 / width(val, "inter", 9)) if x == 340 else 9.0
            sheet.value(x + 6, y + 14, val, "inter", size)
        ok = due > made
        pill = (222, 244, 230) if ok else (252, 228, 226)
        sheet.box(514, y + 4, 56, 14, pill, None, 0, 7)
        status = "Current" if ok else "Expired"
        sheet.text(542, y + 14, status, "inter-semi", 8, TEAL if ok else (170, 40, 40), align="c")
        sheet.rule(36, y + 22, 576, y + 22, 0.5, (226, 230, 235))
        y += 23
    sheet.text(
        36,
        y + 22,
        "Documents are verified by calling or e-mailing the issuing clinic. The property, not "
        f"{service}, decides",
        "inter",
        7.5,
        GREY,
    )
    sheet.text(36, y + 33, "whether a pet is approved.", "inter", 7.5, GREY)
    sheet.text(36, 760, f"{service} · support@{service.lower()}.example", "inter", 7.5, GREY)
    sheet.text(576, 760, "Page 1 of 1", "inter", 7.5, GREY, align="r")
    return sheet, f.truth(tag=tagged, vet=vet_shown, product=False, lot=False)
