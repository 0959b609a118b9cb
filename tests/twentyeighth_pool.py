"""A printed paper of the twenty-eighth set: the receipt a town's recreation department's online
registration system shows for its end-of-summer dog swim (the "Pooch Plunge" before the pool is
drained, proof of a current rabies shot required at check-in), printed from the browser with the
browser's own header (the print date and time, the page's title) and footer (the address, the page
count). The receipt's number and transaction date, who was billed, a line for the session (its
own date and time) and its price, the payment, then the registration's questions each in bold
over the owner's typed answer (the dog, the rabies shot's date, at times its expiry and the tag,
the vet, the dog's licence number and town, an emergency contact), and the waiver accepted with
its own date and time."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Sheet
from tests.twentyeighth_faces import width
from tests.twentyeighth_facts import TODAY, day_between, facts, fmt_date, person, phone

GREY = (100, 104, 112)
TOWNS = (("Town of Cicero Parks & Recreation", "Cicero Community Pool", "cicerony", (16, 84, 140)),
         ("Village of Baldwinsville Recreation", "Mercer Park Pool", "bville", (170, 60, 30)),
         ("Town of Salina Parks & Recreation", "Lyncourt Pool", "salinany", (20, 110, 80)),
         ("Town of Manlius Recreation", "Mycenae Pool", "manliusrec", (90, 50, 130)))  # fmt: skip
PRACTICES = ("{place} Veterinary Hospital", "Cicero Animal Clinic", "{place} Family Pet Hospital",
             "Taft Road Animal Care", "Companion Animal Hospital of {place}")  # fmt: skip


def _event(rng: random.Random, given: date, due: date) -> date | None:
    """A Saturday in early September after the shot, before it runs out and before today."""
    days = [date(y, 9, d) for y in (2023, 2024, 2025, 2026) for d in range(5, 15)]
    days = [
        d for d in days if d.weekday() == 5 and given + timedelta(days=14) < d < min(due, TODAY)
    ]
    return rng.choice(days) if days else None


def _clock(rng: random.Random) -> str:
    return f"{rng.randrange(1, 12)}:{rng.randrange(60):02d} {rng.choice(('AM', 'PM'))}"


def pool_receipt(rng: random.Random) -> tuple[Sheet, Truth]:
    town, pool, slug, colour = rng.choice(TOWNS)
    for _ in range(40):
        f = facts(rng, rng.choice(PRACTICES), lapse=0.2)
        event = _event(rng, f.given, f.due)
        if event is not None:
            break
    assert event is not None
    face, bold, web = "inter", "inter-bold", "arimo"
    sheet = Sheet(612, 792)
    paid = day_between(
        rng, max(f.given + timedelta(days=1), event - timedelta(days=40)), event - timedelta(days=1)
    )
    printed = day_between(rng, paid, event - timedelta(days=1))
    p = printed
    sheet.text(24, 20, f"{p.month}/{p.day}/{p.year % 100}, {_clock(rng)}", web, 7.5)
    sheet.text(306, 20, f"Receipt - {town}", web, 7.5, align="c")
    sheet.text(
        24, 780, f"https://{slug}.recportal.example/receipt/{rng.randrange(10**6, 10**7)}", web, 7.5
    )
    sheet.text(588, 780, "1/1", web, 7.5, align="r")
    sheet.box(48, 44, 46, 46, colour, None, 0, -1)
    sheet.text(71, 72, slug[:2].upper(), bold, 15, (255, 255, 255), align="c")
    sheet.text(104, 62, town, bold, 14, colour)
    sheet.text(
        104, 78, f"{pool} · {rng.randrange(100, 9000)} Main St · {phone(rng, 0)}", face, 8.5, GREY
    )
    sheet.text(564, 62, "RECEIPT", bold, 16, align="r", label=True)
    sheet.text(564, 78, f"#{rng.randrange(10**6, 10**7)}", face, 9.5, GREY, align="r")
    y = 120.0
    sheet.rule(48, y - 12, 564, y - 12, 0.6, (210, 212, 218))
    clock = _clock(rng)
    ts = f"{fmt_date(paid, 9)} {clock}"
    mail = f"{f.owner.split()[0].lower()}{rng.randrange(1, 99)}@mail.example"
    billed = (("Transaction date", ts), ("Billed to", f.owner), ("Phone", phone(rng, 0)),
              ("Address", f"{f.street}, {f.town}, NY {f.zip}"), ("Email", mail))  # fmt: skip
    for label, value in billed:
        sheet.label(48, y, label, bold, 9, GREY)
        sheet.value(160, y, value, face, 9.5)
        y += 15
    y += 14
    sheet.box(48, y, 516, 20, (242, 243, 246), None)
    for x, h in ((54, "Description"), (300, "Participant"), (430, "Qty"), (558, "Amount")):
        sheet.label(x if h != "Amount" else x - width(h, bold, 8.5), y + 13.5, h, bold, 8.5)
    size = rng.choice(("Small dogs (under 30 lb)", "Big dogs (30 lb and over)", "All dogs"))
    fee = rng.choice((8, 10, 12, 15))
    start = rng.choice(
        ("10:00 - 11:00 AM", "11:00 AM - 12:00 PM", "12:00 - 1:00 PM", "1:00 - 2:00 PM")
    )
    y += 34
    sheet.text(54, y, f"Pooch Plunge {event.year} - {size}", bold, 9.5)
    sheet.text(54, y + 13, f"{fmt_date(event, 9)}, {start}", face, 8.5, GREY)
    sheet.text(54, y + 25, f"{pool}", face, 8.5, GREY)
    sheet.value(300, y, f"{f.dog} (dog)", face, 9.5)
    sheet.text(430, y, "1", face, 9.5)
    sheet.text(558, y, f"${fee:.2f}", face, 9.5, align="r")
    y += 44
    sheet.rule(48, y - 12, 564, y - 12, 0.6, (210, 212, 218))
    card = rng.choice(("Visa", "Mastercard", "Discover", "AmEx"))
    total = f"${fee + 0.75:.2f}"
    sums = (("Subtotal", f"${fee:.2f}"), ("Convenience fee", "$0.75"), ("Total paid", total),
            (f"{card} ending {rng.randrange(1000, 9999)}", total))  # fmt: skip
    for label, value in sums:
        sheet.text(440, y, label, bold if label == "Total paid" else face, 9, align="r")
        sheet.text(558, y, value, bold if label == "Total paid" else face, 9, align="r")
        y += 14
    y += 16
    sheet.text(48, y, "Registration questions", bold, 12, colour, label=True)
    y += 20
    tagged, due_shown = rng.random() < 0.75, rng.random() < 0.55
    vet_shown = rng.random() < 0.7
    vet = ", ".join([*([f"Dr. {f.vet}"] if vet_shown else []), f.clinic])
    st = rng.choice((0, 1, 8, 11))
    qs: list[tuple[str, str]] = [
        ("Dog's name", f.dog),
        ("Breed / weight", f"{f.breed}, {rng.randrange(12, 90)} lb"),
        ("Is your dog current on its rabies vaccination? Proof is required at check-in.", "Yes"),
        ("Date of most recent rabies vaccination", fmt_date(f.given, st)),
    ]
    if due_shown:
        qs.append(("Rabies vaccination expiration date", fmt_date(f.due, st)))
    qs.append(
        ("Rabies tag number", f.tag if tagged else rng.choice(("don't have it with me", "N/A")))
    )
    qs.append(("Veterinarian / clinic that gave the vaccine", vet))
    qs.append(("Dog license number and town", f"{rng.randrange(1000, 99999)} - Town of Clay"))
    qs.append(("Emergency contact (name and phone)", f"{person(rng)} {phone(rng, 1)}"))
    for q, a in qs:
        sheet.label(48, y, q, bold, 9)
        sheet.value(48, y + 14, a, face, 10)
        y += 34
    y += 6
    sheet.box(48, y, 516, 40, (248, 248, 250), (220, 222, 228))
    sheet.text(58, y + 16, f"Waiver and release of liability accepted by {f.owner}", face, 8.5)
    sheet.text(
        58,
        y + 30,
        f"on {fmt_date(paid, 1)} at {clock} (IP 73.{rng.randrange(10, 250)}.x.x)",
        face,
        8.5,
        GREY,
    )
    assert y < 740, y
    shown = {"tag": tagged, "vet": vet_shown, "lot": False, "product": False}
    return sheet, f.truth(expires=due_shown, **shown)
