"""The eleventh set's printed layouts, continued: a rescue's adoption contract (its page 2, in
PDFs sometimes after page 1) and a pet insurer's claim form listing the vaccine as an invoice
line."""

from __future__ import annotations

import random

from tests.eleventh_draw import Sheet
from tests.eleventh_facts import Facts, written
from tests.eleventh_printed import INSURERS, RESCUES, pair, wrap
from tests.heldout_certificates import Truth


def adoption_contract(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    s, lf, vf = Sheet(), rng.choice(("libertine", "biolinum", "gillius")), "libertine"
    ds = rng.choice((0, 2, 5, 6))
    rescue = rng.choice(RESCUES)
    if rng.random() < 0.5:
        cover = Sheet()
        cover.text(60, 70, rescue, "libertine-b", 18)
        y = wrap(
            cover,
            60,
            110,
            "ADOPTION AGREEMENT. The adopter agrees to provide proper food, "
            "water, shelter and veterinary care, to keep the dog licensed as the town "
            "requires, and to return the dog to the rescue rather than rehome it.",
            490,
            "libertine",
            11,
        )
        wrap(
            cover,
            60,
            y + 10,
            f"Adoption fee received: ${rng.randint(150, 450)}.00 on {written(f.after, ds)}.",
            490,
            "libertine",
            11,
        )
        cover.text(280, 760, "Page 1 of 4", "libertine", 9)
        s.cover = cover.steps
    s.text(60, 60, f"{rescue} — Adoption Agreement (continued)", "libertine-b", 13)
    s.text(470, 60, "Page 2 of 4", "libertine", 9)
    pair(s, 60, 92, "Adopter", f.owner, lf, vf, 11)
    pair(s, 60, 112, "Address", f.address, lf, vf, 11)
    pair(s, 60, 132, "Animal", f"{f.dog}, {f.breed}, {f.sex}", lf, vf, 11)
    s.box(60, 150, 492, 210)
    s.label(70, 168, "MEDICAL HISTORY", lf, 10)
    expiry, lot, tag = rng.random() < 0.6, rng.random() < 0.7, rng.random() < 0.7
    spay, dhpp = f.before, f.others[0][1]
    lines = [
        f"Spay/Neuter: {written(spay, ds)} at {f.clinic}",
        f"Microchip: 985{rng.randint(100000000000, 999999999999)}",
        f"DHPP: {written(dhpp, ds)}, booster {written(dhpp.replace(day=1), ds)}",
        f"Rabies: {written(f.vaccinated, ds)}, {f.product} ({f.years} yr)"
        + (f", Lot {f.lot}" if lot else "")
        + (f", Tag #{f.tag}" if tag else ""),
    ]
    if expiry:
        lines.append(f"Rabies valid through {written(f.expires, ds)}")
    lines.append(f"Administered by Dr. {f.vet}, {f.clinic}")
    lines.append(f"Heartworm test: negative ({written(f.before, ds)})")
    for i, text in enumerate(lines):
        s.text(72, 190 + 20 * i, text, vf, 10.5)
    y = wrap(
        s,
        60,
        390,
        "7. The adopter understands that the medical history above is given as "
        "the rescue knows it and that the rescue makes no promise of the dog's future "
        "health. 8. The adopter will keep rabies vaccination current as New York law "
        "requires.",
        490,
        vf,
        10.5,
    )
    s.label(60, y + 40, "Adopter signature", lf, 9)
    s.line(150, y + 42, 200)
    s.label(370, y + 40, "Date", lf, 9)
    s.text(400, y + 38, written(f.after, ds), vf, 10.5)
    truth = Truth(
        f.vaccinated,
        f.expires,
        f.tag if tag else None,
        f.vet,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot if lot else None,
    )
    return s, truth


def insurance_claim(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    s, lf = Sheet(), rng.choice(("manrope", "oxygen", "gillius"))
    vf = rng.choice(("anonymous", "mononoki", "inconsolata"))
    ds = rng.choice((0, 1, 4))
    s.text(40, 50, rng.choice(INSURERS), lf + "-b", 16, (20, 70, 60))
    s.label(40, 72, "Claim Form — Veterinary Invoice Summary", lf, 11)
    pair(s, 400, 50, "Claim no.", f"CL-{rng.randint(1000000, 9999999)}", lf, vf)
    pair(s, 40, 100, "Policy holder", f.owner, lf, vf)
    pair(s, 330, 100, "Policy no.", f"PET{rng.randint(100000, 999999)}", lf, vf)
    pair(s, 40, 118, "Pet name", f.dog, lf, vf)
    pair(s, 330, 118, "Date of claim", written(f.after, ds), lf, vf)
    pair(s, 40, 136, "Veterinary practice", f.clinic, lf, vf)
    vet = rng.random() < 0.7
    if vet:
        pair(s, 40, 154, "Treating veterinarian", f"Dr. {f.vet}", lf, vf)
    cols = (40, 130, 470, 510)
    for x, head in zip(cols, ("Date of service", "Description", "Qty", "Amount"), strict=True):
        s.label(x, 190, head, lf, 8.5)
    s.line(40, 194, 532)
    term = rng.choice((f"{f.years} Year", f"{f.years} yr", f"{f.years}-Year"))
    tag, lot = rng.random() < 0.4, rng.random() < 0.35
    rows = [
        (f.before, "Office visit / exam", "1", f"{rng.randint(58, 79)}.00"),
        (f.vaccinated, "Comprehensive exam", "1", f"{rng.randint(58, 79)}.00"),
        (f.vaccinated, f"Rabies {term} Vaccine ({f.product})", "1", f"{rng.randint(24, 39)}.50"),
        (f.vaccinated, "Heartworm/tick test 4Dx", "1", "52.00"),
    ]
    if tag:
        rows.append((f.vaccinated, f"Rabies tag #{f.tag}", "1", "0.00"))
    if lot:
        rows.append((f.vaccinated, f"Vaccine lot {f.lot}", "", ""))
    rows.append((f.after, "Nail trim", "1", "18.00"))
    for i, (day, desc, qty, amount) in enumerate(rows):
        for x, value in zip(cols, (written(day, ds), desc, qty, amount), strict=True):
            s.text(x, 212 + 17 * i, value, vf, 9)
    y = 230 + 17 * len(rows)
    s.line(40, y - 8, 532)
    s.label(400, y + 8, "Total", lf, 9)
    s.text(470, y + 8, f"{rng.randint(160, 260)}.50", vf, 9)
    s.label(40, y + 60, "I certify the above is true. Signature", lf, 8.5)
    s.line(220, y + 62, 160)
    s.label(400, y + 60, "Date", lf, 8.5)
    s.text(430, y + 58, written(f.after, ds), vf, 9)
    truth = Truth(
        f.vaccinated,
        f.expires,
        f.tag if tag else None,
        f.vet if vet else None,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot if lot else None,
    )
    return s, truth
