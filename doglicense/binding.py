"""Where `serve` listens, and what that allows: /dev/mail and the development secret on loopback."""

from __future__ import annotations

import ipaddress

from doglicense.settings import Settings

BOUND_TO_VARIABLE = "DOGLICENSE_BOUND_TO"  # set by `serve --workers` for its workers' factory
HOW_TO_MAKE_ONE = "python3 -c 'import secrets; print(secrets.token_urlsafe(48))'"


def is_loopback(host: str | None) -> bool:
    """Only this machine can reach it: 127.0.0.0/8, ::1 or "localhost"; a name or "" is not."""
    if host is None:
        return False
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def development_secret(settings: Settings) -> bool:
    """The secret a fresh clone runs with: anyone can read it, so anyone can sign links with it."""
    return settings.session_secret.get_secret_value().startswith("development-only")


def dev_mail_shown(settings: Settings, bound_to: str | None) -> bool:
    """/dev/mail: a developer's own machine (loopback, the development secret, no production)."""
    return (
        settings.environment != "production"
        and is_loopback(bound_to)
        and development_secret(settings)
    )


def refusal(settings: Settings, host: str) -> str | None:
    """Why `serve` will not start on `host`: the development secret beyond loopback."""
    if is_loopback(host) or not development_secret(settings):
        return None
    return (
        f"--host {host} reaches beyond this machine, and SESSION_SECRET is the development one,"
        " which anyone can read: with it a sign-in or renew link can be made for any resident."
        f" Set SESSION_SECRET to a long random value ({HOW_TO_MAKE_ONE}), or serve on 127.0.0.1."
    )


def warning(settings: Settings, host: str) -> str | None:
    """What `serve` says loudly on `host`: beyond loopback, but not ENVIRONMENT=production."""
    if is_loopback(host) or settings.environment == "production":
        return None
    return (
        f"serving on {host}, beyond this machine, with ENVIRONMENT={settings.environment}:"
        " anyone who reaches this port reaches the service; set ENVIRONMENT=production"
        " for a town's residents"
    )
