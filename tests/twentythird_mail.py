"""Two more printed papers of the twenty-third set. An e-mail thread printed from Outlook (the
mailbox owner's name over a heavy rule, each message's From/Sent/To/Subject block): the practice's
front desk answered the owner's request by pasting the certificate's text into the reply, the
owner's question quoted below it, and at times the owner forwarded it all to the town clerk, the
practice's reply then quoted with "> ". A clinic's plastic pet ID card, its front (the dog's
photo, name, breed, owner) and back (the rabies shot, tag, microchip, "if found" line) laid side
by side."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta

from tests.heldout_certificates import Truth
from tests.twentythird_canvas import Sheet
from tests.twentythird_facts import DAYS, MONTHS, TODAY, facts, fmt_date, phone, term_text

PRACTICES = (
    "Stone Barn Veterinary Clinic",
    "{town} Animal Hospital",
    "Hemlock Hill Veterinary Care",
    "Canal Street Pet Hospital",
    "Northway Animal Clinic",
)
GREY = (100, 100, 106)
BLUE = (20, 70, 160)


def _when(d: date, rng: random.Random) -> str:
    t = datetime(d.year, d.month, d.day, rng.randrange(7, 20), rng.randrange(60))
    hour = t.hour % 12 or 12
    return (
        f"{DAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year} "
        f"{hour}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
    )


def _slug(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalpha())


def outlook_print(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), date(2024, 1, 10), date(2026, 11, 26), lapse=0.12)
    st = rng.choice((0, 1, 5, 9, 3))
    s = Sheet(612, 792)
    body, bold = "droid", "migmix-bold"
    first = f.owner.split(" ")[0]
    host = rng.choice(("gmail.com", "yahoo.com", "outlook.com", "icloud.com"))
    owner_mail = f"{_slug(first)}.{_slug(f.owner.split(' ', 1)[1])}@{host}"
    desk = f"frontdesk@{_slug(f.clinic)[:18]}.com"
    asked = f.given + timedelta(days=rng.randrange(0, 40))
    asked = min(asked, TODAY - timedelta(days=3))
    answered = asked + timedelta(days=rng.choice((0, 1, 1, 2)))
    forward = rng.random() < 0.45
    s.text(40, 50, f.owner, bold, 14)
    s.rule(40, 58, 572, 58, 2.2)
    y = 80.0

    def header(who: str, when: date, to: str, subject: str, quote: str = "") -> None:
        nonlocal y
        for label, value in (
            ("From:", who),
            ("Sent:", _when(when, rng)),
            ("To:", to),
            ("Subject:", subject),
        ):
            x = s.text(40, y, quote.strip(), body, 9.5, GREY) + 4 if quote else 40.0
            end = s.text(x, y, label, bold, 9.5, label=True)
            s.text(max(end + 6, x + 60), y, value, body, 9.5)
            y += 13
        y += 10

    def para(lines: list[str], quote: str = "") -> None:
        nonlocal y
        for line in lines:
            shown = f"{quote}{line}" if line else quote.strip()
            if shown:
                s.text(40, y, shown, body, 10)
            y += 14 if line else 9

    subject = f"Rabies certificate for {f.dog}"
    quote = ""
    if forward:
        town = f"dogs@townof{_slug(f.town)[:12]}.gov"
        sent = TODAY - timedelta(days=rng.randrange(1, 9))
        header(f.owner, sent, town, f"FW: RE: {subject}")
        para(
            [
                "Hello,",
                "",
                f"Please see {f.dog}'s rabies certificate below for the license.",
                "Thank you,",
                first,
                "",
            ]
        )
        s.rule(40, y - 4, 300, y - 4, 0.6, GREY)
        y += 8
        quote = "> "
    header(f"{f.clinic} <{desk}>", answered, f"{f.owner} <{owner_mail}>", f"RE: {subject}", quote)
    mode = rng.choice(("date", "date", "term", "none"))
    tagged = rng.random() < 0.85
    named = rng.random() < 0.8
    cert = [
        "RABIES VACCINATION CERTIFICATE",
        f"Owner: {f.owner}",
        f"Patient: {f.dog}   Canine   {f.breed}   {f.colour}",
        f"Vaccine: {f.product} ({f.maker})",
        f"Serial/Lot #: {f.lot}",
        f"Date Given: {fmt_date(f.given, st)}",
    ]
    if mode == "date":
        cert.append(f"Date Due: {fmt_date(f.due, st)}")
    elif mode == "term":
        cert.append(f"Duration: {term_text(f.term, rng)}")
    if tagged:
        cert.append(f"Rabies Tag #: {f.tag}")
    if named:
        cert.append(f"Veterinarian: {rng.choice((f'Dr. {f.vet}', f'{f.vet}, DVM'))}")
    staff = rng.choice(("Jenna", "Marcus", "Toni", "Priya", "Dale"))
    para(
        [
            f"Hi {first},",
            "",
            f"Thanks for your patience! Here is {f.dog}'s rabies certificate as it is in our "
            "system:",
            "",
        ],
        quote,
    )
    para(cert, quote)
    para(
        [
            "",
            "Please let us know if the town needs anything else.",
            "",
            "Warm regards,",
            staff,
            "Client Care Team",
            f.clinic,
            phone(rng, f.area),
            "",
        ],
        quote,
    )
    header(f"{f.owner} <{owner_mail}>", asked, desk, subject, quote + "> " if quote else "> ")
    para(
        [
            f"Hi, could you e-mail me {f.dog}'s rabies certificate? The town clerk needs it",
            "for the dog license. Thanks!",
            first,
        ],
        (quote + "> ") if quote else "> ",
    )
    s.text(
        40,
        770,
        "CONFIDENTIALITY NOTICE: This message is intended only for the person to "
        "whom it is addressed.",
        body,
        7,
        GREY,
    )
    s.text(572, 784, "1", body, 8, GREY, align="r")
    return s, f.truth(expires=mode != "none", tag=tagged, vet=named)


def _dog_face(s: Sheet, x: float, y: float, rng: random.Random) -> None:
    """The dog's photo, as the card printer made it: a face on a soft background."""
    s.box(x, y, 78, 92, fill=rng.choice(((196, 214, 230), (222, 214, 196))), line=None)
    fur = rng.choice(((150, 105, 60), (40, 36, 34), (210, 180, 130), (120, 120, 126)))
    ear = tuple(max(0, c - 40) for c in fur)
    s.blob(x + 39, y + 88, 30, 22, fur)  # the chest
    s.poly([(x + 14, y + 22), (x + 26, y + 16), (x + 22, y + 58)], ear)  # type: ignore[arg-type]
    s.poly([(x + 64, y + 22), (x + 52, y + 16), (x + 56, y + 58)], ear)  # type: ignore[arg-type]
    s.blob(x + 39, y + 42, 21, 25, fur)
    s.blob(x + 39, y + 57, 11, 9, (235, 225, 210))
    s.blob(x + 31, y + 37, 2.6, 2.8, (15, 15, 15))
    s.blob(x + 47, y + 37, 2.6, 2.8, (15, 15, 15))
    s.blob(x + 39, y + 53, 4, 3, (20, 20, 20))


def pet_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), date(2024, 1, 10), date(2026, 11, 26), lapse=0.1)
    st = rng.choice((0, 1, 5, 6, 9))
    s = Sheet(560, 210, paper=(244, 244, 241))
    face = rng.choice(("droid", "vl", "migmix"))
    bold = "migmix-bold" if face == "migmix" else face
    accent = rng.choice(((0, 110, 120), (150, 40, 60), (30, 70, 150), (90, 60, 140)))
    for x in (20, 297):
        s.box(x, 28, 243, 153, fill=(255, 255, 255), line=(205, 205, 205), lw=0.4, radius=10)
    s.box(20, 28, 243, 26, fill=accent, line=None, radius=10)
    s.box(20, 44, 243, 10, fill=accent, line=None)
    s.text(30, 46, f.clinic, "smiley", 12.5 if len(f.clinic) < 28 else 10.5, (255, 255, 255))
    s.text(253, 46, "PET ID", bold, 8, (255, 255, 255), align="r")
    _dog_face(s, 28, 62, rng)
    born = f.given - timedelta(days=rng.randrange(300, 3600))
    s.text(116, 76, f.dog, bold, 14)
    rows = [
        ("Breed", f.breed),
        ("Color", f.colour),
        ("Born", fmt_date(born, st)),
        ("Owner", f.owner),
        ("Phone", phone(rng, f.area)),
    ]
    for i, (label, value) in enumerate(rows):
        y = 94 + 15 * i
        s.text(116, y, label, face, 6.5, GREY, label=True)
        s.text(146, y, value, face, 7.5 if len(value) < 22 else 6.5)
    s.text(307, 48, "RABIES VACCINATION", bold, 10, accent, label=True)
    s.rule(307, 53, 530, 53, 0.8, accent)
    mode = rng.choice(("date", "date", "date", "term"))
    tagged = rng.random() < 0.85
    named = rng.random() < 0.5
    lotted = rng.random() < 0.25
    back = [("Vaccinated", fmt_date(f.given, st))]
    back.append(
        ("Expires", fmt_date(f.due, st)) if mode == "date" else ("Duration", term_text(f.term, rng))
    )
    if tagged:
        back.append(("Tag no.", f.tag))
    back.append(("Vaccine", f.product + (f"  lot {f.lot}" if lotted else "")))
    if named:
        back.append(("Veterinarian", f"Dr. {f.vet}"))
    back.append(("Microchip", f"985{rng.randrange(10**11, 10**12)}"))
    for i, (label, value) in enumerate(back):
        y = 70 + 14 * i
        s.text(307, y, label, face, 7, GREY, label=True)
        s.text(362, y, value, bold if i < 2 else face, 8.5)
    s.text(307, 160, "IF FOUND, PLEASE CALL", bold, 6.5, accent, label=True)
    s.text(307, 171, f"{f.clinic} · {phone(rng, f.area)}", face, 6.5)
    return s, f.truth(expires=True, tag=tagged, vet=named, lot=lotted, owner=True)
