"""Parsers: turn what a resident typed or sent into an answer, or refuse it with a reason."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any

from doglicense.flows.pieces import Answers, Choice, Context, DogOnFile, Input, InputKind, Refusal

MAX_TEXT = 200
DOCUMENT_TYPES = ("image/jpeg", "image/png", "image/heic", "image/heif", "application/pdf")


def text_of(given: Input) -> str:
    """The text of a text answer; a photo, a file or a sticker where words are wanted is refused."""
    if given.kind is InputKind.FILE:
        raise Refusal("text_expected_got_file")
    if given.kind is not InputKind.TEXT:
        raise Refusal("text_expected")
    text = " ".join(given.text.split())
    if not text:
        raise Refusal("empty")
    if len(text) > MAX_TEXT:
        raise Refusal("too_long", limit=MAX_TEXT)
    if not any(unicodedata.category(ch)[0] in "LN" for ch in text):
        raise Refusal("no_letters")
    return text


EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]{2,}")


def looks_like_email(address: str) -> bool:
    """name@example.org: a mistyped address is caught here, a wrong one only by its mailbox."""
    return len(address) <= 254 and EMAIL.fullmatch(address.strip()) is not None


def email_address(given: Input, _answers: Answers, _context: Context) -> str:
    text = text_of(given)
    if not looks_like_email(text):
        raise Refusal("not_an_email")
    return text.strip().lower()  # mail systems treat addresses in any case as one


def plain_text(limit: int = MAX_TEXT) -> Callable[[Input, Answers, Context], str]:
    def parse(given: Input, _answers: Answers, _context: Context) -> str:
        text = text_of(given)
        if len(text) > limit:
            raise Refusal("too_long", limit=limit)
        return text

    return parse


def dog_name(given: Input, answers: Answers, context: Context) -> str:
    """A dog's name: any words, never an e-mail address or a link typed one question early, nor
    a phone number typed again one question late (no letter in it)."""
    text = plain_text(60)(given, answers, context)
    if "@" in text or text.lower().startswith(("http:", "https:", "www.")):
        raise Refusal("not_a_dog_name")
    if not any(ch.isalpha() for ch in text) and sum(ch.isdigit() for ch in text) >= 7:
        raise Refusal("not_a_dog_name")
    return text


def person_name(given: Input, _answers: Answers, _context: Context) -> str:
    text = text_of(given)
    if len(text) > 100:
        raise Refusal("too_long", limit=100)
    letters = sum(ch.isalpha() for ch in text)
    if letters < 2 or any(ch.isdigit() for ch in text):
        raise Refusal("not_a_name")
    return text


def yes_no(given: Input, _answers: Answers, _context: Context) -> bool:
    if given.kind is InputKind.CHOICE and given.choice in ("yes", "no"):
        return given.choice == "yes"
    text = text_of(given).lower().strip(".! ")
    if text in {"yes", "y", "yeah", "yep", "si", "sí"}:
        return True
    if text in {"no", "n", "nope"}:
        return False
    raise Refusal("yes_or_no")


def choice_of(*keys: str) -> Callable[[Input, Answers, Context], str]:
    """A choice among fixed keys; a typed word matching a key is taken too."""

    def parse(given: Input, _answers: Answers, _context: Context) -> str:
        if given.kind is InputKind.CHOICE and given.choice in keys:
            return given.choice
        if given.kind is InputKind.TEXT:
            typed = text_of(given).lower().replace(" ", "_")
            if typed in keys:
                return typed
        raise Refusal("use_buttons")

    return parse


def phone_number(given: Input, _answers: Answers, _context: Context) -> str:
    """A US telephone number, typed or shared as a Telegram contact; kept as (315) 555-0100."""
    text = given.text if given.kind is InputKind.CONTACT else text_of(given)
    digits = re.sub(r"\D", "", text)
    if len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    typed_oddly = given.kind is InputKind.TEXT and re.search(r"[^\d\s()+.\-]", text)
    if len(digits) != 10 or typed_oddly:
        raise Refusal("not_a_phone")
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


def zip_code(given: Input, _answers: Answers, _context: Context) -> str:
    text = text_of(given)
    if not re.fullmatch(r"\d{5}(-\d{4})?", text):
        raise Refusal("not_a_zip")
    return text[:5]


def street_address(given: Input, _answers: Answers, _context: Context) -> str:
    text = text_of(given)
    if len(text) > 150:
        raise Refusal("too_long", limit=150)
    if not re.search(r"\d", text) or sum(ch.isalpha() for ch in text) < 3:
        raise Refusal("not_an_address")
    return text


def document(given: Input, _answers: Answers, context: Context) -> dict[str, Any]:
    """A photo or a PDF of a certificate, already stored by the channel."""
    if given.kind is not InputKind.FILE or given.file is None:
        raise Refusal("file_expected")
    ref = given.file
    if ref.size_bytes > context.town.policy.max_upload_bytes:  # first: a big file is refused unread
        raise Refusal("file_too_big", limit_mb=context.town.policy.max_upload_bytes // 2**20)
    if ref.refusal is not None:
        raise ref.refusal
    if ref.content_type not in DOCUMENT_TYPES or not ref.document_id:
        raise Refusal("file_type")
    kept = {"document_id": ref.document_id, "content_type": ref.content_type, "name": ref.name}
    return {**kept, "read": dict(ref.reading)} if ref.reading else kept


# A spay/neuter certificate to follow: the record waits for it (office/records/later_proof.py).
PROOF_LATER = "later"


def document_or_later(given: Input, answers: Answers, context: Context) -> Any:
    """A certificate now, or the word that it follows later."""
    if given.kind is InputKind.CHOICE and given.choice == PROOF_LATER:
        return PROOF_LATER
    return document(given, answers, context)


TAG_WIDTH = 6  # tags read 000001: the number the Clerk assigns, zero-padded (R15, R16)
DOG_PREFIX = "dog:"


def normal_tag(text: str) -> str:
    """A tag number as typed ("#1", "000 001") in the form it is printed: "000001"."""
    typed = "".join(text.split()).lstrip("#")
    return typed.zfill(TAG_WIDTH) if typed.isdigit() else typed


def looks_like_tag(tag: str) -> bool:
    """A tag number as `normal_tag` gives it: digits only, 1 to 8 as typed."""
    return re.fullmatch(rf"\d{{{TAG_WIDTH},8}}", tag) is not None


def dog_choice(dog: DogOnFile) -> Choice:
    """One of the resident's dogs as a button."""
    return Choice(DOG_PREFIX + dog.tag_number, "dog", {"name": dog.name, "tag": dog.tag_number})


def chosen_dog(given: Input, context: Context) -> DogOnFile:
    """The resident's dog tapped, or named by its tag number; someone else's tag is refused."""
    if given.kind is InputKind.CHOICE and given.choice and given.choice.startswith(DOG_PREFIX):
        tag = given.choice.removeprefix(DOG_PREFIX)
    else:
        tag = normal_tag(text_of(given))
        if not looks_like_tag(tag):  # words are not echoed back as if they were a tag
            raise Refusal("not_a_tag_number")
    dog = context.dog(tag)
    if dog is None:
        raise Refusal("tag_not_yours", tag=tag)
    return dog
