"""Two printed papers of the twenty-first set that were made on a screen. A mobile (house-call)
vet's rabies certificate made on a tablet at the client's door: a coloured app header, cards for
the patient, the client and the vaccine, the finger-drawn signature in its box with "signed
electronically" and its time stamp, the visit's address and the app's generated-at footer. A pet
insurer's claim form: the policyholder, the pet, the itemised visit (the rabies line with its
product and sometimes its term or lot) and the treating veterinarian's statement, signed later."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyfirst_canvas import Sheet
from tests.twentyfirst_facts import OTHER_SHOTS, facts, fmt_date, phone
from tests.twentyfirst_facts import term_text as term_words

MOBILE = (
    "Hudson Valley House Call Vets", "Adirondack Mobile Veterinary Care",
    "Paws at Home Vet Service",
    "{town} Mobile Pet Clinic", "Front Porch Veterinary", "Catskill Country Vet on Wheels",
)  # fmt: skip
PRACTICES = (
    "{town} Veterinary Hospital", "Old Mill Animal Clinic", "Riverside Pet Care",
    "Lakeview Veterinary Associates", "{town} Small Animal Clinic", "Crossroads Animal Hospital",
)  # fmt: skip
INSURERS = ("TrustyTail Pet Insurance", "Pawsure Mutual", "HoundHealth Insurance Co.")
STYLES = (0, 2, 3, 4, 5, 6, 7, 9)


def mobile_vet_pdf(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(MOBILE), date(2024, 1, 10), date(2026, 11, 28), lapse=0.15)
    st = rng.choice(STYLES)
    accent = rng.choice(((0, 112, 120), (84, 60, 150), (30, 90, 170), (170, 70, 40)))
    s = Sheet(612, 792)
    s.box(0, 0, 612, 74, fill=accent, line=None)
    s.text(36, 38, f.clinic, "ud-bold", 18, (255, 255, 255))
    s.text(
        36,
        58,
        f"House calls across {f.town} and nearby · {phone(rng, f.area)}",
        "ud",
        9,
        (235, 235, 235),
    )
    s.text(576, 38, "Rabies Vaccination", "ud-bold", 12, (255, 255, 255), label=True, align="r")
    s.text(576, 54, "Certificate", "ud", 11, (255, 255, 255), label=True, align="r")
    s.text(36, 100, f"Visit #{rng.randrange(10**4, 10**5)}", "sawarabi", 9, (90, 90, 90))
    cards = {
        "PATIENT": [
            ("Name", f.dog), ("Species", "Canine"), ("Breed", f.breed), ("Color", f.colour),
            ("Age", f"{rng.randrange(1, 13)} yrs"),
        ],
        "CLIENT": [("Owner", f.owner), ("Address", f"{f.street}, {f.town} NY {f.zip}"),
                   ("Phone", phone(rng, f.area))],
    }  # fmt: skip
    term_only = rng.random() < 0.3
    tagged = rng.random() < 0.75
    vaccine = [("Date given", fmt_date(f.given, st))]
    if term_only:
        vaccine.append(("Duration", term_words(f.term, rng)))
    else:
        vaccine.append(("Expires", fmt_date(f.due, st)))
    vaccine += [("Vaccine", f"{f.product} ({f.maker})"), ("Serial / Lot", f.lot)]
    if tagged:
        vaccine.append(("Tag", f.tag))
    vaccine.append(("Route / site", rng.choice(("SQ right rear", "SC RH", "IM left rear"))))
    if rng.random() < 0.5:
        vaccine[0], vaccine[2] = vaccine[2], vaccine[0]
    cards["VACCINE"] = vaccine
    order = ["PATIENT", "CLIENT", "VACCINE"]
    rng.shuffle(order)
    y = 126.0
    for name in order:
        rows = cards[name]
        h = 26 + 17 * len(rows)
        s.box(36, y, 540, h, fill=(246, 247, 249), line=(205, 208, 214), lw=0.8)
        s.text(48, y + 17, name, "ud-bold", 9, accent, label=True)
        for i, (la, va) in enumerate(rows):
            s.text(48, y + 36 + 17 * i, la, "sawarabi", 10, (110, 110, 118), label=True)
            s.text(190, y + 36 + 17 * i, va, "ud", 10.5)
        y += h + 14
    s.box(36, y, 260, 80, fill=None, line=(160, 160, 160), lw=0.8)
    s.scrawl(rng, 56, y + 48, 180, color=(16, 16, 16))
    stamp = f.given + timedelta(days=rng.choice((0, 0, 0, 1)))
    s.text(36, y + 94, f"Signed electronically by Dr. {f.vet}" if rng.random() < 0.5
           else f"Signed electronically by {f.vet}, DVM", "ud", 9)  # fmt: skip
    s.text(
        36,
        y + 107,
        f"{fmt_date(stamp, st)} {rng.randrange(8, 18)}:{rng.randrange(60):02d}",
        "sawarabi",
        8.5,
        (100, 100, 100),
    )
    s.text(320, y + 20, "Visit location", "ud-bold", 9, label=True)
    s.text(320, y + 36, "Client's home", "ud", 9)
    s.text(320, y + 50, f"{f.street}, {f.town}", "ud", 9)
    s.text(320, y + 74, f"NYS license no. {rng.randrange(100000, 999999):06d}", "ud", 9)
    gen = stamp + timedelta(days=rng.randrange(0, 200))
    gen = min(gen, date(2026, 12, 3))
    s.text(
        36,
        770,
        f"Generated {fmt_date(gen, st)} by VetVisit Mobile 4.2 · Page 1 of 1",
        "sawarabi",
        7.5,
        (120, 120, 120),
    )
    return s, f.truth(tag=tagged)


def insurance_claim(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), date(2024, 2, 1), date(2026, 11, 25))
    st = rng.choice(STYLES)
    face = rng.choice(("ud", "garuda"))
    fill = "ud-mono"
    s = Sheet(612, 792)
    insurer = rng.choice(INSURERS)
    s.text(40, 48, insurer, "garuda-bold", 16, (20, 70, 120))
    s.text(40, 64, "Claim Form — send with your itemized invoice", face, 9, label=True)
    s.text(
        572, 48, f"Policy no. {rng.choice('PKT')}{rng.randrange(10**7, 10**8)}", fill, 9, align="r"
    )

    def section(y: float, title: str) -> None:
        s.box(40, y, 532, 15, fill=(20, 70, 120), line=None)
        s.text(46, y + 11, title, "garuda-bold", 9, (255, 255, 255), label=True)

    def pair(x: float, y: float, label: str, value: str) -> None:
        s.text(x, y, label, face, 7, (80, 80, 80), label=True)
        s.rule(x, y + 15, x + 250, y + 15, 0.4, (150, 150, 150))
        s.text(x + 4, y + 12, value, fill, 10)

    section(80, "PART 1 — POLICYHOLDER")
    pair(40, 108, "Policyholder name", f.owner)
    pair(310, 108, "Phone", phone(rng, f.area))
    pair(40, 138, "Mailing address", f"{f.street}, {f.town}, NY {f.zip}")
    section(168, "PART 2 — PET")
    pair(40, 196, "Pet's name", f.dog)
    pair(310, 196, "Breed", f.breed)
    section(226, "PART 3 — CLAIM")
    pair(40, 254, "Date(s) of service", fmt_date(f.given, st))
    pair(310, 254, "Reason for visit", rng.choice(("Wellness exam + vaccines", "Annual checkup")))
    heads = (("Description", 46), ("Qty", 360), ("Amount", 430))
    for h, x in heads:
        s.text(x, 294, h, face, 8, label=True)
    s.rule(40, 298, 572, 298)
    termed = rng.random() < 0.6
    lotted = rng.random() < 0.4
    rabies = f"Rabies vaccine{' ' + term_words(f.term, rng) if termed else ''} — {f.product}"
    items = [
        ("Comprehensive exam", "1", f"${rng.randrange(58, 95)}.00"),
        (rabies, "1", f"${rng.randrange(24, 46)}.50"),
    ]
    if lotted:
        items.append((f"    lot {f.lot}", "", ""))
    for shot in rng.sample(OTHER_SHOTS, rng.randrange(1, 3)):
        items.append((shot, "1", f"${rng.randrange(22, 55)}.00"))
    y = 314.0
    for desc, qty, amt in items:
        s.text(46, y, desc, fill, 9.5)
        s.text(366, y, qty, fill, 9.5)
        s.text(430, y, amt, fill, 9.5)
        y += 15
    s.rule(40, y, 572, y, 0.4)
    y += 26
    section(y, "PART 4 — VETERINARIAN'S STATEMENT (completed by the treating veterinarian)")
    y += 28
    pair(40, y, "Practice name", f.clinic)
    pair(310, y, "Practice phone", phone(rng, f.area))
    vet = f"{f.vet}, DVM" if rng.random() < 0.6 else f"Dr. {f.vet}"
    pair(40, y + 30, "Treating veterinarian", vet)
    pair(
        310,
        y + 30,
        "First visit with this pet",
        fmt_date(f.given - timedelta(days=rng.randrange(200, 1500)), st),
    )
    y += 70
    s.text(
        40,
        y,
        "I certify the services above were provided on the dates shown.",
        face,
        8.5,
        label=True,
    )
    signed = f.given + timedelta(days=rng.randrange(1, 30))
    s.scrawl(rng, 50, y + 34, 160)
    s.rule(40, y + 40, 290, y + 40, 0.5)
    s.text(40, y + 50, "Signature of veterinarian", face, 7, label=True)
    s.text(314, y + 36, fmt_date(signed, st), fill, 10)
    s.rule(310, y + 40, 440, y + 40, 0.5)
    s.text(310, y + 50, "Date signed", face, 7, label=True)
    s.text(
        306,
        770,
        f"{insurer} · Claims: claims@example.com · Form WC-7 (rev. 03/2024)",
        face,
        7,
        align="c",
    )
    return s, f.truth(expires=f.due if termed else False, tag=False, lot=lotted)
