"""The yearly overview per donor for the tax return: every paid gift of a calendar year."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db.models.functions import Lower
from django.utils import timezone

from .models import Donation, DonationStatus


@dataclass(frozen=True)
class YearOverview:
    email: str
    year: int
    gifts: list[Donation]

    @property
    def total_cents(self) -> int:
        return sum(gift.amount_cents for gift in self.gifts)


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
    """Every paid gift of `year` from one donor, or None when they gave nothing."""
    gifts = list(_paid_in(year).filter(email_lower=email.lower()).select_related("page").order_by("paid_at"))
    return YearOverview(email=email.lower(), year=year, gifts=gifts) if gifts else None
