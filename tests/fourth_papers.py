"""Three more fourth-set layouts: a county clinic's stub, a vet's letterhead, a practice export."""

from __future__ import annotations

import random

from tests.fourth_draw import (
    BALLPOINT,
    STAMP_PURPLE,
    STAMP_RED,
    Box,
    Rule,
    Scribble,
    Stamp,
    Text,
    text_width,
)
from tests.fourth_facts import (
    FIRST,
    LAST,
    TODAY,
    Facts,
    clinic_name,
    duration_words,
    us_date,
    vet_as_signed,
)
from tests.fourth_forms import Draft, Drawn


def town_stub(facts: Facts, rng: random.Random) -> Drawn:
    """A county's free rabies clinic: the owner's part and a tear-off stub, the fields twice."""
    d, clinic = Draft(612, 396), "Onondaga County Rabies Clinic"
    d.text(36, 40, "ONONDAGA COUNTY HEALTH DEPARTMENT", "serif_bold", 12)
    d.text(36, 56, clinic.upper(), "serif", 10)
    d.text(
        36, 70, f"Held at Clay Town Hall, 4401 State Route 31 - {facts.vaccinated:%A}", "serif", 8
    )
    d.label(36, 92, "OWNER'S COPY - KEEP FOR LICENSING", 8, "sans_bold")
    style = rng.choice((1, 3, 4, 7))
    dot = "mono_bold"  # the clinic's dot-matrix printer
    rows = (
        ("Owner", facts.owner.upper()),
        ("Address", f"{facts.address}, {facts.town}".upper()),
        ("Dog's Name", facts.dog.upper()),
        ("Breed/Color", f"{facts.breed} / {facts.color}".upper()),
        ("Vaccine", f"{facts.product.upper()}  ({facts.manufacturer.upper()})"),
        ("Serial/Lot", facts.lot),
        ("Date Given", us_date(facts.vaccinated, style)),
        ("Tag No.", facts.tag),
        ("Veterinarian", vet_as_signed(facts, rng).upper()),
    )
    y = 112
    for label, value in rows:
        d.label(36, y, label + ":", 8.5, "sans")
        d.sheet.add(Rule(110, y + 2, 400, y + 2, 0.4, dash=1.0))
        d.text(114, y - 1, value, dot, 9, style="type")
        y += 18
    good_for = duration_words(facts.years, rng.randint(0, 5))
    d.label(36, y, "Vaccine good for:", 8.5, "sans")
    d.text(126, y - 1, good_for.upper(), dot, 9, style="type")
    printed_expiry = rng.random() < 0.35  # most stubs give the duration only
    if printed_expiry:
        d.label(250, y, "Expires:", 8.5, "sans")
        d.text(296, y - 1, us_date(facts.expires, style), dot, 9, style="type")
    d.label(
        36,
        y + 24,
        "Bring this copy to your Town Clerk to license your dog (Ag. & Mkts Law Sec. 109).",
        7,
    )
    # the perforation, and the stub the county keeps
    d.sheet.add(Rule(420, 20, 420, 376, 0.8, dash=2.0))
    d.label(386, 388, "DETACH HERE", 6, "sans")
    d.label(432, 40, "HEALTH DEPT. COPY", 8, "sans_bold")
    d.label(432, 54, "No.", 8)
    d.text(452, 54, f"{facts.serial % 100000:06d}", dot, 9, ink=(160, 20, 20))
    y = 78
    for label, value in (
        ("Owner", facts.owner.upper()),
        ("Dog", facts.dog.upper()),
        ("Tag", facts.tag),
        ("Date", us_date(facts.vaccinated, style)),
        ("Vacc.", facts.product.upper()),
        ("Lot", facts.lot),
        ("Yrs", str(facts.years)),
    ):
        d.label(432, y, label, 7.5)
        d.text(468, y, value, dot, 8.5, style="type")
        y += 16
    d.sheet.add(Box(430, y, 150, 44, 0.5))
    d.label(434, y + 10, "Fee paid", 7)
    d.text(480, y + 28, "$0.00", dot, 9, style="type")
    return d.done(facts, clinic)


def letterhead(facts: Facts, rng: random.Random) -> Drawn:
    """A vet's letterhead form filled in ballpoint, a stamp struck over the date."""
    d, clinic = Draft(612, 720), clinic_name(rng)
    width = text_width(clinic, "serif_bold", 20)
    d.text(306 - width / 2, 56, clinic, "serif_bold", 20, ink=(20, 60, 40))
    phone = f"(315) 457-{rng.randint(1000, 9999)}"
    address = f"{rng.randint(100, 9000)} Buckley Road - Liverpool, New York 13088 - {phone}"
    d.text(306 - text_width(address, "serif", 9) / 2, 72, address, "serif", 9)
    partner = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    vets = (
        f"{facts.vet}, D.V.M.   -   {partner}, V.M.D."
        if rng.random() < 0.5
        else f"{partner}, D.V.M.   -   {facts.vet}, D.V.M."
    )
    d.text(
        306 - text_width(vets, "serif", 8) / 2, 86, vets, "serif", 8
    )  # two vets: which one signed?
    d.sheet.add(Rule(60, 94, 552, 94, 1.5, (20, 60, 40)))
    d.text(
        306 - text_width("CERTIFICATE OF RABIES VACCINATION", "serif_bold", 13) / 2,
        126,
        "CERTIFICATE OF RABIES VACCINATION",
        "serif_bold",
        13,
    )
    d.label(
        60,
        148,
        "This is to certify that the animal described below was vaccinated against rabies.",
        9.5,
        "serif",
    )
    face = rng.choice(("hand", "hand_serif"))
    short = rng.choice((1, 4, 7, 2))  # a pen writes 4/7/26 and Apr 7 2026 alike

    def line(x: float, y: float, label: str, end: float, value: str | None) -> None:
        d.label(x, y, label, 10, "serif")
        start = x + text_width(label, "serif", 10) + 4
        d.sheet.add(Rule(start, y + 2, end, y + 2, 0.5))
        if value:
            d.sheet.add(
                Text(
                    start + rng.uniform(4, 14),
                    y - rng.uniform(1, 3),
                    value,
                    face,
                    13,
                    BALLPOINT,
                    "hand",
                    rng.uniform(-2, 2),
                )
            )

    show_lot = rng.random() < 0.6
    line(60, 186, "Owner", 360, facts.owner)
    line(370, 186, "Phone", 552, facts.phone)
    line(60, 216, "Address", 552, f"{facts.address}, {facts.town}")
    line(60, 246, "Dog's name", 300, facts.dog)
    line(310, 246, "Breed", 552, facts.breed)
    line(60, 276, "Color", 230, facts.color)
    line(240, 276, "Sex", 330, facts.sex)
    line(340, 276, "Age", 440, facts.age)
    line(450, 276, "Wt", 552, facts.weight)
    line(60, 306, "Vaccine", 330, facts.product)
    line(340, 306, "Lot/Serial", 552, facts.lot if show_lot else None)
    line(60, 336, "Date vaccinated", 300, us_date(facts.vaccinated, short))
    line(310, 336, "Good for", 552, duration_words(facts.years, rng.choice((0, 3))))
    expiry_written = rng.random() < 0.5
    line(60, 366, "Expires", 300, us_date(facts.expires, short) if expiry_written else None)
    line(310, 366, "Tag No.", 552, facts.tag)
    ink = rng.choice((STAMP_RED, STAMP_PURPLE))
    stamp = rng.choice(
        (
            (clinic.upper(), "PAID", f"{facts.vaccinated:%b %d %Y}".upper()),
            ("RABIES VACCINE", "GIVEN"),
            ("PAID",),
        )
    )
    d.sheet.add(
        Stamp(
            rng.uniform(150, 230),
            rng.uniform(326, 346),
            stamp,
            ink,
            rng.uniform(-18, 12),
            rng.random() < 0.5,
            8,
        )
    )
    d.labels.extend(w for w in stamp if w != clinic.upper())  # its words, the clinic aside
    line(60, 420, "Veterinarian", 330, vet_as_signed(facts, rng))
    line(340, 420, "Signature", 552, None)
    d.sheet.add(Scribble(410, 400, 130, 22, rng.randint(0, 10**6)))
    d.label(60, 450, "NYS license no.", 8, "serif")
    d.text(130, 450, facts.license_no, "serif", 8)
    return d.done(facts, clinic, lot=show_lot)


def practice_export(facts: Facts, rng: random.Random) -> Drawn:
    """A practice system's certificate: bold labels right-aligned, values beside, a print date."""
    d, clinic = Draft(612, 792), clinic_name(rng)
    d.sheet.shuffled_text = True
    d.text(40, 50, clinic, "sans_bold", 14)
    d.text(
        40,
        64,
        f"{facts.address.split(' ', 1)[0]} Electronics Pkwy, Liverpool NY 13088",
        "sans",
        8.5,
    )
    d.label(430, 50, "Printed:", 8)
    d.text(468, 50, f"{TODAY.month:02d}/{TODAY.day - 1:02d}/{TODAY.year} 10:42 AM", "sans", 8)
    d.label(430, 62, "Page 1 of 1", 8)
    d.text(40, 100, "Rabies Vaccination Certificate", "sans_bold", 16)
    d.sheet.add(Rule(40, 108, 572, 108, 1.0))
    owner = (
        facts.owner
        if rng.random() < 0.7
        else f"{facts.owner_last.upper()}, {facts.owner_first.upper()}"
    )
    style = rng.choice((0, 2, 5, 6))
    sections = (
        (
            "Client Information",
            (
                ("Client", owner),
                ("Client ID", str(facts.serial % 100000)),
                ("Address", f"{facts.address}, {facts.town}, NY 13088"),
                ("Phone", facts.phone),
            ),
        ),
        (
            "Patient Information",
            (
                ("Patient", facts.dog),
                ("Species", "Canine"),
                ("Breed", facts.breed),
                ("Color", facts.color),
                ("Sex", facts.sex),
                ("Weight", facts.weight),
            ),
        ),
        (
            "Vaccination",
            (
                ("Vaccine", f"Rabies - Canine {facts.years} Year"),
                ("Product", facts.product),
                ("Manufacturer", facts.manufacturer),
                ("Serial/Lot #", facts.lot),
                ("Lot Expiration", us_date(facts.lot_expires, style)),
                ("Date Administered", us_date(facts.vaccinated, style)),
                ("Duration", duration_words(facts.years, rng.randint(0, 5))),
                (
                    rng.choice(("Expiration Date", "Next Due", "Revaccination Due")),
                    us_date(facts.expires, style),
                ),
                ("Rabies Tag", facts.tag),
                ("Administered By", vet_as_signed(facts, rng)),
                ("License", f"NY {facts.license_no}"),
            ),
        ),
    )
    y = 130.0
    for title, pairs in sections:
        d.label(40, y, title, 11, "sans_bold")
        d.sheet.add(Rule(40, y + 4, 300, y + 4, 0.4, (120, 120, 120)))
        y += 20
        for label, value in pairs:
            d.label(170 - text_width(label + ":", "sans_bold", 9), y, label + ":", 9, "sans_bold")
            d.text(178, y, value, "sans", 9.5)
            y += 14
        y += 12
    d.sheet.add(Scribble(180, y, 120, 24, rng.randint(0, 10**6), (10, 10, 10)))
    d.sheet.add(Rule(178, y + 30, 400, y + 30, 0.5))
    d.label(178, y + 40, "Veterinarian Signature", 8)
    return d.done(facts, clinic)
