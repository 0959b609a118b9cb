"""A printed paper of the twenty-eighth set: the vaccination certificate (예방접종증명서) a Korean
animal hospital in Seoul or Gyeonggi issues for a dog a rescue flies to New York (a Jindo from a
closed meat farm, say), printed from the hospital's program in Korean with English under each
heading, as hospitals write them for a dog going abroad. Tables with their labels in shaded cells
beside the values: the owner (the adopter, in Latin letters, at the Town of Clay address), the
dog (its name at times with its Korean one, its registration microchip), the vaccination record
with the rabies row among the combination, corona and kennel cough vaccines (each its date, the
product and maker, the lot and the next due date), then the hospital's statement, the date of
issue, the hospital and the veterinarian in Hangul with the name romanised, and the doctor's red
square seal over the word for seal. Dates year first: with dots, with dashes, or with the year,
month and day characters."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Sheet
from tests.twentyeighth_faces import width
from tests.twentyeighth_facts import KOREA, TODAY, day_between, facts, fmt_date, plus_years

GREY = (96, 96, 100)
SHADE = (234, 236, 240)
RED = (200, 30, 40)
HOSPITALS = (
    ("해피동물병원", "Happy Animal Hospital", "서울특별시 마포구 월드컵로 {n}", "02"),
    ("한강동물의료센터", "Hangang Animal Medical Center", "서울특별시 강서구 공항대로 {n}", "02"),
    ("사랑동물병원", "Sarang Animal Clinic", "경기도 고양시 일산동구 중앙로 {n}", "031"),
    ("튼튼동물병원", "Teunteun Animal Hospital", "경기도 김포시 김포한강로 {n}", "031"),
    ("24시 온누리동물병원", "Onnuri 24 Animal Hospital", "경기도 파주시 금릉역로 {n}", "031"),
)
VETS = (("김민준", "Kim Min-jun"), ("이서연", "Lee Seo-yeon"), ("박지훈", "Park Ji-hoon"),
        ("최유진", "Choi Yu-jin"), ("정하은", "Jung Ha-eun"), ("윤도현", "Yoon Do-hyun"),
        ("한소희", "Han So-hee"))  # fmt: skip
BREEDS = ("진돗개 Jindo", "진도 믹스 Jindo mix", "믹스견 Mixed breed", "풍산개 Pungsan",
          "삽살개 Sapsali", "시고르자브종 Korean village dog")  # fmt: skip
HANGUL = {
    "Bori": "보리",
    "Dubu": "두부",
    "Haru": "하루",
    "Sori": "소리",
    "Bam": "밤",
    "Yuki": "유키",
}
OTHERS = (("종합백신 DHPPL", "Vanguard Plus 5/L", "Zoetis"),
          ("코로나장염 Corona", "Vanguard Plus CV", "Zoetis"),
          ("켄넬코프 Kennel cough", "Nobivac KC", "MSD Animal Health"),
          ("인플루엔자 Influenza", "Green Cross CIV", "GC Biopharma"))  # fmt: skip


def _row(sheet: Sheet, y: float, cells: list[tuple[float, str, str]], h: float = 26) -> float:
    """A table row: (width, label, value) cells, each label shaded beside its value; a label of
    two lines is Korean over English."""
    x = 40.0
    for w, label, value in cells:
        lw = 92.0
        sheet.box(x, y, lw, h, SHADE, GREY, 0.5)
        sheet.box(x + lw, y, w - lw, h, None, GREY, 0.5)
        ko, _, en = label.partition("|")
        sheet.label(x + 6, y + (11 if en else 16), ko, "nanumgothic-bold", 8.5)
        if en:
            sheet.label(x + 6, y + 21, en, "nanumgothic", 6.5, GREY)
        if value:
            size = min(9.5, 9.5 * (w - lw - 10) / max(1.0, width(value, "nanumgothic", 9.5)))
            sheet.value(x + lw + 6, y + 16.5, value, "nanumgothic", size)
        x += w
    return y + h


def _title(sheet: Sheet, y: float, ko: str, en: str) -> float:
    sheet.text(40, y, f"{ko}  {en}", "nanumgothic-bold", 10.5, label=True)
    return y + 6


def korean_certificate(rng: random.Random) -> tuple[Sheet, Truth]:
    ko_name, en_name, where, area = rng.choice(HOSPITALS)
    vet_ko, vet_en = rng.choice(VETS)
    f = facts(rng, en_name, 0.15, KOREA)
    dog = rng.choice(tuple(HANGUL)) if rng.random() < 0.6 else f.dog
    f = replace(f, vet=vet_en, place=where.split()[0], dog=dog, breed=rng.choice(BREEDS))
    ds = rng.choice((5, 6, 7, 8))
    sheet = Sheet(595, 842)
    sheet.text(
        555,
        40,
        f"No. {f.given.year}-{rng.randrange(100, 999):04d}",
        "nanumgothic",
        8.5,
        GREY,
        align="r",
    )
    sheet.text(297.5, 78, "예 방 접 종 증 명 서", "myeongjo-bold", 22, align="c", label=True)
    sheet.text(
        297.5, 96, "CERTIFICATE OF VACCINATION", "nanumgothic", 10, GREY, align="c", label=True
    )
    y = _title(sheet, 128, "1. 소유자", "Owner")
    y = _row(sheet, y, [(515, "성명|Name", f.owner)])
    y = _row(sheet, y, [(515, "주소|Address", f"{f.street}, {f.town}, NY {f.zip}, U.S.A.")])
    y = _row(
        sheet,
        y,
        [(515, "연락처|Telephone", f"+1 315-{rng.randrange(201, 989)}-{rng.randrange(10000):04d}")],
    )
    y = _title(sheet, y + 24, "2. 동물", "Animal")
    name = f"{f.dog} ({HANGUL[f.dog]})" if f.dog in HANGUL and rng.random() < 0.7 else f.dog
    he = rng.random() < 0.5
    sex = ("수컷 Male" if he else "암컷 Female") + (
        " (중성화 neutered)" if rng.random() < 0.7 else ""
    )
    y = _row(sheet, y, [(257, "이름|Name", name), (258, "품종|Breed", f.breed)])
    y = _row(sheet, y, [(257, "성별|Sex", sex), (258, "모색|Color", f.colour)])
    chip = f"410{rng.randrange(10**11, 10**12)}"
    born = fmt_date(f.born, ds) if rng.random() < 0.6 else f"{f.born.year}년 추정 (est.)"
    y = _row(
        sheet, y, [(257, "생년월일|Date of birth", born), (258, "동물등록번호|Microchip No.", chip)]
    )
    y = _title(sheet, y + 24, "3. 예방접종 내역", "Vaccination record")
    cols = ((40, 100, "구분|Vaccine"), (140, 88, "접종일|Date given"),
            (228, 150, "백신명 (제조사)|Product (maker)"), (378, 80, "제조번호|Lot No."),
            (458, 97, "다음 접종일|Next due"))  # fmt: skip
    for x, w, head in cols:
        ko, _, en = head.partition("|")
        sheet.box(x, y, w, 28, SHADE, GREY, 0.5)
        sheet.label(
            x + w / 2 - width(ko, "nanumgothic-bold", 8.5) / 2, y + 12, ko, "nanumgothic-bold", 8.5
        )
        sheet.label(
            x + w / 2 - width(en, "nanumgothic", 6.5) / 2, y + 23, en, "nanumgothic", 6.5, GREY
        )
    y += 28
    due_shown, lot_shown = rng.random() < 0.75, rng.random() < 0.8
    rabies = ("광견병 Rabies", f.given, f"{f.product} ({f.maker})", f.lot if lot_shown else "",
              fmt_date(f.due, ds) if due_shown else "")  # fmt: skip
    rows = [rabies]
    for shot, prod, maker in rng.sample(OTHERS, rng.randrange(1, 4)):
        when = day_between(
            rng, f.given - timedelta(days=60), min(TODAY, f.given + timedelta(days=30))
        )
        nxt = when + timedelta(days=21) if rng.random() < 0.4 else plus_years(when, 1)
        rows.append(
            (shot, when, f"{prod} ({maker})", f"{rng.randrange(10**5, 10**6)}", fmt_date(nxt, ds))
        )
    if rng.random() < 0.4:
        rng.shuffle(rows)
    for shot, when, prod, batch, nxt in rows:
        for (x, w, _), text in zip(cols, (shot, fmt_date(when, ds), prod, batch, nxt), strict=True):
            sheet.box(x, y, w, 24, None, GREY, 0.5)
            if text:
                size = min(8.5, 8.5 * (w - 8) / max(1.0, width(text, "nanumgothic", 8.5)))
                sheet.value(x + 4, y + 15.5, text, "nanumgothic", size)
        y += 24
    y += 34
    sheet.text(
        297.5,
        y,
        "위 동물에 대하여 위와 같이 예방접종을 실시하였음을 증명합니다.",
        "nanumgothic",
        10.5,
        align="c",
    )
    certify = "This is to certify that the above animal has been vaccinated as stated above."
    sheet.text(297.5, y + 16, certify, "nanumgothic", 8.5, GREY, align="c")
    issued = day_between(rng, f.given, min(TODAY, f.given + timedelta(days=25)))
    sheet.text(297.5, y + 48, fmt_date(issued, 7 if ds != 8 else 8), "nanumgothic", 11, align="c")
    y += 84
    phone = f"{area}-{rng.randrange(200, 999)}-{rng.randrange(1000, 9999)}"
    lines = [("동물병원 명칭|Hospital", f"{ko_name} ({en_name})"),
             ("주소|Address", where.format(n=rng.randrange(10, 300))),
             ("전화|Telephone", phone),
             ("수의사 면허번호|License No.", f"제 {rng.randrange(4000, 19999)} 호"),
             ("수의사|Veterinarian", f"{vet_ko} ({vet_en})")]  # fmt: skip
    for label, value in lines:
        ko, _, en = label.partition("|")
        end = sheet.label(150, y, ko, "nanumgothic-bold", 9.5)
        sheet.label(end + 5, y, en, "nanumgothic", 7.5, GREY)
        sheet.value(300, y, value, "nanumgothic", 10)
        y += 19
    x = 300 + width(lines[-1][1], "nanumgothic", 10) + 14
    sheet.text(x, y - 19, "(서명 또는 인)", "nanumgothic", 8, GREY)
    st = rng.randrange(1, 10**8)
    sheet.box(x + 12, y - 40, 34, 34, None, RED, 1.6, 2)
    for i, ch in enumerate(vet_ko[:2]):
        sheet.text(x + 18 + i * 11, y - 22, ch, "myeongjo-bold", 10.5, RED, stamp=st + i)
    sheet.text(x + 23, y - 11, vet_ko[2:] + "인", "myeongjo-bold", 8.5, RED, stamp=st + 5)
    sheet.text(
        297.5,
        812,
        f"{ko_name}  ·  {en_name}  ·  Tel +82-{phone[1:]}",
        "nanumgothic",
        7.5,
        GREY,
        align="c",
    )
    shown = {"tag": False, "lot": lot_shown}
    return sheet, f.truth(expires=due_shown, **shown)
