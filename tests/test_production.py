"""Production mode: settings refused at start-up, /health and /ready, JSON logs without PII."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import SecretStr, ValidationError
from sqlalchemy import text

from doglicense import logs
from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.database import Database
from doglicense.storage.stores import open_store
from doglicense.web.app import create_app
from tests.botchat import PNG, TOKEN, dog, owner, talk
from tests.httpkit import LOCAL_TLS
from tests.standins.telegram import FakeTelegram

GOOD = {
    "environment": "production",
    "database_url": "postgresql+asyncpg://town@db.example/doglicense",
    "public_base_url": "https://dogs.example.gov",
    "session_secret": SecretStr("a real, long, random session secret"),
    "telegram_bot_token": SecretStr("123:abc"),
    "telegram_webhook_secret": SecretStr("a real webhook secret"),
}


def test_production_settings_with_real_values_are_taken() -> None:
    assert Settings(**GOOD).environment == "production"  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"database_url": "sqlite+aiosqlite:///var/doglicense.db"}, "DATABASE_URL"),
        ({"database_url": ""}, "DATABASE_URL"),
        ({"public_base_url": "http://dogs.example.gov"}, "PUBLIC_BASE_URL"),
        ({"public_base_url": None}, "PUBLIC_BASE_URL"),
        ({"telegram_webhook_secret": None}, "TELEGRAM_WEBHOOK_SECRET"),
        ({"telegram_webhook_secret": SecretStr("changeme")}, "TELEGRAM_WEBHOOK_SECRET"),
        ({"session_secret": SecretStr("development-only-x")}, "SESSION_SECRET"),
        (
            {
                "document_store": "s3://clay-dogs",
                "s3_access_key_id": SecretStr("AKIAEXAMPLE"),
                "s3_secret_access_key": SecretStr("changeme"),
            },
            "S3_SECRET_ACCESS_KEY",
        ),
        (
            {"document_store": "s3://clay-dogs", "s3_endpoint_url": "http://minio.example:9000"},
            "S3_ENDPOINT_URL",
        ),
    ],
)
def test_production_refuses_to_start_without_a_real_value(
    change: dict[str, Any], named: str
) -> None:
    with pytest.raises(ValidationError, match=named):
        Settings(**(GOOD | change))  # type: ignore[arg-type]


def test_a_bucket_in_production_is_taken_with_its_keys_or_the_machine_s_role() -> None:
    keys = {
        "s3_access_key_id": SecretStr("AKIAEXAMPLE"),
        "s3_secret_access_key": SecretStr("a real secret access key"),
    }
    for store in (
        {"document_store": "s3://clay-dogs/documents"},  # AWS, the instance's role
        {"document_store": "s3://clay-dogs", "s3_endpoint_url": "https://s3.town.example"} | keys,
        {"document_store": "s3://clay-dogs", "s3_endpoint_url": "http://127.0.0.1:9000"} | keys,
    ):
        assert Settings(**(GOOD | store)).document_store == store["document_store"]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "store",
    [
        {"document_store": "/srv/documents"},
        {"document_store": "s3://"},
        {"document_store": "s3://clay-dogs", "s3_access_key_id": SecretStr("AKIAEXAMPLE")},
    ],
)
def test_a_store_is_a_bucket_with_both_keys_or_none(store: dict[str, Any]) -> None:
    with pytest.raises(ValidationError, match=r"DOCUMENT_STORE|S3_SECRET_ACCESS_KEY"):
        Settings(**store)


def test_the_bucket_s_secrets_never_show_in_the_settings() -> None:
    secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    settings = Settings(
        document_store="s3://clay-dogs",
        s3_access_key_id=SecretStr("AKIAEXAMPLE"),
        s3_secret_access_key=SecretStr(secret),
    )
    assert secret not in repr(settings) and secret not in str(settings.model_dump())
    assert secret not in open_store(settings).where


async def _get(services: Services, path: str) -> httpx.Response:
    app = create_app(services)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, transport=transport, base_url="http://town"
    ) as client:
        return await client.get(path)


async def test_health_and_ready_on_a_migrated_database(services: Services) -> None:
    assert (await _get(services, "/health")).status_code == 200
    response = await _get(services, "/ready")
    assert (response.status_code, response.text) == (200, "ready")


async def test_not_ready_before_the_migrations_nor_behind_them(
    services: Services, tmp_path: Path
) -> None:
    async with services.db.engine.begin() as connection:
        await connection.execute(text("UPDATE alembic_version SET version_num = 'older'"))
    assert (await _get(services, "/ready")).status_code == 503
    bare = Services(
        settings=services.settings,
        db=Database(f"sqlite+aiosqlite:///{tmp_path / 'never-migrated.db'}"),
        town=load_town(),
    )
    assert (await _get(bare, "/ready")).status_code == 503
    assert (await _get(bare, "/health")).status_code == 200  # the process is up all the same
    await bare.db.dispose()


def test_a_log_line_is_json_and_masks_a_bot_token() -> None:
    record = logging.LogRecord(
        "httpx", logging.WARNING, __file__, 1, "POST %s", ("https://x/bot123:AbC-d_e/getMe",), None
    )
    record.resident_id = 7
    record.full_name = "Jane Smith"  # not a safe extra: never copied into the line
    line = json.loads(logs.JsonFormatter().format(record))
    assert line["message"] == "POST https://x/bot<token>/getMe"
    assert line["resident_id"] == 7 and "full_name" not in line


async def test_a_whole_license_conversation_logs_no_personal_data(
    services: Services, fake: FakeTelegram, bot: Any, caplog: pytest.LogCaptureFixture
) -> None:
    root = logging.getLogger()
    kept = root.handlers[:]
    logs.configure(json_lines=True)  # as production starts; it replaces the root's handlers
    root.handlers[:] = kept
    caplog.set_level(logging.INFO)
    user = fake.user(4242, first_name="Jane")
    steps = [
        *owner(),
        *dog(),
        ("tap", "yes"),
        ("photo", PNG),
        ("tap", "certificate"),
        ("photo", PNG),
        "6/1/2025",
        "6/1/2028",
        ("tap", "none"),
        ("tap", "no"),
        ("tap", "counter"),
        ("tap", "nav:confirm"),
    ]
    await talk(user, steps)
    formatter = logs.JsonFormatter()
    lines = [formatter.format(r) for r in caplog.records]
    assert any('"chat step"' in line and '"reference"' in line for line in lines)
    assert not any(r.name.startswith(("httpx", "httpcore")) for r in caplog.records)
    forbidden = ["Jane", "Smith", "4401", "State Route", "315-555", "3155550100", "Beagle", "Rex"]
    for line in lines:
        parsed = json.loads(line)
        assert parsed["level"] and parsed["logger"]
        assert TOKEN not in line and TOKEN.split(":")[1] not in line
        for word in forbidden:
            assert word not in line, (word, line)
