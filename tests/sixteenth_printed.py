"""The sixteenth set's printed papers, part one: a practice's patient portal page printed from a
browser (its vaccine table, the browser's header and footer), and a pet store's low-cost mobile
vaccine clinic's household printout where the dog is one of several pets seen that day."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.sixteenth_canvas import Sheet
from tests.sixteenth_facts import CAT_VACCINES, CATS, MONTHS, fmt_date, lot_number, other_date
from tests.sixteenth_facts import draw_facts as _draw

GREY = (110, 110, 118)


def portal(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng)
    sh = Sheet()
    style = rng.choice(("us", "abbr", "us_plain"))
    accent = rng.choice(((22, 96, 136), (86, 52, 140), (14, 120, 92), (180, 70, 40)))
    body = rng.choice(("roboto", "heros", "adventor"))
    bold = {"roboto": "roboto_m", "heros": "heros_b", "adventor": "adventor_b"}[body]
    printed = other_date(rng, f.given + timedelta(days=200), 150)
    site = f.clinic.lower().replace(" ", "")[:18]
    sh.text(
        8,
        6,
        f"{printed.month}/{printed.day}/{printed.year % 100}, "
        f"{rng.randint(7, 11)}:{rng.randint(10, 59)} PM",
        "heros",
        7,
    )
    sh.text(108, 6, f"Vaccines - {f.dog} | Pet Portal", "heros", 7, align="c")
    sh.text(
        8,
        270,
        f"https://{site}.petportal.site/patients/{rng.randint(10000, 99999)}/vaccines",
        "heros",
        7,
    )
    sh.text(207, 270, "1/1", "heros", 7, align="r")
    sh.rect(14, 14, 188, 20, 0, fill=accent)
    sh.text(20, 18, f.clinic, bold, 15, (255, 255, 255))
    sh.text(20, 27, f"{f.street}, {f.town}, NY {f.zip}  ·  {f.phone}", body, 8, (235, 235, 240))
    sh.text(196, 22, "Log out", body, 8, (255, 255, 255), "r")
    sh.rect(14, 40, 188, 34, 0.3, (205, 205, 212), (247, 247, 250))
    sh.text(22, 45, f.dog, bold, 18)
    sh.text(22, 55, f"Canine · {f.breed} · {f.sex}", body, 9, GREY)
    y = 62.0
    sh.label(22, y, "Date of birth", body, 7, GREY)
    sh.text(22, y + 4, fmt_date(f.born, style), body, 9)
    sh.label(70, y, "Client", body, 7, GREY)
    sh.text(70, y + 4, f.owner, body, 9, value=True)
    tag_shown = rng.random() < 0.75
    if tag_shown:
        sh.label(130, y, "Rabies tag", body, 7, GREY)
        sh.text(130, y + 4, f.tag, body, 9, value=True)
    tabs = ("Overview", "Vaccines", "Reminders", "Medical Records", "Prescriptions")
    x = 16.0
    for t in tabs:
        sh.text(x, 80, t, bold if t == "Vaccines" else body, 9, accent if t == "Vaccines" else GREY)
        if t == "Vaccines":
            sh.line(x, 85.5, x + len(t) * 1.9, 85.5, 0.8, accent)
        x += len(t) * 2.0 + 8
    sh.line(14, 86, 202, 86, 0.2, (205, 205, 212))
    due_head = rng.choice(("Expires", "Next due", "Due date"))
    lot_shown = rng.random() < 0.7
    heads = ["Vaccine", "Given", due_head, "Administered by"] + (
        ["Lot / Serial"] if lot_shown else []
    )
    cols = [16, 70, 100, 130] + ([174] if lot_shown else [])
    for c, hd in zip(cols, heads, strict=True):
        sh.label(c, 92, hd, bold, 8, GREY)
    sh.line(14, 97, 202, 97, 0.2, (205, 205, 212))
    vet = rng.choice(
        (f"{f.vet_first} {f.vet_last}, DVM", f.vet, f"{f.vet_last}, {f.vet_first} DVM")
    )
    prod_shown = rng.random() < 0.7
    others = [
        ("DHPP (Distemper/Parvo)", 3, "Nobivac Canine 1-DAPPv"),
        ("Bordetella, intranasal", 1, "Bronchi-Shield III"),
        ("Leptospirosis 4-way", 1, "Vanguard L4"),
        ("Lyme (Borrelia)", 1, "Duramune Lyme"),
    ]
    rng.shuffle(others)
    rows: list[tuple[str, str, str, str, str, str, bool]] = []
    for name, yrs, prod in others[: rng.randint(2, 4)]:
        d = other_date(rng, f.given, 500)
        rows.append(
            (
                name,
                prod,
                fmt_date(d, style),
                fmt_date(d.replace(year=d.year + yrs, day=min(d.day, 28)), style),
                rng.choice((vet, "Tech: " + rng.choice(("K. Molina", "J. Reyes", "S. Patel")))),
                lot_number(rng, "LDDDDDD"),
                False,
            )
        )
    rabies_name = rng.choice(("Rabies", f"Rabies - Canine {f.years} Year", "Rabies (Canine)"))
    rows.insert(
        rng.randrange(len(rows) + 1),
        (
            rabies_name,
            f.product if prod_shown else "",
            fmt_date(f.given, style),
            fmt_date(f.expires, style),
            vet,
            f.lot,
            True,
        ),
    )
    y = 101.0
    for name, prod, given, due, by, lot, ours in rows:
        sh.text(16, y, name, bold, 9)
        if prod:
            sh.text(16, y + 4.5, prod, body, 7.5, GREY, value=ours)
        sh.text(70, y, given, body, 9, value=ours)
        sh.text(100, y, due, body, 9, value=ours)
        sh.text(130, y, by, body, 8.5, value=ours)
        if lot_shown:
            sh.text(174, y, lot, body, 8.5, value=ours)
        y += 12
        sh.line(14, y - 3, 202, y - 3, 0.15, (225, 225, 230))
    sh.text(
        16,
        y + 4,
        "Vaccine records shown are those on file with your veterinarian.",
        body,
        7.5,
        GREY,
    )
    sh.text(
        16,
        y + 9,
        "Need a signed rabies certificate? Request it from the Records tab.",
        body,
        7.5,
        GREY,
    )
    truth = Truth(
        f.given,
        f.expires,
        f.tag if tag_shown else None,
        vet,
        f.clinic,
        f.dog,
        f.owner,
        f.product if prod_shown else None,
        f.lot if lot_shown else None,
    )
    return sh, truth


def store_clinic(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng)
    sh = Sheet()
    store = rng.choice(
        ("Tractor & Tack Farm Supply", "Whiskers & Wags Pet Depot", "Country Feed & Pet")
    )
    name = rng.choice(
        ("ShotSpot Mobile Vet Clinic", "VaxVan Community Pet Clinic", "PawsUp Vaccine Clinic")
    )
    body = rng.choice(("tribun", "typewriter", "monoid"))
    head = "tribun_b" if body == "tribun" else body
    size = 8.5 if body != "tribun" else 9.5
    style = rng.choice(("us", "dash", "us_plain"))
    sh.text(108, 12, name.upper(), "bebas", 24, align="c", value=True)
    sh.text(108, 23, f"at {store} · {f.street}, {f.town}, NY {f.zip}", body, size, align="c")
    sh.line(12, 30, 204, 30, 0.6)
    sh.label(12, 35, "Clinic date:", head, size)
    sh.text(45, 35, fmt_date(f.given, style), body, size, value=True)
    sh.label(110, 35, "Invoice #", head, size)
    sh.text(132, 35, f"{rng.randint(100000, 999999)}", body, size)
    sh.label(12, 41, "Client:", head, size)
    sh.text(45, 41, f.owner, body, size, value=True)
    sh.label(110, 41, "Phone:", head, size)
    sh.text(132, 41, f.phone, body, size)
    sh.label(12, 47, "Address:", head, size)
    sh.text(
        45,
        47,
        f"{rng.randint(2, 400)} {rng.choice(('Pine', 'Oak', 'Hill'))} St, {f.town} NY",
        body,
        size,
    )
    sh.label(12, 53, "Veterinarian:", head, size)
    vet = f"{f.vet_first} {f.vet_last}, DVM"
    sh.text(45, 53, vet, body, size, value=True)
    sh.text(110, 53, f"NY Lic. {rng.randint(1000, 9999):06d}", body, size)
    sh.line(12, 59, 204, 59, 0.3)
    pets: list[tuple[str, bool]] = [(c, False) for c in rng.sample(CATS, rng.randint(1, 2))]
    pets.insert(rng.randrange(len(pets) + 1), (f.dog, True))
    y = 64.0
    for pet, ours in pets:
        sh.rect(12, y - 1.5, 192, 7, 0, fill=(232, 232, 232))
        species = "Canine" if ours else "Feline"
        breed = f.breed if ours else rng.choice(("DSH", "DLH", "Siamese mix"))
        sh.text(14, y, f"Patient: {pet}", head, size, value=ours)
        sh.text(75, y, f"{species} · {breed} · {rng.randint(1, 12)} yrs", body, size)
        y += 9
        for c, hd in zip(
            (14, 62, 108, 140, 176),
            ("Service", "Product", "Serial/Lot", "Tag #", "Next due"),
            strict=True,
        ):
            sh.label(c, y, hd, head, size - 1)
        y += 5
        if ours:
            prod, lot, tag, due = f.product, f.lot, f.tag, fmt_date(f.expires, style)
            svc = f"Rabies {f.years} yr"
        else:
            prod, _, _, shape = CAT_VACCINES[0]
            lot, tag = lot_number(rng, shape), f"C{rng.randint(10000, 99999)}"
            due, svc = (
                fmt_date(f.given.replace(year=f.given.year + 1, day=min(f.given.day, 28)), style),
                "Rabies 1 yr",
            )
        sh.text(14, y, svc, body, size)
        sh.text(62, y, prod, body, size, value=ours)
        sh.text(108, y, lot, body, size, value=ours)
        sh.text(140, y, tag, body, size, value=ours)
        sh.text(176, y, due, body, size, value=ours)
        y += 5.5
        extra = (
            rng.choice((("DHPP", "Nobivac Canine 1-DAPPv"), ("Bordetella", "Bronchi-Shield Oral")))
            if ours
            else ("FVRCP", "Felocell 3")
        )
        d2 = f.given + timedelta(days=rng.choice((21, 28, 365)))
        sh.text(14, y, extra[0], body, size)
        sh.text(62, y, extra[1], body, size)
        sh.text(108, y, lot_number(rng, "DDDDDDL"), body, size)
        sh.text(176, y, fmt_date(d2, style), body, size)
        y += 11
    sh.line(12, y, 204, y, 0.3)
    total = sum(rng.choice((19, 22, 25, 29)) for _ in pets) * 2
    sh.text(
        204,
        y + 4,
        f"Total paid: ${total}.00   VISA ****{rng.randint(1000, 9999)}",
        head,
        size,
        align="r",
    )
    note = (
        f"Lot expiry for {f.product}: {MONTHS[rng.randrange(12)][:3]} {f.given.year + 2}. "
        "Bring this record to your regular veterinarian."
    )
    sh.text(12, y + 12, note, body, size - 1.5)
    sh.text(
        12,
        y + 17,
        "This record is your pets' certificate of rabies vaccination for licensing.",
        body,
        size - 1.5,
    )
    sh.line(120, y + 36, 200, y + 36, 0.3)
    sh.label(120, y + 37.5, "Signature of veterinarian", body, 7)
    sh.hand(
        125,
        y + 27,
        f"{f.vet_first[0]}. {f.vet_last}",
        "chorus",
        20,
        rng.randint(0, 99),
        (20, 20, 60),
    )
    sh.ops[-1].value = False
    truth = Truth(f.given, f.expires, f.tag, vet, name.upper(), f.dog, f.owner, f.product, f.lot)
    return sh, truth
