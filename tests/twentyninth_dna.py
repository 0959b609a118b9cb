"""A printed paper of the twenty-ninth set: the confirmation an apartment community's resident
portal prints when a dog is registered for its pet waste DNA programme (the lease requires every
dog swabbed and its vaccinations on file). The management company's header, then boxed cells with
small grey labels above their values: the resident, the building and unit, the lease's dates; the
pet, its DNA kit's number and the swab's date; the vaccination proof the office accepted (the
rabies shot's date, at times its expiry, the tag and the practice); the fees and the approval's
date. Numbers everywhere: a kit ID, a unit, a registration number, a pet rent."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_facts import TODAY, day_between, facts, fmt_date

PRACTICES = (
    "{place} Veterinary Associates",
    "Banfield Pet Hospital - Clay",
    "Taft Road Animal Hospital",
    "{place} Animal Clinic",
    "VCA {place} Animal Hospital",
)
COMPANIES = (
    ("Morgan Residential", "The Reserve at Clay", (40, 70, 120)),
    ("Cornerstone Living", "Lakeshore Commons Apartments", (20, 110, 100)),
    ("Heritage Property Mgmt", "Wetzel Road Village", (130, 60, 40)),
    ("Northgate Communities", "Liverpool Landing", (70, 40, 110)),
)
GREY = (110, 114, 120)


def dna_registration(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    company, community, colour = rng.choice(COMPANIES)
    sheet = Sheet(612, 792)
    sheet.box(0, 0, 612, 64, colour, None)
    sheet.text(36, 30, company, "cabin-bold", 16, (255, 255, 255))
    sheet.text(36, 48, f"{community} · Resident Portal", "cabin", 9.5, (230, 235, 245))
    sheet.text(576, 38, "Pet DNA Registration", "cabin-bold", 12, (255, 255, 255), align="r")
    reg = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))
    y = 92.0
    sheet.text(36, y, f"Registration #{rng.randrange(10**5, 10**6)}", "cabin-bold", 12)
    sheet.text(
        576, y, f"Status: Approved {fmt_date(reg, 4)}", "cabin", 10, (30, 120, 60), align="r"
    )
    ds = rng.choice((0, 1, 4, 6))
    due_shown, tagged = rng.random() < 0.75, rng.random() < 0.65
    unit = f"{rng.choice('ABCDEFG')}-{rng.randrange(101, 340)}"
    lease = day_between(rng, reg - timedelta(days=300), reg)
    kit = f"{rng.choice(('BH', 'PP', 'DN'))}{rng.randrange(10**6, 10**7)}"
    sections = [
        (
            "RESIDENT",
            [
                ("Leaseholder", f.owner),
                ("Unit", unit),
                (
                    "Lease term",
                    f"{fmt_date(lease, 0)} - {fmt_date(lease + timedelta(days=364), 0)}",
                ),
                ("Email", f"{f.owner.split()[0].lower()}@mail.example"),
            ],
        ),
        (
            "PET",
            [
                ("Pet name", f.dog),
                ("Breed", f.breed),
                ("Color", f.colour.title()),
                ("Weight (lbs)", str(rng.randrange(15, 95))),
                ("DNA kit ID", kit),
                ("Swab collected", fmt_date(reg - timedelta(days=rng.randrange(1, 9)), 0)),
            ],
        ),
    ]
    vacc = [("Rabies vaccination date", fmt_date(f.given, ds))]
    if due_shown:
        vacc.append(("Rabies expiration", fmt_date(f.due, ds)))
    vacc.append(("Rabies tag #", f.tag if tagged else "Not provided"))
    vacc += [
        ("Veterinary clinic", f.clinic),
        ("Document uploaded", f"rabies_cert_{f.dog.lower()[:4]}.pdf"),
    ]
    sections.append(("VACCINATION RECORD (VERIFIED BY OFFICE)", vacc))
    sections.append(
        (
            "FEES",
            [
                ("DNA kit fee", "$49.95"),
                ("Monthly pet rent", f"${rng.choice((25, 35, 40, 50))}.00"),
                ("Pet deposit", f"${rng.choice((250, 300, 400))}.00"),
            ],
        )
    )
    y += 26
    for head, cells in sections:
        sheet.text(36, y, head, "cabin-bold", 9, colour)
        y += 8
        for i, (lab, val) in enumerate(cells):
            col, row = i % 2, i // 2
            x, top = 36 + col * 274, y + row * 40
            sheet.box(x, top, 266, 34, (250, 250, 252), (200, 204, 210), 0.6, 3)
            sheet.label(x + 8, top + 12, lab, "cabin", 7.5, GREY)
            face = "gomono" if lab in ("DNA kit ID", "Rabies tag #") else "cabin"
            sheet.value(x + 8, top + 27, val, face, 10.5)
        y += ((len(cells) + 1) // 2) * 40 + 14
    sheet.text(
        36,
        y + 6,
        "Dog waste found on property is tested against the DNA registry; fines apply.",
        "cabin",
        8.5,
        GREY,
    )
    sheet.text(
        36,
        y + 19,
        f"Printed {fmt_date(TODAY - timedelta(days=rng.randrange(1, 20)), 0)} from the portal.",
        "cabin",
        8.5,
        GREY,
    )
    assert y < 740, y
    return sheet, f.truth(expires=due_shown, tag=tagged, vet=False, product=False, lot=False)
