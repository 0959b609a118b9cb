"""The twenty-fifth set's third paper by pen: the yellow copy of a country practice's multipart
farm call ticket. The vet wrote it in the barnyard: the date, the client and the farm, then line
by line what was done (the farm call, the horses' Coggins, the goats' wormer, the farm dog's
rabies shot with its serial and tag squeezed under it), prices, a total, and at times when the
shot is next due; the carbon softens and smears every stroke."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.twentyfifth_canvas import Sheet
from tests.twentyfifth_facts import facts, fmt_date, hand_style, phone, term_text

PRACTICES = (
    "Catskill Country Veterinary Service",
    "Wallkill Valley Large Animal Practice",
    "Schoharie Farm & Family Vets",
    "Black Dirt Veterinary Services",
)
CARBON = ((34, 36, 88), (44, 44, 60), (30, 40, 110))
RED = (180, 30, 36)


def farm_ticket(rng: random.Random) -> tuple[Sheet, Truth]:
    practice = rng.choice(PRACTICES)
    f = facts(rng, practice, lapse=0.2)
    hand = rng.choice(("steve", "breip", "kristi", "rufscript", "domestic"))
    ink = rng.choice(CARBON)
    face = rng.choice(("caladea", "ptserif", "charis"))
    sheet = Sheet(432, 600, paper=rng.choice(((255, 244, 160), (255, 238, 150), (252, 240, 178))))
    sheet.text(216, 32, practice, f"{face}-bold", 12, align="c")
    sheet.text(
        216, 45, f"Large & Small Animal · Farm Calls · {phone(rng, f.area)}", face, 7.5, align="c"
    )
    sheet.text(410, 70, f"No. {rng.randrange(10000, 60000):06d}", "ptmono-bold", 11, RED, align="r")
    sheet.label(20, 70, "FARM CALL TICKET", f"{face}-bold", 10)
    lean = rng.uniform(-2, 16)

    def write(x: float, y: float, s: str, size: float = 11.5) -> None:
        sheet.pen(rng, x, y, s, hand, size, ink, "felt", slant=lean)

    y = 96.0
    for label, value, x1 in (
        ("Date", fmt_date(f.given, hand_style(rng, f.given)), 200),
        ("Name", f.owner, 412),
        ("Farm / Address", f"{f.street}, {f.town}", 412),
    ):
        end = sheet.label(20, y, label, face, 8)
        sheet.rule(end + 4, y + 2, x1, y + 2, 0.4)
        write(end + 8, y - 1, value)
        y += 24
    sheet.text(214, 96, "Charge", face, 8)
    sheet.box(250, 88, 8, 8, None, (40, 40, 40), 0.5)
    sheet.text(264, 96, "Cash", face, 8)
    sheet.box(294, 88, 8, 8, None, (40, 40, 40), 0.5)
    sheet.tick(rng.choice((250, 294)), 94, ink)
    y += 4
    sheet.box(20, y, 392, 16, (240, 222, 120), None)
    for x, head in ((24, "Qty"), (56, "Description"), (352, "Amount")):
        sheet.label(x, y + 11, head, f"{face}-bold", 8)
    top = y + 16
    for i in range(13):
        sheet.rule(20, top + (i + 1) * 22, 412, top + (i + 1) * 22, 0.35, (150, 130, 60))
    sheet.rule(50, top, 50, top + 286, 0.35, (150, 130, 60))
    sheet.rule(346, top, 346, top + 286, 0.35, (150, 130, 60))
    horses = rng.randrange(1, 4)
    lines: list[tuple[str, str, str]] = [
        ("1", f"Farm call - zone {rng.randrange(1, 4)}", "45 00"),
        (str(horses), "Coggins (EIA) draw + lab", f"{38 * horses} 00"),
    ]
    product_shown, lot_shown, tagged = rng.random() < 0.7, rng.random() < 0.55, rng.random() < 0.6
    what = f'Rabies vacc - dog "{f.dog}"'
    lines.append(("1", what, "25 00"))
    under = []
    if product_shown:
        under.append(f.product)
    if lot_shown:
        under.append(f"ser# {f.lot}")
    if under:
        lines.append(("", "   " + "  ".join(under), ""))
    if tagged:
        lines.append(("", f"   tag {f.tag}", ""))
    lines.append(("1", rng.choice(("DHPP - dog", "Lepto - dog", "Lyme - dog")), "32 00"))
    lines.append(
        (str(rng.randrange(2, 7)), "Goats - Cydectin drench", f"{rng.randrange(12, 40)} 00")
    )
    for i, (qty, desc, amount) in enumerate(lines):
        base = top + (i + 1) * 22 - 4
        if qty:
            write(28, base, qty, 11)
        write(56, base, desc, 10.5 if len(desc) < 34 else 9.5)
        if amount:
            write(352, base, amount, 11)
    total = sum(int(a.split()[0]) for _, _, a in lines if a)
    y = top + 286 + 20
    sheet.label(300, y, "TOTAL", f"{face}-bold", 9)
    write(352, y, f"{total} 00", 12)
    note = rng.random()
    y += 28
    if note < 0.4:
        write(24, y, f"rabies due {fmt_date(f.due, hand_style(rng, f.due))}", 11)
    elif note < 0.65:
        write(24, y, f"rabies good {term_text(f.term, rng)}", 11)
    y += 28
    end = sheet.label(20, y, "Veterinarian", face, 8)
    sheet.rule(end + 4, y + 2, 300, y + 2, 0.4)
    write(end + 8, y - 1, f"Dr. {f.vet}", 12)
    sheet.text(216, 588, "WHITE - Office   YELLOW - Customer   PINK - File", face, 7, align="c")
    shown = {"tag": tagged, "lot": lot_shown, "product": product_shown}
    return sheet, f.truth(expires=note < 0.65, **shown)
