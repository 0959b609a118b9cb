"""The sixteenth set's printed papers, part two: a practice software's e-mailed reminder printed
from webmail (services due, with the last rabies shot and its due date), and a breeder's puppy
packet health record whose schedule ends with the puppy's first rabies shot at a vet's."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.sixteenth_canvas import Sheet
from tests.sixteenth_facts import draw_facts as _draw
from tests.sixteenth_facts import fmt_date, other_date

GREY = (100, 100, 100)


def email(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng)
    sh = Sheet()
    body = rng.choice(("heros", "schola", "rasa"))
    bold = {"heros": "heros_b", "schola": "schola_b", "rasa": "rasa_b"}[body]
    style = rng.choice(("us", "long", "abbr"))
    sent = other_date(rng, f.expires - timedelta(days=rng.randint(400, 700)), 60)
    sent = min(sent, f.given + timedelta(days=330 * f.years))
    if sent <= f.given:
        sent = f.given + timedelta(days=rng.randint(20, 200))
    dom = f.clinic.lower().split()[0] + "vet.com"
    mailbox = f"{f.owner_first.lower()}.{f.owner_last.lower().replace(chr(39), '')}@gmail.com"
    sh.text(
        10, 6, f"{sent.month}/{sent.day}/{sent.year % 100}, 7:{rng.randint(10, 59)} AM", "heros", 7
    )
    sh.text(108, 6, "Mail - Print", "heros", 7, align="c")
    sh.text(
        14,
        16,
        f"{f.owner} <{mailbox}>",
        "heros",
        8,
        GREY,
    )
    sh.line(14, 22, 202, 22, 0.4)
    subject = rng.choice(
        (f"{f.dog} is due for a visit", f"Reminder from {f.clinic}", f"Upcoming care for {f.dog}")
    )
    sh.text(14, 26, subject, bold, 13)
    sh.line(14, 34, 202, 34, 0.2, (180, 180, 180))
    sh.text(14, 37, f"{f.clinic} <reminders@{dom}>", bold, 8.5, value=True)
    sh.text(202, 37, f"{fmt_date(sent, 'abbr')}, 9:0{rng.randint(0, 9)} AM", body, 8.5, align="r")
    sh.text(
        14,
        42,
        f"To: {f.owner_first.lower()}.{f.owner_last.lower().replace(chr(39), '')}@gmail.com",
        body,
        8.5,
        GREY,
    )
    sh.rect(40, 52, 136, 14, 0, fill=rng.choice(((38, 80, 130), (60, 110, 60), (120, 40, 60))))
    sh.text(108, 56, f.clinic, bold, 13, (255, 255, 255), "c")
    y = 74.0
    sh.text(40, y, f"Dear {f.owner},", body, 10, value=True)
    sh.text(
        40,
        y + 7,
        f"Our records show that {f.dog} is due, or will soon be due, for the",
        body,
        10,
        value=True,
    )
    sh.text(40, y + 12, "following services. Please call us or book online.", body, 10)
    y += 22
    lab_last, lab_due = rng.choice(
        (("Last done", "Due"), ("Last given", "Due date"), ("Previous", "Next due"))
    )
    sh.label(40, y, "Service", bold, 9)
    sh.label(112, y, lab_last, bold, 9)
    sh.label(146, y, lab_due, bold, 9)
    sh.line(40, y + 5, 176, y + 5, 0.3)
    rows = [
        (
            "Rabies Canine 1 Year" if f.years == 1 else "Rabies Canine 3 Year",
            f.given,
            f.expires,
            True,
        )
    ]
    for name in rng.sample(
        (
            "DA2PP Vaccine",
            "Heartworm Test (4Dx)",
            "Bordetella",
            "Annual Exam",
            "Leptospirosis",
            "Fecal Exam",
        ),
        rng.randint(2, 4),
    ):
        last = other_date(rng, f.given, 300)
        rows.append((name, last, last + timedelta(days=365), False))
    rng.shuffle(rows)
    y += 8
    for name, last, due, ours in rows:
        sh.text(40, y, name, body, 9.5)
        sh.text(112, y, fmt_date(last, style), body, 9.5, value=ours)
        sh.text(146, y, fmt_date(due, style), body, 9.5, value=ours)
        y += 6.5
    y += 4
    block = rng.random() < 0.55
    tag = vet = product = lot = None
    if block:
        sh.rect(40, y, 136, 30, 0.3, (160, 160, 160), (246, 246, 246))
        sh.text(44, y + 3, "Rabies certificate information on file", bold, 9)
        tag, product, lot = f.tag, f.product, f.lot
        vet = f"{f.vet_first} {f.vet_last}, DVM"
        pairs = (("Tag #:", tag), ("Vaccine:", product), ("Serial:", lot), ("Veterinarian:", vet))
        for i, (lab, val) in enumerate(pairs):
            sh.label(44, y + 9 + i * 5, lab, body, 8.5)
            sh.text(70, y + 9 + i * 5, val, body, 8.5, value=True)
        y += 36
    sh.text(40, y + 2, "Thank you for trusting us with your pet's care!", body, 10)
    sh.text(
        40, y + 8, f"{f.clinic}  ·  {f.street}, {f.town}, NY {f.zip}  ·  {f.phone}", body, 8, GREY
    )
    sh.text(
        40,
        y + 14,
        "You are receiving this because you are a client. Unsubscribe | Privacy",
        body,
        7,
        GREY,
    )
    sh.text(
        10,
        272,
        f"https://mail.example.net/mail/u/0/?ik={rng.randint(10**9, 10**10)}&view=pt",
        "heros",
        7,
    )
    sh.text(206, 272, "1/1", "heros", 7, align="r")
    return sh, Truth(f.given, f.expires, tag, vet, f.clinic, f.dog, f.owner, product, lot)


def puppy(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng, one_year=True, puppy=True)
    sh = Sheet(paper=(255, 253, 246))
    serif = rng.choice(("goudy", "romande", "yrsa"))
    bold = {"goudy": "romande_b", "romande": "romande_b", "yrsa": "rasa_b"}[serif]
    style = rng.choice(("us", "us_plain", "long"))
    kennel = rng.choice(
        (
            "Willow Creek Goldens",
            "Stonewall Farm Labradors",
            "Briar Patch Doodles",
            "Seneca Ridge Shepherds",
        )
    )
    sh.rect(12, 12, 192, 255, 0.8, (90, 70, 40))
    sh.rect(14, 14, 188, 251, 0.3, (90, 70, 40))
    sh.text(108, 20, kennel, bold, 20, (90, 60, 30), "c")
    sh.text(108, 30, f"Family-raised puppies  ·  {f.town}, New York", serif, 10, (90, 60, 30), "c")
    sh.text(108, 42, "Puppy Health Record", serif, 17, align="c")
    info = [
        ("Call name:", f.dog, True),
        ("Breed:", f.breed, False),
        ("Date of birth:", fmt_date(f.born, style), False),
        ("Color / sex:", f"{f.color} / {f.sex}", False),
        ("Microchip:", f"9851{rng.randint(10**10, 10**11 - 1)}", False),
        ("Sire:", f"{kennel.split()[0]}'s {rng.choice(('Duke', 'Ace', 'Brody'))}", False),
        ("Dam:", f"{rng.choice(('Sunny', 'Daisy', 'Lady'))} of {f.town}", False),
        ("New family:", f.owner, True),
    ]
    for i, (lab, val, ours) in enumerate(info):
        x, y = (24.0 if i % 2 == 0 else 114.0), 54.0 + (i // 2) * 7
        sh.label(x, y, lab, bold, 9.5)
        sh.text(x + 27, y, val, serif, 9.5, value=ours)
    y = 88.0
    sh.text(24, y, "Vaccinations & Deworming", bold, 12)
    y += 8
    heads = ("Date", "Age", "Vaccine / treatment", "Given by")
    xs = (24, 56, 76, 146)
    for x, hd in zip(xs, heads, strict=True):
        sh.label(x, y, hd, bold, 9)
    sh.line(22, y + 5, 194, y + 5, 0.4)
    y += 8
    for weeks, what in (
        (2, "Pyrantel dewormer"),
        (4, "Pyrantel dewormer"),
        (6, "Nobivac Puppy-DPv"),
        (8, "Panacur (3 days)"),
        (9, "Nobivac Canine 1-DAPPv"),
        (12, "Nobivac Canine 1-DAPPv"),
    ):
        d = f.born + timedelta(days=7 * weeks + rng.randint(-1, 2))
        sh.text(24, y, fmt_date(d, style), serif, 9.5)
        sh.text(56, y, f"{weeks} wks", serif, 9.5)
        sh.text(76, y, what, serif, 9.5)
        sh.text(146, y, "Breeder", serif, 9.5)
        sh.line(22, y + 5, 194, y + 5, 0.15, (180, 170, 150))
        y += 7
    age = (f.given - f.born).days // 7
    sh.text(24, y, fmt_date(f.given, style), bold, 9.5, value=True)
    sh.text(56, y, f"{age} wks", serif, 9.5)
    sh.text(76, y, f"Rabies - {f.product}", serif, 9.5, value=True)
    sh.text(146, y, f.vet, serif, 9.5, value=True)
    sh.text(146, y + 4.5, f.clinic, serif, 8, value=True)
    y += 12
    shown_due = rng.random() < 0.6
    lines = [f"Rabies lot {f.lot}, tag no. {f.tag}."]
    lines.append(
        f"Rabies booster due {fmt_date(f.expires, style)}, then every 3 years."
        if shown_due
        else "Rabies is good for 1 year; your vet will give the 3-year booster."
    )
    lines += [
        f"Next DAPPv: {fmt_date(f.born + timedelta(days=7 * 16), style)}. Heartworm pill monthly.",
        "Please keep this record and bring it to your first vet visit.",
    ]
    sh.text(24, y, "Notes", bold, 11)
    for i, ln in enumerate(lines):
        sh.text(24, y + 7 + i * 6, ln, serif, 10, value=i < 2)
    y += 7 + len(lines) * 6 + 10
    sh.text(24, y, "Health guarantee: 2 years against hereditary defects (see contract).", serif, 9)
    sh.line(120, y + 22, 194, y + 22, 0.3)
    sh.label(120, y + 24, "Breeder signature", serif, 8)
    sh.hand(
        124,
        y + 12,
        f"{rng.choice(('Deb', 'Lynn', 'Tom'))} {kennel.split()[0]}",
        "chorus",
        18,
        rng.randint(0, 99),
    )
    sh.ops[-1].value = False
    sh.stamp(
        70,
        y + 16,
        (f.clinic.upper(), f.vet, f"{f.town}, NY"),
        (120, 40, 140),
        rng.uniform(-12, 12),
        70,
        22,
    )
    truth = Truth(
        f.given,
        f.expires if shown_due else None,
        f.tag,
        f.vet,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot,
    )
    return sh, truth
