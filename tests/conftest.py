"""Shared fixtures: a real database per test (SQLite file, or PostgreSQL), the services, a clock."""

from __future__ import annotations

import os

# argon2's cheapest parameters for staff passwords and ticket codes, in this process and every
# process a test starts (doglicense/office/staff/hashes.py; refused in production): the same checks,
# a tenth of a second less CPU each.
os.environ.setdefault("DOGLICENSE_TEST_HASH_COST", "cheapest")  # before our modules load

from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from doglicense.law import load_town
from doglicense.office.documents.images import ImageWorkers
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from tests.botchat import running_bot
from tests.dbkit import POSTGRES_URL, fresh_postgres, fresh_sqlite
from tests.formkit import close_browser
from tests.standins.telegram import FakeTelegram

# The card-payment fixtures (telegram, web, stripe_api, card_bot); the S3 stand-in and the
# document store's settings (document_store, bucket).
pytest_plugins = ["tests.paytools", "tests.s3kit"]

BACKENDS = ["sqlite", "postgresql"]
FIGURE = "figure"  # a test's record_property name for a line printed at the end of the run


# `make test-fast` leaves these out (with the PostgreSQL half): files whose tests drive Chromium,
# start `doglicense` processes or a PostgreSQL server of their own, walk every journey, or run
# the benchmarks small. `make test` (CI) runs everything.
SLOW_FILES = {
    "test_bench_smoke.py",
    "test_backup.py",
    "test_bot_restart.py",
    "test_database_restart.py",
    "test_migrations.py",
    "test_staff_cli.py",
    "test_two_hosts.py",
    "test_workers.py",
    "test_workers_jobs.py",
    "test_nodelay.py",
    "test_upgrade_from_first_release.py",
    "test_journeys.py",
    "test_clerk_browser.py",
    "test_clerk_checks_browser.py",
    "test_mail_folder.py",
    "test_found_matches.py",
    "test_seizure_matches.py",
    "test_seizure_online.py",
    "test_renewal_unspayed.py",
    "test_rabies_confirm.py",
    "test_web_headers.py",
    "test_web_signin.py",
    "test_bot_crossing.py",
    "test_bot_email_link.py",
    "test_forms_corrections.py",
    "test_forms_crossing.py",
    "test_forms_details.py",
    "test_forms_license.py",
    "test_forms_lost.py",
    "test_forms_my_dogs.py",
    "test_forms_phone_width.py",
    "test_forms_spanish.py",
    "test_forms_stops.py",
    "test_transfers_browser.py",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks for choosing a tier: `postgresql` (the PostgreSQL half), `slow` (SLOW_FILES)."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and callspec.params.get("backend") == "postgresql":
            item.add_marker(pytest.mark.postgresql)
        if item.path.name in SLOW_FILES:
            item.add_marker(pytest.mark.slow)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The figure lines tests recorded (the journey explorer's), shown under -q and under xdist,
    whose workers' own output never reaches the terminal."""
    for outcome in ("passed", "failed"):
        for report in terminalreporter.stats.get(outcome, []):
            for name, value in getattr(report, "user_properties", []):
                if name == FIGURE:
                    terminalreporter.write_line(str(value))


class FakeClock:
    """A clock the test moves by hand; the services read it."""

    def __init__(self, now: datetime) -> None:
        self.current = now

    def __call__(self) -> datetime:
        return self.current

    def set(self, when: str) -> None:
        """Stand on a day in the town: "2026-03-10 14:00" in America/New_York."""
        local = datetime.fromisoformat(when).replace(tzinfo=load_town().tz)
        self.current = local.astimezone(UTC)


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "postgresql" and not POSTGRES_URL:
        pytest.skip("TEST_POSTGRES_URL is not set (make test starts a PostgreSQL)")
    return str(request.param)


@pytest.fixture
async def database_url(backend: str, tmp_path: Path) -> str:
    """A fresh migrated database of the test's own (a copy of one migrated per test process)."""
    if backend == "sqlite":
        return await fresh_sqlite(tmp_path / "doglicense.db")
    return await fresh_postgres()


@pytest.fixture
def clock() -> FakeClock:
    town = load_town()
    return FakeClock(datetime(2026, 3, 10, 14, 0, tzinfo=town.tz).astimezone(UTC))


@pytest.fixture
def settings(database_url: str, tmp_path: Path, document_store: dict[str, Any]) -> Settings:
    return Settings(
        database_url=database_url,
        var_dir=tmp_path / "var",
        telegram_bot_token=None,
        stripe_api_key=None,
        **document_store,
    )


@pytest.fixture(scope="session", autouse=True)
async def _the_browser_closes_last() -> AsyncIterator[None]:
    """Chromium is started once per test process (formkit.browser) and closed after the last
    test; every test runs in this session's event loop, so one driver serves them all."""
    yield
    await close_browser()


@pytest.fixture(scope="session")
def image_workers() -> Iterator[ImageWorkers]:
    """The picture workers of this test process: one pool, as a service process has one."""
    workers = ImageWorkers()
    yield workers
    workers.close()


@pytest.fixture
async def services(
    settings: Settings, clock: FakeClock, image_workers: ImageWorkers
) -> AsyncIterator[Services]:
    services = Services(
        settings=settings,
        db=Database(settings.resolved_database_url),
        town=load_town(settings.town),
        now=clock,
        images=image_workers,
    )
    yield services
    if services.images is not image_workers:  # a test that set caps of its own
        services.images.close()
    await services.db.dispose()


@pytest.fixture
async def web(services: Services, clock: FakeClock) -> AsyncIterator[str]:
    """Our web app on 127.0.0.1, whose address the service gives in its links and e-mails."""
    from tests.paytools import serving  # here: tests.paytools imports this module

    async with serving(services) as url:
        services.settings.public_base_url = url
        yield url


@pytest.fixture
def fake() -> Iterator[FakeTelegram]:
    """The Bot API stand-in on 127.0.0.1."""
    with FakeTelegram() as fake:
        yield fake


@pytest.fixture
async def bot(services: Services, fake: FakeTelegram) -> AsyncIterator[Any]:
    """The real PTB Application, long-polling the stand-in."""
    async with running_bot(services, fake) as application:
        yield application


@pytest.fixture
async def probe_db(database_url: str) -> AsyncIterator[Database]:
    """A migrated database with a small table of its own, `probe` (id, s): rows 1-3, "a" to "c"."""
    db = Database(database_url)
    async with db.engine.begin() as connection:
        await connection.execute(text("CREATE TABLE probe (id INTEGER PRIMARY KEY, s TEXT)"))
        await connection.execute(text("INSERT INTO probe VALUES (1, 'a'), (2, 'b'), (3, 'c')"))
    yield db
    await db.dispose()
