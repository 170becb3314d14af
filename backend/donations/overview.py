"""The yearly overview for the tax return: what was paid in one calendar year, gifts and membership
dues apart. Two readers: the January mail to each donor who asked for one (their gifts, by e-mail
address), and the PDF on the member's own page (everything linked to their person record: gifts,
monthly charges, friend gifts and dues; people.payments gathers them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.db.models.functions import Lower
from django.utils import timezone

from .models import Donation, DonationStatus


@dataclass(frozen=True)
class Line:
    paid_at: datetime
    kind: str  # a people.payments.Kind: gift, monthly_gift, friend_gift, dues, upgrade
    detail: str  # the campaign, or the year paid for
    amount_cents: int
    reference: str = ""

    @property
    def is_gift(self) -> bool:
        from people.payments import GIFTS

        return self.kind in GIFTS


@dataclass(frozen=True)
class YearOverview:
    email: str
    year: int
    lines: list[Line] = field(default_factory=list)

    @property
    def gifts(self) -> list[Line]:
        return [line for line in self.lines if line.is_gift]

    @property
    def dues(self) -> list[Line]:
        return [line for line in self.lines if not line.is_gift]

    @property
    def gifts_cents(self) -> int:
        return sum(line.amount_cents for line in self.gifts)

    @property
    def dues_cents(self) -> int:
        return sum(line.amount_cents for line in self.dues)

    @property
    def total_cents(self) -> int:
        return self.gifts_cents + self.dues_cents


def _year_bounds(year: int) -> tuple[datetime, datetime]:
    zone = timezone.get_current_timezone()
    return datetime(year, 1, 1, tzinfo=zone), datetime(year + 1, 1, 1, tzinfo=zone)


def _paid_in(year: int):
    start, end = _year_bounds(year)
    return (
        Donation.objects.filter(status=DonationStatus.PAID, paid_at__gte=start, paid_at__lt=end)
        .exclude(email="")
        .annotate(email_lower=Lower("email"))
    )


def donors_wanting_overview(*, year: int) -> list[str]:
    """The e-mail addresses (lowercased) that gave in `year` and asked for an overview."""
    wanted = _paid_in(year).filter(wants_receipt=True).values_list("email_lower", flat=True)
    return sorted(set(wanted))


def year_overview(*, email: str, year: int) -> YearOverview | None:
    """Every paid gift of `year` from one donor's address, or None when they gave nothing."""
    from people.payments import Kind

    gifts = _paid_in(year).filter(email_lower=email.lower()).select_related("page")
    lines = [
        Line(
            paid_at=gift.paid_at or gift.created_at,
            kind=Kind.MONTHLY_GIFT if gift.frequency == "monthly" else Kind.GIFT,
            detail=gift.page.title,
            amount_cents=gift.amount_cents,
            reference=str(gift.public_id),
        )
        for gift in gifts.order_by("paid_at")
    ]
    return YearOverview(email=email.lower(), year=year, lines=lines) if lines else None


def person_year_overview(*, person, year: int) -> YearOverview | None:
    """What the person paid in `year` as gifts (one-off, monthly, as a friend) and as membership
    dues, less refunds; ticket orders are neither. None when there is nothing."""
    from people.payments import DUES, GIFTS, person_payments

    rows = [
        row
        for row in person_payments(person)
        if row.is_paid and row.year == year and row.kind in (*GIFTS, *DUES) and row.kept_cents
    ]
    lines = [
        Line(
            paid_at=row.at,
            kind=row.kind,
            detail=row.detail,
            amount_cents=row.kept_cents,
            reference=row.reference,
        )
        for row in sorted(rows, key=lambda row: (row.at, row.pk))
    ]
    if not lines:
        return None
    return YearOverview(email=person.primary_email, year=year, lines=lines)
