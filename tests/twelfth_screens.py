"""The twelfth set's screen: a veterinary clinic's client app on a phone, in light or dark mode,
with the rabies card among the pet's other vaccines, captured as a screenshot."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twelfth_draw import Sheet
from tests.twelfth_facts import Facts, add_years, style_date
from tests.twelfth_printed import truth

LIGHT = {
    "bg": (242, 242, 247),
    "card": (255, 255, 255),
    "ink": (18, 18, 22),
    "dim": (110, 110, 118),
    "accent": (0, 122, 110),
    "warn": (196, 60, 40),
}
DARK = {
    "bg": (0, 0, 0),
    "card": (28, 28, 30),
    "ink": (242, 242, 247),
    "dim": (152, 152, 160),
    "accent": (64, 200, 180),
    "warn": (255, 110, 90),
}
OTHERS = ("DHPP", "Bordetella", "Leptospirosis", "Lyme", "Canine Influenza")


def client_app(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    dark = rng.random() < 0.5
    c = DARK if dark else LIGHT
    width, height = rng.choice([(390.0, 844.0), (360.0, 800.0)])
    sheet = Sheet(width, height, paper=c["bg"], screen=True)
    ink, dim = c["ink"], c["dim"]
    # the status bar: a clock and a battery, not dates
    sheet.text(28, 34, f"{rng.randint(1, 12)}:{rng.randint(10, 59)}", "ui_bold", 15, ink)
    battery = rng.randint(9, 100)
    sheet.text(width - 84, 34, f"{battery}%", "ui", 12, ink)
    sheet.box(width - 50, 23, 24, 12, width=1, colour=dim, radius=3)
    sheet.box(width - 48, 25, 20 * battery / 100, 8, colour=None, fill=ink, radius=2)
    sheet.text(20, 78, f.clinic, "ui_bold", 13 if len(f.clinic) > 32 else 15, c["accent"])
    show_owner = rng.random() < 0.6
    owner = f.owner if show_owner else None
    if show_owner:
        sheet.text(20, 98, f.owner, "ui", 11, dim)
    sheet.text(20, 138, f.dog, "ui_bold", 26, ink)
    sheet.text(20, 158, f"{f.breed} · {f.sex} · {f.weight} lb", "ui", 11, dim)
    tabs = ["Overview", "Vaccines", "Records"]
    x = 20.0
    for i, tab in enumerate(tabs):
        end = sheet.text(x, 188, tab, "ui_bold" if i == 1 else "ui", 12, ink if i == 1 else dim)
        if i == 1:
            sheet.box(x, 194, end - x, 2.5, colour=None, fill=c["accent"])
        x = end + 22
    sheet.labels += tabs
    style = rng.choice(["Mon d, yyyy", "mm/dd/yyyy", "d Mon yyyy", "m/d/yyyy"])
    given, due = rng.choice(
        [("Given", "Due"), ("Administered", "Next due"), ("Date given", "Expires")]
    )
    sheet.labels += [given, due, "Vaccines"]
    cards: list[list[tuple[str, str]]] = []
    rabies = [("Rabies", "")]
    rabies.append((given, style_date(f.vaccinated, style)))
    if f.show_expiry:
        rabies.append((due, style_date(f.expires, style)))
    if f.show_term:
        rabies.append(("", f"{f.term}-year vaccine"))
    rabies.append(("", f.product + (f" · Lot {f.lot}" if f.lot else "")))
    if f.tag:
        rabies.append(("Tag", f.tag))
    rabies.append(("", f"By Dr. {f.vet}"))
    for name in rng.sample(OTHERS, 3):
        other_given = f.vaccinated - timedelta(days=rng.randint(-200, 300))
        cards.append(
            [
                (name, ""),
                (given, style_date(other_given, style)),
                (due, style_date(add_years(other_given, 1), style)),
            ]
        )
    cards.insert(rng.randrange(3), rabies)
    y = 220.0
    for card in cards:
        h = 40 + 22 * (len(card) - 1)
        if y + h > height - 90:
            break
        sheet.box(16, y, width - 32, h, colour=None, fill=c["card"], radius=14)
        title = card[0][0]
        sheet.text(30, y + 26, title, "ui_bold", 15, ink)
        yy = y + 48
        for label, value in card[1:]:
            if label:
                sheet.label(30, yy, label, "ui", 11)
                sheet.items[-1].colour = dim
                sheet.text(140, yy, value, "ui", 12, ink)
            else:
                sheet.text(30, yy, value, "ui_light", 11, dim)
            yy += 22
        if card is rabies and f.lapsed and f.show_expiry:
            sheet.text(width - 100, y + 26, "Overdue", "ui_bold", 11, c["warn"])
        y += h + 14
    sheet.box(0, height - 70, width, 70, colour=None, fill=c["card"])
    for i, item in enumerate(["Home", "Pets", "Visits", "Messages"]):
        sheet.text(22 + i * (width - 40) / 4, height - 38, item, "ui", 10, dim)
    sheet.box(width / 2 - 67, height - 12, 134, 5, colour=None, fill=ink, radius=2.5)
    return sheet, truth(f, owner, f.dog, clinic=f.clinic)
