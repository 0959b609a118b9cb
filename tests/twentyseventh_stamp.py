"""A paper of the twenty-seventh set filled by pen: the medical record page of a rescue's adoption
folder, where each clinic that vaccinated the dog pressed its rubber stamps instead of printing a
certificate. The rescue's heading and the dog's name (and at times the adopter's) are written in;
under them the practice's address stamp, a "RABIES VACCINATION" block stamp with blanks for the
date, tag, maker and serial, a box for one year or three and the doctor, and one or two other
vaccines' block stamps (their own dates and next due dates). Each stamp sits a little crooked and
its ink is uneven; the blanks are filled by pen, level, and the doctor signs across the last
line, sometimes with a small name stamp of its own."""

from __future__ import annotations

import math
import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import Color, Sheet
from tests.twentyseventh_faces import INKS, PENS, fit, pen_width, width
from tests.twentyseventh_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

STAMP_INKS: tuple[Color, ...] = ((70, 40, 140), (30, 50, 150), (160, 30, 50), (30, 30, 36))
RESCUES = ("Happy Tails Rescue of CNY", "Second Wind Dog Rescue", "Finger Lakes Foster Hounds",
           "Salt City Strays")  # fmt: skip
PRACTICES = ("{place} Veterinary Hospital", "Country Lane Animal Clinic", "{place} Pet Doctors",
             "Hillside Animal Care")  # fmt: skip


class Stamp:
    """One rubber stamp pressed at (cx, cy) and turned by angle: its words and rules are placed
    by their offsets from the stamp's centre."""

    def __init__(self, sheet: Sheet, rng: random.Random, cx: float, cy: float, ink: Color) -> None:
        self.sheet, self.cx, self.cy, self.ink = sheet, cx, cy, ink
        self.angle = rng.uniform(-5, 5)
        self.seed = rng.randrange(1, 10**8)

    def at(self, dx: float, dy: float) -> tuple[float, float]:
        a = math.radians(self.angle)
        return (self.cx + dx * math.cos(a) + dy * math.sin(a),
                self.cy - dx * math.sin(a) + dy * math.cos(a))  # fmt: skip

    def word(
        self,
        dx: float,
        dy: float,
        s: str,
        size: float = 8,
        face: str = "gothic",
        label: bool = True,
    ) -> float:
        """Stamped words: the form's own (a label) or the practice's or doctor's (label False)."""
        x, y = self.at(dx, dy)
        self.seed += 1
        self.sheet.text(
            x, y, s, face, size, self.ink, label=label, angle=self.angle, stamp=self.seed
        )
        return dx + width(s, face, size)

    def line(self, dx0: float, dy0: float, dx1: float, dy1: float, w: float = 0.9) -> None:
        self.sheet.rule(*self.at(dx0, dy0), *self.at(dx1, dy1), w, self.ink)

    def frame(self, dx: float, dy: float, w: float, h: float, lw: float = 1.2) -> None:
        for a, b, c, d in ((0, 0, w, 0), (w, 0, w, h), (w, h, 0, h), (0, h, 0, 0)):
            self.line(dx + a, dy + b, dx + c, dy + d, lw)


def _blank(st: Stamp, dx: float, dy: float, label: str, to: float) -> tuple[float, float, float]:
    """A stamped "Label ____" whose line runs to the offset to: where a pen writes on it (x, y in
    points) and how much room it has."""
    end = st.word(dx, dy, label)
    st.line(end + 3, dy + 1.5, to, dy + 1.5, 0.6)
    x, y = st.at(end + 5, dy - 1)
    return x, y, to - end - 8


def medical_record_page(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    stamp_ink = rng.choice(STAMP_INKS)
    sheet = Sheet(396, 612, paper=rng.choice(((255, 255, 255), (252, 250, 244))))
    vs = rng.choice(HAND_STYLES)

    def write(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, slant=rng.uniform(0, 8))

    sheet.text(198, 34, rng.choice(RESCUES), "ptsans-bold", 13, align="c")
    sheet.text(198, 50, "MEDICAL RECORD", "ptsans", 10, align="c", label=True)
    sheet.label(24, 76, "Dog:", "ptsans-bold", 9)
    sheet.rule(50, 78, 200, 78, 0.5)
    write(56, 75, f.dog, 140)
    sheet.label(206, 76, "Breed:", "ptsans-bold", 9)
    sheet.rule(240, 78, 372, 78, 0.5)
    write(244, 75, f.breed, 126, 10.5)
    owner_shown = rng.random() < 0.6
    sheet.label(24, 100, "Adopter:", "ptsans-bold", 9)
    sheet.rule(66, 102, 372, 102, 0.5)
    if owner_shown:
        write(72, 99, f.owner, 280)
    address = Stamp(sheet, rng, 40, 128, stamp_ink)
    address.word(0, 0, f.clinic, 9.5, label=False)
    address.word(0, 11, f"{rng.randrange(100, 9999)} Main St, {f.place}, NY", 7.5, label=False)
    address.word(0, 21, phone(rng, 0), 7.5, label=False)
    rabies = Stamp(sheet, rng, 30, 180, stamp_ink)
    rabies.frame(-6, -14, 340, 118)
    rabies.word(0, 0, "RABIES VACCINATION", 10)
    tagged, lot_shown = rng.random() < 0.8, rng.random() < 0.7
    x, y, room = _blank(rabies, 0, 22, "Date", 158)
    write(x, y, fmt_date(f.given, vs), room)
    x, y, room = _blank(rabies, 168, 22, "Tag #", 326)
    if tagged:
        write(x, y, f.tag, room)
    x, y, room = _blank(rabies, 0, 44, "Mfr.", 158)
    write(x, y, f.product, room, 10.5)
    x, y, room = _blank(rabies, 168, 44, "Serial", 326)
    if lot_shown:
        write(x, y, f.lot, room)
    for i, term in enumerate((1, 3)):
        rabies.frame(i * 52, 58, 8, 8, 0.7)
        rabies.word(i * 52 + 12, 66, f"{term} YR")
        if term == f.term:
            bx, by = rabies.at(i * 52 + 1, 63)
            sheet.tick(bx, by, ink)
    due_shown = rng.random() < 0.5
    x, y, room = _blank(rabies, 110, 66, "Exp.", 280)
    if due_shown:
        write(x, y, fmt_date(f.due, vs), room)
    x, y, room = _blank(rabies, 0, 92, "DVM", 326)
    name = rng.random()
    vet_shown = name < 0.7
    if name < 0.35:  # the doctor's own small name stamp
        own = Stamp(sheet, rng, x + 10, y + 16, stamp_ink)
        own.word(0, 0, f"{f.vet}, DVM", 8, "libsans-bold", label=False)
    elif vet_shown:
        write(x + 120, y, f"Dr. {f.vet}", room - 130, 10)
    sheet.sign(rng, x + 4, y + 2, 110, ink)
    y0 = 330.0
    others = rng.sample(
        (("DA2PP", 365), ("BORDETELLA", 365), ("LEPTO 4", 365)), rng.randrange(1, 3)
    )
    for shot, days in others:
        st = Stamp(sheet, rng, 30, y0, rng.choice(STAMP_INKS))
        st.frame(-6, -14, 340, 74)
        st.word(0, 0, shot, 10)
        when = day_between(
            rng, f.given - timedelta(days=200), min(TODAY, f.given + timedelta(days=60))
        )
        x, y, room = _blank(st, 0, 22, "Date", 158)
        write(x, y, fmt_date(when, vs), room)
        x, y, room = _blank(st, 168, 22, "Lot", 326)
        write(x, y, f"{rng.randrange(10, 99)}{rng.choice('KMT')}{rng.randrange(100, 999)}", room)
        x, y, room = _blank(st, 0, 44, "Next due", 200)
        write(x, y, fmt_date(when + timedelta(days=days), vs), room)
        y0 += 100
    note = rng.choice(("microchip scanned OK", "HW neg", "spay done - see discharge"))
    if pen_width(note, hand, 11) < 340:
        write(28, min(y0 + 10, 590), note, 340)
    shown = {"tag": tagged, "lot": lot_shown, "vet": vet_shown, "owner": owner_shown}
    return sheet, f.truth(expires=True, **shown)
