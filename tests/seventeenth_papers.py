"""Two of the seventeenth set's printed layouts: the county health department's letter closing a
bite report's ten-day observation, with the dog's rabies vaccination history in a table, and an
owner's own vaccination-history spreadsheet printed from Excel with its gridlines."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.seventeenth_canvas import GREY, INK, Sheet, signature, stamp
from tests.seventeenth_facts import PRODUCTS, facts, pattern
from tests.seventeenth_parts import PRINT_STYLES, cross, day, truth


def health_letter(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    face = rng.choice(("caslon", "prociono", "libris"))
    bold = {"caslon": "caslon_b", "libris": "libris_b"}.get(face, "accanthis_b")
    st = rng.choice(PRINT_STYLES)
    sheet = Sheet(1275, 1650)
    cross(sheet, 90, 60, 90, (20, 70, 130))
    sheet.text(200, 62, "Onondaga County Health Department", bold, 32)
    sheet.text(200, 104, "Division of Environmental Health - Rabies Control Program", face, 21)
    sheet.text(
        200,
        134,
        "John H. Mulroy Civic Center, 421 Montgomery St, Syracuse, NY 13202",
        face,
        18,
        GREY,
    )
    sheet.line(90, 175, 1185, 175, (20, 70, 130), 3)
    bite = min(f.vaccinated + timedelta(days=rng.randint(20, 300)), date(2026, 11, 20))
    bite = max(bite, f.vaccinated + timedelta(days=1))
    letter = bite + timedelta(days=rng.randint(11, 14))
    sheet.text(90, 210, day(letter, "long_ord"), face, 22)
    y = 260.0
    for s in (f.owner, f.street, f.town + ", NY " + f.zip):
        sheet.text(90, y, s, face, 22)
        y += 30
    case = f"B{bite:%y}-{rng.randrange(1000, 9999)}"
    sheet.text(90, y + 25, f"RE: Animal bite report {case} - 10-day observation complete", bold, 22)
    y += 85
    body = [
        f"Dear {f.owner}:",
        f"Your dog {f.dog} ({f.breed}) was confined for observation after the incident of",
        f"{day(bite, 'mon_d_y')}. The observation ended "
        f"{day(bite + timedelta(days=10), 'mon_d_y')} "
        "and the dog remained healthy;",
        "no further action is required. Our file shows this rabies vaccination history:",
    ]
    for s in body:
        sheet.text(90, y, s, face, 22)
        y += 34
    y += 20
    prev_prod = rng.choice(PRODUCTS)
    prev_day = f.vaccinated - timedelta(days=365 * prev_prod[2] + rng.randint(-20, 40))
    heads = ["Date given", "Vaccine / lot", "Duration", "Expires", "Tag no."]
    xs = [90, 290, 630, 790, 990]
    show_exp = rng.random() < 0.7
    if not show_exp:
        heads[3] = ""
    sheet.rect((85, y - 8, 1190, y + 34), None, (225, 232, 240))
    for h, x in zip(heads, xs, strict=True):
        if h:
            sheet.label(x, y, h, bold, 20)
    y += 46
    prev_tag = f"{prev_day:%y}-{rng.randrange(10000, 99999)}"
    rows = [
        (
            day(prev_day, st),
            f"{prev_prod[0]} / {pattern(rng, prev_prod[3])}",
            f"{prev_prod[2]} yr",
            day(prev_day.replace(year=prev_day.year + prev_prod[2]), st),
            prev_tag,
        ),
        (
            day(f.vaccinated, st),
            f"{f.product} / {f.lot}",
            f"{f.term} yr",
            day(f.expires, st),
            f.tag,
        ),
    ]
    for row in rows:
        for i, (s, x) in enumerate(zip(row, xs, strict=True)):
            if i != 3 or show_exp:
                sheet.text(x, y, s, face, 20)
        sheet.line(85, y + 32, 1190, y + 32, (190, 190, 195), 1)
        y += 44
    y += 20
    sheet.text(90, y, f"Vaccinating veterinarian: {f.vet}, DVM - {f.clinic},", face, 21)
    sheet.text(90, y + 32, f"{f.clinic_street}, {f.clinic_town}, NY {f.clinic_zip}", face, 21)
    y += 100
    for s in (
        "Please keep your dog's rabies vaccination current as required by NYS Public Health",
        "Law 2141. Questions: call our Rabies Control Program at 315-435-3236.",
        "Sincerely,",
    ):
        sheet.text(90, y, s, face, 21)
        y += 33
    sheet.picture(100, y, signature(rng, 300, 80))
    sheet.text(90, y + 90, "Public Health Sanitarian", face, 20)
    sheet.picture(
        760, y - 20, stamp(rng, ("RECEIVED", "OCHD - EH"), (170, 30, 40)), ("RECEIVED", "OCHD - EH")
    )
    sheet.text(90, 1580, f"cc: {f.clinic}", face, 17, GREY)
    return sheet, truth(f, expires=show_exp)


COLS = "ABCDEFGHI"


def excel_sheet(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    face = rng.choice(("agave", "monofur", "allerta", "komatuna"))
    st = rng.choice(("us_nopad", "iso", "d_mon_y", "us"))
    sheet = Sheet(1650, 1275)
    widths = [150, 230, 150, 150, 150, 140, 260, 300]
    x0, y0, rh = 60.0, 120.0, 40
    sheet.text(60, 40, f"{f.owner.split()[1]} dogs - vaccines.xlsx", face, 18, GREY)
    sheet.text(1590, 40, day(date(2026, 12, 1), "us_nopad"), face, 18, GREY, align="right")
    heads = ["Date", "Vaccine", "Lot #", "Exp.", "Tag", "Dog", "Vet", "Clinic"]
    if rng.random() < 0.5:
        heads[0], heads[3] = "DOV", "Due"
    prev = f.vaccinated - timedelta(days=365 * 3 + rng.randint(-10, 30))
    prev_prod = rng.choice(PRODUCTS)
    rows: list[list[str]] = [
        [f"Vaccination history - {f.dog}", "", "", "", "", "", "", ""],
        [f"Owner: {f.owner}", "", "", f"{f.street}, {f.town} NY", "", "", "", ""],
        heads,
        [
            day(prev, st),
            prev_prod[0],
            pattern(rng, prev_prod[3]),
            day(prev.replace(year=prev.year + 3), st),
            f"{prev:%y}-{rng.randrange(10000, 99999)}",
            f.dog,
            f.other_vet,
            rng.choice((f.clinic, "Petco Vetco")),
        ],
        [
            day(f.vaccinated, st),
            f.product,
            f.lot,
            day(f.expires, st),
            f.tag,
            f.dog,
            f.vet,
            f.clinic,
        ],
    ]
    for shot, given, due in f.others:
        rows.append([day(given, st), shot, "", day(due, st), "", f.dog, f.vet, ""])
    rows += [[""] * 8, [f"Born {day(f.born, st)}", "", "chip", f.chip, "", "", "", ""]]
    n = len(rows) + 3
    sheet.rect((x0 - 40, y0 - rh, x0 + sum(widths), y0), None, (235, 235, 235))
    x = x0
    for i, w in enumerate(widths):
        sheet.text(x + w / 2, y0 - rh + 8, COLS[i], face, 18, GREY, align="center")
        x += w
    for r in range(n):
        sheet.text(x0 - 20, y0 + r * rh + 9, str(r + 1), face, 17, GREY, align="center")
    for r in range(n + 1):
        sheet.line(x0 - 40, y0 + r * rh, x0 + sum(widths), y0 + r * rh, (200, 200, 200), 1)
    x = x0
    for w in [0, *widths]:
        x += w
        sheet.line(x, y0 - rh, x, y0 + n * rh, (200, 200, 200), 1)
    for r, row in enumerate(rows):
        x = x0
        for c, s in enumerate(row):
            if s:
                lab = r == 2 or s == "chip"
                sheet.text(x + 6, y0 + r * rh + 8, s, face, 19, INK, label=lab)
            x += widths[c]
    sheet.text(825, 1220, "Sheet1 - Page 1", face, 16, GREY, align="center")
    return sheet, truth(f)
