"""The rules of Dutch party-finance law (Wet financiering politieke partijen) for one gift, as plain
functions of numbers and settings: where the giver lives, anonymity, the yearly maximum. Which gifts
belong to one giver's year, and the lock that makes the sum hold, live in giver.py and services.py.
The limits are settings with the legal defaults (config/settings.py)."""

from __future__ import annotations

from django.conf import settings
from django.utils.translation import gettext, gettext_noop

from core.errors import DomainError

EU_COUNTRIES = frozenset(
    "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split()
)
EEA_COUNTRIES = EU_COUNTRIES | {"IS", "LI", "NO"}

OUTSIDE_EEA = gettext_noop(
    "Wij mogen geen giften aannemen van gevers die buiten de Europese Unie en de Europese "
    "Economische Ruimte wonen. Bent u Nederlander en mag u stemmen, vink dan de verklaring aan."
)


def euros(cents: int) -> str:
    """10000000 → '100.000' (whole euros, the Dutch way)."""
    return f"{cents // 100:,}".replace(",", ".")


def origin_allowed(country: str, *, dutch_voter_abroad: bool = False) -> bool:
    """A giver living in the EU/EEA, or a Dutch voter abroad who declares so."""
    return not settings.DONATION_EU_ONLY or country.upper() in EEA_COUNTRIES or dutch_voter_abroad


def check_origin(country: str, *, dutch_voter_abroad: bool = False) -> None:
    if not origin_allowed(country, dutch_voter_abroad=dutch_voter_abroad):
        raise DomainError(OUTSIDE_EEA, fields={"country": OUTSIDE_EEA})


def anonymous_allowed(*, amount_cents: int, anonymous: bool) -> bool:
    return not anonymous or amount_cents <= settings.DONATION_ANONYMOUS_MAX_CENTS


def check_anonymous(*, amount_cents: int, anonymous: bool) -> None:
    if not anonymous_allowed(amount_cents=amount_cents, anonymous=anonymous):
        limit = euros(settings.DONATION_ANONYMOUS_MAX_CENTS)
        message = gettext(
            "Een anonieme gift mag niet hoger zijn dan %(limit)s euro. "
            "Vul uw naam en e-mailadres in."
        ) % {"limit": limit}
        raise DomainError(message, fields={"first_name": message})


def fits_the_year(*, committed_cents: int, amount_cents: int) -> bool:
    """`committed_cents`: what the giver gave this year plus what open checkouts hold."""
    return committed_cents + amount_cents <= settings.DONATION_YEARLY_MAX_CENTS


def check_yearly_room(*, committed_cents: int, amount_cents: int) -> None:
    if not fits_the_year(committed_cents=committed_cents, amount_cents=amount_cents):
        limit = euros(settings.DONATION_YEARLY_MAX_CENTS)
        message = gettext(
            "Per jaar mag één gever ons ten hoogste %(limit)s euro schenken; met deze gift komt u "
            "daarboven. Giften aan de partij en haar gelieerde instellingen tellen samen."
        ) % {"limit": limit}
        raise DomainError(message, fields={"amount": message})


def is_registered(year_total_cents: int) -> bool:
    """From this yearly total a giver's gifts go into the register with name and place."""
    return year_total_cents >= settings.WFPP_REGISTER_FROM_CENTS


def is_published(year_total_cents: int) -> bool:
    """From this yearly total a giver's gifts are published (and staff alerted)."""
    return year_total_cents >= settings.DONATION_PUBLISH_FROM_CENTS
