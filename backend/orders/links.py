"""The addresses in the buyer's e-mails: the signed confirm link (SPEC §2.2 /agenda/bevestigen/{token})
and the ticket page at an unguessable address."""

from __future__ import annotations

from django.core import signing

from core.i18n import page_url

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


def confirm_url(order: Order) -> str:
    return page_url(f"/agenda/bevestigen/{confirm_token(order)}", order.language)


def tickets_url(order: Order) -> str:
    return page_url(f"/agenda/tickets/{order.ticket_key}", order.language)


def after_payment_url(order: Order) -> str:
    """Where the provider sends the buyer back: the e-mail confirmation screen of this order."""
    return page_url(f"/agenda/bevestigen?order={order.public_id}", order.language)
