"""The twenty-ninth set's PDFs as the service gets them. Text PDFs: a clinic's PDF sent for an
e-signature and downloaded after signing (every page stamped with the envelope's ID at its top,
a certificate of completion as a second page, with the signer's and the sender's times), and a
portal's PDF cropped in macOS Preview to cut away the browser's footer and an advertisement (a
CropBox smaller than the page; the cut words are still in the text). Image PDFs: a print shop's
scan to PDF whose picture is a CMYK JPEG (as Adobe writes them, the inks stored inverted), and an
old scanner driver's PDF that writes its grey picture inline in the page's content (BI ... ID ...
EI, hex-coded DCT) instead of as an image object."""

from __future__ import annotations

import io
import random
from datetime import date, timedelta

import numpy as np
from PIL import Image

from tests.twentyninth_canvas import Sheet, render
from tests.twentyninth_pdf import STAMP, draw_sheet, image_pdf, new_pdf

SENDERS = ("DocuSign", "Adobe Acrobat Sign")
ADS = (
    "Save 15% on a 12-month supply of heartworm prevention - use code HEART15 at checkout",
    "Refer a friend and get $20 off your next visit. Terms apply.",
    "New! Online pharmacy with free shipping on orders over $49",
)


def _hexid(rng: random.Random) -> str:
    h = "".join(rng.choice("0123456789ABCDEF") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _clock(rng: random.Random) -> str:
    hms = f"{rng.randrange(1, 13)}:{rng.randrange(60):02d}:{rng.randrange(60):02d}"
    return f"{hms} {rng.choice(('AM', 'PM'))}"


def esign_pdf(sheet: Sheet, rng: random.Random, sent: date, signer: str, subject: str) -> bytes:
    """The signed PDF: the page with the envelope's ID over it, then the certificate of
    completion (sent, viewed and signed times; the signer's and the sender's names)."""
    service = rng.choice(SENDERS)
    env = _hexid(rng)
    pdf = new_pdf(sheet.w, sheet.h, f"{service} (PDF Library)")
    pdf.add_page()
    draw_sheet(pdf, sheet)
    pdf.set_font("helvetica", "", 7)
    pdf.set_text_color(60, 60, 60)
    label = "Docusign Envelope ID" if service == "DocuSign" else "Transaction ID"
    pdf.text(14, 11, f"{label}: {env}")
    pdf.add_page()
    pdf.set_font("helvetica", "B", 15)
    pdf.set_text_color(30, 30, 30)
    pdf.text(40, 60, "Certificate Of Completion")
    signed = sent + timedelta(days=rng.randrange(0, 3))
    box = rng.choice(("frontdesk", "records", "reception"))
    sender = f"{box}@{rng.choice(('vetmail', 'clinicmail'))}.example"
    rows = (
        ("Envelope Id:", env.replace("-", "")),
        ("Subject:", f"Complete with {service}: {subject}"),
        ("Document Pages:", "1"),
        ("Signatures:", "1"),
        ("Envelope Originator:", sender),
        ("Status:", "Completed"),
        ("Signer Events", ""),
        ("Signer:", signer),
        ("Sent:", f"{sent.month}/{sent.day}/{sent.year} | {_clock(rng)}"),
        ("Viewed:", f"{signed.month}/{signed.day}/{signed.year} | {_clock(rng)}"),
        ("Signed:", f"{signed.month}/{signed.day}/{signed.year} | {_clock(rng)}"),
        ("Signature Adoption:", "Pre-selected Style"),
        (
            "Using IP Address:",
            f"24.{rng.randrange(20, 250)}.{rng.randrange(256)}.{rng.randrange(256)}",
        ),
        ("Envelope Summary Events", ""),
        ("Completed:", f"{signed.month}/{signed.day}/{signed.year} | {_clock(rng)}"),
    )
    y = 96.0
    for key, val in rows:
        pdf.set_font("helvetica", "B" if not val else "", 9 if val else 11)
        pdf.text(40, y, key)
        pdf.set_font("helvetica", "", 9)
        pdf.text(170, y, val)
        y += 20 if val else 26
    return bytes(pdf.output())


def cropped_pdf(sheet: Sheet, rng: random.Random, printed: date, url: str) -> bytes:
    """The portal's PDF with a footer strip under the page (the browser's print line and an
    advertisement), cropped away in Preview: the CropBox is the page, the MediaBox the whole."""
    extra = 96.0
    pdf = new_pdf(sheet.w, sheet.h + extra, "macOS Version 15.1 (Build 24B83) Quartz PDFContext")
    pdf.add_page()
    draw_sheet(pdf, sheet)
    pdf.set_fill_color(236, 244, 250)
    pdf.rect(0, sheet.h, sheet.w, extra, style="F")
    pdf.set_text_color(40, 70, 110)
    pdf.set_font("helvetica", "B", 10)
    pdf.text(30, sheet.h + 30, rng.choice(ADS))
    pdf.set_font("helvetica", "", 7.5)
    pdf.set_text_color(90, 90, 90)
    pdf.text(
        30,
        sheet.h + 80,
        f"{printed.month}/{printed.day}/{printed.year % 100}, {_clock(rng)}",
    )
    pdf.text(200, sheet.h + 80, url)
    page = pdf.pages[1]
    full = sheet.h + extra
    page.media_box = (
        f"[0 0 {sheet.w:.2f} {full:.2f}] /CropBox [0 {extra:.2f} {sheet.w:.2f} {full:.2f}]"
    )
    return bytes(pdf.output())


def _scan(sheet: Sheet, rng: random.Random, dpi: int) -> Image.Image:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32) * rng.uniform(0.94, 0.98) + g.normal(
        0, 2.4, (img.size[1], img.size[0], 3)
    )
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def cmyk_pdf(sheet: Sheet, rng: random.Random, producer: str) -> bytes:
    """A 200 dpi colour scan stored as an inverted (Adobe) CMYK JPEG in DeviceCMYK."""
    img = _scan(sheet, rng, 200)
    a = np.asarray(img, np.float32) / 255
    k = 1 - a.max(axis=2)
    cmy = (1 - a - k[..., None]) / np.maximum(1 - k[..., None], 1e-3)
    inks = np.concatenate([cmy, k[..., None]], axis=2)
    cmyk = Image.fromarray(np.clip(inks * 255, 0, 255).astype(np.uint8), "CMYK")
    buf = io.BytesIO()
    cmyk.save(buf, format="JPEG", quality=rng.randrange(78, 90))
    w, h = cmyk.size
    return image_pdf([(buf.getvalue(), "DCTDecode", w, h, sheet.w, sheet.h)], producer, cmyk=True)


def inline_pdf(sheet: Sheet, rng: random.Random, producer: str) -> bytes:
    """A 150 dpi grey scan written inline in the page's content stream."""
    img = _scan(sheet, rng, 150).convert("L")
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(70, 85))
    data = buf.getvalue().hex().upper().encode() + b">"
    w, h = img.size
    body = b"q %.2f 0 0 %.2f 0 0 cm\nBI /W %d /H %d /CS /G /BPC 8 /F [/AHx /DCT]\nID\n%s\nEI\nQ" % (
        sheet.w,
        sheet.h,
        w,
        h,
        data,
    )
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << >> "
        b"/Contents 4 0 R >>" % (sheet.w, sheet.h),
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body),
        b"<< /Producer (%s) /CreationDate (%s+00'00') >>" % (producer.encode(), STAMP),
    ]
    out = bytearray(b"%PDF-1.3\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, obj in enumerate(objs):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (i + 1, obj)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 5 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objs) + 1,
        xref,
    )
    return bytes(out)
