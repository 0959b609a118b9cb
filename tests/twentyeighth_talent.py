"""A printed paper of the twenty-eighth set: the profile sheet a New York animal talent agency
keeps for a dog it books for print, television and the stage (productions ask the agency for
proof of the rabies shot before a dog comes on set), printed landscape from the agency's design
template. A large photo and two small ones, the dog's name in tall capitals, its measurements as
big figures over small grey labels, its tricks and credits, and a "paperwork on file" panel
whose labels stand in a column beside their values on dotted rows: the rabies shot's date, at
times until when or for how many years, the tag, who gave it, the licence and the owner and
handler; the agency's booking contact at the foot."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Color, Sheet, tint, wash
from tests.twentyeighth_faces import width
from tests.twentyeighth_facts import TODAY, day_between, facts, fmt_date, phone

GREY = (110, 112, 118)
AGENCIES = (("FOUR PAWS TALENT", "West 37th Street, New York, NY", (20, 20, 24)),
            ("HOWL & CO. ANIMAL ACTORS", "Astoria, Queens, NY", (150, 40, 50)),
            ("CUE DOG AGENCY", "Greenpoint, Brooklyn, NY", (20, 90, 120)))  # fmt: skip
PRACTICES = ("{place} Animal Hospital", "Heritage Veterinary Clinic", "{place} Pet Clinic",
             "Hudson Street Animal Hospital", "Bond Vet {place}")  # fmt: skip
TRICKS = ("Sit, down and stay at a distance", "Hits a mark and holds it", "Speak and quiet on cue",
          "Head tilt on cue", "Carries a bag or a newspaper", "Calm on the subway and in crowds",
          "Works off leash on closed sets", "Rolls over, plays dead, takes a bow")  # fmt: skip
CREDITS = ("Commercial: regional grocery chain (2025)", "Print: pet food catalogue, spring issue",
           "Episodic TV: background, precinct scene", "Off-Broadway: two-week run, understudy",
           "Music video: featured, 1 day", "Social: sponsored posts for a leash brand")  # fmt: skip
SCENES: tuple[Color, ...] = ((178, 200, 214), (214, 196, 170), (180, 206, 170), (220, 214, 204))


def _picture(
    sheet: Sheet, rng: random.Random, x: float, y: float, w: float, h: float, fur: Color
) -> None:
    """A photo: a backdrop, a floor line, and the dog sitting (body, head, ears, muzzle)."""
    back = rng.choice(SCENES)
    sheet.box(x, y, w, h, back, None)
    sheet.box(x, y + h * 0.72, w, h * 0.28, tint(back, -30), None)
    cx, s = x + w * rng.uniform(0.4, 0.6), min(w, h) * 0.42
    sheet.box(cx - s * 0.45, y + h * 0.45, s * 0.9, s * 0.75, fur, None, 0, -1)
    sheet.box(cx - s * 0.35, y + h * 0.22, s * 0.7, s * 0.62, fur, None, 0, -1)
    for side in (-1, 1):
        sheet.shape([(cx + side * s * 0.3, y + h * 0.26), (cx + side * s * 0.42, y + h * 0.1),
                     (cx + side * s * 0.12, y + h * 0.22)], tint(fur, -50))  # fmt: skip
        sheet.box(
            cx + side * s * 0.13 - s * 0.04,
            y + h * 0.33,
            s * 0.08,
            s * 0.08,
            (18, 16, 14),
            None,
            0,
            -1,
        )
    sheet.box(cx - s * 0.16, y + h * 0.4, s * 0.32, s * 0.22, tint(fur, 30), None, 0, -1)
    sheet.box(cx - s * 0.06, y + h * 0.41, s * 0.12, s * 0.08, (20, 18, 18), None, 0, -1)


def talent_profile(rng: random.Random) -> tuple[Sheet, Truth]:
    agency, where, ink = rng.choice(AGENCIES)
    f = facts(rng, rng.choice(PRACTICES), lapse=0.1, places=("Manhattan", "Brooklyn", "Queens"))
    head, body, bold = "bebas", rng.choice(("manrope", "sora")), "manrope-bold"
    sheet = Sheet(792, 612)
    fur = rng.choice(
        ((214, 170, 110), (40, 34, 32), (236, 230, 220), (150, 96, 60), (200, 120, 60))
    )
    _picture(sheet, rng, 28, 28, 300, 360, fur)
    _picture(sheet, rng, 28, 398, 145, 150, fur)
    _picture(sheet, rng, 183, 398, 145, 150, fur)
    x0 = 356.0
    sheet.text(x0, 46, agency, bold, 10, ink)
    sheet.text(764, 46, where, body, 8, GREY, align="r")
    sheet.rule(x0, 54, 764, 54, 0.8, ink)
    sheet.text(x0, 112, f.dog, head, 60, ink)
    age = (TODAY - f.born).days // 365
    sex = rng.choice(("Male", "Female"))
    sheet.text(x0, 134, f"{f.breed} · {sex} · {max(age, 1)} yrs · {f.colour}", body, 11)
    stats = (("HEIGHT", f'{rng.randrange(9, 27)}"'), ("WEIGHT", f"{rng.randrange(8, 90)} lb"),
             ("EYES", rng.choice(("brown", "amber", "hazel", "blue"))),
             ("COAT", rng.choice(("short", "medium", "long"))))  # fmt: skip
    for i, (lab, val) in enumerate(stats):
        x = x0 + i * 102
        sheet.text(x, 176, val, head, 28, ink)
        sheet.label(x, 190, lab, bold, 7, GREY)
    y = 218.0
    sheet.label(x0, y, "SKILLS", bold, 8.5, ink)
    for t in rng.sample(TRICKS, 3):
        y += 13
        sheet.text(x0, y, f"— {t}", body, 8.5)
    y2 = 218.0
    sheet.label(x0 + 210, y2, "CREDITS", bold, 8.5, ink)
    for c in rng.sample(CREDITS, 3):
        y2 += 13
        size = min(8.5, 8.5 * 196 / width(f"— {c}", body, 8.5))
        sheet.text(x0 + 210, y2, f"— {c}", body, size)
    y = 290.0
    sheet.box(x0, y - 14, 408, 246, wash(ink, 0.07), None)
    sheet.label(x0 + 12, y + 4, "PAPERWORK ON FILE", bold, 9, ink)
    tagged, due_shown = rng.random() < 0.75, rng.random() < 0.5
    term_shown = not due_shown and rng.random() < 0.7
    vet_shown, owner_shown = rng.random() < 0.7, rng.random() < 0.8
    st = rng.choice((0, 2, 4, 1))
    seen = day_between(rng, f.given, min(TODAY, f.given + timedelta(days=120)))
    rows = [("Rabies vaccination", fmt_date(f.given, st))]
    if due_shown:
        rows.append(("Valid through", fmt_date(f.due, st)))
    elif term_shown:
        rows.append(("Vaccine term", f"{f.term} year" + ("s" if f.term > 1 else "")))
    rows.append(("Rabies tag", f"#{f.tag}" if tagged else "on collar"))
    rows.append(("Vaccinated by", f"Dr. {f.vet}, {f.clinic}" if vet_shown else f.clinic))
    rows.append(("Dog license", f"Town of Clay #{rng.randrange(10000, 99999)}"))
    rows.append(("Other vaccines", "DHPP, Bordetella - current"))
    rows.append(("Owner / handler", f.owner if owner_shown else "agency handler"))
    rows.append(
        (
            "Records checked",
            f"{fmt_date(seen, st)} by {rng.choice('ABCJKLMS')}{rng.choice('DKLRT')}",
        )
    )
    y += 26
    for lab, val in rows:
        sheet.label(x0 + 12, y, lab, bold, 9, GREY)
        size = min(10.0, 10.0 * 250 / width(val, body, 10))
        sheet.value(x0 + 140, y, val, body, size)
        sheet.rule(x0 + 12, y + 6, x0 + 396, y + 6, 0.4, (190, 190, 196), dash=1.2)
        y += 23
    booking = (
        f"Booking: {phone(rng, 0, '212')} · bookings@{agency.split()[0].lower()}talent.example"
    )
    sheet.text(x0, 568, booking, body, 8.5, GREY)
    consent = (
        "All animals work under a handler. Photos are not to be used without the agency's consent."
    )
    sheet.text(x0, 582, consent, body, 7, GREY)
    shown = {"tag": tagged, "vet": vet_shown, "owner": owner_shown, "lot": False, "product": False}
    return sheet, f.truth(expires=due_shown or term_shown, **shown)
