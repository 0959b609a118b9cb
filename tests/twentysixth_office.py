"""Two more printed papers of the twenty-sixth set: an employer's "dogs at work" registration
printed from its service desk (a request number, the employee's badge and floor, a two-column
table whose labels sit in shaded cells beside their values, the certificate named as an
attachment, and an activity log of timestamps and approvals under it), and a campground's pet
permit printed at check-in by the reservation system in a monospaced face (the reservation, the
site, arrival and departure, the car's plate, each field after a dotted leader, the ranger's
"CHECKED IN" stamp turned beside the initials written by pen)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentysixth_canvas import BLUE, Sheet
from tests.twentysixth_faces import width
from tests.twentysixth_facts import (
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
    term_text,
)
from tests.twentysixth_printed import PRACTICES

GREY = (96, 100, 108)
SHADE = (232, 236, 242)
EMPLOYERS = (
    "Onondaga Mutual Insurance",
    "Lakeview Software Group",
    "CNY Credit Union - Main Office",
    "Salina Engineering Partners",
)
CAMPGROUNDS = (
    ("Seneca Bluffs State Park Campground", "NYS Office of Parks, Recreation & Historic Pres."),
    ("Tug Hill Pines Family Campground", "Lewis County Campgrounds Inc."),
    ("Oxbow Lake RV Resort", "Oxbow Lake Resorts LLC"),
)


def workplace_dog_permit(rng: random.Random) -> tuple[Sheet, Truth]:
    employer = rng.choice(EMPLOYERS)
    f = facts(rng, rng.choice(PRACTICES), lapse=0.1)
    face = rng.choice(("arimo", "clearsans"))
    bold = f"{face}-bold"
    sheet = Sheet(612, 792)
    sheet.text(36, 40, f"{employer} | Service Desk", bold, 12, (20, 60, 110))
    req = f"RITM00{rng.randrange(10000, 99999)}"
    sheet.text(36, 62, f"{req} - Dog-friendly workplace registration", bold, 15)
    opened = day_between(rng, f.given + timedelta(days=2), min(TODAY, f.due) - timedelta(days=1))
    clock = f"{rng.randrange(8, 17):02d}:{rng.randrange(60):02d}"
    stamp = f"{fmt_date(opened, 4)} {clock}:{rng.randrange(60):02d}"
    sheet.text(36, 78, f"Opened {stamp}  ·  State: Closed Complete", face, 8.5, GREY)
    style = rng.choice((6, 0, 11))
    product_shown, due_shown = rng.random() < 0.5, rng.random() < 0.7
    rows: list[tuple[str, str]] = [
        ("Requested for", f.owner),
        ("Employee ID", f"E{rng.randrange(100000, 999999)}"),
        (
            "Location / floor",
            f"{rng.choice(('Tower A', 'Bldg 2', 'HQ'))}, floor {rng.randrange(2, 9)}",
        ),
        ("Manager", person(rng)),
        ("Dog's name", f.dog),
        ("Breed / size", f"{f.breed} / {rng.choice(('small', 'medium', 'large'))}"),
        ("Rabies vaccine given on", fmt_date(f.given, style)),
    ]
    if due_shown:
        rows.append(("Rabies vaccination valid until", fmt_date(f.due, style)))
    else:
        rows.append(("Rabies vaccine duration", term_text(f.term, rng)))
    if product_shown:
        rows.append(("Vaccine product", f.product))
    rows += [
        ("Rabies tag number", f.tag),
        ("Veterinarian", f"Dr. {f.vet}"),
        ("Veterinary practice", f"{f.clinic}, {f.place} NY"),
        ("Other vaccines current", rng.choice(("Yes - DHPP, Bordetella", "Yes"))),
        ("Attachment", rng.choice(("rabies_cert.pdf", "IMG_2231.jpg", "scan0004.pdf"))),
    ]
    y, x1, x2 = 98.0, 36.0, 226.0
    for label, value in rows:
        sheet.box(x1, y, 190, 20, SHADE, (200, 204, 212), 0.5)
        sheet.box(x2, y, 350, 20, None, (200, 204, 212), 0.5)
        sheet.label(x1 + 6, y + 14, label, face, 8.5)
        sheet.value(x2 + 6, y + 14, value, face, 9.5)
        y += 20
    y += 30
    sheet.text(36, y, "Activity", bold, 11)
    log = [
        (opened, f.owner, "Request submitted; certificate attached."),
        (opened + timedelta(days=1), person(rng), "Manager approval: Approved."),
        (
            opened + timedelta(days=rng.randrange(2, 5)),
            "Facilities",
            "Dog badge issued. Please keep the dog leashed in common areas.",
        ),
    ]
    for n, (day, who, what) in enumerate(log):
        y += 18
        hour = clock if n == 0 else f"{rng.randrange(8, 18):02d}:{rng.randrange(60):02d}"
        when = f"{fmt_date(day, 4)} {hour}"
        sheet.text(36, y, when, "cousine", 8, GREY)
        sheet.text(150, y, who, bold, 8.5)
        sheet.text(150, y + 11, what, face, 8.5)
        y += 11
    y += 34
    renew = plus_years(opened, 1)
    sheet.text(
        36, y, f"Registrations renew every year; next review {fmt_date(renew, 4)}.", face, 8.5
    )
    sheet.text(36, 770, f"Printed from the service portal  ·  {req}", face, 7.5, GREY)
    sheet.text(576, 770, "Page 1 of 1", face, 7.5, GREY, align="r")
    shown = {"lot": False, "product": product_shown}
    return sheet, f.truth(expires=True, **shown)


def _leader(sheet: Sheet, x: float, y: float, label: str, value: str, w: float, x1: float) -> None:
    """LABEL........: value in the monospaced face (smaller when it would pass x1)."""
    end = sheet.label(x, y, label, "cousine", 9)
    sheet.rule(end + 3, y, x + w - 6, y, 0.8, (90, 90, 90), dash=1.2)
    sheet.text(x + w - 4, y, ":", "cousine", 9)
    size = min(9.5, 9.5 * (x1 - x - w - 4) / width(value, "cousine", 9.5))
    sheet.value(x + w + 4, y, value, "cousine", size)


def campground_pet_permit(rng: random.Random) -> tuple[Sheet, Truth]:
    camp, operator = rng.choice(CAMPGROUNDS)
    f = facts(rng, rng.choice(PRACTICES), lapse=0.2)
    sheet = Sheet(612, 396, paper=rng.choice(((255, 255, 255), (250, 248, 240))))
    latest = min(TODAY, f.due) - timedelta(days=8)
    for _ in range(30):  # the camping season when it can be
        arrive = day_between(rng, f.given + timedelta(days=3), latest)
        if 5 <= arrive.month <= 10:
            break
    leave = arrive + timedelta(days=rng.randrange(2, 7))
    style = rng.choice((9, 1, 0))
    sheet.text(30, 34, camp.upper(), "cousine-bold", 12)
    sheet.text(30, 47, operator, "cousine", 8)
    sheet.text(582, 36, "PET PERMIT", "cousine-bold", 16, label=True, align="r")
    sheet.rule(30, 56, 582, 56, 1.0)
    plate = rng.choice("KJL") + rng.choice("ABMPT") + rng.choice("CDRW")
    left = [
        ("RESERVATION #", f"{rng.randrange(1, 9)}-{rng.randrange(10**6, 10**7)}"),
        ("SITE", f"{rng.choice('ABCDEF')}-{rng.randrange(1, 80):02d}"),
        ("ARRIVAL", fmt_date(arrive, style)),
        ("DEPARTURE", fmt_date(leave, style)),
        ("CAMPER", f.owner),
        ("VEHICLE PLATE", f"NY {plate}-{rng.randrange(1000, 10**4)}"),
    ]
    y = 76.0
    for label, value in left:
        _leader(sheet, 30, y, label, value, 120, 276)
        y += 14
    due_shown, tagged = rng.random() < 0.6, rng.random() < 0.8
    right = [
        ("PET NAME", f.dog),
        ("BREED/COLOR", f"{f.breed.split()[0]}/{f.colour}"),
        ("RABIES VACC DATE", fmt_date(f.given, style)),
        ("RABIES EXPIRES", fmt_date(f.due, style) if due_shown else "SEE CERT"),
        ("RABIES TAG", f.tag if tagged else "NOT ON COLLAR"),
        ("VACCINATING VET", f"Dr. {f.vet}"),
        ("VET CLINIC", f.clinic),
    ]
    y = 76.0
    for label, value in right:
        _leader(sheet, 290, y, label, value, 114, 584)
        y += 14
    y = 196.0
    sheet.rule(30, y, 582, y, 0.6, dash=3)
    rules = (
        "Pets must be on a leash no longer than 6 ft and attended at all times.",
        "Proof of current rabies vaccination must be shown at check-in.",
        "Pets are not allowed in buildings, on beaches or in swimming areas.",
        "Display this permit on the dashboard of the vehicle registered to the site.",
    )
    for i, rule in enumerate(rules):
        sheet.text(30, y + 18 + i * 13, f"{i + 1}. {rule}", "cousine", 8)
    sheet.text(
        30, 290, f"Issued {fmt_date(arrive, style)}  ·  Office {phone(rng, 1)}", "cousine", 8
    )
    sheet.label(30, 330, "Ranger:", "cousine", 9)
    sheet.pen(rng, 80, 330, "".join(rng.choice("ABDJKMRT") for _ in range(2)), "kaushan", 13, BLUE)
    sheet.rule(76, 333, 200, 333, 0.5)
    turn = rng.uniform(-14, 14)
    purple = (96, 40, 140)
    sheet.text(360, 320, "CHECKED IN", "arimo-bold", 20, purple, angle=turn)
    sheet.text(376, 340, fmt_date(arrive, 3).upper(), "arimo-bold", 11, purple, angle=turn)
    shown = {"tag": tagged, "lot": False, "product": False}
    return sheet, f.truth(expires=due_shown, **shown)
