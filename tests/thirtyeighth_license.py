"""A printed paper of the thirty-eighth set: a neighbouring town's dog license certificate, printed
by that town clerk's licensing software the year before the owner moved to Clay; the owner uploads
it because it repeats the rabies certificate the clerk took. The town's heading and the clerk; the
license's own number, issue date and expiry date (not the shot's); a ruled table whose labels stand
in shaded cells beside their values (owner, dog, the rabies certificate's date, its expiry or
duration or nothing, tag, vaccine and lot at times, the vet and clinic); the fees paid; a red
"TRANSFERRED" stamp when the owner told the clerk of the move."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_facts import TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Veterinary Hospital", "Cicero Animal Clinic", "Salina Pet Hospital",
           "{place} Animal Medical Center", "Lysander Veterinary Care")  # fmt: skip
TOWNS = (("Town of Cicero", "8236 Brewerton Rd, Cicero NY 13039"),
         ("Town of Salina", "201 School Rd, Liverpool NY 13088"),
         ("Town of Lysander", "8220 Loop Rd, Baldwinsville NY 13027"),
         ("Town of Manlius", "301 Brooklea Dr, Fayetteville NY 13066"))  # fmt: skip
SHADE = (232, 234, 238)
LINE = (120, 124, 132)


def _row(sheet: Sheet, y: float, cells: list[tuple[str, str]], widths: tuple[float, ...]) -> float:
    """One ruled row: each cell a shaded label beside its value."""
    x = 40.0
    for (lab, val), (lw, vw) in zip(cells, zip(widths[::2], widths[1::2], strict=True),
                                    strict=True):  # fmt: skip
        sheet.box(x, y, lw, 20, SHADE, LINE, 0.4)
        sheet.box(x + lw, y, vw, 20, None, LINE, 0.4)
        sheet.label(x + 4, y + 13.5, lab, "arimo-bold", 7.5)
        if val:
            sheet.value(x + lw + 5, y + 14, val, "arimo", 9)
        x += lw + vw
    return y + 20


def town_license(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.2)
    sheet = Sheet(612, 792)
    ds = rng.choice((32, 0, 1, 14, 6))
    town, addr = rng.choice(TOWNS)
    issued = day_between(
        rng, f.given + timedelta(days=1), min(TODAY, f.given + timedelta(days=200))
    )
    month_end = date(issued.year + 1, issued.month % 12 + 1, 1) - timedelta(days=1)
    runs = month_end if issued.month != 12 else date(issued.year + 1, 12, 31)
    number = f"{issued.year}-{rng.randrange(100, 9999):05d}"
    sheet.text(306, 46, town.upper(), "arimo-bold", 15, align="c")
    sheet.text(306, 60, f"Office of the Town Clerk  -  {addr}", "arimo", 8.5, align="c")
    sheet.text(306, 71, f"Clerk: {person(rng)}  -  {phone(rng, 0)}", "arimo", 8.5, align="c")
    sheet.rule(40, 80, 572, 80, 1.5)
    sheet.text(40, 104, "DOG LICENSE CERTIFICATE", "arimo-bold", 13)
    sheet.text(572, 96, f"License no. {number}", "arimo-bold", 9.5, align="r")
    sheet.text(572, 108, f"Issued {fmt_date(issued, ds)}", "arimo", 9, align="r")
    sheet.text(572, 120, f"License expires {fmt_date(runs, ds)}", "arimo", 9, align="r")
    sheet.text(40, 118, "Agriculture and Markets Law Article 7 - keep this certificate",
               "arimo", 8, (90, 90, 90))  # fmt: skip
    y = 138.0
    sheet.box(40, y, 532, 16, (60, 64, 72), None)
    sheet.text(44, y + 11.5, "OWNER", "arimo-bold", 8.5, (255, 255, 255))
    y += 16
    wide, half = (90, 442), (90, 176, 90, 176)
    y = _row(sheet, y, [("Name", f.owner)], wide)
    y = _row(sheet, y, [("Address", f"{f.street}, {f.town} NY {f.zip}")], wide)
    y = _row(sheet, y, [("Phone", phone(rng, 2)), ("Moved to", "Town of Clay")], half)
    y += 10
    sheet.box(40, y, 532, 16, (60, 64, 72), None)
    sheet.text(44, y + 11.5, "DOG", "arimo-bold", 8.5, (255, 255, 255))
    y += 16
    sex = rng.choice(("M", "F"))
    fixed = rng.choice(("Yes", "No", "Yes"))
    y = _row(sheet, y, [("Name", f.dog), ("Breed", f.breed)], half)
    y = _row(sheet, y, [("Color", f.colour), ("Sex", sex)], half)
    y = _row(sheet, y, [("Spayed/neut.", fixed), ("Born", fmt_date(f.born, ds))], half)
    y += 10
    sheet.box(40, y, 532, 16, (60, 64, 72), None)
    sheet.text(44, y + 11.5, "RABIES CERTIFICATE ON FILE", "arimo-bold", 8.5, (255, 255, 255))
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.3))[0]
    tagged, lotted, named = rng.random() < 0.6, rng.random() < 0.35, rng.random() < 0.7
    exp = {"date": fmt_date(f.due, ds), "term": "", "none": ""}[mode]
    dur = {"date": "", "term": f"{f.term} year" + ("s" if f.term > 1 else ""), "none": ""}[mode]
    y = _row(sheet, y, [("Vaccinated", fmt_date(f.given, ds)), ("Rabies expires", exp)], half)
    y = _row(sheet, y, [("Duration", dur), ("Rabies tag", f.tag if tagged else "")], half)
    vial = f"{f.product} / lot {f.lot}" if lotted else f.product
    y = _row(sheet, y, [("Vaccine", vial), ("Producer", f.maker)], (90, 236, 70, 136))
    y = _row(sheet, y, [("Veterinarian", f"Dr. {f.vet}" if named else ""),
                        ("Clinic", f.clinic)], (90, 176, 50, 216))  # fmt: skip
    y += 10
    sheet.box(40, y, 532, 16, (60, 64, 72), None)
    sheet.text(44, y + 11.5, "FEES", "arimo-bold", 8.5, (255, 255, 255))
    y += 16
    base = 7.5 if fixed == "Yes" else 15.5
    for lab, amt in (("License fee", base), ("State population control surcharge",
                                             1.0 if fixed == "Yes" else 3.0)):  # fmt: skip
        sheet.text(44, y + 14, lab, "arimo", 9)
        sheet.text(568, y + 14, f"${amt:.2f}", "arimo", 9, align="r")
        sheet.rule(40, y + 20, 572, y + 20, 0.4, LINE)
        y += 20
    total = base + (1.0 if fixed == "Yes" else 3.0)
    sheet.text(44, y + 14, f"Total paid ({rng.choice(('cash', 'check', 'card'))})", "arimo-bold", 9)
    sheet.text(568, y + 14, f"${total:.2f}", "arimo-bold", 9, align="r")
    y += 44
    for line in (
        "A license is good for the town that issued it. An owner who moves must license the dog",
        "in the new town; tell this office so the license can be closed. A lost tag costs $3.",
        "The dog must wear its identification tag at all times when off the owner's premises.",
    ):
        sheet.text(40, y, line, "arimo", 8.5)
        y += 12
    if rng.random() < 0.6:
        sheet.text(380, y + 40, "TRANSFERRED", "arimo-bold", 18, (180, 30, 30), angle=12,
                   stamp=rng.randrange(1, 10**6))  # fmt: skip
    sheet.text(40, 770, f"Printed {fmt_date(issued, 1)} by the clerk's licensing system",
               "arimo", 7, (120, 120, 120))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, lot=lotted)
