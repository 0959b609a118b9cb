"""A printed paper of the thirty-second set: a pet store's animal history certificate, which a New
York pet dealer must give the buyer of a puppy (Agriculture and Markets Law, Article 26-A), printed
from the store's point-of-sale system on the day of sale. The store and its dealer license, the
sale (date, price, the buyer); the puppy (breed, sex, colour, birth date, microchip, the registry);
the breeder or broker with a USDA license number; then a table of every vaccination and treatment
the puppy had (date, product, maker, lot, who gave it, next due), the puppies' distemper series
and a dewormer beside the rabies shot the store's veterinarian gave at twelve to sixteen weeks,
its next due date, a "1 yr" in the duration column or nothing; the rabies tag in a line under the
table or not at all; the examining veterinarian's statement and the buyer's rights notice."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_facts import VACCINES, facts, fmt_date, lot, phone

STORES = ("Puppy Paradise of Clay", "Wagging Tails Pet Center", "Petland Cicero",
          "Little Paws Puppy Boutique")  # fmt: skip
CLINICS = ("{place} Animal Hospital", "Clay Veterinary Associates", "Brewerton Road Vet Clinic",
           "{place} Companion Animal Clinic")  # fmt: skip
BREEDERS = (
    ("Amish Country Kennels", "Millersburg, OH"),
    ("Prairie Wind Puppies", "Seneca, KS"),
    ("Hollow Creek Farm", "Penn Yan, NY"),
    ("Sunnyside Breeders LLC", "Goshen, IN"),
)
PUPPIES = ("Cavapoo", "Goldendoodle", "Shih Tzu", "French Bulldog", "Bernedoodle",
           "Yorkshire Terrier", "Maltipoo", "Miniature Poodle", "Pomeranian")  # fmt: skip
ONE_YEAR = tuple(v for v in VACCINES if v[1] == 1)
HEADS = (("Date", 62), ("Vaccine / treatment", 118), ("Manufacturer", 96), ("Lot / serial", 72),
         ("Given by", 102), ("Duration", 46), ("Next due", 44))  # fmt: skip


def dealer_certificate(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.15, vaccines=ONE_YEAR)
    f.breed = rng.choice(PUPPIES)
    f.born = f.given - timedelta(days=rng.randrange(86, 118))
    store = rng.choice(STORES)
    sold = f.given + timedelta(days=rng.randrange(1, 12))
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (253, 252, 246))))
    ds = rng.choice((0, 1, 2, 5, 16, 19))
    sheet.text(306, 42, store.upper(), "slab-bold", 15, align="c")
    sheet.text(306, 56, f"{rng.randrange(3000, 8999)} Route 31, Clay NY 13041  -  {phone(rng, 0)}",
               "slab", 8.5, align="c")  # fmt: skip
    sheet.text(306, 80, "ANIMAL HISTORY CERTIFICATE", "slab-bold", 14, align="c")
    sheet.text(306, 93, "Provided pursuant to NYS Agriculture & Markets Law, Article 26-A",
               "slab", 7.5, align="c")  # fmt: skip
    y = 116.0

    def pair(x: float, yy: float, lab: str, val: str) -> None:
        end = sheet.label(x, yy, f"{lab}:", "slab-bold", 8)
        sheet.value(end + 5, yy, val, "slab", 9)

    pair(36, y, "Pet dealer license", f"PD-{rng.randrange(1000, 9999)}")
    pair(236, y, "Date of sale", fmt_date(sold, ds))
    pair(416, y, "Sale price", f"${rng.randrange(18, 45)}99.00")
    y += 16
    pair(36, y, "Purchaser", f.owner)
    pair(236, y, "Address", f"{f.street}, {f.town} NY {f.zip}")
    sheet.rule(36, y + 8, 576, y + 8, 0.8)
    y += 26
    sheet.text(36, y, "THE ANIMAL", "slab-bold", 10)
    y += 16
    chip = f"{rng.choice(('985', '956', '900'))}{rng.randrange(10**11, 10**12)}"
    pair(36, y, "Breed", f.breed)
    pair(236, y, "Sex", rng.choice(("Male", "Female")))
    pair(416, y, "Color", f.colour)
    y += 15
    pair(36, y, "Date of birth", fmt_date(f.born, ds))
    pair(236, y, "Microchip", chip)
    pair(416, y, "Registry", rng.choice(("AKC", "CKC", "ACA", "none")))
    y += 15
    pair(36, y, "Name given by purchaser", f.dog)
    y += 22
    sheet.text(36, y, "BREEDER / BROKER", "slab-bold", 10)
    y += 16
    bname, bplace = rng.choice(BREEDERS)
    pair(36, y, "Name", bname)
    pair(236, y, "Location", bplace)
    pair(416, y, "USDA license", f"{rng.randrange(21, 48)}-A-{rng.randrange(1000, 9999)}")
    y += 26
    sheet.text(36, y, "VACCINATIONS AND TREATMENTS", "slab-bold", 10)
    y += 8
    x = 36.0
    for h, w in HEADS:
        sheet.box(x, y, w, 16, (232, 232, 232), (90, 90, 90), 0.5)
        sheet.label(x + 3, y + 11, h, "slab-bold", 7)
        x += w
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    vial = rng.random() < 0.55
    staff = rng.choice(("Store staff", "Breeder", "Broker vet"))
    rows: list[tuple[float, tuple[str, ...]]] = []
    for weeks, prod, maker in ((6, "Puppy DHPP (NeoPar)", "Neo Tech"), (9, "DHPP", "Zoetis"),
                               (12, "DHPP", "Zoetis"), (10, "Pyrantel dewormer", "")):  # fmt: skip
        d = f.born + timedelta(days=7 * weeks + rng.randrange(-3, 4))
        nxt = fmt_date(d + timedelta(days=21), ds) if weeks in (9, 12) else ""
        row = (fmt_date(d, ds), prod, maker, lot(rng) if maker else "", staff, "", nxt)
        rows.append((d.toordinal() + 0.5, row))
    rabies = (
        fmt_date(f.given, ds),
        f.product if vial else "Rabies",
        f.maker if vial else "",
        f.lot if vial else "",
        f"Dr. {f.vet}",
        "1 yr" if mode == "term" else "",
        fmt_date(f.due, ds) if mode == "date" else "",
    )
    # by date, as the system lists them, or the rabies shot first (the clinic's own row)
    rows.append((f.given.toordinal() if rng.random() < 0.7 else 0.0, rabies))
    rows.sort()
    for _, r in rows:
        x = 36.0
        for (_, w), val in zip(HEADS, r, strict=True):
            sheet.box(x, y, w, 16, None, (90, 90, 90), 0.5)
            if val:
                size = 8.2 if len(val) * 4.6 < w else 7.2
                sheet.value(x + 3, y + 11.5, val, "slab", size)
            x += w
        y += 16
    tagged = rng.random() < 0.5
    if tagged:
        sheet.value(36, y + 14, f"Rabies tag issued: {f.tag}", "slab", 9)
    if not vial:
        sheet.text(300, y + 14, "Rabies vaccine: see clinic record.", "slab", 8, (80, 80, 80))
    y += 40
    sheet.text(36, y, "EXAMINING VETERINARIAN", "slab-bold", 10)
    exam = sold - timedelta(days=rng.randrange(0, 10))
    y += 15
    pair(36, y, "Veterinarian", f"Dr. {f.vet}")
    pair(300, y, "Practice", f.clinic)
    y += 15
    pair(36, y, "Date of examination", fmt_date(exam, ds))
    pair(300, y, "NYS license", f"{rng.randrange(100000, 999999)}")
    y += 16
    for line in (
        "I have examined this animal and found it free of symptoms of contagious or infectious",
        "disease and of congenital or hereditary conditions adversely affecting its health.",
    ):
        sheet.text(36, y, line, "slab", 8)
        y += 11
    sheet.rule(36, y + 18, 250, y + 18, 0.5)
    sheet.sign(rng, 46, y + 14, 120)
    y += 44
    sheet.box(36, y, 540, 64, (246, 246, 246), (90, 90, 90), 0.6)
    sheet.text(44, y + 14, "NOTICE OF CONSUMER RIGHTS", "slab-bold", 8.5)
    for i, line in enumerate((
        "If within 14 days of sale a veterinarian certifies this animal unfit for purchase due to",
        "illness or disease, or within 180 days due to a congenital condition, you may return it",
        "for a refund, exchange it, or retain it and be reimbursed for veterinary fees.",
    )):  # fmt: skip
        sheet.text(44, y + 28 + i * 11, line, "slab", 7.8)
    sheet.text(36, 760, f"Printed {fmt_date(sold, 18)}  POS ref {rng.randrange(10**5, 10**6)}  "
               "Copy 1 - Purchaser", "slab", 7, (100, 100, 100))  # fmt: skip
    truth = f.truth(expires=mode != "none", tag=tagged, product=vial, lot=vial)
    return sheet, truth
