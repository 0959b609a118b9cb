"""A printed paper of the thirtieth set: the canine liability questionnaire a homeowner's insurance
agency sends when a policy is written or renewed, typed into in a word processor and printed to be
signed. The agency's letterhead and the carrier it writes for, the policy number, the insured (the
dog's owner) and the property, its effective date, then numbered questions in Lato with the
answers typed after them in Courier (a tab and a line): the dog's name, breed, age and weight, the
bite history, the fence, training, whether the rabies vaccination is current with its date, its
expiry or term and the tag, the veterinarian and the practice; the insured's signature and the
date signed at the foot."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_facts import TODAY, day_between, facts, fmt_date, phone

PRACTICES = (
    "{place} Veterinary Clinic",
    "Brewerton Animal Hospital",
    "Northside Pet Hospital",
    "{place} Animal Care Center",
)
AGENCIES = (
    ("Brewerton Insurance Agency, Inc.", "Brewerton"),
    ("Caughdenoy Road Insurance Group", "Clay"),
    ("Lakeview Agency of Central New York", "Liverpool"),
)
CARRIERS = ("Erie Shore Mutual", "Finger Lakes Casualty Co.", "Empire Homeowners Mutual")


def liability_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.14)
    sheet = Sheet(612, 792)
    agency, town = rng.choice(AGENCIES)
    ds = rng.choice((0, 3, 1, 13))
    sheet.text(306, 50, agency, "lato-bold", 15, align="c")
    sheet.text(
        306,
        64,
        f"{town}, NY · {phone(rng, 0)} · Agent for {rng.choice(CARRIERS)}",
        "lato",
        8.5,
        align="c",
    )
    sheet.rule(54, 72, 558, 72, 1.2)
    sheet.text(306, 96, "CANINE LIABILITY QUESTIONNAIRE", "lato-bold", 13, align="c")
    signed = day_between(rng, f.given + timedelta(days=6), TODAY - timedelta(days=1))
    eff = signed + timedelta(days=rng.randrange(5, 40))
    top = (
        ("Policy number:", f"HO-{rng.randrange(10**6, 10**7)}-{rng.randrange(10, 99)}"),
        ("Named insured:", f.owner),
        ("Property address:", f"{f.street}, {f.town}, NY {f.zip}"),
        ("Effective date:", fmt_date(eff, ds)),
    )
    y = 124.0
    for lab, val in top:
        sheet.label(54, y, lab, "lato-bold", 10)
        sheet.value(170, y, val, "courierprime", 10.5)
        y += 17
    y += 10
    sheet.text(
        54,
        y,
        "Answer every question for each dog kept on the premises. Use a separate "
        "sheet for each dog.",
        "lato",
        8.5,
    )
    y += 24
    tagged, due_shown = rng.random() < 0.55, rng.random() < 0.5
    term_shown = not due_shown and rng.random() < 0.65
    vet_shown = rng.random() < 0.7
    current = "Yes" if f.due > signed else "No - due for booster"
    rabies = f"{current}. Last given {fmt_date(f.given, ds)}"
    if due_shown:
        rabies += f", expires {fmt_date(f.due, ds)}"
    elif term_shown:
        rabies += f" ({f.term} year vaccine)"
    questions = [
        ("Dog's name", f.dog),
        ("Breed (if mixed, list all breeds)", f.breed),
        (
            "Age and weight",
            f"{max(1, (signed - f.born).days // 365)} yrs, {rng.randrange(12, 100)} lbs",
        ),
        ("Has the dog ever bitten or injured a person or animal?", "No"),
        ("Has the dog been declared dangerous by any court or dog control officer?", "No"),
        (
            "How is the dog confined (fence, run, leash)?",
            rng.choice(("4 ft chain link fence", "Invisible fence + leash", "6 ft privacy fence")),
        ),
        ("Has the dog completed obedience training?", rng.choice(("Yes - Basic 1", "No"))),
        ("Is the dog's rabies vaccination current?", rabies),
    ]
    if tagged:
        questions.append(("Rabies tag number", f.tag))
    who = f"Dr. {f.vet}, {f.clinic}" if vet_shown else f.clinic
    questions.append(("Veterinarian / practice", who))
    questions.append(("Is the dog used for breeding, guarding or any business?", "No"))
    for i, (q, a) in enumerate(questions, 1):
        sheet.text(54, y, f"{i}.", "lato", 10)
        sheet.label(72, y, q, "lato", 10)
        y += 15
        sheet.value(90, y, a, "courierprime", 10.5)
        sheet.rule(86, y + 3, 558, y + 3, 0.4, (150, 150, 150))
        y += 24
    y += 8
    sheet.text(
        54,
        y,
        "I certify these answers are true. A misstatement may void coverage for "
        "any loss caused by the dog.",
        "lato",
        8.5,
    )
    y += 34
    sheet.sign(rng, 70, y - 4, 150)
    sheet.rule(54, y + 2, 300, y + 2, 0.6)
    sheet.rule(360, y + 2, 558, y + 2, 0.6)
    sheet.value(366, y - 3, fmt_date(signed, ds), "courierprime", 10.5)
    sheet.text(54, y + 14, "Signature of named insured", "lato", 8)
    sheet.text(360, y + 14, "Date", "lato", 8)
    sheet.text(54, 760, f"CLQ-{rng.randrange(10, 30)} (01/2024)", "lato", 7)
    shown = {"tag": tagged, "vet": vet_shown, "product": False, "lot": False}
    return sheet, f.truth(expires=due_shown or term_shown, **shown)
