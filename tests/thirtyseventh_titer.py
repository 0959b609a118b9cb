"""A printed paper of the thirty-seventh set: a rabies antibody (FAVN) titer report from a
serology laboratory, ordered before a trip abroad or to Hawaii; the owner uploads it because its
vaccination history states the dog's rabies shots. The laboratory's heading, accession number and
the dates the blood was drawn, received and tested; the submitting veterinarian (who drew the
blood, not necessarily who gave the shot) and the owner and animal; a table of the rabies shots
on file, the latest and the one before it, each with its product, where it was given and its
duration or due date (or neither); the result in IU/mL against the 0.5 IU/mL line."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_facts import (
    TODAY,
    VACCINES,
    day_between,
    facts,
    fmt_date,
    plus_years,
    vet_name,
)

CLINICS = ("{place} Animal Hospital", "Bear Road Veterinary Clinic", "Lakeview Pet Clinic",
           "{place} Veterinary Group", "Oswego Road Animal Hospital")  # fmt: skip
LABS = ("Heartland Rabies Serology Laboratory", "Great Plains Veterinary Diagnostic Lab - "
        "Rabies Unit", "Northeast Animal Serology Services")  # fmt: skip
MAROON = (110, 24, 36)


def titer_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    sheet = Sheet(612, 792)
    ds = rng.choice((29, 6, 0, 17, 4))
    lab = rng.choice(LABS)
    drawn = day_between(rng, f.given + timedelta(days=30), f.given + timedelta(days=200))
    if drawn >= TODAY:
        drawn = f.given + timedelta(days=3)
    got = drawn + timedelta(days=rng.randrange(2, 6))
    tested = got + timedelta(days=rng.randrange(7, 20))
    sheet.rule(40, 36, 572, 36, 3, MAROON)
    sheet.text(40, 58, lab, "clear-bold", 14, MAROON)
    sheet.text(40, 72, "Fluorescent Antibody Virus Neutralization (FAVN) - rabies antibody "
               "titer", "clear", 9)  # fmt: skip
    sheet.text(572, 58, f"Accession {rng.randrange(10, 27)}-{rng.randrange(10**5, 10**6)}",
               "clear-bold", 9.5, align="r")  # fmt: skip
    y = 100.0
    submit = rng.random() < 0.5
    doctor = f.vet if submit else vet_name(rng)
    left = [("Submitted by", f"Dr. {doctor}"), ("Practice", f.clinic if submit else
                                                  f"{rng.choice(('Pet Travel', 'Mobile'))} Vet "
                                                  "Services of CNY")]  # fmt: skip
    right = [("Owner", f.owner), ("Animal", f"{f.dog} - canine, {f.breed}"),
             ("Microchip", f"985{rng.randrange(10**11, 10**12)}")]  # fmt: skip
    for i, (lab_, val) in enumerate(left):
        sheet.label(40, y + i * 16, f"{lab_}:", "clear-bold", 8.5)
        sheet.value(120, y + i * 16, val, "clear", 9.5)
    for i, (lab_, val) in enumerate(right):
        sheet.label(330, y + i * 16, f"{lab_}:", "clear-bold", 8.5)
        sheet.value(390, y + i * 16, val, "clear", 9.5)
    y += 62
    for i, (lab_, d) in enumerate((("Sample drawn", drawn), ("Received", got),
                                   ("Tested", tested))):  # fmt: skip
        sheet.box(40 + i * 178, y, 176, 34, (246, 240, 240), None)
        sheet.label(46 + i * 178, y + 12, lab_, "clear", 7.5, MAROON)
        sheet.value(46 + i * 178, y + 27, fmt_date(d, ds), "clear", 10)
    y += 60
    sheet.text(40, y, "RABIES VACCINATION HISTORY (as given on the submission form)",
               "clear-bold", 10, MAROON)  # fmt: skip
    y += 10
    mode = rng.choices(("term", "date", "none"), (4, 3, 1.5))[0]
    where = rng.random() < 0.6
    before = rng.choice(VACCINES)
    prev = f.given - timedelta(days=365 * before[1] + rng.randrange(-40, 20))

    def due(given_on: object, term: int) -> str:
        assert given_on in (f.given, prev)
        day = f.given if given_on == f.given else prev
        return {"term": f"{term} yr", "date": fmt_date(plus_years(day, term), ds),
                "none": ""}[mode]  # fmt: skip

    rows = [
        ("Most recent", fmt_date(f.given, ds), f.product, f.clinic if where else "", due(f.given,
                                                                                     f.term)),
        ("Previous", fmt_date(prev, ds), before[0], "", due(prev, before[1])),
    ]  # fmt: skip
    cols = (40, 116, 206, 318, 486, 572)
    heads = ("Dose", "Date given", "Vaccine", "Given at", "Duration / due")
    sheet.box(40, y, 532, 18, (236, 226, 226), None)
    for x, head in zip(cols, heads, strict=False):
        sheet.label(x + 4, y + 12.5, head, "clear-bold", 8)
    y += 18
    for row in rows:
        for x, val in zip(cols, row, strict=False):
            if val:
                sheet.value(x + 4, y + 13, val, "clear", 8.5)
        sheet.rule(40, y + 18, 572, y + 18, 0.4, (190, 180, 180))
        y += 18
    y += 30
    titre = rng.choice((0.9, 1.6, 2.3, 3.2, 5.6, 8.4, 12.1, 26.0))
    sheet.box(40, y, 532, 60, None, MAROON, 1.2)
    sheet.text(52, y + 22, "RESULT", "clear-bold", 11, MAROON)
    sheet.text(140, y + 22, f"{titre} IU/mL", "clear-bold", 16)
    sheet.text(300, y + 22, "PASS - at or above 0.5 IU/mL", "clear-bold", 10, (30, 110, 50))
    sheet.text(52, y + 44, "The titer meets the requirement of the EU, the UK, Japan and the State "
               "of Hawaii.", "clear", 8.5)  # fmt: skip
    y += 90
    for line in (
        "A titer shows the dog's response to vaccination on the day the blood was drawn. It does "
        "not",
        "replace a rabies vaccination certificate, and the dog's vaccinations must be kept current "
        "for",
        "the result to stay valid. Results are reported to the submitting veterinarian only.",
    ):
        sheet.text(40, y, line, "clear", 8.5)
        y += 13
    y += 30
    sheet.text(40, y, f"Reviewed by {vet_name(rng)}, PhD, laboratory director", "clear", 8.5)
    sheet.text(40, y + 13, f"Reported {fmt_date(tested + timedelta(days=1), 1)}", "clear", 8.5)
    sheet.text(306, 772, f"{lab} - this report may be reproduced only in full", "clear", 7,
               (130, 130, 130), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=False, vet=False, clinic=where, lot=False)
