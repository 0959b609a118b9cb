"""The S3 stand-in: moto's server on 127.0.0.1 (one per test session), a fresh bucket per test,
and what a store holds, read with another client (boto3) than the service's."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from doglicense.settings import Settings

MOTO_SERVER = str(Path(sys.executable).with_name("moto_server"))
KEY_ID, SECRET = "moto-key-id", "moto-secret-access-key"  # moto takes any; ours are sent
PREFIX = "clay/documents"  # a prefix inside the bucket, as a town sharing one would set

# On the document tests: run each on the local folder and on a bucket of the stand-in.
both_stores = pytest.mark.parametrize("document_store", ["folder", "bucket"], indirect=True)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def s3_endpoint() -> Iterator[str]:
    """moto's S3 server, as a process of its own on 127.0.0.1, for the whole test session."""
    port = _free_port()
    server = subprocess.Popen(  # noqa: S603 - moto's console script, fixed arguments
        [MOTO_SERVER, "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "MOTO_ALLOW_NONEXISTENT_REGION": "true"},
    )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(endpoint, timeout=2)
                break
            except httpx.TransportError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.1)
        yield endpoint
    finally:
        server.terminate()
        server.wait(timeout=30)


def s3_client(endpoint: str) -> Any:
    import boto3

    return boto3.client(
        "s3",
        endpoint_url=endpoint,
        aws_access_key_id=KEY_ID,
        aws_secret_access_key=SECRET,
        region_name="us-east-1",
    )


@pytest.fixture
def bucket(s3_endpoint: str) -> str:
    """A bucket of its own for this test."""
    name = "town-" + uuid.uuid4().hex[:12]
    s3_client(s3_endpoint).create_bucket(Bucket=name)
    return name


def bucket_settings(endpoint: str, bucket: str) -> dict[str, Any]:
    return {
        "document_store": f"s3://{bucket}/{PREFIX}",
        "s3_endpoint_url": endpoint,
        "s3_access_key_id": KEY_ID,
        "s3_secret_access_key": SECRET,
    }


@pytest.fixture
def document_store(request: pytest.FixtureRequest) -> dict[str, Any]:
    """The store's settings: the folder under VAR_DIR unless a test asks for a bucket."""
    if getattr(request, "param", "folder") == "folder":
        return {}
    return bucket_settings(
        request.getfixturevalue("s3_endpoint"), request.getfixturevalue("bucket")
    )


def store_env(settings: Settings) -> dict[str, str]:
    """The same store as environment variables, for a `doglicense` process."""
    if not settings.document_store:
        return {}
    assert settings.s3_access_key_id and settings.s3_secret_access_key
    return {
        "DOCUMENT_STORE": settings.document_store,
        "S3_ENDPOINT_URL": settings.s3_endpoint_url or "",
        "S3_ACCESS_KEY_ID": settings.s3_access_key_id.get_secret_value(),
        "S3_SECRET_ACCESS_KEY": settings.s3_secret_access_key.get_secret_value(),
    }


def kept(settings: Settings) -> dict[str, bytes]:
    """Every document the store holds, by key: the folder's files, or the bucket's objects
    under the prefix (read with boto3, not through the service's store)."""
    if not settings.document_store:
        root = settings.documents_dir
        files = [p for p in root.rglob("*") if p.is_file()] if root.exists() else []
        return {p.relative_to(root).as_posix(): p.read_bytes() for p in files}
    bucket = settings.document_store.removeprefix("s3://").split("/", 1)[0]
    client = s3_client(settings.s3_endpoint_url or "")
    found: dict[str, bytes] = {}
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket):
        for item in page.get("Contents", []):
            body = client.get_object(Bucket=bucket, Key=item["Key"])["Body"].read()
            assert item["Key"].startswith(PREFIX + "/"), item["Key"]
            found[item["Key"].removeprefix(PREFIX + "/")] = body
    return found


def drop(settings: Settings, key: str) -> None:
    """Lose one document from the store, as a restore without them would."""
    if not settings.document_store:
        (settings.documents_dir / key).unlink()
        return
    bucket = settings.document_store.removeprefix("s3://").split("/", 1)[0]
    s3_client(settings.s3_endpoint_url or "").delete_object(Bucket=bucket, Key=f"{PREFIX}/{key}")
