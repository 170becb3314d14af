"""What a giver gave in a calendar year, over every channel: one-off gifts and monthly charges
(donations), friends' yearly gifts, and the gifts staff recorded (in kind, or to an affiliated
institution); plus what open checkouts hold. Membership dues at the standard rate are no gift and
are not counted. Years are calendar years in Europe/Amsterdam."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import F, Sum
from django.db.models.functions import Coalesce
from django.utils import timezone

from donations.models import Donation, DonationStatus
from friends.models import FriendGift
from payments.models import PaymentStatus

from .models import PARTY, RecordedGift, Reservation, ReservationStatus


def year_bounds(year: int) -> tuple[datetime, datetime]:
    zone = timezone.get_default_timezone()
    return (
        datetime(year, 1, 1, tzinfo=zone),
        datetime(year + 1, 1, 1, tzinfo=zone),
    )


def this_year() -> int:
    return timezone.localdate().year


def _donations(person_ids: Collection[int] | None, year: int):
    start, end = year_bounds(year)
    rows = Donation.objects.filter(
        status=DonationStatus.PAID, paid_at__gte=start, paid_at__lt=end, person__isnull=False
    )
    return rows if person_ids is None else rows.filter(person_id__in=person_ids)


def _friend_gifts(person_ids: Collection[int] | None, year: int):
    start, end = year_bounds(year)
    rows = (
        FriendGift.objects.filter(applied_at__isnull=False, payment__status=PaymentStatus.PAID)
        .annotate(given_at=Coalesce("payment__paid_at", "applied_at"))
        .filter(given_at__gte=start, given_at__lt=end)
    )
    return rows if person_ids is None else rows.filter(friend__person_id__in=person_ids)


def _recorded(person_ids: Collection[int] | None, year: int):
    rows = RecordedGift.objects.filter(given_on__year=year)
    return rows if person_ids is None else rows.filter(person_id__in=person_ids)


def given_cents(person_ids: Collection[int], year: int) -> int:
    """What these persons gave (and the party kept) in `year`, over every channel."""
    if not person_ids:
        return 0
    donations = _donations(person_ids, year).aggregate(t=Sum("amount_cents"))["t"] or 0
    friends = (
        _friend_gifts(person_ids, year).aggregate(
            t=Sum(
                F("payment__amount_cents")
                - F("payment__amount_refunded_cents")
                - F("payment__amount_charged_back_cents")
            )
        )["t"]
        or 0
    )
    recorded = _recorded(person_ids, year).aggregate(t=Sum("amount_cents"))["t"] or 0
    return donations + friends + recorded


def held_cents(
    person_ids: Collection[int], year: int, *, exclude: tuple[str, str] | None = None
) -> int:
    """What these persons' open checkouts hold on `year` (an expired hold no longer counts)."""
    if not person_ids:
        return 0
    rows = Reservation.objects.filter(
        person_id__in=person_ids,
        year=year,
        status=ReservationStatus.HELD,
        expires_at__gt=timezone.now(),
    )
    if exclude is not None:
        rows = rows.exclude(purpose=exclude[0], purpose_id=exclude[1])
    return rows.aggregate(t=Sum("amount_cents"))["t"] or 0


@dataclass(frozen=True)
class Gift:
    """One gift as the register lists it."""

    person_id: int
    channel: str
    institution: str
    given_on: date
    amount_cents: int
    description: str


def gifts_of_year(year: int, person_ids: Collection[int] | None = None) -> list[Gift]:
    """Every counted gift of `year` (of these persons, or of everyone), oldest first."""
    found: list[Gift] = []
    for donation in _donations(person_ids, year).select_related("page"):
        assert donation.paid_at is not None and donation.person_id is not None
        found.append(
            Gift(
                donation.person_id,
                "Maandelijkse gift" if donation.frequency == "monthly" else "Gift",
                PARTY,
                timezone.localdate(donation.paid_at),
                donation.amount_cents,
                donation.page.title,
            )
        )
    for gift in _friend_gifts(person_ids, year).select_related("friend", "payment"):
        amount = gift.payment.amount_kept_cents
        if gift.friend.person_id is None or amount <= 0:
            continue
        found.append(
            Gift(
                gift.friend.person_id,
                "Vriendengift",
                PARTY,
                timezone.localdate(gift.given_at),
                amount,
                gift.get_kind_display(),
            )
        )
    for recorded in _recorded(person_ids, year):
        assert recorded.person_id is not None
        found.append(
            Gift(
                recorded.person_id,
                recorded.get_kind_display() if recorded.kind != "money" else "Vastgelegde gift",
                recorded.institution,
                recorded.given_on,
                recorded.amount_cents,
                recorded.description,
            )
        )
    found.sort(key=lambda g: (g.given_on, g.person_id, g.amount_cents))
    return found
