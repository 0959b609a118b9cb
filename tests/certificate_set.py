"""Rabies certificates drawn at test time, each with its true fields (issue 16's test set).

Three layouts (a NASPHV Form 51 style form, a clinic invoice where rabies is one row among other
vaccines, a county clinic card), the fonts Debian's fonts-dejavu and fonts-liberation install,
four date styles, 1- or 3-year vaccines with or without a printed expiry; each drawn as a clean
scan, a phone photo (also as Telegram passes it on, 1280 pixels at most), a low-resolution
picture, a PDF with a text layer or one holding only a picture. A sample is fixed by its
number: `sample(layout, condition, n)` is the same every time.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, fields
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))
FAMILIES = {  # (regular, bold)
    "DejaVu Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "DejaVu Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "Liberation Sans": ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
    "Liberation Serif": ("LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf"),
    "Liberation Mono": ("LiberationMono-Regular.ttf", "LiberationMono-Bold.ttf"),
}
LAYOUTS = ("form51", "invoice", "card")
CONDITIONS = ("clean", "phone", "chat_photo", "lowres", "pdf_text", "pdf_scan")
DATE_STYLES = ("03/14/2025", "3/14/25", "March 14, 2025", "14-MAR-2025")

DOGS = ("Rex", "Bella", "Max", "Luna", "Charlie", "Daisy", "Cooper", "Sadie", "Biscuit", "Pepper")
OWNERS = (
    "Jane Smith",
    "Miguel Ortega",
    "Aisha Khan",
    "Robert Lawson",
    "Maria Gonzalez",
    "Thomas Becker",
    "Linda Nguyen",
    "David Kowalski",
)
VETS = ("Elena Ruiz", "Sam Patel", "Karen Whitfield", "James Okafor", "Laura Chen", "Peter Novak")
CLINICS = (
    "Clay Animal Hospital",
    "Northside Veterinary Clinic",
    "Cicero Pet Care Center",
    "Liverpool Animal Clinic",
    "Oak Orchard Veterinary Hospital",
)
PRODUCTS = {
    1: ("Imrab 1", "Defensor 1", "Nobivac 1-Rabies", "Rabvac 1"),
    3: ("Imrab 3", "Defensor 3", "Nobivac 3-Rabies", "Rabvac 3"),
}
OTHER_VACCINES = (
    ("DHPP", "Nobivac Canine 1-DAPPv"),
    ("Bordetella", "Bronchi-Shield III"),
    ("Leptospirosis", "Vanguard L4"),
    ("Lyme", "Duramune Lyme"),
)
STREETS = ("4401 State Route 31", "7788 Oswego Road", "112 Maple Drive", "9 Brewerton Road")

_FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)  # every PDF's creation date


@dataclass(frozen=True)
class TrueFields:
    """What a careful clerk reads off it (the expiry derived when only the years are printed)."""

    vaccinated: date
    expires: date
    tag: str
    veterinarian: str
    clinic: str
    dog: str
    owner: str
    product: str
    lot: str


FIELD_NAMES = tuple(f.name for f in fields(TrueFields))


@dataclass(frozen=True)
class Sample:
    name: str
    layout: str
    condition: str
    data: bytes
    content_type: str
    truth: TrueFields


def years_after(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def written(day: date, style: str) -> str:
    if style == "03/14/2025":
        return f"{day:%m/%d/%Y}"
    if style == "3/14/25":
        return f"{day.month}/{day.day}/{day:%y}"
    if style == "March 14, 2025":
        return f"{day:%B} {day.day}, {day.year}"
    return f"{day:%d}-{day:%b}-{day.year}".upper()


# A page is a list of drawing operations in points (1/72 in), drawn the same by Pillow and fpdf2.


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # the baseline
    text: str
    size: float = 11
    bold: bool = False


@dataclass(frozen=True)
class Rule:
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    family: str
    ops: tuple[Text | Rule, ...]


@dataclass(frozen=True)
class Drawn:
    page: Page
    truth: TrueFields


def _tag(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return f"{rng.randint(20, 26)}-{rng.randint(0, 99999):05d}"
    if style == 1:
        return str(rng.randint(100000, 999999))
    return f"R{rng.randint(1000, 99999)}"


def _lot(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return f"{rng.randint(1, 9)}{rng.choice(letters)}{rng.randint(1000, 9999)}{rng.choice(letters)}"


def draw(layout: str, n: int) -> Drawn:
    """The n-th certificate of a layout: its fields, date style, duration and font from n."""
    rng = random.Random(f"{layout}-{n}")
    years = rng.choice((1, 3))
    vaccinated = date(2024, 1, 1).toordinal() + rng.randrange(700)
    day = date.fromordinal(vaccinated)
    truth = TrueFields(
        vaccinated=day,
        expires=years_after(day, years),
        tag=_tag(rng),
        veterinarian=rng.choice(VETS),
        clinic=rng.choice(CLINICS),
        dog=rng.choice(DOGS),
        owner=rng.choice(OWNERS),
        product=rng.choice(PRODUCTS[years]),
        lot=_lot(rng),
    )
    style = DATE_STYLES[n % len(DATE_STYLES)]
    family = list(FAMILIES)[(n // len(DATE_STYLES)) % len(FAMILIES)]
    printed_expiry = n % 3 != 2
    maker = {"form51": _form51, "invoice": _invoice, "card": _card}[layout]
    return Drawn(maker(truth, rng, style, years, printed_expiry, family), truth)


def _boxed(ops: list[Text | Rule], x: float, y: float, w: float, label: str, value: str) -> None:
    """A form's box: a small label at its top, the value written inside."""
    ops += [Rule(x, y, x + w, y), Rule(x, y, x, y + 34), Rule(x + w, y, x + w, y + 34)]
    ops += [Text(x + 4, y + 9, label, 6.5, bold=True), Text(x + 6, y + 26, value, 11)]


def _form51(
    t: TrueFields, rng: random.Random, style: str, years: int, due: bool, family: str
) -> Page:
    ops: list[Text | Rule] = [
        Text(36, 40, "RABIES VACCINATION CERTIFICATE", 15, bold=True),
        Text(440, 40, "NASPHV Form 51", 8),
        Text(36, 56, "Complete all items. Retain a copy for your records.", 7),
    ]
    street = rng.choice(STREETS)
    _boxed(ops, 36, 66, 300, "OWNER'S NAME", t.owner)
    _boxed(ops, 336, 66, 240, "ADDRESS", f"{street}, Clay NY 13041")
    _boxed(ops, 36, 100, 160, "ANIMAL NAME", t.dog)
    _boxed(ops, 196, 100, 90, "SPECIES", "Dog")
    _boxed(ops, 286, 100, 60, "SEX", rng.choice(("M", "F", "MN", "FS")))
    _boxed(ops, 346, 100, 60, "AGE", f"{rng.randint(1, 12)} yrs")
    _boxed(ops, 406, 100, 170, "BREED / COLOR", rng.choice(("Beagle, tan", "Labrador, black")))
    maker = {"Imrab": "Merial", "Defensor": "Zoetis", "Nobivac": "Merck", "Rabvac": "Elanco"}
    _boxed(ops, 36, 134, 160, "VACCINE MANUFACTURER", maker[t.product.split()[0].split("-")[0]])
    _boxed(ops, 196, 134, 200, "PRODUCT NAME", t.product)
    _boxed(ops, 396, 134, 180, "SERIAL / LOT NO.", t.lot)
    _boxed(ops, 36, 168, 160, "DATE VACCINATED", written(t.vaccinated, style))
    if due:
        _boxed(ops, 196, 168, 200, "NEXT VACCINATION DUE BY", written(t.expires, style))
    else:
        _boxed(ops, 196, 168, 200, "VACCINE DURATION", f"{years} year")
    _boxed(ops, 396, 168, 180, "RABIES TAG NO.", t.tag)
    _boxed(ops, 36, 202, 220, "VETERINARIAN", f"Dr. {t.veterinarian}, DVM")
    _boxed(ops, 256, 202, 80, "LICENSE NO.", f"{rng.randint(10000, 99999)}")
    _boxed(ops, 336, 202, 240, "CLINIC", t.clinic)
    ops.append(Rule(36, 236, 576, 236))
    ops.append(Text(36, 262, "Signature: ______________________________", 9))
    return Page(612, 290, family, tuple(ops))


def _invoice(
    t: TrueFields, rng: random.Random, style: str, years: int, due: bool, family: str
) -> Page:
    ops: list[Text | Rule] = [
        Text(36, 44, t.clinic, 16, bold=True),
        Text(36, 60, f"{rng.choice(STREETS)}, Liverpool NY 13088   Tel (315) 555-0199", 8),
        Text(36, 92, f"INVOICE No. {rng.randint(10000, 99999)}", 11, bold=True),
        Text(330, 92, f"Visit date: {written(t.vaccinated, style)}", 10),
        Text(36, 114, f"Client: {t.owner}", 10),
        Text(330, 114, f"Patient: {t.dog} (Canine)", 10),
        Text(36, 130, f"Attending veterinarian: Dr. {t.veterinarian}", 10),
        Rule(36, 144, 576, 144),
        Text(36, 158, "Service", 9, bold=True),
        Text(300, 158, "Given", 9, bold=True),
        Text(400, 158, "Next due", 9, bold=True),
        Text(520, 158, "Amount", 9, bold=True),
        Rule(36, 164, 576, 164),
    ]
    rows: list[tuple[str, str, str, str]] = [
        ("Office visit / physical exam", written(t.vaccinated, style), "", "$65.00")
    ]
    for vaccine, product in rng.sample(OTHER_VACCINES, 2):
        given = date.fromordinal(t.vaccinated.toordinal() - rng.randint(30, 400))
        rows.append(
            (
                f"{vaccine} ({product})",
                written(given, style),
                written(years_after(given, 1), style),
                "$38.00",
            )
        )
    rabies = f"Rabies {years} Year ({t.product}) lot {t.lot}"
    rows.insert(
        rng.randint(1, len(rows)),
        (rabies, written(t.vaccinated, style), written(t.expires, style) if due else "", "$30.00"),
    )
    y = 180.0
    for service, given, next_due, amount in rows:
        ops += [
            Text(36, y, service, 9),
            Text(300, y, given, 9),
            Text(400, y, next_due, 9),
            Text(520, y, amount, 9),
        ]
        y += 17
    ops += [Rule(36, y - 8, 576, y - 8), Text(36, y + 8, f"Rabies tag issued: {t.tag}", 10)]
    ops.append(Text(400, y + 8, "Total due: $171.00", 10, bold=True))
    return Page(612, y + 36, family, tuple(ops))


def _card(
    t: TrueFields, rng: random.Random, style: str, years: int, due: bool, family: str
) -> Page:
    ops: list[Text | Rule] = [
        Rule(10, 10, 422, 10),
        Rule(10, 10, 10, 262),
        Rule(422, 10, 422, 262),
        Rule(10, 262, 422, 262),
        Text(24, 34, "ONONDAGA COUNTY HEALTH DEPARTMENT", 10, bold=True),
        Text(24, 50, "Free Rabies Clinic - Certificate of Vaccination", 9),
        Rule(24, 58, 408, 58),
        Text(24, 80, f"Owner: {t.owner}", 10),
        Text(250, 80, f"Dog: {t.dog}", 10),
        Text(24, 102, f"Vaccinated: {written(t.vaccinated, style)}", 10),
        Text(250, 102, f"Duration: {years} yr", 10),
        Text(24, 124, f"Vaccine: {t.product}", 10),
        Text(250, 124, f"Lot: {t.lot}", 10),
        Text(24, 146, f"Tag #: {t.tag}", 10),
        Text(24, 190, f"Veterinarian: Dr. {t.veterinarian}", 10),
        Text(24, 212, f"Clinic site: {t.clinic}", 10),
        Text(24, 246, "Keep this card with your dog's records.", 7),
    ]
    if due:
        ops.append(Text(250, 146, f"Expires: {written(t.expires, style)}", 10))
    return Page(432, 272, family, tuple(ops))


# Rendering.


def _font(family: str, bold: bool, pixels: int) -> Any:
    from PIL import ImageFont

    name = FAMILIES[family][1 if bold else 0]
    for folder in FONT_DIRS:
        if (folder / name).exists():
            return ImageFont.truetype(str(folder / name), pixels)
    raise FileNotFoundError(f"{name}: install fonts-dejavu-core and fonts-liberation")


def picture(page: Page, dpi: int) -> Any:
    """The page as a white RGB picture at `dpi`."""
    from PIL import Image, ImageDraw

    k = dpi / 72
    image = Image.new("RGB", (round(page.width * k), round(page.height * k)), "white")
    pen = ImageDraw.Draw(image)
    for op in page.ops:
        if isinstance(op, Rule):
            pen.line(
                (op.x0 * k, op.y0 * k, op.x1 * k, op.y1 * k),
                fill=(40, 40, 40),
                width=max(1, round(k * 0.8)),
            )
        else:
            font = _font(page.family, op.bold, round(op.size * k))
            pen.text((op.x * k, op.y * k), op.text, fill=(15, 15, 25), font=font, anchor="ls")
    return image


def _encoded(image: Any, kind: str, **options: Any) -> bytes:
    out = io.BytesIO()
    image.save(out, format=kind, **options)
    return out.getvalue()


def phone_photo(image: Any, rng: random.Random) -> Any:
    """A handheld photo: on a table, turned, in perspective, under a shadow, a little blurred."""
    from PIL import Image, ImageDraw, ImageFilter

    w, h = image.size
    margin = int(0.12 * max(w, h))
    table = Image.new("RGB", (w + 2 * margin, h + 2 * margin), (118, 96, 72))
    table.paste(image, (margin, margin))
    turned = table.rotate(
        rng.uniform(-7, 7), resample=Image.Resampling.BICUBIC, fillcolor=(118, 96, 72)
    )
    tw, th = turned.size
    jitter = 0.04 * tw

    def near(x: float, y: float) -> tuple[float, float]:
        return (x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter))

    # PIL's QUAD: the source's upper-left, lower-left, lower-right and upper-right corners.
    corners = [
        near(jitter, jitter),
        near(jitter, th - jitter),
        near(tw - jitter, th - jitter),
        near(tw - jitter, jitter),
    ]
    quad = [coord for corner in corners for coord in corner]
    seen = turned.transform((tw, th), Image.Transform.QUAD, quad, resample=Image.Resampling.BICUBIC)
    shadow = Image.new("L", (tw, th), 0)
    edge = rng.uniform(0.3, 0.7) * tw
    ImageDraw.Draw(shadow).polygon(
        [(edge, 0), (tw, 0), (tw, th), (edge - 0.3 * tw, th)], fill=int(rng.uniform(50, 90))
    )
    shadow = shadow.filter(ImageFilter.GaussianBlur(tw / 30))
    dark = Image.new("RGB", (tw, th), (0, 0, 0))
    seen = Image.composite(dark, seen, shadow)
    seen = seen.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.3)))
    return seen


def sample(layout: str, condition: str, n: int) -> Sample:
    drawn = draw(layout, n)
    rng = random.Random(f"{layout}-{condition}-{n}")
    name = f"{layout}-{condition}-{n}"
    if condition == "clean":
        data = _encoded(picture(drawn.page, 200).convert("L"), "PNG")
        return Sample(name, layout, condition, data, "image/png", drawn.truth)
    if condition == "phone":
        photo = phone_photo(picture(drawn.page, 220), rng)
        data = _encoded(photo, "JPEG", quality=rng.randint(55, 80))
        return Sample(name, layout, condition, data, "image/jpeg", drawn.truth)
    if condition == "chat_photo":  # as Telegram passes a photo on: 1280 pixels at most
        photo = phone_photo(picture(drawn.page, 220), rng)
        photo.thumbnail((1280, 1280))
        data = _encoded(photo, "JPEG", quality=80)
        return Sample(name, layout, condition, data, "image/jpeg", drawn.truth)
    if condition == "lowres":
        data = _encoded(picture(drawn.page, 110), "JPEG", quality=75)
        return Sample(name, layout, condition, data, "image/jpeg", drawn.truth)
    if condition == "pdf_scan":
        scan = picture(drawn.page, 150).convert("L")
        data = _encoded(scan, "PDF", resolution=150.0)
        return Sample(name, layout, condition, data, "application/pdf", drawn.truth)
    return Sample(
        name, layout, condition, pdf_with_text(drawn.page), "application/pdf", drawn.truth
    )


def pdf_with_text(page: Page, before: tuple[tuple[str, ...], ...] = (), turn: int = 0) -> bytes:
    """The page as a PDF whose words are text, as a clinic's software prints it; after a page
    of lines for each of `before` (a portal's cover page and notices). Turned 90 or 270, the
    page is stored on its side and marked /Rotate to be shown upright, as a driver's landscape
    page is."""
    from fpdf import FPDF

    if turn:
        return _stored_turned(pdf_with_text(page, before), turn)
    pdf = FPDF(unit="pt", format=(page.width, page.height))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    regular, bold = FAMILIES[page.family]
    folder = next(d for d in FONT_DIRS if (d / regular).exists())
    pdf.add_font("body", "", str(folder / regular))
    pdf.add_font("body", "B", str(folder / bold))
    for lines in before:
        pdf.add_page()
        pdf.set_font("body", "", 11)
        for n, line in enumerate(lines):
            pdf.text(60, 80 + 24 * n, line)
    pdf.add_page()
    pdf.set_line_width(0.8)
    for op in page.ops:
        if isinstance(op, Rule):
            pdf.line(op.x0, op.y0, op.x1, op.y1)
        else:
            pdf.set_font("body", "B" if op.bold else "", op.size)
            pdf.text(op.x, op.y, op.text)
    return bytes(pdf.output())


def _stored_turned(data: bytes, turn: int) -> bytes:
    """Each page's content stored turned back by `turn` degrees on a page of its sides
    swapped, and the page marked /Rotate `turn`: a viewer shows it as it was."""
    import io

    import pypdfium2 as pdfium

    source = pdfium.PdfDocument(data)
    turned = pdfium.PdfDocument.new()
    for index in range(len(source)):
        width, height = source[index].get_size()
        shown = source.page_as_xobject(index, turned)
        stored = turned.new_page(height, width)
        drawn = shown.as_pageobject()
        # Turned back counter-clockwise about the origin, then moved onto the stored page.
        matrix = pdfium.PdfMatrix().rotate(turn, ccw=True)
        matrix = matrix.translate(height, 0) if turn == 90 else matrix.translate(0, width)
        drawn.transform(matrix)
        stored.insert_obj(drawn)
        stored.gen_content()
        stored.set_rotation(turn)
    out = io.BytesIO()
    turned.save(out)
    return out.getvalue()


def samples(
    per_layout: int, conditions: tuple[str, ...] = CONDITIONS, start: int = 0
) -> list[Sample]:
    """`per_layout` certificates of each layout in each condition."""
    return [
        sample(layout, condition, n)
        for condition in conditions
        for layout in LAYOUTS
        for n in range(start, start + per_layout)
    ]
