"""A rabies shot written in a sentence: a discharge summary's "Rabies 1 year vaccine, Rabvac 1,
given Sep 9, 2025; lot 854180E; tag #25-3315. DHPP booster also given; ...".

A record's notes name the shot in prose, no label before a date: a date is the shot's by the word
just before it ("given", "administered", "on", "from"; "expires", "due", "until"), or by the
vaccine's name and a colon just before it in a list ("Rabies (Imrab 1 TF): 05/21/2026, good
until 05/21/2027", a sitter's care notes: decision 0086), inside the one
sentence that names rabies, and never inside a clause that names another vaccine. A sentence runs
over the lines of its paragraph, a pen's short ones too ("Murphy's rabies shot from / 12/26/2023 /
is due 12/26/2026."), and past an abbreviation's stop ("rec'd rabies vacc. / on 9/2/26"). A
sentence of a previous or prior shot is not this one's. Two sentences naming rabies with dates,
or two dates of one kind, are a guess, and nothing is read. A questionnaire's answer under its
question about the rabies shot is read as one such sentence (layout/notes/answers.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    LOT_SHAPE,
    SURE,
    TAG_SHAPE,
    code_of,
    date_of,
    years_after,
)
from doglicense.office.documents.layout.cards import RABIES
from doglicense.office.documents.layout.marks import TERM, term_years
from doglicense.office.documents.layout.notes.answers import answers
from doglicense.office.documents.layout.notes.dated import dated, no_month
from doglicense.office.documents.layout.notes.giver import RABIES_NAMES, giver, rabies_before
from doglicense.office.documents.layout.roles import OTHER_SHOTS

# A sentence ends at a full stop before a capital, never after a title or a month ("Dr. Tsai").
_END = re.compile(r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\b[Nn]o)(?<!\bSt)(?<!\bMrs)\.\s+(?=[A-Z])")
_ON = r"(?:\W+on)?\W*$"  # "given on", "due on"
_GIVEN = re.compile(r"\b(?:given|administered|vaccinated|received|on|from)\W*$", re.I)
_DUE = re.compile(rf"\b(?:expir\w*|exp|due|until|through|thru|next|valid to){_ON}", re.I)
# A tag only with its "#" or "No." as read: a "#" misread as a figure ("tag 424-9126") leaves none.
_CODE = re.compile(
    r"\b(?:(?P<lot>lot|serial)\s*(?:no\.?|number|#)?|(?P<tag>tag)\s*(?:no\.?|number|#))\s*(?P<code>\S+)",
    re.I,
)
_NOTED_TAG = re.compile(r"\btag\b(?:\s+\w+){1,4}\s+\(#\s*(?P<code>[^\s)]+)\)", re.I)
_BRACKETED_TAG = re.compile(r"\(tag\s+(?P<code>[^\s)]+)\)", re.I)  # "… 1 year (tag K169-68)."
_EARLIER = re.compile(r"\b(?:previous|prior|earlier|former)\b", re.I)  # another shot's sentence
# A list's line, the vaccine's name and a colon before its date: "Rabies (Imrab 1 TF): 05/21/2026"
_LISTED = re.compile(rf"(?:{RABIES_NAMES.pattern})\s*(?:\([^()]*\))?\s*:\s*$", re.I)
# A sentence that goes on about the shot the one before named.
_OF_IT = re.compile(
    r"\s*(?:this|that|the|said)\s+(?:vaccin\w*|shot|immuni[sz]ation)\b|\s*it\b", re.I
)
_SPLIT = re.compile(r" [A-Z0-9]{1,3}\b")  # a code's end read apart from it
_PROSE_WORDS = 6  # a line of a sentence, not a form's label or value
_LEAD = 3  # words before a date that may say what it is ("given on", "expires on")


@dataclass(frozen=True)
class Shot:
    """What the one rabies sentence says; None where it says nothing surely."""

    vaccinated: date | None = None
    expires: date | None = None
    tag: str | None = None
    lot: str | None = None
    vet: str | None = None  # "by Dr. Ana Ruiz"
    clinic: str | None = None  # "at Buckley Road Pet Hospital"
    counted: bool = False  # the expiry counted from the term the sentence names


def written_shot(words: list[Segment]) -> Shot:
    """The rabies shot of the one sentence that names rabies and a date; empty otherwise. Its
    expiry may be the next sentence's, when that one speaks of it ("This vaccination is valid
    through 8/16/2029."), or counted from the one term it names ("It was given as a 3-year
    vaccine.")."""
    found = []
    for text, sure in _paragraphs(words):
        sentences = _sentences(text)
        for (sentence, start), after in zip(sentences, [*sentences[1:], None], strict=True):
            # never "Her previous rabies vaccination was given on 12/19/2021"
            earlier = _EARLIER.search(sentence)
            if RABIES.search(sentence) and dated(sentence, _PROSE_WORDS) and not earlier:
                shot = _read(sentence, start, sure)
                if shot.vaccinated and not shot.expires and after is not None:
                    shot = replace(shot, expires=_its_end(*after, sure))
                    if shot.expires is None and _OF_IT.match(after[0]):
                        shot = _termed(shot, after[0])  # "It was given as a 3-year vaccine."
                found.append(shot)
    found += [
        _termed(shot, answer[0]) for answer in answers(words) if (shot := _read(*answer)).vaccinated
    ]
    return found[0] if len(found) == 1 else Shot()


def several_shots(words: list[Segment]) -> bool:
    """Two animals' lines each dating its shot ("Gus: rabies vaccine given …"): a guess."""
    lines = [t for t, _ in _paragraphs(words) if _ANIMAL_S.match(t) and dated(t, _PROSE_WORDS)]
    return len(lines) > 1


_ANIMAL_S = re.compile(r"\s*[A-Z][^\s:]*\s*:\s*rabies\b", re.I)


def _termed(shot: Shot, answer: str) -> Shot:
    """The answer's shot, its expiry the term it names where it gives none ("(3 year
    vaccine)"): one term only."""
    terms = {term_years(m) for m in TERM.finditer(answer)}
    if shot.expires is not None or shot.vaccinated is None or len(terms) != 1:
        return shot
    return replace(shot, expires=years_after(shot.vaccinated, terms.pop()), counted=True)


def _its_end(sentence: str, start: int, sure: list[bool]) -> date | None:
    """The one date of a sentence that goes on about the shot just named ("This vaccination
    is valid through …", "It expires on …"), read surely after an expiry's word; no other
    vaccine, no earlier shot and no second date in it."""
    if not _OF_IT.match(sentence) or OTHER_SHOTS.search(sentence) or _EARLIER.search(sentence):
        return None
    dates = list(DATE_SHAPE.finditer(sentence))
    if len(dates) != 1:
        return None
    match = dates[0]
    if not _DUE.search(_lead(sentence, match)) or not _surely(match, start, sure):
        return None
    return date_of(match)


def _lead(sentence: str, match: re.Match[str]) -> str:
    """The words just before a date, which may say what it is ("given on", "expires on"); a
    weekday before it says nothing ("given Tue 10/20/2026")."""
    return " ".join(_WEEKDAY.sub("", sentence[: match.start()]).split()[-_LEAD:])


_WEEKDAY = re.compile(
    r"\s*\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)[.,]?\s*$",
    re.I,
)


def _surely(match: re.Match[str], start: int, sure: list[bool]) -> bool:
    return all(sure[start + i] for i in range(match.start(), match.end()))


def _paragraphs(words: list[Segment]) -> list[tuple[str, list[bool]]]:
    """Each line with the lines that run on under it (same left edge, next line down): their
    text, and for each character whether its word was read surely."""
    starts = [s for s in words if not any(_runs_on(o, s) for o in words if o is not s)]
    taken: set[int] = set()
    out = []
    for first in sorted(starts, key=lambda s: (s.y0, s.x0)):
        if id(first) in taken:
            continue
        run = [first]
        taken.add(id(first))
        while (following := _next(run[-1], first, words, taken)) is not None:
            run.append(following)
            taken.add(id(following))
        text, sure = "", list[bool]()
        for before, segment in zip([None, *run], run, strict=False):
            glued = before is not None and _runs_on(before, segment)
            if before is not None and not (glued and segment.x0 - before.x1 < 0.2 * before.height):
                text += " "
                sure.append(True)
            text += segment.text
            sure += _sure_letters(segment)
        out.append((text, sure))
    return out


def _next(last: Segment, first: Segment, words: list[Segment], taken: set[int]) -> Segment | None:
    """The run that goes on from `last`: the rest of its line, else the paragraph's next line."""
    free = [s for s in words if id(s) not in taken]
    on = [s for s in free if _runs_on(last, s)]
    if on:
        return min(on, key=lambda s: s.x0)
    under = [s for s in free if _below(last, s) and abs(s.x0 - first.x0) < last.height]
    nearest = min(under, key=lambda s: s.y0) if under else None
    # a sentence ends its paragraph, unless the next line goes on about the same shot ("It was
    # given as a 3-year vaccine.", a letter's line of its own)
    return None if _ended(last.text) and not (nearest and _OF_IT.match(nearest.text)) else nearest


def _below(last: Segment, line: Segment) -> bool:
    """The next line down: apart, or touching where the line above is a line of prose (a
    second engine's boxes meet line to line; a form's short labels stay apart)."""
    gap = line.y0 - last.y1
    prose = len(last.text.split()) >= _PROSE_WORDS
    return 0 < gap < 0.9 * last.height or (prose and -0.05 * last.height <= gap <= 0)


def _runs_on(line: Segment, other: Segment) -> bool:
    """The rest of a tilted photo's line, read as a run of its own a step up or down."""
    level = other.y0 < line.y1 and line.y0 < other.y1
    return level and -0.2 * line.height < other.x0 - line.x1 < line.height


def _ended(text: str) -> bool:
    return text.rstrip().endswith((".", ":")) and not _ABBREVIATED.search(text)


_ABBREVIATED = re.compile(r"\b(?:vacc?|inj|approx)\.\s*$", re.I)  # "rec'd rabies vacc." goes on


def _sentences(text: str) -> list[tuple[str, int]]:
    starts = [0, *(m.end() for m in _END.finditer(text))]
    ends = [*(m.start() + 1 for m in _END.finditer(text)), len(text)]
    return [(text[a:b], a) for a, b in zip(starts, ends, strict=True)]


def _read(sentence: str, start: int, sure: list[bool]) -> Shot:
    """The sentence's dates by the words before each, and its lot and tag: those after a
    mention of rabies, never after another vaccine's name nearer them ("DHPP given; Bordetella
    due Sep 15")."""
    given: list[date] = []
    due: list[date] = []
    for match in DATE_SHAPE.finditer(sentence):
        day = date_of(match)
        if not rabies_before(sentence[: match.start()]) or no_month(match):
            continue
        if day is None or not _surely(match, start, sure):
            return Shot()
        lead = _lead(sentence, match)
        if _DUE.search(lead):
            due.append(day)
        elif _GIVEN.search(lead) or _LISTED.search(sentence[: match.start()]):
            given.append(day)
        else:
            return Shot()  # a date the sentence does not say is the shot's or its end
    if len(given) > 1 or len(due) > 1:
        return Shot()
    vet, clinic = giver(sentence, start, sure) if given else (None, None)
    return replace(
        _codes(sentence, start, sure),
        vaccinated=given[0] if given else None,
        expires=due[0] if due else None,
        vet=vet,
        clinic=clinic,
    )


def _codes(sentence: str, start: int, sure: list[bool]) -> Shot:
    """The sentence's lot and tag, each after a mention of rabies and read surely."""
    codes: dict[str, list[str]] = {"lot": [], "tag": []}
    for match in _CODE.finditer(sentence):
        key = "lot" if match.group("lot") else "tag"
        code = code_of(match.group("code"), LOT_SHAPE if key == "lot" else TAG_SHAPE)
        where = range(start + match.start("code"), start + match.end())
        split = _SPLIT.match(sentence, match.end())  # "3313096 MW", "2024-412 9": cut by a gap
        surely = all(sure[i] for i in where)
        if code and not split and surely and rabies_before(sentence[: match.start()]):
            codes[key].append(code)
    noted = [*_NOTED_TAG.finditer(sentence), *_BRACKETED_TAG.finditer(sentence)]
    for match in noted:  # "the tag on the collar (#25-4473)"
        code = code_of(match.group("code"), TAG_SHAPE)
        surely = all(sure[i] for i in range(start + match.start("code"), start + match.end("code")))
        if code and surely and rabies_before(sentence[: match.start()]):
            codes["tag"].append(code)
    return Shot(
        tag=codes["tag"][0] if len(codes["tag"]) == 1 else None,
        lot=codes["lot"][0] if len(codes["lot"]) == 1 else None,
    )


def written_codes(words: list[Segment], row: list[Segment] | None = None) -> Shot:
    """The lot and tag of the one undated sentence naming rabies and its codes, a record's note
    beside its table ("Rabies lot 645056PS, tag no. 2026-9905."); empty where two say any. Noted
    in a table's rabies `row` itself, that row's (`row_codes`)."""
    if row is not None and (own := row_codes(row)) != Shot():
        return own
    found = [
        shot
        for text, sure in _paragraphs(words)
        for sentence, start in _sentences(text)
        if RABIES.search(sentence)
        and not DATE_SHAPE.search(sentence)
        and not _EARLIER.search(sentence)
        and ((shot := _codes(sentence, start, sure)).tag or shot.lot)
    ]
    return found[0] if len(found) == 1 else Shot()


def row_codes(row: list[Segment]) -> Shot:
    """The lot and tag noted in a table's rabies row after its vaccine's name, in a cell of
    their own ("Defensor 3, tag T17444" beside the row's dates); empty where two cells say any."""
    found = [
        shot
        for cell in row
        if not DATE_SHAPE.search(cell.text)
        and ((shot := _codes(cell.text, 0, _sure_letters(cell))).tag or shot.lot)
    ]
    return found[0] if len(found) == 1 else Shot()


def _sure_letters(segment: Segment) -> list[bool]:
    return [segment.confidence_of(i, i + 1) >= SURE for i in range(len(segment.text))]
