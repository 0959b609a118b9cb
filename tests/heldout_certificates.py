"""Rabies certificates the reader was never tuned on (issue 28): a second, independent generator.

Written from another idea than tests/certificate_set.py, and frozen (HELDOUT_SEED) before the
reader was measured on it: a certificate is a shuffled list of labelled fields placed by one of
several habits (label left of the value in a grid cell, label above it, label in a shaded box,
label under a written line), in fonts that set does not use (condensed, narrow, mono, light,
italic); a clinic invoice whose rows list several vaccines with a separate reminders table; a
county card filled in by hand (a jittered, slanted, uneven pen in blue ink). Each is seen as a
flat scan, a phone photo (perspective, shadow, fold, blur, JPEG), a low-resolution JPEG, a scan
with a clinic's stamp and a signature over the words, a text PDF and a PDF holding a JPEG.
A field a certificate does not carry is None in its truth: reading anything there is wrong.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, fields
from datetime import UTC, date, datetime
from typing import Any

HELDOUT_SEED = "issue-28-heldout-2026-12-02"  # frozen: changing it makes another set
FONTS = "/usr/share/fonts/truetype"
FACES = (  # (regular, bold), none of them a face tests/certificate_set.py draws with
    ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
    ("dejavu/DejaVuSerifCondensed.ttf", "dejavu/DejaVuSerifCondensed-Bold.ttf"),
    ("liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf"),
    ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
    ("liberation/LiberationSerif-Italic.ttf", "liberation/LiberationSerif-BoldItalic.ttf"),
)
HANDS = (
    "dejavu/DejaVuSans-ExtraLight.ttf",
    "liberation/LiberationSans-Italic.ttf",
    "dejavu/DejaVuSansCondensed-Oblique.ttf",
)
LAYOUTS = ("state_form", "clinic_invoice", "hand_card")
CONDITIONS = ("scan", "photo", "lowres", "stamped", "pdf_text", "pdf_image")
FIELD_NAMES = (
    "vaccinated",
    "expires",
    "tag",
    "veterinarian",
    "clinic",
    "dog",
    "owner",
    "product",
    "lot",
)
CORE_FIELDS = ("vaccinated", "expires", "tag", "veterinarian", "dog", "owner")

DOGS = (
    "Murphy",
    "Zoey",
    "Tucker",
    "Ginger",
    "Bandit",
    "Rosie",
    "Moose",
    "Willow",
    "Ziggy",
    "Otis",
    "Penny",
    "Gus",
    "Hazel",
    "Bruno",
)
OWNERS = (
    "Patricia O'Neill",
    "Kevin Doyle",
    "Samantha Reyes",
    "Raj Malhotra",
    "Emily Zhang",
    "Frank DiNapoli",
    "Olga Petrova",
    "Marcus Johnson",
    "Heather McAllister",
    "Luis Ferreira",
)
VETS = (
    "Amanda Price",
    "Tomasz Wrobel",
    "Grace Liu",
    "Henry Osei",
    "Nicole Baptiste",
    "Michael Sorensen",
)
CLINICS = (
    "Baldwinsville Animal Hospital",
    "Great Northern Veterinary Clinic",
    "Three Rivers Pet Hospital",
    "Route 57 Veterinary Care",
    "Morgan Road Animal Clinic",
)
PRODUCTS = {
    1: ("Imrab 1", "Defensor 1", "Rabvac 1", "Nobivac 1-Rabies"),
    3: ("Imrab 3", "Defensor 3", "Rabvac 3", "Nobivac 3-Rabies"),
}
MAKERS = {
    "Imrab": "Boehringer Ingelheim",
    "Defensor": "Zoetis",
    "Rabvac": "Elanco",
    "Nobivac": "Merck Animal Health",
}
OTHERS = (
    "DA2PP",
    "Leptospira 4-way",
    "Bordetella intranasal",
    "Canine Influenza H3N2/H3N8",
    "Lyme (Borrelia)",
)

_FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)  # every PDF's creation date


@dataclass(frozen=True)
class Truth:
    vaccinated: date | None
    expires: date | None
    tag: str | None
    veterinarian: str | None
    clinic: str | None
    dog: str | None
    owner: str | None
    product: str | None
    lot: str | None


@dataclass(frozen=True)
class Heldout:
    name: str
    layout: str
    condition: str
    data: bytes
    content_type: str
    truth: Truth
    labels: tuple[str, ...]  # every label printed on it: proposing one of these is the worst miss


def _date_text(day: date, style: int) -> str:
    return (
        f"{day:%m/%d/%Y}",
        f"{day.month}-{day.day}-{day:%Y}",
        f"{day:%b} {day.day} {day.year}",
        f"{day.month}.{day.day}.{day:%y}",
        f"{day:%m/%d/%y}",
    )[style]


def _plus_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


# Drawing: a list of marks in points, drawn by Pillow (pictures) and fpdf2 (text PDFs).


@dataclass(frozen=True)
class Mark:
    kind: str  # "text", "line", "shade"
    x: float
    y: float  # a text's baseline
    text: str = ""
    size: float = 10
    font: str = ""
    ink: tuple[int, int, int] = (20, 20, 20)
    x1: float = 0
    y1: float = 0
    hand: bool = False


class Sheet:
    def __init__(self, width: float, height: float, face: tuple[str, str]) -> None:
        self.width, self.height, self.face = width, height, face
        self.marks: list[Mark] = []
        self.labels: list[str] = []

    def text(self, x: float, y: float, text: str, size: float = 10, bold: bool = False) -> None:
        self.marks.append(Mark("text", x, y, text, size, self.face[1 if bold else 0]))

    def label(self, x: float, y: float, text: str, size: float = 7) -> None:
        self.labels.append(text)
        self.text(x, y, text, size, bold=True)

    def hand(self, x: float, y: float, text: str, font: str, size: float = 13) -> None:
        self.marks.append(Mark("text", x, y, text, size, font, (25, 45, 140), hand=True))

    def line(self, x: float, y: float, x1: float, y1: float) -> None:
        self.marks.append(Mark("line", x, y, x1=x1, y1=y1))

    def box(self, x: float, y: float, x1: float, y1: float) -> None:
        for a, b, c, d in ((x, y, x1, y), (x, y1, x1, y1), (x, y, x, y1), (x1, y, x1, y1)):
            self.line(a, b, c, d)

    def shade(self, x: float, y: float, x1: float, y1: float) -> None:
        self.marks.append(Mark("shade", x, y, x1=x1, y1=y1, ink=(215, 215, 215)))


# The three layouts.

_LABELS = {
    "owner": ("OWNER'S NAME", "Name of Owner", "OWNER", "Client"),
    "dog": ("ANIMAL'S NAME", "Pet Name", "NAME OF DOG", "Dog's Name"),
    "vaccinated": ("DATE OF VACCINATION", "Vaccination Date", "DATE VACCINATED", "Date Given"),
    "expires": ("VACCINATION EXPIRES", "Expiration Date", "NEXT DUE", "Valid Through"),
    "tag": ("RABIES TAG NUMBER", "Tag No.", "TAG #", "Rabies Tag"),
    "veterinarian": ("VETERINARIAN'S NAME", "Veterinarian", "ADMINISTERED BY", "Vet"),
    "clinic": ("CLINIC / PRACTICE", "Hospital", "PRACTICE NAME", "Clinic"),
    "product": ("VACCINE PRODUCT", "Product Name", "VACCINE", "Product"),
    "lot": ("LOT NUMBER", "Serial/Lot No.", "LOT #", "Lot"),
}


def _values(truth: Truth, style: int, rng: random.Random) -> dict[str, str]:
    assert truth.vaccinated and truth.expires
    vet = rng.choice((f"Dr. {truth.veterinarian}", f"{truth.veterinarian}, DVM"))
    return {
        "owner": str(truth.owner),
        "dog": str(truth.dog),
        "vaccinated": _date_text(truth.vaccinated, style),
        "expires": _date_text(truth.expires, style),
        "tag": str(truth.tag),
        "veterinarian": vet,
        "clinic": str(truth.clinic),
        "product": str(truth.product),
        "lot": str(truth.lot),
    }


def _state_form(truth: Truth, rng: random.Random, face: tuple[str, str]) -> Sheet:
    """A state-form style certificate: a grid of cells, the fields in a shuffled order, each
    label beside its value, above it, or in a shaded box of its own."""
    sheet = Sheet(612, 400, face)
    sheet.text(40, 44, "CERTIFICATE OF RABIES VACCINATION", 14, bold=True)
    sheet.text(40, 60, "State of New York - Department of Health - Form DOH-RV", 7)
    keys = [k for k in FIELD_NAMES if getattr(truth, k) is not None]
    rng.shuffle(keys)
    values = _values(truth, rng.randrange(5), rng)
    habit = rng.choice(("beside", "above", "shaded"))
    extra = [
        ("SPECIES", "Canine"),
        ("BREED", rng.choice(("Boxer", "Shih Tzu", "Mixed"))),
        ("COLOR", rng.choice(("Brindle", "White/brown"))),
    ]
    cells = [(k, rng.choice(_LABELS[k]), values[k]) for k in keys] + [
        (None, a, b) for a, b in extra
    ]
    top, row_height, col_width = 76.0, 36.0, 266.0
    for index, (_, label, value) in enumerate(cells):
        x = 40 + (index % 2) * col_width
        y = top + (index // 2) * row_height
        sheet.box(x, y, x + col_width, y + row_height)
        if habit == "beside":
            sheet.label(x + 4, y + 22, label.upper() + ":")
            sheet.text(x + 112, y + 23, value, 10.5)
        elif habit == "above":
            sheet.label(x + 4, y + 10, label.upper(), 6.5)
            sheet.text(x + 8, y + 28, value, 10.5)
        else:
            sheet.shade(x, y, x + 100, y + row_height)
            sheet.label(x + 4, y + 21, label, 7.5)
            sheet.text(x + 108, y + 23, value, 10.5)
    bottom = top + math.ceil(len(cells) / 2) * row_height
    sheet.text(40, bottom + 30, "Signature of veterinarian", 7)
    sheet.line(160, bottom + 30, 400, bottom + 30)
    sheet.height = bottom + 50
    return sheet


def _clinic_invoice(truth: Truth, rng: random.Random, face: tuple[str, str]) -> Sheet:
    """A clinic's invoice: the client block on the right, a table of services where rabies is
    one vaccine of several, then a table of reminders giving each vaccine's next due date."""
    assert truth.vaccinated and truth.expires
    style = rng.randrange(5)
    sheet = Sheet(612, 520, face)
    sheet.text(40, 46, str(truth.clinic), 15, bold=True)
    sheet.text(
        40,
        62,
        f"{rng.randint(100, 9999)} Morgan Rd, Liverpool NY 13090 * (315) 555-01"
        f"{rng.randint(10, 99)}",
        8,
    )
    sheet.text(40, 96, "STATEMENT", 12, bold=True)
    sheet.text(40, 112, f"Date: {_date_text(truth.vaccinated, style)}", 9)
    sheet.text(40, 126, f"Account #{rng.randint(1000, 9999)}", 9)
    sheet.label(340, 96, "Bill To:", 8.5)
    sheet.text(340, 110, str(truth.owner), 10)
    sheet.text(340, 124, f"{rng.randint(10, 999)} Oswego Rd, Clay NY 13041", 9)
    sheet.text(340, 142, f"Patient: {truth.dog}   Canine  {rng.randint(1, 12)}y", 9)
    sheet.text(340, 156, f"Provider: Dr. {truth.veterinarian}", 9)
    sheet.line(40, 170, 572, 170)
    for x, head in ((40, "Date"), (110, "Description"), (440, "Qty"), (500, "Total")):
        sheet.label(x, 182, head, 8.5)
    sheet.line(40, 188, 572, 188)
    rows = [("Comprehensive exam", "1", "$72.00")]
    for other in rng.sample(OTHERS, rng.randint(2, 3)):
        rows.append((f"{other} vaccine", "1", f"${rng.randint(25, 49)}.00"))
    rabies = f"Rabies vaccine {truth.product} Lot# {truth.lot}"
    if rng.random() < 0.5:
        rabies = f"{truth.product} (rabies) - serial {truth.lot}"
    rows.insert(rng.randint(1, len(rows)), (rabies, "1", "$28.00"))
    y = 202.0
    for text, qty, total in rows:
        sheet.text(40, y, _date_text(truth.vaccinated, style), 8.5)
        sheet.text(110, y, text, 8.5)
        sheet.text(445, y, qty, 8.5)
        sheet.text(500, y, total, 8.5)
        y += 15
    sheet.text(40, y + 6, f"Rabies Tag Issued: {truth.tag}", 9)
    sheet.line(40, y + 16, 572, y + 16)
    y += 34
    sheet.label(40, y, "REMINDERS", 9)
    y += 16
    for vaccine in (
        "Rabies",
        *(r[0].replace(" vaccine", "") for r in rows[1:] if "abies" not in r[0]),
    ):
        due = truth.expires if vaccine == "Rabies" else _plus_years(truth.vaccinated, 1)
        sheet.text(56, y, vaccine, 8.5)
        sheet.text(300, y, f"due {_date_text(due, style)}", 8.5)
        y += 13
    sheet.height = y + 24
    return sheet


def _hand_card(truth: Truth, rng: random.Random, face: tuple[str, str]) -> Sheet:
    """A county clinic's card: printed labels on lines, the values written on them by hand."""
    assert truth.vaccinated and truth.expires
    pen = f"{FONTS}/{rng.choice(HANDS)}"
    style = rng.choice((0, 1, 4))
    sheet = Sheet(430, 280, face)
    sheet.box(8, 8, 422, 272)
    sheet.text(22, 30, str(truth.clinic).upper(), 11, bold=True)
    sheet.text(22, 44, "This certifies that the dog below was vaccinated against rabies.", 7)
    rows = [
        [("Owner", truth.owner), ("Dog", truth.dog)],
        [("Date", _date_text(truth.vaccinated, style)), ("Tag No.", truth.tag)],
        [("Vaccine", truth.product), ("Lot", truth.lot)],
        [
            ("Good for", f"{3 if truth.expires.year - truth.vaccinated.year == 3 else 1} yr"),
            ("Exp.", _date_text(truth.expires, style) if rng.random() < 0.6 else ""),
        ],
        [("Vet", f"Dr. {truth.veterinarian}"), ("", "")],
    ]
    y = 78.0
    for row in rows:
        for column, (label, value) in enumerate(row):
            if not label:
                continue
            x = 22 + column * 205
            sheet.label(x, y, label, 8)
            sheet.line(x + 44, y + 2, x + 195, y + 2)
            if value:
                sheet.hand(x + 48 + rng.uniform(-3, 6), y - rng.uniform(0, 3), str(value), pen)
        y += 34
    sheet.text(22, y + 4, "Signature", 7)
    sheet.line(70, y + 6, 300, y + 6)
    return sheet


def draw(layout: str, n: int) -> tuple[Sheet, Truth]:
    rng = random.Random(f"{HELDOUT_SEED}-{layout}-{n}")
    years = rng.choice((1, 3, 3))
    given = date.fromordinal(date(2024, 6, 1).toordinal() + rng.randrange(900))
    tag = rng.choice(
        (
            f"{rng.randint(10000, 99999)}",
            f"NY{rng.randint(100000, 999999)}",
            f"{rng.randint(24, 26)}{rng.randint(1000, 9999)}",
        )
    )
    lot = rng.choice(
        (
            f"{rng.randint(100000, 999999)}A",
            f"RB{rng.randint(1000, 9999)}",
            f"{rng.randint(10, 99)}{rng.choice('KMPX')}{rng.randint(100, 999)}",
        )
    )
    truth = Truth(
        vaccinated=given,
        expires=_plus_years(given, years),
        tag=tag,
        veterinarian=rng.choice(VETS),
        clinic=rng.choice(CLINICS) if layout != "hand_card" else "Onondaga County Rabies Clinic",
        dog=rng.choice(DOGS),
        owner=rng.choice(OWNERS),
        product=rng.choice(PRODUCTS[years]),
        lot=lot,
    )
    if layout == "state_form" and rng.random() < 0.3:  # a box left blank by the vet
        blank = rng.choice(("owner", "dog", "lot", "veterinarian"))
        truth = Truth(
            **{f.name: (None if f.name == blank else getattr(truth, f.name)) for f in fields(Truth)}
        )
    face = FACES[rng.randrange(len(FACES))]
    face = (f"{FONTS}/{face[0]}", f"{FONTS}/{face[1]}")
    maker = {"state_form": _state_form, "clinic_invoice": _clinic_invoice, "hand_card": _hand_card}
    return maker[layout](truth, rng, face), truth


# Rendering.


def render(sheet: Sheet, dpi: float, rng: random.Random) -> Any:
    from PIL import Image, ImageDraw, ImageFont

    k = dpi / 72
    image = Image.new("RGB", (round(sheet.width * k), round(sheet.height * k)), (252, 251, 246))
    pen = ImageDraw.Draw(image)
    for mark in sheet.marks:
        if mark.kind == "shade":
            pen.rectangle((mark.x * k, mark.y * k, mark.x1 * k, mark.y1 * k), fill=mark.ink)
    for mark in sheet.marks:
        if mark.kind == "line":
            width = max(1, round(k * 0.7))
            pen.line(
                (mark.x * k, mark.y * k, mark.x1 * k, mark.y1 * k), fill=(30, 30, 30), width=width
            )
        elif mark.kind == "text" and not mark.hand:
            font = ImageFont.truetype(mark.font, max(6, round(mark.size * k)))
            pen.text((mark.x * k, mark.y * k), mark.text, fill=mark.ink, font=font, anchor="ls")
        elif mark.kind == "text":
            _handwrite(image, mark, k, rng)
    return image


def _handwrite(image: Any, mark: Mark, k: float, rng: random.Random) -> None:
    """Letter by letter, each a little turned, raised and sized apart, the line slanting."""
    from PIL import Image, ImageDraw, ImageFont

    x, y = mark.x * k, mark.y * k
    slope = rng.uniform(-0.03, 0.03)
    for char in mark.text:
        size = max(6, round(mark.size * k * rng.uniform(0.88, 1.12)))
        font = ImageFont.truetype(mark.font, size)
        width = font.getlength(char)
        if char != " ":
            glyph = Image.new("L", (size * 2, size * 2), 0)
            ImageDraw.Draw(glyph).text(
                (size // 2, size * 1.4), char, fill=255, font=font, anchor="ls"
            )
            glyph = glyph.rotate(rng.uniform(-9, 9), resample=Image.Resampling.BICUBIC)
            ink = Image.new("RGB", glyph.size, mark.ink)
            top = y - size * 1.4 + rng.uniform(-0.08, 0.08) * size
            image.paste(ink, (round(x - size // 2), round(top)), glyph)
        x += width * rng.uniform(0.95, 1.15)
        y += width * slope


def _stamp_and_sign(image: Any, rng: random.Random) -> Any:
    """A clinic's round stamp in red and a signature's loops in black across the words."""
    from PIL import Image, ImageDraw, ImageFont

    w, h = image.size
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    pen = ImageDraw.Draw(layer)
    r = int(0.16 * min(w, h) + 0.05 * max(w, h))
    cx, cy = rng.uniform(0.3, 0.8) * w, rng.uniform(0.3, 0.7) * h
    red = (200, 30, 40, 150)
    pen.ellipse((cx - r, cy - r, cx + r, cy + r), outline=red, width=max(2, r // 18))
    pen.ellipse((cx - 0.75 * r, cy - 0.75 * r, cx + 0.75 * r, cy + 0.75 * r), outline=red, width=2)
    font = ImageFont.truetype(f"{FONTS}/dejavu/DejaVuSans-Bold.ttf", max(8, r // 5))
    pen.text((cx, cy), "PAID", fill=red, font=font, anchor="mm")
    points = []
    sx, sy = rng.uniform(0.1, 0.5) * w, rng.uniform(0.4, 0.9) * h
    for step in range(60):
        t = step / 59
        points.append((sx + t * 0.35 * w, sy + math.sin(t * 14 + rng.random()) * 0.03 * h))
    pen.line(points, fill=(10, 10, 30, 220), width=max(2, w // 400))
    return Image.alpha_composite(image.convert("RGBA"), layer).convert("RGB")


def _photo(image: Any, rng: random.Random) -> Any:
    """A phone's picture of a folded sheet: perspective, a turn, a shadow, a crease, blur."""
    from PIL import Image, ImageDraw, ImageFilter

    w, h = image.size
    crease = ImageDraw.Draw(image)
    fold = rng.uniform(0.35, 0.65) * h
    crease.line(
        (0, fold, w, fold + rng.uniform(-8, 8)), fill=(185, 183, 176), width=max(2, h // 250)
    )
    m = int(0.1 * max(w, h))
    desk = Image.new("RGB", (w + 2 * m, h + 2 * m), (70, 80, 95))
    desk.paste(image, (m, m))
    desk = desk.rotate(
        rng.uniform(-5, 5), resample=Image.Resampling.BICUBIC, fillcolor=(70, 80, 95)
    )
    dw, dh = desk.size
    j = 0.035 * dw
    quad = [
        rng.uniform(0, j),
        rng.uniform(0, j),
        rng.uniform(0, j),
        dh - rng.uniform(0, j),
        dw - rng.uniform(0, j),
        dh - rng.uniform(0, j),
        dw - rng.uniform(0, j),
        rng.uniform(0, j),
    ]
    seen = desk.transform((dw, dh), Image.Transform.QUAD, quad, resample=Image.Resampling.BICUBIC)
    light = Image.linear_gradient("L").resize((dw, dh)).rotate(rng.uniform(0, 360))
    light = light.point(lambda v: int(v * rng.uniform(0.25, 0.4)))
    seen = Image.composite(Image.new("RGB", (dw, dh), (0, 0, 0)), seen, light)
    return seen.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.1)))


def _jpeg(image: Any, quality: int) -> bytes:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=quality)
    return out.getvalue()


def _pdf_text(sheet: Sheet) -> bytes:
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    pdf.add_page()
    pdf.set_line_width(0.7)
    names: dict[str, str] = {}
    for mark in sheet.marks:
        if mark.kind == "shade":
            pdf.set_fill_color(*mark.ink)
            pdf.rect(mark.x, mark.y, mark.x1 - mark.x, mark.y1 - mark.y, style="F")
        elif mark.kind == "line":
            pdf.line(mark.x, mark.y, mark.x1, mark.y1)
        else:
            font = names.setdefault(mark.font, f"f{len(names)}")
            if font not in pdf.fonts:
                pdf.add_font(font, "", mark.font)
            pdf.set_text_color(*mark.ink)
            pdf.set_font(font, "", mark.size if not mark.hand else 11)
            pdf.text(mark.x, mark.y, mark.text)
    return bytes(pdf.output())


def heldout(layout: str, condition: str, n: int) -> Heldout:
    sheet, truth = draw(layout, n)
    rng = random.Random(f"{HELDOUT_SEED}-{layout}-{condition}-{n}")
    name = f"{layout}-{condition}-{n}"

    def made(data: bytes, kind: str) -> Heldout:
        return Heldout(name, layout, condition, data, kind, truth, tuple(sheet.labels))

    if condition == "pdf_text":
        return made(_pdf_text(sheet), "application/pdf")
    dpi = {"scan": 240, "photo": 230, "lowres": 100, "stamped": 200, "pdf_image": 150}[condition]
    image = render(sheet, dpi, rng)
    if condition in ("scan", "stamped"):
        from PIL import Image

        image = image.rotate(
            rng.uniform(-1.5, 1.5),
            resample=Image.Resampling.BICUBIC,
            expand=True,
            fillcolor=(255, 255, 255),
        )
    if condition == "stamped":
        image = _stamp_and_sign(image, rng)
    if condition == "scan":
        out = io.BytesIO()
        image.convert("L").save(out, format="PNG")
        return made(out.getvalue(), "image/png")
    if condition == "photo":
        return made(_jpeg(_photo(image, rng), rng.randint(50, 75)), "image/jpeg")
    if condition == "pdf_image":
        page = io.BytesIO(_jpeg(image.convert("L"), 45))
        from PIL import Image

        out = io.BytesIO()
        Image.open(page).save(out, format="PDF", resolution=float(dpi))
        return made(out.getvalue(), "application/pdf")
    return made(_jpeg(image, rng.randint(45, 70) if condition == "lowres" else 80), "image/jpeg")


def heldout_set(per_layout: int, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    return [
        heldout(layout, condition, n)
        for condition in conditions
        for layout in LAYOUTS
        for n in range(per_layout)
    ]
