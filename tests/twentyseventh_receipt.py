"""A printed paper of the twenty-seventh set: the receipt a Chinese-American animal hospital in
Flushing, Queens prints from its clinic program, every heading in Chinese and English side by
side (客户 Client, 宠物 Pet, 项目 Item), the visit's date and time year first, a table of the
day's services and their prices where the rabies shot is one row, the totals and how it was paid,
and under them a "狂犬疫苗接种证明 Rabies Vaccination Record" box whose labels stand beside their
values: the date given and the date it runs out either with slashes (2025/03/14) or with the
year, month and day characters (2025年3月14日), the vaccine and its lot, the tag and the doctor,
whose name is printed in Chinese characters too. The owner has since moved to the Town of Clay:
the receipt still shows the Queens address."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import Sheet
from tests.twentyseventh_facts import TODAY, VACCINES, day_between, facts, fmt_date, phone

GREY = (110, 110, 116)
RED = (180, 30, 36)
HOSPITALS = (
    ("法拉盛宠物医院", "Flushing Pet Hospital", "136-{n} Roosevelt Ave, Flushing, NY 11354"),
    ("皇后区动物诊所", "Queens Animal Clinic", "41-{n} Kissena Blvd, Flushing, NY 11355"),
    ("新世纪兽医院", "New Century Veterinary Hospital", "133-{n} 37th Ave, Flushing, NY 11354"),
    ("爱心动物医院", "Loving Care Animal Hospital", "58-{n} Main St, Flushing, NY 11355"),
)
DOCTORS = (("Lina Zhou", "周丽娜"), ("Kevin Huang", "黄凯文"), ("Mei-Ling Tsai", "蔡美玲"),
           ("Jason Wu", "吴家声"), ("Xiaoyan Liu", "刘晓燕"), ("Daniel Cheng", "郑大年"),
           ("Yuting Lin", "林雨婷"))  # fmt: skip
OTHERS = (("体检", "Physical exam", 65), ("六联疫苗", "DHPP vaccine", 38),
          ("驱虫", "Deworming", 22), ("心丝虫检测", "Heartworm test", 45),
          ("犬咳疫苗", "Bordetella vaccine", 30), ("剪指甲", "Nail trim", 15))  # fmt: skip


def chinese_english_receipt(rng: random.Random) -> tuple[Sheet, Truth]:
    zh, en, where = rng.choice(HOSPITALS)
    doctor, doctor_zh = rng.choice(DOCTORS)
    f = facts(rng, en, 0.12, VACCINES)
    f = replace(f, vet=doctor, place="Flushing")
    style = rng.choice((4, 5))
    face, bold = "wqy", "wqy"
    sheet = Sheet(612, 792)
    sheet.text(306, 46, zh, bold, 20, RED, align="c")
    sheet.text(306, 66, en, "libsans-bold", 13, align="c")
    addr = where.format(n=rng.randrange(10, 99))
    sheet.text(306, 80, f"{addr}  ·  Tel {phone(rng, 0, '718')}", face, 8, GREY, align="c")
    sheet.rule(40, 90, 572, 90, 1.2, RED)
    sheet.text(306, 112, "收 据   RECEIPT", bold, 14, align="c", label=True)
    visit = f.given
    clock = f"{rng.randrange(9, 19):02d}:{rng.randrange(60):02d}"
    street = rng.choice(("Sanford Ave", "Kissena Blvd", "Parsons Blvd", "45th Ave"))
    rows = [
        ("单号 Invoice No.", f"F{visit.year % 100}{rng.randrange(10**5, 10**6)}"),
        ("日期 Date", f"{fmt_date(visit, 4)} {clock}"),
        ("客户 Client", f.owner),
        ("电话 Tel", phone(rng, 1, "917")),
        ("地址 Address", f"{rng.randrange(30, 200)}-{rng.randrange(10, 99)} {street}, Flushing NY"),
        ("宠物 Pet", f"{f.dog}   犬 Canine   {f.breed}   {f.colour}"),
    ]
    y = 138.0
    for label, value in rows:
        sheet.label(40, y, label, face, 8.5, GREY)
        sheet.value(140, y, value, face, 9.5)
        y += 15
    y += 10
    cols = (40, 330, 400, 480)
    sheet.box(40, y, 532, 18, (240, 240, 242), None)
    for x, head in zip(cols, ("项目 Item", "数量 Qty", "单价 Price", "金额 Amount"), strict=True):
        sheet.label(x + 4, y + 12.5, head, bold, 8.5)
    named = rng.random() < 0.6
    shot = f"狂犬疫苗 Rabies vaccine ({f.term}年/{f.term} yr)"
    price = rng.choice((28, 32, 35))
    items = [(shot + (f" {f.product}" if named else ""), price)]
    items += [(f"{a} {b}", p) for a, b, p in rng.sample(OTHERS, rng.randrange(2, 4))]
    rng.shuffle(items)
    total = 0
    for what, cost in items:
        y += 18
        sheet.text(cols[0] + 4, y + 12, what, face, 9)
        sheet.text(cols[1] + 14, y + 12, "1", face, 9)
        sheet.text(cols[2] + 4, y + 12, f"${cost:.2f}", face, 9)
        sheet.text(cols[3] + 4, y + 12, f"${cost:.2f}", face, 9)
        sheet.rule(40, y + 17, 572, y + 17, 0.3, (200, 200, 204))
        total += cost
    y += 34
    tax = 0.0
    for label, amount in (("小计 Subtotal", total), ("税 Tax", tax), ("合计 Total", total)):
        sheet.text(400, y, label, face, 9)
        sheet.text(484, y, f"${amount:.2f}", face, 9)
        y += 14
    card = rng.choice(("Visa", "MasterCard", "微信支付 WeChat Pay", "现金 Cash"))
    sheet.text(400, y, f"付款 Paid: {card}", face, 8.5, GREY)
    y += 30
    sheet.box(40, y, 532, 130, (253, 247, 240), RED, 0.8, 4)
    sheet.text(54, y + 20, "狂犬疫苗接种证明  Rabies Vaccination Record", bold, 11, RED)
    due_shown, tagged = rng.random() < 0.7, rng.random() < 0.7
    lot_shown = rng.random() < 0.6
    record = [
        ("接种日期 Date given", fmt_date(f.given, style)),
        (
            "有效期至 Valid until",
            fmt_date(f.due, style) if due_shown else f"{f.term}年 / {f.term} year",
        ),
        ("疫苗 Vaccine", f"{f.product} ({f.maker})"),
        ("批号 Lot No.", f.lot if lot_shown else "—"),
        ("狗牌号 Tag No.", f.tag if tagged else "未发 not issued"),
        ("兽医 Veterinarian", f"Dr. {doctor} {doctor_zh}"),
    ]
    for i, (label, value) in enumerate(record):
        x, ry = 54 + (i % 2) * 262, y + 44 + (i // 2) * 26
        end = sheet.label(x, ry, label, face, 8.5, GREY)
        sheet.value(max(end + 8, x + 104), ry, value, face, 9.5)
    y += 160
    next_visit = day_between(rng, f.given + timedelta(days=300), f.given + timedelta(days=400))
    sheet.text(40, y, f"下次体检 Next wellness exam: {fmt_date(next_visit, 4)}", face, 9)
    sheet.text(
        40, y + 16, "请妥善保管此收据。 Please keep this receipt for your records.", face, 8.5, GREY
    )
    sheet.text(306, 760, "谢谢惠顾  Thank you!", face, 9, GREY, align="c")
    printed = day_between(rng, f.given, min(TODAY, f.given + timedelta(days=2)))
    sheet.text(572, 776, f"Printed {fmt_date(printed, 4)}", face, 6.5, GREY, align="r")
    shown = {"tag": tagged, "lot": lot_shown}
    return sheet, f.truth(expires=True, **shown)
