"""A printed paper of the thirty-seventh set: a dog daycare's incident report, typed by the
daycare's manager after a scuffle in the play yard and e-mailed to both owners; the owner uploads
it because, after a bite, the report states the dog's rabies shot as the daycare's records have
it. The daycare's heading; the incident's date and time, the yard and the staff who saw it; a
table of the dogs involved (the owner's and another owner's dog); what happened, in sentences;
the vaccination check, in sentences, for both dogs (the other dog's shot too); what was done and
who was told when; the manager's name."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_facts import (
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    plus_years,
    term_text,
)

CLINICS = ("{place} Veterinary Hospital", "Wetzel Road Animal Clinic", "Liverpool Pet Hospital",
           "{place} Vet Clinic", "Brewerton Animal Hospital")  # fmt: skip
DAYCARES = ("Wag Central Dog Daycare", "Bark Avenue Daycare & Boarding",
            "The Dog House of Clay")  # fmt: skip
ORANGE = (200, 90, 20)


def incident_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    other = facts(rng, rng.choice(CLINICS), lapse=0.0)
    while other.dog == f.dog:
        other = facts(rng, rng.choice(CLINICS), lapse=0.0)
    sheet = Sheet(612, 792)
    ds = rng.choice((1, 0, 24, 3, 2))
    care = rng.choice(DAYCARES)
    when = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=1))
    sheet.box(40, 36, 6, 40, ORANGE, None)
    sheet.text(54, 54, care, "karla-bold", 17)
    sheet.text(54, 70, f"{rng.randrange(100, 9999)} Route 31, Clay NY 13041", "karla", 8.5,
               (100, 100, 100))  # fmt: skip
    sheet.text(572, 54, "INCIDENT REPORT", "karla-bold", 12, ORANGE, align="r")
    sheet.text(572, 68, f"Report #{rng.randrange(100, 999)}", "karla", 8.5, align="r")
    y = 104.0
    staff = person(rng)
    facts_row = [("Date of incident", fmt_date(when, ds)),
                 ("Time", rng.choice(("10:40 AM", "1:15 PM", "3:55 PM", "11:20 AM"))),
                 ("Location", rng.choice(("Big dog yard", "Indoor play room B", "Turf yard"))),
                 ("Witnessed by", staff)]  # fmt: skip
    for i, (lab, val) in enumerate(facts_row):
        sheet.label(40 + i * 134, y, lab, "karla-bold", 8)
        sheet.value(40 + i * 134, y + 14, val, "karla", 9.5)
    y += 40
    sheet.text(40, y, "Dogs involved", "karla-bold", 11, ORANGE)
    y += 8
    cols = (40, 140, 270, 400, 572)
    sheet.box(40, y, 532, 18, (250, 236, 222), None)
    for x, h in zip(cols, ("Dog", "Owner", "Breed", "Role"), strict=False):
        sheet.label(x + 4, y + 12.5, h, "karla-bold", 8)
    y += 18
    ours_first = rng.random() < 0.6
    bitten = rng.random() < 0.5  # our dog bitten (else our dog bit)
    rows = [
        (f.dog, f.owner, f.breed, "bitten" if bitten else "bit the other dog"),
        (other.dog, other.owner, other.breed, "bit the other dog" if bitten else "bitten"),
    ]
    for row in rows if ours_first else rows[::-1]:
        for x, val in zip(cols, row, strict=False):
            sheet.value(x + 4, y + 13, val, "karla", 9)
        sheet.rule(40, y + 18, 572, y + 18, 0.4, (200, 190, 180))
        y += 18
    y += 24
    sheet.text(40, y, "What happened", "karla-bold", 11, ORANGE)
    hurt = f.dog if bitten else other.dog
    for line in (
        f"During group play {other.dog if bitten else f.dog} and {hurt} both went for the same "
        "ball. Staff used the",
        f"air horn and separated them within seconds. {hurt} had a small puncture on the left "
        "ear; staff",
        "cleaned it with dilute chlorhexidine. Both dogs were rested in separate suites for the "
        "afternoon.",
    ):
        y += 14
        sheet.text(40, y, line, "karla", 9.5)
    y += 30
    sheet.text(40, y, "Vaccination check (from the records on file)", "karla-bold", 11, ORANGE)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.62, rng.random() < 0.6
    ours = f"{f.dog}: rabies vaccine given {fmt_date(f.given, ds)}"
    if where:
        ours += f" at {f.clinic}"
    ours += {"date": f", good through {fmt_date(f.due, ds)}", "none": "",
             "term": f", {term_text(f.term, rng)} vaccine"}[mode]  # fmt: skip
    ours += f"; tag {f.tag}." if tagged else "."
    theirs = (f"{other.dog}: rabies vaccine given {fmt_date(other.given, ds)}, good through "
              f"{fmt_date(plus_years(other.given, other.term), ds)}.")  # fmt: skip
    for line in [ours, theirs] if ours_first else [theirs, ours]:
        y += 16
        sheet.value(52, y, line, "karla", 9.5)
    y += 16
    sheet.text(52, y, "Both owners were told the other dog's rabies vaccination is current, as "
               "New York's rules ask.", "karla", 8.5, (90, 90, 90))  # fmt: skip
    y += 30
    sheet.text(40, y, "Follow-up", "karla-bold", 11, ORANGE)
    told = when + timedelta(days=rng.choice((0, 0, 1)))
    for line in (
        f"Owners called {fmt_date(told, ds)}; {f.owner} picked up at "
        f"{rng.choice(('4:30', '5:15', '5:45'))} PM.",
        f"Both dogs may return after {fmt_date(when + timedelta(days=3), ds)} and will play in "
        "separate groups for two weeks.",
        "No other dogs were involved. Yard cameras 2 and 3 were saved.",
    ):
        y += 15
        sheet.text(40, y, line, "karla", 9.5)
    y += 50
    mgr = person(rng)
    sheet.sign(rng, 50, y - 4, 140)
    sheet.rule(40, y, 260, y, 0.5)
    sheet.label(40, y + 11, "Manager", "karla", 7.5)
    sheet.value(280, y - 3, f"{mgr}, facility manager", "karla", 9)
    sheet.text(306, 770, f"{care} - incident reports are kept for three years", "karla", 7,
               (130, 130, 130), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
