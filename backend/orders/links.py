"""The addresses in the buyer's e-mails: the signed confirm link (SPEC §2.2 /agenda/bevestigen/{token})
and the ticket page at an unguessable address."""

from __future__ import annotations

from django.conf import settings
from django.core import signing

from .models import Order

SALT = "orders.confirm"
MAX_AGE_SECONDS = 14 * 24 * 3600  # the order's own hold decides earlier whether it still counts


def confirm_token(order: Order) -> str:
    return signing.dumps(str(order.public_id), salt=SALT)


def order_id_from_token(token: str) -> str | None:
    try:
        return signing.loads(token, salt=SALT, max_age=MAX_AGE_SECONDS)
    except signing.BadSignature:
        return None


def _localized(path: str, locale: str) -> str:
    return f"{settings.SITE_URL}{'/en' if locale == 'en' else ''}{path}"


def confirm_url(order: Order, locale: str = "nl") -> str:
    return _localized(f"/agenda/bevestigen/{confirm_token(order)}", locale)


def tickets_url(order: Order, locale: str = "nl") -> str:
    return _localized(f"/agenda/tickets/{order.ticket_key}", locale)


def after_payment_url(order: Order, locale: str = "nl") -> str:
    """Where the provider sends the buyer back: the e-mail confirmation screen of this order."""
    return _localized(f"/agenda/bevestigen?order={order.public_id}", locale)
