"""A doctor's title read apart from the name after it ("Dr." and "Emmett Fairweather" on a
monospaced permit, parted by the typewriter's wide spaces): one run again, so the title is not
read as a label ("Dr" is a label's word) and the name keeps its title."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import one_run, same_row
from doglicense.office.documents.names.people import DOCTOR


def titled(segments: list[Segment]) -> list[Segment]:
    """The page's runs, each title alone joined to the capitalised name just after it."""
    joined: dict[int, Segment] = {}
    taken: set[int] = set()
    for title in segments:
        if not DOCTOR.fullmatch(title.text.strip()):
            continue
        name = _name_after(segments, title)
        if name is not None and id(name) not in taken:
            taken.add(id(name))
            joined[id(title)] = one_run(title, name)
    return [joined.get(id(s), s) for s in segments if id(s) not in taken]


def _name_after(segments: list[Segment], title: Segment) -> Segment | None:
    after = [
        s
        for s in segments
        if s is not title
        and same_row(title, s)
        and 0 <= s.x0 - title.x1 < 2.5 * title.height
        and s.text[:1].isupper()
    ]
    return min(after, key=lambda s: s.x0) if after else None
