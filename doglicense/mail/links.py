"""The links an e-mail carries: the resident's status page, the renewal form, stop reminders."""

from __future__ import annotations

from urllib.parse import quote

from itsdangerous import BadSignature, URLSafeSerializer, URLSafeTimedSerializer

from doglicense.office.residents.crossing import status_token
from doglicense.office.residents.email_links import link_token
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.settings import Settings

STOP_REMINDERS = "stop-reminders"
RENEW = "renew-signs-in"
# A reminder's Renew link signs its browser in: good from the first reminder (30 days before the
# end) to the last (14 days after), with a little room; decision 0014 says why not one-time.
RENEW_MAX_AGE_SECONDS = 60 * 24 * 60 * 60


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


def renew_token(settings: Settings, resident_id: int) -> str:
    return URLSafeTimedSerializer(_secret(settings), salt=RENEW).dumps(resident_id)


def read_renew_token(settings: Settings, token: str) -> int | None:
    try:
        value = URLSafeTimedSerializer(_secret(settings), salt=RENEW).loads(
            token, max_age=RENEW_MAX_AGE_SECONDS
        )
    except BadSignature:
        return None
    return value if isinstance(value, int) else None


RELAY = "relay-reply"


def reply_link(settings: Settings, reference: str, resident_id: int) -> str:
    """ "Write back" under a relayed message: for this resident, about this found dog."""
    token = URLSafeSerializer(_secret(settings), salt=RELAY).dumps([reference, resident_id])
    return f"{base_url(settings)}/forms/reply/{token}"


def read_reply_link(settings: Settings, token: str) -> tuple[str, int] | None:
    try:
        value = URLSafeSerializer(_secret(settings), salt=RELAY).loads(token)
    except BadSignature:
        return None
    if isinstance(value, list) and len(value) == 2:
        reference, resident_id = value
        if isinstance(reference, str) and isinstance(resident_id, int):
            return reference, resident_id
    return None


def one_time_link(settings: Settings, link_id: int, language: str) -> str:
    """A sign-in or confirmation link (office/residents/email_links.py): its token is made here,
    not kept;
    the page opens in the e-mail's language whatever the browser says."""
    token = link_token(_secret(settings), link_id)
    return f"{base_url(settings)}/forms/link/{token}?lang={language}"


def links_for(
    settings: Settings, resident_id: int, *, tag: str | None = None, reference: str | None = None
) -> dict[str, str]:
    """Every link a message's templates may show, for this resident (and the dog's tag, and a
    seized dog's reference: its Redeem link signs in as a reminder's Renew link does)."""
    base = base_url(settings)
    renew = f"{base}/forms/renew/{renew_token(settings, resident_id)}"
    return {
        "redeem_url": f"{renew}?redeem={quote(reference or '')}",
        "status_url": f"{base}/forms/status/{status_token(_secret(settings), resident_id)}",
        "renew_url": f"{renew}?tag={quote(tag)}" if tag else renew,
        "license_url": f"{base}/forms/license",
        "stop_url": f"{base}/mail/stop/{stop_reminders_token(settings, resident_id)}",
        "telegram_url": telegram_link(settings),
    }


def telegram_link(settings: Settings) -> str:
    """The Town's Telegram chat, or "" where no bot is configured (nothing to offer)."""
    username = settings.telegram_bot_username
    return f"https://t.me/{username}" if settings.telegram_bot_token and username else ""
