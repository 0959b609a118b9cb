"""What every entry point shares: settings, the database, the town, and the clock."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property

from doglicense.law import Clock, TownProfile, load_town
from doglicense.office.documents.images import ImageWorkers
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.document_store import DocumentStore
from doglicense.storage.stores import open_store

# Database connections kept open for web pages, besides one for each Telegram update at once.
WEB_CONNECTIONS = 4


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass
class Services:
    """Built once per process; handlers reach it, never globals."""

    settings: Settings
    db: Database
    town: TownProfile
    now: Callable[[], datetime] = field(default=utc_now)
    images: ImageWorkers = field(default_factory=ImageWorkers)  # pictures decoded off the loop
    # Taps answered in the Telegram webhook's own HTTP answer (web/app.py): the bot skips them.
    taps_answered: set[str] = field(default_factory=set)

    @classmethod
    def from_settings(cls, settings: Settings) -> Services:
        return cls(
            settings=settings,
            # All kept open: each update at once holds one (a few more for web pages). An
            # overflow connection was closed on its return and opened again for the next burst,
            # a new PostgreSQL backend each time. At most this many a process: a page waits for
            # one rather than open more (4 workers: 80, under PostgreSQL's 100).
            db=Database(
                settings.resolved_database_url,
                pool_size=settings.telegram_concurrent_updates + WEB_CONNECTIONS,
                max_overflow=0,
            ),
            town=load_town(settings.town),
            images=ImageWorkers(
                settings.image_workers,
                max_pixels=settings.image_max_pixels,
                time_limit=settings.image_time_limit_seconds,
                memory_limit_mb=settings.image_worker_memory_mb,
                pdf=settings.pdf_limits,
            ),
        )

    @cached_property
    def documents(self) -> DocumentStore:
        """Where uploaded documents are kept (DOCUMENT_STORE): opened at first use."""
        return open_store(self.settings)

    def clock(self) -> Clock:
        return Clock(now=self.now(), town=self.town)

    @property
    def card_payments(self) -> bool:
        return self.settings.stripe_api_key is not None
