"""A questionnaire's answer to its question about the rabies shot: an insurer's "Is the dog's
rabies vaccination current?" and, on the line under it, "Yes. Last given Oct. 20, 2024, expires
Oct. 20, 2027" (decision 0087). The answer names no vaccine; its question does. It is read as
one sentence naming rabies (layout/notes/prose.py reads its dates by the words before them), its
lines down to the next question or label ("9. Rabies tag number", "Veterinarian / practice").
"""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import SURE, only_label_words
from doglicense.office.documents.layout.cards import RABIES
from doglicense.office.documents.layout.roles import OTHER_SHOTS


def answers(words: list[Segment]) -> list[tuple[str, int, list[bool]]]:
    """A questionnaire's answer under its question about the rabies shot ("Is the dog's rabies
    vaccination current?" / "Yes. Last given Oct. 20, 2024 (3 year vaccine)"), read as one
    sentence naming rabies; a term in it and no expiry gives the expiry."""
    out = []
    for question in words:
        text = question.text.rstrip()
        if not text.endswith("?") or not RABIES.search(text) or OTHER_SHOTS.search(text):
            continue
        lines = _answer(question, words)
        if not lines:
            continue
        said, sure = "Rabies:", [True] * len("Rabies:")
        for line in _in_reading_order(lines):
            said += " " + line.text
            sure += [True] + [line.confidence_of(i, i + 1) >= SURE for i in range(len(line.text))]
        out.append((said, 0, sure))
    return out


def _in_reading_order(lines: list[Segment]) -> list[Segment]:
    """Line by line down, each line's pieces left to right."""
    rows: list[list[Segment]] = []
    for segment in sorted(lines, key=lambda s: s.y0):
        row = next((row for row in rows if _level(segment, row[0])), None)
        if row is None:
            rows.append([segment])
        else:
            row.append(segment)
    return [segment for row in rows for segment in sorted(row, key=lambda s: s.x0)]


def _answer(question: Segment, words: list[Segment]) -> list[Segment]:
    """The answer's lines: from the line just under the question, as far left or indented a
    little, down to the next question or label."""
    height = question.height
    first = [
        s
        for s in words
        if question.y1 - 0.3 * height < s.y0 < question.y1 + 1.5 * height
        and question.x0 - height < s.x0 < question.x0 + 4 * height
    ]
    if not first or any(_asked(s.text) for s in first):
        return []
    lines = [s for s in words if any(_level(s, f) for f in first)]
    while True:
        last = max(lines, key=lambda s: s.y1)
        more = [
            s
            for s in words
            if s not in lines and 0 < s.y0 - last.y0 < 1.6 * height and s.x0 > last.x0 - height
        ]
        if not more or any(_asked(s.text) for s in more):
            return lines
        lines += [s for s in words if s not in lines and any(_level(s, m) for m in more)]


def _level(one: Segment, other: Segment) -> bool:
    return one.y0 < other.y1 and other.y0 < one.y1 and abs(one.y0 - other.y0) < 0.5 * one.height


def _asked(text: str) -> bool:
    """The next question or label: "9. Rabies tag number", "Veterinarian / practice"."""
    return text.rstrip().endswith("?") or bool(_NUMBERED.match(text)) or only_label_words(text)


_NUMBERED = re.compile(r"^\s*\d{1,2}[.,]\s+[A-Za-z]")
