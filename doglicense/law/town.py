"""The town profile: a town's name, clerk, fees and [policy] settings, read from its TOML file."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from zoneinfo import ZoneInfo


@dataclass(frozen=True)
class Fees:
    """Every fee in whole cents. [69-12], [69-13], [69-14], [105], [69-18]"""

    spayed_neutered_cents: int
    spayed_neutered_state_cents: int
    not_spayed_cents: int
    not_spayed_state_cents: int
    enumeration_cents: int
    replacement_tag_cents: int
    ticket_security_cents: int
    penalty_first_cents: int
    penalty_second_cents: int
    penalty_max_cents: int


@dataclass(frozen=True)
class RedemptionRates:
    """What redeeming a seized dog costs, in whole cents. [69-11F], [105], R10

    Chapter 105 sets each at "Contractor's rate": the figure is the town's contract with its
    dog control contractor, not the law's. The defaults are placeholders in the range nearby
    New York towns charge, to be replaced by the contract's figures before residents see them.
    """

    impoundment_cents: int = 2500  # [105] "§ 69-6F(1)" impoundment, once per seizure
    boarding_per_day_cents: int = 1500  # [105] "§ 69-6F(2)" boarding, per day held
    distemper_shot_cents: int = 2000  # [105] "§ 69-6F(3)" distemper shot, when given
    bordetella_shot_cents: int = 2000  # [105] "§ 69-6F(4)" bordetella (kennel cough), when given
    rabies_shot_cents: int = 1500  # [105] "§ 69-6F(5)" rabies shot, when given


@dataclass(frozen=True)
class Policy:
    """Our readings where the law is silent or ambiguous, defaults as DOMAIN.md gives them."""

    waive_enumeration_for_exempt: bool = True  # R7
    report_days: int = 10  # R18-R20, R22
    ticket_answer_days: int = 5  # R24
    seizure_hold_days_unidentified: int = 5  # [69-11B] R28: five days from the day seized
    seizure_hold_days_after_personal_notice: int = 7  # [69-11C] R28: seven days after notice
    seizure_hold_days_after_mailing: int = 9  # [69-11C] R28: nine days from certified mailing
    redemption_moves_past_closed_days: bool = True  # R28, GCL §25-a: to the next business day
    boarding_counts_seizure_day: bool = False  # R10: boarding counts days after the seizure day
    prior_violation_years: int = 5  # R27
    puppy_age_months: int = 4  # R2
    adult_age_years: int = 18  # R3, R4
    rabies_cap_months: int = 11  # R13
    license_term_years: int = 1  # R11
    renewal_continues_from_old_expiry: bool = True  # R14
    exempt_surcharge_paid_by_town: bool = True  # R9
    reminder_days_before: tuple[int, ...] = (30, 7, 0)
    reminder_days_after_lapse: tuple[int, ...] = (14,)
    reminder_hour: int = 9
    rabies_reminder_days_before: int = 30  # R13: a new certificate, asked for this early
    ticket_code_attempts: int = 5
    checkout_expiry_minutes: int = 60
    max_upload_bytes: int = 10 * 1024 * 1024
    tags_mailed: bool = True  # R8, R16: the Clerk mails a tag; False: picked up at the office


@dataclass(frozen=True)
class Pound:
    """Where the Town keeps a seized dog, and the hours the dog control officer releases one."""

    place: str  # its name and address, as the owner is told: "Clay Animal Shelter, 7340 ..."
    hours: str
    hours_in: tuple[tuple[str, str], ...] = ()  # in other languages than English: hours_es


@dataclass(frozen=True)
class TownProfile:
    """One town: who its clerk is, where its court sits, its ZIP codes, fees and policy."""

    key: str
    name: str
    state: str
    county: str
    clerk_phone: str
    clerk_office_address: str
    clerk_office_hours: str
    timezone: str
    court_name: str
    court_address: str
    zip_codes_in_town: tuple[str, ...]
    zip_codes_partly_in_town: tuple[str, ...]
    fees: Fees
    redemption_fees: RedemptionRates
    policy: Policy
    exempt_types: tuple[tuple[str, str], ...]
    # The office hours in other languages than English, as (language, text): office_hours_es.
    clerk_office_hours_in: tuple[tuple[str, str], ...] = ()
    # Who works the court's queue in the console (return dates, penalties, appearances): a court
    # clerk's own account ("court"), or the Town Clerk for the court ("clerk"). R24-R27
    return_dates_set_by: str = "court"
    # Where seized dogs are kept; None: the profile names no pound, the clerk's office stands in.
    pound: Pound | None = None

    def office_hours(self, language: str) -> str:
        """The clerk's office hours as written for residents of `language`; English otherwise."""
        return dict(self.clerk_office_hours_in).get(language, self.clerk_office_hours)

    def release_hours(self, language: str) -> str:
        """When a seized dog may be collected: the pound's hours, or the clerk's office's when
        the profile names no pound (R28)."""
        if self.pound is None:
            return self.office_hours(language)
        return dict(self.pound.hours_in).get(language, self.pound.hours)

    @property
    def tz(self) -> ZoneInfo:
        """The town's time zone: every date and time of the rules is read in it."""
        return ZoneInfo(self.timezone)

    def exempt_label(self, exempt_type: str) -> str:
        """The label of an exempt dog type ("Service Dog"). [69-15], R9"""
        for key, label in self.exempt_types:
            if key == exempt_type:
                return label
        known = ", ".join(key for key, _ in self.exempt_types)
        raise ValueError(f"unknown exempt dog type {exempt_type!r}; known: {known}")


@dataclass(frozen=True)
class Clock:
    """Now, and today in the town's time zone: injected so tests can stand on any day."""

    now: datetime
    town: TownProfile

    @property
    def today(self) -> date:
        return self.now.astimezone(self.town.tz).date()
