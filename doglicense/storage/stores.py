"""The document store DOCUMENT_STORE names: the folder under VAR_DIR by default, or a bucket."""

from __future__ import annotations

from doglicense.settings import Settings
from doglicense.storage.document_store import DocumentStore


def open_store(settings: Settings) -> DocumentStore:
    """The store DOCUMENT_STORE names: the folder under VAR_DIR by default, or a bucket."""
    if settings.document_store.startswith("s3://"):
        from doglicense.storage.bucket_store import BucketStore  # only a bucket needs obstore

        return BucketStore.from_settings(settings)
    from doglicense.storage.folder_store import FolderStore

    return FolderStore(settings.documents_dir)
