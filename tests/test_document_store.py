"""The document store's contract, on the folder and on a bucket of the S3 stand-in; and an upload
while the bucket is unreachable."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest
from sqlalchemy import func, select

from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage import documents
from doglicense.storage.document_store import DocumentMissing
from doglicense.storage.models import Document
from doglicense.storage.stores import open_store
from tests.botchat import send, texts_of
from tests.picturekit import blank_png
from tests.s3kit import both_stores, bucket_settings, kept
from tests.standins.telegram import FakeTelegram
from tests.test_uploads import to_rabies_in_chat


@both_stores
@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
async def test_bytes_are_kept_once_under_their_hash_and_read_back(services: Services) -> None:
    store = services.documents
    photo = blank_png(32, 32)
    put = await documents.put(store, photo)
    assert put.sha256 == hashlib.sha256(photo).hexdigest()
    assert (put.content_type, put.size_bytes) == ("image/png", len(photo))
    again = await documents.put(store, photo)
    assert again == put
    await store.put("previews/x-1600.jpg", b"\xff\xd8\xff one")
    await store.put("previews/x-1600.jpg", b"\xff\xd8\xff two")  # a key names one content
    assert await store.get("previews/x-1600.jpg") == b"\xff\xd8\xff one"
    assert kept(services.settings) == {
        documents.original_key(put.sha256): photo,
        "previews/x-1600.jpg": b"\xff\xd8\xff one",
    }
    assert sorted([key async for key in store.all_keys()]) == sorted(kept(services.settings))
    with pytest.raises(DocumentMissing):
        await store.get(documents.original_key("0" * 64))


@both_stores
@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
async def test_a_prefix_keeps_one_town_from_another_in_one_bucket(
    services: Services, document_store: dict[str, Any]
) -> None:
    if not document_store:
        pytest.skip("a prefix is the bucket's")
    other = Settings(
        **(document_store | {"document_store": document_store["document_store"] + "-2"})
    )
    await open_store(other).put("ab/abc", b"the other town's")
    assert [key async for key in services.documents.all_keys()] == []
    with pytest.raises(DocumentMissing):
        await services.documents.get("ab/abc")


@both_stores
@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
async def test_an_upload_while_the_bucket_is_unreachable_is_a_sorry_and_records_nothing(
    services: Services, fake: FakeTelegram, bot: Any, document_store: dict[str, Any]
) -> None:
    if not document_store:
        pytest.skip("the folder is always there")
    closed = "http://127.0.0.1:9"  # discard: nothing listens
    services.settings = Settings(**(services.settings.model_dump() | {"s3_endpoint_url": closed}))
    services.__dict__.pop("documents", None)  # opened again from these settings
    user = fake.user(7301)
    await to_rabies_in_chat(user)
    reply = await send(user, ("file", (blank_png(64, 64), "image/png", "r.png")))
    assert "Sorry" in texts_of(reply) or "sorry" in texts_of(reply), texts_of(reply)
    async with services.db.session() as session:
        assert await session.scalar(select(func.count(Document.id))) == 0


def test_the_store_settings_name_the_bucket(s3_endpoint: str) -> None:
    store = open_store(Settings(**bucket_settings(s3_endpoint, "clay")))
    assert store.where == f"s3://clay/clay/documents at {s3_endpoint}"
