"""The seventh set's forms: a NASPHV Form 51 typed by a practice system or filled by pen, and a
low-cost clinic's wallet card filled by pen with the vial's sticker on it.

Each layout returns its pages, the truth (None for a field the page does not carry), what the
page shows for each true field, and every label it prints. A vet's name is true as written in
its box without "Dr." or "DVM"; an owner's as written, "Last, First" where the form asks so; the
expiry is the due date printed, or the vaccination date plus the checked duration when the due
box is left empty; a certificate's own serial number is never the tag.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tests.heldout_certificates import Truth
from tests.seventh_facts import Facts, written
from tests.seventh_sheet import Page


@dataclass(frozen=True)
class Drawn:
    pages: list[Page]
    truth: Truth
    shown: dict[str, str]  # field -> the words on the page that carry its truth
    labels: tuple[str, ...]


PEN_STYLES = ("m/d/y", "mm/dd/Y", "m/d/Y", "mm-dd-Y")
FORM51_ROWS = (  # (label, width in inches) row by row, as the form prints them
    (("OWNER'S NAME: Last, First, M.I.", 4.3), ("ADDRESS: Number and Street", 3.4)),
    (("CITY", 2.4), ("STATE", 0.8), ("ZIP", 1.1), ("TELEPHONE", 1.8), ("LICENSE NO.", 1.6)),
    (("ANIMAL'S NAME", 2.2), ("SPECIES", 1.5), ("SEX", 1.0), ("PREDOMINANT BREED", 3.0)),
    (("COLORS", 2.2), ("MICROCHIP NO.", 2.5), ("AGE", 0.9), ("SIZE (lbs)", 2.1)),
    (("VACCINE MANUFACTURER", 2.2), ("PRODUCT NAME", 2.0), ("SERIAL (LOT) NO.", 1.8),
     ("LOT EXPIRATION DATE", 1.7)),
    (("DATE VACCINATED", 2.0), ("DURATION", 1.6), ("NEXT VACCINATION DUE BY", 2.3),
     ("RABIES TAG NO.", 1.8)),
    (("VETERINARIAN'S NAME (print)", 3.0), ("LICENSE NUMBER", 1.4),
     ("VETERINARIAN'S SIGNATURE", 3.3)),
)  # fmt: skip
FORM51_LABELS = (
    "RABIES VACCINATION CERTIFICATE", "NASPHV Form 51", "Certificate No.", "1 year", "3 year",
    "Dog", "Cat", "Ferret", "Practice name, address and telephone",
    *(label for row in FORM51_ROWS for label, _ in row),
)  # fmt: skip


def form51(facts: Facts, rng: random.Random, by_pen: bool) -> Drawn:
    """The half-sheet state-style form: labels small in the corner of each box, values below."""
    page = Page(8.5, 5.5, paper=(253, 252, 246) if by_pen else (255, 255, 255))
    style = rng.choice(PEN_STYLES) if by_pen else facts.style
    label_face = rng.choice(("serif", "go"))
    value_face = rng.choice(("typewriter", "jb-mono", "noto-mono", "go-mono"))
    page.text(0.4, 0.42, "NASPHV Form 51", "serif", 7)
    page.text(2.45, 0.5, "RABIES VACCINATION CERTIFICATE", "serif-bold", 15)
    page.text(6.5, 0.42, "Certificate No.", label_face, 7)
    page.text(7.25, 0.45, facts.certificate_no, "serif-bold", 11, ink="red")
    shift = (rng.uniform(-0.06, 0.08), rng.uniform(-0.05, 0.07)) if not by_pen else (0.0, 0.0)
    due_printed = rng.random() < 0.55
    vaccinated, due = written(facts.vaccinated, style), written(facts.expires, style)
    lot_exp = (
        written(facts.lot_expires, style) if rng.random() < 0.5 else f"{facts.lot_expires:%m/%Y}"
    )
    owner = f"{facts.owner_last}, {facts.owner_first}"
    if not by_pen:
        owner = owner.upper()
    vet = f"{facts.vet_first} {facts.vet_last}"
    tag = facts.tag if rng.random() < 0.85 else ""
    values = {
        "OWNER'S NAME: Last, First, M.I.": owner,
        "ADDRESS: Number and Street": facts.street,
        "CITY": facts.town, "STATE": "NY", "ZIP": facts.zip_code, "TELEPHONE": facts.phone,
        "ANIMAL'S NAME": facts.dog, "SPECIES": "Dog", "SEX": facts.sex,
        "PREDOMINANT BREED": facts.breed, "COLORS": facts.colour,
        "MICROCHIP NO.": facts.microchip if rng.random() < 0.5 else "",
        "AGE": f"{max(1, (facts.vaccinated - facts.born).days // 365)} yr",
        "SIZE (lbs)": str(rng.randrange(9, 120)),
        "VACCINE MANUFACTURER": facts.maker, "PRODUCT NAME": facts.product,
        "SERIAL (LOT) NO.": facts.lot, "LOT EXPIRATION DATE": lot_exp,
        "DATE VACCINATED": vaccinated,
        "DURATION": "",
        "NEXT VACCINATION DUE BY": due if due_printed else "",
        "RABIES TAG NO.": tag,
        "VETERINARIAN'S NAME (print)": vet if not by_pen or rng.random() < 0.7 else "",
        "LICENSE NUMBER": facts.vet_license,
    }  # fmt: skip
    sticker = by_pen and rng.random() < 0.5  # the vial's peel-off label instead of pen
    y = 0.7
    for row in FORM51_ROWS:
        x = 0.4
        for label, width in row:
            page.box(x, y, width - 0.05, 0.6)
            page.text(x + 0.05, y + 0.14, label, label_face, 6.5)
            value = values.get(label, "")
            if label == "DURATION":
                for i, years in enumerate((1, 3)):
                    page.box(x + 0.1 + i * 0.75, y + 0.3, 0.14, 0.14)
                    page.text(x + 0.3 + i * 0.75, y + 0.43, f"{years} year", label_face, 7)
                    if years == facts.years:
                        mark_x = x + 0.1 + i * 0.75 + 0.02 + shift[0]
                        if by_pen:
                            page.pen(mark_x, y + 0.44, "X", rng, 11)
                        else:
                            page.text(mark_x, y + 0.43 + shift[1], "X", value_face, 10)
            elif label == "SPECIES":
                for i, kind in enumerate(("Dog", "Cat", "Ferret")):
                    page.box(x + 0.07 + i * 0.48, y + 0.32, 0.12, 0.12)
                    page.text(x + 0.22 + i * 0.48, y + 0.43, kind, label_face, 6.5)
                if by_pen:
                    page.pen(x + 0.08, y + 0.44, "X", rng, 10)
                else:
                    page.text(x + 0.08 + shift[0], y + 0.43 + shift[1], "X", value_face, 9)
            elif sticker and label in ("PRODUCT NAME", "SERIAL (LOT) NO.", "LOT EXPIRATION DATE"):
                pass
            elif value and by_pen:
                page.pen(x + 0.1, y + 0.5, value, rng, rng.uniform(11, 14))
            elif value:
                page.text(x + 0.1 + shift[0], y + 0.46 + shift[1], value, value_face, 9.5)
            x += width
        y += 0.6
    if sticker:  # one printed label over the product, lot and lot expiry boxes
        x0, y0 = 2.65, 0.7 + 4 * 0.6 + 0.08
        page.band(x0, y0, 3.1, 0.46, (236, 236, 228))
        page.text(x0 + 0.06, y0 + 0.17, f"{facts.product.upper()}  {facts.maker}", "go-bold", 7.5)
        page.text(x0 + 0.06, y0 + 0.38, f"SERIAL {facts.lot}   EXP {lot_exp}", "go-mono", 7.5)
    page.text(0.45, 5.38, "Practice name, address and telephone", label_face, 6.5)
    stamp_ink = "blue" if by_pen else "black"
    page.text(3.0, 5.3, facts.clinic, "serif-bold", 8.5, ink=stamp_ink)
    page.text(3.0, 5.44, f"{facts.clinic_address}  {facts.clinic_phone}", "serif", 7, ink=stamp_ink)
    page.scribble(4.9, 0.7 + 6 * 0.6 + 0.42, 2.2, rng)
    shown = {
        "vaccinated": vaccinated,
        "expires": due if due_printed else f"{facts.years} year",
        "veterinarian": values["VETERINARIAN'S NAME (print)"],
        "clinic": facts.clinic, "dog": facts.dog, "owner": owner,
        "product": "" if sticker else facts.product,
        "lot": facts.lot, "tag": tag,
    }  # fmt: skip
    if sticker:
        shown["product"] = f"{facts.product.upper()}  {facts.maker}"
    return Drawn([page], _truth(facts, shown), shown, FORM51_LABELS)


def _truth(facts: Facts, shown: dict[str, str]) -> Truth:
    def on(name: str, value: str) -> str | None:
        return value if shown.get(name) else None

    return Truth(
        vaccinated=facts.vaccinated,
        expires=facts.expires,
        tag=on("tag", facts.tag),
        veterinarian=on("veterinarian", f"{facts.vet_first} {facts.vet_last}"),
        clinic=on("clinic", facts.clinic),
        dog=facts.dog,
        owner=shown.get("owner") or None,
        product=on("product", facts.product),
        lot=on("lot", facts.lot),
    )


CARD_LABELS = (
    "RABIES VACCINATION", "Owner", "Dog's name",
    "Breed", "Date given", "Tag #", "Expires", "1 yr", "3 yr", "Vaccinating veterinarian",
    "NYS Lic.",
)  # fmt: skip


def wallet_card(facts: Facts, rng: random.Random) -> Drawn:
    """A county or humane society's free-clinic card: printed lines, pen on them, a sticker."""
    clinic, place = rng.choice(
        (
            ("Onondaga County Health Dept. Free Rabies Clinic", "Town of Clay Highway Garage"),
            ("CNY Humane Low-Cost Vaccine Clinic", "Fairgrounds, Bldg 4 - Geddes, NY"),
        )
    )
    page = Page(3.6, 2.3, paper=rng.choice(((255, 250, 205), (226, 240, 255), (255, 255, 255))))
    style = rng.choice(PEN_STYLES)
    face, bold = rng.choice((("cantarell", "cantarell-bold"), ("karla", "karla-bold")))
    page.band(0, 0, 3.6, 0.36, (150, 24, 30))
    page.text(0.12, 0.16, clinic, bold, 6.4, ink="white")
    page.text(0.12, 0.3, f"RABIES VACCINATION  -  {place}", face, 5.6, ink="white")
    owner = f"{facts.owner_first} {facts.owner_last}"
    vaccinated, due = written(facts.vaccinated, style), written(facts.expires, style)
    due_written = rng.random() < 0.6
    lines = (
        ("Owner", 0.12, 0.6, 3.3, owner),
        ("Dog's name", 0.12, 0.85, 1.6, facts.dog),
        ("Breed", 1.8, 0.85, 1.62, facts.breed),
        ("Date given", 0.12, 1.1, 1.6, vaccinated),
        ("Tag #", 1.8, 1.1, 1.62, facts.tag),
        ("Expires", 0.12, 1.35, 1.6, due if due_written else ""),
    )
    for label, x, y, width, value in lines:
        page.text(x, y, label, face, 6)
        start = x + 0.045 * len(label) + 0.08
        page.rule(start, y + 0.02, x + width - start)
        if value:
            page.pen(
                start + 0.05,
                y - 0.01,
                value,
                rng,
                rng.uniform(9, 11),
                ink=rng.choice(("blue", "black")),
            )
    for i, years in enumerate((1, 3)):
        page.box(1.85 + i * 0.6, 1.25, 0.1, 0.1)
        page.text(1.99 + i * 0.6, 1.34, f"{years} yr", face, 6)
        if years == facts.years:
            page.pen(1.855 + i * 0.6, 1.35, "X", rng, 9)
    page.band(0.12, 1.5, 1.9, 0.36, (246, 246, 240))  # the vial's sticker
    page.text(0.16, 1.64, f"{facts.product}  {facts.maker}", "go-bold", 5.5)
    page.text(0.16, 1.8, f"LOT {facts.lot}  EXP {facts.lot_expires:%m/%Y}", "go-mono", 5.5)
    vet = f"{facts.vet_first} {facts.vet_last}"
    page.text(0.12, 2.05, "Vaccinating veterinarian", face, 5.5)
    page.text(0.12, 2.2, f"{vet}, DVM   NYS Lic. {facts.vet_license}", face, 6)
    page.scribble(2.1, 2.0, 1.3, rng)
    shown = {
        "vaccinated": vaccinated,
        "expires": due if due_written else f"{facts.years} yr",
        "veterinarian": vet, "clinic": clinic, "dog": facts.dog, "owner": owner,
        "product": facts.product, "lot": facts.lot, "tag": facts.tag,
    }  # fmt: skip
    truth = Truth(
        vaccinated=facts.vaccinated,
        expires=facts.expires,
        tag=facts.tag,
        veterinarian=vet,
        clinic=clinic,
        dog=facts.dog,
        owner=owner,
        product=facts.product,
        lot=facts.lot,
    )
    return Drawn([page], truth, shown, CARD_LABELS)
