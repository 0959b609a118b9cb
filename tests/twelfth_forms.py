"""The pre-printed NASPHV Form 51 "Rabies Vaccination Certificate" of the twelfth set, empty: the
typewriter (tests/twelfth_printed.py) and the vet's pen (tests/twelfth_pen.py) fill it in."""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.twelfth_draw import Sheet, Word

# rows of (field, label, share of the row's width); two orders of the same form
FORM_A = (
    (("owner", "OWNER'S NAME: Last, First, M.I.", 0.62), ("phone", "Telephone", 0.38)),
    (("address", "Address (Number, Street, City, State, Zip)", 1.0),),
    (
        ("dog", "Animal's Name", 0.3),
        ("species", "Species", 0.3),
        ("sex", "Sex", 0.4),
    ),
    (
        ("birth", "Date of Birth", 0.22),
        ("breed", "Predominant Breed", 0.38),
        ("colour", "Colors", 0.2),
        ("weight", "Weight", 0.2),
    ),
    (("microchip", "Microchip Number", 0.5), ("tag", "Rabies Tag Number", 0.5)),
    (
        ("vaccinated", "Date Vaccinated", 0.3),
        ("term", "Vaccine Duration", 0.4),
        ("due", "Next Vaccination Due By", 0.3),
    ),
    (
        ("maker", "Vaccine Manufacturer", 0.35),
        ("product", "Product Name", 0.3),
        ("lot", "Vaccine Serial (Lot) No.", 0.35),
    ),
    (
        ("lot_expiry", "Expiration Date of Vaccine Lot", 0.35),
        ("prior", "Previous Tag No.", 0.3),
        ("licence", "License Number", 0.35),
    ),
    (("vet", "Veterinarian (print name)", 0.5), ("signature", "Signature", 0.5)),
    (("clinic", "Practice Name and Address", 1.0),),
)
FORM_B = (
    FORM_A[0],
    FORM_A[1],
    FORM_A[2],
    (
        ("vaccinated", "Date of Vaccination", 0.28),
        ("product", "Product Name", 0.24),
        ("maker", "Manufacturer", 0.24),
        ("lot", "Serial (Lot) Number", 0.24),
    ),
    (
        ("term", "Vaccination Term", 0.4),
        ("due", "Revaccination Due", 0.3),
        ("lot_expiry", "Lot Expiration", 0.3),
    ),
    FORM_A[3],
    (
        ("tag", "Rabies Tag No.", 0.34),
        ("microchip", "Microchip No.", 0.33),
        ("prior", "Previous Certificate No.", 0.33),
    ),
    (
        ("vet", "Veterinarian's Name", 0.4),
        ("licence", "Lic. No.", 0.2),
        ("signature", "Veterinarian's Signature", 0.4),
    ),
    (("clinic", "Clinic / Hospital", 1.0),),
)
OPTIONS = {
    "species": (("dog", "Dog"), ("cat", "Cat"), ("ferret", "Ferret")),
    "sex": (("M", "Male"), ("F", "Female"), ("N", "Neutered/Spayed")),
    "term": (("1", "1 year"), ("3", "3 year"), ("other", "Other")),
}


@dataclass
class Form:
    """Where each field's value goes (its baseline, on the cell's floor) and each option's box."""

    sheet: Sheet
    cells: dict[str, tuple[float, float, float]] = field(default_factory=dict)  # x, y, width
    boxes: dict[tuple[str, str], tuple[float, float, Word]] = field(default_factory=dict)


def form51(variant: int, paper: tuple[int, int, int] = (255, 255, 255)) -> Form:
    sheet = Sheet(612, 430, paper=paper)
    form = Form(sheet)
    left, right = 30.0, 582.0
    sheet.text(left, 34, "RABIES VACCINATION CERTIFICATE", "form_bold", 15, (30, 30, 30))
    sheet.text(right - 118, 30, "NASPHV Form 51", "form_cond", 8, (70, 70, 70))
    sheet.text(right - 118, 40, "Certificate No.", "form_cond", 8, (70, 70, 70))
    sheet.labels.append("Certificate No.")
    sheet.text(left, 47, "Complete all items. Please print or type.", "form_cond", 7, (70, 70, 70))
    rows = FORM_A if variant % 2 == 0 else FORM_B
    top, height = 54.0, 34.0
    for row in rows:
        x = left
        for name, text, share in row:
            width = (right - left) * share
            sheet.box(x, top, width, height, width=0.6)
            sheet.label(x + 3, top + 8, text, "form_cond", 6.5)
            if name in OPTIONS:
                ox = x + 5
                for key, option in OPTIONS[name]:
                    sheet.box(ox, top + 16, 8, 8, width=0.6)
                    sheet.label(ox + 11, top + 23.5, option, "form", 7)
                    form.boxes[(name, key)] = (ox, top + 16, sheet.word())
                    ox += 20 + len(option) * 4.2
            form.cells[name] = (x + 4, top + height - 6, width - 8)
            x += width
        top += height
    return form
