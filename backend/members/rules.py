"""The rules of membership: what each tier costs and who may be a youth member (SPEC §9)."""

from __future__ import annotations

from datetime import date

from django.conf import settings
from django.utils.translation import gettext, gettext_noop

from core.errors import DomainError

from .models import Membership, Tier


def dues_cents(tier: str) -> int:
    return (
        settings.MEMBERSHIP_YOUTH_CENTS if tier == Tier.YOUTH else settings.MEMBERSHIP_ADULT_CENTS
    )


def age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def check_age(*, tier: str, date_of_birth: date, today: date) -> None:
    """Refuses a birth date in the future or below the minimum age, and a youth membership for
    someone past the youth age limit."""
    age = age_on(date_of_birth, today)
    if date_of_birth > today or age > 120:
        raise DomainError(
            gettext_noop("Vul een geldige geboortedatum in."),
            fields={"date_of_birth": gettext_noop("Vul een geldige geboortedatum in.")},
        )
    if age < settings.MEMBERSHIP_MIN_AGE:
        message = gettext("U kunt lid worden vanaf %(age)s jaar.") % {
            "age": settings.MEMBERSHIP_MIN_AGE
        }
        raise DomainError(message, fields={"date_of_birth": message})
    if tier == Tier.YOUTH and age > settings.MEMBERSHIP_YOUTH_MAX_AGE:
        message = gettext(
            "Jeugdlid bent u tot en met %(age)s jaar. Kies een gewoon lidmaatschap."
        ) % {"age": settings.MEMBERSHIP_YOUTH_MAX_AGE}
        raise DomainError(message, fields={"tier": message})


def year_end(year: int) -> date:
    return date(year, 12, 31)


def next_unpaid_year(paid_until: date | None, today: date) -> int:
    """The year a new payment of dues covers: the current year, or the next when this one is paid."""
    if paid_until is None or paid_until.year < today.year:
        return today.year
    return paid_until.year + 1


def renewal_tier(membership: Membership, day: date) -> str:
    """A youth member past the age limit renews as an adult member."""
    if (
        membership.tier == Tier.YOUTH
        and membership.date_of_birth
        and age_on(membership.date_of_birth, day) > settings.MEMBERSHIP_YOUTH_MAX_AGE
    ):
        return Tier.ADULT
    return membership.tier
