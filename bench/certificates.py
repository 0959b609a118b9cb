"""Reading rabies certificates (issue 16): fields right, left empty and wrong, per condition.

The certificates are drawn by tests/certificate_set.py; each is read in this process, one at a
time on one thread (OMP_THREAD_LIMIT=1), so the seconds are one core's. `--engine rapidocr`
measures RapidOCR instead of Tesseract where its wheel is installed (docs/decisions/0013).
"""

from __future__ import annotations

import argparse
import io
import os
import re
import time
from collections import Counter
from datetime import date
from typing import Any

os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # Tesseract on one core, as the goal is stated

from doglicense.office.documents import certificate_text
from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import RabiesReading, read_fields
from tests.certificate_set import CONDITIONS, FIELD_NAMES, Sample, TrueFields, samples

GOALS = {"clean": 95, "pdf_text": 95, "phone": 85, "chat_photo": 85}
HELD_OUT = 300  # the bench reads certificates from this number on, never seen while tuning


def _same(truth: object, read: object) -> bool:
    if isinstance(truth, date):
        return truth == read
    return _plain(str(truth)) == _plain(str(read))


def _plain(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.casefold()).strip()


def score(truth: TrueFields, reading: RabiesReading) -> Counter[str]:
    """right / empty / wrong, one per field."""
    tally: Counter[str] = Counter()
    for name in FIELD_NAMES:
        read = getattr(reading, name)
        if read is None:
            tally["empty"] += 1
        elif _same(getattr(truth, name), read):
            tally["right"] += 1
        else:
            tally["wrong"] += 1
    return tally


def read_sample(sample: Sample, engine: str = "tesseract") -> RabiesReading:
    if engine == "tesseract":
        page = certificate_text.read_words(sample.data, sample.content_type, 50_000_000)
        return read_fields(page.segments)
    if engine == "both":  # as an upload is read with the ocr2 extra (decision 0037)
        from doglicense.office.documents import second_engine

        words = second_engine.read_words_twice(sample.data, sample.content_type, 50_000_000)
        return second_engine.fields_of(words)
    from PIL import Image

    if sample.content_type == "application/pdf":
        import pypdfium2 as pdfium

        document = pdfium.PdfDocument(sample.data)
        image = document[0].render(scale=200 / 72).to_pil()
    else:
        image = Image.open(io.BytesIO(sample.data))
    return read_fields(rapidocr_segments(image))


def rapidocr_segments(image: Any) -> list[Segment]:
    """RapidOCR's lines as our segments, its line score the certainty of each word."""
    import numpy
    from rapidocr_onnxruntime import RapidOCR

    global _rapid
    _rapid = _rapid or RapidOCR()
    found, _ = _rapid(numpy.asarray(image.convert("RGB")))
    segments = []
    for quad, text, score in found or []:
        xs = [p[0] for p in quad]
        ys = [p[1] for p in quad]
        words = " ".join(text.split())
        sure = (float(score),) * len(words.split(" "))
        segments.append(Segment(words, min(xs), min(ys), max(xs), max(ys), sure))
    return segments


_rapid: Any = None


def measure(
    per_layout: int,
    conditions: tuple[str, ...] = CONDITIONS,
    engine: str = "tesseract",
    start: int = HELD_OUT,
) -> dict[str, dict[str, Any]]:
    """Per condition: fields right, empty and wrong, CPU seconds per page, the wrong ones listed."""
    results: dict[str, dict[str, Any]] = {}
    if engine == "both":
        from doglicense.office.documents.rapid import engine as rapid_engine

        if rapid_engine.available():
            rapid_engine.warm()  # loaded once per worker: not a page's time
    for condition in conditions:
        tally: Counter[str] = Counter()
        seconds = 0.0
        misses: list[str] = []
        empties: list[str] = []
        drawn = samples(per_layout, (condition,), start=start)
        for sample in drawn:
            started = time.process_time()
            reading = read_sample(sample, engine)
            seconds += time.process_time() - started
            counted = score(sample.truth, reading)
            tally += counted
            for name in FIELD_NAMES:
                read = getattr(reading, name)
                if read is None:
                    empties.append(f"{sample.name} {name}")
                elif not _same(getattr(sample.truth, name), read):
                    misses.append(
                        f"{sample.name} {name}: {read!r} (true {getattr(sample.truth, name)!r})"
                    )
        total = len(drawn) * len(FIELD_NAMES)
        results[condition] = {
            "pages": len(drawn),
            "fields": total,
            "right": tally["right"],
            "empty": tally["empty"],
            "wrong": tally["wrong"],
            "seconds_per_page": seconds / len(drawn),
            "misses": misses,
            "empties": empties,
        }
    return results


def table(results: dict[str, dict[str, Any]]) -> list[str]:
    lines = [
        "| condition | pages | fields right | left empty | wrong (goal < 1 %) | s/page, one core |",
        "|---|---|---|---|---|---|",
    ]
    for condition, r in results.items():
        goal = f" (goal >= {GOALS[condition]} %)" if condition in GOALS else ""
        lines.append(
            f"| {condition} | {r['pages']} | {100 * r['right'] / r['fields']:.1f} %{goal} | "
            f"{100 * r['empty'] / r['fields']:.1f} % | {100 * r['wrong'] / r['fields']:.2f} % | "
            f"{r['seconds_per_page']:.2f} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--per-layout", type=int, default=4)
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--engine", default="tesseract", choices=("tesseract", "both", "rapidocr"))
    parser.add_argument("--start", type=int, default=HELD_OUT, help="the first sample's number")
    parser.add_argument("--misses", action="store_true", help="list every wrong and empty field")
    args = parser.parse_args()
    conditions = tuple(args.conditions.split(","))
    results = measure(args.per_layout, conditions, args.engine, args.start)
    print("\n".join(table(results)))
    if args.misses:
        for r in results.values():
            print("\n".join(r["misses"]))
            print("empty:", " ".join(r["empties"]))


if __name__ == "__main__":
    main()
