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


def year_overviews(*, year: int) -> list[YearOverview]:
    """One overview per donor (by e-mail address) who asked for one and gave in `year`."""
    start, end = _year_bounds(year)
    paid = (
        Donation.objects.filter(status=DonationStatus.PAID, paid_at__gte=start, paid_at__lt=end)
        .exclude(email="")
        .annotate(email_lower=Lower("email"))
        .select_related("page")
        .order_by("email_lower", "paid_at")
    )
    wanted = set(paid.filter(wants_receipt=True).values_list("email_lower", flat=True))
    by_donor: dict[str, list[Donation]] = {}
    for gift in paid:
        if gift.email_lower in wanted:
            by_donor.setdefault(gift.email_lower, []).append(gift)
    return [YearOverview(email=email, year=year, gifts=gifts) for email, gifts in by_donor.items()]
