"""Chapter 69, Chapter 105 and AML Article 7 as pure functions, reading the town profile."""

from doglicense.law.age import age_in_years, is_adult, license_required_from, needs_license
from doglicense.law.business_days import is_business_day, next_business_day
from doglicense.law.dates import add_months, add_years, month_end
from doglicense.law.deadlines import days_late, report_deadline
from doglicense.law.fees import (
    FeeBreakdown,
    exempt_marking,
    license_fee,
    replacement_tag_fee,
    ticket_security,
)
from doglicense.law.public_holidays import PublicHoliday, is_public_holiday, public_holidays
from doglicense.law.redemption import (
    FeeItem,
    FeeLine,
    LicensingBeforeRelease,
    RedemptionFeesOwed,
    Shot,
    boarding_days,
    licensing_before_release,
    redemption_fees,
)
from doglicense.law.renewal_time import (
    EarlyRenewal,
    early_renewal,
    renewal_due_from,
    renewal_reminder_offsets,
)
from doglicense.law.residence import is_in_town
from doglicense.law.seizure import (
    AwaitingNotice,
    NoticeKind,
    OwnerNotice,
    RedemptionPeriod,
    redemption_period,
)
from doglicense.law.term import capped_expiry, license_expiry, rabies_cap, renewal_expiry
from doglicense.law.tickets import (
    answer_deadline,
    answer_open,
    penalty_cents,
    penalty_tier,
)
from doglicense.law.town import Clock, Fees, Policy, RedemptionRates, TownProfile
from doglicense.law.town_file import load_town, parse_town

__all__ = [
    "AwaitingNotice",
    "Clock",
    "EarlyRenewal",
    "FeeBreakdown",
    "FeeItem",
    "FeeLine",
    "Fees",
    "LicensingBeforeRelease",
    "NoticeKind",
    "OwnerNotice",
    "Policy",
    "PublicHoliday",
    "RedemptionFeesOwed",
    "RedemptionPeriod",
    "RedemptionRates",
    "Shot",
    "TownProfile",
    "add_months",
    "add_years",
    "age_in_years",
    "answer_deadline",
    "answer_open",
    "boarding_days",
    "capped_expiry",
    "days_late",
    "early_renewal",
    "exempt_marking",
    "is_adult",
    "is_business_day",
    "is_in_town",
    "is_public_holiday",
    "license_expiry",
    "license_fee",
    "license_required_from",
    "licensing_before_release",
    "load_town",
    "month_end",
    "needs_license",
    "next_business_day",
    "parse_town",
    "penalty_cents",
    "penalty_tier",
    "public_holidays",
    "rabies_cap",
    "redemption_fees",
    "redemption_period",
    "renewal_due_from",
    "renewal_expiry",
    "renewal_reminder_offsets",
    "replacement_tag_fee",
    "report_deadline",
    "ticket_security",
]
