"""A town profile read from its TOML file: every key checked, an unknown or bad one refused."""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import fields
from importlib import resources
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from doglicense.law.public_holidays import STATES_WITH_A_CALENDAR
from doglicense.law.town import Fees, Policy, Pound, RedemptionRates, TownProfile

_TOWN_KEY = re.compile(r"[a-z][a-z0-9_]*")


_ZIP_CODE = re.compile(r"\d{5}")


_HOURS_IN = re.compile(r"office_hours_[a-z]{2}")  # office_hours_es: the hours in Spanish


_TABLES = frozenset(
    ("clerk", "court", "zip_codes", "fees", "redemption_fees", "policy", "exempt_types")
)


_TOP_LEVEL = _TABLES | {"name", "state", "county", "timezone", "pound"}  # [pound]: optional


@functools.lru_cache(maxsize=16)
def load_town(key: str = "clay") -> TownProfile:
    """Read and check ``doglicense/towns/<key>.toml``; read once per process."""
    if not _TOWN_KEY.fullmatch(key):
        raise ValueError(f"town key {key!r} must be lower-case letters, digits and underscores")
    resource = resources.files("doglicense.towns").joinpath(f"{key}.toml")
    if not resource.is_file():
        raise ValueError(f"no town profile {key!r}: expected doglicense/towns/{key}.toml")
    try:
        data = tomllib.loads(resource.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"town profile {key}.toml is not valid TOML: {error}") from error
    return parse_town(key, data)


def town_or_default(town: TownProfile | None) -> TownProfile:
    """The given town, or Clay's profile when a rule is called without one."""
    return town if town is not None else load_town()


def parse_town(key: str, data: Mapping[str, Any]) -> TownProfile:
    """Build a town profile from parsed TOML, refusing anything missing, unknown or inconsistent."""
    where = f"town profile {key!r}"
    _no_unknown(data, _TOP_LEVEL, where)
    clerk = _table(data, "clerk", where)
    court = _table(data, "court", where)
    zips = _table(data, "zip_codes", where)
    hours_in = tuple(
        (name.removeprefix("office_hours_"), _text(clerk, name, f"{where} [clerk]"))
        for name in sorted(clerk)
        if _HOURS_IN.fullmatch(name)
    )
    known = {
        "phone",
        "office_address",
        "office_hours",
        *(f"office_hours_{lang}" for lang, _ in hours_in),
    }
    _no_unknown(clerk, known, f"{where} [clerk]")
    _no_unknown(court, {"name", "address", "return_dates_set_by"}, f"{where} [court]")
    set_by = court.get("return_dates_set_by", "court")
    if set_by not in ("court", "clerk"):
        raise ValueError(f'{where} [court]: return_dates_set_by must be "court" or "clerk"')
    _no_unknown(zips, {"in_town", "partly_in_town"}, f"{where} [zip_codes]")
    town = TownProfile(
        key=key,
        name=_text(data, "name", where),
        state=_text(data, "state", where),
        county=_text(data, "county", where),
        clerk_phone=_text(clerk, "phone", f"{where} [clerk]"),
        clerk_office_address=_text(clerk, "office_address", f"{where} [clerk]"),
        clerk_office_hours=_text(clerk, "office_hours", f"{where} [clerk]"),
        timezone=_text(data, "timezone", where),
        court_name=_text(court, "name", f"{where} [court]"),
        court_address=_text(court, "address", f"{where} [court]"),
        zip_codes_in_town=_zip_codes(zips, "in_town", where),
        zip_codes_partly_in_town=_zip_codes(zips, "partly_in_town", where),
        fees=_fees(_table(data, "fees", where), where),
        redemption_fees=_redemption_rates(_table(data, "redemption_fees", where), where),
        policy=_policy(_table(data, "policy", where), where),
        exempt_types=_exempt_types(data, where),
        clerk_office_hours_in=hours_in,
        return_dates_set_by=set_by,
        pound=_pound(data["pound"], where) if "pound" in data else None,
    )
    _check_town(town, where)
    return town


def _check_town(town: TownProfile, where: str) -> None:
    try:
        ZoneInfo(town.timezone)
    except (ZoneInfoNotFoundError, ValueError) as error:
        raise ValueError(f"{where}: unknown time zone {town.timezone!r}") from error
    if town.state not in STATES_WITH_A_CALENDAR:
        # Deadlines roll past the state's public holidays: only New York's are written (§24).
        raise ValueError(f"{where}: no public-holiday calendar for the state {town.state!r}")
    both = set(town.zip_codes_in_town) & set(town.zip_codes_partly_in_town)
    if both:
        raise ValueError(f"{where}: ZIP codes both wholly and partly in town: {sorted(both)}")


def _pound(table: Any, where: str) -> Pound:
    """The optional [pound]: its place (name and address) and hours, hours_es and the like."""
    where = f"{where} [pound]"
    if not isinstance(table, Mapping):
        raise ValueError(f"{where} must be a table")
    hours_in = tuple(
        (name.removeprefix("hours_"), _text(table, name, where))
        for name in sorted(table)
        if re.fullmatch(r"hours_[a-z]{2}", name)
    )
    _no_unknown(table, {"place", "hours", *(f"hours_{lang}" for lang, _ in hours_in)}, where)
    return Pound(_text(table, "place", where), _text(table, "hours", where), hours_in)


def _fees(table: Mapping[str, Any], where: str) -> Fees:
    where = f"{where} [fees]"
    names = {f.name for f in fields(Fees)}
    _no_unknown(table, names, where)
    missing = sorted(names - set(table))
    if missing:
        raise ValueError(f"{where}: missing {', '.join(missing)}")
    for name in sorted(names):
        value = table[name]
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{where}: {name} must be whole cents (an integer), not {value!r}")
        if value < 0:
            raise ValueError(f"{where}: {name} must not be negative, got {value}")
    fees = Fees(**table)
    for fee, state in (
        ("spayed_neutered", fees.spayed_neutered_state_cents),
        ("not_spayed", fees.not_spayed_state_cents),
    ):
        if state > getattr(fees, f"{fee}_cents"):
            raise ValueError(f"{where}: {fee}_state_cents ({state}) exceeds {fee}_cents")
    if not fees.penalty_first_cents <= fees.penalty_second_cents <= fees.penalty_max_cents:
        raise ValueError(f"{where}: penalties must rise: first <= second <= max")
    return fees


def _redemption_rates(table: Mapping[str, Any], where: str) -> RedemptionRates:
    where = f"{where} [redemption_fees]"
    _no_unknown(table, {f.name for f in fields(RedemptionRates)}, where)
    for name, value in table.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{where}: {name} must be whole cents (an integer), not {value!r}")
        if value < 0:
            raise ValueError(f"{where}: {name} must not be negative, got {value}")
    return RedemptionRates(**table)


def _policy(table: Mapping[str, Any], where: str) -> Policy:
    where = f"{where} [policy]"
    defaults = Policy()
    _no_unknown(table, {f.name for f in fields(Policy)}, where)
    values: dict[str, Any] = {}
    for name, value in table.items():
        default = getattr(defaults, name)
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"{where}: {name} must be true or false, not {value!r}")
        elif isinstance(default, tuple):
            if not isinstance(value, list) or not all(_is_count(item) for item in value):
                raise ValueError(f"{where}: {name} must be a list of whole numbers >= 0")
            value = tuple(value)
        elif not _is_count(value):
            raise ValueError(f"{where}: {name} must be a whole number >= 0, not {value!r}")
        values[name] = value
    policy = Policy(**values)
    for name in (
        "report_days",
        "ticket_answer_days",
        "seizure_hold_days_unidentified",
        "seizure_hold_days_after_personal_notice",
        "seizure_hold_days_after_mailing",
        "prior_violation_years",
        "license_term_years",
        "ticket_code_attempts",
        "checkout_expiry_minutes",
        "max_upload_bytes",
    ):
        if getattr(policy, name) < 1:
            raise ValueError(f"{where}: {name} must be at least 1")
    if policy.reminder_hour > 23:
        raise ValueError(f"{where}: reminder_hour must be an hour of the day, 0 to 23")
    return policy


def _exempt_types(data: Mapping[str, Any], where: str) -> tuple[tuple[str, str], ...]:
    entries = data.get("exempt_types")
    if not isinstance(entries, list) or not entries:
        raise ValueError(f"{where}: [[exempt_types]] must list at least one type")
    pairs: list[tuple[str, str]] = []
    for entry in entries:
        if not isinstance(entry, dict):
            raise ValueError(f"{where}: each [[exempt_types]] entry needs a key and a label")
        _no_unknown(entry, {"key", "label"}, f"{where} [[exempt_types]]")
        pairs.append((_text(entry, "key", where), _text(entry, "label", where)))
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError(f"{where}: exempt type keys repeat: {keys}")
    return tuple(pairs)


def _zip_codes(table: Mapping[str, Any], name: str, where: str) -> tuple[str, ...]:
    value = table.get(name)
    if not isinstance(value, list) or not all(
        isinstance(code, str) and _ZIP_CODE.fullmatch(code) for code in value
    ):
        raise ValueError(f"{where} [zip_codes]: {name} must be a list of five-digit ZIP strings")
    return tuple(value)


def _table(data: Mapping[str, Any], name: str, where: str) -> Mapping[str, Any]:
    value = data.get(name)
    if not isinstance(value, dict):
        raise ValueError(f"{where}: missing table [{name}]")
    return value


def _text(data: Mapping[str, Any], name: str, where: str) -> str:
    value = data.get(name)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where}: {name} must be a non-empty string")
    return value


def _no_unknown(data: Mapping[str, Any], known: AbstractSet[str], where: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"{where}: unknown setting(s) {', '.join(unknown)}")


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
