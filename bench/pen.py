"""The pen's date and tag (issue 28): where the reading loses them; handwriting engines measured.

For every handwritten page of the dev sets (the fifth set's pads, the fourth's ballpoint
letterhead, the third's tag cards, the held-out hand cards), the vaccination date and the tag are
followed stage by stage: is the field's printed label read, are words read beside it on its row
(the value's region), does OCR read them right, does the reader propose them. Then each value's
region, cut from the page as prepared for OCR, is read by Tesseract as one line and by the
HTRPipeline's word reader (Harald Scheidl's CRNN trained on IAM words, as ONNX in PyPI's
`easyhtr` wheel, fetched with `pip download --no-deps easyhtr` into PEN_CACHE, never installed:
its repository has no licence, so it is measured here and shipped nowhere; decision 0055).
`python -m bench.pen [--sets fifth,fourth,third,heldout] [--verbose]`.
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import os
import re
import subprocess
import sys
import time
import zipfile
from collections import Counter
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # one core, as the goal is stated

from doglicense.office.documents import certificate_text, second_engine, tesseract
from doglicense.office.documents.certificate_words import LABELS, parse_date
from doglicense.office.documents.prep.page import prepared
from doglicense.office.documents.rabies_fields import read_fields
from doglicense.office.documents.rapid import engine as rapid_engine
from tests.heldout_certificates import Heldout

PEN_CACHE = Path(os.environ.get("PEN_CACHE", Path.home() / ".cache" / "doglicense-pen"))
WHEEL = "easyhtr"
KEYS = ("vaccinated", "tag")
_LABEL = {
    "vaccinated": re.compile(rf"\b(?:{LABELS['vaccinated']})\b\.?(?!\s+against)", re.I),
    "tag": re.compile(r"\b(?:rabies )?tag ?(?:no|number|#)?\.?", re.I),
}
_ANY_LABEL = re.compile(
    r"^(?:owner|address|dog'?s|name|breed|colou?r|sex|age|wt|vaccine|product|lot\w*|duration"
    r"|good|date|revaccinate|expir\w*|rabies|tag|veterinarian|signature|phone)$",
    re.I,
)


@dataclass
class Field:
    page: str
    key: str
    truth: object
    stage: str  # where it was lost, or "proposed right" / "proposed wrong"
    first: str  # what the page's reading holds in the value's region
    tesseract: str = ""
    htr: str = ""
    rapidocr: str = ""
    tesseract_s: float = 0.0
    htr_s: float = 0.0
    rapidocr_s: float = 0.0


def pen_pages(sets: list[str]) -> list[Heldout]:
    pages: list[Heldout] = []
    if "fifth" in sets:
        from tests.fifth_certificates import PAGES, fifth_page, fifth_sheet_cell

        hand = [n for n in range(PAGES) if fifth_sheet_cell(n)[0] == "handwritten_pad"]
        pages += [fifth_page(n) for n in hand]
    if "fourth" in sets:
        from tests.fourth_certificates import PAGES as FOURTH
        from tests.fourth_certificates import fourth_page

        pages += [p for p in map(fourth_page, range(FOURTH)) if p.layout == "letterhead"]
    if "third" in sets:
        from tests.third_certificates import third_set

        pages += [p for p in third_set(3) if p.layout == "tag_card"]
    if "heldout" in sets:
        from tests.heldout_certificates import heldout_set

        pages += [p for p in heldout_set(4) if p.layout == "hand_card"]
    return pages


def picture(page: Heldout) -> Any | None:
    """The page as the reader sees it before OCR; None for a PDF with a text layer."""
    from PIL import Image, ImageOps

    if page.content_type != "application/pdf":
        return ImageOps.exif_transpose(Image.open(io.BytesIO(page.data)))
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(page.data)
    first = document[0]
    if first.get_textpage().count_chars() > 0:
        return None
    return first.render(scale=certificate_text.PDF_DPI / 72, grayscale=True).to_pil()


Word = tuple[str, tuple[int, int, int, int], float]


def first_lines(page: Any) -> list[list[Word]]:
    """Tesseract's first reading of the prepared page, word by word, as certificate_text's."""
    from tesserocr import RIL, iterate_level

    api = tesseract.page_reader()
    api.SetImage(page)
    api.Recognize()
    lines: list[list[Word]] = []
    iterator = api.GetIterator()
    for word in iterate_level(iterator, RIL.WORD) if iterator is not None else ():
        if word.Empty(RIL.WORD):
            continue
        text, box = word.GetUTF8Text(RIL.WORD), word.BoundingBox(RIL.WORD)
        if not text or not box:
            continue
        if word.IsAtBeginningOf(RIL.TEXTLINE) or not lines:
            lines.append([])
        lines[-1].append((text, box, word.Confidence(RIL.WORD) / 100))
    api.Clear()
    return lines


def value_region(lines: list[list[Word]], key: str) -> tuple[bool, list[Word]]:
    """Whether the field's label was read, and the words on its row just right of it."""
    words = [w for line in lines for w in line]
    found = False
    for line in lines:
        text, starts = "", []
        for word in line:
            starts.append(len(text) + bool(text))
            text = f"{text} {word[0]}" if text else word[0]
        for match in _LABEL[key].finditer(text):
            inside = [line[i] for i, s in enumerate(starts) if match.start() <= s < match.end()]
            if not inside:
                continue
            found = True
            top, bottom = min(w[1][1] for w in inside), max(w[1][3] for w in inside)
            x1, height = max(w[1][2] for w in inside), bottom - top
            label = (0, top, x1, bottom)
            beside = sorted(
                (w for w in words if x1 - 2 <= w[1][0] < x1 + 20 * height and _on_row(label, w[1])),
                key=lambda w: w[1][0],
            )
            region: list[Word] = []
            for word in beside:
                last = region[-1][1][2] if region else x1
                if word[1][0] - last > 4 * height or _ANY_LABEL.match(word[0].strip(".:,")):
                    break
                region.append(word)
            if region:
                return True, region
    return found, []


def _on_row(label: tuple[int, int, int, int], box: tuple[int, int, int, int]) -> bool:
    """As label_layout.same_row: the middle within the label's height, or most of it shared."""
    y0, y1 = label[1], label[3]
    shared = min(box[3], y1) - max(box[1], y0)
    middle = (box[1] + box[3]) / 2
    height = y1 - y0
    return shared >= 0.6 * min(height, box[3] - box[1]) or (
        y0 - 0.2 * height <= middle <= y1 + 0.2 * height
    )


def cut(page: Any, region: list[Word]) -> Any:
    x0, y0 = min(w[1][0] for w in region), min(w[1][1] for w in region)
    x1, y1 = max(w[1][2] for w in region), max(w[1][3] for w in region)
    pad = (y1 - y0) // 4 + 2
    return page.crop(
        (max(0, x0 - pad), max(0, y0 - pad), min(page.width, x1 + pad), min(page.height, y1 + pad))
    )


def tesseract_line(picture: Any) -> str:
    from PIL import Image

    larger = picture.resize((picture.width * 2, picture.height * 2), Image.Resampling.LANCZOS)
    return tesseract.read_line(larger, False)


@cache
def _reader() -> tuple[Any, list[str]]:
    """reader.onnx and its characters, from the wheel in PEN_CACHE (fetched once)."""
    import onnxruntime

    models = PEN_CACHE / "models"
    if not (models / "reader.onnx").exists():
        PEN_CACHE.mkdir(parents=True, exist_ok=True)
        pip = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", WHEEL]
        subprocess.run([*pip, "-d", str(PEN_CACHE)], check=True)  # noqa: S603 (our own words)
        wheel = next(PEN_CACHE.glob(f"{WHEEL}-*.whl"))
        models.mkdir(exist_ok=True)
        with zipfile.ZipFile(wheel) as archive:
            for name in ("reader.onnx", "reader.json"):
                (models / name).write_bytes(archive.read(f"htr_pipeline/models/{name}"))
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    session = onnxruntime.InferenceSession(
        str(models / "reader.onnx"), options, providers=["CPUExecutionProvider"]
    )
    chars = json.loads((models / "reader.json").read_text())["chars"]
    return session, chars


def htr(picture: Any) -> str:
    """The CRNN's best path over the picture, as HTRPipeline's own `read` prepares it: grey,
    48 pixels high (at most twice enlarged), centred on white with 16 pixels each side."""
    import numpy
    from PIL import Image

    session, chars = _reader()
    grey = picture.convert("L")
    factor = min(48 / grey.height, 2)
    size = (max(1, round(grey.width * factor)), max(1, round(grey.height * factor)))
    grey = grey.resize(size, Image.Resampling.BILINEAR)
    width = size[0] + (4 - size[0]) % 4 + 32
    canvas = numpy.full((48, width), 255, numpy.uint8)
    top, left = (48 - size[1]) // 2, (width - size[0]) // 2
    canvas[max(0, top) : max(0, top) + min(48, size[1]), left : left + size[0]] = numpy.asarray(
        grey
    )[: min(48, size[1])]
    batch = (canvas / 255 - 0.5)[None, None].astype(numpy.float32)
    best = session.run(None, {"input": batch})[0][:, 0].argmax(1)
    return "".join(chars[c - 1] for c, _ in itertools.groupby(best) if c != 0)


def rapid_line(picture: Any) -> str:
    """RapidOCR's recogniser alone (Apache-2.0, the ocr2 extra) over the same cut."""
    import numpy

    found = rapid_engine.engine()(
        numpy.asarray(picture.convert("RGB")), use_det=False, use_cls=False, use_rec=True
    )[0]
    return " ".join(str(text) for text, _ in found or ())


_MONTHS = "JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER"
_LOOKS = str.maketrans("OQDILZSBG", "001112586")  # a letter the reader gives for a figure


def right(key: str, truth: object, text: str) -> bool:
    """The value read: a tag's characters, or a date's (any way a pen writes it, separators
    aside: the handwriting reader has no '/' or '.')."""
    bare = re.sub(r"[^A-Z0-9]", "", text.upper())
    if key == "tag":
        return bool(bare) and bare == re.sub(r"[^A-Z0-9]", "", str(truth).upper())
    if not isinstance(truth, date):
        return False
    if parse_date(text) == truth:
        return True
    month = _MONTHS.split()[truth.month - 1]
    written = {
        f"{m}{d}{y}"
        for m in (str(truth.month), f"{truth.month:02d}", month, month[:3])
        for d in (str(truth.day), f"{truth.day:02d}")
        for y in (f"{truth.year % 100:02d}", str(truth.year))
    }
    return bare in written or bare.translate(_LOOKS) in written


def follow(page: Heldout, engines: bool) -> list[Field]:
    image = picture(page)
    reading = read_fields(
        certificate_text.read_words(page.data, page.content_type, 50_000_000).segments
    )
    fields = []
    for key in KEYS:
        truth, proposed = getattr(page.truth, key), getattr(reading, key)
        if truth is None:
            continue
        field = Field(page.name, key, truth, "", "")
        if proposed is not None:
            field.stage = "proposed right" if str(proposed) == str(truth) else "proposed wrong"
        if image is None:
            field.stage = field.stage or "text layer, not proposed"
            fields.append(field)
            continue
        ready = prepared(image)
        labelled, region = value_region(first_lines(ready), key)
        field.first = " ".join(w[0] for w in region)
        if not field.stage:
            field.stage = (
                "label not read"
                if not labelled
                else "no words beside the label"
                if not region
                else "read right, not proposed"
                if right(key, truth, field.first)
                else "misread"
            )
        if engines and region:
            line = cut(ready, region)
            started = time.process_time()
            field.tesseract = tesseract_line(line)
            field.tesseract_s = time.process_time() - started
            started = time.process_time()
            field.htr = htr(line)
            field.htr_s = time.process_time() - started
            if second_engine.available():
                started = time.process_time()
                field.rapidocr = rapid_line(line)
                field.rapidocr_s = time.process_time() - started
        fields.append(field)
    return fields


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", default="fifth,fourth,third,heldout")
    parser.add_argument("--no-engines", action="store_true", help="the stages only")
    parser.add_argument("--verbose", action="store_true", help="every field's readings")
    args = parser.parse_args()
    engines = not args.no_engines
    if engines:
        _reader()  # loaded once, as a worker would: not a field's time
        if second_engine.available():
            rapid_engine.warm()
    fields = [f for page in pen_pages(args.sets.split(",")) for f in follow(page, engines)]
    for key in KEYS:
        ours = [f for f in fields if f.key == key]
        print(f"\n{key}: {len(ours)} fields")
        for stage, count in Counter(f.stage for f in ours).most_common():
            print(f"- {stage}: {count}")
        read = [f for f in ours if f.first]
        for engine in ("tesseract", "htr", "rapidocr") if engines else ():
            good = sum(right(key, f.truth, getattr(f, engine)) for f in read)
            empty = sum(not getattr(f, engine).strip() for f in read)
            seconds = sorted(getattr(f, f"{engine}_s") for f in read)
            median = seconds[len(seconds) // 2] if seconds else 0.0
            print(
                f"- {engine} on the {len(read)} regions: right {good}, "
                f"wrong {len(read) - good - empty}, empty {empty}, median {median:.3f} s a field"
            )
    if args.verbose:
        for f in fields:
            print(
                f"{f.page} {f.key} [{f.stage}] truth {f.truth!r} first {f.first!r} "
                f"tesseract {f.tesseract!r} htr {f.htr!r} rapidocr {f.rapidocr!r}"
            )


if __name__ == "__main__":
    main()
