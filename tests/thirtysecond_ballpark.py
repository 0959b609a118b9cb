"""A printed paper of the thirty-second set: a minor-league ballpark's "Bark in the Park" dog
ticket waiver, which the team's ticket office e-mails as a filled PDF after the owner buys a dog
ticket online and which the gate asks to see (owners keep it and upload it because it carries
their rabies facts). The team's banner and the game (date, opponent, gates), the order (number,
section, row and seats, the ticket holder); the dog; the vaccination attestation, each fact typed
into a box under a small label (the rabies date, its expiry or the vaccine's term ticked, the
rabies tag or none, the town license number, the clinic and at times the veterinarian, and the
distemper and kennel cough dates the team recommends); the waiver's paragraph; the e-signature
and the date signed."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet, tint
from tests.thirtysecond_facts import TODAY, day_between, facts, fmt_date, phone, plus_years

CLINICS = (
    "{place} Veterinary Hospital",
    "Route 31 Animal Clinic",
    "Lakeshore Pet Care",
    "{place} Animal Medical Center",
    "Northside Veterinary Group",
    "Banfield Pet Hospital - Clay",
)
TEAMS = (("SALT CITY STINGERS", (190, 30, 45)), ("ONONDAGA LAKERS", (20, 70, 140)),
         ("CNY CHIEFS", (16, 96, 60)))  # fmt: skip
OPPONENTS = ("Rochester Red Wings", "Buffalo Bisons", "Scranton/W-B RailRiders",
             "Lehigh Valley IronPigs", "Worcester Red Sox")  # fmt: skip
WAIVER = (
    "I certify that the dog named above is in good health, is currently vaccinated against",
    "rabies as required by New York State law, and is not aggressive toward people or animals.",
    "I accept full responsibility for my dog and any damage or injury it causes, and I release",
    "the Club, its affiliates and the County from all claims arising from my dog's attendance.",
    "Dogs must remain leashed (6 ft max) in the designated sections and may not enter the",
    "concourse food lines. Proof of vaccination may be requested at Gate B.",
)


def ballpark_waiver(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    team, colour = rng.choice(TEAMS)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 4, 6, 13, 18))
    game = day_between(rng, f.given + timedelta(days=20), TODAY + timedelta(days=60))
    bought = game - timedelta(days=rng.randrange(3, 40))
    sheet.box(0, 0, 612, 86, colour, None)
    sheet.text(36, 40, team, "sora-bold", 22, (255, 255, 255))
    sheet.text(36, 62, "BARK IN THE PARK", "sora-bold", 13, (255, 236, 160))
    sheet.text(576, 40, "Dog Ticket Waiver &", "sora", 11, (255, 255, 255), align="r")
    sheet.text(576, 56, "Vaccination Attestation", "sora", 11, (255, 255, 255), align="r")
    sheet.text(576, 74, f"Season {game.year}", "sora", 8.5, (255, 236, 160), align="r")
    y = 112.0
    when = f"{fmt_date(game, 8)} - gates {rng.choice(('5:30', '6:00'))} PM"
    sheet.label(36, y, "GAME", "sora-bold", 7.5, tint(colour, -20))
    sheet.value(36, y + 14, f"vs. {rng.choice(OPPONENTS)}", "sora", 10.5)
    sheet.value(36, y + 28, when, "sora", 9.5)
    sheet.label(330, y, "ORDER", "sora-bold", 7.5, tint(colour, -20))
    order = f"{rng.randrange(10**7, 10**8)}-{rng.randrange(10, 99)}"
    sheet.value(330, y + 14, f"Order #{order}   purchased {fmt_date(bought, 18)}", "sora", 9.5)
    sec, row = rng.randrange(101, 112), rng.choice("ABCDEFGHJK")
    seat = rng.randrange(1, 18)
    sheet.value(330, y + 28, f"Sec {sec}  Row {row}  Seats {seat}-{seat + 1} + 1 dog", "sora", 9.5)
    sheet.rule(36, y + 40, 576, y + 40, 0.8, colour)
    y += 58

    def field(x: float, yy: float, w: float, lab: str, val: str) -> None:
        sheet.label(x, yy, lab, "sora", 7)
        sheet.box(x, yy + 3, w, 20, (248, 248, 250), (150, 150, 160), 0.6)
        if val:
            sheet.value(x + 5, yy + 17, val, "sora", 9.5)

    sheet.text(36, y, "TICKET HOLDER", "sora-bold", 9.5, colour)
    y += 14
    field(36, y, 260, "Name", f.owner)
    field(306, y, 270, "Phone", phone(rng, 0))
    y += 34
    field(36, y, 400, "Street address, town, ZIP", f"{f.street}, {f.town}, NY {f.zip}")
    y += 42
    sheet.text(36, y, "YOUR DOG", "sora-bold", 9.5, colour)
    y += 14
    field(36, y, 170, "Dog's name", f.dog)
    field(216, y, 230, "Breed", f.breed)
    field(456, y, 120, "Weight (lb)", str(rng.randrange(9, 95)))
    y += 42
    sheet.text(36, y, "VACCINATIONS (rabies required; others recommended)", "sora-bold", 9.5,
               colour)  # fmt: skip
    y += 14
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, by = rng.random() < 0.55, rng.random() < 0.45
    field(36, y, 170, "Rabies vaccination date", fmt_date(f.given, ds))
    field(216, y, 170, "Rabies expiration date", fmt_date(f.due, ds) if mode == "date" else "")
    sheet.label(396, y, "Vaccine duration", "sora", 7)
    for i, t in enumerate(("1 year", "3 year")):
        x = 396 + i * 80
        sheet.box(x, y + 8, 10, 10, None, (120, 120, 130), 0.6)
        sheet.text(x + 15, y + 17, t, "sora", 9)
        if mode == "term" and int(t[0]) == f.term:
            sheet.text(x + 1.5, y + 16.5, "X", "sora-bold", 9)
    y += 34
    field(36, y, 170, "Rabies tag #", f.tag if tagged else "")
    lic = f"{rng.choice(('CL', 'DL', ''))}{rng.randrange(1000, 99999)}"
    field(216, y, 170, "Town dog license #", lic if rng.random() < 0.7 else "")
    y += 34
    field(36, y, 350, "Veterinary clinic", f.clinic)
    field(396, y, 180, "Veterinarian", f"Dr. {f.vet}" if by else "")
    y += 34
    for i, (name, back) in enumerate((("DHPP", 300), ("Bordetella", 200))):
        d = day_between(rng, f.given - timedelta(days=back), TODAY - timedelta(days=5))
        x = 36 + i * 180
        field(x, y, 170, f"{name} date (optional)", fmt_date(d, ds) if rng.random() < 0.75 else "")
        if name == "DHPP" and rng.random() < 0.4:
            field(396, y, 180, "DHPP due", fmt_date(plus_years(d, 3), ds))
    y += 46
    sheet.text(36, y, "RELEASE AND WAIVER", "sora-bold", 9.5, colour)
    for line in WAIVER:
        y += 13
        sheet.text(36, y, line, "sora", 8.2, (60, 60, 66))
    y += 30
    sheet.label(36, y, "Signature", "sora", 7)
    sheet.box(36, y + 3, 300, 26, None, (150, 150, 160), 0.6)
    sheet.value(44, y + 21, f"/s/ {f.owner}", "sora", 10)
    sheet.label(350, y, "Date signed", "sora", 7)
    sheet.box(350, y + 3, 120, 26, None, (150, 150, 160), 0.6)
    sheet.value(356, y + 21, fmt_date(bought, ds), "sora", 9.5)
    sheet.text(36, 752, f"E-signed via TicketReturn WebForms  IP 74.{rng.randrange(30, 220)}."
               f"{rng.randrange(1, 250)}.{rng.randrange(1, 250)}  Doc ID {order}W", "sora", 6.5,
               (120, 120, 126))  # fmt: skip
    sheet.text(36, 764, "Questions: dogs@ballpark.example  |  Rain-checked games honor the same "
               "waiver.", "sora", 6.5, (120, 120, 126))  # fmt: skip
    shown = {"tag": tagged, "vet": by, "product": False, "lot": False}
    return sheet, f.truth(expires=mode != "none", **shown)
