"""Dutch party-finance law (Wet financiering politieke partijen) as checks on a gift before any
payment starts. The limits are settings with the legal defaults."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Sum
from django.db.models.functions import Lower
from django.utils import timezone

from core.errors import DomainError

EU_COUNTRIES = frozenset(
    "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split()
)


def _euros(cents: int) -> str:
    return f"{cents // 100:,}".replace(",", ".")


def check_origin(country: str) -> None:
    if settings.DONATION_EU_ONLY and country not in EU_COUNTRIES:
        message = "Wij mogen geen giften aannemen van gevers die buiten de Europese Unie wonen."
        raise DomainError(message, fields={"country": message})


def check_anonymous(*, amount_cents: int, anonymous: bool) -> None:
    limit = settings.DONATION_ANONYMOUS_MAX_CENTS
    if anonymous and amount_cents > limit:
        message = f"Een anonieme gift mag niet hoger zijn dan {_euros(limit)} euro. Vul uw naam en e-mailadres in."
        raise DomainError(message, fields={"first_name": message})


def check_yearly_cap(*, email: str, amount_cents: int) -> None:
    """The total a donor gives in a calendar year stays within the legal maximum."""
    from .models import Donation, DonationStatus

    if not email:
        return
    year_start = timezone.localtime().replace(
        month=1, day=1, hour=0, minute=0, second=0, microsecond=0
    )
    given = (
        Donation.objects.annotate(email_lower=Lower("email"))
        .filter(email_lower=email.lower(), status=DonationStatus.PAID, paid_at__gte=year_start)
        .aggregate(total=Sum("amount_cents"))["total"]
        or 0
    )
    limit = settings.DONATION_YEARLY_MAX_CENTS
    if given + amount_cents > limit:
        message = f"Per jaar mag één gever ons ten hoogste {_euros(limit)} euro schenken; met deze gift komt u daarboven."
        raise DomainError(message, fields={"amount": message})
