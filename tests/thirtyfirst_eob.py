"""A printed paper of the thirty-first set: a pet insurer's explanation of benefits for a wellness
claim, mailed to the policyholder (the owner uploads it because it is the one paper she kept from
the visit). The insurer's name and return address, the owner's name and address in the envelope's
window, the claim's and the policy's numbers, the dates it was received and processed, the pet;
then a table of the visit's lines, a row each: the date of service, the provider (the practice),
the line's description as the practice billed it (the rabies vaccine with its term, or without),
what was charged, what the wellness plan allows and what it paid, with a reason code; the totals,
the codes explained, and at times the treating veterinarian named in the claim's details. No tag
is on it, and no expiry but a term."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_facts import TODAY, day_between, facts, fmt_date

PRACTICES = (
    "{place} Veterinary Clinic",
    "North Syracuse Animal Hospital",
    "Route 31 Pet Hospital",
    "{place} Animal Care Center",
    "Gaskin Road Veterinary Associates",
)
INSURERS = (("Hudson Valley Pet Mutual", "PO Box 4410, Albany NY 12204"),
            ("Lakeshore Pet Insurance Co.", "PO Box 90217, Rochester NY 14609"),
            ("Greenbriar Pet Health Plans", "PO Box 1187, Hartford CT 06101"))  # fmt: skip
OTHER = (("Wellness exam", 68), ("DHPP vaccine", 32), ("Bordetella vaccine", 28),
         ("Heartworm antigen test (4Dx)", 54), ("Fecal flotation", 38), ("Nail trim", 18),
         ("Lyme vaccine", 41))  # fmt: skip
GREY = (90, 94, 100)
GREEN = (20, 96, 70)


def _rabies_line(term: int, rng: random.Random) -> tuple[str, bool]:
    """How the practice billed the shot, and whether its term is in it."""
    named = (
        f"Rabies vaccine - {term} year",
        f"Rabies {term} yr vaccine",
        f"Rabies vacc ({term}-year)",
    )
    plain = ("Rabies vaccine", "Rabies vaccination", "RABIES VACCINE CANINE")
    if rng.random() < 0.7:
        return rng.choice(named), True
    return rng.choice(plain), False


def insurance_eob(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.14)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 4, 16, 6))
    insurer, box = rng.choice(INSURERS)
    received = f.given + timedelta(days=rng.randrange(2, 20))
    processed = min(received + timedelta(days=rng.randrange(3, 15)), TODAY - timedelta(days=1))
    sheet.text(36, 48, insurer, "ptsans-bold", 16, GREEN)
    sheet.text(36, 62, box, "ptsans", 8.5, GREY)
    sheet.text(576, 46, "EXPLANATION OF BENEFITS", "ptsans-bold", 12, align="r")
    sheet.text(576, 60, "This is not a bill.", "ptsans", 9, GREY, align="r")
    sheet.value(72, 120, f.owner, "ptmono", 10)
    sheet.value(72, 133, f.street.upper(), "ptmono", 10)
    sheet.value(72, 146, f"{f.town.upper()} NY {f.zip}", "ptmono", 10)
    info = (
        ("Claim number", f"CLM-{rng.randrange(10**7, 10**8)}"),
        ("Policy number", f"{rng.choice('HLG')}P{rng.randrange(10**6, 10**7)}"),
        ("Date received", fmt_date(received, ds)),
        ("Date processed", fmt_date(processed, ds)),
        ("Pet", f"{f.dog} ({f.breed})"),
        ("Plan", rng.choice(("Accident & Illness + Wellness", "Wellness Plus rider"))),
    )
    for i, (lab, val) in enumerate(info):
        y = 108 + i * 14
        sheet.label(340, y, lab, "ptsans-bold", 8.5)
        sheet.value(430, y, val, "ptsans", 9)
    y = 210.0
    sheet.text(
        36,
        y,
        f"Dear {f.owner.split()[0]}, we have processed your claim. Details are below.",
        "ptsans",
        9.5,
    )
    y += 20
    cols = (
        (36, "Service date", 70),
        (106, "Provider", 140),
        (246, "Description", 150),
        (396, "Charged", 52),
        (448, "Allowed", 52),
        (500, "Paid", 44),
        (544, "Code", 32),
    )
    sheet.box(36, y, 540, 18, (224, 236, 230), None)
    for x, head, _ in cols:
        sheet.label(x + 3, y + 12.5, head, "ptsans-bold", 8)
    desc, termed = _rabies_line(f.term, rng)
    lines = [(fmt_date(f.given, ds), desc, rng.choice((28, 32, 36, 45)))]
    for name, price in rng.sample(OTHER, rng.randrange(2, 5)):
        lines.append((fmt_date(f.given, ds), name, price))
    if rng.random() < 0.35:  # a recheck on another day, in the same claim
        later = day_between(rng, f.given + timedelta(days=7), received)
        lines.append((fmt_date(later, ds), rng.choice(OTHER)[0], 24))
    rng.shuffle(lines)
    total = [0.0, 0.0, 0.0]
    provider = f.clinic
    for day, what, price in lines:
        y += 18
        allowed = min(price, rng.choice((25, 30, 40, 60)))
        paid = round(allowed * 0.9, 2)
        code = rng.choice(("W1", "W1", "W2", "D4"))
        cells = (day, provider, what, f"{price:.2f}", f"{allowed:.2f}", f"{paid:.2f}", code)
        for (x, _, w), val in zip(cols, cells, strict=True):
            size = min(8.5, 8.5 * (w - 6) / max(1.0, len(val) * 4.3))
            sheet.value(x + 3, y + 12.5, val, "ptsans", size)
        sheet.rule(36, y + 18, 576, y + 18, 0.4, (200, 206, 210))
        total = [total[0] + price, total[1] + allowed, total[2] + paid]
    y += 32
    sheet.text(340, y, "Totals", "ptsans-bold", 9)
    for x, v in zip((396, 448, 500), total, strict=True):
        sheet.text(x + 3, y, f"{v:.2f}", "ptsans-bold", 8.5)
    y += 22
    vet_shown = rng.random() < 0.35
    if vet_shown:
        sheet.text(36, y, f"Treating veterinarian on the claim: Dr. {f.vet}", "ptsans", 9)
        y += 16
    sheet.text(36, y, f"Payment of ${total[2]:.2f} was sent by direct deposit on "
               f"{fmt_date(processed + timedelta(days=2), ds)}.", "ptsans", 9)  # fmt: skip
    y += 28
    sheet.text(36, y, "Reason codes", "ptsans-bold", 9)
    for code, text in (("W1", "Paid under your wellness benefit, up to the plan's allowance."),
                       ("W2", "Annual wellness limit for this item reached."),
                       ("D4", "Deductible applied.")):  # fmt: skip
        y += 13
        sheet.text(36, y, code, "ptmono", 8.5)
        sheet.text(60, y, text, "ptsans", 8.5)
    y += 30
    sheet.text(36, y, "Questions? Call 1-888-555-0193, Monday to Friday, 8 am to 8 pm ET. You "
               "may appeal this decision within 180 days.", "ptsans", 8, GREY)  # fmt: skip
    sheet.text(36, 760, f"EOB-{rng.randrange(1000, 9999)}  Page 1 of 1", "ptsans", 7.5, GREY)
    shown = {"tag": False, "vet": vet_shown, "product": False, "lot": False}
    return sheet, f.truth(expires=termed, **shown)
