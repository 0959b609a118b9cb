"""Two papers of the twenty-fifth set filled by pen: a mobile vaccine van's walk-up card with its
tear-off stub (labels printed small inside the boxes, the term ticked, the vial's peel-off sticker
with its serial and its own expiry, the stub with the next due date and the van's next stops), and
a boarding kennel's "vaccination records request" the kennel faxed to the practice (the kennel's
hand above: owner, dog, stay dates; the practice's hand below: each shot's date and expiry, the
tag, who filled it in, the practice's stamp)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyfifth_canvas import INK, Color, Sheet
from tests.twentyfifth_facts import TODAY, day_between, facts, fmt_date, hand_style, person, phone
from tests.twentyfifth_facts import term_text as term_words

INKS = ((28, 48, 140), (24, 24, 30), (40, 70, 160), (60, 30, 100))
VANS = ("Paws on Wheels", "Shots on the Go", "Rolling Rx Pet Vaccines", "VaxVan of the Valley")
STOPS = ("Tractor Supply", "Petco parking lot", "Town Hall lot", "Agway", "Fire Dept. bay")
KENNELS = (
    "Bark Avenue Boarding",
    "Whispering Pines Kennel",
    "Hudson Hideaway Pet Resort",
    "The Dog House Daycare & Boarding",
)
CLINICS = (
    "{town} Veterinary Hospital",
    "Old Post Animal Clinic",
    "Bayberry Veterinary Care",
    "Taconic Animal Hospital",
)
TOOLS = ("ballpoint", "felt", "ballpoint", "pencil")


def _cell(
    sheet: Sheet,
    rng: random.Random,
    x: float,
    y: float,
    w: float,
    label: str,
    pen: tuple[str, str, Color, str],
) -> None:
    """A box with its label printed small inside the top-left; pen = (value, face, ink, tool)."""
    sheet.box(x, y, w, 30, None, INK, 0.5)
    sheet.label(x + 3, y + 8, label, "ptsans", 6)
    value, face, ink, tool = pen
    if value:
        sheet.pen(rng, x + 6, y + 25, value, face, 11, ink, tool)


def van_tearoff(rng: random.Random) -> tuple[Sheet, Truth]:
    van = rng.choice(VANS)
    f = facts(rng, f"{van} Mobile Vaccine Clinic", lapse=0.15)
    hand, ink, tool = (
        rng.choice(("steve", "purisa", "rufscript", "domestic")),
        rng.choice(INKS),
        rng.choice(TOOLS),
    )
    vet_hand = rng.choice(("kristi", "breip", "steve"))
    sheet = Sheet(612, 306, paper=rng.choice(((250, 248, 238), (236, 246, 236), (255, 255, 255))))
    face = rng.choice(("ptsans", "lato", "carlito"))
    sheet.text(20, 30, f.clinic, f"{face}-bold", 13)
    stop = f"{rng.choice(STOPS)}, {f.town}"
    sheet.text(20, 43, f"Today's stop: {stop}  ·  walk-ups welcome", face, 7.5)
    style = hand_style(rng, f.given)
    p = (hand, ink, tool)
    _cell(sheet, rng, 20, 52, 110, "DATE", (fmt_date(f.given, style), *p))
    _cell(sheet, rng, 130, 52, 170, "OWNER", (f.owner, *p))
    _cell(sheet, rng, 300, 52, 120, "PHONE", (phone(rng, f.area, 1), *p))
    _cell(sheet, rng, 20, 82, 110, "PET'S NAME", (f.dog, *p))
    _cell(sheet, rng, 130, 82, 170, "BREED / COLOR", (f"{f.breed.split()[-1]} / {f.colour}", *p))
    _cell(sheet, rng, 300, 82, 120, "AGE", (f"{max(1, (f.given - f.born).days // 365)} yrs", *p))
    y = 128.0
    boxes = ("Rabies 1 yr", "Rabies 3 yr", "DHPP", "Bordetella", "Microchip")
    for i, name in enumerate(boxes):
        x = 20 + i * 80
        sheet.box(x, y - 8, 8, 8, None, INK, 0.5)
        sheet.label(x + 12, y, name, face, 7.5)
        if name == f"Rabies {f.term} yr" or (name == "DHPP" and rng.random() < 0.4):
            sheet.tick(x, y - 2, ink)
    # the vial's peel-off sticker
    sheet.box(20, 140, 150, 44, (255, 255, 255), (150, 150, 150), 0.4, 3)
    sheet.text(26, 153, f.product, "ptsans-bold", 8)
    sheet.text(26, 164, f"SER {f.lot}", "ptmono", 7.5)
    vial = f.given + timedelta(days=rng.randrange(150, 500))
    sheet.text(26, 176, f"EXP {vial.month:02d}/{vial.year}  {f.maker.split()[0]}", "ptmono", 7)
    tagged = rng.random() < 0.75
    _cell(sheet, rng, 180, 146, 110, "TAG NO.", (f.tag if tagged else "", *p))
    _cell(sheet, rng, 290, 146, 130, "SITE", (rng.choice(("RR SQ", "R hind", "LR")), *p))
    sheet.label(20, 212, "Vaccinated by / under supervision of:", face, 7)
    sheet.pen(rng, 24, 236, f"Dr. {f.vet}", vet_hand, 12, rng.choice(INKS))
    sheet.rule(20, 240, 300, 240, 0.5)
    sheet.text(
        20,
        260,
        f"NYS Lic. No. {rng.randrange(10000, 99999):06d}  ·  Rabies certificate "
        "mailed to your town clerk on request",
        face,
        6.5,
    )
    sheet.text(20, 290, "Questions: text " + phone(rng, "845", 1), face, 7)
    # the tear-off stub
    for yy in range(8, 300, 8):
        sheet.rule(440, yy, 440, yy + 4, 0.6, (120, 120, 120))
    sheet.label(452, 28, "KEEP THIS STUB", f"{face}-bold", 10)
    sheet.label(452, 50, "Pet", face, 7)
    sheet.pen(rng, 474, 51, f.dog, hand, 11, ink, tool)
    due_shown = rng.random() < 0.7
    sheet.label(452, 80, "Rabies next due", face, 7)
    if due_shown:
        sheet.pen(rng, 456, 102, fmt_date(f.due, hand_style(rng, f.due)), hand, 12, ink, tool)
    sheet.rule(452, 106, 600, 106, 0.5)
    sheet.label(452, 130, "Our next stops", f"{face}-bold", 7.5)
    day = TODAY
    for i in range(4):
        day += timedelta(days=rng.randrange(6, 20))
        sheet.text(452, 146 + i * 12, f"{fmt_date(day, 4)}  {rng.choice(STOPS)}"[:34], face, 7)
    return sheet, f.truth(expires=True, tag=tagged)


def kennel_request(rng: random.Random) -> tuple[Sheet, Truth]:
    kennel = rng.choice(KENNELS)
    f = facts(rng, rng.choice(CLINICS), lapse=0.15)
    face = rng.choice(("caladea", "ptserif", "lato"))
    staff, staff_ink = rng.choice(("purisa", "domestic", "rufscript")), rng.choice(INKS)
    vet_hand = rng.choice([p for p in ("steve", "kristi", "breip", "domestic") if p != staff])
    vet_ink, vet_tool = rng.choice(INKS), rng.choice(TOOLS)
    sheet = Sheet(612, 792)
    sheet.text(306, 50, kennel, f"{face}-bold", 17, align="c")
    kennel_fax = phone(rng, f.area)
    sheet.text(306, 64, f"Phone {phone(rng, f.area)}  ·  Fax {kennel_fax}", face, 9, align="c")
    sheet.label(306, 96, "VACCINATION RECORDS REQUEST", f"{face}-bold", 14, align="c")
    sheet.text(
        306, 110, f"Please complete and fax back to {kennel_fax}. Thank you!", face, 9, align="c"
    )
    request = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=1))
    ks = hand_style(rng, request)
    y = 150.0

    def line(x: float, x1: float, label: str, value: str, who: str, ink: Color, tool: str) -> None:
        end = sheet.label(x, y, label, face, 9)
        sheet.rule(end + 4, y + 2, x1, y + 2, 0.5)
        if value:
            sheet.pen(rng, end + 8, y - 1, value, who, 11.5, ink, tool)

    line(40, 300, "Date sent:", fmt_date(request, ks), staff, staff_ink, "ballpoint")
    line(320, 572, "To (clinic):", f.clinic, staff, staff_ink, "ballpoint")
    y += 30
    line(40, 300, "Owner:", f.owner, staff, staff_ink, "ballpoint")
    line(320, 572, "Pet:", f"{f.dog} ({f.breed.split()[-1]})", staff, staff_ink, "ballpoint")
    y += 30
    stay = request + timedelta(days=rng.randrange(5, 40))
    out = stay + timedelta(days=rng.randrange(2, 12))
    line(40, 300, "Check-in:", fmt_date(stay, ks), staff, staff_ink, "ballpoint")
    line(320, 572, "Check-out:", fmt_date(out, ks), staff, staff_ink, "ballpoint")
    y += 36
    sheet.box(40, y - 12, 532, 18, (230, 230, 230), None)
    sheet.label(48, y, "TO BE COMPLETED BY THE VETERINARY OFFICE", f"{face}-bold", 9.5)
    y += 30
    cols = (40, 200, 350, 572)
    for x, head in zip(cols, ("Vaccine", "Date given", "Expires"), strict=False):
        sheet.label(x + 4, y, head, f"{face}-bold", 9)
    vs = hand_style(rng, f.given)
    left = rng.random()
    until = fmt_date(f.due, vs) if left < 0.55 else term_words(f.term, rng) if left < 0.8 else ""
    rows = [("Rabies (required)", fmt_date(f.given, vs), until)]
    for shot in ("DHPP / DAPP (required)", "Bordetella (required)", "Canine influenza"):
        if shot.startswith("Canine") and rng.random() < 0.5:
            rows.append((shot, "not given", ""))
            continue
        given = day_between(rng, f.given - timedelta(days=300), request - timedelta(days=2))
        rows.append((shot, fmt_date(given, vs), fmt_date(given + timedelta(days=365), vs)))
    for name, given_s, until_s in rows:
        sheet.rule(40, y + 6, 572, y + 6, 0.5)
        y += 30
        sheet.label(cols[0] + 4, y, name, face, 9.5)
        sheet.pen(rng, cols[1] + 6, y, given_s, vet_hand, 11.5, vet_ink, vet_tool)
        if until_s:
            sheet.pen(rng, cols[2] + 6, y, until_s, vet_hand, 11.5, vet_ink, vet_tool)
    sheet.rule(40, y + 8, 572, y + 8, 0.5)
    y += 40
    tagged, lot_shown = rng.random() < 0.6, rng.random() < 0.5
    line(40, 300, "Rabies tag #:", f.tag if tagged else "", vet_hand, vet_ink, vet_tool)
    made = f"{f.product} / {f.lot}" if lot_shown else ""
    line(320, 572, "Rabies vaccine / lot:", made, vet_hand, vet_ink, vet_tool)
    y += 34
    line(40, 300, "Veterinarian:", f"Dr. {f.vet}", vet_hand, vet_ink, vet_tool)
    done = day_between(rng, request, TODAY)
    line(320, 572, "Date:", fmt_date(done, hand_style(rng, done)), vet_hand, vet_ink, vet_tool)
    y += 34
    line(40, 300, "Completed by:", person(rng), vet_hand, vet_ink, vet_tool)
    turn = rng.uniform(-8, 8)
    violet = (110, 40, 130)
    sheet.text(360, y + 10, f.clinic.upper(), "ptserif-bold", 9.5, violet, angle=turn)
    sheet.text(364, y + 24, phone(rng, f.area), "ptserif", 8, violet, angle=turn)
    sheet.text(
        306,
        760,
        "We cannot accept a pet without current rabies, DHPP and Bordetella.",
        face,
        8,
        align="c",
    )
    shown = {"tag": tagged, "lot": lot_shown, "product": lot_shown}
    return sheet, f.truth(expires=bool(until), **shown)
