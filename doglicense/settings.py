"""The service's settings, read once from the environment (DESIGN.md, "Settings")."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from doglicense.office.documents import images
from doglicense.office.documents.pdf_caps.bounded import PdfLimits

TELEGRAM_API = "https://api.telegram.org"
PLACEHOLDER_SECRETS = {"changeme", "change-me", "secret", "xxx", "todo"}


class Settings(BaseSettings):
    """Every setting of the service; a missing production secret fails at start-up."""

    model_config = SettingsConfigDict(env_file=None, extra="ignore")

    environment: str = "development"
    var_dir: Path = Path("var")
    database_url: str = ""
    # Where uploaded documents are kept: unset, the folder var/documents of this machine;
    # "s3://bucket/prefix", an S3-compatible bucket every host shares (storage/bucket_store.py).
    document_store: str = ""
    s3_endpoint_url: str | None = None  # unset: AWS itself; MinIO, Ceph, R2...: their address
    s3_region: str = "us-east-1"
    # Unset: the client's own chain (AWS_* variables, the instance's or container's role).
    s3_access_key_id: SecretStr | None = None
    s3_secret_access_key: SecretStr | None = None
    town: str = "clay"

    telegram_bot_token: SecretStr | None = None
    telegram_api_base_url: str = TELEGRAM_API
    telegram_webhook_secret: SecretStr | None = None
    telegram_bot_username: str | None = None  # for the web's "continue in Telegram" link
    public_base_url: str | None = None
    # Residents' updates processed at once by one process; one resident's are always in order.
    # The database pool keeps this many connections open (and 4 more for web pages, runtime.py):
    # past what it lends updates only queue for a connection (bench/README.md, section 2).
    telegram_concurrent_updates: int = 16
    # Webhook mode: how long Telegram's POST waits for the update's reply to ride on its answer
    # (bot/webhook_reply.py); 0 sends every reply as a request of its own.
    telegram_webhook_reply_wait: float = Field(default=2.0, ge=0, le=5)

    stripe_api_key: SecretStr | None = None
    stripe_webhook_secret: SecretStr | None = None
    stripe_api_base: str | None = None
    stripe_timeout_seconds: float = 10.0  # a resident waits this long at most for Stripe

    image_workers: int = images.WORKERS  # processes decoding uploaded pictures
    image_max_pixels: int = images.MAX_PIXELS
    image_time_limit_seconds: float = images.TIME_LIMIT_SECONDS  # a worker past it is killed
    image_worker_memory_mb: int = images.MEMORY_LIMIT_MB  # one past it is replaced; 0: no limit
    # A PDF past any of these is refused before it is stored or drawn (docs/decisions/0029).
    pdf_max_pages: int = PdfLimits.max_pages
    pdf_max_page_inches: float = PdfLimits.max_page_points / 72
    pdf_max_inflated_mb: int = PdfLimits.max_inflated_bytes // 2**20

    session_secret: SecretStr = SecretStr("development-only-session-secret")
    # A resident's browser stays signed in this long unused, and this long at most (decision 0027):
    # a resident comes back once a license year; on a shared computer, signing out ends it.
    resident_session_idle_days: float = Field(default=400, gt=0)
    resident_session_max_days: float = Field(default=800, gt=0)

    smtp_host: str | None = None  # unset: no e-mail is sent
    smtp_port: int = 587
    smtp_username: str | None = None
    smtp_password: SecretStr | None = None
    smtp_from: str | None = None
    smtp_starttls: bool = True

    @field_validator(
        "telegram_bot_token",
        "stripe_api_key",
        "stripe_webhook_secret",
        "smtp_host",
        "smtp_password",
        "s3_endpoint_url",
        "s3_access_key_id",
        "s3_secret_access_key",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        return None if value == "" else value

    @field_validator("document_store")
    @classmethod
    def _a_folder_or_a_bucket(cls, value: str) -> str:
        if value and not (value.startswith("s3://") and len(value) > len("s3://")):
            raise ValueError("DOCUMENT_STORE is unset (var/documents) or s3://bucket/prefix")
        return value

    @model_validator(mode="after")
    def _s3_keys_come_in_pairs(self) -> Settings:
        if (self.s3_access_key_id is None) != (self.s3_secret_access_key is None):
            raise ValueError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both set, or neither")
        return self

    @model_validator(mode="after")
    def _refuse_placeholders_in_production(self) -> Settings:
        if self.environment != "production":
            return self
        missing = []
        if self.session_secret.get_secret_value().startswith("development-only"):
            missing.append("SESSION_SECRET")
        if self.stripe_api_key and not self.stripe_webhook_secret:
            missing.append("STRIPE_WEBHOOK_SECRET")
        if self.public_base_url and self.telegram_bot_token and not self.telegram_webhook_secret:
            missing.append("TELEGRAM_WEBHOOK_SECRET")
        if self.smtp_host and not self.smtp_from:
            missing.append("SMTP_FROM")
        if not self.database_url.startswith("postgresql"):
            missing.append("DATABASE_URL (postgresql+asyncpg://...)")
        if not (self.public_base_url or "").startswith("https://"):
            missing.append("PUBLIC_BASE_URL (https://...)")
        if self.document_store and not _private_or_https(self.s3_endpoint_url):
            missing.append("S3_ENDPOINT_URL (https://..., or plain http on this machine only)")
        for name in (
            "session_secret",
            "stripe_api_key",
            "stripe_webhook_secret",
            "telegram_webhook_secret",
            "s3_access_key_id",
            "s3_secret_access_key",
        ):
            value = getattr(self, name)
            if value is not None and value.get_secret_value().lower() in PLACEHOLDER_SECRETS:
                missing.append(name.upper())
        if missing:
            raise ValueError("production needs real values for: " + ", ".join(missing))
        return self

    @property
    def resolved_database_url(self) -> str:
        """DATABASE_URL, or the SQLite file under var/ by default."""
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{(self.var_dir / 'doglicense.db').resolve()}"

    @property
    def documents_dir(self) -> Path:
        return self.var_dir / "documents"

    @property
    def pdf_limits(self) -> PdfLimits:
        return PdfLimits(
            max_pages=self.pdf_max_pages,
            max_page_points=self.pdf_max_page_inches * 72,
            max_inflated_bytes=self.pdf_max_inflated_mb * 2**20,
            max_pixels=self.image_max_pixels,
        )

    @property
    def telegram_bot_api_url(self) -> str:
        return self.telegram_api_base_url.rstrip("/") + "/bot"

    @property
    def telegram_file_api_url(self) -> str:
        return self.telegram_api_base_url.rstrip("/") + "/file/bot"


def _private_or_https(endpoint: str | None) -> bool:
    """Certificates travel to the store: over TLS, unless it listens on this machine."""
    if endpoint is None or endpoint.startswith("https://"):
        return True
    host = urlsplit(endpoint).hostname or ""
    return host in ("127.0.0.1", "localhost", "::1")


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
