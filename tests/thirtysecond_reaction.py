"""A printed paper of the thirty-second set: a practice's vaccine adverse event report, printed from
its practice system when a dog reacted to the shots of a visit (a copy goes to the vaccine's maker
and one home with the owner, who later uploads it as the only paper with the rabies shot on it).
The practice's letterhead; the report's number and the date reported; the patient and the owner,
labels left of values; the products given that visit in a table (product, maker, serial or lot,
the vial's own expiry, route and site, the time given), the rabies vaccine one row among two or
three others; the reaction (onset, signs, treatment, outcome); the doctor's recommendation for
future visits; and a line for the rabies certificate (valid through a date, the vaccine's duration
of immunity, or nothing), at times the tag issued that visit."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_facts import TODAY, facts, fmt_date, lot, phone, plus_years

CLINICS = ("{place} Veterinary Clinic", "Cicero Animal Hospital", "Brewerton Pet Clinic",
           "Clay Crossroads Animal Care", "{place} Small Animal Hospital")  # fmt: skip
OTHERS = (("Vanguard Plus 5", "Zoetis"), ("Nobivac Lepto4", "Merck Animal Health"),
          ("Recombitek C4", "Boehringer Ingelheim"), ("Bronchi-Shield Oral", "Elanco"),
          ("Nobivac Canine Flu H3N2", "Merck Animal Health"))  # fmt: skip
SIGNS = ("facial swelling (muzzle, periocular), urticaria", "vomiting x2, lethargy",
         "hives over trunk, pruritus", "swelling and pain at injection site, lethargy",
         "facial angioedema, mild hypotension")  # fmt: skip
TREAT = ("diphenhydramine 2 mg/kg IM", "dexamethasone SP 0.1 mg/kg IV",
         "maropitant 1 mg/kg SC", "cold compress; monitored 2 h")  # fmt: skip
SITES = ("SC R hind", "SC L hind", "SC R shoulder", "SC L shoulder", "IN", "PO")


def reaction_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 3, 4, 6, 12))
    sheet.text(36, 46, f.clinic, "lato-bold", 16)
    sheet.text(36, 60, f"{rng.randrange(100, 8999)} {rng.choice(('Buckley', 'Taft', 'Oswego'))} "
               f"Rd, {f.place}, NY  |  {phone(rng, 2)}", "lato", 8.5, (80, 80, 80))  # fmt: skip
    sheet.text(576, 46, "Vaccine Adverse Event Report", "lato-bold", 12, align="r")
    sheet.text(576, 60, f"Report no. VAE-{rng.randrange(100, 999)}", "lato", 8.5, align="r")
    sheet.rule(36, 70, 576, 70, 1.0)
    reported = f.given + timedelta(days=rng.randrange(0, 3))
    y = 92.0
    left = (
        ("Patient", f.dog),
        ("Species / breed", f"Canine / {f.breed}"),
        ("Age / sex", f"{max(1, (f.given - f.born).days // 365)} y  {rng.choice(('MN', 'FS'))}"),
        ("Weight", f"{rng.randrange(8, 42)}.{rng.randrange(10)} kg"),
    )
    right = (
        ("Owner", f.owner),
        ("Phone", phone(rng, 0)),
        ("Date of vaccination", fmt_date(f.given, ds)),
        ("Date reported", fmt_date(reported, ds)),
    )
    for i, ((la, va), (lb, vb)) in enumerate(zip(left, right, strict=True)):
        yy = y + i * 15
        sheet.label(36, yy, f"{la}:", "lato-bold", 8.5)
        sheet.value(130, yy, va, "lato", 9.5)
        sheet.label(320, yy, f"{lb}:", "lato-bold", 8.5)
        sheet.value(420, yy, vb, "lato", 9.5)
    y += 4 * 15 + 14
    sheet.text(36, y, "Products administered at this visit", "lato-bold", 10.5)
    y += 6
    heads = (("Product", 140), ("Manufacturer", 120), ("Serial / lot", 80), ("Vial exp.", 70),
             ("Route / site", 70), ("Time", 60))  # fmt: skip
    x = 36.0
    for h, w in heads:
        sheet.box(x, y, w, 16, (40, 60, 90), None)
        sheet.label(x + 4, y + 11.5, h, "lato-bold", 8, (255, 255, 255))
        x += w
    y += 16
    hour, minute = rng.randrange(8, 17), rng.randrange(60)
    rows = []
    for prod, maker in rng.sample(OTHERS, rng.randrange(1, 4)):
        vexp = plus_years(TODAY, 1) - timedelta(days=rng.randrange(30, 300))
        rows.append((prod, maker, lot(rng), fmt_date(vexp, 6), rng.choice(SITES[:4])))
    vexp = f.given + timedelta(days=rng.choice((rng.randrange(90, 360), rng.randrange(370, 600))))
    rows.insert(rng.randrange(len(rows) + 1),
                (f.product, f.maker, f.lot, fmt_date(vexp, 6), rng.choice(SITES[:4])))  # fmt: skip
    for i, row in enumerate(rows):
        if i % 2:
            sheet.box(36, y, 540, 16, (240, 243, 247), None)
        x = 36.0
        t = f"{hour}:{(minute + 2 * i) % 60:02d}"
        for (_, w), val in zip(heads, (*row, t), strict=True):
            sheet.value(x + 4, y + 11.5, val, "lato", 8.6)
            x += w
        y += 16
    sheet.rule(36, y, 576, y, 0.6)
    y += 22
    sheet.text(36, y, "Reaction", "lato-bold", 10.5)
    y += 15
    onset = rng.choice(("20 min", "45 min", "2 h", "6 h", "next morning"))
    for lab, val in (
        ("Onset after vaccination", onset),
        ("Clinical signs", rng.choice(SIGNS)),
        ("Treatment", ", ".join(rng.sample(TREAT, 2))),
        ("Outcome", rng.choice(("Resolved within 24 h", "Resolved after 48 h", "Recovering"))),
        ("Reported to manufacturer", rng.choice(("Yes - by phone", "Yes - online", "Pending"))),
    ):
        sheet.label(36, y, f"{lab}:", "lato-bold", 8.5)
        sheet.value(170, y, val, "lato", 9.5)
        y += 15
    y += 12
    sheet.text(36, y, "Recommendations", "lato-bold", 10.5)
    for line in (
        "Premedicate with diphenhydramine 30 min before future vaccines and observe 30 min after.",
        "Do not give more than one vaccine per visit; space non-core vaccines 2-3 weeks apart.",
    ):
        y += 13
        sheet.text(36, y, line, "lato", 9)
    y += 26
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged = rng.random() < 0.55
    sheet.box(36, y - 12, 540, 34, (250, 248, 236), (200, 190, 140), 0.6)
    if mode == "date":
        cert = f"Rabies certificate issued, valid through {fmt_date(f.due, ds)}"
    elif mode == "term":
        cert = f"Rabies certificate issued; duration of immunity {f.term} years"
        cert = cert.replace("1 years", "1 year")
    else:
        cert = "Rabies certificate issued at checkout"
    if tagged:
        cert += f" (tag {f.tag})"
    sheet.value(44, y + 3, cert + ".", "lato", 9.5)
    sheet.text(44, y + 16, "Rabies vaccination remains required by law; the reaction is not a "
               "medical exemption in New York.", "lato", 7.5, (90, 80, 40))  # fmt: skip
    y += 56
    sheet.label(36, y, "Attending veterinarian:", "lato-bold", 8.5)
    sheet.value(150, y, f"{f.vet}, DVM", "lato", 9.5)
    sheet.sign(rng, 330, y, 120)
    sheet.rule(320, y + 4, 520, y + 4, 0.5)
    sheet.text(36, 764, f"Printed by eVetPractice on {fmt_date(reported, 14)}  Page 1 of 1",
               "lato", 7, (110, 110, 110))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged)
