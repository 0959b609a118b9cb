"""Two more printed papers of the twenty-second set. A European vet's rabies certificate (German,
Italian or Polish) with a certified English translation typed below it for a family that moved to
New York: the original's day-first dates, its batch number and its practice stamp, then the
translation repeating the facts in English (the batch "as in the original"), the translator's
statement, name and date. A city animal shelter's redemption receipt printed by its software
when an impounded dog went home: the impound and release dates, the fees (the rabies shot given
at release among them), the shot's product, lot, tag and due date, the clerk and the shelter vet."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentysecond_abroad import LANGS
from tests.twentysecond_canvas import Sheet
from tests.twentysecond_facts import (
    EU_DOGS,
    EU_STYLES,
    EU_VACCINES,
    US_STYLES,
    facts,
    fmt_date,
    person,
    phone,
    term_text,
)

GREY = (90, 90, 96)
STAMP = (60, 50, 160)
ENGLISH = (
    "Name of animal",
    "Breed",
    "Owner",
    "Date of vaccination",
    "Valid until",
    "Vaccine / manufacturer",
    "Batch number",
    "Veterinarian",
)


def _stamp(s: Sheet, rng: random.Random, cx: float, cy: float, lines: list[str]) -> None:
    """A practice's oblong rubber stamp, a little turned, in violet ink."""
    angle = rng.uniform(-9, 9)
    s.box(cx - 110, cy - 34, 220, 58, line=STAMP, lw=1.3)
    for i, line in enumerate(lines):
        s.text(
            cx - 102,
            cy - 16 + 15 * i,
            line,
            "klaudia-bold" if i == 0 else "klaudia",
            9,
            STAMP,
            angle=angle * 0.2,
        )


def translated_certificate(rng: random.Random) -> tuple[Sheet, Truth]:
    code = rng.choice(tuple(LANGS))
    lang = LANGS[code]
    clinic = rng.choice(lang["clinics"])
    f = facts(rng, clinic, date(2024, 1, 10), date(2026, 10, 30), lapse=0.1, vaccines=EU_VACCINES)
    f.dog = rng.choice(EU_DOGS)
    title, f.vet = rng.choice(lang["vets"])
    vet_line = f"{title} {f.vet}"
    city = rng.choice(lang["where"])
    face = "berenika" if code == "pl" else rng.choice(("batang", "berenika"))
    st, st_en = rng.choice(EU_STYLES[1:]), rng.choice((8, 9))
    s = Sheet(612, 792)
    s.text(306, 46, clinic, f"{face}-bold", 14, align="c")
    s.text(
        306,
        60,
        f"{city} · Tel. +{ {'de': 49, 'it': 39, 'pl': 48}[code] } {rng.randrange(10**7, 10**8)}",
        face,
        8.5,
        align="c",
    )
    s.text(306, 86, lang["title"], f"{face}-bold", 12.5, label=True, align="c")
    values = (
        f.dog,
        f.breed,
        f.owner,
        fmt_date(f.given, st),
        fmt_date(f.due, st),
        f"{f.product} ({f.maker})",
        f.lot,
        vet_line,
    )
    y = 112.0
    for label, value in zip(lang["fields"], values, strict=True):
        s.text(60, y, f"{label}:", face, 9.5, label=True)
        s.text(230, y, value, face, 10)
        s.rule(228, y + 3, 540, y + 3, 0.3, (160, 160, 160))
        y += 19
    s.text(60, y + 12, f"{city}, {fmt_date(f.given, st)}", face, 9.5)
    _stamp(s, rng, 430, y + 30, [clinic, vet_line, city])
    s.scrawl(rng, 350, y + 46, 150, color=(20, 20, 70))
    y += 88
    s.rule(40, y, 572, y, 1.0)
    s.rule(40, y + 3, 572, y + 3, 0.4)
    y += 28
    s.text(306, y, "CERTIFIED ENGLISH TRANSLATION", f"{face}-bold", 12, label=True, align="c")
    s.text(
        306,
        y + 14,
        f"of a rabies vaccination certificate issued in {lang['lang']}",
        face,
        9,
        align="c",
    )
    shown_due = rng.random() < 0.85
    english = [
        (ENGLISH[0], f.dog),
        (ENGLISH[1], f.breed),
        (ENGLISH[2], f.owner),
        (ENGLISH[3], fmt_date(f.given, st_en)),
        (ENGLISH[4], fmt_date(f.due, st_en) if shown_due else f"{term_text(f.term, rng)} vaccine"),
        (ENGLISH[5], f"{f.product}, {f.maker}"),
        (ENGLISH[6], "as in the original"),
        (ENGLISH[7], f"{vet_line}, {clinic}, {city}"),
    ]
    y += 40
    for label, value in english:
        end = s.text(60, y, f"{label}:", f"{face}-bold", 9.5, label=True)
        s.text(max(end + 8, 200), y, value, face, 10)
        y += 17
    translator = person(rng)
    done = min(f.given + timedelta(days=rng.randrange(20, 500)), date(2026, 12, 2))
    statement = (
        f"I, {translator}, certify that I am fluent in {lang['lang']} and English and that the "
        "above is a true and",
        "accurate translation of the original document presented to me.",
    )
    y += 16
    for line in statement:
        s.text(60, y, line, face, 8.5)
        y += 12
    s.scrawl(rng, 70, y + 26, 130, color=(20, 20, 20))
    s.rule(60, y + 32, 260, y + 32, 0.5)
    s.text(60, y + 43, f"{translator}, translator", face, 8)
    s.text(330, y + 28, fmt_date(done, rng.choice(US_STYLES)), face, 9.5)
    s.rule(320, y + 32, 480, y + 32, 0.5)
    s.text(320, y + 43, "Date of translation", face, 8, label=True)
    s.text(
        306,
        772,
        f"Page 1 of 1 · Translation no. T{rng.randrange(10**4, 10**5)}",
        face,
        7,
        GREY,
        align="c",
    )
    return s, f.truth(tag=False)


FEES = (("Impound fee", 50), ("Boarding", 15), ("Microchip implant", 25), ("Unaltered dog fee", 20))


def impound_redemption(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, "{town} Animal Care & Control", date(2024, 1, 5), date(2026, 11, 30), lapse=0.15)
    st = rng.choice(US_STYLES)
    face, bold = "typo", "typo-bold"
    s = Sheet(612, 792)
    released = f.given
    impounded = released - timedelta(days=rng.randrange(1, 6))
    s.text(40, 48, f.clinic, bold, 13)
    s.text(40, 62, f"{f.street} · {f.town}, NY {f.zip} · {phone(rng, f.area)}", face, 8.5)
    s.text(572, 48, "RELEASE / REDEMPTION", bold, 11, label=True, align="r")
    s.text(572, 62, f"Receipt # {rng.randrange(10**5, 10**6)}", face, 8.5, align="r")
    s.rule(40, 72, 572, 72, 1.0)
    rows = [
        ("Animal ID", f"A{rng.randrange(10**5, 10**6)}"),
        ("Name", f.dog),
        ("Breed", f.breed),
        ("Color", f.colour),
        ("Impounded", fmt_date(impounded, st)),
        ("Released", fmt_date(released, st)),
        ("Redeemed by", f.owner),
        ("Phone", phone(rng, f.area)),
    ]
    for i, (label, value) in enumerate(rows):
        x, y = 40 + (i % 2) * 280, 96 + (i // 2) * 17
        s.text(x, y, f"{label}:", face, 9, label=True)
        s.text(x + 100, y, value, bold if label == "Name" else face, 9)
    y = 96 + 4 * 17 + 12
    s.text(40, y, "FEES", bold, 10, label=True)
    s.text(572, y, "AMOUNT", bold, 10, label=True, align="r")
    s.rule(40, y + 4, 572, y + 4, 0.5)
    y += 20
    fees = [(n, a * (2 if n == "Boarding" else 1)) for n, a in rng.sample(FEES, 3)]
    fees.insert(rng.randrange(len(fees) + 1), ("Rabies vaccination (required for release)", 15))
    licensed = rng.random() < 0.5
    if licensed:
        fees.append((f"Dog license, {f.town} ({rng.choice(('altered', 'unaltered'))})", 13))
    for name, amount in fees:
        s.text(40, y, name, face, 9)
        s.text(572, y, f"${amount:.2f}", face, 9, align="r")
        y += 15
    s.rule(420, y - 6, 572, y - 6, 0.5)
    s.text(420, y + 6, "TOTAL PAID", bold, 9, label=True)
    s.text(572, y + 6, f"${sum(a for _, a in fees):.2f}", bold, 9, align="r")
    s.text(
        40,
        y + 6,
        f"Paid by {rng.choice(('VISA ****', 'MC ****'))}{rng.randrange(1000, 9999)}",
        face,
        9,
    )
    y += 40
    s.box(40, y - 14, 532, 92, fill=(242, 242, 242), line=(60, 60, 60))
    s.text(50, y, "RABIES VACCINATION GIVEN AT RELEASE", bold, 10, label=True)
    mode = rng.choice(("date", "date", "term"))
    tagged = rng.random() < 0.85
    vet = f"{f.vet}, DVM" if rng.random() < 0.5 else f"Dr. {f.vet}"
    lines = [
        ("Date:", fmt_date(f.given, st)),
        ("Vaccine:", f.product),
        ("Lot:", f.lot),
        ("Expires:", fmt_date(f.due, st)) if mode == "date" else ("Term:", term_text(f.term, rng)),
        ("Tag no.:", f.tag if tagged else "none issued"),
        ("Vaccinator:", vet),
    ]
    for i, (label, value) in enumerate(lines):
        x, yy = 50 + (i % 2) * 270, y + 18 + (i // 2) * 17
        s.text(x, yy, label, face, 9, label=True)
        s.text(x + 90, yy, value, face, 9)
    y += 104
    for note in (
        "The owner agrees to have the dog licensed within 10 days if it is not licensed now.",
        "A dog impounded again within a year is charged the repeat impound fee.",
    ):
        s.text(40, y, note, face, 8)
        y += 12
    s.text(40, y + 30, f"Clerk: {person(rng)}", face, 9)
    s.scrawl(rng, 320, y + 26, 140, color=(20, 20, 20))
    s.rule(310, y + 32, 572, y + 32, 0.5)
    s.text(310, y + 43, "Owner signature", face, 8, label=True)
    return s, f.truth(tag=tagged)
