"""A license or renewal for a dog that already has one open: named on the summary, before paying."""

from __future__ import annotations

from doglicense.flows.pieces import Answers, Context, OpenRequest


def _folded(name: object) -> str:
    return " ".join(str(name or "").casefold().split())


def already_open(kind: str, answers: Answers, context: Context) -> OpenRequest | None:
    """The open request of the same kind for the same dog: by its name, or the tag renewed."""
    for request in context.open_requests:
        if request.kind != kind:
            continue
        if kind == "renewal" and answers.get("renew_dog") == request.tag_number:
            return request
        if kind == "license" and _folded(answers.get("dog_name")) == _folded(request.dog_name):
            return request
    return None
