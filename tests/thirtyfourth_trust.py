"""A printed paper of the thirty-fourth set: Schedule A of a pet trust, drawn up by an estate
lawyer under New York's EPTL 7-8.1 for the dog's owner (the grantor), naming a trustee and a
caretaker; the owner uploads it because its care schedule states the rabies shot. The law firm's
caption; the trust's name and date (in words); a two-column table, labels in the left column,
values in the right (the animal, its description and microchip, the caretaker and successor, the
veterinarian of record, the rabies line with its date, expiry or term or nothing, the tag at
times, other care and the yearly allowance); the grantor's and trustee's initials and a page
footer."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_facts import TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Veterinary Hospital", "Clay Animal Hospital", "Northern Oaks Vet Clinic",
           "Lakeshore Road Animal Clinic", "{place} Pet Care Center")  # fmt: skip
FIRMS = ("Hennessey & Ostrander, PLLC", "Castellano Elder Law Group", "Wojcik, Tierney & Russo LLP",
         "Pellegrino Elder Law, PC")  # fmt: skip
WORDS = {1: "one year", 3: "three years"}


def trust_schedule(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    sheet = Sheet(612, 792)
    ds = rng.choice((3, 22, 7, 0))
    firm = rng.choice(FIRMS)
    made = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=3))
    sheet.text(306, 52, firm, "garamond-bold", 13, align="c")
    sheet.text(306, 65, f"Attorneys and Counselors at Law  -  {rng.randrange(100, 999)} "
               "James Street, Syracuse, New York 13203", "garamond", 9, align="c")  # fmt: skip
    sheet.rule(72, 74, 540, 74, 0.5)
    sheet.text(306, 104, "SCHEDULE A", "garamond-bold", 15, align="c")
    sheet.text(306, 122, f"to the {f.owner} Pet Trust", "garamond", 12, align="c")
    sheet.text(306, 137, f"dated {fmt_date(made, 20)}", "garamond", 11, align="c")
    sheet.text(306, 152, "(a trust for the care of a designated domestic animal, EPTL 7-8.1)",
               "garamond", 9.5, align="c")  # fmt: skip
    mode = rng.choices(("date", "term", "none"), (4, 4, 1.5))[0]
    tagged, named = rng.random() < 0.55, rng.random() < 0.75
    rabies = f"Last given {fmt_date(f.given, ds)} ({f.product})"
    valid = {"date": f"Valid until {fmt_date(f.due, ds)}; renew before that date.",
             "term": f"A {f.term}-year vaccine; renew every {WORDS[f.term]}.",
             "none": "Keep current as New York law requires."}[mode]  # fmt: skip
    carer, successor = person(rng), person(rng)
    vet_line = f"Dr. {f.vet}, {f.clinic}" if named else f.clinic
    rows = [
        ("Animal", f"{f.dog}, a {f.colour} {f.breed} (dog)"),
        ("Born", f"about {f.born.year}"),
        ("Microchip", f"{rng.choice(('985', '956', '900'))}{rng.randrange(10**11, 10**12)}"),
        ("Caretaker", f"{carer}, {phone(rng, 1)}"),
        ("Successor caretaker", successor),
        ("Trustee", rng.choice((carer, person(rng)))),
        ("Veterinarian of record", vet_line),
        ("", f"{f.place}, New York  -  {phone(rng, 0)}"),
        ("Rabies vaccination", rabies),
        ("", valid),
    ]
    if tagged:
        rows.append(
            ("Rabies tag", f"No. {f.tag}, worn on the collar with the Town of Clay license")
        )
    rows += [
        ("Other vaccines", "DHPP and Leptospirosis yearly; Bordetella if boarded"),
        ("Food and routine", "Grain-free kibble twice daily; two walks a day; sleeps indoors"),
        ("Yearly allowance", f"${rng.choice((1500, 2400, 3000, 3600)):,} paid by the Trustee"),
        ("End of life", "Cremation; ashes to the Successor caretaker"),
    ]
    y = 180.0
    for lab, val in rows:
        top = y - 12
        sheet.box(72, top, 150, 18, (238, 236, 230) if lab else None, (60, 60, 60), 0.4)
        sheet.box(222, top, 318, 18, None, (60, 60, 60), 0.4)
        if lab:
            sheet.label(78, y + 1, lab, "garamond-bold", 10)
        sheet.value(228, y + 1, val, "garamond", 10)
        y += 18
    y += 24
    clauses = (
        "The Trustee shall pay the Caretaker's reasonable costs of the animal's care from the",
        "trust principal. The Caretaker shall keep the animal licensed with its town",
        "and its vaccinations current, and keep this Schedule with the animal's records.",
    )
    for line in clauses:
        sheet.text(72, y, line, "garamond", 10.5)
        y += 14
    y += 36
    for i, who in enumerate(("Grantor's initials", "Trustee's initials")):
        x = 72 + i * 240
        sheet.rule(x, y, x + 120, y, 0.5)
        sheet.label(x, y + 11, who, "garamond", 8.5)
        sheet.sign(rng, x + 10, y - 4, 50)
    sheet.text(306, 760, f"Schedule A - Page {rng.randrange(5, 9)} of {rng.randrange(9, 12)}",
               "garamond", 9, align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=True, lot=False)
