"""The seventh set's printouts: a practice-management system's certificate and a two-page visit
summary (rabies on page 1 or 2).

Every one lists other vaccines beside rabies, with their own dates, lots and due dates; the
truth is rabies' line. Same rules for the truth as tests/seventh_forms.py.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.seventh_facts import TODAY, Facts, written
from tests.seventh_forms import Drawn
from tests.seventh_sheet import Page

OTHERS = (  # (line as a practice lists it, maker, months it lasts)
    ("DHPP (Vanguard Plus 5)", "Zoetis", 12), ("Bordetella intranasal", "Merck", 12),
    ("Leptospirosis 4-way", "Elanco", 12), ("Lyme (Vanguard crLyme)", "Zoetis", 12),
    ("Canine Influenza H3N2/H3N8", "Merck", 12),
)  # fmt: skip
PMS_LABELS = (
    "Client", "Patient", "Species", "Breed", "Color", "Sex", "DOB", "Client ID", "Patient ID",
    "Phone", "Microchip", "Vaccine", "Manufacturer", "Lot #", "Lot Exp", "Date Given", "Next Due",
    "Tag", "Rabies Tag #", "Certificate No.", "Administered by", "Veterinarian", "Signature",
    "Printed", "Page 1 of 1", "Canine", "Vaccination Certificate", "RABIES CERTIFICATE",
)  # fmt: skip


def other_lines(facts: Facts, rng: random.Random) -> list[tuple[str, str, str, date, date]]:
    lines = []
    for name, maker, months in rng.sample(OTHERS, rng.randrange(1, 4)):
        given = facts.vaccinated - timedelta(days=rng.choice((0, 0, 14, 120, 300)))
        lot = f"{rng.randrange(100000, 999999)}{rng.choice('ABX')}"
        lines.append((name, maker, lot, given, given + timedelta(days=months * 30)))
    return lines


def _header(page: Page, facts: Facts, face: str, bold: str, y: float = 0.75) -> None:
    page.text(0.75, y, facts.clinic, bold, 15)
    page.text(0.75, y + 0.22, facts.clinic_address, face, 9)
    page.text(0.75, y + 0.4, f"Phone {facts.clinic_phone}", face, 9)
    page.rule(0.75, y + 0.52, 7.0, 0.015)


def pms_printout(facts: Facts, rng: random.Random) -> Drawn:
    """A certificate as a practice system prints it: client and patient blocks, a vaccine table."""
    page = Page(8.5, 11)
    face, bold = rng.choice((("go", "go-bold"), ("serif", "serif-bold"), ("karla", "karla-bold")))
    style = facts.style if facts.style != "Month d, Y" else "mm/dd/Y"  # a table's narrow column
    _header(page, facts, face, bold)
    printed = TODAY - timedelta(days=rng.randrange(0, 40))
    page.text(
        5.6,
        0.75,
        f"Printed {written(printed, style)} {rng.randrange(8, 12)}:{rng.randrange(10, 59)} AM",
        face,
        8,
    )
    page.text(2.6, 1.75, rng.choice(("RABIES CERTIFICATE", "Vaccination Certificate")), bold, 16)
    owner = f"{facts.owner_first} {facts.owner_last}"
    client = (
        ("Client", owner), ("Client ID", str(rng.randrange(1000, 99999))),
        ("", facts.street), ("", f"{facts.town}, NY {facts.zip_code}"), ("Phone", facts.phone),
    )  # fmt: skip
    patient = (
        ("Patient", facts.dog), ("Patient ID", f"P{rng.randrange(10000, 999999)}"),
        ("Species", "Canine"), ("Breed", facts.breed), ("Color", facts.colour),
        ("Sex", facts.sex), ("DOB", written(facts.born, style)), ("Microchip", facts.microchip),
    )  # fmt: skip
    for column, (x, block) in enumerate(((0.75, client), (4.4, patient))):
        page.band(x, 2.0, 3.3, 0.25, (225, 229, 236))
        page.text(x + 0.08, 2.18, ("Client" if column == 0 else "Patient").upper(), bold, 9)
        for i, (label, value) in enumerate(block):
            y = 2.5 + i * 0.2
            if label:
                page.text(x + 0.08, y, f"{label}:", bold, 9)
            page.text(x + 1.05, y, value, face, 9)
    heads = ("Vaccine", "Manufacturer", "Lot #", "Lot Exp", "Date Given", "Next Due")
    columns = (0.75, 3.0, 4.3, 5.15, 5.95, 6.85)
    page.band(0.75, 4.3, 7.0, 0.26, (40, 60, 90))
    for head, x in zip(heads, columns, strict=True):
        page.text(x + 0.05, 4.48, head, bold, 8.5, ink="white")
    rabies_name = f"Rabies {facts.years} Year ({facts.product})"
    lines = other_lines(facts, rng)
    at = rng.randrange(len(lines) + 1)
    vaccinated, due = written(facts.vaccinated, style), written(facts.expires, style)
    rows = [(n, m, lot, "", written(g, style), written(d, style)) for n, m, lot, g, d in lines]
    lot_expires = written(facts.lot_expires, style)
    rows.insert(at, (rabies_name, facts.maker, facts.lot, lot_expires, vaccinated, due))
    for i, row in enumerate(rows):
        y = 4.78 + i * 0.28
        for cell, x in zip(row, columns, strict=True):
            page.text(x + 0.05, y, cell, face, 8.5 if len(cell) < 24 else 7.5)
        page.rule(0.75, y + 0.08, 7.0, 0.005, ink="grey")
    y = 4.78 + len(rows) * 0.28 + 0.35
    tag_shown = rng.random() < 0.85
    if tag_shown:
        page.text(0.75, y, rng.choice(("Rabies Tag #:", "Tag:", "Rabies Tag No.:")), bold, 10)
        page.text(2.1, y, facts.tag, face, 10)
    page.text(4.4, y, "Certificate No.:", bold, 10)
    page.text(5.6, y, facts.certificate_no, face, 10)
    vet = f"{facts.vet_first} {facts.vet_last}"
    page.text(0.75, y + 0.6, rng.choice(("Administered by:", "Veterinarian:")), bold, 10)
    page.text(2.1, y + 0.6, f"{vet}, DVM", face, 10)
    page.text(2.1, y + 0.8, f"NYS License # {facts.vet_license}", face, 8.5)
    page.scribble(4.6, y + 0.62, 2.0, rng, ink="black")
    page.rule(4.4, y + 0.7, 3.3, 0.01)
    page.text(4.4, y + 0.85, "Signature", face, 8)
    page.text(3.6, 10.5, "Page 1 of 1", face, 8)
    shown = {
        "vaccinated": vaccinated, "expires": due, "veterinarian": f"{vet}, DVM",
        "clinic": facts.clinic, "dog": facts.dog, "owner": owner, "product": rabies_name,
        "lot": facts.lot, "tag": facts.tag if tag_shown else "",
    }  # fmt: skip
    truth = truth_of(facts, owner, tag_shown, vet=True, lot=True)
    return Drawn([page], truth, shown, PMS_LABELS)


def truth_of(facts: Facts, owner: str | None, tag: bool, vet: bool, lot: bool) -> Truth:
    return Truth(
        vaccinated=facts.vaccinated,
        expires=facts.expires,
        tag=facts.tag if tag else None,
        veterinarian=f"{facts.vet_first} {facts.vet_last}" if vet else None,
        clinic=facts.clinic,
        dog=facts.dog,
        owner=owner,
        product=facts.product,
        lot=facts.lot if lot else None,
    )


SUMMARY_LABELS = (
    "Visit Summary", "Visit date", "Client", "Patient", "Provider", "Reason for visit",
    "Weight", "Temp", "Exam findings", "Services", "Qty", "Price", "Total", "Vaccines given today",
    "Vaccine", "Product", "Lot", "Exp", "Next due", "Rabies tag issued", "Reminders", "Due",
    "Page 1 of 2", "Page 2 of 2", "Annual wellness exam",
)  # fmt: skip


def visit_summary(facts: Facts, rng: random.Random) -> Drawn:
    """A two-page visit summary; the vaccines given today are on page 1 or on page 2."""
    face, bold = rng.choice((("go", "go-bold"), ("serif", "serif-bold")))
    style, vet = facts.style, f"{facts.vet_first} {facts.vet_last}"
    first, second = Page(8.5, 11), Page(8.5, 11)
    _header(first, facts, face, bold)
    first.text(0.75, 1.8, "Visit Summary", bold, 18)
    owner = f"{facts.owner_last}, {facts.owner_first}"
    facts_lines = (
        ("Visit date", written(facts.vaccinated, style)), ("Client", owner),
        ("Patient", f"{facts.dog} ({facts.breed}, {facts.sex})"), ("Provider", f"Dr. {vet}"),
        ("Reason for visit", "Annual wellness exam"),
    )  # fmt: skip
    for i, (label, value) in enumerate(facts_lines):
        first.text(0.75, 2.2 + i * 0.24, f"{label}:", bold, 10)
        first.text(2.2, 2.2 + i * 0.24, value, face, 10)
    first.text(0.75, 3.6, "Exam findings", bold, 11)
    findings = (
        f"Weight {rng.randrange(9, 120)} lb   Temp {rng.uniform(100.5, 102.4):.1f} F   BCS 5/9",
        "Eyes, ears, oral cavity within normal limits. Mild tartar on upper premolars.",
        "Heart and lungs auscult normally. Abdomen soft, non-painful on palpation.",
    )
    for i, line in enumerate(findings):
        first.text(0.75, 3.85 + i * 0.2, line, face, 9.5)
    services = [("Office exam", "68.00"), ("Heartworm/tick test 4Dx", "54.50")]
    services.append((f"Rabies vaccine {facts.years} yr", "28.00"))
    first.text(0.75, 4.7, "Services", bold, 11)
    for i, (name, price) in enumerate(services):
        first.text(0.95, 4.95 + i * 0.22, name, face, 9.5)
        first.text(6.2, 4.95 + i * 0.22, "1", face, 9.5)
        first.text(6.9, 4.95 + i * 0.22, f"${price}", face, 9.5)
    on_first = rng.random() < 0.5
    host, y = (first, 6.0) if on_first else (second, 1.0)
    host.text(0.75, y, "Vaccines given today", bold, 11)
    rabies = f"Rabies {facts.years} yr"
    vaccinated, due = written(facts.vaccinated, style), written(facts.expires, style)
    rows = [(rabies, facts.product, facts.lot, f"{facts.lot_expires:%m/%Y}", due)]
    for name, maker, lot, _, next_due in other_lines(facts, rng)[:2]:
        rows.append(
            (
                name.split(" (")[0],
                maker,
                lot,
                f"{next_due + timedelta(days=200):%m/%Y}",
                written(next_due, style),
            )
        )
    rng.shuffle(rows)
    columns = (0.75, 2.6, 4.3, 5.5, 6.4)
    for head, x in zip(("Vaccine", "Product", "Lot", "Exp", "Next due"), columns, strict=True):
        host.text(x, y + 0.3, head, bold, 9)
    for i, row in enumerate(rows):
        for cell, x in zip(row, columns, strict=True):
            host.text(x, y + 0.55 + i * 0.22, cell, face, 9)
    tag_y = y + 0.6 + len(rows) * 0.22 + 0.2
    host.text(0.75, tag_y, "Rabies tag issued:", bold, 10)
    host.text(2.2, tag_y, facts.tag, face, 10)
    second.text(0.75, 4.0 if not on_first else 1.0, "Reminders", bold, 11)
    for i, (name, _, _, _, next_due) in enumerate(other_lines(facts, rng)):
        second.text(
            0.95,
            (4.25 if not on_first else 1.25) + i * 0.22,
            f"{name.split(' (')[0]} - Due {written(next_due, style)}",
            face,
            9.5,
        )
    first.text(
        0.75,
        7.9 if not on_first else 8.4,
        f"Total  ${sum(float(p) for _, p in services):.2f}",
        bold,
        10,
    )
    first.text(3.6, 10.5, "Page 1 of 2", face, 8)
    second.text(3.6, 10.5, "Page 2 of 2", face, 8)
    shown = {
        "vaccinated": vaccinated, "expires": due, "veterinarian": f"Dr. {vet}",
        "clinic": facts.clinic, "dog": facts.dog, "owner": owner, "product": facts.product,
        "lot": facts.lot, "tag": facts.tag,
    }  # fmt: skip
    return Drawn([first, second], truth_of(facts, owner, True, True, True), shown, SUMMARY_LABELS)
