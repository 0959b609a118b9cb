"""The twenty-first set's papers filled in by pen. A grooming salon's new-client intake card (a
5 × 8 index card): the dog, the owner, the vet, the rabies date, its expiry or a term, the tag,
the groomer's notes and visit dates. A clinic's hand-addressed reminder postcard: the printed
return address and message, the receptionist's note with the last shot's date and its due date,
the owner's address by hand and the post office's cancel. A practice's prescription-pad note
written when the certificate was lost: the pad's printed vets, the patient and date lines, the
shot, vial and tag by hand, and the signing vet's name under the signature."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyfirst_canvas import Sheet
from tests.twentyfirst_faces import PENS
from tests.twentyfirst_facts import (
    HAND_STYLES,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
    term_text,
)

INKS = ((28, 46, 140), (30, 30, 38), (20, 70, 160), (60, 30, 110))
SALONS = ("Suds & Scissors Dog Grooming", "The Fluffy Pup Salon", "Wag Wash of {town}",
          "Shear Bliss Pet Grooming")  # fmt: skip
CLINICS = (
    "{town} Animal Hospital", "Maple Ridge Veterinary Clinic", "Country Lane Vets",
    "Northside Pet Hospital", "{town} Veterinary Associates", "Valley View Animal Clinic",
)  # fmt: skip
NOTES = ("matted behind ears, #7 blade", "nervous w/ dryer", "nails only, no face trim",
         "teddy bear cut")  # fmt: skip


def groomer_intake(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), date(2023, 6, 1), date(2026, 11, 15), lapse=0.2)
    st, pen, ink = rng.choice(HAND_STYLES), rng.choice(PENS), rng.choice(INKS)
    s = Sheet(576, 360, paper=(252, 250, 240))
    salon = rng.choice(SALONS).format(town=f.town)
    for y in range(72, 350, 20):  # an index card's blue rules
        s.rule(18, y, 558, y, 0.5, (150, 180, 220))
    s.rule(18, 56, 558, 56, 0.9, (215, 90, 90))
    s.text(24, 28, salon, "didot-bold", 14)
    s.text(552, 28, "NEW CLIENT INTAKE", "elstob-bold", 10, label=True, align="r")
    s.text(24, 46, f"{f.town}, NY · {phone(rng, f.area)} · Proof of rabies required", "elstob", 8)
    has_exp = rng.choice(("date", "date", "term", "none"))
    tagged = rng.random() < 0.75
    named_vet = rng.random() < 0.5
    rows = [
        ("Pet's name", f.dog), ("Breed", f.breed), ("Owner", f.owner),
        ("Cell", phone(rng, f.area)), ("Vet / clinic", f.clinic),
        ("Rabies given", fmt_date(f.given, st)),
    ]  # fmt: skip
    if has_exp == "date":
        rows.append(("Rabies exp.", fmt_date(f.due, st)))
    elif has_exp == "term":
        rows[-1] = ("Rabies given", f"{fmt_date(f.given, st)}  ({term_text(f.term, rng)})")
    if tagged:
        rows.append(("Tag #", f.tag))
    if named_vet:
        rows.insert(5, ("Dr.", f.vet))
    y = 70.0
    col = 0
    for i, (label, value) in enumerate(rows):
        x = 24 if col == 0 else 300
        s.text(x, y - 3, label + ":", "elstob", 8.5, label=True)
        s.pen(rng, x + 78, y - 4 + rng.uniform(-2, 1), value, pen, 11.5, ink)
        if i % 2 == 1 or len(value) > 18:
            y += 20
            col = 0
        else:
            col = 1
    y = max(y, 230) + (20 if col else 0)
    s.text(24, y - 3, "Notes:", "elstob", 8.5, label=True)
    s.pen(rng, 90, y - 4, rng.choice(NOTES), pen, 11, ink)
    visits = sorted(day_between(rng, f.given, min(f.given + timedelta(days=500), date(2026, 12, 2)))
                    for _ in range(rng.randrange(1, 4)))  # fmt: skip
    s.text(24, y + 17, "Visits:", "elstob", 8.5, label=True)
    x = 90.0
    for v in visits:
        x = s.pen(rng, x, y + 16, fmt_date(v, st), pen, 10.5, (30, 30, 38)) + 14
    vet = f.vet if named_vet else None
    t = f.truth(expires=f.due if has_exp != "none" else False, tag=tagged, product=False, lot=False)
    return s, Truth(t.vaccinated, t.expires, t.tag, vet, t.clinic, t.dog, t.owner, None, None)


def reminder_postcard(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), date(2023, 1, 5), date(2024, 2, 1))
    due = day_between(rng, date(2026, 9, 1), date(2027, 3, 31))
    f.given, f.due = plus_years(due, -f.term), due
    st, pen, ink = rng.choice(HAND_STYLES), rng.choice(PENS), rng.choice(INKS)
    s = Sheet(432, 288, paper=rng.choice(((250, 246, 232), (236, 244, 250), (255, 253, 248))))
    s.rule(252, 30, 252, 262, 0.8, (120, 120, 120))
    s.text(22, 34, f.clinic, "didot-bold", 12)
    vet_printed = rng.random() < 0.6
    s.text(22, 48, f"{rng.randrange(10, 990)} Main Street · {f.town}, NY {f.zip}", "didot", 8)
    if vet_printed:
        s.text(22, 60, f"{f.vet}, DVM" if rng.random() < 0.5 else f"Dr. {f.vet}", "didot", 8)
    s.text(22, 88, "It's time for a booster!", "elstob-bold", 11, label=True)
    s.text(22, 102, "Our records show a vaccine is due soon.", "elstob", 8.5, label=True)
    first = f.owner.split()[0]
    lines = [
        f"Hi {first} -",
        f"{f.dog}'s rabies shot from",
        fmt_date(f.given, st),
        f"is due {fmt_date(due, st)}.",
        "Please call us to book!",
    ]
    y = 128.0
    for line in lines:
        s.pen(rng, 30, y, line, pen, 12, ink)
        y += 21
    s.text(22, 262, f"Call {phone(rng, f.area)}", "elstob", 9)
    s.box(370, 24, 44, 52, fill=(200, 60, 60), line=(120, 20, 20))  # the stamp
    s.text(392, 56, "USA", "elstob-bold", 8, (255, 255, 255), align="c")
    sent = min(due - timedelta(days=rng.randrange(30, 75)), date(2026, 12, 2))
    s.text(300, 44, f"{f.town.upper()} NY", "typewriter", 7, (40, 40, 40))
    cancel = f"{fmt_date(sent, 8)[3:6]} {sent.day:02d} {sent.year}"  # DEC 02 2026
    s.text(300, 56, cancel, "typewriter", 7, (40, 40, 40))
    addr = [f.owner, f.street, f"{f.town} NY {f.zip}"]
    y = 160.0
    for line in addr:
        s.pen(rng, 272, y, line, pen, 12.5, ink)
        y += 24
    t = f.truth(tag=False, vet=vet_printed, product=False, lot=False)
    return s, t


def rx_pad_note(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), date(2023, 8, 1), date(2026, 11, 20), lapse=0.15)
    st, pen, ink = rng.choice(HAND_STYLES), rng.choice(PENS), rng.choice(INKS)
    s = Sheet(306, 396, paper=rng.choice(((255, 255, 255), (244, 248, 255), (255, 250, 238))))
    other = (
        f"{rng.choice(('Colin', 'Naomi', 'Declan'))} {rng.choice(('Brandt', 'Moreau', 'Romano'))}"
    )
    vets = [f"{f.vet}, DVM", f"{other}, DVM"]
    rng.shuffle(vets)
    s.text(153, 30, f.clinic, "elstob-bold", 12, align="c")
    s.text(153, 43, " · ".join(vets), "elstob", 7.5, align="c")
    s.text(153, 54, f"{f.town}, New York · {phone(rng, f.area)}", "elstob", 7.5, align="c")
    s.rule(16, 62, 290, 62, 0.8)
    s.text(20, 84, "Patient", "elstob", 8, label=True)
    s.rule(56, 86, 170, 86, 0.4)
    s.text(176, 84, "Date", "elstob", 8, label=True)
    s.rule(198, 86, 290, 86, 0.4)
    s.text(20, 104, "Owner", "elstob", 8, label=True)
    s.rule(56, 106, 290, 106, 0.4)
    s.text(20, 140, "Rx", "didot-bold", 22, label=True)
    written_on = min(f.given + timedelta(days=rng.randrange(0, 400)), date(2026, 12, 3))
    s.pen(rng, 60, 83, f.dog, pen, 12, ink)
    s.pen(rng, 202, 83, fmt_date(written_on, st), pen, 11, ink)
    s.pen(rng, 60, 103, f.owner, pen, 12, ink)
    due_mode = rng.choice(("date", "term", "none"))
    tagged = rng.random() < 0.65
    lines = [
        "To whom it may concern:",
        f"{f.dog} rec'd rabies vacc.",
        f"on {fmt_date(f.given, st)}",
    ]
    lines.append(f"{f.product}  lot {f.lot}")
    if tagged:
        lines.append(f"Tag # {f.tag}")
    if due_mode == "date":
        lines.append(f"Due {fmt_date(f.due, st)}")
    elif due_mode == "term":
        lines.append(f"({term_text(f.term, rng)} vaccine)")
    y = 168.0
    for line in lines:
        s.pen(rng, 48, y, line, pen, 12, ink)
        y += 22
    s.scrawl(rng, 120, y + 20, 120, ink)
    s.rule(110, y + 26, 290, y + 26, 0.4)
    s.pen(rng, 122, y + 44, f"Dr. {f.vet}" if rng.random() < 0.5 else f"{f.vet} DVM", pen, 11, ink)
    s.text(20, 384, "Refills: 0 1 2 3   Substitution permitted", "elstob", 6.5)
    expires = {"date": f.due, "term": f.due, "none": False}[due_mode]
    return s, f.truth(expires=expires, tag=tagged)
