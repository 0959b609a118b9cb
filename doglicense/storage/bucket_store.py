"""Documents in an S3-compatible bucket, shared by every host of the service (docs/decisions/0024).

obstore's client is async and keeps its own connections; it is built once per process.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import obstore
from obstore.store import S3Store

from doglicense.storage.document_store import DocumentMissing

if TYPE_CHECKING:
    from obstore.store import ClientConfig, RetryConfig, S3Config

    from doglicense.settings import Settings

# A resident's upload waits on a put: an unreachable store fails the step within seconds (the
# client's default retries for three minutes), never hangs it.
CONNECT_TIMEOUT = timedelta(seconds=5)
REQUEST_TIMEOUT = timedelta(seconds=30)
RETRIES: RetryConfig = {"max_retries": 3, "retry_timeout": timedelta(seconds=20)}


def bucket_and_prefix(url: str) -> tuple[str, str]:
    """`s3://bucket/some/prefix` as ("bucket", "some/prefix")."""
    parts = urlsplit(url)
    if parts.scheme != "s3" or not parts.netloc:
        raise ValueError(f"not an s3://bucket/prefix address: {url!r}")
    return parts.netloc, parts.path.strip("/")


class BucketStore:
    """One object per key in the bucket, under the prefix DOCUMENT_STORE names."""

    def __init__(self, store: S3Store, where: str) -> None:
        self._store = store
        self._where = where

    @classmethod
    def from_settings(cls, settings: Settings) -> BucketStore:
        bucket, prefix = bucket_and_prefix(settings.document_store)
        config: S3Config = {"region": settings.s3_region}
        endpoint = settings.s3_endpoint_url
        if endpoint:
            config["endpoint"] = endpoint
            config["virtual_hosted_style_request"] = False  # MinIO, Ceph, moto: bucket in path
        if settings.s3_access_key_id and settings.s3_secret_access_key:
            config["access_key_id"] = settings.s3_access_key_id.get_secret_value()
            config["secret_access_key"] = settings.s3_secret_access_key.get_secret_value()
        client: ClientConfig = {
            "connect_timeout": CONNECT_TIMEOUT,
            "timeout": REQUEST_TIMEOUT,
            "allow_http": bool(endpoint and endpoint.startswith("http://")),
        }
        store = S3Store(
            bucket,
            prefix=prefix or None,
            config=config,
            client_options=client,
            retry_config=RETRIES,
        )
        where = settings.document_store + (f" at {endpoint}" if endpoint else "")
        return cls(store, where)

    @property
    def where(self) -> str:
        return self._where

    async def put(self, key: str, data: bytes) -> None:
        try:
            await obstore.head_async(self._store, key)
        except FileNotFoundError:
            await obstore.put_async(self._store, key, data)

    async def get(self, key: str) -> bytes:
        try:
            found = await obstore.get_async(self._store, key)
            return bytes(await found.bytes_async())
        except FileNotFoundError as missing:
            raise DocumentMissing(key) from missing

    async def all_keys(self) -> AsyncIterator[str]:
        async for chunk in obstore.list(self._store):
            for meta in chunk:
                yield meta["path"]
