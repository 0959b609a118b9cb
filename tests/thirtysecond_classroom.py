"""A paper of the thirty-second set filled by pen: a school district's request to bring an animal
into a classroom (a parent brings the family dog for a reading day or a pet-care lesson), printed
by the district office in a plain school face and filled in by the teacher and the parent; owners
keep the signed copy and upload it because the nurse checked the rabies certificate. The
district's heading and the form's number; the teacher, school, room and grade, the visit's date
and time; the animal and its owner; the health section, each fact written on a line after its
label (the rabies date, the expiry or the vaccine's term ringed, the tag, the veterinarian or
clinic); the nurse's allergy check and the principal's approval with their own dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_faces import INKS, PENS, fit
from tests.thirtysecond_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Animal Hospital", "Liverpool Vet Clinic", "Clay Animal Care",
           "{place} Veterinary Practice", "Bayberry Animal Hospital")  # fmt: skip
DISTRICTS = ("LIVERPOOL CENTRAL SCHOOL DISTRICT", "NORTH SYRACUSE CENTRAL SCHOOL DISTRICT",
             "BALDWINSVILLE CENTRAL SCHOOL DISTRICT")  # fmt: skip
SCHOOLS = ("Chestnut Hill Elementary", "Elmcrest Elementary", "Roxboro Road Middle",
           "Allen Road Elementary", "Morgan Road Elementary", "Soule Road Elementary")  # fmt: skip
PURPOSES = ("Read to a dog day", "Pet care unit - responsibility", "Show and tell",
            "Science: mammals", "Career day - dog trainer")  # fmt: skip


def classroom_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.15)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("ballpoint", "gel", "felt"))
    slant = rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (252, 250, 242))))

    def line(x: float, y: float, lab: str, w: float, val: str, size: float = 13) -> float:
        """A label, then a line to write on: gives where the line ends."""
        end = sheet.label(x, y, lab, "andika", 9.5)
        sheet.rule(end + 4, y + 2, end + 4 + w, y + 2, 0.5)
        if val:
            s = fit(val, hand, size, w - 8)
            sheet.pen(rng, end + 8, y - 1, val, hand, s, ink, tool, slant)
        return end + 4 + w

    visit = day_between(rng, f.given + timedelta(days=14), TODAY + timedelta(days=21))
    sheet.text(306, 46, rng.choice(DISTRICTS), "andika-bold", 13, align="c")
    sheet.text(306, 64, "Request to Bring an Animal into the Classroom", "andika-bold", 12,
               align="c")  # fmt: skip
    form = f"Policy 8123  Form 8123-F{rng.randrange(1, 4)}"
    sheet.text(306, 78, f"Submit to the principal at least 10 school days before the visit. {form}",
               "andika", 7.5, align="c")  # fmt: skip
    y = 110.0
    sheet.text(36, y, "A. VISIT (teacher completes)", "andika-bold", 10)
    y += 24
    line(36, y, "Teacher", 200, f"{rng.choice(('Mrs.', 'Ms.', 'Mr.'))} {person(rng).split()[1]}")
    line(330, y, "Room / grade", 150, f"{rng.randrange(101, 230)} / {rng.choice('K12345')}")
    y += 26
    line(36, y, "School", 250, rng.choice(SCHOOLS))
    line(360, y, "Date of visit", 110, fmt_date(visit, ds))
    y += 26
    line(36, y, "Time", 90, rng.choice(("10:15-10:45", "1:00-1:40", "9 - 9:30", "2:10")))
    line(200, y, "Purpose", 280, rng.choice(PURPOSES))
    y += 36
    sheet.text(36, y, "B. ANIMAL AND OWNER (owner completes)", "andika-bold", 10)
    y += 24
    line(36, y, "Animal's name", 150, f.dog)
    line(290, y, "Species / breed", 190, f"dog - {f.breed}" if rng.random() < 0.5 else f.breed)
    y += 26
    line(36, y, "Owner / handler", 200, f.owner)
    line(340, y, "Phone", 160, phone(rng, rng.randrange(3)))
    y += 26
    line(36, y, "Relationship to class", 140, rng.choice(("parent", "grandparent", "teacher")))
    line(340, y, "Age of animal", 80, f"{max(1, (TODAY - f.born).days // 365)} yrs")
    y += 32
    sheet.box(36, y, 540, 150, (244, 244, 244), (40, 40, 40), 0.8)
    sheet.text(44, y + 16, "C. HEALTH (attach a copy of the current rabies certificate)",
               "andika-bold", 10)  # fmt: skip
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, by = rng.random() < 0.55, rng.random() < 0.5
    yy = y + 44
    line(44, yy, "Date of rabies vaccination", 120, fmt_date(f.given, ds))
    line(330, yy, "Expires", 150, fmt_date(f.due, ds) if mode == "date" else "")
    yy += 28
    end = sheet.label(44, yy, "Vaccine good for:", "andika", 9.5)
    for i, t in enumerate(("1 yr", "3 yr")):
        x = end + 14 + i * 46
        sheet.text(x, yy, t, "andika", 9.5)
        if mode == "term" and int(t[0]) == f.term:
            sheet.box(x - 6, yy - 13, 34, 18, None, ink, 0.9, -1)
    line(250, yy, "Rabies tag #", 120, f.tag if tagged else "")
    yy += 28
    vet = f"Dr. {f.vet} - {f.clinic}" if by else f.clinic
    line(44, yy, "Veterinarian / clinic", 380, vet)
    yy += 26
    end = sheet.label(44, yy, "Other shots current (DHPP):", "andika", 9.5)
    for i, t in enumerate(("Yes", "No", "Unknown")):
        x = end + 14 + i * 60
        sheet.box(x, yy - 8, 8, 8, None, (40, 40, 40), 0.6)
        sheet.text(x + 12, yy, t, "andika", 9)
        if i == rng.choices((0, 2), (4, 1))[0]:
            sheet.tick(x - 1, yy - 2, ink)
    y += 170
    sheet.text(36, y, "D. APPROVALS", "andika-bold", 10)
    y += 20
    checked = visit - timedelta(days=rng.randrange(3, 12))
    for lab in ("No student in this class has a documented animal allergy",
                "Rabies certificate seen and copy on file"):  # fmt: skip
        sheet.box(36, y - 8, 8, 8, None, (40, 40, 40), 0.6)
        sheet.tick(35, y - 2, ink)
        sheet.text(50, y, lab, "andika", 9)
        y += 16
    y += 14
    nurse_ink = rng.choice(INKS)
    line(36, y, "School nurse", 180, "")
    sheet.sign(rng, 120, y - 1, 110, nurse_ink)
    line(340, y, "Date", 120, fmt_date(checked, ds))
    y += 30
    line(36, y, "Principal", 195, "")
    sheet.sign(rng, 110, y - 1, 120, rng.choice(INKS))
    approve = checked + timedelta(days=rng.randrange(0, 3))
    line(340, y, "Date", 120, fmt_date(approve, ds))
    y += 30
    for lab in ("Approved", "Denied"):
        x = 36 if lab == "Approved" else 130
        sheet.box(x, y - 8, 8, 8, None, (40, 40, 40), 0.6)
        sheet.text(x + 12, y, lab, "andika", 9)
    sheet.tick(35, y - 2, ink)
    sheet.text(36, 748, "The animal must remain under the owner's control at all times and may "
               "not be left with students.", "andika", 7.5)  # fmt: skip
    sheet.text(36, 760, "White - Principal   Yellow - Nurse   Pink - Owner", "andika", 7.5)
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=by, product=False, lot=False)
