"""Two printed layouts of the fourteenth set that came in the mail from a practice: a reminder
postcard (message and address on one side, a table of services with "Last given" and "Due"), and
a letter on the practice's letterhead "To Whom It May Concern" stating the rabies vaccination in
sentences (for a landlord, a daycare or a town clerk)."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.fourteenth_draw import BLACK, GREY, RED, Page, wrap
from tests.fourteenth_facts import TODAY, Facts, add_years, long_date, us
from tests.heldout_certificates import Truth

TEAL = (0, 112, 120)
OTHERS = ("DHPP", "Bordetella", "Leptospirosis", "Lyme", "Heartworm test", "Canine Influenza")
NUMBER = {1: "one", 3: "three"}


def reminder_postcard(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    """A 6 x 4.25 inch self-mailer: the practice and its services due on the left, postage
    indicia, the owner's address and a barcode on the right. The rabies shot was given a term ago,
    so its due date is near the card's date (or already past)."""
    p = Page(432, 306, paper=(255, 253, 246))
    given = add_years(TODAY, -f.years) + timedelta(days=rng.randint(-50, 40))
    given = min(given, TODAY - timedelta(days=30))
    due = add_years(given, f.years)
    pad = rng.random() < 0.6
    p.box(0, 0, 432, 30, fill=TEAL, ink=None)
    p.text(14, 5, f.clinic, "yanone_b", 16, ink=(255, 255, 255))
    p.text(14, 36, f"{rng.randint(100, 9999)} Route {rng.choice((5, 20, 31, 92, 173))}"
           f" · {f.clinic_phone}", "yanone", 9, ink=GREY)  # fmt: skip
    p.label(14, 56, "It's time! Our records show", "summersby", 10)
    p.text(14, 70, f.dog, "summersby", 18, ink=TEAL)
    p.label(14, 94, "is due for:", "summersby", 10)
    p.label(14, 114, "Service", "yanone_b", 10)
    p.label(120, 114, "Last given", "yanone_b", 10)
    p.label(170, 114, "Due", "yanone_b", 10)
    p.rule(14, 127, 236, 127, width=0.6, ink=TEAL)
    style = rng.randrange(4)
    name = ("Rabies", f"Rabies ({f.years} yr)", f"Rabies - {f.product}", "Rabies vaccine")[style]
    rows = [(name, given, due)]
    for other in rng.sample(OTHERS, rng.randint(1, 3)):
        last = TODAY - timedelta(days=rng.randint(200, 420))
        rows.append((other, last, last + timedelta(days=365)))
    if rng.random() < 0.5:
        rows = [*rows[1:], rows[0]]
    for n, (service, last, when) in enumerate(rows):
        y = 132 + n * 14
        late = when < TODAY
        p.text(14, y, service, "yanone", 10)
        p.text(120, y, us(last, pad), "yanone", 10)
        p.text(170, y, us(when, pad), "yanone", 10, ink=RED if late else BLACK)
        if late:
            p.text(214, y + 1, "PAST DUE", "yanone_b", 6.5, ink=RED)
    has_vet = rng.random() < 0.6
    if has_vet:
        p.label(14, 236, "Your pet's doctor:", "yanone", 9, ink=GREY)
        p.text(84, 236, f"Dr. {f.vet}", "yanone", 9)
    p.text(14, 252, "Call us or book online 24/7.", "yanone", 9)
    mailed = TODAY - timedelta(days=rng.randint(5, 40))
    p.text(14, 284, f"Mailed {us(mailed, pad)} · ID {rng.randint(10000, 99999)}", "yanone", 7,
           ink=GREY)  # fmt: skip
    p.rule(248, 44, 248, 290, width=0.4, ink=GREY)
    p.box(340, 40, 78, 46, width=0.6)
    for n, line in enumerate(
        ("PRSRT STD", "US POSTAGE", "PAID", f"PERMIT NO {rng.randint(100, 999)}")
    ):
        p.text(346, 43 + n * 10, line, "yanone", 8)
    owner = f.owner.upper() if rng.random() < 0.5 else f.owner
    p.text(258, 150, "*****AUTO**SCH 5-DIGIT 130", "yanone", 7, ink=GREY)
    for n, line in enumerate((owner, f.street, f"{f.town} NY {f.zip}")):
        p.text(258, 162 + n * 13, line, "yanone", 11)
    x = 258.0
    for _ in range(65):
        tall = rng.random() < 0.5
        p.rule(x, 218 if tall else 222, x, 228 if rng.random() < 0.5 else 225, width=0.7)
        x += 2.3
    truth = Truth(given, due, None, f.vet if has_vet else None, f.clinic, f.dog, owner,
                  f.product if style == 2 else None, None)  # fmt: skip
    return p, truth


def vet_letter(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    """A letter on the practice's letterhead: the facts in sentences (a value never broken over
    two lines), the previous vaccination and its tag, the examination, a signature over the
    typed name."""
    p = Page(612, 792)
    p.centre(306, 42, f.clinic, "quattro", 22)
    road = rng.choice(("Genesee St", "Seneca Tpke", "Route 92"))
    p.centre(306, 72, f"{rng.randint(12, 990)} {road}"
             f" · Tel {f.clinic_phone} · Fax {f.clinic_phone[:-4]}{rng.randint(1000, 9999)}",
             "fanwood", 9.5, ink=GREY)  # fmt: skip
    p.rule(72, 92, 540, 92, width=0.8)
    written = TODAY - timedelta(days=rng.randint(1, 90))
    written = max(written, f.vaccinated + timedelta(days=1))
    p.text(72, 116, f"{written:%B} {written.day}, {written.year}", "fanwood", 11.5)
    p.text(72, 148, "To Whom It May Concern:", "fanwood", 11.5)
    he, his = rng.choice((("he", "his"), ("she", "her")))
    has_tag, has_lot = rng.random() < 0.6, rng.random() < 0.75
    has_owner = rng.random() < 0.8
    expiry = rng.choice(("date", "date", "term", "none"))
    vaccine = f"{f.product} ({f.maker}), serial no. {f.lot}" if has_lot else f"{f.product}"
    when = (
        long_date(f.vaccinated)
        if rng.random() < 0.6
        else f"{f.vaccinated:%B} {f.vaccinated.day}, {f.vaccinated.year}"
    )
    owned: list[str | tuple[str]] = ["owned by", (f"{f.owner}",), f"of {f.town}, New York,"]
    # a chunk in a tuple holds a value or a date: it is set whole, never broken over two lines
    paragraphs: list[list[str | tuple[str]]] = [
        [f"This letter confirms that {f.dog},", "a", (f"{f.breed}",), "born", (us(f.born) + ",",),
         *(owned if has_owner else []),
         "is a patient in good standing at our practice."],
        [f"{he.capitalize()} was vaccinated against rabies on", (when,), "with", (f"{vaccine}.",)],
    ]  # fmt: skip
    if expiry == "date":
        until = f.expires if rng.random() < 0.7 else f.expires - timedelta(days=1)
        paragraphs[1] += ["This vaccination is valid through", (f"{us(until)}.",)]
        expires: date | None = until
    elif expiry == "term":
        paragraphs[1] += [f"This is a {f.years}-year vaccine under New York State law."]
        expires = f.expires
    else:
        expires = None
    if has_tag:
        paragraphs[1] += [(f"Rabies tag no. {f.tag}",), "was issued at that visit."]
    earlier = add_years(f.vaccinated, -f.years) - timedelta(days=rng.randint(5, 60))
    third: list[str | tuple[str]] = [
        f"{his.capitalize()} previous rabies vaccination was given on", (us(earlier, pad=True),),
        (f"(tag {f.previous_tag}).",), f"{he.capitalize()} is identified by microchip",
        (f"{f.microchip}.",),
    ]  # fmt: skip
    if rng.random() < 0.5:
        third += ["Please do not hesitate to call with any questions."]
    paragraphs.append(third)
    y = 180.0
    for para in paragraphs:
        tokens = [
            t
            for chunk in para
            for t in (list(chunk) if isinstance(chunk, tuple) else chunk.split())
        ]
        for line in wrap(tokens, "fanwood", 11.5, 468, p):
            p.text(72, y, line, "fanwood", 11.5)
            y += 16
        y += 12
    y += 10
    p.text(72, y, "Sincerely,", "fanwood", 11.5)
    name = f"{f.vet}, DVM" if rng.random() < 0.6 else f"Dr. {f.vet}"
    p.text(72, y + 50, name, "fanwood", 11.5)
    p.sign(70, y + 58, rng.uniform(110, 160), rng)  # over the typed name
    role = rng.choice(("Staff Veterinarian", "Medical Director", "Associate Veterinarian"))
    p.text(72, y + 66, role, "fanwood_i", 10.5)
    p.text(72, 740, f"NYS license no. {rng.randint(100000, 199999)}", "fanwood", 8, ink=GREY)
    truth = Truth(f.vaccinated, expires, f.tag if has_tag else None, f.vet, f.clinic, f.dog,
                  f.owner if has_owner else None, f.product,
                  f.lot if has_lot else None)  # fmt: skip
    return p, truth
