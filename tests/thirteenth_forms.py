"""Two official forms from somewhere else (tests/thirteenth_certificates.py): another state's
rabies vaccination certificate in numbered boxes, and a military veterinary treatment facility's
certificate in DD-style block capitals with day-month-year dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirteenth_draw import Sheet
from tests.thirteenth_facts import Facts, add_years, dmy, short_us

STATES = {
    "PA": "COMMONWEALTH OF PENNSYLVANIA",
    "VT": "STATE OF VERMONT",
    "NJ": "STATE OF NEW JERSEY",
    "MA": "COMMONWEALTH OF MASSACHUSETTS",
    "ME": "STATE OF MAINE",
    "CT": "STATE OF CONNECTICUT",
    "WV": "STATE OF WEST VIRGINIA",
    "NH": "STATE OF NEW HAMPSHIRE",
    "DE": "STATE OF DELAWARE",
    "MD": "STATE OF MARYLAND",
    "OH": "STATE OF OHIO",
}
RED = (170, 30, 35)
GREEN = (20, 80, 60)


def cell(
    sheet: Sheet,
    x: float,
    y: float,
    w: float,
    h: float,
    label: str,
    value: str | None,
    face: tuple[str, str],
    rng: random.Random,
    ink: tuple[int, int, int] = GREEN,
) -> None:
    """A numbered box: its label small in the corner, the value typed (a little off) below it."""
    sheet.box(x, y, w, h, width=0.7, ink=ink)
    sheet.label(x + 2.5, y + 2, label, face[0], 6.2, ink=ink)
    if value:
        dx, dy = rng.uniform(2, 9), rng.uniform(-1.5, 2.5)
        sheet.text(x + dx, y + h - 14 + dy, value, face[1], 9.5)


def check(
    sheet: Sheet, x: float, y: float, label: str, crossed: bool, face: str, ink: tuple
) -> None:
    sheet.box(x, y + 1, 7, 7, width=0.6, ink=ink)
    if crossed:
        sheet.text(x + 0.6, y - 0.2, "X", "slab", 8.5)
    sheet.label(x + 10, y, label, face, 7.5, ink=ink)


def state_form(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """Another state's certificate: numbered boxes, crossed term and species, the expiry the day
    before the anniversary, a red serial number and the form's revision date."""
    s = Sheet(612, 792, paper=(252, 251, 246))
    ink = rng.choice((GREEN, (25, 45, 110), (60, 60, 60)))
    face = ("uni", "slab")
    s.label(40, 34, STATES.get(f.state, "STATE OF OHIO"), "uni_b", 11, ink=ink)
    s.label(40, 49, "DEPARTMENT OF HEALTH - ZOONOTIC DISEASE PROGRAM", "uni", 8, ink=ink)
    s.label(40, 66, "RABIES VACCINATION CERTIFICATE", "bask", 17, ink=ink)
    s.label(430, 36, "Certificate No.", "uni", 7, ink=ink)
    s.text(430, 46, f.serial, "ocra", 13, ink=RED)
    expires = add_years(f.vaccinated, f.term) - timedelta(days=1)
    tag = None if rng.random() < 0.2 else f.tag
    owner = f"{f.last}, {f.first}"
    x0, w = 40.0, 532.0
    rows: list[list[tuple[float, str, str | None]]] = [
        [(0.5, "1. OWNER (Last, First)", owner), (0.5, "2. TELEPHONE", f.phone)],
        [(1.0, "3. ADDRESS (Street, City, State, ZIP)", f"{f.street}, {f.town}, {f.state}")],
        [(0.34, "4. ANIMAL'S NAME", f.dog), (0.33, "6. BREED", f.breed), (0.33, "COLOR", f.colour)],
        [(0.25, "SEX", f.sex), (0.25, "DATE OF BIRTH", short_us(f.born)),
         (0.5, "MICROCHIP NO.", f.microchip)],
        [(0.34, "7. DATE VACCINATED", short_us(f.vaccinated)),
         (0.33, "9. DATE EXPIRES", short_us(expires)), (0.33, "10. RABIES TAG #", tag or "")],
        [(0.34, "11. PRODUCT NAME", f.product), (0.33, "12. MANUFACTURER", f.maker),
         (0.33, "PREVIOUS TAG #", f.prior_tag)],
        [(0.34, "13. VACCINE LOT / SERIAL NO.", f.lot),
         (0.33, "LOT EXPIRATION", short_us(f.lot_expires)),
         (0.33, "14. WEIGHT (lb)", str(f.weight))],
        [(0.5, "15. VETERINARIAN (print)", f.vet), (0.5, "LICENSE NO.", f.license_no)],
        [(0.6, "16. CLINIC / PRACTICE", f.clinic), (0.4, "CLINIC TELEPHONE", f.clinic_phone)],
    ]  # fmt: skip
    y = 92.0
    for row in rows:
        x = x0
        for frac, label, value in row:
            cell(s, x, y, w * frac, 30, label, value, face, rng, ink)
            x += w * frac
        y += 30
    # species and term: boxes crossed by the clinic's printer
    s.box(x0, y, w, 26, width=0.7, ink=ink)
    s.label(x0 + 3, y + 2, "5. SPECIES", "uni", 6.2, ink=ink)
    for i, name in enumerate(("Dog", "Cat", "Ferret")):
        check(s, x0 + 55 + i * 48, y + 10, name, name == "Dog", "uni", ink)
    s.label(x0 + 260, y + 2, "8. VACCINE DURATION", "uni", 6.2, ink=ink)
    for i, term in enumerate((1, 3)):
        check(s, x0 + 350 + i * 55, y + 10, f"{term} yr", term == f.term, "uni", ink)
    y += 40
    s.label(x0, y, "Veterinarian's signature", "uni", 7, ink=ink)
    s.rule(x0 + 95, y + 9, x0 + 300, y + 9, ink=ink)
    s.text(x0 + 110, y - 8, f"{f.vet.split()[0][0]}. {f.vet.split()[-1]}", "abc", 15, hand=0.6,
           ink=(30, 40, 120))  # fmt: skip
    y += 22
    s.label(x0, y, "Original - Owner    Copy - Veterinarian    Copy - Animal Control", "uni", 7,
            ink=ink)  # fmt: skip
    revised = rng.choice(("Aug 14, 2019", "Jan 3, 2018", "Oct 21, 2020"))
    s.label(x0, 740, f"Form HD-RV-1  Rev. {revised}", "uni_c", 7, ink=ink)
    s.label(400, 740, "Keep this certificate with your dog's records.", "uni_c", 7, ink=ink)
    truth = Truth(f.vaccinated, expires, tag, f.vet, f.clinic, f.dog, owner, f.product, f.lot)
    return s, truth


BASES = (
    "FORT DRUM VETERINARY TREATMENT FACILITY",
    "WEST POINT VETERINARY TREATMENT FACILITY",
    "JOINT BASE MCGUIRE-DIX-LAKEHURST VTF",
    "NAVAL SUBMARINE BASE NEW LONDON VTF",
    "FORT MEADE VETERINARY TREATMENT FACILITY",
    "DOVER AFB VETERINARY CLINIC",
)
RANKS = ("SGT", "SSG", "SFC", "CPL", "PO2", "TSgt", "CPT", "1LT", "MAJ", "CW2")


def military_vtf(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A base vet clinic's certificate: DD-style numbered blocks in capitals, typed values, dates
    as 04 MAR 2026, the due date the same day (left blank on some, the duration given instead)."""
    s = Sheet(612, 792)
    label, typed = "routed", "mono"
    s.label(36, 30, "DEPARTMENT OF DEFENSE VETERINARY SERVICES", "routed_w", 9)
    s.label(36, 44, "RABIES VACCINATION CERTIFICATE", "routed_w", 15)
    s.label(400, 30, "CERTIFICATE NUMBER", label, 6.5)
    s.text(400, 40, f"VTF-{f.serial}", typed, 10)
    clinic = rng.choice(BASES)
    owner = f"{f.last.upper()}, {f.first.upper()}"
    vet = f"{f.vet.split()[-1].upper()}, {f.vet.split()[0].upper()}"
    due_blank = rng.random() < 0.3
    expires = add_years(f.vaccinated, f.term)
    tag = None if rng.random() < 0.15 else f.tag
    lot = f.lot.upper()
    blocks: list[list[tuple[float, str, str | None]]] = [
        [(0.55, "1. SPONSOR NAME (Last, First)", owner), (0.15, "2. GRADE", rng.choice(RANKS)),
         (0.3, "3. DUTY PHONE", f"DSN {rng.randint(312, 318)}-{rng.randint(100, 999)}-"
          f"{rng.randint(1000, 9999)}")],
        [(0.7, "4. ADDRESS / UNIT", f"{f.street.upper()}, {f.town.upper()}, {f.state}"),
         (0.3, "5. HOME PHONE", f.phone)],
        [(0.35, "6. ANIMAL NAME", f.dog.upper()), (0.15, "7. SPECIES", "CANINE"),
         (0.3, "8. BREED", f.breed.upper()), (0.2, "9. SEX", f.sex)],
        [(0.3, "10. COLOR", f.colour.upper()), (0.3, "11. DATE OF BIRTH", dmy(f.born)),
         (0.4, "12. MICROCHIP NUMBER", f.microchip)],
        [(0.3, "13. DATE VACCINATED", dmy(f.vaccinated)),
         (0.2, "14. DURATION", f"{f.term} YR"),
         (0.25, "15. DATE DUE", "" if due_blank else dmy(expires)),
         (0.25, "16. RABIES TAG NO.", tag or "NONE ISSUED")],
        [(0.35, "17. VACCINE (Trade name)", f.product.upper()),
         (0.35, "18. MANUFACTURER", f.maker.upper()), (0.3, "19. LOT NUMBER", lot)],
        [(0.3, "20. LOT EXPIRATION", dmy(f.lot_expires)),
         (0.4, "21. VETERINARIAN (Last, First)", vet), (0.3, "22. SIGNATURE", None)],
        [(1.0, "23. FACILITY", clinic)],
    ]  # fmt: skip
    y, x0, w = 62.0, 36.0, 540.0
    for row in blocks:
        x = x0
        for frac, name, value in row:
            s.box(x, y, w * frac, 32, width=0.8)
            s.label(x + 2, y + 2, name, label, 6.2)
            if value:
                s.text(x + rng.uniform(4, 10), y + 16 + rng.uniform(-1, 1.5), value, typed, 9)
            x += w * frac
        y += 32
    s.text(455, y - 52, f"{f.vet.split()[-1]}", "abc", 15, hand=0.7, ink=(25, 35, 100))
    y += 12
    s.label(x0, y, "OTHER IMMUNIZATIONS", "routed_w", 8)
    y += 12
    s.box(x0, y, w, 14 * (len(f.others) + 1), width=0.6)
    for i, head in enumerate(("VACCINE", "DATE GIVEN", "REMARKS")):
        s.label(x0 + 4 + i * 180, y + 3, head, label, 6.5)
    for n, shot in enumerate(f.others, start=1):
        s.text(x0 + 4, y + 14 * n + 2, shot.name.upper(), typed, 8.5)
        s.text(x0 + 184, y + 14 * n + 2, dmy(shot.given), typed, 8.5)
    s.label(x0, 748, "VTF FORM 7-R, EDITION OF 01 OCT 2019. PREVIOUS EDITIONS ARE OBSOLETE.",
            label, 6.5)  # fmt: skip
    s.label(x0, 758, "CUI WHEN FILLED IN", "routed_w", 6.5)
    truth = Truth(
        f.vaccinated, expires, tag, vet, clinic, f.dog.upper(), owner, f.product.upper(), lot
    )
    return s, truth
