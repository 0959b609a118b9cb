"""The seventh set's pet portal: the vaccine list of a practice's app, as a phone's screenshot,
light or dark. It carries neither the owner nor the vet nor the lot; the tag on some.
"""

from __future__ import annotations

import random

from tests.seventh_facts import TODAY, Facts, written
from tests.seventh_forms import Drawn
from tests.seventh_printouts import other_lines, truth_of
from tests.seventh_sheet import Page

PORTAL_LABELS = (
    "Health Records", "Vaccines", "Labs", "Medications", "Given", "Expires", "Due", "Tag",
    "Current", "Overdue", "Back", "Provided by", "Rabies",
)  # fmt: skip


def portal(facts: Facts, rng: random.Random) -> Drawn:
    """A pet portal app's vaccine list, as a phone's screenshot: 390 x 844 points at 3x."""
    dark = rng.random() < 0.4
    page = Page(3.9, 8.44, paper=(0, 0, 0) if dark else (242, 242, 247))
    ink, dim = ("white", "dim") if dark else ("black", "grey")
    card = (28, 28, 30) if dark else (255, 255, 255)
    style = rng.choice(("Mon d, Y", "mm/dd/Y", "m/d/Y"))
    page.text(
        0.3, 0.35, f"{rng.randrange(7, 12)}:{rng.randrange(10, 59)}", "inter-bold", 11, ink=ink
    )
    page.text(3.2, 0.35, f"{rng.randrange(20, 99)}%", "inter", 9, ink=ink)
    page.text(0.2, 0.85, "< Back", "inter", 12, ink="teal")
    page.text(1.15, 0.85, "Health Records", "inter-bold", 12.5, ink=ink)
    page.text(0.25, 1.45, facts.dog, "inter-bold", 24, ink=ink)
    page.text(0.25, 1.72, f"{facts.breed}  -  {facts.sex}", "inter", 10, ink=dim)
    for i, tab in enumerate(("Vaccines", "Labs", "Medications")):
        page.text(
            0.35 + i * 1.2,
            2.1,
            tab,
            "inter-bold" if i == 0 else "inter",
            10,
            ink="teal" if i == 0 else dim,
        )
    lapsed = facts.expires < TODAY
    vaccinated, due = written(facts.vaccinated, style), written(facts.expires, style)
    tag_shown = rng.random() < 0.5
    entries = [(f"Rabies ({facts.years} Year)", facts.product, vaccinated, due, lapsed)]
    for name, _, _, given, next_due in other_lines(facts, rng):
        entries.append(
            (
                name.split(" (")[0],
                "",
                written(given, style),
                written(next_due, style),
                next_due < TODAY,
            )
        )
    rng.shuffle(entries)
    y = 2.35
    for name, product, given, expires, over in entries:
        height = 1.05 if name.startswith("Rabies") and tag_shown else 0.85
        page.band(0.2, y, 3.5, height, card)
        page.text(0.35, y + 0.28, name, "inter-bold", 11.5, ink=ink)
        page.text(
            2.85,
            y + 0.28,
            "Overdue" if over else "Current",
            "inter-bold",
            8.5,
            ink="red" if over else "teal",
        )
        if product:
            page.text(0.35, y + 0.48, product, "inter", 9, ink=dim)
        page.text(0.35, y + 0.7, f"Given {given}", "inter", 9.5, ink=ink)
        page.text(
            1.95,
            y + 0.7,
            f"{'Expires' if name.startswith('Rabies') else 'Due'} {expires}",
            "inter",
            9.5,
            ink=ink,
        )
        if name.startswith("Rabies") and tag_shown:
            page.text(0.35, y + 0.92, f"Tag {facts.tag}", "inter", 9.5, ink=ink)
        y += height + 0.15
    page.text(0.6, 8.1, f"Provided by {facts.clinic}", "inter", 8, ink=dim)
    shown = {
        "vaccinated": vaccinated, "expires": due, "clinic": facts.clinic, "dog": facts.dog,
        "product": facts.product, "tag": facts.tag if tag_shown else "",
    }  # fmt: skip
    truth = truth_of(facts, None, tag_shown, vet=False, lot=False)
    return Drawn([page], truth, shown, PORTAL_LABELS)
