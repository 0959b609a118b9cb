"""The twenty-sixth set's third paper by pen: the owner's own page-a-day planner. The day is printed
at the top as the planner prints it ("Friday, March 14, 2025"), with the day of the year, a small
calendar of the month and the hours down the side; the owner wrote the vet visit in at its hour
(the practice, the doctor, the rabies shot and at times its product, lot and term, the tag's
number, when it is next due) among the day's other errands, and ticked a to-do list beside it."""

from __future__ import annotations

import calendar
import random

from tests.heldout_certificates import Truth
from tests.twentysixth_canvas import Sheet
from tests.twentysixth_faces import PENS
from tests.twentysixth_facts import HAND_STYLES, facts, fmt_date, term_text
from tests.twentysixth_pen import INKS, fit
from tests.twentysixth_printed import PRACTICES

ERRANDS = ("drop off dry cleaning", "call Mom re: Sunday", "Wegmans - dog food!", "pay NG bill",
           "soccer pickup 5:15", "dentist (me)", "return library books", "gym",
           "book club - bring wine", "oil change")  # fmt: skip
TODO = ("renew dog license - Town of Clay", "send rabies cert to Town Clerk",
        "order heartworm pills", "buy poop bags", "schedule groomer")  # fmt: skip


def planner_page(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    teal = rng.choice(((30, 110, 120), (110, 110, 118), (150, 60, 80)))
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("gel", "fineliner"))
    sheet = Sheet(396, 612, paper=rng.choice(((252, 249, 238), (255, 255, 255), (248, 246, 250))))
    day = f.given
    sheet.text(24, 44, fmt_date(day, 7), "notoserif-italic", 15, teal)
    of_year = day.timetuple().tm_yday
    left = (366 if calendar.isleap(day.year) else 365) - of_year
    sheet.text(24, 58, f"Day {of_year}  ·  {left} days left", "notoserif", 7.5, teal)
    sheet.text(372, 26, calendar.month_name[day.month], "notoserif-bold", 7, teal, align="r")
    weeks = calendar.Calendar(6).monthdayscalendar(day.year, day.month)
    for r, week in enumerate(weeks):
        for c, n in enumerate(week):
            if n:
                cx, cy = 288 + c * 12, 36 + r * 8
                sheet.text(
                    cx + 9,
                    cy,
                    str(n),
                    "notoserif-bold" if n == day.day else "notoserif",
                    5.5,
                    teal,
                    align="r",
                )
    sheet.rule(24, 84, 372, 84, 1.0, teal)
    top, gap = 92.0, 30.0
    for i, hour in enumerate(range(7, 19)):  # 7 am to 6 pm, a solid rule and a dotted half
        y = top + i * gap
        sheet.text(24, y + 12, f"{(hour - 1) % 12 + 1}", "notoserif-bold", 9, teal)
        sheet.rule(44, y + gap / 2, 372, y + gap / 2, 0.3, teal, dash=1.5)
        sheet.rule(24, y + gap, 372, y + gap, 0.4, teal)
    vs = rng.choice(HAND_STYLES)
    at = rng.randrange(1, 9)  # the visit's hour row
    term_shown, due_shown = rng.random() < 0.5, rng.random() < 0.45
    shown = {"product": rng.random() < 0.5, "tag": rng.random() < 0.7, "owner": False}
    shown["lot"] = shown["product"] and rng.random() < 0.4
    entry = [f"{f.dog} - vet @ {f.clinic}", f"Dr. {f.vet} - rabies shot"]
    shot = []
    if shown["product"]:
        shot.append(f.product + (f" lot {f.lot}" if shown["lot"] else ""))
    if term_shown:
        shot.append(f"good {term_text(f.term, rng)}")
    if shot:
        entry.append(", ".join(shot))
    if shown["tag"]:
        entry.append(f"new tag # {f.tag}")
    if due_shown:
        entry.append(f"next due {fmt_date(f.due, vs)}")
    for j, text in enumerate(entry):
        y = top + at * gap + (j + 1) * gap / 2 - 2
        sheet.pen(rng, 50, y, text, hand, fit(text, hand, 11.5, 318), ink, tool)
    rows = (len(entry) + 1) // 2
    free = [r for r in range(12) if r + 1 < at or r > at + rows]
    for row, text in zip(rng.sample(free, 3), rng.sample(ERRANDS, 3), strict=True):
        y = top + row * gap + gap / 2 - 2
        sheet.pen(rng, 50, y, text, hand, fit(text, hand, 11.5, 318), ink, tool)
    y = top + 12 * gap + 22
    sheet.text(24, y, "To do", "notoserif-bold", 9, teal)
    for i, task in enumerate(rng.sample(TODO, 3)):
        ty = y + 22 + i * 22
        sheet.box(24, ty - 8, 7, 7, None, teal, 0.5)
        sheet.rule(36, ty + 2, 372, ty + 2, 0.3, teal)
        sheet.pen(rng, 40, ty, task, hand, fit(task, hand, 10.5, 328), ink, tool)
        if rng.random() < 0.5:
            sheet.tick(24, ty - 4, ink)
    sheet.text(
        198,
        598,
        rng.choice(("Plan your work, work your plan.", "Small steps every day.")),
        "notoserif-italic",
        7.5,
        teal,
        align="c",
    )
    return sheet, f.truth(expires=term_shown or due_shown, **shown)
