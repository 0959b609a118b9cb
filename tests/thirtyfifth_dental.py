"""A printed paper of the thirty-fifth set: a veterinary practice's dental report card, printed
from its practice software after a dental cleaning under anaesthesia and handed to the owner at
discharge; the owner uploads it because its "also done today" box gives the rabies booster. The
practice's heading; patient, owner, doctor and procedure date beside their labels; a chart of the
teeth by Triadan number with the extracted ones crossed and findings beside; the grade and what
was done; the take-home medicines with their own dates; the box of what else was done (the
rabies shot that day or on its own date, the vaccine and lot at times, the expiry, term or
nothing, the tag at times); the recheck and next cleaning dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_facts import TODAY, day_between, facts, fmt_date, phone, plus_years

CLINICS = ("{place} Animal Hospital", "Lakeshore Veterinary Dentistry & Surgery",
           "Bayberry Pet Hospital", "{place} Family Vet")  # fmt: skip
GRADES = ("Grade 1 - gingivitis only", "Grade 2 - early periodontitis",
          "Grade 3 - moderate periodontitis", "Grade 4 - advanced periodontitis")  # fmt: skip
TEAL = (20, 110, 120)


def dental_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.08)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 4, 24, 25))
    today = rng.random() < 0.6 or (TODAY - f.given).days < 30
    late = min(f.given + timedelta(days=200), TODAY - timedelta(days=1))
    day = f.given if today else day_between(rng, f.given + timedelta(days=20), late)
    sheet.box(36, 30, 540, 56, TEAL, None, radius=10)
    sheet.text(54, 56, f.clinic, "quicksand-bold", 17, (255, 255, 255))
    sheet.text(54, 74, f"{rng.randrange(100, 9999)} Route 57, {f.place}, NY  -  {phone(rng, 0)}",
               "quicksand", 9, (225, 240, 240))  # fmt: skip
    sheet.text(558, 64, "Dental Report Card", "quicksand-bold", 14, (255, 255, 255), align="r")
    y = 112.0
    info = [("Patient", f.dog), ("Owner", f.owner), ("Procedure date", fmt_date(day, ds)),
            ("Doctor", f"Dr. {f.vet}"), ("Species / breed", f"Canine / {f.breed}"),
            ("Weight", f"{rng.randrange(12, 95)}.{rng.randrange(10)} lb")]  # fmt: skip
    for i, (lab, val) in enumerate(info):
        x, yy = 40 + (i % 2) * 280, y + (i // 2) * 17
        sheet.label(x, yy, f"{lab}:", "quicksand-bold", 9.5)
        sheet.value(x + 100, yy, val, "quicksand", 9.5)
    y += 68
    sheet.text(40, y, "YOUR PET'S TEETH", "quicksand-bold", 11, TEAL)
    y += 10
    pulled = set(rng.sample(range(40), rng.randrange(0, 5)))
    quads = ((100, 200), (400, 300))
    for r, (a, b) in enumerate(quads):
        teeth = [a + n for n in range(10 if r == 0 else 11, 0, -1)] + [
            b + n for n in range(1, 11 if r == 0 else 12)
        ]
        for j, t in enumerate(teeth):
            x, top = 40 + j * 24.5, y + r * 40
            sheet.box(x, top, 22, 30, None, TEAL, 0.6, radius=4)
            sheet.text(x + 11, top + 12, str(t), "quicksand", 7, align="c")
            if (r * 21 + j) in pulled:
                sheet.text(x + 11, top + 26, "X", "quicksand-bold", 9, (190, 30, 30), align="c")
    y += 96
    sheet.text(40, y, f"Periodontal grade: {rng.choice(GRADES)}", "quicksand-bold", 10)
    y += 16
    done = ["Ultrasonic scaling above and below the gumline, polishing, full-mouth radiographs."]
    if pulled:
        done.append(f"{len(pulled)} teeth extracted (marked X); sutures dissolve in 2-3 weeks.")
    done.append("Local nerve blocks given; anaesthesia and recovery were uneventful.")
    for line in done:
        sheet.text(40, y, line, "quicksand", 9.5)
        y += 14
    y += 8
    sheet.text(40, y, "GOING HOME", "quicksand-bold", 11, TEAL)
    y += 15
    for line in (
        f"Carprofen 75 mg: 1/2 tablet twice daily with food through {fmt_date(day + timedelta(days=5), ds)}.",  # noqa: E501
        "Soft food only for 10 days. No chew toys, bones or antlers until the recheck.",
    ):
        sheet.text(40, y, line, "quicksand", 9.5)
        y += 14
    y += 14
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.2))[0]
    tagged, show_lot = rng.random() < 0.55, rng.random() < 0.4
    sheet.box(36, y - 4, 540, 92, (232, 244, 244), TEAL, 0.8, radius=6)
    sheet.text(48, y + 12, "ALSO DONE " + ("TODAY" if today else "THIS YEAR"), "quicksand-bold",
               10, TEAL)  # fmt: skip
    shot = f"Rabies vaccine ({f.product}" + (f", lot {f.lot})" if show_lot else ")")
    shot += " given" + ("" if today else f" {fmt_date(f.given, ds)}")
    shot += {"date": f"; next due {fmt_date(f.due, ds)}.", "term": f" - a {f.term}-year vaccine.",
             "none": "."}[mode]  # fmt: skip
    lines = [shot]
    if tagged:
        lines.append(f"New rabies tag no. {f.tag} is on your receipt envelope.")
    lines.append("Nail trim. Heartworm/tick test (4Dx): negative.")
    for i, line in enumerate(lines):
        sheet.text(48, y + 30 + i * 15, line, "quicksand", 9.5)
    y += 110
    sheet.label(40, y, "Suture check:", "quicksand-bold", 9.5)
    sheet.text(120, y, fmt_date(day + timedelta(days=14), ds), "quicksand", 9.5)
    sheet.label(300, y, "Next cleaning:", "quicksand-bold", 9.5)
    sheet.text(380, y, fmt_date(plus_years(day, 1), ds), "quicksand", 9.5)
    y += 26
    sheet.text(40, y, "Brushing daily is the best thing you can do at home. Ask us about dental "
               "chews with the VOHC seal.", "quicksand", 8.5)  # fmt: skip
    record = rng.randrange(10**5, 10**6)
    sheet.text(306, 770, f"Printed {fmt_date(day, 0)} - patient record {record}",
               "quicksand", 7.5, (120, 120, 120), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=today, product=True,
                          lot=show_lot)  # fmt: skip
