"""Two more printed papers of the twenty-fourth set: a retriever club's hunt test entry form, typed
into its fillable PDF, whose rabies section the owner copied from the certificate (the dog's
registered name beside its call name, the event's dates, the closing date and the date signed
around it), and a neighbouring town's dog control officer's notice that proof of rabies
vaccination was received after a ticket (the ticket's and the notice's own dates around it)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyfourth_canvas import Sheet
from tests.twentyfourth_facts import (
    PRINT_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    term_text,
)
from tests.twentyfourth_printed import GREY, SHADE, field

CLUBS = ("Seneca Valley Retriever Club", "Oneida Lake Hunting Retriever Club",
         "Salmon River Spaniel Club", "Tug Hill Pointing Dog Association")  # fmt: skip
KENNELS = ("Stonebridge", "Fox Hollow", "Black Creek", "Tamarack", "Heron Marsh", "Cedar Run")
WORDS = ("Autumn Blaze", "Northern Echo", "Wild Rice", "High Water", "Copper Penny", "Ghost Decoy",
         "Timber Line", "Last Light")  # fmt: skip
TOWNS = ("Cicero", "Salina", "Lysander", "Van Buren", "Dewitt", "Manlius", "Schroeppel")


def field_trial_entry(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, "{town} Veterinary Clinic", lapse=0.08)
    club = rng.choice(CLUBS)
    face, vface = rng.choice(("arimo", "go", "tinos")), rng.choice(("cousine", "b612", "arimo"))
    style = rng.choice(PRINT_STYLES)
    sheet = Sheet(612, 792)
    event = day_between(rng, TODAY + timedelta(days=40), TODAY + timedelta(days=220))
    closes = event - timedelta(days=rng.randrange(14, 30))
    sheet.text(306, 44, "OFFICIAL ENTRY FORM", f"{face}-bold", 15, align="c", label=True)
    sheet.text(306, 62, f"{club} — Licensed Hunting Test", face, 11, align="c")
    sheet.text(
        306,
        76,
        f"{fmt_date(event, 2)} and the day after  ·  Entries close {fmt_date(closes, 2)}",
        face,
        8.5,
        GREY,
        align="c",
    )
    sheet.rule(40, 88, 572, 88, 1.2)
    y = 108.0
    stake = rng.choice(("Junior", "Senior", "Master", "Started", "Intermediate"))
    registered = f"{rng.choice(KENNELS)}'s {rng.choice(WORDS)}"
    rows = (
        (("Breed", f.breed), ("Stake", stake)),
        (("Registered name of dog", registered), ("Call name", f.dog)),
        (
            ("Registration no.", f"SR{rng.randrange(10**7, 10**8)}"),
            ("Date of birth", fmt_date(f.born, style)),
        ),
        (("Sex", rng.choice(("Dog", "Bitch"))), ("Breeder", person(rng))),
        (("Actual owner(s)", f.owner), ("Handler", rng.choice(("Owner", person(rng))))),
        (("Owner's address", f"{f.street}, {f.town}, NY {f.zip}"), ("Phone", phone(rng))),
    )
    for (l1, v1), (l2, v2) in rows:
        sheet.box(40, y - 12, 320, 30, None, GREY, 0.5)
        sheet.box(360, y - 12, 212, 30, None, GREY, 0.5)
        sheet.text(44, y - 3, l1.upper(), f"{face}-bold", 6, label=True)
        sheet.text(364, y - 3, l2.upper(), f"{face}-bold", 6, label=True)
        sheet.text(48, y + 12, v1, vface, 9.5)
        sheet.text(368, y + 12, v2, vface, 9.5)
        y += 30
    y += 22
    sheet.box(40, y - 14, 532, 20, SHADE, None)
    sheet.text(
        46,
        y,
        "PROOF OF CURRENT RABIES VACCINATION — required of every dog on the grounds",
        f"{face}-bold",
        8.5,
        label=True,
    )
    y += 24
    due = rng.random()
    expires = due < 0.85
    lot_shown = rng.random() < 0.5
    vac = [
        ("Date vaccinated:", fmt_date(f.given, style)),
        (
            "Expires:",
            fmt_date(f.due, style)
            if due < 0.6
            else term_text(f.term, rng)
            if expires
            else "see certificate",
        ),
        ("Vaccine:", f"{f.product}, lot {f.lot}" if lot_shown else f.product),
        ("Rabies tag no.:", f.tag),
        ("Veterinarian:", f"Dr. {f.vet}"),
        ("Clinic:", f.clinic),
    ]
    for i, (label, value) in enumerate(vac):
        field(sheet, 48 + (i % 2) * 270, y + (i // 2) * 18, label, value, face, vface)
    y += 74
    sheet.text(
        40,
        y,
        "Attach a copy of the rabies certificate. Dogs without proof will not run.",
        face,
        8,
        GREY,
    )
    y += 30
    lines = (
        "I (we) agree to abide by the rules of the club and the regulations of the grounds, and",
        "certify that the dog entered is not a hazard to persons or other dogs.",
    )
    for line in lines:
        sheet.text(40, y, line, face, 8)
        y += 12
    y += 30
    signed = min(day_between(rng, max(f.given, closes - timedelta(days=60)), closes), TODAY)
    sheet.scrawl(rng, 60, y - 2, 140, (20, 30, 120))
    sheet.rule(40, y + 2, 300, y + 2)
    sheet.text(40, y + 13, "Signature of owner or agent", face, 7, GREY, label=True)
    sheet.text(360, y, fmt_date(signed, style), vface, 9.5)
    sheet.rule(360, y + 2, 520, y + 2)
    sheet.text(360, y + 13, "Date signed", face, 7, GREY, label=True)
    sheet.text(
        40,
        770,
        f"Entry fee ${rng.choice((60, 70, 75))}.00 per stake · make checks to {club}",
        face,
        7,
        GREY,
    )
    return sheet, f.truth(expires=expires, lot=lot_shown)


def aco_notice(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, "{town} Veterinary Hospital", lapse=0.0)
    town = rng.choice(TOWNS)
    face = rng.choice(("tinos", "oldstd", "slab", "go"))
    style = rng.choice(PRINT_STYLES)
    ticket = day_between(rng, f.given - timedelta(days=40), f.given - timedelta(days=2))
    notice = min(day_between(rng, f.given + timedelta(days=3), f.given + timedelta(days=40)), TODAY)
    sheet = Sheet(612, 792)
    sheet.ring(74, 66, 30, (30, 30, 30), 1.2)
    sheet.text(74, 70, "SEAL", face, 8, GREY, align="c")
    sheet.text(118, 54, f"TOWN OF {town.upper()}", f"{face}-bold", 15)
    sheet.text(118, 72, "Office of the Dog Control Officer", face, 10.5)
    sheet.text(118, 86, f"{rng.randrange(2, 900)} Town Hall Dr · {phone(rng)}", face, 8.5, GREY)
    sheet.rule(40, 106, 572, 106, 1.0)
    sheet.text(40, 134, fmt_date(notice, style), face, 10.5)
    case = f"DCO-{ticket.year}-{rng.randrange(100, 999):04d}"
    field(sheet, 380, 134, "Case no.", case, face, face, 10.5)
    y = 164.0
    for line in (f.owner, f.street, f"{f.town}, NY {f.zip}"):
        sheet.text(40, y, line, face, 10.5)
        y += 14
    y += 20
    sheet.text(40, y, "RE: PROOF OF RABIES VACCINATION RECEIVED", f"{face}-bold", 11, label=True)
    y += 24
    for line in (
        f"On {fmt_date(ticket, style)} this office issued an appearance ticket under Public Health",
        "Law § 2141 for a dog found without proof of current rabies vaccination. This office has",
        "now received the following proof, and the matter is closed:",
    ):
        sheet.text(40, y, line, face, 10.5)
        y += 15
    y += 14
    shown = rng.random()
    expires = shown < 0.85
    tagged = rng.random() < 0.85
    table = [
        ("Dog", f"{f.dog} ({f.breed}, {f.colour})"),
        ("Date of vaccination", fmt_date(f.given, style)),
        ("Vaccine", f"{f.product}, lot {f.lot}"),
        (
            "Valid through",
            fmt_date(f.due, style) if shown < 0.65 else f"{term_text(f.term, rng)} vaccine",
        ),
        ("Rabies tag", f.tag if tagged else "not stated"),
        ("Veterinarian", f"Dr. {f.vet}"),
        ("Practice", f.clinic),
    ]
    if not expires:
        table.pop(3)
    for label, value in table:
        sheet.box(60, y - 13, 150, 19, SHADE, GREY, 0.4)
        sheet.box(210, y - 13, 330, 19, None, GREY, 0.4)
        sheet.text(66, y, label, f"{face}-bold", 9, label=True)
        sheet.text(216, y, value, face, 9.5)
        y += 19
    y += 24
    for line in (
        "No court appearance is needed. Please keep the rabies tag on your dog's collar and",
        "renew the vaccination before it runs out. Thank you for your prompt attention.",
    ):
        sheet.text(40, y, line, face, 10.5)
        y += 15
    y += 36
    officer = person(rng)
    sheet.scrawl(rng, 50, y - 4, 120, (20, 20, 20))
    sheet.text(40, y + 12, f"{officer}, Dog Control Officer", face, 10)
    sheet.text(
        40, y + 26, f"Badge {rng.randrange(10, 99)}  ·  cc: Town Justice Court", face, 8.5, GREY
    )
    return sheet, f.truth(expires=expires, tag=tagged)
