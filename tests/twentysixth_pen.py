"""Two papers of the twenty-sixth set filled by pen: a "While You Were Out" slip (pink, canary or
green) from the owner's office pad (the practice called back with the shot's details and a coworker
wrote them down: who it is for, the call's own date and time, the practice and its phone, a grid of
printed boxes with ticks, then the message itself over four or five ruled lines), and an exam
room's patient travel sheet (the day's client and patient by hand, the practice's doctors printed
with a box each and one ticked, a grid of services with codes and prices where the rabies line of
one term is ticked, then the tag, lot and injection site written in small boxes under it)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentysixth_canvas import INK, Color, Sheet
from tests.twentysixth_faces import PENS, TOOLS, pen_width, width
from tests.twentysixth_facts import (
    HAND_STYLES,
    TODAY,
    VACCINES,
    day_between,
    facts,
    fmt_date,
    phone,
    term_text,
    vet_name,
)
from tests.twentysixth_printed import PRACTICES

INKS: tuple[Color, ...] = ((26, 44, 150), (20, 20, 28), (50, 80, 170), (120, 30, 60))
RED = (176, 34, 44)
CALLERS = ("Jen", "Front desk", "Maria (front)", "Kayla", "the vet's office")


def fit(s: str, face: str, size: float, room: float) -> float:
    """The pen size that writes s in room points (no bigger than size)."""
    return min(size, size * room / max(pen_width(s, face, size), 1))


def _hand(rng: random.Random) -> tuple[str, Color, str]:
    return rng.choice(PENS), rng.choice(INKS), rng.choice(TOOLS)


def message_slip(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.1)
    face = rng.choice(("cabin", "arimo"))
    bold = f"{face}-bold"
    hand, ink, tool = _hand(rng)
    paper = rng.choice(((255, 222, 230), (255, 244, 190), (226, 246, 226)))
    sheet = Sheet(306, 396, paper=paper)
    called = day_between(rng, f.given + timedelta(days=4), TODAY)
    style = rng.choice(HAND_STYLES)

    def line(x: float, y: float, x1: float, label: str, value: str, size: float = 12) -> None:
        end = sheet.label(x, y, label, bold, 8, RED)
        sheet.rule(end + 3, y + 2, x1, y + 2, 0.5, RED)
        if value:
            sheet.pen(
                rng, end + 7, y - 1, value, hand, fit(value, hand, size, x1 - end - 10), ink, tool
            )

    sheet.text(153, 30, "IMPORTANT MESSAGE", bold, 15, RED, align="c", label=True)
    line(18, 58, 288, "FOR", f.owner)
    line(18, 84, 150, "DATE", fmt_date(called, style))
    hour = rng.randrange(8, 17)
    line(156, 84, 226, "TIME", f"{(hour - 1) % 12 + 1}:{rng.randrange(0, 60, 5):02d}", 11)
    sheet.label(232, 84, "A.M. P.M.", bold, 7, RED)
    am = width("A.M.", bold, 7)
    sheet.ring(rng, 232 if hour < 12 else 232 + width("A.M. ", bold, 7), 78, am, 7, ink)
    line(18, 110, 288, "M", rng.choice(CALLERS))
    line(18, 136, 288, "OF", f.clinic)
    line(18, 162, 288, "PHONE", phone(rng, 1))
    sheet.text(70, 172, "AREA CODE        NUMBER        EXTENSION", face, 5.5, RED)
    boxes = ("TELEPHONED", "PLEASE CALL", "CAME TO SEE YOU", "WILL CALL AGAIN",
             "WANTS TO SEE YOU", "RUSH", "RETURNED YOUR CALL", "SPECIAL ATTENTION")  # fmt: skip
    ticked = {"TELEPHONED", rng.choice(("RETURNED YOUR CALL", "PLEASE CALL", "RUSH"))}
    for i, name in enumerate(boxes):
        x, y = 18 + (i % 2) * 140, 186 + (i // 2) * 15
        sheet.box(x, y, 24, 11, None, RED, 0.5)
        sheet.label(x + 28, y + 8.5, name, face, 6.5, RED)
        if name in ticked:
            sheet.tick(x + 8, y + 7, ink)
    sheet.label(18, 258, "MESSAGE", bold, 8, RED)
    shown = {"product": rng.random() < 0.55, "tag": rng.random() < 0.7}
    shown["lot"] = shown["product"] and rng.random() < 0.5
    vs = rng.choice(HAND_STYLES)
    words = [f"Re: {f.dog} - rabies info you asked for"]
    words.append(f"given {fmt_date(f.given, vs)} by Dr. {f.vet}")
    if shown["product"]:
        words.append(f"{f.product}" + (f" lot {f.lot}" if shown["lot"] else ""))
    end = rng.random()
    if end < 0.45:
        words.append(f"good until {fmt_date(f.due, vs)}")
    elif end < 0.75:
        words.append(f"it's the {term_text(f.term, rng)} shot")
    if shown["tag"]:
        words.append(f"tag # {f.tag}")
    words.append(
        rng.choice(("cert. will be emailed", "call back if questions", "copy at front desk"))
    )
    lines: list[str] = []
    for w in words:  # two short pieces share a line when they fit
        if lines and pen_width(f"{lines[-1]}, {w}", hand, 11) < 262 and len(lines[-1]) < 22:
            lines[-1] = f"{lines[-1]}, {w}"
        else:
            lines.append(w)
    for i in range(7):
        sheet.rule(18, 280 + i * 16, 288, 280 + i * 16, 0.4, RED)
    for i, text in enumerate(lines[:7]):
        sheet.pen(rng, 22, 278 + i * 16, text, hand, fit(text, hand, 11, 262), ink, tool)
    sheet.label(150, 388, "SIGNED", bold, 7, RED)
    sheet.rule(184, 389, 288, 389, 0.5, RED)
    sheet.pen(rng, 192, 387, "".join(rng.choice("ACDJKLMS") for _ in range(2)), hand, 11, ink)
    truth = f.truth(expires=end < 0.75, **shown)
    return sheet, truth


def _pair(product: str, term: int) -> dict[int, str]:
    """The practice's 1-year and 3-year products from one maker (the one given among them)."""
    maker = next(v[2] for v in VACCINES if v[0] == product)
    other = next(v[0] for v in VACCINES if v[2] == maker and v[1] != term)
    return {term: product, 4 - term: other}


def travel_sheet(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    face = rng.choice(("notosans", "clearsans", "karla"))
    bold = f"{face}-bold"
    print_ink = rng.choice(((20, 90, 60), (24, 40, 110), INK))
    hand, ink, tool = _hand(rng)
    sheet = Sheet(396, 612, paper=rng.choice(((255, 255, 255), (255, 249, 214), (234, 244, 252))))
    sheet.text(198, 34, f.clinic, bold, 13, print_ink, align="c")
    where = (
        f"{rng.randrange(100, 9000)} {rng.choice(('Rt 31', 'Erie Blvd', 'Main St'))}, {f.place} NY"
    )
    sheet.text(198, 46, f"{where}  ·  {phone(rng, 0)}", face, 7, print_ink, align="c")
    sheet.text(198, 66, "PATIENT TRAVEL SHEET", bold, 11, print_ink, align="c", label=True)
    vs = rng.choice(HAND_STYLES)

    def line(x: float, y: float, x1: float, label: str, value: str) -> None:
        end = sheet.label(x, y, label, bold, 8, print_ink)
        sheet.rule(end + 3, y + 2, x1, y + 2, 0.5, print_ink)
        if value:
            sheet.pen(
                rng, end + 6, y - 1, value, hand, fit(value, hand, 11.5, x1 - end - 8), ink, tool
            )

    line(20, 92, 150, "Date", fmt_date(f.given, vs))
    line(160, 92, 376, "Client", f.owner)
    line(20, 116, 200, "Patient", f.dog)
    line(210, 116, 300, "Wt", f"{rng.randrange(12, 95)}.{rng.randrange(10)} lb")
    sheet.label(310, 116, "K9  FEL", bold, 8, print_ink)
    sheet.ring(rng, 310, 109, 12, 8, ink)
    sheet.label(20, 140, "Doctor", bold, 8, print_ink)
    doctors = [f.vet, vet_name(rng), vet_name(rng)]
    while len({d.split()[-1] for d in doctors}) < 3:
        doctors[1:] = [vet_name(rng), vet_name(rng)]
    rng.shuffle(doctors)
    for i, doc in enumerate(doctors):
        x, y = 62.0 + (i % 2) * 160, 133.0 + (i // 2) * 14
        sheet.box(x, y, 8, 8, None, print_ink, 0.5)
        sheet.text(x + 12, y + 7.5, f"Dr. {doc}", face, 8, print_ink)
        if doc == f.vet:
            sheet.tick(x, y + 5, ink)
    named = rng.random() < 0.55
    pair = _pair(f.product, f.term)
    items = [("EXAM", "Wellness exam", "62.00"), ("DHPP", "DA2PP booster", "34.00"),
             ("BORD", "Bordetella IN", "28.00"), ("LEPTO", "Lepto 4-way", "31.00"),
             ("RAB1", "Rabies 1 yr" + (f" {pair[1]}" if named else ""), "26.00"),
             ("RAB3", "Rabies 3 yr" + (f" {pair[3]}" if named else ""), "30.00"),
             ("HWT", "Heartworm/4Dx", "48.00"), ("FEC", "Fecal float", "36.00"),
             ("NAIL", "Nail trim", "18.00"), ("LYME", "Lyme booster", "38.00")]  # fmt: skip
    sheet.box(20, 166, 356, 14, print_ink, None)
    sheet.text(26, 176, "SERVICES  (tick what was done)", bold, 8, (255, 255, 255))
    extra = set(rng.sample(("EXAM", "DHPP", "BORD", "HWT", "NAIL"), 2))
    for i, (code, what, price) in enumerate(items):
        y = 196.0 + (i // 2) * 20
        x = 20.0 + (i % 2) * 180
        sheet.box(x, y - 8, 9, 9, None, print_ink, 0.5)
        sheet.text(x + 13, y, code, bold, 7.5, print_ink)
        sheet.text(x + 42, y, what, face, 7.5, print_ink)
        sheet.text(x + 172, y, price, face, 7.5, print_ink, align="r")
        if code == f"RAB{f.term}" or code in extra:
            sheet.tick(x, y - 3, ink)
    y = 318.0
    tagged, lot_shown = rng.random() < 0.75, rng.random() < 0.6
    sheet.label(20, y, "Rabies:", bold, 8, print_ink)
    for x, w, label, value in ((66, 120, "Tag #", f.tag if tagged else ""),
                               (192, 120, "Lot #", f.lot if lot_shown else ""),
                               (318, 58, "Site", rng.choice(("RR", "RH", "LR")))):  # fmt: skip
        sheet.box(x, y - 11, w, 24, None, print_ink, 0.5)
        sheet.label(x + 3, y - 4, label, face, 6, print_ink)
        if value:
            sheet.pen(rng, x + 8, y + 9, value, hand, fit(value, hand, 11, w - 12), ink, tool)
    y += 42
    due_shown = rng.random() < 0.4
    line(20, y, 376, "Next due / reminders", f"rabies {fmt_date(f.due, vs)}" if due_shown else "")
    y += 26
    line(20, y, 376, "Notes", rng.choice(("BAR, good wt", "nervous - muzzle for nails", "QAR")))
    y += 30
    line(20, y, 170, "Total $", f"{rng.randrange(90, 240)}.00")
    sheet.label(190, y, "Tech / DVM initials", bold, 7, print_ink)
    sheet.pen(
        rng,
        286,
        y,
        f"{rng.choice('ACJKMS')}{rng.choice('BDLRT')} / {f.vet[0]}{f.vet.split()[-1][0]}",
        hand,
        10,
        ink,
    )
    sheet.text(
        198, 598, "Return this sheet to the front desk at checkout", face, 7, print_ink, align="c"
    )
    shown = {"tag": tagged, "lot": lot_shown, "product": named}
    return sheet, f.truth(expires=True, **shown)
