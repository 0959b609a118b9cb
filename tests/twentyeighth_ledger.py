"""A paper of the twenty-eighth set filled by pen: a country practice's client ledger card, the
account card a business-forms company prints with the practice's name on buff or pale green
card stock, which the front desk copies for an owner who asks for the dog's records. The owner's
name, address and phone and the patient written in at the top; then a row for each visit and each
payment under the printed columns (date, patient, service, charges, credits, balance, doctor's
initials): the rabies shot written in the service column with, as the hand had room, its term,
the tag, the vaccine and lot, or when it is next due; at times the shot before it in an earlier
row. The doctor is named only where the practice is one doctor's and prints the name."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Color, Sheet
from tests.twentyeighth_faces import INKS, PENS, fit
from tests.twentyeighth_facts import HAND_STYLES, TODAY, Facts, day_between, facts, fmt_date, phone

PRACTICES = ("{place} Veterinary Clinic", "Oneida Lake Animal Hospital", "Country Vet of {place}",
             "Route 11 Animal Clinic", "Fox Ridge Veterinary Service")  # fmt: skip
CARDS: tuple[tuple[Color, Color], ...] = (
    ((247, 240, 218), (60, 110, 70)), ((234, 244, 232), (40, 100, 60)),
    ((250, 248, 240), (60, 70, 120)),
)  # fmt: skip
OTHER = (("Exam + DHPP", 58), ("Heartworm test", 42), ("Nail trim", 15), ("Bordetella", 26),
         ("Lepto", 28), ("Ear cleaning / meds", 34), ("Fecal", 30),
         ("Heartgard 6 mo", 61))  # fmt: skip
COLS = ((16, "DATE", 62), (78, "PATIENT", 70), (148, "DESCRIPTION OF SERVICE", 218),
        (366, "CHARGES", 52), (418, "CREDITS", 52), (470, "BALANCE", 56),
        (526, "DR.", 34))  # fmt: skip


def _shot(
    f: Facts, rng: random.Random, tagged: bool, named: bool, lot_shown: bool, end: str
) -> str:
    bits = [rng.choice(("Rabies", "Rabies vacc", "Rabies vac."))]
    if end == "term":
        bits.append(rng.choice((f"{f.term}yr", f"{f.term} yr", f"({f.term} yr)")))
    if named:
        bits.append(f.product)
    if lot_shown:
        bits.append(f"lot {f.lot}")
    if tagged:
        bits.append(rng.choice((f"tag #{f.tag}", f"#{f.tag}", f"tag {f.tag}")))
    if end == "due":
        bits.append(f"due {fmt_date(f.due, 2)}")
    return " ".join(bits)


def ledger_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    paper, ink = rng.choice(CARDS)
    hand, pen = rng.choice(PENS), rng.choice(INKS)
    sheet = Sheet(576, 360, paper=paper)
    solo = rng.random() < 0.6
    ds = rng.choice(HAND_STYLES)

    def write(x: float, y: float, s: str, room: float, size: float = 12.5) -> None:
        sheet.pen(
            rng,
            x,
            y,
            s,
            hand,
            fit(s, hand, size, room),
            pen,
            rng.choice(("ballpoint", "gel")),
            slant=4,
        )

    sheet.text(16, 24, f.clinic, "din", 14, ink)
    doc = f"{f.vet}, D.V.M." if solo else "Small and Large Animal Medicine"
    sheet.text(
        16,
        36,
        f"{doc}  -  {rng.randrange(100, 9999)} {f.place} Rd, {f.place}, NY  -  {phone(rng, 0)}",
        "din",
        7.5,
        ink,
    )
    sheet.text(560, 24, "ACCOUNT NO.", "din", 7, ink, align="r", label=True)
    sheet.text(560, 36, f"{rng.randrange(1000, 9999)}", "cousine", 9, (170, 40, 40), align="r")
    top_lines = ((58, "NAME", f.owner, 330), (78, "ADDRESS", f"{f.street}, {f.town}", 330),
                 (58, "PHONE", phone(rng, 1), 560),
                 (78, "PATIENT(S)", f"{f.dog} - {f.breed}", 560))  # fmt: skip
    for y, lab, val, x1 in top_lines:
        x = 16 if x1 == 330 else 344
        end = sheet.label(x, y, lab, "din", 7.5, ink) + 4
        sheet.rule(end, y + 1.5, x1, y + 1.5, 0.5, ink)
        write(end + 4, y - 1, val, x1 - end - 8)
    top = 94.0
    sheet.box(16, top, 544, 250, None, ink, 0.9)
    for x, head, w in COLS:
        sheet.rule(x, top, x, top + 250, 0.5, ink)
        sheet.text(x + w / 2, top + 10, head, "din", 6.5, ink, align="c", label=True)
    sheet.rule(16, top + 14, 560, top + 14, 0.8, ink)
    for i in range(1, 11):
        sheet.rule(16, top + 14 + i * 23.6, 560, top + 14 + i * 23.6, 0.3, ink)
    tagged, named = rng.random() < 0.7, rng.random() < 0.3
    lot_shown = rng.random() < 0.3
    end = rng.choices(("term", "due", ""), (0.55, 0.2, 0.25))[0]
    initials = "".join(p[0] for p in f.vet.split()) if solo else rng.choice(("JB", "MK", "RT"))
    rows: list[tuple[date, str, int]] = []
    if rng.random() < 0.35:  # the shot a year or so before, in an earlier row
        before = f.given - timedelta(days=rng.randrange(340, 400))
        rows.append((before, "Rabies 1 yr", 26))
    for name, cost in rng.sample(OTHER, rng.randrange(2, 4)):
        rows.append(
            (
                day_between(
                    rng, f.given - timedelta(days=120), min(TODAY, f.given + timedelta(days=120))
                ),
                name,
                cost,
            )
        )
    rows.append(
        (f.given, _shot(f, rng, tagged, named, lot_shown, end), rng.choice((24, 26, 28, 30)))
    )
    rows.sort(key=lambda r: r[0])
    balance, y = 0, top + 14.0
    for day, what, cost in rows:
        y += 23.6
        when = fmt_date(day, ds)
        write(COLS[0][0] + 3, y - 5, when, 56)
        write(COLS[1][0] + 3, y - 5, f.dog, 64)
        write(COLS[2][0] + 3, y - 5, what, 212, 11.5)
        write(COLS[3][0] + 4, y - 5, f"{cost}.00", 44)
        balance += cost
        write(COLS[5][0] + 4, y - 5, f"{balance}.00", 48)
        write(COLS[6][0] + 5, y - 5, initials, 26)
        if rng.random() < 0.5 or day == rows[-1][0]:
            y += 23.6
            write(
                COLS[2][0] + 3,
                y - 5,
                rng.choice(("Pd cash", "Pd Visa", "Pd chk", "Pd - thank you")),
                212,
                11.5,
            )
            write(COLS[4][0] + 4, y - 5, f"{balance}.00", 44)
            write(COLS[5][0] + 4, y - 5, "0", 48)
            balance = 0
    assert y <= top + 251, y
    shown = {"vet": solo, "tag": tagged, "product": named, "lot": lot_shown}
    return sheet, f.truth(expires=end != "", **shown)
