"""The links an e-mail carries: the resident's status page, the renewal form, stop reminders."""

from __future__ import annotations

from itsdangerous import BadSignature, URLSafeSerializer

from doglicense.office.crossing import status_token
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.settings import Settings

STOP_REMINDERS = "stop-reminders"


def base_url(settings: Settings) -> str:
    return (settings.public_base_url or LOCAL_BASE_URL).rstrip("/")


def _secret(settings: Settings) -> str:
    return settings.session_secret.get_secret_value()


def stop_reminders_token(settings: Settings, resident_id: int) -> str:
    """No expiry: an unsubscribe link in a year-old reminder must still work (RFC 8058)."""
    return URLSafeSerializer(_secret(settings), salt=STOP_REMINDERS).dumps(resident_id)


def read_stop_reminders_token(settings: Settings, token: str) -> int | None:
    try:
        value = URLSafeSerializer(_secret(settings), salt=STOP_REMINDERS).loads(token)
    except BadSignature:
        return None
    return value if isinstance(value, int) else None


def links_for(settings: Settings, resident_id: int) -> dict[str, str]:
    """Every link a message's templates may show, for this resident."""
    base = base_url(settings)
    return {
        "status_url": f"{base}/forms/status/{status_token(_secret(settings), resident_id)}",
        "renew_url": f"{base}/forms/renewal",
        "license_url": f"{base}/forms/license",
        "stop_url": f"{base}/mail/stop/{stop_reminders_token(settings, resident_id)}",
    }
