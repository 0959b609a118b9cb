"""Two of the eighteenth set's papers by pen: a breeder's spiral notebook page for one of the
dogs, each ruled line a dated entry (shots, heats, weigh-ins) written over the years in two pens,
a lapsed first rabies shot above the current one with its lot, tag, vet and practice; and a vet
tech's lined 3x5 index card in cursive under the practice's purple rubber stamp, the rabies shot's
product, lot, tag, date and term or expiry, other shots and a weight below."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.eighteenth_canvas import Sheet, new_pen
from tests.eighteenth_facts import BREEDS, PEN_STYLES, TODAY, days, fmt_date, phone, shot
from tests.heldout_certificates import Truth

STAMP = (112, 58, 150)
RULE = (150, 182, 218)
MARGIN = (222, 120, 120)


def _ruled(sheet: Sheet, first: float, step: float, left: float) -> None:
    y = first
    while y < sheet.height - 6:
        sheet.line(6, y, sheet.width - 6, y, 0.5, ink=RULE)
        y += step
    sheet.line(left, 4, left, sheet.height - 4, 0.6, ink=MARGIN)


def breeder_notebook(rng: random.Random) -> tuple[Sheet, Truth]:
    """The breeder's page: the dog's name and birth at the top, then the dated lines."""
    fact = shot(rng)
    truth = fact.truth
    if rng.random() < 0.4:
        truth = replace(truth, owner=None)
    given = truth.vaccinated
    assert given is not None
    sheet = Sheet(432, 612, "okolaks", paper=(252, 252, 246))
    _ruled(sheet, 70, 22, 48)
    for hole in range(19):
        sheet.rect(5, 20 + hole * 31, 13, 28 + hole * 31, 1.2, ink=(120, 120, 120))
    writer = new_pen("print", rng)
    later = new_pen("print", rng)
    later.font, later.slant = writer.font, writer.slant
    styles = rng.sample(PEN_STYLES, 2)
    born = days(fact.earlier, -rng.randrange(120, 700))
    head = f"{truth.dog} - {rng.choice(BREEDS)}"
    sheet.pen(56, 62, head, writer, rng)
    if truth.owner:
        sheet.pen(290, 40, str(truth.owner), writer, rng)
    sheet.pen(56, 84, f"born {fmt_date(born, styles[0])}", writer, rng)
    entries = [
        (fact.earlier, "Rabies (1 yr) - first one"),
        (days(fact.earlier, rng.randrange(20, 90)), f"wt {rng.randint(18, 60)} lb"),
        (days(fact.earlier, rng.randrange(100, 200)), "in heat"),
        (days(given, -rng.randrange(40, 90)), "DHPP booster + Lepto"),
    ]
    entries.sort()
    y = 128.0
    for day, what in entries:
        pen = writer if day < days(given, -200) else later
        sheet.pen(56, y - 3, f"{fmt_date(day, styles[0])}  {what}", pen, rng)
        y += 22
    vet = str(truth.veterinarian)
    vet_text = rng.choice((f"Dr. {vet}", vet))
    current = [
        f"{fmt_date(given, styles[1])}  RABIES - {truth.product}",
        f"lot {truth.lot}   tag # {truth.tag}",
        vet_text,
        f"@ {truth.clinic}",
    ]
    if fact.ends == "date":
        current.append(f"next due {fmt_date(fact.end, styles[1])}")
    elif fact.ends == "term":
        current.append(f"good for {fact.term} yrs" if fact.term == 3 else "good 1 yr")
    for index, text in enumerate(current):
        sheet.pen(56 + (18 if index else 0), y - 3, text, later, rng)
        y += 22
    kennel = days(given, rng.randrange(20, 120))
    if kennel < TODAY:
        sheet.pen(
            56, y - 3, f"{fmt_date(kennel, styles[1])}  Bordetella (for boarding)", later, rng
        )
    return sheet, truth


def index_card(rng: random.Random) -> tuple[Sheet, Truth]:
    """The 3x5 card: the stamp at the top right, the dog and owner on the red line, the shots."""
    fact = shot(rng)
    truth = fact.truth
    given = truth.vaccinated
    assert given is not None
    sheet = Sheet(360, 216, "damase", paper=(253, 253, 250))
    step = 17.5
    y = 42.0
    sheet.line(6, y, 354, y, 0.9, ink=MARGIN)
    y += step
    while y < 210:
        sheet.line(6, y, 354, y, 0.5, ink=RULE)
        y += step
    stamp_x = 222.0
    sheet.rect(stamp_x - 4, 6, 352, 37, 1.0, ink=STAMP)
    sheet.text(stamp_x, 17, str(truth.clinic), 6.8, bold=True, ink=STAMP)
    sheet.text(stamp_x, 26, f"{rng.randint(100, 9999)} Route 11, Cicero NY", 6, ink=STAMP)
    sheet.text(stamp_x, 34, phone(rng), 6, ink=STAMP)
    tech = new_pen("cursive", rng, ink=rng.choice(("blue", "black")))
    tech.size = rng.uniform(11.5, 13.0)
    style = rng.choice(PEN_STYLES)
    vet = str(truth.veterinarian)
    sheet.pen(12, 38, f"{truth.dog} - {truth.owner}", tech, rng)
    lines = [
        f"Rabies {fact.term}yr {truth.product} lot {truth.lot}",
        f"given {fmt_date(given, style)}  tag {truth.tag}",
    ]
    if fact.ends == "date":
        lines.append(f"exp. {fmt_date(fact.end, style)}  {rng.choice(('Dr. ', ''))}{vet}")
    else:
        lines.append(f"by Dr. {vet}")
    other = min(days(given, rng.randrange(-30, 30)), days(TODAY, -3))
    lines.append(f"DHPP {fmt_date(other, style)}  wt {rng.randint(14, 88)} lb")
    if fact.ends == "none":
        lines[0] = f"Rabies {truth.product} lot {truth.lot}"
    y = 42.0 + step
    for text in lines:
        sheet.pen(14 + rng.uniform(0, 6), y - 3, text, tech, rng)
        y += step
    return sheet, truth
