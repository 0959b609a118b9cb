"""Two printed papers of the nineteenth set that a practice's front desk sends out: the
vaccination history faxed to a boarding kennel (a fax machine's header line on top, a cover
block, a table of every vaccine with its own dates) and a wellness plan's statement of the
services used this plan year, the rabies vaccine one line of several."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.nineteenth_canvas import FACES, Sheet
from tests.nineteenth_facts import TODAY, draw_facts, fmt_date, plus_years, tag_number

KENNELS = ("Happy Tails Boarding", "Camp Bow Wow Cicero", "Paws Inn Pet Resort", "The Dog Den")
STAFF = ("Tracy M., CVT", "Jordan K.", "Alyssa P., CVT", "Front desk")
GREY = (218, 218, 218)


def fax_history(rng: random.Random) -> tuple[Sheet, Truth]:
    """The vaccine history a practice faxed to a kennel for the owner; the rabies row may sit
    under an older rabies row, the table may have no expiry column at all."""
    f = draw_facts(rng)
    reg, bold = FACES[rng.choice(("aerial", "tymes", "neohellenic", "junicode"))]
    mono = FACES["tlwgmono"][0]
    style = rng.choice(("mm/dd/yyyy", "m/d/yyyy", "m/d/yy"))
    sent = min(f.given + timedelta(days=rng.randint(3, 250)), TODAY)
    with_expiry = rng.random() < 0.78
    s = Sheet(612, 792, paper=(250, 250, 250))
    hour = rng.randint(8, 17)
    s.text(
        30,
        20,
        f"{sent.strftime('%b').upper()} {sent.day:02d} {sent.year} {hour % 12 or 12}:"
        f"{rng.randint(10, 59)}{'PM' if hour >= 12 else 'AM'}   FR: {f.clinic.upper()[:24]}"
        f"   315 555 0{rng.randint(100, 199)}   TO: 315 699 {rng.randint(1000, 9999)}   P. 01/01",
        7,
        mono,
    )
    s.text(40, 70, "FAX", 30, bold)
    s.text(150, 52, f.clinic, 12, bold)
    s.text(150, 66, f"{rng.randint(100, 9999)} Oswego Rd, Clay, NY 13041", 8, reg)
    s.line(40, 84, 572, 84, 1.4)
    rows = [
        ("To:", rng.choice(KENNELS)),
        ("From:", f.clinic),
        ("Date:", fmt_date(sent, style)),
        ("Re:", f"Vaccination history - {f.dog} (owner: {f.owner})"),
        ("Pages:", "1 incl. cover"),
    ]
    for i, (label, value) in enumerate(rows):
        s.text(48, 104 + 16 * i, label, 9, bold, label=True)
        s.text(100, 104 + 16 * i, value, 9.5, reg)
    s.text(48, 200, "Please find below the vaccination history on file for this patient.", 9, reg)
    heads = [("Vaccine", 48), ("Date given", 160)] + ([("Expires", 240)] if with_expiry else [])
    heads += [("Product / Lot", 320), ("Tag #", 480)]
    s.rect(40, 216, 572, 232, fill=GREY)
    for head, x in heads:
        s.text(x, 228, head, 8.5, bold, label=True)
    shots = [
        (
            "DA2PP",
            f.given + timedelta(days=rng.choice((0, 0, -30, 14))),
            1 if rng.random() < 0.5 else 3,
        ),
        ("Bordetella", f.given - timedelta(days=rng.randint(0, 150)), 1),
        ("Leptospirosis", f.given - timedelta(days=rng.randint(0, 90)), 1),
    ]
    rabies = [("Rabies", f.given, f.years, f.product, f.lot, f.tag)]
    if rng.random() < 0.45:
        old = plus_years(f.given, -f.years) - timedelta(days=rng.randint(0, 40))
        rabies.append(
            (
                "Rabies",
                old,
                f.years,
                f.product,
                f"{rng.randint(100000, 299999)}B",
                tag_number(rng, old.year),
            )
        )
    y = 248.0
    rows2: list[tuple[str, ...]] = [
        (n, fmt_date(d, style), fmt_date(plus_years(d, t), style), "", "") for n, d, t in shots
    ]
    rows2 += [
        (n, fmt_date(d, style), fmt_date(plus_years(d, t), style), f"{p} / {lot}", tag)
        for n, d, t, p, lot, tag in rabies
    ]
    rng.shuffle(rows2)
    for row in rows2:
        cells = row if with_expiry else (row[0], row[1], row[3], row[4])
        for (_, x), cell in zip(heads, cells, strict=True):
            if cell:
                s.text(x, y, cell, 8.5, reg)
        s.line(40, y + 6, 572, y + 6, 0.3)
        y += 18
    if rng.random() < 0.7:
        s.text(48, y + 16, f"Attending veterinarian: Dr. {f.vet}", 8.5, reg)
        vet: str | None = f.vet
    else:
        vet = None
    s.text(48, y + 32, f"Released by: {rng.choice(STAFF)}", 8.5, reg)
    notice = (
        "CONFIDENTIALITY NOTICE: This facsimile is intended only for the addressee. If you "
        "received it in error,",
        "please call the sender and destroy all copies.",
    )
    for i, line in enumerate(notice):
        s.text(40, 740 + 10 * i, line, 6.5, reg)
    expires = f.expires if with_expiry else None
    truth = Truth(f.given, expires, f.tag, vet, f.clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth


def wellness_plan(rng: random.Random) -> tuple[Sheet, Truth]:
    """A wellness plan's statement: the member, the plan year, the next draft, then the services
    used with their dates and providers; the rabies line may name its term, its product and lot,
    or neither; a line under the table may give the tag issued and the rabies due date."""
    f = draw_facts(rng, lapse=0.08)
    reg, bold = FACES[rng.choice(("aerial", "neohellenic", "kinnari", "gentium"))]
    style = rng.choice(("mm/dd/yyyy", "mon d, yyyy", "m/d/yyyy"))
    start = f.given - timedelta(days=rng.randint(0, 200))
    end = plus_years(start, 1) - timedelta(days=1)
    stated = min(f.given + timedelta(days=rng.randint(5, 120)), TODAY)
    s = Sheet(612, 792, paper=(255, 255, 255))
    s.rect(0, 0, 612, 64, fill=(32, 84, 120), width=0)
    s.text(40, 32, f.clinic, 15, bold, ink=(255, 255, 255))
    s.text(40, 50, "Wellness Plans - Plan Statement", 9, reg, ink=(220, 235, 245))
    s.text(
        572,
        40,
        f"Statement date: {fmt_date(stated, style)}",
        8.5,
        reg,
        ink=(255, 255, 255),
        align="r",
    )
    info = [
        ("Member", f.owner),
        ("Pet", f"{f.dog} (Canine, {f.breed})"),
        (
            "Plan",
            rng.choice(("Adult Canine Preventive Plus", "Canine Essentials", "Active Adult Dog")),
        ),
        ("Plan year", f"{fmt_date(start, style)} - {fmt_date(end, style)}"),
        (
            "Monthly draft",
            f"${rng.randint(29, 64)}.{rng.choice(('95', '99', '50'))}   next on "
            f"{fmt_date(stated + timedelta(days=rng.randint(3, 28)), style)}",
        ),
    ]
    for i, (label, value) in enumerate(info):
        s.text(48, 92 + 15 * i, f"{label}:", 8.5, bold, label=True)
        s.text(140, 92 + 15 * i, value, 9, reg)
    kind = rng.choice(("term", "product", "plain"))
    rabies = {
        "term": f"Rabies vaccine {f.years} yr ({f.product})",
        "product": f"Rabies vaccine - {f.product}, lot {f.lot}",
        "plain": "Rabies vaccine (canine)",
    }[kind]
    services = [
        (start, "Comprehensive physical exam"),
        (f.given, rabies),
        (f.given + timedelta(days=rng.choice((0, 21))), "DA2PP booster"),
        (start + timedelta(days=rng.randint(0, 60)), "Heartworm / tick-borne disease test"),
        (start + timedelta(days=rng.randint(0, 100)), "Fecal parasite screen"),
    ]
    services.sort(key=lambda r: r[0])
    y = 190.0
    s.text(40, y, "SERVICES USED THIS PLAN YEAR", 9, bold)
    y += 10
    s.rect(40, y, 572, y + 15, fill=(226, 236, 243), width=0)
    for head, x in (
        ("Date", 46),
        ("Service", 126),
        ("Provider", 350),
        ("Value", 470),
        ("You paid", 520),
    ):
        s.text(x, y + 11, head, 8, bold, label=True)
    y += 28
    named_vet = rng.random() < 0.7
    for day, service in services:
        s.text(46, y, fmt_date(day, style), 8.5, reg)
        s.text(126, y, service, 8.5, reg)
        s.text(350, y, f"Dr. {f.vet}" if named_vet and day == f.given else "Staff", 8.5, reg)
        s.text(470, y, f"${rng.randint(24, 95)}.00", 8.5, reg)
        s.text(520, y, "$0.00", 8.5, reg)
        s.line(40, y + 5, 572, y + 5, 0.3)
        y += 16
    tagged = rng.random() < 0.75
    if tagged:
        s.text(46, y + 14, f"Rabies tag issued: {f.tag}", 8.5, reg)
    due = kind != "term" and rng.random() < 0.6
    if due:
        s.text(300, y + 14, f"Rabies booster due: {fmt_date(f.expires, style)}", 8.5, reg)
    s.text(40, 720, "Plan services are for the named pet only and may not be transferred.", 7, reg)
    s.text(572, 770, "Page 1 of 1", 7.5, reg, align="r")
    truth = Truth(
        f.given,
        f.expires if kind == "term" or due else None,
        f.tag if tagged else None,
        f.vet if named_vet else None,
        f.clinic,
        f.dog,
        f.owner,
        f.product if kind != "plain" else None,
        f.lot if kind == "product" else None,
    )
    return s, truth
