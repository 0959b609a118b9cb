"""A printed paper of the thirty-sixth set: a veterinary payment plan agreement, printed by a
pet-care financing company when a clinic's bill is split into monthly payments; the owner uploads
it because its itemized treatment lists the rabies shot. The lender's heading and plan number; the
provider (the clinic, at times the doctor) and the client and patient; a table of services (date
of service, description, amount), the rabies line naming the vaccine and its term or its expiry,
at times the tag, among an exam, other vaccines and tests; the financed amount and a schedule of
payment dates and amounts; the terms and the client's e-signature line."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_facts import facts, fmt_date, phone

CLINICS = ("{place} Animal Hospital", "North Medical Vet Center", "Three Rivers Animal Clinic",
           "{place} Family Pet Care", "Route 31 Veterinary")  # fmt: skip
LENDERS = ("PawSplit Financial", "VetEase Payment Plans", "Fetch Pay Lending")
NAVY = (20, 44, 92)
OTHERS = (("Comprehensive exam", 68.0), ("DHPP booster", 42.5), ("Leptospirosis 4-way", 39.0),
          ("Lyme vaccine (recombinant)", 48.0), ("Heartworm / tick panel (4Dx)", 66.0),
          ("Fecal flotation", 38.0), ("Nail trim", 18.0))  # fmt: skip


def plan_agreement(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 26, 1, 6, 4))
    lender = rng.choice(LENDERS)
    sheet.box(0, 0, 612, 64, NAVY, None)
    sheet.text(40, 40, lender, "inter-bold", 18, (255, 255, 255))
    sheet.text(572, 30, "PAYMENT PLAN AGREEMENT", "inter-bold", 10, (255, 255, 255), align="r")
    sheet.text(572, 46, f"Plan no. PL-{rng.randrange(10**7, 10**8)}", "inter", 9,
               (210, 220, 240), align="r")  # fmt: skip
    named, tagged = rng.random() < 0.6, rng.random() < 0.4
    y = 92.0
    left = [("Provider", f.clinic), ("Provider phone", phone(rng, 1))]
    if named:
        left.append(("Attending doctor", f"Dr. {f.vet}"))
    right = [("Client", f.owner), ("Address", f"{f.street}, {f.town} NY {f.zip}"),
             ("Patient", f"{f.dog} (canine, {f.breed})")]  # fmt: skip
    for i, (lab, val) in enumerate(left):
        sheet.label(40, y + i * 26, lab.upper(), "inter-bold", 7)
        sheet.value(40, y + 12 + i * 26, val, "inter", 9.5)
    for i, (lab, val) in enumerate(right):
        sheet.label(310, y + i * 26, lab.upper(), "inter-bold", 7)
        sheet.value(310, y + 12 + i * 26, val, "inter", 9.5)
    y += 26 * 3 + 16
    sheet.text(40, y, "Itemized treatment financed", "inter-bold", 11, NAVY)
    y += 10
    mode = rng.choices(("term", "date", "none"), (4, 3, 1.5))[0]
    desc = f"Rabies vaccine - {f.product}"
    if mode == "term":
        desc += f", {f.term} yr"
    elif mode == "date":
        desc += f", exp {fmt_date(f.due, ds)}"
    if tagged:
        desc += f" (tag {f.tag})"
    items = [(f.given, desc, 1, rng.choice((24.0, 28.5, 31.0, 35.0)))]
    for name, price in rng.sample(OTHERS, rng.randrange(3, 6)):
        items.append((f.given, name, 1, price))
    rng.shuffle(items)
    if rng.random() < 0.5:  # an earlier visit rolled into the plan
        items.append((f.given - timedelta(days=rng.randrange(20, 90)), "Recheck - ear cytology",
                      1, 54.0))  # fmt: skip
    cols = (40, 128, 440, 490, 572)
    sheet.box(40, y, 532, 18, (228, 233, 243), None)
    for x, head in zip(cols, ("Date of service", "Description", "Qty", "Amount"), strict=False):
        sheet.label(x + 4, y + 12.5, head, "inter-bold", 8)
    y += 18
    total = 0.0
    for day, text, qty, price in items:
        sheet.value(44, y + 13, fmt_date(day, ds), "inter", 8.5)
        sheet.value(132, y + 13, text, "inter", 8.5)
        sheet.value(446, y + 13, str(qty), "inter", 8.5)
        sheet.text(566, y + 13, f"${price:,.2f}", "inter", 8.5, align="r", value=True)
        sheet.rule(40, y + 18, 572, y + 18, 0.4, (180, 180, 190))
        total += qty * price
        y += 18
    down = round(total * 0.25, 2)
    n = rng.choice((3, 4, 6))
    each = round((total - down) / n, 2)
    y += 14
    for lab, val in (("Total treatment", total), ("Down payment today", down),
                     ("Amount financed", total - down)):  # fmt: skip
        sheet.text(420, y, lab, "inter", 9)
        sheet.text(566, y, f"${val:,.2f}", "inter-bold", 9, align="r")
        y += 14
    y += 10
    sheet.text(40, y, "Payment schedule (0% APR, autopay from card ending "
               f"{rng.randrange(1000, 9999)})", "inter-bold", 10, NAVY)  # fmt: skip
    y += 16
    first = max(i[0] for i in items) + timedelta(days=30)
    for k in range(n):
        day = first + timedelta(days=30 * k)
        sheet.text(60 + (k % 3) * 170, y + (k // 3) * 15,
                   f"{k + 1}.  {fmt_date(day, ds)}   ${each:,.2f}", "inter", 9)  # fmt: skip
    y += 15 * ((n + 2) // 3) + 18
    for line in (
        "A payment more than 10 days late incurs a $15 fee. Paying early has no penalty.",
        "The provider has been paid in full by the lender; questions about care go to the "
        "provider,",
        "questions about payments to the lender. This plan is not insurance.",
    ):
        sheet.text(40, y, line, "inter", 8.5)
        y += 13
    y += 30
    sheet.text(40, y, f"Accepted electronically by {f.owner}", "inter", 8.5, (90, 90, 90))
    sheet.text(40, y + 13, f"on {fmt_date(f.given, 14)} - IP 72.43.{rng.randrange(1, 255)}."
               f"{rng.randrange(1, 255)}", "inter", 8.5, (90, 90, 90))  # fmt: skip
    sheet.text(306, 772, f"{lender} - page 1 of 1", "inter", 7, (130, 130, 130), align="c")
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, lot=False)
