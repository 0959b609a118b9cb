"""Two printed fourth-set layouts: a typewritten Form 51 grid and a pet-store clinic's invoice."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.fourth_draw import BLACK, Box, Rule, Scribble, Sheet, Text, text_width
from tests.fourth_facts import Facts, clinic_name, duration_words, truth, us_date, vet_as_signed
from tests.heldout_certificates import Truth

Drawn = tuple[Sheet, Truth, tuple[str, ...]]


class Draft:
    """A sheet being drawn, with every label it prints kept for the count of labels as values."""

    def __init__(self, width: float, height: float) -> None:
        self.sheet = Sheet(width, height)
        self.labels: list[str] = []

    def label(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 7,
        face: str = "sans",
        style: str = "print",
    ) -> None:
        self.sheet.add(Text(x, y, text, face, size, BLACK, style))
        self.labels.append(text)

    def text(
        self, x: float, y: float, text: str, face: str = "sans", size: float = 10, **kw: object
    ) -> None:
        self.sheet.add(Text(x, y, text, face, size, **kw))  # type: ignore[arg-type]

    def check(self, x: float, y: float, label: str, ticked: bool, mark: Text | None = None) -> None:
        """A printed box and its label; a ticked one gets an X struck in it."""
        self.sheet.add(Box(x, y - 7, 7.5, 7.5, 0.6))
        self.label(x + 10, y, label, 7.5)
        if ticked:
            self.sheet.add(mark or Text(x + 0.8, y, "X", "mono", 9, style="type"))

    def done(self, facts: Facts, clinic: str, **shown: bool) -> Drawn:
        return self.sheet, truth(facts, clinic, **shown), tuple(self.labels)


def form51(facts: Facts, rng: random.Random) -> Drawn:
    """NASPHV Form 51 style: a grid of cells, small-caps labels above typewritten values."""
    d, clinic = Draft(612, 530), clinic_name(rng)
    d.text(
        306 - text_width("RABIES VACCINATION CERTIFICATE", "serif_bold", 15) / 2,
        60,
        "RABIES VACCINATION CERTIFICATE",
        "serif_bold",
        15,
    )
    d.label(40, 40, "NASPHV Form 51", 7, "serif")
    d.label(430, 40, "Certificate No.", 7, "serif")
    d.text(495, 40, f"{facts.serial}", "mono", 9, ink=(150, 20, 20))  # a printer's serial, in red
    d.label(40, 78, "Complete all items. Please print or type.", 7, "serif")
    typed_dx, typed_dy = (
        rng.uniform(-3, 5),
        rng.uniform(-2, 2),
    )  # the form sat crooked in the carriage
    y = 92.0

    def band(title: str) -> None:
        nonlocal y
        d.sheet.add(Box(36, y, 540, 13, 0.8, shade=215))
        d.label(40, y + 10, title, 8, "sans_bold")
        y += 13

    def row(cells: list[tuple[str, float, str]], height: float = 28) -> None:
        nonlocal y
        x = 36.0
        for label, width, value in cells:
            d.sheet.add(Box(x, y, width, height, 0.6))
            d.label(x + 3, y + 8, label, 6.5, "sans", "caps")
            if value:
                d.text(x + 6 + typed_dx, y + 21 + typed_dy, value, "mono", 10, style="type")
            x += width
        y += height

    band("OWNER")
    if rng.random() < 0.5:  # the form asks the name in parts
        row(
            [
                ("Last Name", 170, facts.owner_last.upper()),
                ("First", 130, facts.owner_first.upper()),
                ("M.I.", 40, ""),
                ("Telephone", 200, facts.phone),
            ]
        )
    else:
        row([("Owner's Name", 340, facts.owner.upper()), ("Telephone", 200, facts.phone)])
    row(
        [
            ("Street Address", 250, facts.address),
            ("City", 150, facts.town),
            ("State", 50, "NY"),
            ("Zip", 90, "13088"),
        ]
    )
    band("ANIMAL")
    top = y
    row(
        [
            ("Species", 160, ""),
            ("Sex", 130, ""),
            ("Age", 110, facts.age),
            ("Weight", 140, facts.weight),
        ]
    )
    for i, species in enumerate(("Dog", "Cat", "Ferret")):
        d.check(42 + 48 * i, top + 22, species, species == "Dog")
    for i, sex in enumerate(("M", "F", "Neutered")):
        d.check(
            202 + 34 * i,
            top + 22,
            sex,
            sex in facts.sex or (sex == "Neutered" and len(facts.sex) == 2),
        )
    row(
        [
            ("Predominant Breed", 200, facts.breed),
            ("Colors", 160, facts.color),
            ("Animal's Name", 180, facts.dog),
        ]
    )
    band("VACCINE")
    lot_day = us_date(facts.lot_expires, rng.randint(0, 7))
    row(
        [
            ("Manufacturer", 150, facts.manufacturer),
            ("Product Name", 140, facts.product),
            ("Vaccine Lot No.", 120, facts.lot),
            ("Lot Expiration", 130, lot_day),
        ]
    )
    style = rng.choice((0, 1, 3, 4, 7))
    due = (
        us_date(facts.expires, style) if rng.random() < 0.6 else ""
    )  # often only the box is ticked
    top = y
    row(
        [
            ("Date Vaccinated", 130, us_date(facts.vaccinated, style)),
            ("Duration", 150, ""),
            ("Next Vaccination Due By", 140, due),
            ("Rabies Tag No.", 120, facts.tag),
        ]
    )
    d.check(172, top + 22, "1 Year", facts.years == 1)
    d.check(232, top + 22, "3 Years", facts.years == 3)
    band("VETERINARIAN")
    row(
        [
            ("Veterinarian's Name", 220, vet_as_signed(facts, rng)),
            ("License No.", 110, facts.license_no),
            ("Clinic", 210, clinic),
        ]
    )
    row(
        [
            ("Address", 330, f"{facts.address.split(' ', 1)[1].upper()}, CLAY NY"),
            ("Telephone", 210, "(315) 652-" + str(facts.serial)[:4]),
        ]
    )
    top = y
    row([("Signature", 540, "")], 38)
    d.sheet.add(Scribble(120, top + 10, 150, 22, rng.randint(0, 10**6)))
    d.label(40, y + 14, "Keep this certificate with your dog's health record.", 7, "serif")
    return d.done(facts, clinic)


SERVICES = (
    ("DHPP", ("Vanguard Plus 5", "Nobivac Canine 1-DAPPv", "Duramune Max 5"), 365),
    ("Bordetella (intranasal)", ("Bronchi-Shield III", "Nobivac Intra-Trac 3"), 182),
    ("Leptospirosis 4-way", ("Vanguard L4", "Nobivac Lepto4"), 365),
    ("Canine Influenza H3N2/H3N8", ("Nobivac CIV Bivalent",), 365),
    ("Lyme", ("Vanguard crLyme",), 365),
)
BRANDS = (
    "PetWise Vet Clinic",
    "Vetique Pet Health",
    "PawPoint Vaccine Clinic",
    "Harbor Pet Hospital",
)


def store_clinic(facts: Facts, rng: random.Random) -> Drawn:
    """A pet-store clinic's printout: rabies one row of a table of shots, each with its next due."""
    d, clinic = Draft(612, 792), rng.choice(BRANDS)
    d.sheet.add(Box(36, 30, 200, 44, 1.2, shade=235))
    d.text(44, 52, clinic.split()[0].upper(), "sans_bold", 17)
    d.text(44, 66, clinic, "narrow", 9)
    d.text(260, 44, f"Store #{rng.randint(100, 2999):04d} - {facts.town} Commons", "narrow", 8.5)
    d.text(260, 56, f"{rng.randint(3000, 8999)} W Taft Rd, {facts.town} NY 13088", "narrow", 8.5)
    d.text(260, 68, "Tel (315) 451-" + str(facts.serial)[-4:], "narrow", 8.5)
    d.text(36, 102, "VACCINATION CERTIFICATE / INVOICE", "narrow_bold", 13)
    style = rng.choice((0, 2, 4, 5, 6))
    d.label(400, 96, "Invoice #", 8.5, "narrow")
    d.text(450, 96, str(facts.serial), "narrow", 8.5)
    d.label(400, 108, "Visit Date", 8.5, "narrow")
    d.text(450, 108, us_date(facts.vaccinated, style), "narrow", 8.5)
    y = 130
    for (left, lvalue), (right, rvalue) in zip(
        (
            ("Client:", facts.owner),
            ("Address:", f"{facts.address}, {facts.town} NY"),
            ("Phone:", facts.phone),
        ),
        (
            ("Patient:", facts.dog),
            ("Species/Breed:", f"Canine / {facts.breed}"),
            ("Sex / Age:", f"{facts.sex} / {facts.age}"),
        ),
        strict=True,
    ):
        d.label(36, y, left, 9, "narrow_bold")
        d.text(100, y, lvalue, "narrow", 9.5)
        d.label(330, y, right, 9, "narrow_bold")
        d.text(410, y, rvalue, "narrow", 9.5)
        y += 13
    y += 14
    columns = (
        ("Service", 36),
        ("Product", 150),
        ("Date Given", 262),
        ("Lot #", 335),
        ("Next Due", 400),
        ("Price", 540),
    )
    d.sheet.add(Box(32, y - 10, 548, 14, 0.5, shade=200))
    for name, x in columns:
        d.label(x, y, name, 8.5, "narrow_bold")
    rabies = (f"Rabies {facts.years} Yr", facts.product, facts.vaccinated, facts.lot, facts.expires)
    rows = [rabies]
    for service, products, days in rng.sample(SERVICES, rng.randint(2, 4)):
        given = facts.vaccinated - timedelta(days=rng.choice((0, 0, 0, 21, 140)))
        lot = f"{rng.choice('ABLK')}{rng.randint(100000, 999999)}"
        rows.append((service, rng.choice(products), given, lot, given + timedelta(days=days)))
    rng.shuffle(rows)
    for service, product, given, lot, due in rows:
        y += 15
        for (_, x), value in zip(
            columns,
            (service, product, us_date(given, style), lot, us_date(due, style)),
            strict=False,
        ):
            d.text(x, y, value, "narrow", 9)
        d.text(540, y, f"${rng.randint(18, 49)}.{rng.randint(0, 99):02d}", "narrow", 9)
        d.sheet.add(Rule(32, y + 4, 580, y + 4, 0.3, (150, 150, 150)))
    y += 34
    d.label(36, y, "Rabies Tag #", 9.5, "narrow_bold")
    d.text(110, y, facts.tag, "narrow", 10)
    d.label(300, y, "Rabies vaccine duration:", 9, "narrow_bold")
    d.text(420, y, duration_words(facts.years, rng.randint(0, 5)), "narrow", 9.5)
    y += 18
    d.label(36, y, "Administered by:", 9, "narrow_bold")
    d.text(120, y, vet_as_signed(facts, rng), "narrow", 9.5)
    d.label(300, y, "NY Lic. #", 9, "narrow_bold")
    d.text(350, y, facts.license_no, "narrow", 9.5)
    d.sheet.add(Scribble(120, y + 8, 110, 20, rng.randint(0, 10**6)))
    d.sheet.add(Rule(36, y + 32, 300, y + 32, 0.5))
    d.label(36, y + 42, "Signature of Veterinarian", 7, "narrow")
    d.text(
        36,
        y + 80,
        "Thank you for choosing us! Your pet's next visit is shown in the Next Due column.",
        "narrow",
        8.5,
    )
    return d.done(facts, clinic)
