"""How long a seized dog is held for its owner to redeem it, and when title to it is forfeited."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum

from doglicense.law.business_days import next_business_day
from doglicense.law.town import TownProfile
from doglicense.law.town_file import town_or_default


class NoticeKind(StrEnum):
    """How the owner of record of an identified dog was told of the seizure. [69-11C]"""

    PERSONAL = "personal"  # notified personally
    CERTIFIED_MAIL = "certified_mail"  # by certified mail, return receipt requested


@dataclass(frozen=True)
class OwnerNotice:
    """The legal notice the officer recorded: its kind, and the day it was given or mailed.

    A chat message or an e-mail from the service is a courtesy, never this notice. R28
    """

    kind: NoticeKind
    given_on: date


@dataclass(frozen=True)
class AwaitingNotice:
    """An identified dog whose owner of record has not been given notice yet: no redemption
    period runs until the officer records it. [69-11C]
    """

    seized_on: date


@dataclass(frozen=True)
class RedemptionPeriod:
    """The days an owner may redeem a seized dog. [69-11B], [69-11C], [69-11D], R28

    ``law_last_day`` is the law's own count; ``last_day`` is the day the owner is told, moved
    past a Saturday, Sunday or public holiday [policy].
    """

    counted_from: date  # the day seized, or of personal notice, or of mailing; not counted
    days: int
    notice: NoticeKind | None  # None: an unidentified dog, counted from its seizure
    law_last_day: date
    last_day: date

    @property
    def forfeited_on(self) -> date:
        """The first day the owner no longer holds title, the day after the last. [69-11D]"""
        return self.last_day + timedelta(days=1)

    def open_on(self, day: date) -> bool:
        """Whether the dog may still be redeemed on ``day`` (through the whole last day)."""
        return day <= self.last_day

    def days_left(self, day: date) -> int:
        """Days after ``day`` up to the last day; 0 on the last day and once it has passed."""
        return max(0, (self.last_day - day).days)


def redemption_period(
    seized_on: date,
    *,
    identified: bool,
    notice: OwnerNotice | None = None,
    town: TownProfile | None = None,
) -> RedemptionPeriod | AwaitingNotice:
    """The period a seized dog is held for its owner. [69-11B], [69-11C], R28

    ``identified``: the dog carried an identification tag or other identification as AML
    Article 7 reads it; the officer says so when recording the seizure.
    An unidentified dog: five days from the day seized, whether or not a notice was given.
    An identified dog: seven days after the day of personal notice, or nine days from the day
    the certified notice was mailed; with no notice recorded yet, ``AwaitingNotice``.
    The first day is never counted [General Construction Law §20]. A last day on a Saturday,
    Sunday or public holiday moves to the next business day [policy] [GCL §25-a].
    """
    town = town_or_default(town)
    policy = town.policy
    if notice is not None and notice.given_on < seized_on:
        raise ValueError(f"notice given on {notice.given_on}, before the seizure on {seized_on}")
    if not identified:
        counted_from, days, kind = seized_on, policy.seizure_hold_days_unidentified, None
    elif notice is None:
        return AwaitingNotice(seized_on)
    else:
        counted_from, kind = notice.given_on, notice.kind
        days = {
            NoticeKind.PERSONAL: policy.seizure_hold_days_after_personal_notice,
            NoticeKind.CERTIFIED_MAIL: policy.seizure_hold_days_after_mailing,
        }[kind]
    law_last_day = counted_from + timedelta(days=days)
    last_day = law_last_day
    if policy.redemption_moves_past_closed_days:
        last_day = next_business_day(law_last_day, town)
    return RedemptionPeriod(counted_from, days, kind, law_last_day, last_day)
