"""Two printed papers of the eighteenth set: the narrow thermal-printer receipt of a low-cost
vaccine clinic held in a pet store or at a fairground (the rabies line among other shots, lot and
tag under it, a "next due" or only a term, the print fading down the roll), and a boarding
kennel's reservation confirmation letter that lists the vaccines it has on file for the stay,
rabies with its given and "good through" dates in running prose next to DHPP and Bordetella."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.eighteenth_canvas import Sheet
from tests.eighteenth_facts import (
    BREEDS,
    MAKERS,
    PRINTED_STYLES,
    STREETS,
    TODAY,
    TOWNS,
    days,
    fmt_date,
    phone,
    plus_years,
    shot,
    vet_written,
)
from tests.heldout_certificates import Truth

POP_UPS = (
    ("VaxWagon Community Vaccine Clinic", "at Tractor Supply, Route 31 Cicero"),
    ("Shots 4 Pets Low-Cost Clinic", "inside Pet Supplies Plus, Clay"),
    ("NY State Fair Rabies Clinic", "Dairy Cattle Barn, State Fairgrounds"),
    ("PawsUp Mobile Vaccine Clinic", "Great Northern Mall lot, Clay"),
)
KENNELS = (
    "Clay Country Kennels",
    "Liverpool Pet Resort",
    "Whispering Pines Boarding",
    "Oneida Shores Dog Lodge",
)


def thermal_receipt(rng: random.Random) -> tuple[Sheet, Truth]:
    """A 58 mm till roll: the pop-up clinic's name, the pet and client, each shot with its price,
    then the rabies shot's lot, tag and due date in the short labels such tills print."""
    fact = shot(rng)
    clinic, where = rng.choice(POP_UPS)
    truth = replace(fact.truth, clinic=clinic)
    sheet = Sheet(170, 560, rng.choice(("mplus_code", "maruberi")), paper=(247, 246, 242))
    sheet.fade = rng.uniform(0.3, 0.7)
    style = rng.choice(PRINTED_STYLES[:4])
    given = truth.vaccinated
    assert given is not None
    y = 26.0
    for line in (clinic, where, phone(rng)):
        sheet.text(10, y, line, 7.2, bold=line == clinic)
        y += 10
    y += 6
    sheet.text(10, y, f"{fmt_date(given, style)}  {rng.randint(9, 15)}:{rng.randint(10, 59)}", 7)
    sheet.text(110, y, f"REG {rng.randint(1, 4)}", 7)
    y += 16
    vet = vet_written(str(truth.veterinarian), rng)
    for label, value in (
        ("PET:", str(truth.dog)),
        ("CLIENT:", str(truth.owner)),
        ("BREED:", rng.choice(BREEDS)),
        ("VET:", vet),
    ):
        sheet.label(10, y, label, 7, bold=False)
        sheet.text(50, y, value, 7)
        y += 10
    y += 4
    sheet.text(10, y, "-" * 30, 7)
    y += 11
    items = [(f"RABIES {fact.term}YR", "18.00"), ("DHPP 5-WAY", "22.00"), ("BORDETELLA", "20.00")]
    items = items[: rng.randint(1, 3)]
    if rng.random() < 0.5:
        items.append(("MICROCHIP", "25.00"))
    for name, price in items:
        sheet.text(10, y, name, 7)
        sheet.text(132, y, price, 7)
        y += 10
        if name.startswith("RABIES"):
            sheet.text(16, y, f"{truth.product}  ({MAKERS[str(truth.product).split()[0]]})", 6.5)
            y += 9
            sheet.label(16, y, "LOT", 6.5, bold=False)
            sheet.text(36, y, str(truth.lot), 6.5)
            y += 9
            sheet.label(16, y, "TAG#", 6.5, bold=False)
            sheet.text(40, y, str(truth.tag), 6.5)
            y += 9
            if fact.ends == "date":
                sheet.label(16, y, rng.choice(("NEXT DUE", "BOOSTER DUE")), 6.5, bold=False)
                sheet.text(72, y, fmt_date(fact.end, style), 6.5)
                y += 9
            elif fact.ends == "term":
                sheet.text(16, y, f"Duration: {fact.term} yr", 6.5)
                y += 9
    total = sum(float(p) for _, p in items)
    y += 4
    sheet.text(10, y, "-" * 30, 7)
    y += 12
    sheet.label(10, y, "TOTAL", 8)
    sheet.text(120, y, f"${total:.2f}", 8, bold=True)
    y += 11
    sheet.text(10, y, f"VISA ************{rng.randint(1000, 9999)}", 7)
    y += 16
    sheet.text(10, y, "Keep this receipt as proof", 6.5)
    sheet.text(10, y + 9, "of vaccination. No refunds.", 6.5)
    sheet.text(10, y + 24, "THANK YOU!", 8, bold=True)
    for bar in range(44):
        x = 22 + bar * 2.9
        sheet.line(x, y + 34, x, y + 52, width=rng.choice((0.5, 1.0, 1.6)))
    sheet.height = y + 70
    return sheet, truth


def kennel_letter(rng: random.Random) -> tuple[Sheet, Truth]:
    """A boarding kennel's confirmation: letterhead, the stay's dates, and a short list of the
    vaccines on file, the rabies line naming who gave it; the vet's lot is not on it."""
    fact = shot(rng, ends=("date", "date", "date", "term"))
    truth = replace(fact.truth, lot=None)
    if rng.random() < 0.4:
        truth = replace(truth, veterinarian=None)
    if rng.random() < 0.3:
        truth = replace(truth, product=None)
    given = truth.vaccinated
    assert given is not None
    kennel = rng.choice(KENNELS)
    sheet = Sheet(612, 720, rng.choice(("irianis", "mekanus", "damase")))
    style = rng.choice(PRINTED_STYLES)
    sheet.text(60, 64, kennel, 22, face="gamaliel")
    town = rng.choice(TOWNS)
    sheet.text(60, 82, f"{rng.randint(2000, 8999)} {rng.choice(STREETS)}, {town}, NY", 9)
    sheet.text(60, 94, f"{phone(rng)}  *  boarding - daycare - grooming", 9)
    sheet.line(60, 104, 552, 104, 1.2)
    printed = max(given, min(days(given, rng.randrange(30, 300)), TODAY))
    sheet.text(60, 136, fmt_date(printed, 5), 10.5)
    sheet.text(60, 166, str(truth.owner), 10.5)
    sheet.text(60, 180, f"{rng.randint(100, 999)} {rng.choice(STREETS)}, {town} NY", 10.5)
    first = str(truth.owner).split()[0]
    sheet.text(60, 210, f"Dear {first},", 10.5)
    arrive = days(printed, rng.randrange(10, 40))
    body = (
        f"Thank you for booking {truth.dog}'s stay with us. Your reservation is confirmed",
        f"for check-in {fmt_date(arrive, 4)} and pick-up {fmt_date(days(arrive, 6), 4)}, "
        f"Run #{rng.randint(3, 48)}.",
        "Before every stay we check that each guest's vaccines are current. We have",
        "the following on file from your veterinarian:",
    )
    y = 232.0
    for line in body:
        sheet.text(60, y, line, 10.5)
        y += 15
    y += 8
    rabies = f"Rabies - given {fmt_date(given, style)}"
    if fact.ends == "date":
        rabies += f", good through {fmt_date(fact.end, style)}"
    else:
        rabies += f" ({fact.term}-year vaccine)"
    tag = f"Tag no. {truth.tag}"
    who = []
    if truth.product:
        who.append(str(truth.product))
    if truth.veterinarian:
        who.append(vet_written(truth.veterinarian, rng))
    rows = [
        rabies,
        f"      {tag}" + (f"; {'; '.join(who)}" if who else ""),
        f"      verified with {truth.clinic}",
        f"DHPP - expires {fmt_date(plus_years(days(given, rng.randrange(-60, 60)), 1), style)}",
        f"Bordetella - expires {fmt_date(days(given, rng.randrange(150, 360)), style)}",
    ]
    if rng.random() < 0.5:
        rows.append("Canine Influenza - not on file (not required)")
    for row in rows:
        sheet.text(84, y, row, 10.5, bold=row.startswith("Rabies"))
        y += 16
    y += 10
    tail = (
        "If your pet receives any vaccines before check-in, please have your vet fax",
        "the records to us. Please bring food for the stay in labeled containers.",
        "",
        "Warm regards,",
    )
    for line in tail:
        sheet.text(60, y, line, 10.5)
        y += 15
    sheet.text(60, y + 20, f"{rng.choice(('Kathy', 'Lisa', 'Marcy', 'Tom'))} - Front Desk", 10.5)
    sheet.text(60, y + 35, kennel, 10.5)
    sheet.height = max(792.0, y + 70)
    return sheet, truth
