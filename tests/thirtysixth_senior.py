"""A printed paper of the thirty-sixth set: a senior living community's resident pet agreement,
typed by the community's office when a resident moves in with a dog; the resident (or a grown
child) uploads it because it states the dog's rabies shot. The community's heading; the resident,
apartment and move-in date beside their labels, the pet's description and an emergency caregiver
(another person); then numbered clauses, the third saying in a sentence, on typed-in blanks, when
the dog was vaccinated against rabies, by whom and at times the tag and until when (a date, a
term, or nothing); a pet deposit's date and the yearly proof's due date; two signatures."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_facts import TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Veterinary Hospital", "Bayberry Animal Hospital", "Clay Animal Clinic",
           "{place} Small Animal Clinic", "Lakeshore Veterinary Care")  # fmt: skip
HOMES = ("Willow Brook Senior Living", "The Pines at Clay", "Oneida Shores Retirement Community",
         "Maplewood Terrace Independent Living")  # fmt: skip
PLUM = (92, 40, 84)


def _blanks(sheet: Sheet, y: float, parts: list[tuple[str, bool]]) -> None:
    """A sentence whose values are typed on underlined blanks."""
    x = 66.0
    for s, typed in parts:
        if typed:
            end = sheet.value(x + 3, y, s, "lato", 10)
            sheet.rule(x, y + 2.5, end + 3, y + 2.5, 0.5)
            x = end + 3
        else:
            x = sheet.text(x, y, s, "lato", 10)


def senior_agreement(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 3, 4, 8, 22))
    home = rng.choice(HOMES)
    move = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=2))
    sheet.box(48, 36, 34, 34, PLUM, None, radius=-1)
    sheet.text(65, 59, home[0], "lato-bold", 18, (255, 255, 255), align="c")
    sheet.text(92, 52, home, "lato-bold", 16, PLUM)
    sheet.text(92, 66, f"{rng.randrange(100, 999)} Buckley Rd, Liverpool NY 13088  |  "
               f"Resident Services {phone(rng, 0)}", "lato", 8.5)  # fmt: skip
    sheet.text(306, 100, "RESIDENT PET AGREEMENT", "lato-bold", 13, align="c")
    sheet.rule(48, 110, 564, 110, 1.0, PLUM)
    y = 132.0
    rows = [
        ("Resident", f.owner, "Apartment", f"{rng.choice('ABC')}-{rng.randrange(101, 340)}"),
        ("Move-in date", fmt_date(move, ds), "Pet's name", f.dog),
        ("Breed", f.breed, "Color / weight", f"{f.colour}, {rng.randrange(12, 85)} lb"),
        ("Pet caregiver", person(rng), "Caregiver phone", phone(rng, rng.randrange(3))),
    ]
    for a, va, b, vb in rows:
        sheet.label(48, y, f"{a}:", "lato-bold", 9)
        sheet.value(138, y, va, "lato", 10)
        sheet.label(330, y, f"{b}:", "lato-bold", 9)
        sheet.value(430, y, vb, "lato", 10)
        y += 17
    y += 14
    clauses = (
        "1. One dog or cat under 40 lb may live in the apartment with the written consent of the "
        "Executive Director.",
        "2. The pet is leashed or carried in all common areas and never left in the dining room, "
        "salon or chapel.",
    )
    for c in clauses:
        sheet.text(48, y, c, "lato", 9.5)
        y += 18
    sheet.text(48, y, "3. Health. The Resident's pet is licensed with the Town of Clay and "
               "vaccinated as the law requires:", "lato", 9.5)  # fmt: skip
    y += 20
    named, tagged = rng.random() < 0.7, rng.random() < 0.55
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    shot: list[tuple[str, bool]] = [
        ("Rabies vaccine given on ", False),
        (fmt_date(f.given, ds), True),
    ]
    if named:
        shot += [(" by Dr. ", False), (f.vet, True)]
    _blanks(sheet, y, [*shot, (" of", False)])
    y += 18
    tag: list[tuple[str, bool]] = [("tag no. ", False), (f.tag, True), (".", False)]
    _blanks(
        sheet, y, [(f.clinic, True), (", " if tagged else ".", False), *(tag if tagged else [])]
    )
    y += 18
    if mode == "date":
        _blanks(sheet, y, [("The vaccination is valid through ", False),
                           (fmt_date(f.due, ds), True), (".", False)])  # fmt: skip
        y += 18
    elif mode == "term":
        _blanks(sheet, y, [("Vaccine duration: ", False),
                           (f"{f.term} year" + ("s" if f.term > 1 else ""), True)])  # fmt: skip
        y += 18
    deposit = move - timedelta(days=rng.randrange(3, 20))
    proof = move.replace(year=move.year + 1, day=1)
    for line in (
        "The Resident gives the office a copy of each new rabies certificate; proof is next due",
        f"on {fmt_date(proof, ds)}. A refundable pet deposit of ${rng.choice((250, 300, 500))} "
        f"was received {fmt_date(deposit, ds)}.",
    ):
        sheet.text(66, y, line, "lato", 9.5)
        y += 15
    y += 10
    for c in (
        "4. The Resident names a pet caregiver who will walk, feed and take the pet if the "
        "Resident is ill,",
        "   hospitalized or moves to assisted living. Staff do not walk or feed pets.",
        "5. Damage beyond ordinary wear is charged to the Resident. A pet that bites may be "
        "removed.",
        "6. This agreement may be ended on 30 days' notice if these rules are not followed.",
    ):
        sheet.text(48, y, c, "lato", 9.5)
        y += 16
    y += 50
    for i, who in enumerate(("Resident", "Executive Director")):
        x = 48 + i * 276
        sheet.sign(rng, x + 10, y - 4, 150)
        sheet.rule(x, y, x + 230, y, 0.5)
        sheet.label(x, y + 12, f"{who} / date", "lato", 8)
    sheet.text(306, 768, f"{home} - Resident Handbook Appendix D - rev. 01/2026", "lato", 7.5,
               (120, 120, 120), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=False,
                          lot=False)  # fmt: skip
