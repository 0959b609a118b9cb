"""Reading certificates the reader was never tuned on (issue 28): per field, layout and condition.

The pages come from tests/heldout_certificates.py, a generator written apart from the drawn set,
and are read exactly as an upload is read in an image worker (`second_engine.read_words_twice`,
then `fields_of`: Tesseract, and RapidOCR where the ocr2 extra is installed and Tesseract left a
date empty; `--engine tesseract` for Tesseract alone), one at a time on one thread, CPU
seconds. A field the certificate does not carry is counted only when something is proposed for
it (wrong). `python -m bench.heldout --misses`.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import time
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # one core, as the goal is stated

from bench import certificates
from doglicense.office.documents import certificate_text, pictures, second_engine
from doglicense.office.documents.rabies_fields import read_fields
from doglicense.office.documents.rapid import engine as rapid_engine
from tests.heldout_certificates import (
    CONDITIONS,
    CORE_FIELDS,
    FIELD_NAMES,
    LAYOUTS,
    Heldout,
    heldout_set,
)

PER_LAYOUT = 4  # 3 layouts x 6 conditions x 4 = 72 pages, about two minutes


@dataclass
class Tally:
    right: int = 0
    empty: int = 0
    wrong: int = 0

    def add(self, outcome: str) -> None:
        setattr(self, outcome, getattr(self, outcome) + 1)

    @property
    def counted(self) -> int:
        return self.right + self.empty + self.wrong

    def row(self, name: str) -> str:
        n = max(1, self.counted)
        proposed = self.right + self.wrong
        wrong_of_proposed = f"{100 * self.wrong / proposed:.1f} %" if proposed else "-"
        return (
            f"| {name} | {self.counted} | {100 * self.right / n:.1f} % | "
            f"{100 * self.empty / n:.1f} % | {100 * self.wrong / n:.1f} % | {wrong_of_proposed} |"
        )


@dataclass
class Report:
    tallies: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    seconds: list[float] = field(default_factory=list)
    layout_seconds: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    labels_proposed: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)
    second_asked: int = 0  # pages the second engine read (Tesseract left a date empty)


def plain(text: object) -> str:
    """A value as compared: case, punctuation and accents aside, as issue 28 counts (Tesseract's
    English model reads 'Clínica' as 'Clinica'; the console's name checks fold accents too)."""
    bare = unicodedata.normalize("NFKD", str(text))
    bare = "".join(c for c in bare if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", " ", bare.casefold()).strip()


def outcome(truth: object, read: object) -> str | None:
    """right, empty or wrong; None for a field neither on the page nor proposed."""
    if read is None:
        return None if truth is None else "empty"
    if isinstance(truth, date):
        return "right" if truth == read else "wrong"
    # "ACHTERBERG, MARGARETHE" names Margarethe Achterberg, as the console's name check reads it;
    # "Dr. Peter Brandt" and "Peter Brandt, DVM" name Peter Brandt (the sixteenth set's truths
    # keep a vet's title, the earlier sets' do not: the reader proposes the name alone).
    same = truth is not None and _named(truth) == _named(read)
    return "right" if same else "wrong"


_TITLES = frozenset(("dr", "dvm", "vmd"))


def _named(text: object) -> list[str]:
    words = plain(text).split()
    return sorted(w for w in words if w not in _TITLES) or sorted(words)


def is_label(read: object, labels: tuple[str, ...]) -> bool:
    """A value that is one of the page's printed labels, or only their words."""
    words = {w for label in labels for w in plain(label).split()}
    value = plain(read).split()
    return bool(value) and all(w in words for w in value) and not isinstance(read, date)


def measure(pages: list[Heldout], engine: str = "both") -> Report:
    report = Report()
    if engine == "both" and second_engine.available():
        rapid_engine.warm()  # loaded once per worker, as Tesseract is: not a page's time
    for page in pages:
        data, content_type = uploaded(page)
        started = time.process_time()
        if engine == "tesseract":
            words = certificate_text.read_words(data, content_type, 50_000_000)
            reading = read_fields(words.segments)
        elif engine == "both":  # as an upload is read with the ocr2 extra (decision 0037)
            words = second_engine.read_words_twice(data, content_type, 50_000_000)
            reading = second_engine.fields_of(words)
            report.second_asked += bool(words.second)
        else:  # RapidOCR where its wheel is installed (not a dependency: decision 0013)
            reading = certificates.read_sample(page, engine)  # type: ignore[arg-type]
        report.seconds.append(time.process_time() - started)
        report.layout_seconds[page.layout].append(report.seconds[-1])
        for name in FIELD_NAMES:
            truth, read = getattr(page.truth, name), getattr(reading, name)
            result = outcome(truth, read)
            if result is None:
                continue
            groups = [
                "all",
                f"field {name}",
                f"layout {page.layout}",
                f"condition {page.condition}",
            ]
            if name in CORE_FIELDS:
                groups.append("core fields")
                groups.append(f"core, {page.condition}")
            if name == "vaccinated":
                groups.append(f"vaccinated, {page.layout} {page.condition}")
            for group in groups:
                report.tallies[group].add(result)
            if result == "wrong":
                report.misses.append(f"{page.name} {name}: {read!r} (true {truth!r})")
                if is_label(read, page.labels):
                    report.labels_proposed.append(f"{page.name} {name}: {read!r}")
    return report


def uploaded(page: Heldout) -> tuple[bytes, str]:
    """What an upload is read from: a HEIC is kept, and read, as the JPEG it is made into when
    it arrives (`pictures.read_picture`), not as the phone sent it."""
    if page.content_type != "image/heic":
        return page.data, page.content_type
    picture = pictures.read_picture(page.data, page.content_type, 50_000_000)
    return picture.data, picture.content_type


def table(report: Report) -> list[str]:
    lines = [
        "| fields | counted | right | empty | wrong | wrong of proposed (goal < 1 %) |",
        "|---|---|---|---|---|---|",
    ]
    lines += [report.tallies[name].row(name) for name in sorted(report.tallies, key=_order)]
    lines.append("")
    lines.append(
        f"Labels proposed as values: {len(report.labels_proposed)} (goal 0). "
        f"Seconds a page, one core: median {statistics.median(report.seconds):.2f}, "
        f"worst {max(report.seconds):.2f} ({len(report.seconds)} pages; "
        f"{report.second_asked} read by the second engine too, the whole page or a code's box)."
    )
    for layout, seconds in sorted(report.layout_seconds.items()):
        lines.append(
            f"- {layout}: median {statistics.median(seconds):.2f}, worst {max(seconds):.2f}"
        )
    return lines


def _order(name: str) -> tuple[int, str]:
    kinds = ("all", "core fields", "field", "layout", "condition", "core,", "vaccinated,")
    return next(i for i, k in enumerate(kinds) if name.startswith(k)), name


def cli(
    build: Callable[[int, tuple[str, ...]], list[Heldout]],
    doc: str | None,
    count: tuple[str, int],
    conditions: tuple[str, ...],
    layouts: tuple[str, ...],
    measured: Callable[[list[Heldout], str], Report] | None = None,
    by_group: Callable[[Report], list[str]] | None = None,
) -> None:
    """The command line every held-out set shares: `count` names the size flag and its default;
    `measured` is a set's own measure (its pen pages apart), `by_group` its `--by-condition`."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument(count[0], type=int, default=count[1], dest="count")
    parser.add_argument("--conditions", default=",".join(conditions))
    parser.add_argument("--layouts", default=",".join(layouts))
    # both: as an upload is read (Tesseract, RapidOCR too where the ocr2 extra is installed)
    parser.add_argument("--engine", default="both", choices=("tesseract", "both", "rapidocr"))
    parser.add_argument("--misses", action="store_true", help="list every wrong field")
    if by_group is not None:
        parser.add_argument("--by-condition", action="store_true", help="the date by goal group")
    args = parser.parse_args()
    pages = build(args.count, tuple(args.conditions.split(",")))
    pages = [page for page in pages if page.layout in args.layouts.split(",")]
    report = (measured or measure)(pages, args.engine)
    print("\n".join(table(report)))
    if by_group is not None and args.by_condition:
        print()
        print("\n".join(by_group(report)))
    if args.misses:
        print("\n".join(report.misses))
        print("labels:", "; ".join(report.labels_proposed))


def main() -> None:
    cli(heldout_set, __doc__, ("--per-layout", PER_LAYOUT), CONDITIONS, LAYOUTS)


if __name__ == "__main__":
    main()
