"""Two printed papers of the twenty-first set. An animal shelter's adoption agreement: the
adopter and the dog, then the medical care in the shelter as a table (DHPP, Bordetella, a rabies
row with its product, lot and a term or a due date, sometimes an older rabies shot from the
previous owner's records), the clauses and the signatures, the contract's own numbers and dates
around. A veterinary teaching hospital's discharge summary: the case, the attending clinician and
the student, diagnoses and medications, and the rabies vaccine stated in a sentence of its own."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyfirst_canvas import Sheet
from tests.twentyfirst_facts import OTHER_SHOTS, day_between, facts, fmt_date, person, phone
from tests.twentyfirst_facts import term_text as term_words

PRINTED_STYLES = (0, 2, 3, 4, 5, 6, 7, 8, 9)
SHELTERS = (
    "{town} Humane Society", "Finger Lakes SPCA", "Mohawk Valley Animal Rescue League",
    "{town} Animal Shelter", "North Country SPCA", "Hudson Valley Humane Society",
)  # fmt: skip
HOSPITALS = (
    "Empire State Small Animal Teaching Hospital", "Hudson University Hospital for Animals",
    "Lakeland College of Veterinary Medicine Companion Animal Hospital",
)  # fmt: skip
CLAUSES = (
    "1. The Adopter agrees to license the dog with the town or city clerk within 30 days, as "
    "Agriculture and Markets Law requires.",
    "2. The Adopter will keep the dog's rabies vaccination current and will return the dog to "
    "the Shelter rather than give it to a third party.",
    "3. The Shelter has disclosed all known medical and behavioral history. The animal is adopted "
    "as is; the Shelter makes no warranty of health or temperament.",
    "4. A follow-up visit with a veterinarian of the Adopter's choice within 14 days is advised.",
)


def _field(s: Sheet, x: float, y: float, label: str, value: str, face: str, size: float) -> float:
    end = s.text(
        x, y, label, face + "-bold" if face in ("garuda", "ud") else face, size, label=True
    )
    return s.text(end + 4, y, value, face, size)


def adoption_contract(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(SHELTERS), date(2024, 9, 1), date(2026, 11, 20), lapse=0.15)
    st = rng.choice(PRINTED_STYLES)
    face = rng.choice(("garuda", "ud", "laksaman"))
    s = Sheet(612, 792)
    adopted = f.given + timedelta(days=rng.randrange(2, 40))
    intake = f.given - timedelta(days=rng.randrange(3, 30))
    s.text(306, 50, f.clinic, "ud-bold", 17, align="c")
    s.text(306, 66, f"{f.street.split()[0]} Shelter Road, {f.town}, NY {f.zip}", face, 9, align="c")
    s.text(306, 92, "DOG ADOPTION AGREEMENT", "garuda-bold", 13, label=True, align="c")
    s.text(60, 114, f"Contract no. AC-{adopted.year}-{rng.randrange(100, 9999):04d}", face, 9)
    s.text(552, 114, f"Adoption date: {fmt_date(adopted, st)}", face, 9, align="r")
    s.box(54, 124, 504, 16, fill=(225, 225, 225), line=None)
    s.text(60, 136, "ADOPTER", "garuda-bold", 10, label=True)
    _field(s, 60, 158, "Name:", f.owner, face, 10)
    _field(s, 320, 158, "Phone:", phone(rng, f.area), face, 10)
    _field(s, 60, 176, "Address:", f"{rng.randrange(3, 990)} Elm St, {f.town}, NY", face, 10)
    s.box(54, 190, 504, 16, fill=(225, 225, 225), line=None)
    s.text(60, 202, "ANIMAL", "garuda-bold", 10, label=True)
    _field(s, 60, 224, "Name:", f.dog, face, 10)
    _field(s, 230, 224, "Shelter ID:", f"A{rng.randrange(10**6, 10**7)}", face, 10)
    _field(s, 420, 224, "Sex:", rng.choice(("M/N", "F/S")), face, 10)
    _field(s, 60, 242, "Breed:", f.breed, face, 10)
    _field(s, 320, 242, "Color:", f.colour, face, 10)
    _field(s, 60, 260, "Microchip:", f"9851{rng.randrange(10**10, 10**11)}", face, 10)
    _field(s, 320, 260, "Intake date:", fmt_date(intake, st), face, 10)
    s.box(54, 274, 504, 16, fill=(225, 225, 225), line=None)
    s.text(60, 286, "MEDICAL CARE WHILE IN SHELTER", "garuda-bold", 10, label=True)
    due_col = rng.random() < 0.5
    heads = ["Vaccine / Test", "Date", "Product", "Lot / Serial", "Next due" if due_col else "Term"]
    cols = (60, 190, 270, 380, 470)
    for x, h in zip(cols, heads, strict=True):
        s.text(x, 306, h, face, 9, label=True)
    s.rule(56, 310, 556, 310)
    rows: list[tuple[str, date, str, str, str]] = []
    for name in rng.sample(OTHER_SHOTS, 2):
        d = day_between(rng, intake, f.given + timedelta(days=20))
        rows.append(
            (name, d, rng.choice(("Vanguard Plus 5", "Recombitek", "Bronchi-Shield")), "", "")
        )
    rabies_due = fmt_date(f.due, st) if due_col else term_words(f.term, rng)
    rows.append(("Rabies", f.given, f.product, f.lot, rabies_due))
    if rng.random() < 0.35:  # an older shot from the surrendering owner's papers
        old = f.given - timedelta(days=rng.randrange(380, 900))
        rows.append(("Rabies (prior owner's records)", old, "unknown", "", ""))
    rows.append(("Heartworm test (4Dx)", intake + timedelta(days=1), "negative", "", ""))
    rng.shuffle(rows)
    y = 326.0
    for name, d, prod, lot_no, due in rows:
        for x, v in zip(cols, (name, fmt_date(d, st), prod, lot_no, due), strict=True):
            if v:
                s.text(x, y, v, face, 9)
        y += 17
    s.rule(56, y - 10, 556, y - 10, 0.4)
    tagged = rng.random() < 0.7
    if tagged:
        _field(s, 60, y + 8, "Rabies tag no.:", f.tag, face, 10)
    vet_text = f"{f.vet}, DVM" if rng.random() < 0.5 else f"Dr. {f.vet}"
    _field(s, 300, y + 8, "Shelter veterinarian:", vet_text, face, 10)
    y += 34
    for clause in CLAUSES:
        words, line = clause.split(), ""
        for w in words:
            if len(line) + len(w) > 98:
                s.text(60, y, line, face, 8.5)
                y, line = y + 12, ""
            line = f"{line} {w}".strip()
        s.text(60, y, line, face, 8.5)
        y += 17
    y += 30
    s.scrawl(rng, 70, y - 6, 150)
    s.rule(60, y, 260, y)
    s.text(60, y + 12, "Adopter signature", face, 8, label=True)
    s.text(300, y - 4, fmt_date(adopted, st), face, 10)
    s.rule(300, y, 400, y)
    s.text(300, y + 12, "Date", face, 8, label=True)
    s.scrawl(rng, 70, y + 40, 130)
    s.rule(60, y + 46, 260, y + 46)
    s.text(60, y + 58, "Adoption counselor", face, 8, label=True)
    s.text(306, 770, f"{f.clinic} · White copy: Adopter · Yellow copy: Shelter", face, 7, align="c")
    expires = f.due
    return s, f.truth(expires=expires, tag=tagged)


def teaching_discharge(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(HOSPITALS), date(2024, 4, 1), date(2026, 11, 30), lapse=0.1)
    st = rng.choice(PRINTED_STYLES)
    face = rng.choice(("laksaman", "mincho"))
    bold = "laksaman-bold" if face == "laksaman" else "ud-bold"
    s = Sheet(612, 792)
    admit = f.given - timedelta(days=rng.randrange(0, 3))
    s.text(54, 52, f.clinic, bold, 14)
    s.text(54, 67, f"{rng.randrange(100, 990)} Tower Road · {f.town}, New York {f.zip}", face, 9)
    s.text(54, 79, f"Client Services {phone(rng, f.area)} · Emergency 24 h", face, 9)
    s.rule(54, 88, 558, 88, 1.2)
    s.text(306, 110, "Discharge Summary", bold, 15, label=True, align="c")
    left = [
        ("Patient:", f"{f.dog} ({f.breed}, {f.colour})"),
        ("Client:", f.owner),
        ("Case no.:", f"{rng.randrange(10**5, 10**6)}-{rng.randrange(10, 99)}"),
    ]
    right = [
        ("Admitted:", fmt_date(admit, st)),
        ("Discharged:", fmt_date(f.given + timedelta(days=rng.randrange(0, 2)), st)),
        ("Service:", rng.choice(("Community Practice", "Primary Care", "Small Animal Medicine"))),
    ]
    for i, ((la, va), (lb, vb)) in enumerate(zip(left, right, strict=True)):
        _field(s, 54, 138 + 16 * i, la, va, face, 10)
        _field(s, 350, 138 + 16 * i, lb, vb, face, 10)
    student = person(rng)
    vet_line = f"{f.vet}, DVM, DACVIM" if rng.random() < 0.5 else f"Dr. {f.vet}"
    _field(s, 54, 196, "Attending clinician:", vet_line, face, 10)
    _field(s, 54, 212, "Senior student:", f"{student} (Class of {f.given.year + 1})", face, 10)
    y = 244.0
    problem = rng.choice(
        ("Otitis externa, left ear", "Annual wellness, healthy", "Mild dental tartar",
         "Lipoma, right flank (benign on cytology)", "Weight management")
    )  # fmt: skip
    paras = [
        ("Diagnoses", [problem]),
        ("History", [
            f"{f.dog} was presented by the owner for "
            + rng.choice(("a wellness visit.", "a recheck.", "an ear exam.")),
            "The exam today was otherwise within normal limits. Weight stable.",
        ]),
    ]  # fmt: skip
    due_mode = rng.choice(("date", "term", "none"))
    shot = f"Rabies vaccine ({f.product}, serial {f.lot}) was given SC in the right hind limb on "
    shot += fmt_date(f.given, st) + "."
    after = {
        "date": f"The next rabies vaccine is due {fmt_date(f.due, st)}.",
        "term": f"This is a {term_words(f.term, rng).lower()} vaccine for licensing purposes.",
        "none": "Please keep this record with your dog's license papers.",
    }[due_mode]
    tagged = rng.random() < 0.6
    vacc = [shot, after] + ([f"Rabies tag no. {f.tag} was issued at discharge."] if tagged else [])
    paras.append(("Vaccinations", vacc))
    recheck = f.given + timedelta(days=rng.choice((10, 14, 21)))
    paras.append(("Medications", [
        rng.choice(("Carprofen 75 mg: 1 tablet by mouth every 12 h with food for 5 days.",
                    "Otomax ointment: 6 drops in the left ear once a day for 7 days.",
                    "No medications were dispensed.")),
    ]))  # fmt: skip
    paras.append(("Recheck", [f"Please schedule a recheck on or about {fmt_date(recheck, st)}."]))
    if rng.random() < 0.5:
        paras[2], paras[3] = paras[3], paras[2]
    for head, lines in paras:
        s.text(54, y, head, bold, 11, label=True)
        y += 16
        for line in lines:
            s.text(66, y, line, face, 10)
            y += 14
        y += 10
    s.rule(54, y + 20, 260, y + 20)
    s.scrawl(rng, 64, y + 12, 140, color=(20, 20, 20))
    s.text(54, y + 32, "Clinician signature", face, 8, label=True)
    s.text(
        306,
        770,
        "Thank you for choosing a teaching hospital: our students learn with you.",
        face,
        8,
        align="c",
    )
    expires = {"date": f.due, "term": f.due, "none": None}[due_mode]
    return s, f.truth(expires=expires if expires else False, tag=tagged)
