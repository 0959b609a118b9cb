"""Two printed papers of the twentieth set that came off a screen: a practice's patient portal's
vaccine page as a phone's screenshot (light or dark mode, status bar, app chrome, the rabies card
among others with "Given" and "Due"), and the practice's e-mailed receipt printed from webmail
(the mail's own Date and the browser's print date above the visit's)."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentieth_canvas import Sheet
from tests.twentieth_facts import TODAY, facts, fmt_date, other_date, plus_years

OTHERS = (
    ("DHPP", 3),
    ("Leptospirosis 4-way", 1),
    ("Bordetella (oral)", 1),
    ("Lyme", 1),
    ("Canine Influenza H3N2/H3N8", 1),
)


def portal_screenshot(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    dark = rng.random() < 0.45
    bg, card, fg, grey, accent = (
        ((0, 0, 0), (28, 28, 30), (242, 242, 247), (152, 152, 160), (64, 156, 255))
        if dark
        else ((242, 242, 247), (255, 255, 255), (18, 18, 22), (110, 110, 118), (0, 110, 220))
    )
    s = Sheet(390, 844, paper=bg, screen=True)
    style = rng.choice(("mdy", "mon d, y", "m/d/y"))
    hour = rng.randint(7, 21)
    s.text(30, 34, f"{(hour - 1) % 12 + 1}:{rng.randint(0, 59):02d}", 15, "sans-bold", ink=fg)
    s.text(300, 34, rng.choice(("5G", "LTE", "Wi-Fi")), 12, "sans-bold", ink=fg)
    s.rect(336, 23, 26, 13, width=1, ink=fg, radius=4)
    s.rect(338, 25, 22 * rng.uniform(0.2, 0.95), 9, width=0, ink=None, fill=fg, radius=2)
    brand = rng.choice(("PetPortal", "VetLink", "MyPetChart", "PawsConnect"))
    s.label(16, 82, "< Pets", 15, "sans", ink=accent)
    s.label(160, 82, "Vaccines", 17, "sans-bold", ink=fg)
    s.rect(14, 100, 362, 92, width=0, ink=None, fill=card, radius=12)
    s.text(28, 130, f.dog, 21, "sans-bold", ink=fg)
    s.text(
        28, 152, f"{f.breed} · {f.sex} · {f.age} yr{'s' if f.age > 1 else ''}", 12, "sans", ink=grey
    )
    s.text(28, 174, f"{f.clinic} · {brand}", 11, "sans", ink=grey)
    owner_shown = rng.random() < 0.7
    if owner_shown:
        s.label(240, 130, "Client", 10, "sans", ink=grey)
        s.text(240, 146, f.owner, 11, "sans", ink=fg)
    tabs = ("Vaccines", "Visits", "Records")
    for i, tab in enumerate(tabs):
        x = 24 + i * 122
        s.rect(x - 10, 206, 116, 30, width=0, ink=None, fill=card if i == 0 else bg, radius=8)
        s.label(x + 22, 226, tab, 13, "sans-bold" if i == 0 else "sans", ink=fg if i == 0 else grey)
    rows = rng.sample(OTHERS, rng.randint(2, 3))
    where = rng.randint(0, len(rows))
    y = 250
    shown_lot = rng.random() < 0.75
    for i in range(len(rows) + 1):
        if i == where:
            h = 150 if shown_lot else 132
            s.rect(14, y, 362, h, width=0, ink=None, fill=card, radius=12)
            s.text(28, y + 26, f"Rabies ({f.term} Year)", 15, "sans-bold", ink=fg)
            status = "Overdue" if f.expires <= TODAY else "Current"
            pill = (200, 60, 50) if status == "Overdue" else (40, 160, 90)
            s.rect(292, y + 12, 70, 20, width=0, ink=None, fill=pill, radius=10)
            s.label(
                302 if status == "Current" else 300,
                y + 27,
                status,
                11,
                "sans-bold",
                ink=(255, 255, 255),
            )
            s.label(28, y + 52, "Given", 11, "sans", ink=grey)
            s.text(28, y + 70, fmt_date(f.shot, style), 14, "sans", ink=fg)
            s.label(200, y + 52, "Due", 11, "sans", ink=grey)
            s.text(200, y + 70, fmt_date(f.expires, style), 14, "sans", ink=fg)
            s.text(28, y + 94, f"{f.product} · {f.maker}", 11, "sans", ink=grey)
            s.text(28, y + 114, f"Administered by Dr. {f.vet}", 11, "sans", ink=grey)
            if shown_lot:
                s.text(28, y + 134, f"Lot {f.lot} · Tag #{f.tag}", 11, "sans", ink=grey)
            y += h + 12
        if i < len(rows):
            name, term = rows[i]
            given = other_date(rng, f.shot, 300)
            due = (
                plus_years(given, term) if "Bordetella" not in name else given + timedelta(days=182)
            )
            s.rect(14, y, 362, 84, width=0, ink=None, fill=card, radius=12)
            s.text(28, y + 26, name, 15, "sans-bold", ink=fg)
            s.label(28, y + 50, "Given", 11, "sans", ink=grey)
            s.text(28, y + 68, fmt_date(given, style), 14, "sans", ink=fg)
            s.label(200, y + 50, "Due", 11, "sans", ink=grey)
            s.text(200, y + 68, fmt_date(due, style), 14, "sans", ink=fg)
            y += 96
    s.rect(0, 760, 390, 84, width=0, ink=None, fill=card)
    for i, tab in enumerate(("Home", "Pets", "Book", "Messages")):
        s.label(30 + i * 92, 800, tab, 11, "sans", ink=accent if i == 1 else grey)
    s.rect(128, 828, 134, 5, width=0, ink=None, fill=fg, radius=3)
    truth = Truth(
        f.shot,
        f.expires,
        f.tag if shown_lot else None,
        f.vet,
        f.clinic,
        f.dog,
        f.owner if owner_shown else None,
        f.product,
        f.lot if shown_lot else None,
    )
    return s, truth


def _mail_date(d: date, hour: int, minute: int) -> str:
    clock = f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{d:%a}, {d:%b} {d.day}, {d.year} at {clock}"


def emailed_receipt(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    s = Sheet()
    face = rng.choice(("sans", "umpush", "gayathri"))
    bold = f"{face}-bold"
    sent = f.shot + timedelta(days=rng.randint(0, 9))
    printed = sent + timedelta(days=rng.randint(1, 40))
    domain = f.clinic.lower().replace(" ", "")[:18] + ".com"
    user = f.owner.split()[0].lower() + "." + f.owner.split()[-1].lower()
    webmail = rng.choice(("Gmail", "Outlook", "Yahoo Mail"))
    subject = rng.choice(
        ("Your receipt from", "Invoice and vaccine record -", "Thank you for visiting")
    )
    clock = _mail_date(printed, rng.randint(8, 21), rng.randint(0, 59)).split(" at ")[1]
    s.text(
        24,
        24,
        f"{printed.month}/{printed.day}/{printed:%y}, {clock}",
        8,
    )
    s.text(230, 24, f"{webmail} - {subject} {f.clinic}", 8)
    s.text(54, 70, webmail, 20, bold, ink=(90, 90, 95))
    s.text(400, 70, f"{f.owner} <{user}@{rng.choice(('gmail.com', 'yahoo.com', 'icloud.com'))}>", 8)
    s.line(54, 82, 558, 82, 1.2)
    s.text(54, 108, f"{subject} {f.clinic}", 14, bold)
    s.text(54, 124, "1 message", 8, face, ink=(110, 110, 110))
    s.line(54, 132, 558, 132, 0.5)
    s.text(54, 150, f"{f.clinic} <frontdesk@{domain}>", 9, bold)
    s.label(400, 150, "Date:", 9, face)
    s.text(428, 150, _mail_date(sent, rng.randint(8, 18), rng.randint(0, 59)), 8.5, face)
    s.label(54, 164, "To:", 9, face)
    s.text(74, 164, f"{user}@{rng.choice(('gmail.com', 'yahoo.com'))}", 9, face)
    y = 200
    s.text(54, y, f"Hi {f.owner.split()[0]},", 10, face)
    s.text(
        54,
        y + 18,
        f"Thank you for choosing {f.clinic}. Your receipt for {f.dog}'s visit is below.",
        10,
        face,
    )
    y += 54
    s.rect(54, y, 504, 70, width=0.6, fill=(245, 246, 248))
    s.label(66, y + 18, "Invoice #", 9, bold)
    s.text(130, y + 18, f"{rng.randint(200000, 899999)}", 9, face)
    s.label(300, y + 18, "Visit date:", 9, bold)
    s.text(360, y + 18, fmt_date(f.shot, "mdy"), 9, face)
    s.label(66, y + 38, "Patient:", 9, bold)
    s.text(130, y + 38, f"{f.dog} ({f.breed})", 9, face)
    s.label(300, y + 38, "Provider:", 9, bold)
    s.text(360, y + 38, f"Dr. {f.vet}", 9, face)
    s.label(66, y + 58, "Client:", 9, bold)
    s.text(130, y + 58, f.owner, 9, face)
    y += 96
    s.label(66, y, "Description", 9, bold)
    s.label(380, y, "Qty", 9, bold)
    s.label(480, y, "Amount", 9, bold)
    s.line(54, y + 6, 558, y + 6, 0.6)
    items = [
        ("Comprehensive Exam", 68.0),
        (f"Rabies Vaccine {f.term} Year", rng.choice((24.5, 28.0, 31.75))),
    ]
    items += rng.sample(
        [
            ("DHPP Vaccine", 36.0),
            ("Heartworm/Tick Test 4Dx", 58.0),
            ("Bordetella Vaccine", 29.5),
            ("Nail Trim", 18.0),
        ],
        rng.randint(1, 3),
    )
    rng.shuffle(items)
    for name, amount in items:
        y += 18
        s.text(66, y, name, 9, face)
        s.text(384, y, "1", 9, face)
        s.text(480, y, f"${amount:.2f}", 9, face)
    total = sum(a for _, a in items)
    y += 10
    s.line(380, y, 558, y, 0.6)
    s.label(380, y + 14, "Total", 9, bold)
    s.text(480, y + 14, f"${total:.2f}", 9, bold)
    y += 44
    s.label(54, y, "Vaccines administered today", 10, bold)
    lines = [f"Rabies: {f.product} ({f.maker}), Lot {f.lot}", f"Rabies tag #{f.tag}"]
    due_shown = rng.random() < 0.6
    if due_shown:
        lines.append(f"Next rabies vaccine due: {fmt_date(f.expires, 'mdy')}")
    for line in lines:
        y += 16
        s.text(66, y, line, 9.5, face)
    y += 30
    s.text(54, y, f"Questions? Call us at {f.clinic_phone}.", 10, face)
    s.text(
        54,
        y + 16,
        f"{f.clinic} · {rng.randint(3000, 8999)} Route 31, Clay, NY 13041",
        9,
        face,
        ink=(90, 90, 90),
    )
    url = {
        "Gmail": f"https://mail.google.com/mail/u/0/?ik={rng.randint(10**9, 10**10):x}&view=pt",
        "Outlook": f"https://outlook.live.com/mail/0/inbox/id/AQQkADAw{rng.randint(10**8, 10**9)}",
        "Yahoo Mail": f"https://mail.yahoo.com/d/folders/1/messages/{rng.randint(10**5, 10**6)}",
    }[webmail]
    s.text(24, 772, url, 8)
    s.text(560, 772, "1/1", 8)
    truth = Truth(f.shot, f.expires, f.tag, f.vet, f.clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth
