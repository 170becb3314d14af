"""The first year's price of a membership: the single source of what joining costs (SPEC §9).

The dues cover a calendar year. Who joins during the year pays, by default, only for the months
left in it (the month of joining included), rounded to whole euros and never below a euro; with
MEMBERSHIP_FIRST_YEAR=full they pay the whole year. From the 1st of January the yearly dues apply."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings

from . import rules
from .models import Tier

MINIMUM_CENTS = 100  # the least a first year costs (unless the yearly dues are less)


def prorated() -> bool:
    return settings.MEMBERSHIP_FIRST_YEAR != "full"


def months_left(today: date) -> int:
    """The months from today's to December, both included: 12 in January, 1 in December."""
    return 13 - today.month


def first_year_cents(tier: str, today: date) -> int:
    """What joining in `tier` on `today` costs: the dues until the 31st of December."""
    yearly = rules.dues_cents(tier)
    if not prorated():
        return yearly
    euros = (Decimal(yearly) * months_left(today) / 12 / 100).quantize(
        Decimal(1), rounding=ROUND_HALF_UP
    )
    return min(yearly, max(int(euros) * 100, MINIMUM_CENTS))


@dataclass(frozen=True)
class FirstYear:
    """The first year's prices of both tiers on a day, and the period they cover: `months` months,
    until the 31st of December (whether or not the price is pro-rated)."""

    adult_cents: int
    youth_cents: int
    until: date
    months: int
    prorated: bool


def first_year(today: date) -> FirstYear:
    return FirstYear(
        adult_cents=first_year_cents(Tier.ADULT, today),
        youth_cents=first_year_cents(Tier.YOUTH, today),
        until=rules.year_end(today.year),
        months=months_left(today),
        prorated=prorated(),
    )
