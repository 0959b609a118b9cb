"""A printed paper of the thirty-third set: a breeder's stud service contract, typed from the
stud owner's word-processor template and signed by both parties; the dam's owner uploads it
because its health clause carries the dam's rabies facts. The kennel's heading; the parties and
the dogs (registered names, call names, numbers); numbered clauses (the fee, the breedings, the
return service); a health table for the dam (brucellosis test, the rabies shot with its date, its
expiry or term, at times its product and lot and tag, the vaccinating practice; other vaccines)
and one line on the stud's own tests; and the signatures with the contract's date in words."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_facts import (
    BREEDS,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    term_text,
)

CLINICS = ("{place} Animal Hospital", "Northside Veterinary Clinic", "Taft Road Pet Hospital",
           "Lakeshore Veterinary Associates", "{place} Family Vet")  # fmt: skip
KENNELS = ("Stonegate Kennels", "Willow Creek Labradors", "Oneida Shores Retrievers",
           "Hollow Oak Kennel", "Fox Run Farm Kennels")  # fmt: skip
STUDS = ("Ch. Stonegate's Midnight Express", "GCH Hollow Oak Maverick", "Fox Run Thunder Road",
         "Willow Creek Rebel Yell", "Ch. Oneida's Northern Star")  # fmt: skip


def stud_contract(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 3, 4, 7, 13))
    kennel, stud = rng.choice(KENNELS), rng.choice(STUDS)
    signed = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=3))
    breed = rng.choice(BREEDS[:12])
    sheet.text(306, 50, kennel.upper(), "tinos-bold", 17, align="c")
    sheet.text(306, 64, f"{rng.randrange(100, 9999)} {rng.choice(('Caughdenoy', 'Oak', 'Lamson'))}"
               f" Rd, {f.place}, New York  -  {phone(rng, 1)}", "tinos", 9, align="c")  # fmt: skip
    sheet.text(306, 92, "STUD SERVICE CONTRACT", "tinos-bold", 14, align="c")
    sheet.rule(220, 96, 392, 96, 0.6)
    stud_owner = person(rng)
    y = 122.0
    intro = (
        f"This agreement is made on {fmt_date(signed, 20)}, between",
        f'{stud_owner} of {kennel} ("Stud Owner") and {f.owner},',
        f'{f.street}, {f.town}, NY {f.zip} ("Dam Owner"), to breed the dogs below.',
    )
    for line in intro:
        sheet.text(48, y, line, "tinos", 10)
        y += 14
    y += 8
    dam_reg = f"{rng.choice('SNPW')}R{rng.randrange(10**7, 10**8)}"
    for lab, left, right in (
        ("", "STUD", "DAM"),
        ("Registered name", stud, f"{rng.choice(('Clay', 'Lakeview', 'Sunny'))} Acres {f.dog}"),
        ("Call name", stud.split()[-1], f.dog),
        ("Breed", breed, breed),
        ("Registration no.", f"{rng.choice('SNPW')}R{rng.randrange(10**7, 10**8)}", dam_reg),
    ):
        bold = "tinos-bold" if not lab else "tinos"
        if lab:
            sheet.label(48, y, lab, "tinos-bold", 9.5)
        sheet.value(170, y, left, bold, 10) if lab else sheet.text(170, y, left, bold, 10)
        sheet.value(390, y, right, bold, 10) if lab else sheet.text(390, y, right, bold, 10)
        y += 15
    fee = rng.choice((1200, 1500, 1800, 2000, 2500))
    clauses = (
        f"1. The stud fee is ${fee:,}, half due on signing and half on confirmation of pregnancy.",
        "2. Two breedings are included, 24-48 hours apart, at the Stud Owner's kennel.",
        "3. If no litter results, one return service is given at no charge within 12 months.",
        "4. The Dam Owner registers the litter and names the Stud Owner on the application.",
        "5. Health: the dam must test negative for Brucella canis within 30 days of breeding and",
        "    be current on rabies vaccination as required by New York law (record below).",
    )
    y += 8
    for line in clauses:
        sheet.text(48, y, line, "tinos", 9.8)
        y += 14
    y += 10
    sheet.text(48, y, "DAM'S HEALTH RECORD", "tinos-bold", 10.5)
    y += 6
    cols = (("Test / vaccine", 120), ("Date", 95), ("Result / valid", 125), ("Details", 176))
    x = 48.0
    for name, w in cols:
        sheet.box(x, y, w, 16, (230, 230, 230), (0, 0, 0), 0.5)
        sheet.label(x + 4, y + 11.5, name, "tinos-bold", 9)
        x += w
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    show_lot, tagged = rng.random() < 0.45, rng.random() < 0.5
    valid = {"date": f"valid to {fmt_date(f.due, ds)}", "term": term_text(f.term, rng),
             "none": "current"}[mode]  # fmt: skip
    bits = [f.product] + ([f"lot {f.lot}"] if show_lot else []) + (
        [f"tag {f.tag}"] if tagged else [])  # fmt: skip
    brucella = day_between(rng, signed - timedelta(days=28), signed - timedelta(days=2))
    rows = [
        ("Brucella canis", fmt_date(brucella, ds), "negative", "RSAT, Cornell AHDL"),
        ("Rabies", fmt_date(f.given, ds), valid, ", ".join(bits)),
        ("DHPP", fmt_date(f.given - timedelta(days=rng.randrange(20, 300)), ds), "1 yr booster",
         "Vanguard Plus 5"),
    ]  # fmt: skip
    rows.insert(2, ("Rabies given at", "", f.clinic, ""))
    for row in rows:
        x = 48.0
        for (_, w), val in zip(cols, row, strict=True):
            sheet.box(x, y, w, 16, None, (0, 0, 0), 0.5)
            if val:
                sheet.value(x + 4, y + 11.5, val, "tinos", 9.2)
            x += w
        y += 16
    y += 18
    stud_test = fmt_date(brucella - timedelta(days=40), ds)
    sheet.text(48, y, f"Stud: Brucella canis negative {stud_test}; OFA hips and elbows on file.",
               "tinos", 9.8)  # fmt: skip
    y += 40
    for i, (who, name) in enumerate((("Stud Owner", stud_owner), ("Dam Owner", f.owner))):
        x = 48 + i * 270
        sheet.sign(rng, x + 6, y - 4, 140)
        sheet.rule(x, y, x + 220, y, 0.5)
        sheet.text(x, y + 12, f"{who}: {name}" if i == 0 else who, "tinos", 9)
    sheet.text(306, 760, f"{kennel} - stud contract rev. {rng.randrange(2016, 2025)}", "tinos",
               7.5, (100, 100, 100), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, product=True, lot=show_lot)
