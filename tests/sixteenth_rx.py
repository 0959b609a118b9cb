"""The sixteenth set's vet's note on a prescription pad: the practice and the vet printed at the
top, the patient, owner and the note's own date by pen, then the rabies shot written out under
the Rx (date, vaccine, lot, tag, good-through date) and signed."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.sixteenth_canvas import HANDS, INK, Sheet
from tests.sixteenth_facts import draw_facts as _draw
from tests.sixteenth_facts import fmt_date, other_date
from tests.sixteenth_pen import PEN_STYLES, _field


def rx_pad(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng)
    sh = Sheet(
        w=108.0, h=152.0, paper=rng.choice(((255, 255, 255), (232, 242, 255), (255, 244, 236)))
    )
    hand, ink = rng.choice(HANDS), rng.choice((INK["blue"], INK["black"]))
    style = rng.choice(PEN_STYLES)
    face = rng.choice(("termes", "schola", "romande"))
    bold = {"termes": "termes_b", "schola": "schola_b", "romande": "romande_b"}[face]
    hs, seed = 12.5, rng.randint(0, 10**6)
    vet = f"{f.vet_first} {f.vet_last}, D.V.M."
    sh.text(54, 6, f.clinic, bold, 12, align="c")
    sh.text(54, 12, f"{f.street} · {f.town}, New York {f.zip}", face, 7.5, align="c")
    sh.text(54, 16, f"Tel. {f.phone}", face, 7.5, align="c")
    sh.text(54, 21, vet, bold, 9, align="c")
    sh.line(6, 27, 102, 27, 0.4)
    x = _field(sh, 6, 31, "Patient", 62, face, 8)
    sh.hand(x, 29.5, f.dog, hand, hs, seed, ink)
    x = _field(sh, 64, 31, "Date", 102, face, 8)
    note = f.given if rng.random() < 0.4 else other_date(rng, f.given + timedelta(days=120), 100)
    note = max(note, f.given)
    sh.hand(x, 29.5, fmt_date(note, style), hand, hs * 0.9, seed + 1, ink)
    x = _field(sh, 6, 39, "Owner", 102, face, 8)
    sh.hand(x, 37.5, f.owner, hand, hs, seed + 2, ink)
    sh.text(6, 45, "Rx", "termes_b", 26)
    tag_first = rng.random() < 0.5
    lot_shown = rng.random() < 0.7
    exp_shown = rng.random() < 0.6
    lines = [
        rng.choice(("Rabies vacc. given", "Rabies vaccine given", "Rec'd rabies vacc"))
        + " "
        + fmt_date(f.given, style),
        f"{f.product}" + (f"  lot# {f.lot}" if lot_shown else ""),
        f"Tag # {f.tag}",
    ]
    if tag_first:
        lines[1], lines[2] = lines[2], lines[1]
    lines.append(
        f"good thru {fmt_date(f.expires, style)}" if exp_shown else f"({f.years} yr vaccine)"
    )
    lines.append(rng.choice(("for dog license", "OK to board", "to Town Clerk")))
    y = 58.0
    for i, ln in enumerate(lines):
        sh.hand(12 + rng.uniform(0, 4), y, ln, hand, hs, seed + 3 + i, ink)
        y += 11
    sh.hand(50, 122, f"{f.vet_first[0]}. {f.vet_last}", "chorus", 20, seed + 9, ink)
    sh.ops[-1].value = False
    sh.line(44, 132, 102, 132, 0.3)
    sh.label(44, 133, "Signature", face, 7)
    sh.text(6, 138, "Refills:  0  1  2  3  PRN", face, 7)
    sh.text(
        6,
        142,
        f"NYS Lic. {rng.randint(1000, 30000):06d}    "
        f"DEA {rng.choice('ABF')}{f.vet_last[0]}{rng.randint(1000000, 9999999)}",
        face,
        7,
    )
    truth = Truth(
        f.given,
        f.expires if exp_shown else None,
        f.tag,
        vet,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot if lot_shown else None,
    )
    return sh, truth
