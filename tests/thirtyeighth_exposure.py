"""A printed paper of the thirty-eighth set: a county health department's letter to an owner whose
dog met a bat or a raccoon that tested positive for rabies; it orders a booster within five days
and a 45-day watch at home, and states the dog's rabies shot on file. The owner uploads it because
it is the last paper about the dog's rabies shot. The department's letterhead, the letter's date,
the case number and the dog; the exposure and the laboratory's result in sentences with their own
dates; a small table of the vaccination on file with its heads over the values (date, vaccine and
lot at times, the expiry or duration or neither, tag, veterinarian); the booster's deadline and
the observation's end (later dates, no shot yet given); the sanitarian's signature and a copy to
the vet."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_faces import width
from tests.thirtyeighth_facts import TODAY, day_between, facts, fmt_date, person, phone, wrap

CLINICS = ("{place} Animal Hospital", "Verplank Road Veterinary Clinic", "Clay Animal Clinic",
           "{place} Veterinary Associates", "Three Rivers Animal Hospital")  # fmt: skip
WILD = (("a bat", "found in the dog's mouth in the back yard"),
        ("a raccoon", "fought with the dog at the edge of the woods behind the house"),
        ("a bat", "found on the living room floor where the dog was sleeping"),
        ("a skunk", "sprayed and bitten by the dog near the garage"))  # fmt: skip
TEAL = (18, 86, 96)


def exposure_order(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.05)
    sheet = Sheet(612, 792)
    ds = rng.choice((3, 34, 0, 1))
    met = day_between(rng, f.given + timedelta(days=20), TODAY - timedelta(days=4))
    result = met + timedelta(days=rng.randrange(1, 3))
    dated = result + timedelta(days=1)
    case = f"RB-{met.year % 100}-{rng.randrange(10, 999):04d}"
    animal, how = rng.choice(WILD)
    sheet.text(40, 50, "ONONDAGA COUNTY HEALTH DEPARTMENT", "gentium-bold", 14, TEAL)
    sheet.text(40, 64, "Division of Environmental Health  -  Rabies Control Program", "gentium",
               9.5)  # fmt: skip
    sheet.text(40, 76, f"John H. Mulroy Civic Center, 421 Montgomery St, Syracuse NY 13202  -  "
               f"{phone(rng, 0)}", "gentium", 8.5, (90, 90, 90))  # fmt: skip
    sheet.rule(40, 84, 572, 84, 1.2, TEAL)
    sheet.text(40, 116, fmt_date(dated, ds), "gentium", 10.5)
    y = 144.0
    for line in (f.owner, f.street, f"{f.town}, NY {f.zip}"):
        sheet.value(40, y, line, "gentium", 10.5)
        y += 14
    y += 14
    sheet.text(40, y, f"RE: Rabies exposure of your dog {f.dog}  -  case {case}", "gentium-bold",
               10.5)  # fmt: skip
    y += 26
    sheet.text(40, y, f"Dear {f.owner}:", "gentium", 10.5)
    body = (
        f"On {fmt_date(met, ds)} your dog {f.dog} ({f.breed}) was exposed to {animal} that was "
        f"{how}. The animal was sent to the Wadsworth Center laboratory and was reported positive "
        f"for rabies on {fmt_date(result, ds)}."
    )
    y += 20
    for part in wrap(body, 96, (f.dog, f.breed, fmt_date(met, ds), fmt_date(result, ds))):
        sheet.text(40, y, part, "gentium", 10.5)
        y += 14
    y += 8
    sheet.text(40, y, "Our records show this rabies vaccination for your dog:", "gentium", 10.5)
    y += 12
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.3))[0]
    tagged, lotted, named = rng.random() < 0.55, rng.random() < 0.4, rng.random() < 0.6
    heads = ("Date given", "Vaccine" + (" / lot" if lotted else ""),
             {"date": "Expires", "term": "Duration", "none": "Expires"}[mode], "Tag no.",
             "Veterinarian")  # fmt: skip
    vals = (fmt_date(f.given, ds), f"{f.product} / {f.lot}" if lotted else f.product,
            {"date": fmt_date(f.due, ds), "term": f"{f.term} years" if f.term > 1 else "1 year",
             "none": ""}[mode], f.tag if tagged else "",
            f"Dr. {f.vet}" if named else f.clinic)  # fmt: skip
    cols = (40, 126, 276, 366, 440, 572)
    sheet.box(40, y, 532, 40, None, TEAL, 0.7)
    sheet.box(40, y, 532, 16, (222, 236, 238), None)
    for i, (head, val) in enumerate(zip(heads, vals, strict=True)):
        sheet.label(cols[i] + 4, y + 11.5, head, "gentium-bold", 8.5)
        if val:
            room = cols[i + 1] - cols[i] - 8
            sheet.value(
                cols[i] + 4, y + 32, val, "gentium", min(9, 9 * room / width(val, "gentium", 9))
            )
        if i:
            sheet.rule(cols[i], y, cols[i], y + 40, 0.5, TEAL)
    y += 62
    boost = met + timedelta(days=5)
    watch = met + timedelta(days=45)
    orders = (
        f"Because {f.dog} is currently vaccinated, New York State rules (10 NYCRR 2.14) require a "
        f"booster dose of rabies vaccine no later than {fmt_date(boost, ds)}, five days after the "
        f"exposure, and that the dog be kept under your observation at home for 45 days, until "
        f"{fmt_date(watch, ds)}.",
        "During this time keep the dog on your property and on a leash when outside. Do not board "
        "the dog or take it to a groomer, a daycare or a dog park. Call this office at once if "
        "the dog becomes ill, changes its behavior or bites anyone.",
        "Please have your veterinarian send the booster's certificate to this office. If the "
        "booster is not given in time the dog must be kept in strict isolation for four months.",
    )
    for para in orders:
        for part in wrap(para, 96, (f.dog, fmt_date(boost, ds), fmt_date(watch, ds))):
            sheet.text(40, y, part, "gentium", 10.5)
            y += 14
        y += 8
    y += 10
    sheet.text(40, y, "Sincerely,", "gentium", 10.5)
    sheet.sign(rng, 46, y + 34, 150, (20, 30, 90))
    who = person(rng)
    sheet.text(40, y + 52, f"{who}, Public Health Sanitarian", "gentium", 10.5)
    sheet.text(40, y + 66, "Rabies Control Program", "gentium", 10.5)
    copy = f"Dr. {f.vet}, {f.clinic}" if named else f.clinic
    sheet.text(40, y + 96, f"cc: {copy}", "gentium", 9, (70, 70, 70))
    sheet.text(306, 772, "Protect your pets - keep rabies vaccinations current", "gentium", 8,
               TEAL, align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, lot=lotted)
