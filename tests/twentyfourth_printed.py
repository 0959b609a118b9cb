"""Two printed papers of the twenty-fourth set: a veterinary teaching hospital's community clinic
"vaccine administration record" (a patient barcode sticker, the vaccines given in a table with
each vial's own expiry, the supervising clinician beside the student who gave it) and a rabies
serology laboratory's FAVN titer report (the last rabies vaccination listed among sample, test
and report dates; a titer report gives no expiry and no tag)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyfourth_canvas import BLUE, Sheet
from tests.twentyfourth_facts import (
    BREEDS,
    OTHER_SHOTS,
    PRINT_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
    term_text,
)

GREY = (90, 90, 96)
SHADE = (232, 234, 238)
SCHOOLS = (
    "Finger Lakes Veterinary Teaching Hospital",
    "Empire State College of Veterinary Medicine Community Clinic",
    "Mohawk Valley Veterinary Teaching Clinic",
)
LABS = (
    "Northeast Rabies Serology Laboratory",
    "Atlantic Veterinary Diagnostic Laboratory",
    "Great Lakes Rabies Titer Service",
)


def field(
    sheet: Sheet, x: float, y: float, label: str, value: str, face: str, vface: str, size: float = 9
) -> float:
    """A printed label and its value after it; gives where the value ends."""
    end = sheet.text(x, y, label, f"{face}-bold" if face != "ocrb" else face, size - 1, label=True)
    return sheet.text(end + 5, y, value, vface, size)


def vet_school_record(rng: random.Random) -> tuple[Sheet, Truth]:
    school = rng.choice(SCHOOLS)
    f = facts(rng, school)
    face = rng.choice(("cmu", "tinos", "go", "slab"))
    vface = rng.choice(("cousine", face))
    style = rng.choice(PRINT_STYLES)
    sheet = Sheet(612, 792)
    sheet.text(40, 52, school, f"{face}-bold", 14)
    sheet.text(40, 68, "Community Practice Service  ·  Wellness & Outreach Clinic", face, 9, GREY)
    sheet.text(40, 80, f"{rng.randrange(100, 980)} Tower Rd  ·  {phone(rng)}", face, 8, GREY)
    sheet.rule(40, 92, 572, 92, 1.4)
    sheet.text(40, 114, "VACCINE ADMINISTRATION RECORD", f"{face}-bold", 13, label=True)
    # the patient's barcode sticker, stuck on a little askew in spirit: a box of its own
    sheet.box(392, 100, 180, 70, (250, 250, 244), GREY, 0.5, 4)
    sheet.barcode(rng, 400, 106, 120, 22)
    last = f.owner.split()[-1].upper()
    sheet.text(400, 140, f"PT {rng.randrange(10**6, 10**7)}   {last}, {f.dog.upper()}", "ocrb", 7)
    sheet.text(400, 151, f"CANINE  {f.breed.upper()[:22]}", "ocrb", 7)
    sheet.text(400, 162, f"DOB {f.born:%m/%d/%Y}", "ocrb", 7)
    y = 146.0
    for label, value in (
        ("Client:", f.owner),
        ("Address:", f"{f.street}, {f.town}, NY {f.zip}"),
        ("Phone:", phone(rng)),
        ("Patient:", f.dog),
        ("Breed / colour:", f"{f.breed}, {f.colour}"),
        ("Visit date:", fmt_date(f.given, style)),
    ):
        field(sheet, 40, y, label, value, face, vface)
        y += 15
    student = person(rng)
    field(sheet, 40, y, "Student:", f"{student} (Class of {rng.choice((2027, 2028))})", face, vface)
    field(sheet, 300, y, "Supervising clinician:", f"Dr. {f.vet}", face, vface)
    y += 26
    cols = (40, 156, 252, 318, 386, 460, 512)
    heads = (
        "Vaccine",
        "Manufacturer",
        "Lot / Serial",
        "Vial exp.",
        "Route / Site",
        "Duration",
        "Next due",
    )
    sheet.box(40, y - 11, 532, 16, SHADE, None)
    for x, head in zip(cols, heads, strict=True):
        sheet.text(x + 2, y, head, f"{face}-bold", 7.5, label=True)
    due_shown = rng.random() < 0.6
    rows = [
        (
            f.product,
            f.maker,
            f.lot,
            term_text(f.term, rng),
            fmt_date(f.due, style) if due_shown else "—",
        )
    ]
    for shot in rng.sample(OTHER_SHOTS, rng.randrange(1, 3)):
        maker = rng.choice(("Zoetis", "Merck Animal Health", "Elanco"))
        rows.append(
            (
                shot,
                maker,
                f"{rng.randrange(10, 99)}{rng.choice('ABKZ')}{rng.randrange(1000, 9999)}",
                "1 yr",
                fmt_date(plus_years(f.given, 1), style),
            )
        )
    rng.shuffle(rows)
    for name, maker, lot_no, term, nxt in rows:
        y += 17
        vial = f.given + timedelta(days=rng.randrange(120, 700))
        site = rng.choice(("SQ / RR", "SQ / RF", "IN", "SQ / LF")) if "oral" not in name else "PO"
        for x, v in zip(
            cols, (name, maker, lot_no, fmt_date(vial, style), site, term, nxt), strict=True
        ):
            sheet.text(x + 2, y, v, vface, 7.5 if len(v) < 18 else 6.5)
        sheet.rule(40, y + 5, 572, y + 5, 0.3, GREY)
    y += 26
    tagged = rng.random() < 0.8
    if tagged:
        field(sheet, 40, y, "NYS rabies certificate issued · Tag no.", f.tag, face, vface)
    else:
        sheet.text(40, y, "Rabies tag: not issued (owner keeps current tag)", face, 8.5)
    y += 30
    sheet.text(40, y, "Adverse reactions observed during 20-minute wait: none", face, 8.5)
    y += 40
    sheet.rule(40, y, 250, y)
    sheet.rule(320, y, 540, y)
    sheet.scrawl(rng, 60, y - 4, 110, BLUE)
    sheet.scrawl(rng, 340, y - 4, 120, (20, 20, 20))
    sheet.text(40, y + 11, "Student signature", face, 7, GREY, label=True)
    sheet.text(320, y + 11, "Clinician signature", face, 7, GREY, label=True)
    printed = day_between(rng, f.given, TODAY)
    sheet.text(40, 760, f"Printed {fmt_date(printed, style)}  ·  Page 1 of 1", face, 7, GREY)
    return sheet, f.truth(tag=tagged)


def titer_report(rng: random.Random) -> tuple[Sheet, Truth]:
    lab = rng.choice(LABS)
    f = facts(rng, "{town} Animal Hospital", lapse=0.2)
    face = rng.choice(("arimo", "b612", "tiresias"))
    style = rng.choice(PRINT_STYLES)
    sheet = Sheet(612, 792)
    sheet.box(0, 0, 612, 74, (24, 64, 110), None)
    sheet.text(40, 36, lab, f"{face}-bold", 15, (255, 255, 255))
    sheet.text(
        40,
        54,
        "Rabies Fluorescent Antibody Virus Neutralization (FAVN) Test",
        face,
        9,
        (220, 230, 240),
    )
    sheet.text(40, 100, "FAVN TEST REPORT", f"{face}-bold", 13, label=True)
    collected = min(f.given + timedelta(days=rng.randrange(28, 200)), TODAY - timedelta(days=20))
    collected = max(collected, f.given + timedelta(days=10))
    received = collected + timedelta(days=rng.randrange(2, 6))
    tested = received + timedelta(days=rng.randrange(3, 10))
    reported = tested + timedelta(days=rng.randrange(1, 4))
    acc = f"FAVN-{collected.year % 100}-{rng.randrange(10000, 99999)}"
    y = 126.0
    for (l1, v1), (l2, v2) in (
        (("Accession:", acc), ("Date received:", fmt_date(received, style))),
        (("Submitted by:", f"Dr. {f.vet}"), ("Date tested:", fmt_date(tested, style))),
        (("Practice:", f.clinic), ("Date reported:", fmt_date(reported, style))),
    ):
        field(sheet, 40, y, l1, v1, face, face)
        field(sheet, 360, y, l2, v2, face, face)
        y += 15
    sheet.rule(40, y, 572, y, 0.8)
    y += 20
    chip = f"{rng.choice(('985', '900', '956'))}{rng.randrange(10**11, 10**12)}"
    sheet.text(40, y, "ANIMAL", f"{face}-bold", 9, label=True)
    sheet.text(330, y, "OWNER", f"{face}-bold", 9, label=True)
    y += 16
    for (l1, v1), (l2, v2) in (
        (("Name:", f.dog), ("Owner:", f.owner)),
        (("Species / breed:", f"Canine / {rng.choice(BREEDS)}"), ("Address:", f.street)),
        (("Date of birth:", fmt_date(f.born, style)), ("", f"{f.town}, NY {f.zip}")),
        (
            ("Microchip:", chip),
            ("Destination:", rng.choice(("Hawaii", "United Kingdom", "Japan", "Germany"))),
        ),
    ):
        field(sheet, 40, y, l1, v1, face, face)
        if l2:
            field(sheet, 330, y, l2, v2, face, face)
        else:
            sheet.text(330, y, v2, face, 9)
        y += 15
    y += 12
    sheet.box(40, y - 12, 532, 66, SHADE, None)
    sheet.text(
        48, y + 2, "RABIES VACCINATION HISTORY (as submitted)", f"{face}-bold", 8.5, label=True
    )
    lot_shown = rng.random() < 0.5
    field(
        sheet, 48, y + 20, "Date of last rabies vaccination:", fmt_date(f.given, style), face, face
    )
    vial = f"{f.product} ({f.maker})" + (f", lot {f.lot}" if lot_shown else "")
    field(sheet, 48, y + 36, "Vaccine:", vial, face, face)
    field(sheet, 330, y + 20, "Sample collected:", fmt_date(collected, style), face, face)
    y += 82
    titer = rng.choice(("0.9", "1.4", "2.8", "5.6", "11.2", ">= 22.5"))
    sheet.text(40, y, "RESULT", f"{face}-bold", 9, label=True)
    sheet.box(40, y + 8, 532, 44, None, (40, 40, 40), 0.8)
    sheet.text(52, y + 26, "Rabies neutralizing antibody titer", face, 9)
    sheet.text(360, y + 26, f"{titer} IU/mL", f"{face}-bold", 11)
    sheet.text(52, y + 42, "Interpretation: >= 0.5 IU/mL — ACCEPTABLE", face, 8.5)
    y += 80
    for note in (
        "A titer of 0.5 IU/mL or greater meets the requirement of rabies-free destinations.",
        "This report shows antibody response; it is not a rabies vaccination certificate.",
        "Results relate only to the sample received. Retain this report with the animal's papers.",
    ):
        sheet.text(40, y, note, face, 7.5, GREY)
        y += 12
    y += 30
    sheet.scrawl(rng, 60, y, 120, (20, 20, 20))
    sheet.rule(40, y + 4, 260, y + 4)
    sheet.text(40, y + 16, f"{person(rng)}, PhD — Laboratory Director", face, 8)
    return sheet, f.truth(expires=False, tag=False, lot=lot_shown)
