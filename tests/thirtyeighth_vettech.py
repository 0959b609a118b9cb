"""A paper of the thirty-eighth set filled by pen: a community college veterinary technology
program's volunteer patient consent, by which an owner lends the dog to the students' handling
and nursing labs for a semester; printed by the program and filled in by the owner. The program's
heading and the semester's lab days; the owner and dog on lines with labels beside them; a grid
of the dog's vaccines (distemper-parvo, Bordetella, leptospirosis and rabies, each with its own
date given and next due, or a term, or nothing), the rabies tag on its own line at times; the
dog's regular vet and clinic; what the students may and may not do, ticked; the owner's
signature and date, and the instructor's initials."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_faces import INKS, PENS, fit
from tests.thirtyeighth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Vet", "Clay Vet Hosp", "{place} Animal Hosp.", "Wetzel Rd Vet",
           "Banfield Clay")  # fmt: skip
GREEN = (30, 100, 60)
TASKS = ("Physical exam and vital signs", "Nail trim and ear cleaning", "Blood draw (jugular or "
         "cephalic)", "Radiographs (no sedation)", "Dental cleaning under anesthesia")  # fmt: skip


def vet_tech_consent(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.14)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "ballpoint", "felt")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, (253, 253, 250))
    signed = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))
    term = "Spring" if signed.month < 6 else "Fall"

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def line(y: float, lab: str, x0: float, x1: float) -> float:
        end = sheet.label(x0, y, lab, "cantarell", 9)
        sheet.rule(end + 4, y + 2, x1, y + 2, 0.5, (70, 70, 70))
        return end + 8

    sheet.text(40, 46, "ONONDAGA VALLEY COMMUNITY COLLEGE", "cantarell-bold", 13, GREEN)
    sheet.text(40, 60, "Veterinary Technology Program  -  Volunteer Patient Consent", "cantarell",
               10)  # fmt: skip
    labs = f"{term} {signed.year} labs: Tuesdays and Thursdays, 8:30 to 11:30 am, Vet Tech Building"
    sheet.text(40, 74, labs, "cantarell", 8.5, (90, 90, 90))
    sheet.rule(40, 82, 572, 82, 1.0, GREEN)
    y = 112.0
    x = line(y, "Owner", 40, 320)
    pen(x, y, f.owner, 320 - x)
    x = line(y, "Cell phone", 332, 572)
    pen(x, y, phone(rng, rng.randrange(3)), 572 - x, 12)
    y += 28
    x = line(y, "Address", 40, 572)
    pen(x, y, f"{f.street}, {f.town} {f.zip}", 572 - x, 12)
    y += 28
    x = line(y, "Dog's name", 40, 230)
    pen(x, y, f.dog, 230 - x)
    x = line(y, "Breed", 242, 440)
    pen(x, y, f.breed, 440 - x, 12)
    x = line(y, "Age", 452, 572)
    pen(x, y, f"{max(1, (signed - f.born).days // 365)} yrs", 572 - x, 12)
    y += 34
    sheet.text(40, y, "VACCINES  (bring a copy of the rabies certificate to the first lab)",
               "cantarell-bold", 9.5, GREEN)  # fmt: skip
    y += 8
    cols = ((40, 200, "Vaccine"), (200, 350, "Date given"), (350, 500, "Next due"))
    for x0, x1, head in cols:
        sheet.box(x0, y, x1 - x0, 16, (226, 240, 230), (90, 90, 90), 0.5)
        sheet.label(x0 + 5, y + 11.5, head, "cantarell-bold", 8.5)
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    others = [("Distemper / parvo (DHPP)", 365 * 3), ("Bordetella", 365), ("Leptospirosis", 365)]
    rows: list[tuple[str, str, str]] = []
    for name, days in others:
        if rng.random() < 0.75:
            d = day_between(rng, f.given - timedelta(days=300), f.given + timedelta(days=60))
            d = min(d, signed)
            nxt = fmt_date(d + timedelta(days=days), ds) if rng.random() < 0.7 else ""
            rows.append((name, fmt_date(d, ds), nxt))
        else:
            rows.append((name, "", ""))
    due = {"date": fmt_date(f.due, ds), "term": f"{f.term} yr", "none": ""}[mode]
    rows.insert(rng.choice((0, 3)), ("Rabies", fmt_date(f.given, ds), due))
    for name, given, nxt in rows:
        for x0, x1, _ in cols:
            sheet.box(x0, y, x1 - x0, 24, None, (90, 90, 90), 0.5)
        sheet.text(45, y + 16, name, "cantarell", 9)
        if given:
            pen(206, y + 18, given, 138, 12)
        if nxt:
            pen(356, y + 18, nxt, 138, 12)
        y += 24
    tagged = rng.random() < 0.55
    y += 26
    x = line(y, "Rabies tag #", 40, 250)
    if tagged:
        pen(x, y, f.tag, 250 - x, 12)
    named = rng.random() < 0.6
    y += 28
    x = line(y, "Regular veterinarian", 40, 300)
    if named:
        pen(x, y, f"Dr. {f.vet}", 300 - x, 12)
    x = line(y, "Clinic", 312, 572)
    pen(x, y, f.clinic, 572 - x, 12)
    y += 34
    sheet.text(40, y, "My dog may take part in (tick each):", "cantarell-bold", 9.5, GREEN)
    for i, task in enumerate(TASKS):
        cy = y + 18 + i * 16
        sheet.box(48, cy - 9, 10, 10, None, (60, 60, 60), 0.5)
        if rng.random() < 0.7:
            sheet.tick(48, cy - 3, ink)
        sheet.text(66, cy, task, "cantarell", 9)
    y += 18 + len(TASKS) * 16 + 14
    for text in (
        "Students work under a licensed veterinary technician and the program's veterinarian.",
        "No treatment beyond what is ticked is done without calling the owner. The program pays",
        "for lab work done for teaching and sends the owner a copy of every result.",
    ):
        sheet.text(40, y, text, "cantarell", 9)
        y += 13
    y += 40
    sheet.sign(rng, 50, y - 4, 150, ink)
    sheet.rule(40, y, 300, y, 0.5)
    sheet.label(40, y + 11, "Owner's signature", "cantarell", 8)
    pen(340, y - 2, fmt_date(signed, ds), 130, 12)
    sheet.rule(330, y, 480, y, 0.5)
    sheet.label(330, y + 11, "Date", "cantarell", 8)
    sheet.text(40, y + 40, "Instructor", "cantarell", 8.5)
    sheet.pen(rng, 90, y + 41, rng.choice(("KM", "j.r.", "LVT-A")), "breip", 10, (20, 20, 20))
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=False,
                          lot=False)  # fmt: skip
