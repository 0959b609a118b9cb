"""Two printed papers of the twenty-third set. A therapy-dog organisation's annual health screening
and renewal form, a fillable PDF: the handler typed their part, the dog's practice typed the
veterinarian's report (the exam date, health statements ticked, a vaccine table with the rabies
row, the tag, the vet's name and practice, a signature and the date signed), the registration
year and the return-by date printed around it. A practice's treatment plan (an estimate): the
services offered with low and high prices and each one's status, the rabies shot "Performed" with
its date among items the client declined or deferred, the plan's own valid-through date above."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentythird_canvas import Sheet
from tests.twentythird_facts import (
    OTHER_SHOTS,
    US_STYLES,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
    term_text,
)

ORGS = (
    "Hudson Valley Therapy Dog Teams, Inc.",
    "Paws to Comfort Pet Therapy of {town}",
    "Adirondack Caring Canines",
    "Long Island Visiting Dogs Alliance",
    "Finger Lakes Reading Dogs",
)
PRACTICES = (
    "{town} Animal Hospital",
    "Stone Barn Veterinary Clinic",
    "Twin Ponds Animal Hospital",
    "{town} Veterinary Group",
    "Red Mill Pet Clinic",
    "Bluestone Veterinary Care",
)
FIELD = (236, 241, 250)
GREY = (95, 95, 100)


def _field(s: Sheet, x: float, y: float, w: float, label: str, value: str, face: str) -> None:
    """A form field: a small label above a pale box the value was typed in."""
    s.text(x, y, label, "artemisia", 7.5, GREY, label=True)
    s.box(x, y + 3, w, 17, fill=FIELD, line=(170, 178, 196), lw=0.4)
    if value:
        s.text(x + 4, y + 15.5, value, face, 9.5)


def therapy_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), date(2024, 1, 15), date(2026, 11, 25), lapse=0.12)
    st = rng.choice(US_STYLES)
    org = rng.choice(ORGS).format(town=f.town)
    typed, vet_face = rng.choice(("ipag", "migmix")), rng.choice(("ipag", "ipam", "vl"))
    s = Sheet(612, 792)
    s.text(306, 48, org, "lexi", 20, (40, 60, 110), align="c")
    s.text(
        306,
        63,
        f"Volunteer therapy dog teams since {rng.randrange(1988, 2012)} · PO Box "
        f"{rng.randrange(10, 999)}, {f.town}, NY {f.zip}",
        "artemisia-italic",
        8.5,
        GREY,
        align="c",
    )
    year = min(f.given.year + 1, 2027)
    s.box(36, 74, 540, 22, fill=(40, 60, 110), line=None)
    s.text(
        44,
        89,
        "ANNUAL HEALTH SCREENING & RENEWAL",
        "artemisia-bold",
        11.5,
        (255, 255, 255),
        label=True,
    )
    s.text(568, 89, f"Registration year {year}", "artemisia", 10, (255, 255, 255), align="r")
    s.text(
        36, 118, "PART A — HANDLER (completed by the handler)", "artemisia-bold", 9.5, label=True
    )
    evaluated = f.given - timedelta(days=rng.randrange(200, 1500))
    first, last = f.owner.split(" ", 1)
    rows = [
        (36, 122, 260, "Handler's name", f.owner),
        (306, 122, 120, "Member ID", f"TD-{rng.randrange(1000, 9999)}"),
        (436, 122, 140, "Team evaluation passed", fmt_date(evaluated, st)),
        (36, 150, 260, "E-mail", f"{first[0].lower()}{last.lower().replace(' ', '')}@gmail.com"),
        (306, 150, 270, "Phone", phone(rng, f.area)),
        (36, 198, 170, "Dog's name", f.dog),
        (216, 198, 180, "Breed", f.breed),
        (406, 198, 80, "Sex", rng.choice(("M/N", "F/S"))),
        (496, 198, 80, "Weight", f"{rng.randrange(12, 96)} lb"),
    ]
    s.text(36, 192, "PART B — DOG", "artemisia-bold", 9.5, label=True)
    for fx, fy, fw, label, value in rows:
        _field(s, fx, fy + 10, fw, label, value, typed)
    y = 262.0
    s.box(36, y - 14, 540, 2, fill=(40, 60, 110), line=None)
    s.text(
        36,
        y + 4,
        "PART C — VETERINARIAN'S REPORT (to be completed by the dog's veterinarian)",
        "artemisia-bold",
        9.5,
        label=True,
    )
    exam = f.given + timedelta(days=rng.choice((0, 0, 0, rng.randrange(1, 150))))
    exam = min(exam, date(2026, 12, 2))
    _field(s, 36, y + 20, 150, "Date of examination", fmt_date(exam, st), vet_face)
    statements = (
        "The dog is in good health and fit for visits to hospitals, schools and nursing homes.",
        "The dog is free of external parasites and of any contagious disease.",
        "A fecal examination in the past 12 months was negative.",
    )
    y += 62
    for line in statements:
        for i, word in enumerate(("Yes", "No")):
            s.box(36 + 42 * i, y - 8, 9, 9, line=(60, 60, 60), lw=0.6)
            s.text(49 + 42 * i, y, word, "artemisia", 8.5, label=True)
        s.tick(37, y, (20, 20, 20))
        s.text(122, y, line, "artemisia", 9)
        y += 17
    y += 14
    cols = ((36, "Vaccine"), (180, "Date given"), (300, "Expires"), (420, "Product / lot / notes"))
    s.box(36, y - 12, 540, 17, fill=(222, 228, 240), line=(120, 120, 130), lw=0.5)
    for x, head in cols:
        s.text(x + 4, y, head, "artemisia-bold", 8.5, label=True)
    mode = rng.choice(("date", "date", "term", "none"))
    lotted = rng.random() < 0.6
    y += 5
    shots = [("Rabies (required)", f.given)] + [
        (o, day_between(rng, f.given - timedelta(days=300), f.given + timedelta(days=30)))
        for o in rng.sample(OTHER_SHOTS[:3], 2)
    ]
    for name, given in shots:
        s.box(36, y, 540, 21, line=(120, 120, 130), lw=0.5)
        for x, _ in cols[1:]:
            s.rule(x, y, x, y + 21, 0.5, (120, 120, 130))
        s.text(40, y + 14, name, "artemisia", 9, label=name.startswith("Rabies"))
        s.text(184, y + 14, fmt_date(given, st), vet_face, 9.5)
        if name.startswith("Rabies"):
            if mode == "date":
                s.text(304, y + 14, fmt_date(f.due, st), vet_face, 9.5)
            note = f"{f.product}, lot {f.lot}" if lotted else f.product
            if mode == "term":
                note = f"{note} ({term_text(f.term, rng)})"
            s.text(424, y + 14, note, vet_face, 8.5 if len(note) > 26 else 9.5)
        else:
            s.text(304, y + 14, fmt_date(plus_years(given, rng.choice((1, 3))), st), vet_face, 9.5)
        y += 21
    tagged = rng.random() < 0.8
    y += 16
    _field(s, 36, y, 170, "Rabies tag number", f.tag if tagged else "", vet_face)
    vet = rng.choice((f"{f.vet}, DVM", f"Dr. {f.vet}"))
    _field(s, 216, y, 360, "Veterinarian (print)", vet, vet_face)
    _field(s, 36, y + 32, 300, "Practice", f.clinic, vet_face)
    _field(s, 346, y + 32, 230, "Practice phone", phone(rng, f.area), vet_face)
    signed = exam + timedelta(days=rng.choice((0, 0, 2, 9)))
    s.scrawl(rng, 60, y + 92, 170, color=(20, 30, 90))
    s.rule(36, y + 96, 330, y + 96, 0.5)
    s.text(36, y + 106, "Veterinarian's signature", "artemisia", 7.5, GREY, label=True)
    s.text(360, y + 92, fmt_date(signed, st), vet_face, 9.5)
    s.rule(350, y + 96, 576, y + 96, 0.5)
    s.text(350, y + 106, "Date signed", "artemisia", 7.5, GREY, label=True)
    due_back = date(year, 1, 31)
    s.text(
        36,
        744,
        f"Return this form by {fmt_date(due_back, 2)} with a copy of the rabies "
        "certificate. Teams whose dog's rabies vaccination",
        "artemisia",
        8,
        GREY,
    )
    s.text(
        36,
        755,
        "lapses are placed on inactive status until a current certificate is on file.",
        "artemisia",
        8,
        GREY,
    )
    s.text(
        576,
        776,
        f"Form HS-2 (rev. {rng.randrange(1, 12)}/{rng.randrange(2019, 2025)})",
        "artemisia",
        7,
        GREY,
        align="r",
    )
    return s, f.truth(expires=mode != "none", tag=tagged, product=True, lot=lotted)


STATUS = ("Declined", "Declined", "Deferred", "Accepted")


def treatment_plan(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), date(2024, 2, 1), date(2026, 11, 28), lapse=0.15)
    st = rng.choice((0, 1, 3, 5, 6, 9))  # the status column is narrow
    face = rng.choice(("migmix", "vl"))
    bold = "migmix-bold" if face == "migmix" else "vl"
    s = Sheet(612, 792)
    created = f.given - timedelta(days=rng.choice((0, 0, 0, rng.randrange(2, 21))))
    s.text(40, 48, f.clinic, bold, 15)
    office = f"{rng.randrange(10, 3000)} {rng.choice(('Route 9', 'Commerce Dr', 'Vet Way'))}"
    s.text(40, 62, f"{office}, {f.town}, NY {f.zip}", face, 8.5, GREY)
    s.text(40, 73, phone(rng, f.area), face, 8.5, GREY)
    s.text(572, 46, "TREATMENT PLAN", bold, 14, label=True, align="r")
    s.text(572, 61, f"Plan # {rng.randrange(10000, 99999)}", face, 8.5, align="r")
    s.text(572, 73, f"Created {fmt_date(created, st)}", face, 8.5, align="r")
    s.text(
        572, 85, f"Valid through {fmt_date(created + timedelta(days=30), st)}", face, 8.5, align="r"
    )
    s.rule(40, 96, 572, 96, 1.2)
    vet = rng.choice((f"Dr. {f.vet}", f"{f.vet}, DVM"))
    left = [
        ("Client", f.owner),
        ("Address", f"{f.street}, {f.town}"),
        ("Phone", phone(rng, f.area)),
    ]
    right = [("Patient", f.dog), ("Species/breed", f"Canine / {f.breed}"), ("Doctor", vet)]
    for i, ((a, b), (c, d)) in enumerate(zip(left, right, strict=True)):
        y = 114.0 + 14 * i
        s.text(40, y, f"{a}:", bold, 9, label=True)
        s.text(110, y, b, face, 9)
        s.text(320, y, f"{c}:", bold, 9, label=True)
        s.text(410, y, d, face, 9)
    y = 172.0
    heads = ((40, "Description"), (330, "Qty"), (372, "Low"), (432, "High"), (492, "Status"))
    s.box(40, y - 12, 532, 17, fill=(232, 232, 232), line=None)
    for x, head in heads:
        s.text(x + 3, y, head, bold, 8.5, label=True)
    mode = rng.choice(("term", "term", "due", "none"))
    name = "Rabies Vaccine" + (f" - {term_text(f.term, rng).title()}" if mode == "term" else "")
    items = [("Comprehensive Physical Exam", 68, "Performed"), (name, 32, "rabies")]
    items += [
        (o, rng.randrange(24, 48), rng.choice(("Performed", *STATUS)))
        for o in rng.sample(OTHER_SHOTS, 3)
    ]
    items += [
        ("Heartworm / tick-borne disease test (4Dx)", 58, rng.choice(("Performed", "Accepted"))),
        ("Dental prophylaxis under anesthesia", 640, rng.choice(("Declined", "Deferred"))),
        ("Pre-anesthetic bloodwork", 145, rng.choice(("Declined", "Deferred"))),
    ]
    rng.shuffle(items)
    tagged = rng.random() < 0.7
    y += 20
    for desc, price, status in items:
        high = price + (0 if price < 100 else rng.randrange(80, 400))
        s.text(43, y, desc, face, 9)
        s.text(336, y, "1", face, 9)
        s.text(420, y, f"${price:.2f}", face, 9, align="r")
        s.text(480, y, f"${high:.2f}", face, 9, align="r")
        done = status in ("Performed", "rabies")
        shown = f"Performed {fmt_date(f.given, st)}" if done else status
        s.text(495, y, shown, bold if done else face, 8 if done else 9)
        if status == "rabies":
            notes = [f"{f.product}", f"Lot {f.lot}"]
            if tagged:
                notes.append(f"Tag {f.tag}")
            if mode == "due":
                notes.append(f"Next due {fmt_date(f.due, st)}")
            y += 12
            s.text(55, y, " · ".join(notes), face, 8, GREY)
        y += 17
    s.rule(40, y - 6, 572, y - 6, 0.6)
    y += 10
    s.text(300, y, "Estimate total (low - high):", bold, 9, label=True)
    total = sum(p for _, p, _ in items)
    s.text(572, y, f"${total:.2f} - ${total + rng.randrange(200, 700):.2f}", face, 9, align="r")
    y += 40
    for line in (
        "This plan is an estimate of the care your pet needs today and is valid for 30 days.",
        "Items marked Declined were recommended by the doctor and declined by the client.",
        "Deposits of 50% of the low estimate are required before anesthesia.",
    ):
        s.text(40, y, line, face, 8.5)
        y += 13
    s.scrawl(rng, 60, y + 30, 150, color=(20, 20, 20))
    s.rule(40, y + 34, 280, y + 34, 0.5)
    s.text(40, y + 45, "Client signature", face, 7.5, GREY, label=True)
    s.text(330, y + 30, fmt_date(created, st), face, 9)
    s.rule(320, y + 34, 480, y + 34, 0.5)
    s.text(320, y + 45, "Date", face, 7.5, GREY, label=True)
    return s, f.truth(expires=mode != "none", tag=tagged)
