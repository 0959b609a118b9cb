"""The fifth set's phone and pen pages: a pet-health app's screenshot and a pad filled in by hand.

The screenshot is a portal's vaccine list at phone resolution, light or dark; the pad is a
pre-printed certificate whose values a vet wrote in blue ballpoint, with the clinic's stamp.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from PIL import Image

from tests.fifth_facts import EXPIRY_LABELS, MONTHS, TODAY, Facts, duration_words, plus_years
from tests.fifth_ink import INK_BLUE, Page, handwriting, signature
from tests.fifth_paper import Drawn, truth_of


def app_screen(f: Facts, rng: random.Random) -> Drawn:
    """A pet-health app's vaccine list: status bar, the pet's card, one rounded card a vaccine."""
    dark = rng.random() < 0.5
    iphone = rng.random() < 0.5
    width, height = (1170, 2532) if iphone else (1080, 2340)
    back, card, ink, soft = (
        ((0, 0, 0), (28, 28, 30), (235, 235, 240), (150, 150, 160))
        if dark
        else ((242, 242, 247), (255, 255, 255), (20, 20, 24), (110, 110, 118))
    )
    accent = rng.choice(((0, 122, 255), (52, 168, 83), (175, 82, 222), (255, 120, 0)))
    face, bold = ("nimbus", "nimbus_bold") if iphone else ("roboto", "roboto_bold")
    page = Page(width, height, dpi=460, paper=back)
    page.text(70, 90, f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d}", bold, 46, ink)
    page.rounded((width - 170, 55, width - 80, 95), 10, outline=ink, width=3)
    page.rect((width - 164, 61, width - 164 + rng.randint(20, 80), 89), fill=ink)
    page.text(width - 330, 92, "5G", bold, 40, ink)
    page.text(60, 230, "< Back", face, 44, accent)
    heading = rng.choice(("Health Records", "Vaccines", "Medical"))
    page.text(width // 2, 230, heading, bold, 48, ink, anchor="ms")
    y = 300
    page.rounded((40, y, width - 40, y + 330), 40, fill=card)
    page.ellipse((80, y + 50, 300, y + 270), fill=accent)
    page.text(190, y + 185, f.dog[0], bold, 110, (255, 255, 255), anchor="ms")
    page.text(340, y + 120, f.dog, bold, 66, ink)
    page.text(340, y + 185, f"{f.breed} \u00b7 {f.sex}", face, 40, soft)
    page.text(340, y + 245, f"Owner: {f.owner}", face, 40, soft)
    page.text(340, y + 300, f.clinic, face, 36, accent)
    y += 400
    page.text(60, y, "VACCINATIONS", bold, 36, soft)
    y += 40
    due_label = rng.choice(EXPIRY_LABELS[:4])
    style = rng.choice((0, 1, 4, 5, 6))
    dates = (lambda d: f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}") if style in (4, 5) else (
        (lambda d: f"{d.month:02d}/{d.day:02d}/{d.year}")
        if style == 1
        else (lambda d: f"{d.month}/{d.day}/{d.year}")
    )  # fmt: skip
    rabies_title = (
        f"Rabies ({duration_words(f.years, rng.choice((0, 1, 2))).replace('yr', 'Year').title()})"
    )

    def visit() -> date:  # the other shots: the same visit, or another one
        return (
            f.vaccinated
            if rng.random() < 0.3
            else f.vaccinated - timedelta(days=rng.randint(20, 400))
        )

    others = [("DHPP", "Vanguard Plus 5"), ("Bordetella (Oral)", ""), ("Leptospirosis 4-way", "")]
    entries = [
        (rabies_title, f.vaccinated, f.expires, f"{f.product} \u00b7 Lot {f.lot}", f"Tag #{f.tag}")
    ]
    for name, detail in others:
        given = visit()
        entries.append((name, given, plus_years(given, 1), detail, ""))
    first = entries.pop(0)
    entries.insert(rng.randrange(3), first)  # rabies is not always on top
    for title, given, due, detail, tag in entries:
        tall = 300 if detail else 220
        page.rounded((40, y, width - 40, y + tall), 36, fill=card)
        page.text(90, y + 80, title, bold, 50, ink)
        overdue = due < date_now()
        page.rounded(
            (width - 330, y + 35, width - 80, y + 100),
            30,
            fill=(255, 69, 58) if overdue else accent,
        )
        page.text(
            width - 205,
            y + 82,
            "Overdue" if overdue else "Current",
            bold,
            36,
            (255, 255, 255),
            anchor="ms",
        )
        page.text(90, y + 150, f"Given {dates(given)}", face, 42, soft)
        page.text(width // 2 + 20, y + 150, f"{due_label} {dates(due)}", face, 42, soft)
        if detail:
            page.text(90, y + 215, detail, face, 40, soft)
            page.text(90, y + 270, tag, face, 40, soft) if tag else None
        y += tall + 30
    page.text(width // 2, y + 40, f"Administered by Dr. {f.vet}", face, 38, soft, anchor="ms")
    page.rounded((width // 2 - 200, height - 40, width // 2 + 200, height - 28), 6, fill=ink)
    shown = {p.text for p in page.printed}
    badges = tuple(badge for badge in ("Overdue", "Current") if badge in shown)
    labels = (
        "Given",
        due_label,
        "Owner",
        "Lot",
        "Tag",
        "VACCINATIONS",
        "Back",
        heading,
        "Administered by",
    )
    labels += badges
    return page, truth_of(f), labels


def date_now() -> date:
    return TODAY


def written_date(day: date, rng: random.Random) -> str:
    """A date as a hand writes it: 6/3/26, 6-3-2026, June 3 2026, 06/03/2026."""
    m, d, y = day.month, day.day, day.year
    return rng.choice(
        (
            f"{m}/{d}/{y % 100:02d}",
            f"{m}-{d}-{y}",
            f"{MONTHS[m - 1]} {d} {y}",
            f"{m:02d}/{d:02d}/{y}",
            f"{m}/{d}/{y}",
        )
    )


def hand_pad(f: Facts, rng: random.Random) -> Drawn:
    """A pre-printed pad certificate, values in blue ballpoint, a clinic's rubber stamp."""
    page = Page(1275, 1650, dpi=150, paper=rng.choice(((255, 255, 255), (250, 248, 238))))
    press = rng.choice(((20, 20, 20), (30, 60, 110)))
    page.text(637, 90, "RABIES VACCINATION CERTIFICATE", "bookman", 44, press, anchor="ms")
    page.text(
        637,
        135,
        "Keep this certificate - required for dog licensing in New York State",
        "sans",
        22,
        press,
        anchor="ms",
    )
    writer = rng.randrange(5)
    expiry_label = rng.choice(("Next Vaccination Due", "Expiration Date", "Revaccinate by"))
    fields = [
        ("Owner's Name", f.owner),
        ("Address", rng.choice(("4790 Wetzel Rd", "12 Orchard Dr", "Rt 31 Clay"))),
        ("Dog's Name", f.dog), ("Breed", f.breed.split()[0]), ("Color", f.colour),
        ("Vaccine Product", f.product), ("Lot No.", f.lot),
        ("Duration", duration_words(f.years, rng.choice((0, 2, 3)))),
        ("Date Vaccinated", written_date(f.vaccinated, rng)),
        (expiry_label, written_date(f.expires, rng)), ("Rabies Tag No.", f.tag),
        ("Veterinarian", f"Dr. {f.vet}"),
    ]  # fmt: skip
    y = 250
    for label, value in fields:
        end = page.text(90, y, f"{label}", "nimbus", 26, press)
        page.line([(end + 12, y + 6), (1185, y + 6)], press, 2)
        ink = handwriting(value, rng.randint(40, 54), rng, INK_BLUE, writer)
        page.written.append(value)
        scale = min(1.0, (1185 - end - 40) / max(1, ink.width))
        if scale < 1:
            ink = ink.resize(
                (int(ink.width * scale), int(ink.height * scale)), Image.Resampling.LANCZOS
            )
        page.paste(ink, (int(end + 30 + rng.randint(0, 40)), y - ink.height + rng.randint(0, 14)))
        y += 95
    page.text(90, y + 60, "Signature", "nimbus", 26, press)
    page.line([(220, y + 66), (800, y + 66)], press, 2)
    page.paste(signature(500, 130, rng), (240, y - 50))
    _stamp(page, f.clinic, f.phone, rng, (700, y + 40))
    labels = (*tuple(label for label, _ in fields), "Signature", "RABIES VACCINATION CERTIFICATE")
    return page, truth_of(f), labels


def _stamp(page: Page, clinic: str, phone: str, rng: random.Random, at: tuple[int, int]) -> None:
    """A rubber stamp: the clinic's name in a box, tilted, in red or violet, not all inked."""
    colour = rng.choice(((170, 30, 50), (90, 40, 150)))
    stamp = Page(560, 150, paper=(255, 255, 255))
    stamp.rect((4, 4, 556, 146), outline=colour, width=5)
    size = 30 if len(clinic) < 28 else 22
    stamp.text(280, 60, clinic.upper(), "sans_bold", size, colour, anchor="ms")
    stamp.text(280, 110, phone, "sans", 26, colour, anchor="ms")
    alpha = stamp.image.convert("L").point(lambda v: int((255 - v) * rng.uniform(0.6, 0.85)))
    tilted = Image.new("RGBA", stamp.image.size, (*colour, 0))
    tilted.putalpha(alpha)
    tilted = tilted.rotate(rng.uniform(-8, 8), Image.Resampling.BICUBIC, expand=True)
    page.paste(tilted, at)
    page.written += [clinic.upper(), phone]
