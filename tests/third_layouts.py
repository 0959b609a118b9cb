"""The third set's four layouts: a hospital letter, a clinic receipt, a Form 51, a tag card.

Each returns a sheet and every label it printed: drawn from what New York clinics hand out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tests.heldout_certificates import Truth
from tests.third_render import FACES, PENS, PRINT, Sheet, text_width

BOLD = "dejavu/DejaVuSerifCondensed-BoldItalic.ttf"
OTHER_SHOTS = (  # a practice's other vaccine rows: their dates are not the rabies shot's
    ("DHPP", "Vanguard Plus 5", "Zoetis", "A"),
    ("Bordetella", "Bronchi-Shield", "Elanco", "B"),
    ("Leptospirosis", "Nobivac Lepto4", "Merck", "L"),
)


@dataclass
class Words:
    """How this certificate writes its values: dates, the vet's title, which pen or typeface."""

    vaccinated: str
    expires: str  # "" when only the duration is printed
    years: int
    vet: str
    manufacturer: str
    address: str
    printed_on: str  # dates that are neither: the day printed (not after the day drawn),
    later: str  # a lot's expiry or another shot's due date, the dog's birthday
    born: str
    face: str  # the values' typeface
    hand: bool  # values written in by hand
    rng: random.Random


@dataclass
class Pen:  # draws labels and values, and keeps the labels
    sheet: Sheet
    words: Words
    labels: list[str] = field(default_factory=list)

    def label(self, x: float, y: float, text: str, size: float = 8, face: str = PRINT) -> None:
        self.labels.append(text)
        self.sheet.text(x, y, text, size, face=face)

    def value(
        self, x: float, y: float, text: str | None, size: float = 10, room: float = 0
    ) -> None:
        if text and room:  # a table cell: the typist's system shrinks what would run over
            size = min(size, size * room / text_width(text, self.words.face, size))
        if text:
            ink = self.words.rng.choice(PENS) if self.words.hand else (10, 10, 10)
            self.sheet.text(x, y, text, size, face=self.words.face, hand=self.words.hand, ink=ink)

    def labelled(
        self, x: float, y: float, label: str, text: str | None, gap: float, size: float = 10
    ) -> None:
        """A label with its value beside it, on a ruled line when written by hand."""
        self.label(x, y, label, size - 1)
        if self.words.hand:
            self.sheet.rule(x + gap - 3, y + 2, x + gap + 150, y + 2, width=0.5)
        self.value(x + gap, y, text, size)

    def boxed(
        self, x: float, y: float, w: float, label: str, text: str | None, h: float = 26
    ) -> None:
        """A form's box: its label small in the top corner, the value below it."""
        self.sheet.box(x, y, w, h, width=0.6)
        self.label(x + 2.5, y + 7.5, label, 6.5)
        self.value(x + 5, y + h - 6, text, 9.5)

    def check(self, x: float, y: float, label: str, ticked: bool) -> None:
        self.sheet.box(x, y - 7, 7.5, 7.5, width=0.6)
        if ticked:
            self.sheet.text(
                x + 1, y - 0.5, "X", 8, face=self.words.face, hand=self.words.hand, ink=(20, 20, 20)
            )
        self.label(x + 11, y, label, 8)


def choose(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def hospital_letter(truth: Truth, w: Words) -> tuple[Sheet, list[str]]:
    """A practice's letterhead; the rabies shot one row of a vaccine table among others."""
    rng = w.rng
    pen = Pen(Sheet(612, 792), w)
    pen.sheet.text(54, 66, truth.clinic or "", 19, face=BOLD)
    pen.sheet.text(54, 82, w.address, 8.5)
    pen.sheet.rule(54, 92, 558, 92, width=2)
    pen.label(
        54,
        124,
        choose(rng, "Certificate of Rabies Vaccination", "Rabies Vaccination Record"),
        15,
        BOLD,
    )
    pen.label(420, 124, choose(rng, "Printed", "Date printed"), 8)
    pen.value(470, 124, w.printed_on, 8.5)
    left = [
        (choose(rng, "Client:", "Owner:", "Responsible Party:"), truth.owner),
        ("Address:", choose(rng, "112 Lakeshore Rd", "4 Wetzel Rd", "8031 Morgan Rd")),
        ("Phone:", f"(315) 555-{rng.randint(1000, 9999)}"),
    ]
    right = [
        (choose(rng, "Patient:", "Pet Name:", "Animal:"), truth.dog),
        ("Species:", "Canine"),
        ("Breed:", choose(rng, "Labrador Retriever", "Beagle", "Mixed Breed", "Boxer", "Shih Tzu")),
        ("Sex:", choose(rng, "MN", "FS", "M", "F")),
        (choose(rng, "DOB:", "Birthdate:"), w.born),
    ]
    for i, (label, text) in enumerate(left):
        pen.labelled(54, 160 + 16 * i, label, text, 96)
    for i, (label, text) in enumerate(right):
        pen.labelled(330, 160 + 16 * i, label, text, 70)
    given = choose(rng, "Date Given", "Vacc. Date", "Administered", "Date")
    due = choose(rng, "Next Due", "Due", "Revaccinate by", "Expires")
    brand, serial = choose(rng, "Product", "Brand"), choose(rng, "Serial", "Lot #")
    heads: list[str | None] = ["Vaccine", brand, "Manufacturer", serial, given, due, "Tag"]
    widths = [66, 96, 92, 58, 64, 64, 64]
    rabies: list[str | None] = [f"Rabies ({w.years} yr)", truth.product, w.manufacturer, truth.lot]
    rabies += [w.vaccinated, w.expires, truth.tag]
    others: list[list[str | None]] = [
        [kind, product, maker, f"{lot}{rng.randint(10000, 99999)}", w.vaccinated, w.later, ""]
        for kind, product, maker, lot in OTHER_SHOTS
    ]
    rows = rng.sample(others, rng.randint(0, 2))
    rows.insert(rng.randint(0, len(rows)), rabies)
    top = 260
    pen.sheet.box(54, top, 504, 16, shade=222, width=0.6)
    for i, row in enumerate([heads, *rows]):
        x = 54.0
        for cell, column in zip(row, widths, strict=True):
            if i == 0:
                pen.label(x + 3, top + 11.5, str(cell), 8, BOLD)
            else:
                pen.value(x + 3, top + 11.5 + 17 * i, cell, 8, room=column - 8)
            x += column
        pen.sheet.rule(54, top + 16 + 17 * i, 558, top + 16 + 17 * i, width=0.4)
    y = top + 40 + 17 * len(rows)
    pen.label(54, y, f"Rabies vaccination valid for {w.years} year{'s' if w.years > 1 else ''}.", 9)
    pen.labelled(
        54, y + 40, choose(rng, "Administered by:", "Veterinarian:", "Attending:"), w.vet, 96
    )
    pen.labelled(54, y + 58, "NYS License No.:", str(rng.randint(100000, 199999)), 96)
    pen.sheet.rule(330, y + 58, 540, y + 58, width=0.5)
    pen.sheet.sign(336, y + 56, 150, rng)
    pen.label(330, y + 68, "Signature", 7)
    pen.label(54, 740, "Keep this certificate: the Town Clerk asks for it.", 7.5)
    return pen.sheet, pen.labels


def clinic_receipt(truth: Truth, w: Words) -> tuple[Sheet, list[str]]:
    """A county rabies clinic's receipt: boxes filled at the table, a perforated stub to keep."""
    rng = w.rng
    pen = Pen(Sheet(306, 396), w)
    pen.sheet.text(20, 28, truth.clinic or "", 10.5, face=BOLD)
    pen.label(20, 44, choose(rng, "FREE RABIES CLINIC", "Rabies Clinic - Receipt"), 12, BOLD)
    pen.sheet.text(20, 56, w.address, 7)
    pen.label(226, 28, "No.", 8)
    pen.sheet.text(242, 28, f"{rng.randint(1, 9999):05d}", 9, ink=(170, 30, 30))
    owner, dog = choose(rng, "Owner", "Owner Name"), choose(rng, "Dog's Name", "Pet Name")
    pen.boxed(20, 64, 266, owner, truth.owner)
    pen.boxed(
        20, 90, 170, "Address", "Clay, NY 13041" if rng.random() < 0.5 else "Cicero, NY 13039"
    )
    pen.boxed(190, 90, 96, "Phone", f"315-555-{rng.randint(1000, 9999)}")
    pen.boxed(20, 116, 133, dog, truth.dog)
    pen.boxed(
        153,
        116,
        133,
        "Breed / Color",
        choose(rng, "Lab mix / blk", "Beagle / tri", "Pit / brindle"),
    )
    pen.boxed(20, 142, 90, choose(rng, "Vacc. Date", "Date Vaccinated"), w.vaccinated)
    pen.boxed(110, 142, 88, choose(rng, "Tag No.", "Rabies Tag #"), truth.tag)
    pen.boxed(198, 142, 88, choose(rng, "Due", "Revaccinate by"), w.expires) if w.expires else None
    pen.boxed(20, 168, 133, "Vaccine", truth.product)
    pen.boxed(153, 168, 133, choose(rng, "Lot", "Serial/Lot No."), truth.lot)
    pen.label(20, 208, "Good for:", 8)
    pen.check(70, 208, "1 yr", w.years == 1)
    pen.check(110, 208, "3 yrs", w.years == 3)
    pen.boxed(20, 216, 266, choose(rng, "Vaccinator", "Veterinarian"), w.vet)
    pen.sheet.sign(150, 266, 120, rng)
    pen.label(20, 280, "Donation $", 8)
    pen.value(68, 280, choose(rng, "5.00", "0", "10"), 9)
    pen.sheet.rule(8, 300, 298, 300, dashed=True)
    pen.label(20, 312, "Detach and keep - bring to your Town Clerk", 6.5)
    pen.label(20, 334, "Tag", 8)
    pen.value(44, 334, truth.tag, 10)
    pen.label(150, 334, "Date", 8)
    pen.value(176, 334, w.vaccinated, 10)
    pen.label(20, 356, "Dog", 8)
    pen.value(44, 356, truth.dog, 10)
    return pen.sheet, pen.labels


def form51(truth: Truth, w: Words) -> tuple[Sheet, list[str]]:
    """An NASPHV Form 51-style certificate: sections in bars, 1 yr / 3 yr boxes, dates in boxes."""
    rng = w.rng
    pen = Pen(Sheet(612, 792), w)
    pen.label(40, 34, "NASPHV Form 51", 7)
    pen.label(170, 58, "RABIES VACCINATION CERTIFICATE", 15, BOLD)
    bars = iter(("OWNER", "ANIMAL", "VACCINE", "VETERINARIAN"))

    def bar(y: float) -> None:
        pen.sheet.box(40, y, 532, 14, shade=200, width=0.6)
        pen.label(46, y + 10.5, next(bars), 8.5, BOLD)

    def date_boxes(x: float, y: float, label: str, day: str) -> None:
        pen.label(x, y + 8, label, 7)
        parts = zip(day.split("/"), (0, 30, 60), ("Month", "Day", "Year"), strict=True)
        for part, offset, caption in parts:
            left = x + offset
            pen.sheet.box(left, y + 11, 46 if caption == "Year" else 30, 18, width=0.6)
            pen.value(left + 5, y + 25, part, 10)
            pen.label(left + 3, y + 37, caption, 6)

    bar(76)
    pen.boxed(40, 92, 300, choose(rng, "Owner's Name", "Owner"), truth.owner)
    pen.boxed(340, 92, 232, "Telephone", f"(315) 555-{rng.randint(1000, 9999)}")
    pen.boxed(
        40, 118, 532, "Address  (Street, City, State, Zip)", "7311 Buckley Rd, Liverpool, NY 13088"
    )
    bar(152)
    pen.label(46, 182, "Species", 7.5)
    for i, kind in enumerate(("Dog", "Cat", "Ferret", "Other")):
        pen.check(90 + 50 * i, 182, kind, kind == "Dog")
    pen.label(320, 182, "Sex", 7.5)
    for i, kind in enumerate(("M", "F", "Neutered")):
        pen.check(345 + 38 * i, 182, kind, (kind == "M") == (rng.random() < 0.5))
    pen.boxed(40, 192, 200, choose(rng, "Animal's Name", "Name of Dog"), truth.dog)
    pen.boxed(240, 192, 200, "Predominant Breed", choose(rng, "Golden Retriever", "Poodle", "Mix"))
    pen.boxed(440, 192, 132, "Age", f"{rng.randint(1, 12)} yrs")
    bar(228)
    date_boxes(40, 246, "Date Vaccinated", w.vaccinated)
    if w.expires:
        date_boxes(170, 246, choose(rng, "Next Vaccination Due By", "Revaccination Due"), w.expires)
    pen.label(310, 258, "Vaccine good for", 7.5)
    pen.check(310, 274, "1 year", w.years == 1)
    pen.check(370, 274, "3 years", w.years == 3)
    pen.boxed(440, 246, 132, choose(rng, "Rabies Tag Number", "Tag No."), truth.tag, h=32)
    pen.boxed(40, 292, 180, "Producer", w.manufacturer)
    pen.boxed(220, 292, 132, "Product Name", truth.product)
    pen.boxed(352, 292, 110, "Vaccine Serial (Lot) No.", truth.lot)
    pen.boxed(462, 292, 110, "Lot Expiration", w.later)
    bar(332)
    pen.boxed(40, 348, 266, choose(rng, "Veterinarian's Name", "Vaccinating Veterinarian"), w.vet)
    pen.boxed(306, 348, 266, "License Number", f"NY {rng.randint(10000, 99999)}")
    pen.boxed(
        40, 374, 532, "Practice Name and Address", f"{truth.clinic}, {w.address.split(' · ')[0]}"
    )
    pen.sheet.rule(306, 430, 572, 430, width=0.5)
    pen.sheet.sign(316, 428, 180, rng)
    pen.label(306, 440, "Veterinarian's Signature", 7)
    return pen.sheet, pen.labels


def tag_card(truth: Truth, w: Words) -> tuple[Sheet, list[str]]:
    """A tag maker's receipt card, numbered in red, filled in by hand, a stub to tear off."""
    rng = w.rng
    pen = Pen(Sheet(252, 162), w)
    pen.sheet.box(0, 0, 252, 18, shade=70, width=0)
    pen.sheet.text(62, 13, "RABIES TAG RECEIPT", 9.5, face=BOLD, ink=(250, 250, 250))
    pen.labels.append("RABIES TAG RECEIPT")
    pen.sheet.rule(52, 20, 52, 160, dashed=True)
    pen.label(6, 36, "STUB", 7)
    pen.sheet.text(6, 52, truth.tag or "", 7.5, ink=(160, 25, 25))
    pen.label(6, 70, "Issued", 6.5)
    pen.value(6, 84, w.vaccinated, 6.5)
    pen.label(62, 38, choose(rng, "Tag", "Rabies Tag #", "Serial No."), 8)
    pen.sheet.text(134, 39, truth.tag or "", 13, face=FACES[8], ink=(160, 25, 25))
    rows = [
        (choose(rng, "Patient", "Dog"), truth.dog),
        (choose(rng, "Owner", "Client"), truth.owner),
        (choose(rng, "Vacc. Date", "Date Vaccinated"), w.vaccinated),
        (choose(rng, "Due", "Revaccinate by"), w.expires or f"{w.years} yr"),
        (choose(rng, "Lot", "Vaccine Lot"), truth.lot),
        ("DVM", w.vet),
    ]
    for i, (label, text) in enumerate(rows):
        pen.labelled(62, 58 + 16 * i, label, text, 70, 9)
    pen.sheet.text(62, 156, f"{truth.clinic} - {w.address.split(' · ')[-1]}", 6.5)
    return pen.sheet, pen.labels


LAYOUTS = {
    "hospital_letter": hospital_letter,
    "clinic_receipt": clinic_receipt,
    "form51": form51,
    "tag_card": tag_card,
}
